// The visits of each rolled day and hour as sets, for the filtered reads the filtered reads'
// rollups do not answer (filter_rollups.h rolls each single value, and a source with a country):
// two filters or more among the visits' own (source, country, each breakdown, goal, property
// with is, is_not or contains), and a property's is_not and contains alone. A roll numbers the
// visits of its day (its hour: those started in it) by visitor (0 .. visits - 1) and writes, for
// each value a visit has, the numbers of the visits that have it; a read intersects its filters'
// sets and counts the matching visits under each row of its panel, so that it reads a few rows
// per day (hour) and filter, however the filters combine.
//
//   analytics_visit_days  (website_id, day, visits, continuing, visitors, views, durations, seen,
//                         no_entry, no_channel): `continuing` the visits whose visitor's visit
//                         comes just before (the same visitor), `views` and `durations` each
//                         visit's pageviews and duration (ms) as its visit row has them, `seen`
//                         the visits whose pageview rows differ from that count (pairs: the
//                         visit, its rows), `no_entry` and `no_channel` those without an entry
//                         page (from before the page rollups) or a channel (before the
//                         breakdowns), which make no row of the visits' panels
//   analytics_visit_sets  (website_id, dim, day, value, members): the visits with `value` of
//                         `dim`: source (as stored), entry (its entry page), a breakdown's name
//                         (its value, '' included), goal (a goal's id, converted), property
//                         (propertyValue, for the keys whose values the day rolled), and, a
//                         visit once per pageview, page (its pageviews' pages), country (its
//                         pageviews' countries) and hour ('HH', its pageviews' hours; days only)
//                         ; and the day's events that goals and properties count, numbered
//                         over the day (0 .. events - 1) list after list, a list's by
//                         visitor: the lists goal_events (value: a goal's id; its conversions),
//                         key_events (a property's key; the events with it) and value_events
//                         (propertyValue, for the keys whose values the day rolled), each with
//                         members: the number of its first event, then for each its visit's
//                         number + 1 (0: none), its visitor's number over the day's events
//                         less the one before's in the list (0: the same visitor), its
//                         revenue's micros in the goal's currency zigzagged + 1 (0: none), and,
//                         goal_events only, its place in the time order of the day's goal
//                         events (an event of several goals has one: funnels walk them);
//                         and event_country, event_source (value: the event's own; members:
//                         events)
//   analytics_visit_hours, analytics_visit_hour_sets: the same by hour (`hour`), for the closed
//                         hours of the last kRecentHours (filter_hours.h), with `visitors` each
//                         visit's visitor as a number (visitorKey): a visitor counts in the hour of
//                         their first visit of the day that matches, as the hourly rollups count,
//                         so a read of hours reads its first day's from its midnight. An hour's
//                         events are those of the visits started in it (and those that joined no
//                         visit and happened in it), each with its visitor (visitorKey) in place
//                         of its number, and after its revenue the hours after this one it
//                         happened (then a goal event's place in the hour's time order); an
//                         hour rolled with them has an event_lists row (value: their format,
//                         kEventListsFormat)
//
// Sets are text (both backends store it alike): each number as its difference from the one
// before (0 repeats a visit), in groups of five bits, least significant first, one character
// each ('0' + the group, + 32 when more follow); the per-visit lists (views, durations, seen,
// visitors) are their numbers as they are, written the same way. Days are rolled as the other
// rollups are (their version kVisitSetsRollVersion on), and hours with them (an hour rolled has a
// row of analytics_visit_hours, empty without traffic); a pageview dated into a rolled day or hour
// drops its sets with its rows.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "plugins/analytics/filter_figures.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/panel_store.h"

namespace seo::plugins::analytics {

// Appends `number` to `text` as a set's text has it; calls `each` with every number of a set's
// text in order (false when the text is not one: what it read before is kept).
void appendSetNumber(std::uint64_t number, std::string* text);
template <typename Each>
bool forEachSetNumber(std::string_view text, Each each) {
  std::uint64_t number = 0;
  int shift = 0;
  for (const char c : text) {
    const int digit = c - '0';
    if (digit < 0 || digit > 63 || shift > 60) return false;  // 13 groups hold 64 bits
    number |= static_cast<std::uint64_t>(digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    each(number);
    number = 0;
    shift = 0;
  }
  return shift == 0;
}
// A set's text of ascending numbers (repeats kept).
std::string setText(const std::vector<std::uint32_t>& ascending);

// Where the sets of days, or of hours, are.
struct SetTables {
  const char* visits;  // analytics_visit_days | analytics_visit_hours
  const char* sets;    // analytics_visit_sets | analytics_visit_hour_sets
  const char* key;     // day | hour
};
inline constexpr SetTables kDaySets{"analytics_visit_days", "analytics_visit_sets", "day"};
inline constexpr SetTables kHourSets{"analytics_visit_hours", "analytics_visit_hour_sets", "hour"};

// The visits of a day (an hour) and their sets, gathered from their pageviews joined to their
// visits (the rolls' pass: filter_rollups.cc, filter_hours.cc), then written with the other rows.
// The lists of events (visit_sets.h).
inline constexpr const char* kGoalEvents = "goal_events";
inline constexpr const char* kKeyEvents = "key_events";
inline constexpr const char* kValueEvents = "value_events";
// The format of an hour's lists (the value of its event_lists row): "2", numbered goal events.
inline constexpr const char* kEventListsFormat = "2";

class VisitSetsBuilder {
 public:
  void add(const FilterPageview& view);
  // An event of the list `list` (kGoalEvents, kKeyEvents, kValueEvents) named `name`, counted
  // where `where` says (goalConversion, propertyConversion), of the visit `visit_id` (none when
  // not one added); a goal event's `time` orders it (its time and id: GoalEvent's at + id).
  void addEvent(const char* list, const std::string& name, const FilterConversion& where,
                const std::string& visit_id, const std::string& time = "");
  // The same in an hour's, of the visit `visit_id` started in it (or none, happened in it):
  // `hour` ('YYYY-MM-DDTHH') the one it happened in, this one or a later.
  void addHourEvent(const char* list, const std::string& name, const FilterConversion& where,
                    const std::string& visit_id, const std::string& hour,
                    const std::string& time = "");
  bool hasVisit(const std::string& visit_id) const { return index_.count(visit_id) > 0; }
  // Writes the sets gathered as `key`'s (a day, or an hour) in the caller's transaction, which
  // dropped the old ones (unrollVisitSets).
  void write(soci::session& sql, const SetTables& tables, const std::string& website_id,
             const std::string& key) const;

 private:
  struct Visit {
    std::string visitor;
    long long pageviews = 0, duration_ms = 0, seen = 0;
    bool no_entry = false, no_channel = false;
  };
  std::uint32_t visitOf(const FilterPageview& view);

  std::unordered_map<std::string, std::uint32_t> index_;  // visit id -> its place in visits_
  std::vector<Visit> visits_;
  // (dim, value) -> the places of its visits, in the order met (repeats for a pageview's dims).
  std::map<std::pair<std::string, std::string>, std::vector<std::uint32_t>> sets_;
  struct Event {
    std::int64_t place;  // its visit's in visits_, -1 for none
    std::string visitor, country, source;
    std::optional<long long> revenue_micros;
    std::string hour;  // hours: the hour it happened in
    std::string time;  // goal events: its time and id
  };
  // By list and name, in the order met.
  std::map<std::pair<std::string, std::string>, std::vector<Event>> events_;
  // Adds the event lists' rows (their visits numbered by `number_of`) to the sets' columns.
  void eventRows(const std::vector<std::uint32_t>& number_of, const std::string& key,
                 std::vector<std::string>* dims, std::vector<std::string>* values,
                 std::vector<std::string>* members) const;
};

// Adds an event of a day being rolled by hour to `hours` (the hours' builders, by hour): to its
// visit's hour's (its own when it joined none), when that hour is one of them.
void addEventToHours(std::map<std::string, VisitSetsBuilder>& hours, const char* list,
                     const std::string& name, const FilterConversion& where,
                     const std::string& visit_id, const std::string& hour,
                     const std::string& time = "");

// Drops the sets of `keys` (days, or hours) of `website_id`.
void unrollVisitSets(soci::session& sql, const SetTables& tables, const std::string& website_id,
                     const std::vector<std::string>& keys);

// A visitor's hash as a number, the same in every hour of the day.
std::uint64_t visitorKey(const std::string& visitor);

// Whether the sets answer `filter` (any() and nothing but visits' filters: no page) where the
// filtered reads' rollups do not (rolledFilterOf is nullopt).
bool visitSetsAnswer(const TrafficFilter& filter);

// The days from `from` to `to` of `website_id` whose sets answer `filter`: rolled by
// kVisitSetsRollVersion or later, with its goal and its property's key.
std::set<std::string> visitSetDays(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to,
                                   const TrafficFilter& filter);
// The hours from `first` to `last` whose sets answer `filter`: rolled with them, with its goal
// and its property's key.
std::set<std::string> visitSetHours(soci::session& sql, const std::string& website_id,
                                    const std::string& first, const std::string& last,
                                    const TrafficFilter& filter);

// The days from `from` to `to` whose sets answer goals and properties under `filter`: rolled by
// kEventSetsRollVersion or later (with its goal and its property's key), with the goals rolled.
std::map<std::string, RolledDay> visitSetEventDays(soci::session& sql,
                                                   const std::string& website_id,
                                                   const std::string& from, const std::string& to,
                                                   const TrafficFilter& filter);

// The hours from `first` to `last` whose sets answer goals and properties under `filter`: rolled
// with their events' lists (with its goal and its property's key), with what their roll rolled.
std::map<std::string, RolledHour> visitSetEventHours(soci::session& sql,
                                                     const std::string& website_id,
                                                     const std::string& first,
                                                     const std::string& last,
                                                     const TrafficFilter& filter);

// The hours from `first` to `last` with a row of `dim` = `value` (kKeyEvents = a key: an event
// with the key kept there).
std::set<std::string> visitSetHoursWith(soci::session& sql, const std::string& website_id,
                                        const std::string& first, const std::string& last,
                                        const std::string& dim, const std::string& value);

// What a read takes from the sets: `days` (visitSetDays), and the hours from `first_hour` to
// `last_hour` when set (their day's earlier hours answer too: visitSetHours).
struct SetSpan {
  std::set<std::string> days;
  std::string first_hour, last_hour;
  bool any() const { return !days.empty() || !first_hour.empty(); }
};

// The figures of `scope` (its filter answered by the sets) over `span`: the totals; the series
// by day ('YYYY-MM-DD') or by hour ('YYYY-MM-DDTHH': of the pageviews on rolled days, of the
// visits' start on rolled hours, as the other rollups count); a panel's rows (page, entry,
// source, country, a breakdown's), unranked.
TrafficTotals visitSetTotals(soci::session& sql, const TrafficScope& scope, const SetSpan& span);
std::map<std::string, SeriesFigures> visitSetSeries(soci::session& sql, const TrafficScope& scope,
                                                    const SetSpan& span, bool by_hour);
std::vector<PanelRow> visitSetPanel(soci::session& sql, const Panel& panel,
                                    const TrafficScope& scope, const SetSpan& span);

// The figures of the events of `list` under `scope`'s filter (visitSetsAnswer) on `days`
// (visitSetEventDays), by name: those `wanted(day, name)` names that a matching event has. An
// event counts under its own
// country and source, and its visit's other values (one that joined no visit under none), as the
// raw reads of goals and properties count it (goal_events.h, property_figures.h); its visitors
// are each day's distinct ones, summed.
struct EventFigures {
  long long visitors = 0, events = 0, revenue_micros = 0, revenue_events = 0;
};
std::map<std::string, EventFigures> visitSetEvents(
    soci::session& sql, const TrafficScope& scope, const char* list,
    const std::set<std::string>& days,
    const std::function<bool(const std::string&, const std::string&)>& wanted);

// The same on the hours of one day (visitSetEventHours, every one from its midnight to before
// `until`): the events that happened from `from` to before `until` ('YYYY-MM-DDTHH'), a visitor
// in the hour of their first matching event of the day, as the hourly rollups count. With
// `seen`, by name the visitors (visitorKey) with a matching event before `until`.
std::map<std::string, EventFigures> visitSetHourEvents(
    soci::session& sql, const TrafficScope& scope, const char* list, const std::string& from,
    const std::string& until, const std::function<bool(const std::string&)>& wanted,
    std::map<std::string, std::unordered_set<std::uint64_t>>* seen = nullptr);

// A funnel's walk over the goal events' lists (funnel_walk.h's rule, in the order of their
// times): `steps` its goals' ids in order; an event counts under `scope`'s filter
// (visitSetsAnswer) as a goal's conversion does (visitSetEvents).
//
// By day of `days` (visitSetEventDays, each with every step's goal rolled), the visitors at each
// step.
std::map<std::string, std::vector<long long>> visitSetFunnelDays(
    soci::session& sql, const TrafficScope& scope, const std::vector<std::string>& steps,
    const std::set<std::string>& days);

// Where a visitor stands after a day's events walked so far.
struct SetFunnelVisitor {
  std::size_t best = 0;   // the furthest step any of their visits reached
  std::size_t loose = 0;  // the steps their events that joined no visit reached
  // The hour (ms) of their first event of the first step.
  std::int64_t entered_ms = std::numeric_limits<std::int64_t>::max();
};
// By visitor (visitorKey), where they stand after the events in the hours' sets of `day` from its
// midnight to before `until_ms` (each hour rolled with the lists and every step's goal:
// visitSetEventHours): the events of the visits started in those hours and those that joined no
// visit, that happened before `before_ms` (at most the day's end: a visit's events after
// midnight are the next day's).
std::unordered_map<std::uint64_t, SetFunnelVisitor> visitSetFunnelHours(
    soci::session& sql, const TrafficScope& scope, const std::vector<std::string>& steps,
    const std::string& day, std::int64_t until_ms, std::int64_t before_ms);

}  // namespace seo::plugins::analytics
