#include "plugins/analytics/sql_rows.h"

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

void prepareOnce(soci::statement& st, const std::string& query) {
  st.alloc();
  st.prepare(query, soci::details::st_one_time_query);
  st.define_and_bind();
}

std::vector<SqlRow> runRows(soci::session& sql, const std::string& query,
                            const std::vector<std::string>& values, int integers) {
  std::vector<SqlRow> rows;
  SqlRow row;
  soci::statement st(sql);
  for (const std::string& value : values) st.exchange(soci::use(value));
  st.exchange(soci::into(row.name));
  for (int i = 0; i < integers; ++i) st.exchange(soci::into(row.values[i]));
  prepareOnce(st, query);
  st.execute();
  while (st.fetch()) rows.push_back(row);
  return rows;
}

long long countUpTo(soci::session& sql, const std::string& rows_query,
                    const std::vector<std::string>& values, long long limit) {
  return runRows(sql,
                 "SELECT '', COUNT(*) FROM (" + rows_query + " LIMIT " + std::to_string(limit + 1) +
                     ") counted",
                 values, 1)
      .at(0)
      .values[0];
}

std::string dayList(const std::string& column, const std::vector<std::string>& days,
                    const std::string& prefix, std::vector<std::string>* values) {
  std::string clause = " AND " + column + " IN (";
  for (std::size_t i = 0; i < days.size(); ++i) {
    clause += (i ? ", :" : ":") + prefix + std::to_string(i);
    values->push_back(days[i]);
  }
  return clause + (days.empty() ? "NULL)" : ")");
}

std::vector<std::string> daysFrom(std::int64_t first, std::int64_t last) {
  std::vector<std::string> days;
  for (std::int64_t day = first; day <= last; ++day) days.push_back(formatDay(day));
  return days;
}

std::vector<std::string> daysFrom(const std::string& first, const std::string& last) {
  const std::optional<std::int64_t> from = parseDay(first), to = parseDay(last);
  if (!from || !to) return {};
  return daysFrom(*from, *to);
}

}  // namespace seo::plugins::analytics
