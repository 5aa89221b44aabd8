// The visits of each rolled day as sets, for the filtered reads the filtered reads' rollups do
// not answer (filter_rollups.h rolls each single value, and a source with a country): two filters
// or more among the visits' own (source, country, each breakdown, goal, property with is, is_not
// or contains), and a property's is_not and contains alone. The day roll numbers the day's visits
// by visitor (0 .. visits - 1) and writes, for each value a visit has, the numbers of the visits
// that have it; a read intersects its filters' sets and counts the matching visits under each
// row of its panel, so that it reads a few rows per day and filter, however the filters combine.
//
//   analytics_visit_days (website_id, day, visits, continuing, views, durations, seen,
//                         no_entry, no_channel): `continuing` the visits whose visitor's
//                         visit comes just before (the same visitor), `views` and `durations`
//                         each visit's pageviews and duration (ms) as its visit row has them,
//                         `seen` the visits whose pageview rows that day differ from their
//                         count (pairs: the visit, its rows), `no_entry` and `no_channel` those
//                         without an entry page (from before the page rollups) or a channel
//                         (before the breakdowns), which make no row of the visits' panels
//   analytics_visit_sets (website_id, dim, day, value, members): the visits with `value` of
//                         `dim`: source (as stored), entry (its entry page), a breakdown's name
//                         (its value, '' included), goal (a goal's id, converted), property
//                         (propertyValue, for the keys whose values the day rolled), and,
//                         a visit once per pageview, page (its pageviews' pages), country (its
//                         pageviews' countries) and hour ('HH', its pageviews' hours)
//
// Sets are text (both backends store it alike): each number as its difference from the one
// before (0 repeats a visit), in groups of five bits, least significant first, one character
// each ('0' + the group, + 32 when more follow). Days are rolled as the other rollups are (their
// version kVisitSetsRollVersion on): a pageview dated into a rolled day drops its sets with its
// rows.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "plugins/analytics/filter_figures.h"
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
    if (digit < 0 || digit > 63 || shift > 55) return false;
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

// The day's visits and their sets, gathered from its pageviews joined to their visits (the day
// roll's pass, filter_rollups.cc), then written with the day's other rows.
class VisitSetsBuilder {
 public:
  void add(const FilterPageview& view);
  // Writes the sets gathered (the caller's transaction, the day's old ones dropped:
  // unrollFilterDays).
  void write(soci::session& sql, const std::string& website_id, const std::string& day) const;

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
};

// Drops the sets of `day` of `website_id` (unrollFilterDays).
void unrollVisitSets(soci::session& sql, const std::string& website_id, const std::string& day);

// Whether the sets answer `filter` (any() and nothing but visits' filters: no page) where the
// filtered reads' rollups do not (rolledFilterOf is nullopt).
bool visitSetsAnswer(const TrafficFilter& filter);

// The days from `from` to `to` of `website_id` whose sets answer `filter`: rolled by
// kVisitSetsRollVersion or later, with its goal and its property's key.
std::set<std::string> visitSetDays(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to,
                                   const TrafficFilter& filter);

// The figures of `scope` (its filter answered by the sets) on `days` (visitSetDays): the totals;
// the series by day ('YYYY-MM-DD') or by the hour of the pageviews ('YYYY-MM-DDTHH'); a panel's
// rows (page, entry, source, country, a breakdown's), unranked.
TrafficTotals visitSetTotals(soci::session& sql, const TrafficScope& scope,
                             const std::set<std::string>& days);
std::map<std::string, SeriesFigures> visitSetSeries(soci::session& sql, const TrafficScope& scope,
                                                    const std::set<std::string>& days,
                                                    bool by_hour);
std::vector<PanelRow> visitSetPanel(soci::session& sql, const Panel& panel,
                                    const TrafficScope& scope, const std::set<std::string>& days);

}  // namespace seo::plugins::analytics
