#include "plugins/analytics/filter_hour_goals.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

using seo::sdk::dates::kMsPerDay;

std::unordered_map<std::string, VisitBreakdowns> convertingVisits(
    soci::session& sql, const std::string& website_id, const std::string& day,
    const VisitConversions& conversions) {
  std::unordered_map<std::string, VisitBreakdowns> visits;
  const long long from = parseDay(day).value_or(0) * kMsPerDay, until = from + kMsPerDay;
  std::string id;
  VisitBreakdowns breakdowns;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(from));
  st.exchange(soci::use(until));
  st.exchange(soci::into(id));
  for (std::string& value : breakdowns) st.exchange(soci::into(value));
  st.alloc();
  // By the index of recent visits: a visit of the day was active since its start.
  st.prepare("SELECT id" + breakdownColumns() +
             " FROM analytics_visits WHERE website_id = :w AND last_ms >= :f AND started_ms >= "
             ":f2 AND started_ms < :u");
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    if (conversions.goalsOf(id)) visits.emplace(id, breakdowns);
  }
  return visits;
}

namespace {

// Adds to `of` the conversions of `goal` under `filter` in `hours` (of `day`, oldest first, not
// rolled with the goal), read by time from the first to the end of the last; a visitor counts in
// the hour of their first conversion of the day, unless they converted before those hours (a
// read of their own conversions, by name or page and visitor; or `converted_before`, when set,
// says).
using ConvertedBefore = std::function<bool(const std::string&)>;
void addRawHours(soci::session& sql, const Goal& goal, const std::string& day,
                 const std::vector<std::string>& hours, const TrafficFilter& filter,
                 GoalFigures& of, const ConvertedBefore* converted_before = nullptr) {
  const std::int64_t from = msOfHour(hours.front()), until = msOfHour(hours.back()) + kMsPerHour;
  const std::set<std::string> wanted(hours.begin(), hours.end());
  // Each visitor's first conversion read: its time, then its id (events of one time).
  std::map<std::string, std::pair<std::string, std::string>> first;
  GoalRead read{day, day, std::nullopt, std::nullopt, filter, std::make_pair(from, until)};
  forEachGoalEvent(sql, goal, read, [&](const GoalEvent& e) {
    if (wanted.count(e.at.substr(0, 13))) {
      of.conversions += 1;
      if (const std::optional<long long> revenue = goalRevenue(goal, e)) {
        of.revenue_micros += *revenue;
        of.revenue_conversions += 1;
      }
    }
    auto [it, added] = first.try_emplace(e.visitor, e.at, e.id);
    if (!added && std::tie(e.at, e.id) < std::tie(it->second.first, it->second.second)) {
      it->second = {e.at, e.id};
    }
  });
  std::vector<std::string> candidates;
  for (const auto& [visitor, at] : first) {
    if (wanted.count(at.first.substr(0, 13))) candidates.push_back(visitor);
  }
  std::set<std::string> earlier;
  const std::int64_t day_start = parseDay(day).value_or(0) * kMsPerDay;
  if (converted_before != nullptr) {
    for (const std::string& visitor : candidates) {
      if ((*converted_before)(visitor)) earlier.insert(visitor);
    }
  }
  for (std::size_t i = 0; !converted_before && from > day_start && i < candidates.size();
       i += kValuesPerInList) {
    const std::vector<std::string> some(
        candidates.begin() + i,
        candidates.begin() + std::min(i + kValuesPerInList, candidates.size()));
    GoalRead before{day, day, isoOfMs(day_start), isoOfMs(from), filter};
    before.visitors = &some;
    forEachGoalEvent(sql, goal, before, [&](const GoalEvent& e) { earlier.insert(e.visitor); });
  }
  for (const std::string& visitor : candidates) of.visitors += earlier.count(visitor) ? 0 : 1;
}

}  // namespace

std::map<std::string, std::vector<FilterRow>> goalHourRows(
    soci::session& sql, const std::string& day, const std::vector<std::string>& hours,
    const std::vector<Goal>& goals, const ConvertingVisits& visits,
    const VisitConversions& conversions, std::map<std::string, VisitSetsBuilder>* sets) {
  std::map<std::string, std::vector<FilterRow>> out;
  if (goals.empty()) return out;
  const std::set<std::string> rolling(hours.begin(), hours.end());
  const std::vector<FilterKind> kinds = filterKinds(kCountryKind, kFilterKinds);
  for (const Goal& goal : goals) {
    // The filter values met (kind, value), each an index; the conversions' (time, id); the
    // visitors, each an index; each (value, visitor)'s first conversion; the rows by hour and
    // value.
    std::unordered_map<std::string, std::uint32_t> value_ids;
    std::vector<std::pair<FilterKind, std::string>> values;
    std::vector<std::pair<std::string, std::string>> times;
    std::unordered_map<std::string, std::uint64_t> visitor_ids;
    std::unordered_map<std::uint64_t, std::uint32_t> first;
    std::map<std::pair<std::string, std::uint32_t>, FilterRow> rows;
    auto rowOf = [&](const std::string& hour, std::uint32_t value) -> FilterRow& {
      FilterRow& row = rows[{hour, value}];
      if (row.panel.empty()) {
        row = FilterRow{filterKindName(values[value].first), values[value].second, "goal", goal.id};
      }
      return row;
    };
    forEachGoalEvent(sql, goal, GoalRead{day, day}, [&](const GoalEvent& e) {
      auto visit = visits.find(e.visit_id);
      const FilterConversion c =
          goalConversion(goal, e, visit == visits.end() ? nullptr : &visit->second, conversions);
      const std::string hour = e.at.substr(0, 13);
      addEventToHours(*sets, kGoalEvents, goal.id, c, e.visit_id, hour, timeKey(e));
      const bool counted = rolling.count(hour) > 0;
      const auto at = static_cast<std::uint32_t>(times.size());
      times.emplace_back(e.at, e.id);
      const std::uint64_t visitor =
          visitor_ids.try_emplace(e.visitor, visitor_ids.size()).first->second;
      forEachFilterValue(kinds, c, [&](FilterKind kind, const std::string& value) {
        const auto [id, added] = value_ids.try_emplace(
            std::string(filterKindName(kind)) + '\x1f' + value, values.size());
        if (added) values.emplace_back(kind, value);
        const auto [earliest, new_visitor] =
            first.try_emplace((static_cast<std::uint64_t>(id->second) << 32) | visitor, at);
        if (!new_visitor && times[at] < times[earliest->second]) earliest->second = at;
        if (!counted) return;
        FilterRow& row = rowOf(hour, id->second);
        row.figures[kGoalPanelConversions] += 1;
        if (!c.revenue_micros) return;
        row.figures[kGoalPanelRevenueMicros] += *c.revenue_micros;
        row.figures[kGoalPanelRevenueConversions] += 1;
      });
    });
    for (const auto& [key, at] : first) {
      const std::string hour = times[at].first.substr(0, 13);
      if (rolling.count(hour))
        rowOf(hour, static_cast<std::uint32_t>(key >> 32)).figures[kGoalPanelVisitors] += 1;
    }
    for (auto& [key, row] : rows) out[key.first].push_back(std::move(row));
  }
  return out;
}

namespace {

using RolledWith = std::function<bool(const std::string&, const std::string&)>;
// For a goal and a day, whether a visitor converted before its raw hours; null when unknown.
using EarlierOf = std::function<const ConvertedBefore*(const std::string&, const std::string&)>;

// The figures of `goals` over the hourly period of `scope`: the hours `rolled_with(hour, goal id)`
// from `add_rolled`, the others from the raw events of those hours, within `raw_limit`; who
// converted before them as `earlier_of` says, when it knows (after add_rolled), else raw.
seo::sdk::Result<std::map<std::string, GoalFigures>> hourGoalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    long long raw_limit, const RolledWith& rolled_with,
    const std::function<void(std::map<std::string, GoalFigures>&)>& add_rolled,
    const EarlierOf& earlier_of = nullptr) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  // The hours not rolled with each goal, by day.
  std::map<std::string, std::map<std::string, std::vector<std::string>>> raw;
  for (const Goal& goal : goals) {
    for (std::int64_t ms = msOfHour(first_hour); ms <= msOfHour(last_hour); ms += kMsPerHour) {
      std::string text = hourText(ms);
      if (!rolled_with(text, goal.id)) raw[goal.id][text.substr(0, 10)].push_back(std::move(text));
    }
  }
  // Only the raw hours count against the budget, as the raw days of the reads by day
  // (goal_conversions.cc): each day's span of them, the event goals' and the page goals'.
  std::map<std::string, GoalHours> raw_hours;
  for (const Goal& goal : goals) {
    auto days = raw.find(goal.id);
    if (days == raw.end()) continue;
    for (const auto& [day, hours] : days->second) raw_hours[day].add(goal, hours);
  }
  SEO_RETURN_IF_ERROR(checkGoalHoursReadCost(sql, scope.website_id, raw_hours, raw_limit));
  std::map<std::string, GoalFigures> figures;
  for (const Goal& goal : goals) figures[goal.id];
  add_rolled(figures);
  for (const Goal& goal : goals) {
    auto days = raw.find(goal.id);
    if (days == raw.end()) continue;
    for (const auto& [day, hours] : days->second) {
      addRawHours(sql, goal, day, hours, scope.filter, figures[goal.id],
                  earlier_of ? earlier_of(goal.id, day) : nullptr);
    }
  }
  return figures;
}

}  // namespace

seo::sdk::Result<std::map<std::string, GoalFigures>> rolledHourGoalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    const RolledFilter& filter, long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  const std::map<std::string, RolledHour> rolled =
      rolledHourGoals(sql, scope.website_id, first_hour, last_hour, filter);
  auto rolledWith = [&rolled](const std::string& hour, const std::string& goal_id) {
    auto it = rolled.find(hour);
    return it != rolled.end() && RolledFilter::rolledGoal(it->second.goals, goal_id);
  };
  return hourGoalFigures(
      sql, goals, scope, raw_limit, rolledWith, [&](std::map<std::string, GoalFigures>& figures) {
        forEachHourRow(sql, scope.website_id, filter, first_hour, last_hour, "goal",
                       [&](const std::string& hour, const FilterRow& row) {
                         auto it = figures.find(row.name);
                         if (it == figures.end() || !rolledWith(hour, row.name)) return;
                         it->second += GoalFigures{row.figures[kGoalPanelVisitors],
                                                   row.figures[kGoalPanelConversions],
                                                   row.figures[kGoalPanelRevenueMicros],
                                                   row.figures[kGoalPanelRevenueConversions]};
                       });
      });
}

seo::sdk::Result<std::map<std::string, GoalFigures>> setHourGoalFigures(
    soci::session& sql, const std::vector<Goal>& goals, const TrafficScope& scope,
    long long raw_limit) {
  const std::string& first_hour = *scope.period.first_hour;
  const std::string& last_hour = *scope.period.last_hour;
  const std::map<std::string, RolledHour> rolled = visitSetEventHours(
      sql, scope.website_id, first_hour.substr(0, 10) + "T00", last_hour, scope.filter);
  // For each goal and day, the end of the hours rolled with it from the day's midnight (a
  // conversion is kept with its visit's hour, which may be earlier), at most to the period's.
  const std::int64_t end_ms = msOfHour(last_hour) + kMsPerHour;
  std::map<std::pair<std::string, std::string>, std::int64_t> until;
  for (const Goal& goal : goals) {
    for (std::int64_t day = dayOfMs(msOfHour(first_hour)); day <= dayOfMs(end_ms - kMsPerHour);
         ++day) {
      std::int64_t ms = day * kMsPerDay;
      for (; ms < end_ms && ms < (day + 1) * kMsPerDay; ms += kMsPerHour) {
        auto it = rolled.find(hourText(ms));
        if (it == rolled.end() || !RolledFilter::rolledGoal(it->second.goals, goal.id)) break;
      }
      until[{goal.id, formatDay(day)}] = ms;
    }
  }
  auto rolledWith = [&until](const std::string& hour, const std::string& goal_id) {
    auto it = until.find({goal_id, hour.substr(0, 10)});
    return it != until.end() && msOfHour(hour) < it->second;
  };
  // By goal and day, the visitors who converted under the filter before the raw hours, when
  // those start where the sets' end (the sets were read from the day's midnight).
  std::map<std::pair<std::string, std::string>, std::unordered_set<std::uint64_t>> before;
  std::map<std::pair<std::string, std::string>, ConvertedBefore> known;
  return hourGoalFigures(
      sql, goals, scope, raw_limit, rolledWith,
      [&](std::map<std::string, GoalFigures>& figures) {
        // The goals of a day that end alike, read together.
        std::map<std::pair<std::string, std::int64_t>, std::set<std::string>> together;
        for (const auto& [goal_day, ms] : until) {
          together[{goal_day.second, ms}].insert(goal_day.first);
        }
        for (const auto& [day_until, of_day] : together) {
          const std::string& day = day_until.first;
          const std::set<std::string>& ids = of_day;  // a lambda captures it
          const std::string from = std::max(first_hour, day + "T00");
          if (msOfHour(from) > day_until.second) continue;  // raw from before the sets' end
          std::map<std::string, std::unordered_set<std::uint64_t>> seen;
          for (const auto& [id, f] : visitSetHourEvents(
                   sql, scope, kGoalEvents, from, hourText(day_until.second),
                   [&ids](const std::string& name) { return ids.count(name) > 0; }, &seen)) {
            figures[id] += GoalFigures{f.visitors, f.events, f.revenue_micros, f.revenue_events};
          }
          for (const std::string& id : ids) {
            std::unordered_set<std::uint64_t>& of = before[{id, day}];
            of = std::move(seen[id]);
            known[{id, day}] = [&of](const std::string& visitor) {
              return of.count(visitorKey(visitor)) > 0;
            };
          }
        }
      },
      [&known](const std::string& goal_id, const std::string& day) -> const ConvertedBefore* {
        auto it = known.find({goal_id, day});
        return it == known.end() ? nullptr : &it->second;
      });
}

}  // namespace seo::plugins::analytics
