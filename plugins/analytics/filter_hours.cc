#include "plugins/analytics/filter_hours.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <unordered_map>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/filter_hour_funnels.h"
#include "plugins/analytics/filter_hour_goals.h"
#include "plugins/analytics/filter_hour_properties.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_conversions.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Where the closed hours end: every hour over by then is closed. An open visit keeps its hour
// (and the later ones) open until it ends.
std::int64_t closedUntilMs(soci::session& sql, const std::string& website_id, std::int64_t now_ms) {
  const long long since = now_ms - kVisitClosedAfterMs;
  long long first_open = 0;
  soci::indicator open = soci::i_null;
  sql << "SELECT MIN(started_ms) FROM analytics_visits WHERE website_id = :w AND last_ms >= :t",
      soci::use(website_id), soci::use(since), soci::into(first_open, open);
  return open == soci::i_ok ? std::min<long long>(since, first_open) : since;
}

// The hours' pageviews as the hourly rollup counts them (by the hour their visit started): what
// a roll is computed against.
std::vector<long long> hourPageviews(soci::session& sql, const std::string& website_id,
                                     const std::vector<std::string>& hours) {
  std::map<std::string, long long> by_hour;
  std::string hour;
  long long pageviews = 0;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(hours.front()));
  st.exchange(soci::use(hours.back()));
  st.exchange(soci::into(hour));
  st.exchange(soci::into(pageviews));
  prepareOnce(st,
              "SELECT hour, pageviews FROM analytics_hourly WHERE "
              "website_id = :w AND hour >= :f AND hour <= :l");
  st.execute();
  while (st.fetch()) by_hour[hour] = pageviews;
  std::vector<long long> out;
  for (const std::string& h : hours) out.push_back(by_hour.count(h) ? by_hour[h] : -1);
  return out;
}

// The rows of `hours` (of one day, oldest first): one pass over the pageviews of the visits
// started from the first to the end of the last, with each visit's earlier visits of the day;
// their visits' sets gathered into `sets` (visit_sets.h).
std::map<std::string, std::vector<FilterRow>> computeHours(
    soci::session& sql, const std::string& website_id, const std::vector<std::string>& hours,
    const VisitConversions& conversions, std::map<std::string, VisitSetsBuilder>* sets) {
  const long long from = msOfHour(hours.front());
  const long long until = msOfHour(hours.back()) + kMsPerHour;
  // A visit never outlives its day (the visitor's hash changes at midnight).
  const std::string from_iso = isoOfMs(from);
  const std::string day_end_iso = isoOfMs((dayOfMs(from) + 1) * seo::sdk::dates::kMsPerDay);

  // The source, country and breakdowns of each visit's visitor's earlier visits: which values
  // they matched.
  struct Earlier {
    std::string id, source, country;
    VisitBreakdowns breakdowns;
  };
  std::unordered_map<std::string, std::vector<Earlier>> earlier;
  {
    std::string id;
    Earlier e;
    soci::statement st(sql);
    st.exchange(soci::use(website_id));
    st.exchange(soci::use(from));
    st.exchange(soci::use(from));
    st.exchange(soci::use(until));
    for (std::string* text : {&id, &e.id, &e.source, &e.country}) st.exchange(soci::into(*text));
    for (std::string& value : e.breakdowns) st.exchange(soci::into(value));
    st.alloc();
    st.prepare("SELECT v.id, p.id, p.source, p.country" + breakdownColumns("p.") +
               " FROM analytics_visits v JOIN analytics_visits p ON p.website_id = v.website_id "
               "AND p.visitor = v.visitor AND p.started_ms < v.started_ms WHERE v.website_id = :w "
               "AND v.last_ms >= :f AND v.started_ms >= :f2 AND v.started_ms < :u");
    st.define_and_bind();
    st.execute();
    while (st.fetch()) earlier[id].push_back(e);
  }
  // The goals and properties of each visit's earlier ones (sorted, once each).
  std::unordered_map<std::string, std::vector<std::string>> earlier_goals, earlier_properties;
  for (const auto& [visit, before] : earlier) {
    std::vector<std::string>& goals = earlier_goals[visit];
    std::vector<std::string>& properties = earlier_properties[visit];
    for (const Earlier& e : before) {
      if (const std::vector<std::string>* of = conversions.goalsOf(e.id)) {
        goals.insert(goals.end(), of->begin(), of->end());
      }
      if (const std::vector<std::string>* of = conversions.propertiesOf(e.id)) {
        properties.insert(properties.end(), of->begin(), of->end());
      }
    }
    for (std::vector<std::string>* values : {&goals, &properties}) {
      std::sort(values->begin(), values->end());
      values->erase(std::unique(values->begin(), values->end()), values->end());
    }
  }

  std::map<std::string, FilterFigures> figures;
  for (const std::string& hour : hours) {
    figures.try_emplace(hour, filterKinds(kCountryKind, kFilterKinds), false);
  }
  FilterPageview v;
  long long started = 0;
  soci::statement st(sql);
  for (const std::string* text : {&website_id, &from_iso, &day_end_iso}) {
    st.exchange(soci::use(*text));
  }
  st.exchange(soci::use(from));
  st.exchange(soci::use(until));
  for (std::string* text : {&v.path, &v.country, &v.visit_id, &v.visitor, &v.source, &v.entry}) {
    st.exchange(soci::into(*text));
  }
  for (long long* number : {&v.pageviews, &v.duration_ms, &started}) {
    st.exchange(soci::into(*number));
  }
  for (std::string& value : v.breakdowns) st.exchange(soci::into(value));
  st.alloc();
  st.prepare(
      "SELECT e.path, e.country, e.visit_id, v.visitor, v.source, v.entry_path, "
      "v.pageviews, v.last_ms - v.started_ms, v.started_ms" +
      breakdownColumns("v.") +
      " FROM analytics_events e JOIN analytics_visits v ON v.id = e.visit_id WHERE "
      "e.website_id = :w AND e.occurred_at >= :f AND e.occurred_at < :e AND "
      "v.started_ms >= :s AND v.started_ms < :u");
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    auto it = figures.find(hourText(started));
    if (it == figures.end()) continue;  // an hour rolled already
    v.counts_visitor = FilterPageview::allTrue();
    v.goals = conversions.goalsOf(v.visit_id);
    v.properties = conversions.propertiesOf(v.visit_id);
    v.earlier_goals = v.earlier_properties = nullptr;
    if (auto it = earlier_goals.find(v.visit_id); it != earlier_goals.end()) {
      v.earlier_goals = &it->second;
      v.earlier_properties = &earlier_properties.at(v.visit_id);
    }
    if (auto before = earlier.find(v.visit_id); before != earlier.end()) {
      for (const Earlier& e : before->second) {
        if (e.source == v.source) v.counts_visitor[kSourceKind] = false;
        if (e.country == v.country) v.counts_visitor[kCountryKind] = false;
        if (e.source == v.source && e.country == v.country) {
          v.counts_visitor[kSourceCountryKind] = false;
        }
        for (int b = 0; b < kBreakdowns; ++b) {
          if (e.breakdowns[b] == v.breakdowns[b]) v.counts_visitor[kFirstBreakdownKind + b] = false;
        }
      }
    }
    it->second.add(v);
    (*sets)[it->first].add(v);
  }
  std::map<std::string, std::vector<FilterRow>> rows;
  for (auto& [hour, f] : figures) rows[hour] = std::move(f).rows();
  return rows;
}

// Rolls `hours` (of one day): false when they (their day) took an event while they were read.
Result<bool> rollHours(seo::sdk::Host& host, const std::string& website_id,
                       const std::vector<std::string>& hours) {
  std::map<std::string, std::vector<FilterRow>> rows;
  std::vector<long long> pageviews;
  VisitConversions conversions;
  const std::string day = hours.front().substr(0, 10);
  std::pair<long long, long long> events;
  std::string funnel_ids;
  std::map<std::string, VisitSetsBuilder> sets;  // every hour's: its events come in after
  for (const std::string& h : hours) sets[h];
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    events = dayEvents(sql, website_id, day);
    pageviews = hourPageviews(sql, website_id, hours);
    const std::vector<Goal> goals = listGoals(sql, website_id);
    const std::vector<Funnel> funnels = listFunnels(sql, website_id);
    funnel_ids = funnelsSignature(funnels);
    conversions = visitConversions(sql, website_id, day, goals);
    rows = computeHours(sql, website_id, hours, conversions, &sets);
    const ConvertingVisits visits = convertingVisits(sql, website_id, day, conversions);
    for (auto panels : {goalHourRows(sql, day, hours, goals, visits, conversions, &sets),
                        funnelHourRows(sql, day, hours, funnels, visits, conversions),
                        propertyHourRows(sql, website_id, day, hours, conversions, &sets)}) {
      for (auto& [hour, panel_rows] : panels) {
        std::vector<FilterRow>& of = rows[hour];
        of.insert(of.end(), std::make_move_iterator(panel_rows.begin()),
                  std::make_move_iterator(panel_rows.end()));
      }
    }
    return Status::ok();
  }));
  bool written = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    holdRolls(sql, website_id);
    // A custom event of the day counts in its visit's hour (a goal's, a property's).
    if (dayEvents(sql, website_id, day, seo::sdk::forUpdate(host.dialect())) != events ||
        hourPageviews(sql, website_id, hours) != pageviews) {
      return Status::ok();
    }
    for (const std::string& h : hours) {
      sql << "DELETE FROM analytics_filter_hours WHERE website_id = :w AND hour = :h",
          soci::use(website_id), soci::use(h);
      sql << "DELETE FROM analytics_filter_hours_rolled WHERE website_id = :w AND hour = :h",
          soci::use(website_id), soci::use(h);
      sql << "DELETE FROM analytics_filter_hours_keys WHERE website_id = :w AND hour = :h",
          soci::use(website_id), soci::use(h);
    }
    for (const auto& [hour, hour_rows] : rows) {
      insertFilterRows(sql, "analytics_filter_hours", "hour", website_id, hour, hour_rows);
    }
    // Every hour's, an hour without traffic too (a row without visits): its sets are rolled.
    unrollVisitSets(sql, kHourSets, website_id, hours);
    for (const std::string& h : hours) sets[h].write(sql, kHourSets, website_id, h);
    std::vector<std::string> rolled_site(hours.size(), website_id),
        goals(hours.size(), conversions.goal_ids), funnels(hours.size(), funnel_ids);
    sql << "INSERT INTO analytics_filter_hours_rolled (website_id, hour, goals, funnels) VALUES "
           "(:w, :h, :g, :f)",
        soci::use(rolled_site), soci::use(hours), soci::use(goals), soci::use(funnels);
    for (const std::string& h : hours) {
      if (conversions.property_keys.empty()) break;
      std::vector<std::string> site(conversions.property_keys.size(), website_id),
          hour(conversions.property_keys.size(), h);
      sql << "INSERT INTO analytics_filter_hours_keys (website_id, hour, prop_key) VALUES (:w, "
             ":h, :k)",
          soci::use(site), soci::use(hour), soci::use(conversions.property_keys);
    }
    written = true;
    return Status::ok();
  }));
  return written;
}

}  // namespace

std::vector<std::string> hoursToRoll(soci::session& sql, const std::string& website_id,
                                     std::int64_t now_ms) {
  // Every closed hour, with traffic or without: a read goes by hour up to the first not rolled.
  const std::int64_t last_closed = closedUntilMs(sql, website_id, now_ms) - kMsPerHour;
  const std::int64_t oldest = now_ms - kRecentHours * kMsPerHour;
  // An hour rolled with other goals or funnels than today's is rolled again.
  const std::set<std::string> rolled =
      rolledHours(sql, website_id, hourText(oldest), hourText(last_closed),
                  RolledHour{goalsSignature(listGoals(sql, website_id)),
                             funnelsSignature(listFunnels(sql, website_id))});
  std::vector<std::string> hours;
  for (std::int64_t hour = msOfHour(hourText(oldest)); hour <= last_closed; hour += kMsPerHour) {
    std::string text = hourText(hour);
    if (!rolled.count(text)) hours.push_back(std::move(text));
  }
  return hours;
}

Result<std::int64_t> rollFilterHours(seo::sdk::Host& host, const std::string& website_id) {
  const std::int64_t now_ms = nowMsOf(host);
  std::vector<std::string> hours;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    hours = hoursToRoll(sql, website_id, now_ms);
    return Status::ok();
  }));
  std::map<std::string, std::vector<std::string>> by_day;
  for (std::string& hour : hours) by_day[hour.substr(0, 10)].push_back(std::move(hour));
  std::int64_t rolled = 0;
  for (const auto& [day, day_hours] : by_day) {
    SEO_ASSIGN_OR_RETURN(bool done, rollHours(host, website_id, day_hours));
    if (done) rolled += static_cast<std::int64_t>(day_hours.size());
  }
  const std::string oldest = hourText(now_ms - kRecentHours * kMsPerHour);
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    sql << "DELETE FROM analytics_filter_hours_rolled WHERE website_id = :w AND hour < :o",
        soci::use(website_id), soci::use(oldest);
    sql << "DELETE FROM analytics_filter_hours WHERE website_id = :w AND hour < :o",
        soci::use(website_id), soci::use(oldest);
    sql << "DELETE FROM analytics_filter_hours_keys WHERE website_id = :w AND hour < :o",
        soci::use(website_id), soci::use(oldest);
    for (const char* table : {kHourSets.visits, kHourSets.sets}) {
      sql << std::string("DELETE FROM ") + table + " WHERE website_id = :w AND hour < :o",
          soci::use(website_id), soci::use(oldest);
    }
    return Status::ok();
  }));
  return rolled;
}

std::set<std::string> rolledHours(soci::session& sql, const std::string& website_id,
                                  const std::string& first, const std::string& last,
                                  const std::optional<RolledHour>& with,
                                  const std::optional<RolledFilter>& filter) {
  std::set<std::string> hours;
  for (const auto& [hour, rolled] : rolledHourGoals(sql, website_id, first, last, filter)) {
    if (!with || rolled == *with) hours.insert(hour);
  }
  return hours;
}

std::map<std::string, RolledHour> rolledHourGoals(soci::session& sql, const std::string& website_id,
                                                  const std::string& first, const std::string& last,
                                                  const std::optional<RolledFilter>& filter) {
  std::map<std::string, RolledHour> hours;
  std::string hour, rolled_goals, rolled_funnels;
  const std::string key = filter ? filter->property_key : "";
  const int by_key = key.empty() ? 0 : 1;
  soci::statement st =
      (sql.prepare
           << "SELECT r.hour, r.goals, r.funnels FROM analytics_filter_hours_rolled r WHERE "
              "r.website_id = :w AND r.hour >= :f AND r.hour <= :l AND (:b = 0 OR EXISTS "
              "(SELECT 1 FROM analytics_filter_hours_keys k WHERE k.website_id = "
              "r.website_id AND k.hour = r.hour AND k.prop_key = :k))",
       soci::use(website_id), soci::use(first), soci::use(last), soci::use(by_key), soci::use(key),
       soci::into(hour), soci::into(rolled_goals), soci::into(rolled_funnels));
  st.execute();
  while (st.fetch()) {
    if (!filter || filter->answeredBy(rolled_goals)) hours[hour] = {rolled_goals, rolled_funnels};
  }
  return hours;
}

void forEachHourRow(soci::session& sql, const std::string& website_id, const RolledFilter& filter,
                    const std::string& first, const std::string& last, const std::string& panel,
                    const std::function<void(const std::string&, const FilterRow&)>& each) {
  std::string hour;
  FilterRow row{filter.kind, filter.value, panel, ""};
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(filter.kind));
  st.exchange(soci::use(filter.value));
  st.exchange(soci::use(first));
  st.exchange(soci::use(last));
  st.exchange(soci::use(panel));
  st.exchange(soci::into(hour));
  st.exchange(soci::into(row.name));
  st.exchange(soci::into(row.figures[kFigureVisitors]));
  st.exchange(soci::into(row.figures[kFigureVisits]));
  st.exchange(soci::into(row.figures[kFigureViews]));
  st.exchange(soci::into(row.figures[kFigureBounces]));
  st.exchange(soci::into(row.figures[kFigureDuration]));
  prepareOnce(st,
              "SELECT hour, name, visitors, visits, views, bounces, duration_ms FROM "
              "analytics_filter_hours WHERE website_id = :w AND filter = :f AND value = :v "
              "AND hour >= :a AND hour <= :b AND panel = :p");
  st.execute();
  while (st.fetch()) each(hour, row);
}

void unrollFilterHours(soci::session& sql, const std::string& website_id,
                       const std::vector<std::int64_t>& starts_ms) {
  // From the visit's hour to the end of its day: a visit dated back may be the first of its
  // visitor's day, which later hours counted as theirs.
  std::map<std::string, std::string> first_of_day;  // day -> hour
  for (std::int64_t ms : starts_ms) {
    const std::string hour = hourText(ms);
    auto [it, added] = first_of_day.try_emplace(hour.substr(0, 10), hour);
    if (!added) it->second = std::min(it->second, hour);
  }
  for (const auto& [day, hour] : first_of_day) {
    const std::string last = day + "T23";
    soci::statement st = (sql.prepare << "DELETE FROM analytics_filter_hours_rolled WHERE "
                                         "website_id = :w AND hour >= :f AND hour <= :l",
                          soci::use(website_id), soci::use(hour), soci::use(last));
    st.execute(true);
    if (st.get_affected_rows() == 0) continue;
    sql << "DELETE FROM analytics_filter_hours_keys WHERE website_id = :w AND hour >= :f AND hour "
           "<= :l",
        soci::use(website_id), soci::use(hour), soci::use(last);
    sql << "DELETE FROM analytics_filter_hours WHERE website_id = :w AND hour >= :f AND hour <= "
           ":l",
        soci::use(website_id), soci::use(hour), soci::use(last);
    for (const char* table : {kHourSets.visits, kHourSets.sets}) {
      sql << std::string("DELETE FROM ") + table + " WHERE website_id = :w AND hour >= :f AND " +
                 "hour <= :l",
          soci::use(website_id), soci::use(hour), soci::use(last);
    }
  }
}

}  // namespace seo::plugins::analytics
