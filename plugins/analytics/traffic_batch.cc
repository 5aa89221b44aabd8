#include "plugins/analytics/traffic_batch.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_live.h"
#include "plugins/analytics/goal_conversions.h"
#include "plugins/analytics/property_hours.h"
#include "plugins/analytics/rollup_sums.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::forUpdate;
using seo::sdk::Status;

namespace {

struct Visit {
  std::string id;
  std::string day;  // of its first event: the day its figures count in
  std::int64_t started_ms = 0;
  std::int64_t last_ms = 0;
  std::int64_t pageviews = 0;
  std::string country;
  std::string website_id, visitor;
  std::string entry_path;  // its first page; "" for a visit older than the dashboard's rollups
  std::string source;      // the referrer host of its first pageview, "" when direct
  VisitBreakdowns breakdowns;  // from its first pageview; all "" for a visit from before them
  bool is_new = false;     // started in this batch: inserted at the end
  bool changed = false;    // a stored visit that needs last_ms and pageviews written
};

// The rollups' columns, named in the order RollupSums keeps them.
// analytics_daily and analytics_hourly (analytics_daily also counts custom events, after these):
enum TrafficColumn { kVisitors, kVisits, kPageviews, kBounces, kDurationMs, kTrafficColumns };
constexpr std::size_t kDailyCustomEvents = kTrafficColumns;
// analytics_daily_countries, analytics_daily_pages, analytics_daily_sources:
enum CountryColumn { kCountryViews, kCountryVisits };
enum PageColumn { kPageViews, kPageEntries, kPageBounces };
enum SourceColumn { kSourceVisits, kSourceViews, kSourceBounces, kSourceDurationMs };
// analytics_daily_breakdowns has the sources' columns.
// analytics_hourly_panels (the 24-hour range's panels, schema.cc: hourlyPanels):
enum PanelColumn { kPanelViews, kPanelVisits, kPanelBounces, kPanelDurationMs };

// The rollups one batch changes: every figure counts in the day (and hour) its visit started.
struct BatchRollups {
  RollupSums days{"analytics_daily",
                  {"website_id", "day"},
                  {"visitors", "visits", "pageviews", "bounces", "duration_ms", "custom_events"}};
  RollupSums hours{"analytics_hourly",
                   {"website_id", "hour"},
                   {"visitors", "visits", "pageviews", "bounces", "duration_ms"}};
  RollupSums countries{
      "analytics_daily_countries", {"website_id", "day", "country"}, {"views", "visits"}};
  RollupSums pages{
      "analytics_daily_pages", {"website_id", "day", "path"}, {"views", "entries", "bounces"}};
  RollupSums sources{"analytics_daily_sources",
                     {"website_id", "day", "source"},
                     {"visits", "views", "bounces", "duration_ms"}};
  RollupSums breakdowns{"analytics_daily_breakdowns",
                        {"website_id", "day", "breakdown", "name"},
                        {"visits", "views", "bounces", "duration_ms"}};
  RollupSums panels{"analytics_hourly_panels",
                    {"website_id", "hour", "panel", "name"},
                    {"views", "visits", "bounces", "duration_ms"}};

  void write(soci::session& sql) const {
    for (const RollupSums* rollup :
         {&days, &hours, &countries, &pages, &sources, &breakdowns, &panels}) {
      rollup->write(sql);
    }
  }
};

// What one pageview adds to its visit's traffic figures, by TrafficColumn.
using TrafficChange = std::vector<long long>;

// A visitor's latest visit, one prepared statement for the whole batch (preparing per event
// cost more than the lookup itself).
class LatestVisit {
 public:
  LatestVisit(soci::session& sql, seo::sdk::Dialect dialect) : st_(sql) {
    st_.exchange(soci::use(website_));
    st_.exchange(soci::use(visitor_));
    for (std::string* text : {&id_, &day_}) st_.exchange(soci::into(*text));
    for (long long* number : {&started_, &last_, &pageviews_}) st_.exchange(soci::into(*number));
    for (std::string* text : {&country_, &entry_path_, &source_}) st_.exchange(soci::into(*text));
    for (std::string& value : breakdowns_) st_.exchange(soci::into(value));
    st_.alloc();
    st_.prepare(std::string("SELECT id, day, started_ms, last_ms, pageviews, country, "
                            "entry_path, source") +
                breakdownColumns() +
                " FROM analytics_visits WHERE website_id = :w AND visitor = :v ORDER BY "
                "last_ms DESC LIMIT 1" +
                forUpdate(dialect));
    st_.define_and_bind();
  }

  // The visitor's latest visit, or a Visit with an empty id when it has none.
  Visit find(const std::string& website_id, const std::string& visitor) {
    website_ = website_id;
    visitor_ = visitor;
    Visit visit;
    visit.website_id = website_id;
    visit.visitor = visitor;
    if (!st_.execute(true)) return visit;
    visit.id = id_;
    visit.day = day_;
    visit.started_ms = started_;
    visit.last_ms = last_;
    visit.pageviews = pageviews_;
    visit.country = country_;
    visit.entry_path = entry_path_;
    visit.source = source_;
    visit.breakdowns = breakdowns_;
    return visit;
  }

 private:
  std::string website_, visitor_, id_, day_, country_, entry_path_, source_;
  VisitBreakdowns breakdowns_;
  long long started_ = 0, last_ = 0, pageviews_ = 0;
  soci::statement st_;
};

void writeVisits(soci::session& sql, const std::vector<Visit>& visits) {
  std::vector<std::string> id, website, visitor, day, country, entry_path, source;
  std::vector<std::vector<std::string>> breakdowns(kBreakdowns);
  std::vector<long long> started, last, pageviews;
  std::vector<std::string> u_id;
  std::vector<long long> u_last, u_pageviews;
  for (const Visit& v : visits) {
    if (v.is_new) {
      id.push_back(v.id);
      website.push_back(v.website_id);
      visitor.push_back(v.visitor);
      day.push_back(v.day);
      country.push_back(v.country);
      entry_path.push_back(v.entry_path);
      source.push_back(v.source);
      for (int b = 0; b < kBreakdowns; ++b) breakdowns[b].push_back(v.breakdowns[b]);
      started.push_back(v.started_ms);
      last.push_back(v.last_ms);
      pageviews.push_back(v.pageviews);
    } else if (v.changed) {
      u_id.push_back(v.id);
      u_last.push_back(v.last_ms);
      u_pageviews.push_back(v.pageviews);
    }
  }
  if (!id.empty()) {
    soci::statement st(sql);
    for (std::vector<std::string>* column : {&id, &website, &visitor, &day}) {
      st.exchange(soci::use(*column));
    }
    for (std::vector<long long>* column : {&started, &last, &pageviews}) {
      st.exchange(soci::use(*column));
    }
    for (std::vector<std::string>* column : {&country, &entry_path, &source}) {
      st.exchange(soci::use(*column));
    }
    std::string placeholders;
    for (int b = 0; b < kBreakdowns; ++b) {
      st.exchange(soci::use(breakdowns[b]));
      placeholders += ", :b" + std::to_string(b);
    }
    st.alloc();
    st.prepare(
        "INSERT INTO analytics_visits (id, website_id, visitor, day, started_ms, "
        "last_ms, pageviews, country, entry_path, source" +
        breakdownColumns() + ") VALUES (:id, :w, :v, :d, :s, :l, :p, :c, :e, :r" + placeholders +
        ")");
    st.define_and_bind();
    st.execute(true);
  }
  if (!u_id.empty()) {
    sql << "UPDATE analytics_visits SET last_ms = :l, pageviews = :p WHERE id = :id",
        soci::use(u_last), soci::use(u_pageviews), soci::use(u_id);
  }
}

// `view` continues `visit`, the visitor's latest (within the gap): the visit grows, and a visit
// of one page is no longer a bounce.
TrafficChange continueVisit(const Pageview& view, Visit& visit, BatchRollups& rollups) {
  TrafficChange traffic(kTrafficColumns, 0);
  traffic[kPageviews] = 1;
  traffic[kDurationMs] = std::max<std::int64_t>(0, view.ms - visit.last_ms);
  const bool was_bounce = visit.pageviews == 1;
  if (was_bounce) traffic[kBounces] = -1;
  visit.pageviews += 1;
  visit.last_ms = std::max(visit.last_ms, view.ms);
  visit.changed = true;
  const std::string& website = view.website_id;
  const std::string hour = hourText(visit.started_ms);
  rollups.countries.at({website, visit.day, view.country})[kCountryViews] += 1;
  rollups.panels.at({website, hour, "country", view.country})[kPanelViews] += 1;
  // A visit from before the page and source rollups is not in them: it stays out.
  if (visit.entry_path.empty()) return traffic;
  rollups.pages.at({website, visit.day, view.path})[kPageViews] += 1;
  rollups.panels.at({website, hour, "page", view.path})[kPanelViews] += 1;
  if (was_bounce) {
    rollups.pages.at({website, visit.day, visit.entry_path})[kPageBounces] -= 1;
    rollups.panels.at({website, hour, "entry", visit.entry_path})[kPanelBounces] -= 1;
  }
  std::vector<long long>& source = rollups.sources.at({website, visit.day, visit.source});
  source[kSourceViews] += 1;
  source[kSourceBounces] += traffic[kBounces];
  source[kSourceDurationMs] += traffic[kDurationMs];
  std::vector<long long>& panel = rollups.panels.at({website, hour, "source", visit.source});
  panel[kPanelViews] += 1;
  panel[kPanelBounces] += traffic[kBounces];
  panel[kPanelDurationMs] += traffic[kDurationMs];
  for (int b = 0; b < kBreakdowns; ++b) {
    if (!makesRow(visit.breakdowns, b)) continue;
    const std::string name(kBreakdownNames.values()[b]);
    std::vector<long long>& by =
        rollups.breakdowns.at({website, visit.day, name, visit.breakdowns[b]});
    by[kSourceViews] += 1;
    by[kSourceBounces] += traffic[kBounces];
    by[kSourceDurationMs] += traffic[kDurationMs];
    std::vector<long long>& in = rollups.panels.at({website, hour, name, visit.breakdowns[b]});
    in[kPanelViews] += 1;
    in[kPanelBounces] += traffic[kBounces];
    in[kPanelDurationMs] += traffic[kDurationMs];
  }
  return traffic;
}

// `view` starts a visit, `id`, in place of `visit` (the visitor's latest, or none): one page so
// far, a bounce; its visitor counts unless `known_visitor` (they had a visit already).
TrafficChange startVisit(const Pageview& view, bool known_visitor, std::string id, Visit& visit,
                         BatchRollups& rollups) {
  TrafficChange traffic(kTrafficColumns, 0);
  traffic[kVisitors] = known_visitor ? 0 : 1;
  traffic[kVisits] = 1;
  traffic[kPageviews] = 1;
  traffic[kBounces] = 1;
  const std::string& website = view.website_id;
  const std::string day = formatDay(dayOfMs(view.ms));
  std::vector<long long>& country = rollups.countries.at({website, day, view.country});
  country[kCountryViews] += 1;
  country[kCountryVisits] += 1;
  std::vector<long long>& page = rollups.pages.at({website, day, view.path});
  page[kPageViews] += 1;
  page[kPageEntries] += 1;
  page[kPageBounces] += 1;
  std::vector<long long>& source = rollups.sources.at({website, day, view.referrer_host});
  source[kSourceVisits] += 1;
  source[kSourceViews] += 1;
  source[kSourceBounces] += 1;
  const std::string hour = hourText(view.ms);
  rollups.panels.at({website, hour, "page", view.path})[kPanelViews] += 1;
  std::vector<long long>& entry = rollups.panels.at({website, hour, "entry", view.path});
  entry[kPanelVisits] += 1;
  entry[kPanelBounces] += 1;
  std::vector<long long>& from = rollups.panels.at({website, hour, "source", view.referrer_host});
  from[kPanelViews] += 1;
  from[kPanelVisits] += 1;
  from[kPanelBounces] += 1;
  std::vector<long long>& in = rollups.panels.at({website, hour, "country", view.country});
  in[kPanelViews] += 1;
  in[kPanelVisits] += 1;
  Visit started;
  started.id = std::move(id);
  started.day = day;
  started.started_ms = view.ms;
  started.last_ms = view.ms;
  started.pageviews = 1;
  started.country = view.country;
  started.website_id = website;
  started.visitor = view.visitor;
  started.entry_path = view.path;
  started.source = view.referrer_host;
  started.breakdowns =
      view.signals ? visitBreakdowns(*view.signals, view.referrer_host) : view.breakdowns;
  started.is_new = true;
  for (int b = 0; b < kBreakdowns; ++b) {
    if (!makesRow(started.breakdowns, b)) continue;
    const std::string name(kBreakdownNames.values()[b]);
    const std::string& value = started.breakdowns[b];
    std::vector<long long>& by = rollups.breakdowns.at({website, day, name, value});
    by[kSourceVisits] += 1;
    by[kSourceViews] += 1;
    by[kSourceBounces] += 1;
    std::vector<long long>& panel = rollups.panels.at({website, hour, name, value});
    panel[kPanelViews] += 1;
    panel[kPanelVisits] += 1;
    panel[kPanelBounces] += 1;
  }
  visit = std::move(started);
  return traffic;
}

// The raw events of one batch, column by column, for one bulk insert.
struct EventRows {
  std::vector<std::string> id, website, at, day, visit, path, referrer, country, source;
  std::vector<soci::indicator> referrer_ind;

  void add(const Pageview& view, const Visit& of, std::string event_id) {
    id.push_back(std::move(event_id));
    website.push_back(view.website_id);
    at.push_back(isoOfMs(view.ms));
    day.push_back(formatDay(dayOfMs(view.ms)));
    visit.push_back(of.id);
    path.push_back(view.path);
    referrer.push_back(view.referrer_host);
    referrer_ind.push_back(view.referrer_host.empty() ? soci::i_null : soci::i_ok);
    country.push_back(view.country);
    source.push_back(of.source);  // the visit's, from its first pageview
  }

  void insert(soci::session& sql) {
    if (id.empty()) return;
    sql << "INSERT INTO analytics_events (id, website_id, occurred_at, day, visit_id, path, "
           "referrer_host, country, source) VALUES (:id, :w, :t, :d, :v, :p, :r, :c, :s)",
        soci::use(id), soci::use(website), soci::use(at), soci::use(day), soci::use(visit),
        soci::use(path), soci::use(referrer, referrer_ind), soci::use(country), soci::use(source);
  }
};

// The custom events of one batch, column by column, for one bulk insert.
struct CustomEventRows {
  std::vector<std::string> id, website, at, day, visitor, visit, name, path, country, source,
      currency;
  std::vector<long long> revenue, interactive;
  std::vector<soci::indicator> revenue_ind, currency_ind;

  // `of` is the visit it joins, or null.
  void add(const CustomEvent& event, const Visit* of, std::string event_id) {
    id.push_back(std::move(event_id));
    website.push_back(event.website_id);
    at.push_back(isoOfMs(event.ms));
    day.push_back(formatDay(dayOfMs(event.ms)));
    visitor.push_back(event.visitor);
    visit.push_back(of ? of->id : "");
    name.push_back(event.details.name);
    path.push_back(event.path);
    country.push_back(event.country);
    source.push_back(of ? of->source : event.referrer_host);
    const std::optional<Revenue>& paid = event.details.revenue;
    revenue.push_back(paid ? paid->micros : 0);
    revenue_ind.push_back(paid ? soci::i_ok : soci::i_null);
    currency.push_back(paid ? paid->currency : "");
    currency_ind.push_back(paid ? soci::i_ok : soci::i_null);
    interactive.push_back(event.details.interactive ? 1 : 0);
  }

  void insert(soci::session& sql) {
    if (id.empty()) return;
    sql << "INSERT INTO analytics_custom_events (id, website_id, occurred_at, day, visitor, "
           "visit_id, name, path, country, source, revenue_micros, currency, interactive) VALUES "
           "(:id, :w, :t, :d, :vr, :v, :n, :p, :c, :s, :r, :cu, :i)",
        soci::use(id), soci::use(website), soci::use(at), soci::use(day), soci::use(visitor),
        soci::use(visit), soci::use(name), soci::use(path), soci::use(country), soci::use(source),
        soci::use(revenue, revenue_ind), soci::use(currency, currency_ind), soci::use(interactive);
  }
};

// The properties of one batch's events (pageviews' and custom events'), one row per key.
struct PropRows {
  std::vector<std::string> id, website, day, event, event_name, key, value;

  void add(seo::sdk::Host& host, const std::string& website_id, std::int64_t ms,
           const std::string& event_id, const std::string& name,
           const std::vector<std::pair<std::string, std::string>>& props) {
    for (const auto& [prop_key, prop_value] : props) {
      id.push_back(timeOrderedId(ms, host.newId()));
      website.push_back(website_id);
      day.push_back(formatDay(dayOfMs(ms)));
      event.push_back(event_id);
      event_name.push_back(name);
      key.push_back(prop_key);
      value.push_back(prop_value);
    }
  }

  void insert(soci::session& sql) {
    if (id.empty()) return;
    sql << "INSERT INTO analytics_event_props (id, website_id, day, event_id, event_name, "
           "prop_key, prop_value) VALUES (:id, :w, :d, :e, :n, :k, :v)",
        soci::use(id), soci::use(website), soci::use(day), soci::use(event), soci::use(event_name),
        soci::use(key), soci::use(value);
  }
};

// The days before `today` of `websites` and `days` (one row each), by website.
std::map<std::string, std::vector<std::string>> pastDays(const std::vector<std::string>& websites,
                                                         const std::vector<std::string>& days,
                                                         const std::string& today) {
  std::map<std::string, std::vector<std::string>> past_days;
  for (std::size_t i = 0; i < days.size(); ++i) {
    const std::string& day = days[i];
    if (day >= today) continue;
    std::vector<std::string>& days_of = past_days[websites[i]];
    if (std::find(days_of.begin(), days_of.end(), day) == days_of.end()) days_of.push_back(day);
  }
  return past_days;
}

// An event dated into a day before `today` may land in a rolled day: its filtered rollups are
// dropped (filter_rollups.h: a custom event's goals and properties are among them), and its
// funnel days but those rolled to an hour (funnel_figures.h, funnel_live.h: an event dated into
// a rolled hour unrolls them); reads count it from the raw rows until the
// day is rolled again.
void unrollPastDays(soci::session& sql, const EventRows& events, const CustomEventRows& custom,
                    const std::string& today) {
  for (const auto& [website_id, days_of] : pastDays(events.website, events.day, today)) {
    unrollFilterDays(sql, website_id, days_of);
    unrollFunnelDays(sql, website_id, days_of);
  }
  for (const auto& [website_id, days_of] : pastDays(custom.website, custom.day, today)) {
    unrollFilterDays(sql, website_id, days_of);
    unrollFunnelDays(sql, website_id, days_of);
  }
}

// The hourly panels keep the last kRecentHours (to `latest_ms`) of the websites of `pageviews`.
void pruneHourlyPanels(soci::session& sql, const std::vector<Pageview>& pageviews,
                       std::int64_t latest_ms) {
  if (pageviews.empty()) return;
  std::vector<std::string> websites, oldest_kept;
  for (const Pageview& view : pageviews) {
    if (std::find(websites.begin(), websites.end(), view.website_id) == websites.end()) {
      websites.push_back(view.website_id);
      oldest_kept.push_back(hourText(latest_ms - kRecentHours * kMsPerHour));
    }
  }
  sql << "DELETE FROM analytics_hourly_panels WHERE website_id = :w AND hour < :h",
      soci::use(websites), soci::use(oldest_kept);
}

}  // namespace

std::string timeOrderedIdStart(std::int64_t ms) {
  char prefix[24];
  std::snprintf(prefix, sizeof prefix, "%012llx", static_cast<unsigned long long>(ms));
  return prefix;
}

std::string timeOrderedId(std::int64_t ms, const std::string& random_id) {
  std::string prefix = timeOrderedIdStart(ms) + "-";
  // The id's last 20 digits: a UUID's random bits, and what tells sequential test ids apart.
  std::string digits;
  for (char c : random_id) {
    if (c != '-') digits.push_back(c);
  }
  return prefix + digits.substr(digits.size() > 20 ? digits.size() - 20 : 0);
}

Status writeTraffic(soci::session& sql, seo::sdk::Host& host,
                    const std::vector<Pageview>& pageviews, const std::vector<BotHit>& bot_hits,
                    const std::vector<CustomEvent>& custom_events) {
  // The latest visit of each visitor seen in this batch, by website and visitor.
  std::unordered_map<std::string, Visit> visits;
  std::vector<Visit> ended;  // visits this batch closed by starting the visitor's next one
  std::optional<LatestVisit> latest;
  BatchRollups rollups;
  EventRows events;
  CustomEventRows custom;
  PropRows props;
  GoalConversions goals(sql);
  std::int64_t latest_ms = 0;
  // Visits of hours the filtered reads' hourly rollups may have rolled (only closed hours are):
  // a pageview dated back. By website.
  const std::int64_t now_ms = nowMsOf(host);
  std::map<std::string, std::vector<std::int64_t>> closed_hour_starts;
  // The hours of the events (of those with properties), by website: one dated into a rolled
  // hour unrolls its day's funnels rolled to an hour (funnel_live.h) and property hours
  // (property_hours.h).
  // (The hours' first ms: no hour text is formatted for each event.)
  std::set<std::pair<std::string, std::int64_t>> event_hours, property_hours;

  // The visitor's latest visit: this batch's, else the stored one (an empty id when none).
  auto visitOf = [&](const std::string& website_id, const std::string& visitor) -> Visit& {
    std::string key = website_id + '\n' + visitor;
    auto it = visits.find(key);
    if (it == visits.end()) {
      if (!latest) latest.emplace(sql, host.dialect());
      it = visits.emplace(key, latest->find(website_id, visitor)).first;
    }
    return it->second;
  };

  for (const Pageview& view : pageviews) {
    Visit& visit = visitOf(view.website_id, view.visitor);
    const bool known_visitor = !visit.id.empty();
    TrafficChange traffic;
    if (known_visitor && view.ms - visit.last_ms <= kVisitGapMs) {
      traffic = continueVisit(view, visit, rollups);
    } else {
      if (visit.is_new || visit.changed) ended.push_back(visit);
      traffic =
          startVisit(view, known_visitor, timeOrderedId(view.ms, host.newId()), visit, rollups);
    }
    if (msOfHour(hourText(visit.started_ms)) + kMsPerHour <= now_ms - kVisitClosedAfterMs) {
      closed_hour_starts[view.website_id].push_back(visit.started_ms);
    }
    std::vector<long long>& day = rollups.days.at({view.website_id, visit.day});
    std::vector<long long>& hour = rollups.hours.at({view.website_id, hourText(visit.started_ms)});
    for (std::size_t i = 0; i < traffic.size(); ++i) {
      day[i] += traffic[i];
      hour[i] += traffic[i];
    }
    // A goal counts the pageview in its own day (as the raw rows do), whose row it holds.
    const std::string view_day = formatDay(dayOfMs(view.ms));
    rollups.days.at({view.website_id, view_day});
    goals.addPageview(view.website_id, view.ms, view.visitor, view.path);
    std::string event_id = timeOrderedId(view.ms, host.newId());
    const std::int64_t view_hour = view.ms - view.ms % kMsPerHour;
    event_hours.emplace(view.website_id, view_hour);
    props.add(host, view.website_id, view.ms, event_id, std::string(kPageviewName), view.props);
    if (!view.props.empty()) property_hours.emplace(view.website_id, view_hour);
    events.add(view, visit, std::move(event_id));
    latest_ms = std::max(latest_ms, view.ms);
  }

  for (const CustomEvent& event : custom_events) {
    const Visit& visit = visitOf(event.website_id, event.visitor);
    const bool open = !visit.id.empty() && event.ms >= visit.started_ms &&
                      event.ms - visit.last_ms <= kVisitGapMs;
    // Counted on its day's row, which a goal's roll of the day holds (goal_conversions.h).
    const std::string day = formatDay(dayOfMs(event.ms));
    rollups.days.at({event.website_id, day})[kDailyCustomEvents] += 1;
    goals.addCustomEvent(event.website_id, event.ms, event.visitor, event.details.name,
                         event.details.revenue);
    std::string event_id = timeOrderedId(event.ms, host.newId());
    const std::int64_t event_hour = event.ms - event.ms % kMsPerHour;
    event_hours.emplace(event.website_id, event_hour);
    props.add(host, event.website_id, event.ms, event_id, event.details.name, event.details.props);
    if (!event.details.props.empty()) property_hours.emplace(event.website_id, event_hour);
    // Its visit's hour: the hours' rolls count its goals and properties there; and its own,
    // where their goal panel counts it (filter_hour_goals.h), a visit's start being earlier.
    const std::int64_t counted_from = open ? visit.started_ms : event.ms;
    if (msOfHour(hourText(counted_from)) + kMsPerHour <= now_ms - kVisitClosedAfterMs) {
      closed_hour_starts[event.website_id].push_back(counted_from);
    }
    custom.add(event, open ? &visit : nullptr, std::move(event_id));
  }

  for (auto& [key, visit] : visits) ended.push_back(std::move(visit));
  writeVisits(sql, ended);
  events.insert(sql);
  custom.insert(sql);
  props.insert(sql);
  rollups.write(sql);
  goals.write(host);  // after the days' rows: they are held now
  unrollPastDays(sql, events, custom, formatDay(dayOfMs(now_ms ? now_ms : latest_ms)));
  for (const auto& [website_id, starts] : closed_hour_starts) {
    unrollFilterHours(sql, website_id, starts);
  }
  for (const auto& [website_id, hour_ms] : event_hours) {
    unrollFunnelHour(sql, website_id, hour_ms, now_ms);
  }
  for (const auto& [website_id, hour_ms] : property_hours) {
    unrollPropertyHour(sql, website_id, hour_ms, now_ms);
  }
  pruneHourlyPanels(sql, pageviews, latest_ms);
  if (!bot_hits.empty()) {
    seo::sdk::Result<std::int64_t> recorded = recordBotHits(sql, host, bot_hits);
    if (!recorded.isOk()) return recorded.status();
  }
  return Status::ok();
}

}  // namespace seo::plugins::analytics
