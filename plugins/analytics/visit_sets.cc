#include "plugins/analytics/visit_sets.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <optional>
#include <utility>

#include "plugins/analytics/breakdowns.h"
#include "plugins/analytics/filter_rollups.h"

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
  sets_[{kHourDim, view.hour}].push_back(place);
}

void VisitSetsBuilder::write(soci::session& sql, const std::string& website_id,
                             const std::string& day) const {
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
  std::uint32_t seen_before = 0;
  for (std::uint32_t n = 0; n < order.size(); ++n) {
    const Visit& visit = visits_[order[n]];
    number_of[order[n]] = n;
    if (n > 0 && visits_[order[n - 1]].visitor == visit.visitor) continuing.push_back(n);
    if (visit.no_entry) no_entry.push_back(n);
    if (visit.no_channel) no_channel.push_back(n);
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
  sql << "INSERT INTO analytics_visit_days (website_id, day, visits, continuing, views, "
         "durations, seen, no_entry, no_channel) VALUES (:w, :d, :n, :c, :v, :u, :s, :e, :h)",
      soci::use(website_id), soci::use(day), soci::use(count), soci::use(continuing_text),
      soci::use(views_text), soci::use(durations_text), soci::use(seen_text),
      soci::use(no_entry_text), soci::use(no_channel_text);
  if (sets_.empty()) return;
  std::vector<std::string> sites(sets_.size(), website_id), days(sets_.size(), day), dims, values,
      members;
  for (const auto& [key, places] : sets_) {
    std::vector<std::uint32_t> numbers;
    numbers.reserve(places.size());
    for (const std::uint32_t place : places) numbers.push_back(number_of[place]);
    std::sort(numbers.begin(), numbers.end());
    dims.push_back(key.first);
    values.push_back(key.second);
    members.push_back(setText(numbers));
  }
  sql << "INSERT INTO analytics_visit_sets (website_id, dim, day, value, members) VALUES (:w, "
         ":k, :d, :v, :m)",
      soci::use(sites), soci::use(dims), soci::use(days), soci::use(values), soci::use(members);
}

void unrollVisitSets(soci::session& sql, const std::string& website_id, const std::string& day) {
  sql << "DELETE FROM analytics_visit_days WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
  sql << "DELETE FROM analytics_visit_sets WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
}

bool visitSetsAnswer(const TrafficFilter& filter) {
  return filter.any() && !filter.path && !rolledFilterOf(filter);
}

std::set<std::string> visitSetDays(soci::session& sql, const std::string& website_id,
                                   const std::string& from, const std::string& to,
                                   const TrafficFilter& filter) {
  RolledFilter rolled{"", "", kVisitSetsRollVersion};
  if (filter.goal) rolled.goal_id = filter.goal->id;
  if (filter.property) rolled.property_key = filter.property->key;
  std::set<std::string> days;
  for (const auto& [day, of] : rolledDayGoals(sql, website_id, from, to, rolled)) {
    days.insert(day);
  }
  return days;
}

namespace {

// A day's visits as a read sees them: each visit's figures, and which match the read's filters.
struct SetDay {
  std::uint32_t visits = 0;
  std::vector<std::uint32_t> visitor;  // its visitor's number: ascending with the visit's
  std::vector<long long> views, durations, seen;
  std::vector<char> no_entry, no_channel, match;
};

// The numbers of `text` (a list, or with `sets` a set's), or nullopt when it is not one.
std::optional<std::vector<long long>> numbersOf(std::string_view text, bool set) {
  std::vector<long long> numbers;
  std::uint64_t at = 0;
  const bool ok = forEachSetNumber(text, [&](std::uint64_t n) {
    at = set ? at + n : n;
    numbers.push_back(static_cast<long long>(at));
  });
  if (!ok) return std::nullopt;
  return numbers;
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

// The sets' days of `scope` among `days`, every visit matching (before the filters).
std::map<std::string, SetDay> loadDays(soci::session& sql, const TrafficScope& scope,
                                       const std::set<std::string>& days) {
  std::map<std::string, SetDay> out;
  if (days.empty()) return out;
  const std::string& from = *days.begin();
  const std::string& to = *days.rbegin();
  std::string day, continuing, views, durations, seen, no_entry, no_channel;
  long long visits = 0;
  soci::statement st =
      (sql.prepare << "SELECT day, visits, continuing, views, durations, seen, no_entry, "
                      "no_channel FROM analytics_visit_days WHERE website_id = :w AND day >= :f "
                      "AND day <= :t",
       soci::use(scope.website_id), soci::use(from), soci::use(to), soci::into(day),
       soci::into(visits), soci::into(continuing), soci::into(views), soci::into(durations),
       soci::into(seen), soci::into(no_entry), soci::into(no_channel));
  st.execute();
  while (st.fetch()) {
    if (!days.count(day) || visits < 0 || visits > UINT32_MAX) continue;
    SetDay d;
    d.visits = static_cast<std::uint32_t>(visits);
    const auto view_counts = numbersOf(views, false);
    const auto duration_ms = numbersOf(durations, false);
    const auto seen_pairs = numbersOf(seen, false);
    if (!view_counts || !duration_ms || !seen_pairs || view_counts->size() != d.visits ||
        duration_ms->size() != d.visits || seen_pairs->size() % 2 != 0) {
      continue;  // not as written: the day is left out rather than misread
    }
    d.views = std::move(*view_counts);
    d.durations = std::move(*duration_ms);
    d.seen = d.views;
    std::uint64_t at = 0;
    for (std::size_t i = 0; i < seen_pairs->size(); i += 2) {
      at += (*seen_pairs)[i];
      if (at < d.visits) d.seen[at] = (*seen_pairs)[i + 1];
    }
    std::vector<char> continues(d.visits, 0);
    d.no_entry.assign(d.visits, 0);
    d.no_channel.assign(d.visits, 0);
    if (!markSet(continuing, d.visits, &continues) || !markSet(no_entry, d.visits, &d.no_entry) ||
        !markSet(no_channel, d.visits, &d.no_channel)) {
      continue;
    }
    d.visitor.resize(d.visits);
    std::uint32_t visitor = 0;
    for (std::uint32_t v = 0; v < d.visits; ++v) {
      if (v > 0 && !continues[v]) ++visitor;
      d.visitor[v] = visitor;
    }
    d.match.assign(d.visits, 1);
    out.emplace(day, std::move(d));
  }
  return out;
}

// Calls `each(day, value, members)` for the rows of `dim` on the loaded days (of one value when
// `value` is set).
void forEachSet(
    soci::session& sql, const TrafficScope& scope, const std::map<std::string, SetDay>& days,
    const std::string& dim, const std::optional<std::string>& value,
    const std::function<void(const std::string&, const std::string&, const std::string&)>& each) {
  if (days.empty()) return;
  const std::string& from = days.begin()->first;
  const std::string& to = days.rbegin()->first;
  std::string day, name, members;
  const std::string only = value.value_or("");
  const int by_value = value ? 1 : 0;
  soci::statement st =
      (sql.prepare << "SELECT day, value, members FROM analytics_visit_sets WHERE website_id = :w "
                      "AND dim = :k AND day >= :f AND day <= :t AND (:b = 0 OR value = :v)",
       soci::use(scope.website_id), soci::use(dim), soci::use(from), soci::use(to),
       soci::use(by_value), soci::use(only), soci::into(day), soci::into(name),
       soci::into(members));
  st.execute();
  while (st.fetch()) {
    if (days.count(day)) each(day, name, members);
  }
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

// The loaded days with their visits matching every filter of `scope`.
std::map<std::string, SetDay> matchedDays(soci::session& sql, const TrafficScope& scope,
                                          const std::set<std::string>& days) {
  std::map<std::string, SetDay> loaded = loadDays(sql, scope, days);
  for (const SetFilter& filter : setFiltersOf(scope.filter)) {
    std::map<std::string, std::vector<char>> in;
    forEachSet(sql, scope, loaded, filter.dim, filter.value,
               [&](const std::string& day, const std::string& value, const std::string& members) {
                 if (!filter.value &&
                     (value.compare(0, filter.prefix.size(), filter.prefix) != 0 ||
                      value.find(filter.contains, filter.prefix.size()) == std::string::npos)) {
                   return;
                 }
                 SetDay& d = loaded.at(day);
                 std::vector<char>& marks = in[day];
                 if (marks.empty()) marks.assign(d.visits, 0);
                 markSet(members, d.visits, &marks);
               });
    for (auto& [day, d] : loaded) {
      const auto marks = in.find(day);
      for (std::uint32_t v = 0; v < d.visits; ++v) {
        const bool has = marks != in.end() && marks->second[v];
        if (has == filter.negate) d.match[v] = 0;
      }
    }
  }
  return loaded;
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

// A day's totals: every matching visit, its pageviews as the day's rows have them.
SeriesFigures dayTotals(const SetDay& d, TrafficTotals* totals) {
  SeriesFigures s;
  long long last_visitor = -1;
  for (std::uint32_t v = 0; v < d.visits; ++v) {
    if (!d.match[v]) continue;
    s.visits += 1;
    s.pageviews += d.seen[v];
    if (d.visitor[v] != last_visitor) {
      last_visitor = d.visitor[v];
      s.visitors += 1;
    }
    if (totals != nullptr) {
      totals->bounces += d.views[v] == 1 ? 1 : 0;
      totals->duration_ms += d.durations[v];
    }
  }
  if (totals != nullptr) {
    totals->visitors += s.visitors;
    totals->visits += s.visits;
    totals->pageviews += s.pageviews;
  }
  return s;
}

}  // namespace

TrafficTotals visitSetTotals(soci::session& sql, const TrafficScope& scope,
                             const std::set<std::string>& days) {
  TrafficTotals totals;
  for (const auto& [day, d] : matchedDays(sql, scope, days)) dayTotals(d, &totals);
  return totals;
}

std::map<std::string, SeriesFigures> visitSetSeries(soci::session& sql, const TrafficScope& scope,
                                                    const std::set<std::string>& days,
                                                    bool by_hour) {
  std::map<std::string, SeriesFigures> series;
  const std::map<std::string, SetDay> matched = matchedDays(sql, scope, days);
  if (!by_hour) {
    for (const auto& [day, d] : matched) {
      const SeriesFigures s = dayTotals(d, nullptr);
      if (s.visits > 0) series[day] = s;
    }
    return series;
  }
  forEachSet(sql, scope, matched, kHourDim, std::nullopt,
             [&](const std::string& day, const std::string& hour, const std::string& members) {
               SetFigures f;
               countSet(matched.at(day), members, true, {}, &f);
               if (f.views == 0) return;
               SeriesFigures& s = series[day + 'T' + hour];
               s.visitors += f.visitors;
               s.visits += f.visits;
               s.pageviews += f.views;
             });
  return series;
}

std::vector<PanelRow> visitSetPanel(soci::session& sql, const Panel& panel,
                                    const TrafficScope& scope, const std::set<std::string>& days) {
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
  const std::map<std::string, SetDay> matched = matchedDays(sql, scope, days);
  std::map<std::string, PanelFigures> rows;
  forEachSet(sql, scope, matched, name, std::nullopt,
             [&](const std::string& day, const std::string& value, const std::string& members) {
               const SetDay& d = matched.at(day);
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
  std::vector<PanelRow> out;
  for (auto& [value, figures] : rows) out.push_back(PanelRow{value, figures});
  return out;
}

}  // namespace seo::plugins::analytics
