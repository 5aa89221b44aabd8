#include "plugins/analytics/filter_rollups.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/property_figures.h"
#include "plugins/analytics/property_hours.h"
#include "plugins/analytics/raw_retention.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/sql_dialect.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A roll asked for and not finished within this time is asked for again (its job failed).
constexpr std::int64_t kRequestStaleMs = 60 * 60 * 1000;

// Rolls the closed days of `website_id`, newest first, at most `limit` (all when 0); how many.
Result<std::int64_t> rollDays(seo::sdk::Host& host, const std::string& website_id,
                              std::int64_t limit) {
  const std::string last = lastClosedDay(nowMsOf(host));
  const std::string reroll_from = rerollFrom(host);
  std::int64_t rolled = 0;
  for (;;) {
    std::vector<std::string> days;
    SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
      days =
          daysToRoll(sql, website_id, last, limit > 0 ? limit - rolled : kDaysPerRoll, reroll_from);
      return Status::ok();
    }));
    if (days.empty()) return rolled;
    std::int64_t written = 0;
    for (const std::string& day : days) {
      SEO_ASSIGN_OR_RETURN(bool done, rollFilterDay(host, website_id, day));
      written += done ? 1 : 0;
    }
    rolled += written;
    // A day that took a pageview while it was read is rolled by a later run.
    if (written == 0) return rolled;
    if (limit > 0 && rolled >= limit) return rolled;
  }
}

// Pageviews of the last days written without their visit's source get it: those the build still
// serving wrote while a reload ran analytics migration 13, which a read by a page and a source
// would miss. Read first (the index by day and page holds the source): a write only when any is.
Status fillPageviewSources(seo::sdk::Host& host, const std::string& website_id) {
  const std::string from = formatDay(dayOfMs(nowMsOf(host)) - 3);
  bool missing = false;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    int one = 0;
    sql << "SELECT 1 FROM analytics_events WHERE website_id = :w AND day >= :d AND source IS "
           "NULL LIMIT 1",
        soci::use(website_id), soci::use(from), soci::into(one);
    missing = sql.got_data();
    return Status::ok();
  }));
  if (!missing) return Status::ok();
  return host.withTransaction([&](soci::session& sql) {
    sql << "UPDATE analytics_events SET source = (SELECT v.source FROM analytics_visits v WHERE "
           "v.id = analytics_events.visit_id) WHERE website_id = :w AND day >= :d AND source IS "
           "NULL",
        soci::use(website_id), soci::use(from);
    return Status::ok();
  });
}

Result<std::string> onRollFilters(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  SEO_RETURN_IF_ERROR(fillPageviewSources(host, job.website_id));
  // The hours first: they are few, and what the dashboard's last day reads.
  SEO_ASSIGN_OR_RETURN(std::int64_t hours, rollFilterHours(host, job.website_id));
  SEO_ASSIGN_OR_RETURN(std::int64_t property_days, rollPropertyHours(host, job.website_id));
  SEO_ASSIGN_OR_RETURN(std::int64_t rolled, rollDays(host, job.website_id, kDaysPerRoll));
  const std::string last = lastClosedDay(nowMsOf(host));
  const std::string reroll_from = rerollFrom(host);
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    if (daysToRoll(sql, job.website_id, last, 1, reroll_from).empty()) {
      sql << "DELETE FROM analytics_filter_roll_requests WHERE website_id = :w",
          soci::use(job.website_id);
      return Status::ok();
    }
    // More to roll: the next run, after the jobs queued meanwhile; later when this one could
    // roll nothing (its days kept taking pageviews).
    seo::sdk::JobRequest next{kRollFiltersJob,      job.organization_id, job.website_id, "{}", 3,
                              rolled == 0 ? 300 : 0};
    SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, next));
    long long at = nowMsOf(host);
    sql << "UPDATE analytics_filter_roll_requests SET job_id = :j, requested_ms = :t WHERE "
           "website_id = :w",
        soci::use(id), soci::use(at), soci::use(job.website_id);
    return Status::ok();
  }));
  return std::string(R"({"days_rolled": )") + std::to_string(rolled) + R"(, "hours_rolled": )" +
         std::to_string(hours) + R"(, "property_days_rolled": )" + std::to_string(property_days) +
         "}";
}

Result<rapidjson::Document> onRollFiltersCommand(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  const std::string website_id = site.id;
  SEO_RETURN_IF_ERROR(fillPageviewSources(*cmd.host, website_id));
  SEO_ASSIGN_OR_RETURN(std::int64_t hours, rollFilterHours(*cmd.host, website_id));
  SEO_ASSIGN_OR_RETURN(std::int64_t property_days, rollPropertyHours(*cmd.host, website_id));
  SEO_ASSIGN_OR_RETURN(std::int64_t rolled, rollDays(*cmd.host, website_id, 0));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("days_rolled", rolled, a);
  out.AddMember("hours_rolled", hours, a);
  out.AddMember("property_days_rolled", property_days, a);
  out.AddMember("last_closed_day", seo::sdk::json::string(lastClosedDay(nowMsOf(*cmd.host)), a), a);
  return out;
}

}  // namespace

std::string rerollFrom(seo::sdk::Host& host) {
  const std::optional<std::string> cutoff = rawRetentionCutoff(host);
  if (!cutoff) return "";
  // The pruner deletes the days before the cutoff, which moves at midnight: two days of margin.
  return formatDay(parseDay(*cutoff).value_or(0) + 2);
}

std::string lastClosedDay(std::int64_t now_ms) {
  return formatDay(dayOfMs(now_ms - kVisitClosedAfterMs) - 1);
}

namespace {

// The day's rows: every panel's under each filter value from its pageviews joined to their
// visits, the goal panel's from each goal's conversions, the property panels' from its events'
// properties (counted into `properties`, the properties' rollup, too), the funnel panel's.
std::vector<FilterRow> computeFilterDay(soci::session& sql, const std::string& website_id,
                                        const std::string& day, const std::vector<Goal>& goals,
                                        const std::vector<Funnel>& funnels,
                                        const VisitConversions& conversions,
                                        PropertyDay* properties, VisitSetsBuilder* sets) {
  const std::vector<FilterKind> kinds = filterKinds(kPathKind, kFilterKinds);
  FilterFigures figures(kinds, true);
  FilterPageview v;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(day));
  for (std::string* text :
       {&v.path, &v.country, &v.hour, &v.visit_id, &v.visitor, &v.source, &v.entry}) {
    st.exchange(soci::into(*text));
  }
  st.exchange(soci::into(v.pageviews));
  st.exchange(soci::into(v.duration_ms));
  for (std::string& value : v.breakdowns) st.exchange(soci::into(value));
  st.alloc();
  st.prepare(
      "SELECT e.path, e.country, SUBSTR(e.occurred_at, 12, 2), e.visit_id, v.visitor, "
      "v.source, v.entry_path, v.pageviews, v.last_ms - v.started_ms" +
      breakdownColumns("v.") +
      " FROM analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
      "e.website_id = :w AND e.day = :d");
  st.define_and_bind();
  st.execute();
  // The breakdowns of the visits that converted, which their conversions count under.
  std::unordered_map<std::string, VisitBreakdowns> converted;
  while (st.fetch()) {
    v.goals = conversions.goalsOf(v.visit_id);
    v.properties = conversions.propertiesOf(v.visit_id);
    figures.add(v);
    sets->add(v);
    if (v.goals) converted.try_emplace(v.visit_id, v.breakdowns);
  }
  // The funnels' steps' events, kept for their walks.
  std::set<std::string> steps;
  for (const Funnel& funnel : funnels) {
    for (const Goal& step : funnel.steps) steps.insert(step.id);
  }
  std::map<std::string, std::vector<StepConversion>> step_events;
  for (const Goal& goal : goals) {
    forEachGoalEvent(sql, goal, GoalRead{day, day}, [&](const GoalEvent& e) {
      auto visit = converted.find(e.visit_id);
      const FilterConversion c =
          goalConversion(goal, e, visit == converted.end() ? nullptr : &visit->second, conversions);
      figures.addConversion(c);
      sets->addEvent(kGoalEvents, goal.id, c, e.visit_id, timeKey(e));
      if (steps.count(goal.id)) step_events[goal.id].push_back(StepConversion{e, c});
    });
  }
  const std::vector<std::string>& value_keys = conversions.property_keys;  // sorted
  PropertyDayCounter whole;
  forEachPropertyEvent(sql, website_id, day, [&](const PropertyEvent& e) {
    const FilterConversion where = propertyConversion(e, conversions);
    const bool with_value = std::binary_search(value_keys.begin(), value_keys.end(), e.key);
    figures.addProperty(where, e.key, with_value ? &e.value : nullptr);
    const std::string visit = e.joined ? e.visit_id : "";
    sets->addEvent(kKeyEvents, e.key, where, visit);
    if (with_value) sets->addEvent(kValueEvents, propertyValue(e.key, e.value), where, visit);
    whole.add(e, with_value);
  });
  *properties = whole.rows();
  std::vector<FilterRow> rows = std::move(figures).rows();
  for (const Funnel& funnel : funnels) {
    for (FilterRow& row : funnelFilterRows(funnel, kinds, step_events)) {
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace

Result<bool> rollFilterDay(seo::sdk::Host& host, const std::string& website_id,
                           const std::string& day) {
  // Read in a session (on SQLite, no write lock is held while the day's events are grouped),
  // then written in a short transaction, unless a pageview came into the day meanwhile.
  std::vector<FilterRow> rows;
  std::pair<long long, long long> events;
  VisitConversions conversions;
  std::string funnel_ids;
  PropertyDay properties;
  VisitSetsBuilder sets;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    events = dayEvents(sql, website_id, day);
    const std::vector<Goal> goals = listGoals(sql, website_id);
    const std::vector<Funnel> funnels = listFunnels(sql, website_id);
    funnel_ids = funnelsSignature(funnels);
    conversions = visitConversions(sql, website_id, day, goals);
    rows = computeFilterDay(sql, website_id, day, goals, funnels, conversions, &properties, &sets);
    return Status::ok();
  }));
  bool written = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    holdRolls(sql, website_id);
    if (dayEvents(sql, website_id, day, seo::sdk::forUpdate(host.dialect())) != events) {
      return Status::ok();
    }
    unrollFilterDays(sql, website_id, {day});
    insertFilterRows(sql, "analytics_filter_days", "day", website_id, day, rows);
    writePropertyDay(sql, website_id, day, properties);
    sets.write(sql, kDaySets, website_id, day);
    const int version = kFilterRollVersion;
    sql << "INSERT INTO analytics_filter_rolled (website_id, day, version, goals, funnels) VALUES "
           "(:w, :d, :v, :g, :n)",
        soci::use(website_id), soci::use(day), soci::use(version), soci::use(conversions.goal_ids),
        soci::use(funnel_ids);
    if (!conversions.property_keys.empty()) {
      std::vector<std::string> site(conversions.property_keys.size(), website_id),
          days(conversions.property_keys.size(), day);
      sql << "INSERT INTO analytics_filter_rolled_keys (website_id, day, prop_key) VALUES (:w, :d, "
             ":k)",
          soci::use(site), soci::use(days), soci::use(conversions.property_keys);
    }
    written = true;
    return Status::ok();
  }));
  return written;
}

void unrollFilterDays(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& days) {
  for (const std::string& day : days) {
    sql << "DELETE FROM analytics_filter_rolled WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
    sql << "DELETE FROM analytics_filter_rolled_keys WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
    sql << "DELETE FROM analytics_property_days WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
    sql << "DELETE FROM analytics_filter_days WHERE website_id = :w AND day = :d",
        soci::use(website_id), soci::use(day);
    unrollVisitSets(sql, kDaySets, website_id, {day});
  }
}

std::set<std::string> rolledDays(soci::session& sql, const std::string& website_id,
                                 const std::string& from, const std::string& to,
                                 const RolledFilter& filter) {
  std::set<std::string> days;
  for (const auto& [day, of] : rolledDayGoals(sql, website_id, from, to, filter)) {
    days.insert(day);
  }
  return days;
}

std::map<std::string, RolledDay> rolledDayGoals(soci::session& sql, const std::string& website_id,
                                                const std::string& from, const std::string& to,
                                                const RolledFilter& filter) {
  std::map<std::string, RolledDay> days;
  std::string day;
  RolledDay of;
  const int min_version = filter.since_version;
  const std::string& key = filter.property_key;
  const int by_key = key.empty() ? 0 : 1;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::use(min_version));
  st.exchange(soci::use(by_key));
  st.exchange(soci::use(key));
  st.exchange(soci::into(day));
  st.exchange(soci::into(of.goals));
  st.exchange(soci::into(of.funnels));
  prepareOnce(st,
              "SELECT r.day, r.goals, r.funnels FROM analytics_filter_rolled r WHERE "
              "r.website_id = "
              ":w AND r.day >= :f AND r.day <= :t AND r.version >= :v AND (:b = 0 OR "
              "EXISTS (SELECT 1 FROM analytics_filter_rolled_keys k WHERE k.website_id = "
              "r.website_id AND k.day = r.day AND k.prop_key = :k))");
  st.execute();
  while (st.fetch()) {
    if (filter.answeredBy(of.goals)) days.emplace(day, of);
  }
  return days;
}

std::vector<std::string> daysToRoll(soci::session& sql, const std::string& website_id,
                                    const std::string& last_closed, std::int64_t limit,
                                    const std::string& reroll_from) {
  const std::optional<std::int64_t> last = parseDay(last_closed);
  const std::string oldest = formatDay(last.value_or(0) - kRollLookbackDays);
  const int version = kFilterRollVersion;
  // Days rolled with other goals or funnels than today's are rolled again (while their raw rows
  // are kept).
  const std::string goals = goalsSignature(listGoals(sql, website_id));
  const std::string funnels = funnelsSignature(listFunnels(sql, website_id));
  std::vector<std::string> days;
  std::string day;
  soci::statement st =
      (sql.prepare
           << "SELECT d.day FROM analytics_daily d WHERE d.website_id = :w AND d.day <= "
              ":l AND d.day >= :o AND NOT EXISTS (SELECT 1 FROM analytics_filter_rolled "
              "r WHERE r.website_id = d.website_id AND r.day = d.day AND ((r.version >= "
              ":v AND r.goals = :g AND r.funnels = :n) OR r.day < :r)) ORDER BY d.day DESC LIMIT " +
                  std::to_string(limit),
       soci::use(website_id), soci::use(last_closed), soci::use(oldest), soci::use(version),
       soci::use(goals), soci::use(funnels), soci::use(reroll_from), soci::into(day));
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
  const std::string reroll_from = rerollFrom(host);
  // Read first: most checks find nothing to roll, or a roll queued, and take no write lock.
  long long requested = 0;
  bool queued = false, needed = false;
  Status s = host.withSession([&](soci::session& sql) {
    sql << "SELECT requested_ms FROM analytics_filter_roll_requests WHERE website_id = :w",
        soci::use(website_id), soci::into(requested);
    queued = sql.got_data() && now_ms - requested < kRequestStaleMs;
    needed =
        !queued && (!daysToRoll(sql, website_id, lastClosedDay(now_ms), 1, reroll_from).empty() ||
                    !hoursToRoll(sql, website_id, now_ms).empty() ||
                    propertyHoursToRoll(sql, website_id, now_ms));
    return Status::ok();
  });
  if (s.isOk() && !needed) return;
  // A share link's reader is no organization's caller: the job is the website's owner's.
  std::string organization = organization_id;
  if (s.isOk() && organization.empty()) {
    Result<seo::sdk::WebsiteInfo> site = host.findWebsite(website_id);
    if (!site.isOk()) return;
    organization = site.value().organization_id;
  }
  if (s.isOk()) {
    s = host.withTransaction([&](soci::session& sql) {
      sql << "SELECT requested_ms FROM analytics_filter_roll_requests WHERE website_id = :w",
          soci::use(website_id), soci::into(requested);
      if (sql.got_data()) {
        if (now_ms - requested < kRequestStaleMs) return Status::ok();
        sql << "DELETE FROM analytics_filter_roll_requests WHERE website_id = :w",
            soci::use(website_id);
      }
      seo::sdk::JobRequest job{kRollFiltersJob, organization, website_id, "{}", 3, 0};
      SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, job));
      long long at = now_ms;
      // Two processes asking at once: the second's insert fails, and its job with it.
      sql << "INSERT INTO analytics_filter_roll_requests (website_id, job_id, requested_ms) "
             "VALUES (:w, :j, :t)",
          soci::use(website_id), soci::use(id), soci::use(at);
      return Status::ok();
    });
  }
  if (!s.isOk()) {
    host.log(seo::sdk::LogLevel::Warning,
             "analytics: the filtered reads' roll was not queued: " + s.message());
  }
}

void registerFilterRollups(seo::sdk::Registrar& r) {
  r.job(kRollFiltersJob, &onRollFilters);
  r.command("roll-filters",
            "--website ID   rolls every closed hour and day of a website for fast filtered reads "
            "(the server does it on its own when a filtered read asks)",
            &onRollFiltersCommand);
}

}  // namespace seo::plugins::analytics
