#include "plugins/analytics/funnel_hours.h"

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

const std::vector<std::string>& funnelHourColumns() {
  static const std::vector<std::string> columns = [] {
    std::vector<std::string> names;
    for (std::size_t k = 1; k <= kMaxFunnelSteps; ++k) names.push_back("step_" + std::to_string(k));
    return names;
  }();
  return columns;
}

void dropFunnelHours(soci::session& sql, const std::string& website_id,
                     const std::string& funnel_id, const std::string& day) {
  const std::string first = day + "T00", last = day + "T23";
  sql << "DELETE FROM analytics_funnel_hours WHERE website_id = :w AND funnel_id = :f AND hour "
         ">= :a AND hour <= :b",
      soci::use(website_id), soci::use(funnel_id), soci::use(first), soci::use(last);
}

void writeFunnelHours(soci::session& sql, const Funnel& funnel, const std::string& day,
                      const std::map<std::string, std::vector<long long>>& hours) {
  dropFunnelHours(sql, funnel.website_id, funnel.id, day);
  if (hours.empty()) return;
  std::vector<std::string> websites, funnels, hour_list;
  std::vector<std::vector<long long>> steps(kMaxFunnelSteps);
  for (const auto& [hour, visitors] : hours) {
    websites.push_back(funnel.website_id);
    funnels.push_back(funnel.id);
    hour_list.push_back(hour);
    for (std::size_t k = 0; k < kMaxFunnelSteps; ++k) {
      steps[k].push_back(k < visitors.size() ? visitors[k] : 0);
    }
  }
  std::string columns, values;
  for (std::size_t k = 0; k < kMaxFunnelSteps; ++k) {
    columns += ", " + funnelHourColumns()[k];
    values += ", :s" + std::to_string(k);
  }
  soci::statement st(sql);
  st.exchange(soci::use(websites));
  st.exchange(soci::use(funnels));
  st.exchange(soci::use(hour_list));
  for (auto& column : steps) st.exchange(soci::use(column));
  st.alloc();
  st.prepare("INSERT INTO analytics_funnel_hours (website_id, funnel_id, hour" + columns +
             ") VALUES (:w, :f, :h" + values + ")");
  st.define_and_bind();
  st.execute(true);
}

std::map<std::string, std::vector<long long>> rolledFunnelHours(soci::session& sql,
                                                                const Funnel& funnel,
                                                                const std::string& first_hour,
                                                                const std::string& last_hour) {
  std::map<std::string, std::vector<long long>> days;
  const std::size_t n = funnel.steps.size();
  std::string sums;
  for (std::size_t k = 0; k < n; ++k) {
    sums += ", CAST(SUM(" + funnelHourColumns()[k] + ") AS BIGINT)";
  }
  std::string day;
  std::vector<long long> visitors(n, 0);
  soci::statement st(sql);
  st.exchange(soci::use(funnel.website_id));
  st.exchange(soci::use(funnel.id));
  st.exchange(soci::use(first_hour));
  st.exchange(soci::use(last_hour));
  st.exchange(soci::into(day));
  for (long long& v : visitors) st.exchange(soci::into(v));
  st.alloc();
  st.prepare("SELECT SUBSTR(hour, 1, 10)" + sums +
             " FROM analytics_funnel_hours WHERE website_id = :w AND funnel_id = :f AND hour >= "
             ":a AND hour <= :b GROUP BY SUBSTR(hour, 1, 10)");
  st.define_and_bind();
  st.execute();
  while (st.fetch()) days[day] = visitors;
  return days;
}

void pruneFunnelHours(soci::session& sql, const std::string& website_id, std::int64_t now_ms) {
  const std::string oldest = hourText(now_ms - kRecentHours * kMsPerHour);
  sql << "DELETE FROM analytics_funnel_hours WHERE website_id = :w AND hour < :o",
      soci::use(website_id), soci::use(oldest);
}

}  // namespace seo::plugins::analytics
