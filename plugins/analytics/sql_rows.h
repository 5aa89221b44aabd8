// The few SQL helpers the analytics reads share: a query's rows as a text and integers, and a
// list of days as an IN clause (each day an index seek).
//
//   std::vector<std::string> values{website_id};
//   std::string query = "SELECT page, COUNT(*) FROM ... WHERE website_id = :w" +
//                       dayList("day", days, "d", &values) + " GROUP BY page";
//   for (const SqlRow& row : runRows(sql, query, values, 1)) ... row.name, row.values[0] ...
#pragma once

#include <soci/soci.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace seo::plugins::analytics {

// Prepares `st` (its intos and uses exchanged) to run `query` once or a few times: on
// PostgreSQL each run is one round trip, planned with the values bound (PQexecParams), where a
// statement prepared for reuse takes three (PREPARE, EXECUTE, DEALLOCATE) and is planned blind.
// For the reads, whose text changes with their filters and periods; a statement run many times
// over (a roll's inserts) keeps soci's prepare.
//
//   soci::statement st(sql);
//   st.exchange(soci::use(website_id));
//   st.exchange(soci::into(day));
//   prepareOnce(st, "SELECT day FROM analytics_daily WHERE website_id = :w");
//   st.execute();
//   while (st.fetch()) ...
void prepareOnce(soci::statement& st, const std::string& query);

// One row of a query: a text, then at most five integers in the order of its SELECT list.
struct SqlRow {
  std::string name;
  long long values[5] = {0, 0, 0, 0, 0};
};

// Runs `query`, binding `values` to its placeholders in order; each row is a text and then
// `integers` integers.
std::vector<SqlRow> runRows(soci::session& sql, const std::string& query,
                            const std::vector<std::string>& values, int integers);

// How many rows `rows_query` ("SELECT 1 AS one FROM ... WHERE ...", `values` bound in order)
// names, counted up to `limit` + 1 only: enough to refuse a read past its budget without
// reading what it would have read.
long long countUpTo(soci::session& sql, const std::string& rows_query,
                    const std::vector<std::string>& values, long long limit);

// Values bound in one IN list at most (visitors sought at once): well under SQLite's and
// PostgreSQL's limits on parameters.
inline constexpr std::size_t kValuesPerInList = 500;

// " AND <column> IN (:<prefix>0, ...)" of `days` (" IN (NULL)" when none), their values
// appended to `values`.
std::string dayList(const std::string& column, const std::vector<std::string>& days,
                    const std::string& prefix, std::vector<std::string>* values);

// The days from `first` to `last` (days since the epoch), spelled 'YYYY-MM-DD'.
std::vector<std::string> daysFrom(std::int64_t first, std::int64_t last);
// The same from 'YYYY-MM-DD' to 'YYYY-MM-DD' (none when either is not a day).
std::vector<std::string> daysFrom(const std::string& first, const std::string& last);

}  // namespace seo::plugins::analytics
