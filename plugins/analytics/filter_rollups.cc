#include "plugins/analytics/filter_rollups.h"

#include <chrono>
#include <map>
#include <mutex>

#include "plugins/analytics/days.h"
#include "plugins/analytics/traffic_batch.h"
#include "seo/sdk/util/dates.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A filter's kind and the expression of its value over events `e` joined to their visits `v`:
// the raw reads' own conditions (panel_store.cc, eventScope).
struct Kind {
  const char* name;
  const char* value;
};
constexpr Kind kKinds[] = {{"path", "e.path"}, {"country", "e.country"}, {"source", "v.source"}};

const std::string kBounce = "CASE WHEN v.pageviews = 1 THEN 1 ELSE 0 END";
const std::string kInsert =
    "INSERT INTO analytics_filter_days (website_id, day, filter, value, panel, name, visitors, "
    "visits, views, bounces, duration_ms) SELECT :w0, :d0, ";
// A new visitor may open the day's last visit up to a visit's gap after midnight; then the
// ingestor writes what it queued.
constexpr std::int64_t kCloseAfterMs = kVisitGapMs + 5 * 60 * 1000;
// A roll asked for and not finished within this time is asked for again (its job failed).
constexpr std::int64_t kRequestStaleMs = 60 * 60 * 1000;

// Runs `query` with the website and the day bound to each pair of placeholders it names (each
// its own name: SQLite would take a name given twice for one parameter), in order.
void execute(soci::session& sql, const std::string& query, const std::string& website_id,
             const std::string& day, int pairs) {
  soci::statement st(sql);
  for (int i = 0; i < pairs; ++i) {
    st.exchange(soci::use(website_id));
    st.exchange(soci::use(day));
  }
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
  st.execute(true);
}

std::int64_t nowMsOf(seo::sdk::Host& host) {
  return seo::sdk::dates::msOfIso(host.now()).value_or(0);
}

// Rolls the closed days of `website_id`, newest first, at most `limit` (all when 0); how many.
Result<std::int64_t> rollDays(seo::sdk::Host& host, const std::string& website_id,
                              std::int64_t limit) {
  const std::string last = lastClosedDay(nowMsOf(host));
  std::int64_t rolled = 0;
  for (;;) {
    std::vector<std::string> days;
    SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
      days = daysToRoll(sql, website_id, last, limit > 0 ? limit - rolled : kDaysPerRoll);
      return Status::ok();
    }));
    if (days.empty()) return rolled;
    for (const std::string& day : days) {
      SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
        rollFilterDay(sql, website_id, day);
        return Status::ok();
      }));
      ++rolled;
    }
    if (limit > 0 && rolled >= limit) return rolled;
  }
}

Result<std::string> onRollFilters(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  SEO_ASSIGN_OR_RETURN(std::int64_t rolled, rollDays(host, job.website_id, kDaysPerRoll));
  const std::string last = lastClosedDay(nowMsOf(host));
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    if (daysToRoll(sql, job.website_id, last, 1).empty()) {
      sql << "DELETE FROM analytics_filter_roll_requests WHERE website_id = :w",
          soci::use(job.website_id);
      return Status::ok();
    }
    // More to roll: the next run, after the jobs queued meanwhile.
    seo::sdk::JobRequest next{kRollFiltersJob, job.organization_id, job.website_id, "{}", 3, 0};
    SEO_ASSIGN_OR_RETURN(std::string id, host.enqueueJob(sql, next));
    long long at = nowMsOf(host);
    sql << "UPDATE analytics_filter_roll_requests SET job_id = :j, requested_ms = :t WHERE "
           "website_id = :w",
        soci::use(id), soci::use(at), soci::use(job.website_id);
    return Status::ok();
  }));
  return std::string(R"({"days_rolled": )") + std::to_string(rolled) + "}";
}

Result<rapidjson::Document> onRollFiltersCommand(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website"}));
  SEO_ASSIGN_OR_RETURN(std::string website_id, seo::sdk::requiredFlag(cmd, "website"));
  if (Result<seo::sdk::WebsiteInfo> site = cmd.host->findWebsite(website_id); !site.isOk()) {
    if (site.status().code() != seo::sdk::Code::NotFound) return site.status();
    return Status::notFound("website " + website_id + " not found");
  }
  SEO_ASSIGN_OR_RETURN(std::int64_t rolled, rollDays(*cmd.host, website_id, 0));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("days_rolled", rolled, a);
  out.AddMember("last_closed_day", seo::sdk::json::string(lastClosedDay(nowMsOf(*cmd.host)), a), a);
  return out;
}

}  // namespace

std::string lastClosedDay(std::int64_t now_ms) {
  return formatDay(dayOfMs(now_ms - kCloseAfterMs) - 1);
}

void rollFilterDay(soci::session& sql, const std::string& website_id, const std::string& day) {
  unrollFilterDays(sql, website_id, {day});
  const std::string events =
      " FROM analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
      "e.website_id = :w1 AND e.day = :d1";
  for (const Kind& kind : kKinds) {
    const std::string value = kind.value;
    const std::string head = kInsert + "'" + kind.name + "', ";
    // The visits with a pageview of each value, each once.
    const std::string visits = " FROM (SELECT DISTINCT " + value + " AS value, e.visit_id" +
                               events + ") m JOIN analytics_visits v ON v.id = m.visit_id";
    execute(sql,
            head + "m.value, 'total', '', COUNT(DISTINCT v.visitor), COUNT(*), 0, SUM(" +
                kBounce + "), SUM(v.last_ms - v.started_ms)" + visits + " GROUP BY m.value",
            website_id, day, 2);
    execute(sql,
            head + value + ", 'total', '', 0, 0, COUNT(*), 0, 0" + events + " GROUP BY " + value +
                " ON CONFLICT (website_id, filter, value, day, panel, name) DO UPDATE SET views = "
                "excluded.views",
            website_id, day, 2);
    execute(sql,
            head + value +
                ", 'hour', SUBSTR(e.occurred_at, 12, 2), COUNT(DISTINCT v.visitor), "
                "COUNT(DISTINCT e.visit_id), COUNT(*), 0, 0" +
                events + " GROUP BY " + value + ", SUBSTR(e.occurred_at, 12, 2)",
            website_id, day, 2);
    execute(sql,
            head + value + ", 'page', e.path, 0, 0, COUNT(*), 0, 0" + events + " GROUP BY " +
                value + ", e.path",
            website_id, day, 2);
    execute(sql,
            head + "m.value, 'entry', v.entry_path, 0, COUNT(*), 0, SUM(" + kBounce + "), 0" +
                visits + " WHERE v.entry_path <> '' GROUP BY m.value, v.entry_path",
            website_id, day, 2);
    execute(sql,
            head + "m.value, 'source', v.source, 0, COUNT(*), SUM(v.pageviews), SUM(" + kBounce +
                "), SUM(v.last_ms - v.started_ms)" + visits +
                " WHERE v.entry_path <> '' GROUP BY m.value, v.source",
            website_id, day, 2);
    execute(sql,
            head + value + ", 'country', e.country, 0, COUNT(DISTINCT e.visit_id), COUNT(*), 0, 0" +
                events + " GROUP BY " + value + ", e.country",
            website_id, day, 2);
  }
  sql << "INSERT INTO analytics_filter_rolled (website_id, day) VALUES (:w, :d)",
      soci::use(website_id), soci::use(day);
}

void unrollFilterDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days) {
  for (const std::string& day : days) {
    sql << "DELETE FROM analytics_filter_rolled WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
    sql << "DELETE FROM analytics_filter_days WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
  }
}

std::set<std::string> rolledDays(soci::session& sql, const std::string& website_id,
                                 const std::string& from, const std::string& to) {
  std::set<std::string> days;
  std::string day;
  soci::statement st = (sql.prepare << "SELECT day FROM analytics_filter_rolled WHERE website_id "
                                       "= :w AND day >= :f AND day <= :t",
                        soci::use(website_id), soci::use(from), soci::use(to), soci::into(day));
  st.execute();
  while (st.fetch()) days.insert(day);
  return days;
}

std::vector<std::string> daysToRoll(soci::session& sql, const std::string& website_id,
                                    const std::string& last_closed, std::int64_t limit) {
  const std::optional<std::int64_t> last = parseDay(last_closed);
  const std::string oldest = formatDay(last.value_or(0) - kRollLookbackDays);
  std::vector<std::string> days;
  std::string day;
  soci::statement st =
      (sql.prepare << "SELECT d.day FROM analytics_daily d WHERE d.website_id = :w AND d.day <= "
                      ":l AND d.day >= :o AND NOT EXISTS (SELECT 1 FROM analytics_filter_rolled "
                      "r WHERE r.website_id = d.website_id AND r.day = d.day) ORDER BY d.day "
                      "DESC LIMIT " + std::to_string(limit),
       soci::use(website_id), soci::use(last_closed), soci::use(oldest), soci::into(day));
  st.execute();
  while (st.fetch()) days.push_back(day);
  return days;
}

void requestFilterRoll(seo::sdk::Host& host, const std::string& website_id,
                       const std::string& organization_id) {
  // At most once a minute per website and process: a dashboard's reads come in a burst.
  static std::mutex mutex;
  static std::map<std::string, std::chrono::steady_clock::time_point> checked;
  {
    std::lock_guard<std::mutex> lock(mutex);
    const auto now = std::chrono::steady_clock::now();
    auto it = checked.find(website_id);
    if (it != checked.end() && now - it->second < std::chrono::minutes(1)) return;
    if (checked.size() > 10000) checked.clear();
    checked[website_id] = now;
  }
  const std::int64_t now_ms = nowMsOf(host);
  Status s = host.withTransaction([&](soci::session& sql) {
    if (daysToRoll(sql, website_id, lastClosedDay(now_ms), 1).empty()) return Status::ok();
    long long requested = 0;
    sql << "SELECT requested_ms FROM analytics_filter_roll_requests WHERE website_id = :w",
        soci::use(website_id), soci::into(requested);
    if (sql.got_data()) {
      if (now_ms - requested < kRequestStaleMs) return Status::ok();
      sql << "DELETE FROM analytics_filter_roll_requests WHERE website_id = :w",
          soci::use(website_id);
    }
    seo::sdk::JobRequest job{kRollFiltersJob, organization_id, website_id, "{}", 3, 0};
    SEO_ASSIGN_OR_RETURN(std::string id, host.enqueueJob(sql, job));
    long long at = now_ms;
    // Two processes asking at once: the second's insert fails, and its job with it.
    sql << "INSERT INTO analytics_filter_roll_requests (website_id, job_id, requested_ms) VALUES "
           "(:w, :j, :t)",
        soci::use(website_id), soci::use(id), soci::use(at);
    return Status::ok();
  });
  if (!s.isOk()) {
    host.log(seo::sdk::LogLevel::Warning,
             "analytics: the filtered reads' roll was not queued: " + s.message());
  }
}

void registerFilterRollups(seo::sdk::Registrar& r) {
  r.job(kRollFiltersJob, &onRollFilters);
  r.command("roll-filters",
            "--website ID   rolls every closed day of a website for fast filtered reads (the "
            "server does it on its own when a filtered read asks)",
            &onRollFiltersCommand);
}

}  // namespace seo::plugins::analytics
