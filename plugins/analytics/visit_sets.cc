#include "plugins/analytics/visit_sets.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <optional>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hours.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_walk.h"
#include "plugins/analytics/sql_rows.h"

namespace seo::plugins::analytics {

void appendSetNumber(std::uint64_t number, std::string* text) {
  while (number >= 32) {
    text->push_back(static_cast<char>('0' + 32 + (number & 31)));
    number >>= 5;
  }
  text->push_back(static_cast<char>('0' + number));
}

std::string setText(const std::vector<std::uint32_t>& ascending) {
  std::string text;
  text.reserve(ascending.size() * 2);
  std::uint32_t before = 0;
  for (const std::uint32_t number : ascending) {
    appendSetNumber(number - before, &text);
    before = number;
  }
  return text;
}

namespace {

// The dims of the sets: the visits' (once each) and the pageviews' (once per pageview).
constexpr const char* kSourceDim = "source";
constexpr const char* kEntryDim = "entry";
constexpr const char* kGoalDim = "goal";
constexpr const char* kPropertyDim = "property";
constexpr const char* kPageDim = "page";
constexpr const char* kCountryDim = "country";
constexpr const char* kHourDim = "hour";
// The events' own values (days only).
constexpr const char* kEventCountryDim = "event_country";
constexpr const char* kEventSourceDim = "event_source";
// An hour rolled with its events' lists (one row, value and members '').
constexpr const char* kEventListsDim = "event_lists";

std::string numbersText(const std::vector<long long>& numbers) {
  std::string text;
  for (const long long n : numbers)
    appendSetNumber(static_cast<std::uint64_t>(std::max(0LL, n)), &text);
  return text;
}

}  // namespace

std::uint32_t VisitSetsBuilder::visitOf(const FilterPageview& view) {
  const auto [at, added] = index_.try_emplace(view.visit_id, visits_.size());
  if (!added) return at->second;
  const std::uint32_t place = at->second;
  Visit visit;
  visit.visitor = view.visitor;
  visit.pageviews = view.pageviews;
  visit.duration_ms = view.duration_ms;
  visit.no_entry = view.entry.empty();
  visit.no_channel = view.breakdowns[kChannel].empty();
  visits_.push_back(std::move(visit));
  sets_[{kSourceDim, view.source}].push_back(place);
  if (!view.entry.empty()) sets_[{kEntryDim, view.entry}].push_back(place);
  for (int b = 0; b < kBreakdowns; ++b) {
    sets_[{std::string(kBreakdownNames.values()[b]), view.breakdowns[b]}].push_back(place);
  }
  if (view.goals != nullptr) {
    for (const std::string& id : *view.goals) sets_[{kGoalDim, id}].push_back(place);
  }
  if (view.properties != nullptr) {
    for (const std::string& value : *view.properties) {
      sets_[{kPropertyDim, value}].push_back(place);
    }
  }
  return place;
}

void VisitSetsBuilder::add(const FilterPageview& view) {
  const std::uint32_t place = visitOf(view);
  visits_[place].seen += 1;
  sets_[{kPageDim, view.path}].push_back(place);
  sets_[{kCountryDim, view.country}].push_back(place);
  if (!view.hour.empty()) sets_[{kHourDim, view.hour}].push_back(place);
}

void VisitSetsBuilder::addEvent(const char* list, const std::string& name,
                                const FilterConversion& where, const std::string& visit_id,
                                const std::string& time) {
  const auto visit = index_.find(visit_id);
  events_[{list, name}].push_back(
      Event{visit == index_.end() ? -1 : static_cast<std::int64_t>(visit->second), where.visitor,
            where.country, where.source, where.revenue_micros, "", time});
}

void VisitSetsBuilder::addHourEvent(const char* list, const std::string& name,
                                    const FilterConversion& where, const std::string& visit_id,
                                    const std::string& hour, const std::string& time) {
  addEvent(list, name, where, visit_id, time);
  events_[{list, name}].back().hour = hour;
}

void addEventToHours(std::map<std::string, VisitSetsBuilder>& hours, const char* list,
                     const std::string& name, const FilterConversion& where,
                     const std::string& visit_id, const std::string& hour,
                     const std::string& time) {
  if (visit_id.empty()) {
    if (auto own = hours.find(hour); own != hours.end()) {
      own->second.addHourEvent(list, name, where, "", hour, time);
    }
    return;
  }
  for (auto& [started, builder] : hours) {
    if (started > hour) break;
    if (builder.hasVisit(visit_id)) {
      builder.addHourEvent(list, name, where, visit_id, hour, time);
      return;
    }
  }
}

namespace {

// A signed amount as a set's number: 0, -1, 1, -2, ... as 0, 1, 2, 3, ...
std::uint64_t zigzag(long long n) {
  return (static_cast<std::uint64_t>(n) << 1) ^ static_cast<std::uint64_t>(n >> 63);
}
long long unzigzag(std::uint64_t n) {
  return static_cast<long long>(n >> 1) ^ -static_cast<long long>(n & 1);
}

}  // namespace

void VisitSetsBuilder::eventRows(const std::vector<std::uint32_t>& number_of,
                                 const std::string& key, std::vector<std::string>* dims,
                                 std::vector<std::string>* values,
                                 std::vector<std::string>* members) const {
  // An hour's ('YYYY-MM-DDTHH') lists say so, with their format: an hour rolled before them (or
  // by an older build) has none.
  const bool by_hour = key.size() == std::string_view("YYYY-MM-DDTHH").size();
  if (by_hour) {
    dims->push_back(kEventListsDim);
    values->push_back(kEventListsFormat);
    members->push_back("");
  }
  // A day's visitors numbered over its events of every list (a funnel follows one through its
  // goals' lists; an hour has their visitorKey), and the goal events over their time order (an
  // event of several goals once: a funnel walks it once).
  std::map<std::string_view, std::uint32_t> visitor_numbers, time_numbers;
  for (const auto& [list_name, events] : events_) {
    for (const Event& e : events) {
      if (!by_hour) visitor_numbers.emplace(e.visitor, 0);
      if (list_name.first == kGoalEvents) time_numbers.emplace(e.time, 0);
    }
  }
  for (auto* numbers : {&visitor_numbers, &time_numbers}) {
    std::uint32_t n = 0;
    for (auto& named : *numbers) named.second = n++;
  }
  const std::int64_t hour_ms = by_hour ? msOfHour(key) : 0;
  std::map<std::pair<std::string, std::string>, std::vector<std::uint32_t>> where;
  std::uint32_t next = 0;  // the day's events numbered list after list
  for (const auto& [list_name, of_list] : events_) {
    const std::vector<Event>& events = of_list;  // a lambda captures it
    const bool goal_events = list_name.first == kGoalEvents;
    // By visitor: a read counts the visitors as runs.
    std::vector<std::uint32_t> order(events.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&events](std::uint32_t a, std::uint32_t b) {
      return events[a].visitor < events[b].visitor;
    });
    std::string records;
    appendSetNumber(next, &records);
    std::uint32_t visitor_before = 0;
    for (const std::uint32_t i : order) {
      const Event& e = events[i];
      appendSetNumber(e.place < 0 ? 0 : number_of[e.place] + 1ULL, &records);
      if (by_hour) {
        appendSetNumber(visitorKey(e.visitor), &records);
      } else {
        const std::uint32_t visitor = visitor_numbers.at(e.visitor);
        appendSetNumber(visitor - visitor_before, &records);
        visitor_before = visitor;
      }
      appendSetNumber(e.revenue_micros ? zigzag(*e.revenue_micros) + 1 : 0, &records);
      if (by_hour) {
        appendSetNumber(static_cast<std::uint64_t>(
                            std::max<std::int64_t>(0, msOfHour(e.hour) - hour_ms) / kMsPerHour),
                        &records);
      }
      if (goal_events) appendSetNumber(time_numbers.at(e.time), &records);
      where[{kEventCountryDim, e.country}].push_back(next);
      where[{kEventSourceDim, e.source}].push_back(next);
      ++next;
    }
    dims->push_back(list_name.first);
    values->push_back(list_name.second);
    members->push_back(std::move(records));
  }
  for (const auto& [dim_value, numbers] : where) {
    dims->push_back(dim_value.first);
    values->push_back(dim_value.second);
    members->push_back(setText(numbers));
  }
}

void VisitSetsBuilder::write(soci::session& sql, const SetTables& tables,
                             const std::string& website_id, const std::string& key) const {
  const bool by_hour = std::string_view(tables.key) == "hour";
  // Numbered by visitor: a visitor's visits are neighbours, so a read counts its visitors as the
  // runs of neighbours its matching visits touch.
  std::vector<std::uint32_t> order(visits_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
    return visits_[a].visitor < visits_[b].visitor;
  });
  std::vector<std::uint32_t> number_of(visits_.size());
  std::vector<std::uint32_t> continuing, no_entry, no_channel;
  std::vector<long long> views, durations, seen;
  std::string visitors;
  std::uint32_t seen_before = 0;
  for (std::uint32_t n = 0; n < order.size(); ++n) {
    const Visit& visit = visits_[order[n]];
    number_of[order[n]] = n;
    if (n > 0 && visits_[order[n - 1]].visitor == visit.visitor) continuing.push_back(n);
    if (visit.no_entry) no_entry.push_back(n);
    if (visit.no_channel) no_channel.push_back(n);
    if (by_hour) appendSetNumber(visitorKey(visit.visitor), &visitors);
    views.push_back(visit.pageviews);
    durations.push_back(visit.duration_ms);
    if (visit.seen != visit.pageviews) {
      seen.push_back(n - seen_before);
      seen.push_back(visit.seen);
      seen_before = n;
    }
  }
  const long long count = static_cast<long long>(visits_.size());
  const std::string continuing_text = setText(continuing), views_text = numbersText(views),
                    durations_text = numbersText(durations), seen_text = numbersText(seen),
                    no_entry_text = setText(no_entry), no_channel_text = setText(no_channel);
  sql << std::string("INSERT INTO ") + tables.visits + " (website_id, " + tables.key +
             ", visits, continuing, visitors, views, durations, seen, no_entry, no_channel) "
             "VALUES (:w, :d, :n, :c, :r, :v, :u, :s, :e, :h)",
      soci::use(website_id), soci::use(key), soci::use(count), soci::use(continuing_text),
      soci::use(visitors), soci::use(views_text), soci::use(durations_text), soci::use(seen_text),
      soci::use(no_entry_text), soci::use(no_channel_text);
  std::vector<std::string> dims, values, members;
  for (const auto& [dim_value, places] : sets_) {
    std::vector<std::uint32_t> numbers;
    numbers.reserve(places.size());
    for (const std::uint32_t place : places) numbers.push_back(number_of[place]);
    std::sort(numbers.begin(), numbers.end());
    dims.push_back(dim_value.first);
    values.push_back(dim_value.second);
    members.push_back(setText(numbers));
  }
  eventRows(number_of, key, &dims, &values, &members);
  if (dims.empty()) return;
  std::vector<std::string> sites(dims.size(), website_id), keys(dims.size(), key);
  sql << std::string("INSERT INTO ") + tables.sets + " (website_id, dim, " + tables.key +
             ", value, members) VALUES (:w, :k, :d, :v, :m)",
      soci::use(sites), soci::use(dims), soci::use(keys), soci::use(values), soci::use(members);
}

void unrollVisitSets(soci::session& sql, const SetTables& tables, const std::string& website_id,
                     const std::vector<std::string>& keys) {
  for (const std::string& key : keys) {
    for (const char* table : {tables.visits, tables.sets}) {
      sql << std::string("DELETE FROM ") + table + " WHERE website_id = :w AND " + tables.key +
                 " = :k",
          soci::use(website_id), soci::use(key);
    }
  }
}

std::uint64_t visitorKey(const std::string& visitor) {
  // FNV-1a: the same in every process and build (std::hash is not).
  std::uint64_t h = 14695981039346656037ULL;
  for (const unsigned char c : visitor) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return h;
}

bool visitSetsAnswer(const TrafficFilter& filter) {
  return filter.any() && !filter.path && !rolledFilterOf(filter);
}

namespace {

// What the rolls of the days (hours) answering `filter` rolled: its goal, its property's key.
RolledFilter rolledOf(const TrafficFilter& filter) {
  RolledFilter rolled{"", "", kVisitSetsRollVersion};
  if (filter.goal) rolled.goal_id = filter.goal->id;
  if (filter.property) rolled.property_key = filter.property->key;
  return rolled;
}

}  // namespace

std::set<std::string> visitSetDays(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to,
                                   const TrafficFilter& filter) {
  return rolledDays(sql, website_id, from, to, rolledOf(filter));
}

std::map<std::string, RolledDay> visitSetEventDays(soci::session& sql,
                                                   const std::string& website_id,
                                                   const std::string& from, const std::string& to,
                                                   const TrafficFilter& filter) {
  RolledFilter rolled = rolledOf(filter);
  rolled.since_version = kEventSetsRollVersion;
  return rolledDayGoals(sql, website_id, from, to, rolled);
}

std::set<std::string> visitSetHoursWith(soci::session& sql, const std::string& website_id,
                                        const std::string& first, const std::string& last,
                                        const std::string& dim, const std::string& value) {
  std::set<std::string> hours;
  std::string hour;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(dim));
  st.exchange(soci::use(first));
  st.exchange(soci::use(last));
  st.exchange(soci::use(value));
  st.exchange(soci::into(hour));
  prepareOnce(st,
              "SELECT hour FROM analytics_visit_hour_sets WHERE website_id = :w AND dim = "
              ":d AND hour >= :f AND hour <= :l AND value = :v");
  st.execute();
  while (st.fetch()) hours.insert(hour);
  return hours;
}

std::map<std::string, RolledHour> visitSetEventHours(soci::session& sql,
                                                     const std::string& website_id,
                                                     const std::string& first,
                                                     const std::string& last,
                                                     const TrafficFilter& filter) {
  const std::set<std::string> with_lists =
      visitSetHoursWith(sql, website_id, first, last, kEventListsDim, kEventListsFormat);
  std::map<std::string, RolledHour> hours =
      rolledHourGoals(sql, website_id, first, last, rolledOf(filter));
  std::erase_if(hours, [&](const auto& rolled) { return !with_lists.count(rolled.first); });
  return hours;
}

std::set<std::string> visitSetHours(soci::session& sql, const std::string& website_id,
                                    const std::string& first, const std::string& last,
                                    const TrafficFilter& filter) {
  std::set<std::string> with_sets;
  std::string hour;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(first));
  st.exchange(soci::use(last));
  st.exchange(soci::into(hour));
  prepareOnce(st,
              "SELECT hour FROM analytics_visit_hours WHERE website_id = :w AND hour >= "
              ":f AND hour <= :l");
  st.execute();
  while (st.fetch()) with_sets.insert(hour);
  std::set<std::string> hours;
  for (const std::string& rolled :
       rolledHours(sql, website_id, first, last, std::nullopt, rolledOf(filter))) {
    if (with_sets.count(rolled)) hours.insert(rolled);
  }
  return hours;
}

namespace {

// A day's (an hour's) visits as a read sees them: each visit's figures, and which match the
// read's filters.
struct SetDay {
  std::uint32_t visits = 0;
  std::vector<std::uint32_t> visitor;       // its visitor's number in the day (hour): ascending
  std::vector<std::uint64_t> visitor_keys;  // hours: its visitor's visitorKey
  // Pageviews (its visit row's, and its rows'), duration: a visit lasts less than a day.
  std::vector<std::uint32_t> views, durations, seen;
  std::vector<char> no_entry, no_channel, match;
};
using SetDays = std::map<std::string, SetDay>;  // by day (hour)

// How many days a read holds in memory at once (about 20 bytes a visit): their sets are read
// together, a query a filter and chunk.
constexpr std::size_t kDaysAtOnce = 8;

// The numbers of a list's `text`, each at most UINT32_MAX, or nullopt when it is not one.
std::optional<std::vector<std::uint32_t>> numbersOf(std::string_view text) {
  std::vector<std::uint32_t> numbers;
  bool small = true;
  const bool ok = forEachSetNumber(text, [&](std::uint64_t n) {
    small = small && n <= UINT32_MAX;
    numbers.push_back(static_cast<std::uint32_t>(n));
  });
  if (!ok || !small) return std::nullopt;
  return numbers;
}

// Calls `each(chunk)` with `keys` kDaysAtOnce at a time, in order.
template <typename Each>
void inChunks(const std::set<std::string>& keys, Each each) {
  std::set<std::string> chunk;
  for (const std::string& key : keys) {
    chunk.insert(key);
    if (chunk.size() == kDaysAtOnce) {
      each(chunk);
      chunk.clear();
    }
  }
  if (!chunk.empty()) each(chunk);
}

// Marks in `marks` (of `visits` places) the visits of the set's text; false when it is not one.
bool markSet(std::string_view text, std::uint32_t visits, std::vector<char>* marks) {
  std::uint64_t at = 0;
  bool inside = true;
  const bool ok = forEachSetNumber(text, [&](std::uint64_t n) {
    at += n;
    if (at < visits) {
      (*marks)[at] = 1;
    } else {
      inside = false;
    }
  });
  return ok && inside;
}

// `text` read as written, or nullopt.
std::optional<SetDay> setDayOf(long long visits, const std::string& continuing,
                               const std::string& visitors, const std::string& views,
                               const std::string& durations, const std::string& seen,
                               const std::string& no_entry, const std::string& no_channel) {
  if (visits < 0 || visits > UINT32_MAX) return std::nullopt;
  SetDay d;
  d.visits = static_cast<std::uint32_t>(visits);
  auto view_counts = numbersOf(views);
  auto duration_ms = numbersOf(durations);
  const auto seen_pairs = numbersOf(seen);
  if (!view_counts || !duration_ms || !seen_pairs || view_counts->size() != d.visits ||
      duration_ms->size() != d.visits || seen_pairs->size() % 2 != 0) {
    return std::nullopt;
  }
  d.views = std::move(*view_counts);
  d.durations = std::move(*duration_ms);
  d.seen = d.views;
  std::uint64_t at = 0;
  for (std::size_t i = 0; i < seen_pairs->size(); i += 2) {
    at += (*seen_pairs)[i];
    if (at < d.visits) d.seen[at] = (*seen_pairs)[i + 1];
  }
  if (!visitors.empty()) {
    const bool ok =
        forEachSetNumber(visitors, [&](std::uint64_t key) { d.visitor_keys.push_back(key); });
    if (!ok || d.visitor_keys.size() != d.visits) return std::nullopt;
  }
  std::vector<char> continues(d.visits, 0);
  d.no_entry.assign(d.visits, 0);
  d.no_channel.assign(d.visits, 0);
  if (!markSet(continuing, d.visits, &continues) || !markSet(no_entry, d.visits, &d.no_entry) ||
      !markSet(no_channel, d.visits, &d.no_channel)) {
    return std::nullopt;
  }
  d.visitor.resize(d.visits);
  std::uint32_t visitor = 0;
  for (std::uint32_t v = 0; v < d.visits; ++v) {
    if (v > 0 && !continues[v]) ++visitor;
    d.visitor[v] = visitor;
  }
  d.match.assign(d.visits, 1);
  return d;
}

// The days (hours) `keys` of `scope`'s website, every visit matching (before the filters); a
// key without a row (an hour without traffic) has no visits. One not as written is left out
// rather than misread.
SetDays loadSets(soci::session& sql, const SetTables& tables, const TrafficScope& scope,
                 const std::set<std::string>& keys) {
  SetDays out;
  if (keys.empty()) return out;
  const std::string& from = *keys.begin();
  const std::string& to = *keys.rbegin();
  std::string key, continuing, visitors, views, durations, seen, no_entry, no_channel;
  long long visits = 0;
  soci::statement st(sql);
  st.exchange(soci::use(scope.website_id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::into(key));
  st.exchange(soci::into(visits));
  st.exchange(soci::into(continuing));
  st.exchange(soci::into(visitors));
  st.exchange(soci::into(views));
  st.exchange(soci::into(durations));
  st.exchange(soci::into(seen));
  st.exchange(soci::into(no_entry));
  st.exchange(soci::into(no_channel));
  prepareOnce(st, std::string("SELECT ") + tables.key +
                      ", visits, continuing, visitors, views, durations, seen, no_entry, "
                      "no_channel FROM " +
                      tables.visits + " WHERE website_id = :w AND " + tables.key + " >= :f AND " +
                      tables.key + " <= :t");
  st.execute();
  while (st.fetch()) {
    if (!keys.count(key)) continue;
    std::optional<SetDay> d =
        setDayOf(visits, continuing, visitors, views, durations, seen, no_entry, no_channel);
    if (d) out.emplace(key, std::move(*d));
  }
  return out;
}

// Calls `each(key, value, members)` for the rows of `dim` of the days (hours) `keys`, of one
// value when `value` is set.
using EachSet = std::function<void(const std::string&, const std::string&, const std::string&)>;
void forEachSetOf(soci::session& sql, const SetTables& tables, const std::string& website_id,
                  const std::set<std::string>& keys, const std::string& dim,
                  const std::optional<std::string>& value, const EachSet& each) {
  if (keys.empty()) return;
  const std::string& from = *keys.begin();
  const std::string& to = *keys.rbegin();
  std::string key, name, members;
  const std::string only = value.value_or("");
  const int by_value = value ? 1 : 0;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(dim));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.exchange(soci::use(by_value));
  st.exchange(soci::use(only));
  st.exchange(soci::into(key));
  st.exchange(soci::into(name));
  st.exchange(soci::into(members));
  prepareOnce(st, std::string("SELECT ") + tables.key + ", value, members FROM " + tables.sets +
                      " WHERE website_id = :w AND dim = :k AND " + tables.key + " >= :f AND " +
                      tables.key + " <= :t AND (:b = 0 OR value = :v)");
  st.execute();
  while (st.fetch()) {
    if (keys.count(key)) each(key, name, members);
  }
}
// The same on the loaded days (hours).
void forEachSet(soci::session& sql, const SetTables& tables, const TrafficScope& scope,
                const SetDays& days, const std::string& dim,
                const std::optional<std::string>& value, const EachSet& each) {
  std::set<std::string> keys;
  for (const auto& [key, d] : days) keys.insert(keys.end(), key);
  forEachSetOf(sql, tables, scope.website_id, keys, dim, value, each);
}

// One filter of the read as sets: the visits with `value` of `dim` (or, without, with a value
// that starts with `prefix` and holds `contains` after it), or, `negate`, those without.
struct SetFilter {
  std::string dim;
  std::optional<std::string> value;
  std::string prefix = "", contains = "";
  bool negate = false;
};

std::vector<SetFilter> setFiltersOf(const TrafficFilter& f) {
  std::vector<SetFilter> out;
  if (f.source) out.push_back({kSourceDim, *f.source});
  if (f.country) out.push_back({kCountryDim, *f.country});
  for (int b = 0; b < kBreakdowns; ++b) {
    if (f.breakdowns[b]) out.push_back({std::string(kBreakdownNames.values()[b]), f.breakdowns[b]});
  }
  if (f.goal) out.push_back({kGoalDim, f.goal->id});
  if (f.property) {
    const PropertyFilter& p = *f.property;
    if (p.match == PropertyFilter::kContains) {
      out.push_back({kPropertyDim, std::nullopt, propertyValue(p.key, ""), p.value});
    } else {
      SetFilter is{kPropertyDim, propertyValue(p.key, p.value)};
      is.negate = p.match == PropertyFilter::kIsNot;
      out.push_back(std::move(is));
    }
  }
  return out;
}

// The days (hours) `keys` with their visits matching every filter of `scope`.
SetDays matchedSets(soci::session& sql, const SetTables& tables, const TrafficScope& scope,
                    const std::set<std::string>& keys) {
  SetDays loaded = loadSets(sql, tables, scope, keys);
  for (const SetFilter& filter : setFiltersOf(scope.filter)) {
    std::map<std::string, std::vector<char>> in;
    forEachSet(sql, tables, scope, loaded, filter.dim, filter.value,
               [&](const std::string& key, const std::string& value, const std::string& members) {
                 if (!filter.value &&
                     (value.compare(0, filter.prefix.size(), filter.prefix) != 0 ||
                      value.find(filter.contains, filter.prefix.size()) == std::string::npos)) {
                   return;
                 }
                 SetDay& d = loaded.at(key);
                 std::vector<char>& marks = in[key];
                 if (marks.empty()) marks.assign(d.visits, 0);
                 markSet(members, d.visits, &marks);
               });
    for (auto& [key, d] : loaded) {
      const auto marks = in.find(key);
      for (std::uint32_t v = 0; v < d.visits; ++v) {
        const bool has = marks != in.end() && !marks->second.empty() && marks->second[v];
        if (has == filter.negate) d.match[v] = 0;
      }
    }
  }
  return loaded;
}

// The hours from `first` to `last` (inclusive).
std::set<std::string> hoursFrom(const std::string& first, const std::string& last) {
  std::set<std::string> hours;
  for (std::int64_t h = msOfHour(first); h <= msOfHour(last); h += kMsPerHour) {
    hours.insert(hourText(h));
  }
  return hours;
}

// The figures of the matching visits of a day in a set's text: `per_pageview` for the sets
// with a visit once per pageview (its views are the set's entries), `excluded` those of no row.
struct SetFigures {
  long long visitors = 0, visits = 0, views = 0, bounces = 0, duration_ms = 0;
};
void countSet(const SetDay& d, std::string_view members, bool per_pageview,
              const std::vector<const std::vector<char>*>& excluded, SetFigures* f) {
  std::uint64_t at = 0;
  long long last_visit = -1, last_visitor = -1;
  forEachSetNumber(members, [&](std::uint64_t n) {
    at += n;
    if (at >= d.visits || !d.match[at]) return;
    for (const std::vector<char>* out : excluded) {
      if ((*out)[at]) return;
    }
    const auto v = static_cast<long long>(at);
    if (per_pageview) f->views += 1;
    if (v == last_visit) return;
    last_visit = v;
    f->visits += 1;
    if (!per_pageview) f->views += d.views[at];
    f->bounces += d.views[at] == 1 ? 1 : 0;
    f->duration_ms += d.durations[at];
    if (d.visitor[at] != last_visitor) {
      last_visitor = d.visitor[at];
      f->visitors += 1;
    }
  });
}

// The totals of each day (hour) of `span`, by its key: its matching visits with their
// pageviews as the rows have them; on hours, a visitor counted in the hour of their first
// matching visit of the day (the day's earlier hours read for it).
std::map<std::string, TrafficTotals> totalsByKey(soci::session& sql, const TrafficScope& scope,
                                                 const SetSpan& span) {
  std::map<std::string, TrafficTotals> out;
  auto add = [](const SetDay& d, std::uint32_t v, bool new_visitor, TrafficTotals* t) {
    t->visitors += new_visitor ? 1 : 0;
    t->visits += 1;
    t->pageviews += d.seen[v];
    t->bounces += d.views[v] == 1 ? 1 : 0;
    t->duration_ms += d.durations[v];
  };
  inChunks(span.days, [&](const std::set<std::string>& days) {
    for (const auto& [day, d] : matchedSets(sql, kDaySets, scope, days)) {
      TrafficTotals& t = out[day];
      long long last_visitor = -1;
      for (std::uint32_t v = 0; v < d.visits; ++v) {
        if (!d.match[v]) continue;
        add(d, v, d.visitor[v] != last_visitor, &t);
        last_visitor = d.visitor[v];
      }
    }
  });
  if (span.first_hour.empty()) return out;
  const std::string midnight = span.first_hour.substr(0, 10) + "T00";
  std::string day;
  std::unordered_set<std::uint64_t> seen;  // the visitors of the day counted (or matched before)
  for (const auto& [hour, d] :
       matchedSets(sql, kHourSets, scope, hoursFrom(midnight, span.last_hour))) {
    if (hour.compare(0, 10, day) != 0) {
      day = hour.substr(0, 10);
      seen.clear();
    }
    TrafficTotals* t = hour >= span.first_hour ? &out[hour] : nullptr;
    for (std::uint32_t v = 0; v < d.visits; ++v) {
      if (!d.match[v]) continue;
      const bool new_visitor = seen.insert(d.visitor_keys[v]).second;
      if (t != nullptr) add(d, v, new_visitor, t);
    }
  }
  return out;
}

}  // namespace

TrafficTotals visitSetTotals(soci::session& sql, const TrafficScope& scope, const SetSpan& span) {
  TrafficTotals sum;
  for (const auto& [key, t] : totalsByKey(sql, scope, span)) {
    sum.visitors += t.visitors;
    sum.visits += t.visits;
    sum.pageviews += t.pageviews;
    sum.bounces += t.bounces;
    sum.duration_ms += t.duration_ms;
  }
  return sum;
}

std::map<std::string, SeriesFigures> visitSetSeries(soci::session& sql, const TrafficScope& scope,
                                                    const SetSpan& span, bool by_hour) {
  std::map<std::string, SeriesFigures> series;
  SetSpan hours = span;
  if (by_hour && !span.days.empty()) {
    // The rolled days by the hour of their pageviews.
    inChunks(span.days, [&](const std::set<std::string>& days) {
      const SetDays matched = matchedSets(sql, kDaySets, scope, days);
      forEachSet(sql, kDaySets, scope, matched, kHourDim, std::nullopt,
                 [&](const std::string& day, const std::string& hour, const std::string& members) {
                   SetFigures f;
                   countSet(matched.at(day), members, true, {}, &f);
                   if (f.views == 0) return;
                   SeriesFigures& s = series[day + 'T' + hour];
                   s.visitors += f.visitors;
                   s.visits += f.visits;
                   s.pageviews += f.views;
                 });
    });
    hours.days.clear();
  }
  for (const auto& [key, t] : totalsByKey(sql, scope, hours)) {
    if (t.visits == 0) continue;
    SeriesFigures& s = series[by_hour ? key : key.substr(0, 10)];
    s.visitors += t.visitors;
    s.visits += t.visits;
    s.pageviews += t.pageviews;
  }
  return series;
}

std::vector<PanelRow> visitSetPanel(soci::session& sql, const Panel& panel,
                                    const TrafficScope& scope, const SetSpan& span) {
  const std::string name = panel.name;
  int breakdown = -1;
  for (int b = 0; b < kBreakdowns; ++b) {
    if (kBreakdownNames.values()[b] == name) breakdown = b;
  }
  // A visit with a channel: whether an empty value of the breakdown makes a row (not a UTM
  // field's).
  VisitBreakdowns with_channel;
  with_channel[kChannel] = "-";
  const bool per_pageview = name == kPageDim || name == kCountryDim;
  std::map<std::string, PanelFigures> rows;
  auto count = [&](const SetTables& tables, const std::set<std::string>& keys) {
    const SetDays matched = matchedSets(sql, tables, scope, keys);
    forEachSet(sql, tables, scope, matched, name, std::nullopt,
               [&](const std::string& key, const std::string& value, const std::string& members) {
                 const SetDay& d = matched.at(key);
                 std::vector<const std::vector<char>*> excluded;
                 if (name == kSourceDim || breakdown >= 0) excluded.push_back(&d.no_entry);
                 if (breakdown >= 0) {
                   excluded.push_back(&d.no_channel);
                   if (value.empty() && !makesRow(with_channel, breakdown)) return;
                 }
                 SetFigures f;
                 countSet(d, members, per_pageview, excluded, &f);
                 if (f.visits == 0) return;
                 PanelFigures& row = rows[value];
                 row.views += f.views;
                 row.visits += f.visits;
                 row.bounces += f.bounces;
                 row.duration_ms += f.duration_ms;
               });
  };
  inChunks(span.days, [&](const std::set<std::string>& days) { count(kDaySets, days); });
  if (!span.first_hour.empty()) count(kHourSets, hoursFrom(span.first_hour, span.last_hour));
  std::vector<PanelRow> out;
  for (auto& [value, figures] : rows) out.push_back(PanelRow{value, figures});
  return out;
}

namespace {

// How many numbers an event of `list` has in a day's (an hour's) row (visit_sets.h).
std::size_t eventWidth(const std::string& list, bool by_hour) {
  return (by_hour ? 4 : 3) + (list == kGoalEvents ? 1 : 0);
}

// A list's row of a day (an hour) as written: the number of its first event over the day, then
// `width` numbers for each.
struct EventListRow {
  std::string name;
  std::uint64_t first = 0;
  std::size_t width = 3;
  std::vector<std::uint64_t> records;
  std::uint64_t count() const { return records.size() / width; }
  const std::uint64_t* event(std::uint64_t k) const { return records.data() + k * width; }
};
using EventRows = std::map<std::string, std::vector<EventListRow>>;  // by day (hour)

// The rows of `list` of the days (hours) `keys` that `wanted(key, name)` keeps, with in `ends`
// (by key) the end of the numbers their events reach. One not as written is left out rather
// than misread.
EventRows readEventRows(soci::session& sql, const SetTables& tables, const std::string& website_id,
                        const std::set<std::string>& keys, const char* list,
                        const std::function<bool(const std::string&, const std::string&)>& wanted,
                        std::map<std::string, std::uint64_t>* ends) {
  EventRows rows;
  const std::size_t width = eventWidth(list, std::string_view(tables.key) == "hour");
  forEachSetOf(sql, tables, website_id, keys, list, std::nullopt,
               [&](const std::string& key, const std::string& name, const std::string& members) {
                 if (!wanted(key, name)) return;
                 EventListRow row;
                 row.name = name;
                 row.width = width;
                 bool first = true;
                 const bool ok = forEachSetNumber(members, [&](std::uint64_t n) {
                   if (first) {
                     row.first = n;
                     first = false;
                   } else {
                     row.records.push_back(n);
                   }
                 });
                 if (!ok || first || row.records.size() % width != 0 || row.first > UINT32_MAX ||
                     row.count() > UINT32_MAX) {
                   return;
                 }
                 std::uint64_t& end = (*ends)[key];
                 end = std::max(end, row.first + row.count());
                 rows[key].push_back(std::move(row));
               });
  return rows;
}

// A read's filters as the events' lists take them: an event's country and source are its own
// (`own`: the sets of their dims), the other filters its visit's (`visits`, when `by_visit`).
using OwnFilters = std::vector<std::pair<const char*, std::string>>;
struct EventFilters {
  TrafficScope visits;
  bool by_visit = false;
  OwnFilters own;
};
EventFilters eventFiltersOf(const TrafficScope& scope) {
  EventFilters f;
  f.visits = scope;
  f.visits.filter.source.reset();
  f.visits.filter.country.reset();
  f.by_visit = f.visits.filter.any();
  if (scope.filter.country) f.own.emplace_back(kEventCountryDim, *scope.filter.country);
  if (scope.filter.source) f.own.emplace_back(kEventSourceDim, *scope.filter.source);
  return f;
}

// By day (hour) of `keys`, for each of `own` (an event's own dim and value) the events of the
// day that have it, of the `ends` (by key) numbers the read's lists reach.
std::map<std::string, std::vector<std::vector<char>>> ownMarks(
    soci::session& sql, const SetTables& tables, const std::string& website_id,
    const std::set<std::string>& keys, const OwnFilters& own,
    const std::map<std::string, std::uint64_t>& ends) {
  std::map<std::string, std::vector<std::vector<char>>> in;
  for (std::size_t i = 0; i < own.size(); ++i) {
    forEachSetOf(sql, tables, website_id, keys, own[i].first, own[i].second,
                 [&](const std::string& key, const std::string&, const std::string& members) {
                   const std::uint64_t end = ends.at(key);
                   if (end > UINT32_MAX) return;
                   std::vector<std::vector<char>>& marks = in[key];
                   marks.resize(own.size());
                   marks[i].assign(end, 0);
                   markSet(members, static_cast<std::uint32_t>(end), &marks[i]);
                 });
  }
  return in;
}

// Which events of a read's rows match its filters: their visit does (when it filters visits)
// and they are in each of the own filters' marks. Reads the sets of the rows' days (hours) once.
class EventMatches {
 public:
  EventMatches(soci::session& sql, const SetTables& tables, const TrafficScope& scope,
               const EventRows& rows, const std::map<std::string, std::uint64_t>& ends)
      : filters_(eventFiltersOf(scope)), none_(filters_.own.size()) {
    std::set<std::string> keys;
    for (const auto& [key, of] : rows) keys.insert(keys.end(), key);
    if (filters_.by_visit) matched_ = matchedSets(sql, tables, filters_.visits, keys);
    own_ = ownMarks(sql, tables, scope.website_id, keys, filters_.own, ends);
  }

  // Takes up the events of `key`; false when none of them can match (its visits not as written).
  bool select(const std::string& key) {
    visits_ = nullptr;
    if (filters_.by_visit) {
      const auto it = matched_.find(key);
      if (it == matched_.end()) return false;
      visits_ = &it->second;
    }
    const auto marks = own_.find(key);
    marks_ = marks != own_.end() ? &marks->second : &none_;
    return true;
  }

  // Whether the event numbered `at` of the key taken up, of the visit `visit` + 1 (0: none),
  // matches.
  bool operator()(std::uint64_t visit, std::uint64_t at) const {
    const SetDay* d = visits_;
    if (d != nullptr && (visit == 0 || visit > d->visits || !d->match[visit - 1])) return false;
    return std::none_of(marks_->begin(), marks_->end(),
                        [at](const std::vector<char>& in) { return at >= in.size() || !in[at]; });
  }

 private:
  EventFilters filters_;
  std::vector<std::vector<char>> none_;  // no event has an own value met in no row
  SetDays matched_;
  std::map<std::string, std::vector<std::vector<char>>> own_;
  const SetDay* visits_ = nullptr;
  const std::vector<std::vector<char>>* marks_ = &none_;
};

// Adds the events of `row` (a day's) that match to `f`; its visitors are the runs of the events
// of one visitor.
void countEvents(const EventListRow& row, const EventMatches& matches, EventFigures* f) {
  long long run = -1, counted = -1;  // the visitor's run, the last run counted
  for (std::uint64_t k = 0; k < row.count(); ++k) {
    const std::uint64_t* e = row.event(k);  // visit + 1, visitor's step, revenue + 1
    if (k == 0 || e[1] != 0) ++run;
    if (!matches(e[0], row.first + k)) continue;
    f->events += 1;
    if (e[2] > 0) {
      f->revenue_micros += unzigzag(e[2] - 1);
      f->revenue_events += 1;
    }
    if (run != counted) {
      f->visitors += 1;
      counted = run;
    }
  }
}

}  // namespace

std::map<std::string, EventFigures> visitSetEvents(
    soci::session& sql, const TrafficScope& scope, const char* list,
    const std::set<std::string>& days,
    const std::function<bool(const std::string&, const std::string&)>& wanted) {
  std::map<std::string, EventFigures> out;
  inChunks(days, [&](const std::set<std::string>& chunk) {
    std::map<std::string, std::uint64_t> ends;
    const EventRows rows =
        readEventRows(sql, kDaySets, scope.website_id, chunk, list, wanted, &ends);
    if (rows.empty()) return;
    EventMatches matches(sql, kDaySets, scope, rows, ends);
    for (const auto& [day, of] : rows) {
      if (!matches.select(day)) continue;
      for (const EventListRow& row : of) {
        EventFigures f;
        countEvents(row, matches, &f);
        if (f.events == 0) continue;  // a name that no matching event has
        EventFigures& sum = out[row.name];
        sum.visitors += f.visitors;
        sum.events += f.events;
        sum.revenue_micros += f.revenue_micros;
        sum.revenue_events += f.revenue_events;
      }
    }
  });
  return out;
}

std::map<std::string, EventFigures> visitSetHourEvents(
    soci::session& sql, const TrafficScope& scope, const char* list, const std::string& from,
    const std::string& until, const std::function<bool(const std::string&)>& wanted,
    std::map<std::string, std::unordered_set<std::uint64_t>>* seen) {
  std::map<std::string, EventFigures> out;
  const std::int64_t from_ms = msOfHour(from), until_ms = msOfHour(until);
  if (until_ms <= dayOfMs(from_ms) * seo::sdk::dates::kMsPerDay) return out;
  // An event is kept with its visit's hour, which may be earlier: the day's hours from midnight.
  const std::set<std::string> hours =
      hoursFrom(from.substr(0, 10) + "T00", hourText(until_ms - kMsPerHour));
  std::map<std::string, std::uint64_t> ends;
  const EventRows rows = readEventRows(
      sql, kHourSets, scope.website_id, hours, list,
      [&wanted](const std::string&, const std::string& name) { return wanted(name); }, &ends);
  if (rows.empty()) return out;
  EventMatches matches(sql, kHourSets, scope, rows, ends);
  // By name: each visitor's first matching event's hour (ms).
  std::map<std::string, std::unordered_map<std::uint64_t, std::int64_t>> first;
  for (const auto& [hour, of] : rows) {
    if (!matches.select(hour)) continue;
    const std::int64_t hour_ms = msOfHour(hour);
    for (const EventListRow& row : of) {
      EventFigures& f = out[row.name];
      std::unordered_map<std::uint64_t, std::int64_t>& firsts = first[row.name];
      for (std::uint64_t k = 0; k < row.count(); ++k) {
        // Its visit + 1, visitor, revenue + 1, hours after this one it happened.
        const std::uint64_t* e = row.event(k);
        if (e[3] > 24 || !matches(e[0], row.first + k)) continue;
        const std::int64_t happened = hour_ms + static_cast<std::int64_t>(e[3]) * kMsPerHour;
        const auto [earliest, added] = firsts.try_emplace(e[1], happened);
        if (!added) earliest->second = std::min(earliest->second, happened);
        if (happened < from_ms || happened >= until_ms) continue;
        f.events += 1;
        if (e[2] > 0) {
          f.revenue_micros += unzigzag(e[2] - 1);
          f.revenue_events += 1;
        }
      }
    }
  }
  for (const auto& [name, firsts] : first) {
    for (const auto& [visitor, happened] : firsts) {
      if (happened >= from_ms && happened < until_ms) out[name].visitors += 1;
      if (seen != nullptr && happened < until_ms) (*seen)[name].insert(visitor);
    }
  }
  std::erase_if(out, [](const auto& named) { return named.second.events == 0; });
  return out;
}

namespace {

// A funnel's step's event as the sets keep it, matching the read.
struct StepEvent {
  std::uint64_t visitor;  // days: its number over the day; hours: visitorKey
  std::uint64_t visit;    // its visit's place (0: it joined none)
  std::uint64_t time;     // its place in time among its day's (hour's) goal events
  std::int64_t happened;  // hours: its hour (ms)
  unsigned steps;         // the steps it is an event of, a bit each
};

// The bits of the steps `name` (a goal's id) is among `steps`.
unsigned stepBits(const std::vector<std::string>& steps, const std::string& name) {
  unsigned bits = 0;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    if (steps[k] == name) bits |= 1u << k;
  }
  return bits;
}

// Walks `events` visitor by visitor in time order, by funnel_walk.h's rule (reachFunnelStep):
// `each(visitor, where they stand)` once each.
template <typename Each>
void walkStepEvents(std::vector<StepEvent>& events, std::size_t steps, Each each) {
  std::sort(events.begin(), events.end(), [](const StepEvent& a, const StepEvent& b) {
    return std::tie(a.visitor, a.time) < std::tie(b.visitor, b.time);
  });
  for (std::size_t i = 0; i < events.size();) {
    const std::uint64_t visitor = events[i].visitor;
    SetFunnelVisitor state;
    std::uint64_t visit = 0;  // the visit of their latest event that joined one
    std::size_t reached = 0;  // the steps it reached
    while (i < events.size() && events[i].visitor == visitor) {
      StepEvent e = events[i];
      // An event of several steps (in several goals' lists) is one event.
      for (++i; i < events.size() && events[i].visitor == visitor && events[i].time == e.time;
           ++i) {
        e.steps |= events[i].steps;
      }
      if (e.steps & 1u) state.entered_ms = std::min(state.entered_ms, e.happened);
      std::size_t* at = &state.loose;
      if (e.visit != 0) {
        if (e.visit != visit) {
          visit = e.visit;
          reached = 0;
        }
        at = &reached;
      }
      reachFunnelStep(e.steps, steps, *at, state.best);
    }
    each(visitor, state);
  }
}

}  // namespace

std::map<std::string, std::vector<long long>> visitSetFunnelDays(
    soci::session& sql, const TrafficScope& scope, const std::vector<std::string>& steps,
    const std::set<std::string>& days) {
  std::map<std::string, std::vector<long long>> out;
  inChunks(days, [&](const std::set<std::string>& chunk) {
    std::map<std::string, std::uint64_t> ends;
    const EventRows rows = readEventRows(
        sql, kDaySets, scope.website_id, chunk, kGoalEvents,
        [&steps](const std::string&, const std::string& name) {
          return stepBits(steps, name) != 0;
        },
        &ends);
    if (rows.empty()) return;
    EventMatches matches(sql, kDaySets, scope, rows, ends);
    for (const auto& [day, of] : rows) {
      if (!matches.select(day)) continue;
      std::vector<StepEvent> events;
      for (const EventListRow& row : of) {
        const unsigned bits = stepBits(steps, row.name);
        std::uint64_t visitor = 0;
        for (std::uint64_t k = 0; k < row.count(); ++k) {
          // Its visit + 1, visitor's step, revenue + 1, place in time.
          const std::uint64_t* e = row.event(k);
          visitor += e[1];
          if (matches(e[0], row.first + k)) events.push_back({visitor, e[0], e[3], 0, bits});
        }
      }
      std::vector<long long>& figures = out[day];
      figures.assign(steps.size(), 0);
      walkStepEvents(events, steps.size(), [&figures](std::uint64_t, const SetFunnelVisitor& v) {
        for (std::size_t k = 0; k < v.best; ++k) figures[k] += 1;
      });
    }
  });
  return out;
}

std::unordered_map<std::uint64_t, SetFunnelVisitor> visitSetFunnelHours(
    soci::session& sql, const TrafficScope& scope, const std::vector<std::string>& steps,
    const std::string& day, std::int64_t until_ms, std::int64_t before_ms) {
  std::unordered_map<std::uint64_t, SetFunnelVisitor> out;
  const std::int64_t midnight = parseDay(day).value_or(0) * seo::sdk::dates::kMsPerDay;
  if (until_ms <= midnight) return out;
  std::map<std::string, std::uint64_t> ends;
  const EventRows rows = readEventRows(
      sql, kHourSets, scope.website_id, hoursFrom(day + "T00", hourText(until_ms - kMsPerHour)),
      kGoalEvents,
      [&steps](const std::string&, const std::string& name) { return stepBits(steps, name) != 0; },
      &ends);
  if (rows.empty()) return out;
  EventMatches matches(sql, kHourSets, scope, rows, ends);
  std::vector<StepEvent> events;
  for (const auto& [hour, of] : rows) {
    if (!matches.select(hour)) continue;
    const std::int64_t hour_ms = msOfHour(hour);
    // The visits and the times of an hour's lists are its own: placed after the earlier hours'.
    const auto place = static_cast<std::uint64_t>((hour_ms - midnight) / kMsPerHour) << 32;
    for (const EventListRow& row : of) {
      const unsigned bits = stepBits(steps, row.name);
      for (std::uint64_t k = 0; k < row.count(); ++k) {
        // Its visit + 1, visitor, revenue + 1, hours after this one it happened, place in time.
        const std::uint64_t* e = row.event(k);
        if (e[3] > 24 || e[0] > UINT32_MAX || e[4] > UINT32_MAX) continue;
        const std::int64_t happened = hour_ms + static_cast<std::int64_t>(e[3]) * kMsPerHour;
        if (happened >= before_ms || !matches(e[0], row.first + k)) continue;
        events.push_back({e[1], e[0] == 0 ? 0 : place | e[0], place | e[4], happened, bits});
      }
    }
  }
  walkStepEvents(events, steps.size(), [&out](std::uint64_t visitor, const SetFunnelVisitor& v) {
    out.emplace(visitor, v);
  });
  return out;
}

}  // namespace seo::plugins::analytics
