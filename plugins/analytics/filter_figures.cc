#include "plugins/analytics/filter_figures.h"

#include <algorithm>
#include <utility>

namespace seo::plugins::analytics {

namespace {
// addUnder's visitor when the visit does not count its visitor under the value.
constexpr std::uint64_t kNoVisitor = ~std::uint64_t{0};
constexpr const char* kKindNames[kFirstBreakdownKind] = {"path", "country", "source",
                                                         "source_country"};

}  // namespace

const char* filterKindName(int kind) {
  if (kind == kGoalKind) return "goal";
  if (kind == kPropertyKind) return "property";
  // Breakdowns' names are literals: NUL-terminated.
  return kind < kFirstBreakdownKind ? kKindNames[kind]
                                    : kBreakdownNames.values()[kind - kFirstBreakdownKind].data();
}

std::vector<FilterKind> filterKinds(FilterKind first, FilterKind last) {
  std::vector<FilterKind> kinds;
  for (int kind = first; kind < last; ++kind) kinds.push_back(FilterKind(kind));
  return kinds;
}

std::string propertyValue(const std::string& key, const std::string& value) {
  return key + '\x1f' + value;
}

std::optional<RolledFilter> rolledFilterOf(const TrafficFilter& f) {
  const int count = f.count();
  if (count == 1 && f.goal) {
    RolledFilter rolled{"goal", f.goal->id, 4};
    rolled.goal_id = f.goal->id;
    return rolled;
  }
  if (count == 1 && f.property && f.property->match == PropertyFilter::kIs) {
    RolledFilter rolled{"property", propertyValue(f.property->key, f.property->value), 4};
    rolled.property_key = f.property->key;
    return rolled;
  }
  if (f.goal || f.property) return std::nullopt;
  if (count == 2 && f.source && f.country) {
    return RolledFilter{kKindNames[kSourceCountryKind], sourceCountryValue(*f.source, *f.country),
                        2};
  }
  if (count != 1) return std::nullopt;
  if (f.path) return RolledFilter{kKindNames[kPathKind], *f.path, 1};
  if (f.source) return RolledFilter{kKindNames[kSourceKind], *f.source, 1};
  if (f.country) return RolledFilter{kKindNames[kCountryKind], *f.country, 1};
  for (int b = 0; b < kBreakdowns; ++b) {
    if (f.breakdowns[b])
      return RolledFilter{filterKindName(kFirstBreakdownKind + b), *f.breakdowns[b], 3};
  }
  return std::nullopt;
}

std::optional<RolledFilter> hourFilterOf(const TrafficFilter& f) {
  if (f.path) return std::nullopt;
  return rolledFilterOf(f);
}

std::string sourceCountryValue(const std::string& source, const std::string& country) {
  return country + ' ' + source;
}

void insertFilterRows(soci::session& sql, const char* table, const char* key_column,
                      const std::string& website_id, const std::string& key,
                      const std::vector<FilterRow>& rows) {
  if (rows.empty()) return;
  std::vector<std::string> website(rows.size(), website_id), keys(rows.size(), key);
  std::vector<std::string> filter, value, panel, name;
  std::vector<long long> figures[5];
  for (const FilterRow& row : rows) {
    filter.push_back(row.filter);
    value.push_back(row.value);
    panel.push_back(row.panel);
    name.push_back(row.name);
    for (int i = 0; i < 5; ++i) figures[i].push_back(row.figures[i]);
  }
  sql << std::string("INSERT INTO ") + table + " (website_id, " + key_column +
             ", filter, value, panel, name, visitors, visits, views, bounces, duration_ms) "
             "VALUES (:w, :k, :f, :v, :p, :n, :a, :b, :c, :e, :g)",
      soci::use(website), soci::use(keys), soci::use(filter), soci::use(value), soci::use(panel),
      soci::use(name), soci::use(figures[0]), soci::use(figures[1]), soci::use(figures[2]),
      soci::use(figures[3]), soci::use(figures[4]);
}

void FilterFigures::add(const FilterPageview& view) {
  const std::uint64_t visit = intern(visits_, view.visit_id);
  const std::uint64_t visitor = intern(visitors_, view.visitor);
  const std::string source_country = sourceCountryValue(view.source, view.country);
  for (FilterKind kind : kinds_) {
    if (kind == kGoalKind || kind == kPropertyKind) {
      const std::vector<std::string>* values = kind == kGoalKind ? view.goals : view.properties;
      if (values == nullptr) continue;
      const std::vector<std::string>* earlier =
          kind == kGoalKind ? view.earlier_goals : view.earlier_properties;
      for (const std::string& value : *values) {
        const bool counts =
            earlier == nullptr || !std::binary_search(earlier->begin(), earlier->end(), value);
        addUnder(view, kind, value, visit, counts ? visitor : kNoVisitor);
      }
      continue;
    }
    const std::string& value = kind == kPathKind      ? view.path
                               : kind == kCountryKind ? view.country
                               : kind == kSourceKind  ? view.source
                               : kind == kSourceCountryKind
                                   ? source_country
                                   : view.breakdowns[kind - kFirstBreakdownKind];
    // A visit without a breakdown's value (recorded before, or no such UTM field) is in no
    // filter by it.
    if (kind >= kFirstBreakdownKind && value.empty()) continue;
    addUnder(view, kind, value, visit, visitor);
  }
}

void FilterFigures::addUnder(const FilterPageview& view, FilterKind kind, const std::string& value,
                             std::uint64_t visit, std::uint64_t visitor) {
  const char* filter = filterKindName(kind);
  // The pageview.
  const std::uint32_t total = row(filter, value, "total", "");
  rows_[total].figures[kFigureViews] += 1;
  if (hour_panel_) {
    const std::uint32_t in_hour = row(filter, value, "hour", view.hour);
    rows_[in_hour].figures[kFigureViews] += 1;
    distinct(in_hour, kFigureVisits, visit);
    if (visitor != kNoVisitor) distinct(in_hour, kFigureVisitors, visitor);
  }
  rows_[row(filter, value, "page", view.path)].figures[kFigureViews] += 1;
  const std::uint32_t in_country = row(filter, value, "country", view.country);
  rows_[in_country].figures[kFigureViews] += 1;
  distinct(in_country, kFigureVisits, visit);
  // Its visit, the first time it matches the value.
  if (!distinct(total, kFigureVisits, visit)) return;
  if (view.counts_visitor[kind] && visitor != kNoVisitor) distinct(total, kFigureVisitors, visitor);
  const long long bounce = view.pageviews == 1 ? 1 : 0;
  rows_[total].figures[kFigureBounces] += bounce;
  rows_[total].figures[kFigureDuration] += view.duration_ms;
  if (view.entry.empty()) return;  // a visit from before the page and source rollups
  FilterRow& entered = rows_[row(filter, value, "entry", view.entry)];
  entered.figures[kFigureVisits] += 1;
  entered.figures[kFigureBounces] += bounce;
  FilterRow& from = rows_[row(filter, value, "source", view.source)];
  from.figures[kFigureVisits] += 1;
  from.figures[kFigureViews] += view.pageviews;
  from.figures[kFigureBounces] += bounce;
  from.figures[kFigureDuration] += view.duration_ms;
  for (int b = 0; b < kBreakdowns; ++b) {
    if (!makesRow(view.breakdowns, b)) continue;
    FilterRow& by =
        rows_[row(filter, value, kBreakdownNames.values()[b].data(), view.breakdowns[b])];
    by.figures[kFigureVisits] += 1;
    by.figures[kFigureViews] += view.pageviews;
    by.figures[kFigureBounces] += bounce;
    by.figures[kFigureDuration] += view.duration_ms;
  }
}

void forEachFilterValue(const std::vector<FilterKind>& kinds, const FilterConversion& c,
                        const std::function<void(FilterKind, const std::string&)>& each) {
  for (FilterKind kind : kinds) {
    if (kind == kGoalKind || kind == kPropertyKind) {
      const std::vector<std::string>* values = kind == kGoalKind ? c.goals : c.properties;
      if (values == nullptr) continue;
      for (const std::string& value : *values) each(kind, value);
    } else if (kind >= kFirstBreakdownKind) {
      if (c.breakdowns == nullptr) continue;
      const std::string& value = (*c.breakdowns)[kind - kFirstBreakdownKind];
      if (!value.empty()) each(kind, value);
    } else {
      each(kind, kind == kPathKind      ? c.path
                 : kind == kCountryKind ? c.country
                 : kind == kSourceKind  ? c.source
                                        : sourceCountryValue(c.source, c.country));
    }
  }
}

FilterConversion goalConversion(const Goal& goal, const GoalEvent& e,
                                const VisitBreakdowns* breakdowns,
                                const VisitConversions& conversions) {
  FilterConversion c{goal.id, e.visitor, e.path, e.country, e.source, goalRevenue(goal, e)};
  if (breakdowns) {
    c.breakdowns = breakdowns;
    c.goals = conversions.goalsOf(e.visit_id);
    c.properties = conversions.propertiesOf(e.visit_id);
  }
  return c;
}

FilterConversion propertyConversion(const PropertyEvent& e, const VisitConversions& conversions) {
  FilterConversion where{"", e.visitor, e.path, e.country, e.source, std::nullopt};
  if (e.joined) {
    where.breakdowns = &e.breakdowns;
    where.goals = conversions.goalsOf(e.visit_id);
    where.properties = conversions.propertiesOf(e.visit_id);
  }
  return where;
}

void FilterFigures::addConversion(const FilterConversion& c) {
  const std::uint64_t visitor = intern(visitors_, c.visitor);
  forEachFilterValue(kinds_, c, [&](FilterKind kind, const std::string& value) {
    const std::uint32_t at = row(filterKindName(kind), value, "goal", c.goal_id);
    rows_[at].figures[kGoalPanelConversions] += 1;
    distinct(at, kFigureVisitors, visitor);
    if (!c.revenue_micros) return;
    rows_[at].figures[kGoalPanelRevenueMicros] += *c.revenue_micros;
    rows_[at].figures[kGoalPanelRevenueConversions] += 1;
  });
}

void FilterFigures::addProperty(const FilterConversion& where, const std::string& key,
                                const std::string* value) {
  const std::uint64_t visitor = intern(visitors_, where.visitor);
  const std::string named = value ? propertyValue(key, *value) : "";
  forEachFilterValue(kinds_, where, [&](FilterKind kind, const std::string& under) {
    const char* filter = filterKindName(kind);
    const std::uint32_t at = row(filter, under, "property", key);
    rows_[at].figures[kPropertyPanelEvents] += 1;
    distinct(at, kFigureVisitors, visitor);
    if (!value) return;
    const std::uint32_t of_value = row(filter, under, "property_value", named);
    rows_[of_value].figures[kPropertyPanelEvents] += 1;
    distinct(of_value, kFigureVisitors, visitor);
  });
}

std::uint64_t FilterFigures::intern(std::unordered_map<std::string, std::uint64_t>& ids,
                                    const std::string& id) {
  return ids.try_emplace(id, ids.size()).first->second;
}

std::uint32_t FilterFigures::row(const char* filter, const std::string& value, const char* panel,
                                 const std::string& name) {
  std::string key = std::string(filter) + '\x1f' + value + '\x1f' + panel + '\x1f' + name;
  auto [it, added] = index_.try_emplace(std::move(key), static_cast<std::uint32_t>(rows_.size()));
  if (added) rows_.push_back(FilterRow{filter, value, panel, name, {}});
  return it->second;
}

// Counts `id` (of visits or visitors, by `figure`) in the row's figure the first time; true then.
// Keys pack the row, the figure and the id in 64 bits: a day's sets stay small.
bool FilterFigures::distinct(std::uint32_t row, FilterFigure figure, std::uint64_t id) {
  const std::uint64_t key = (static_cast<std::uint64_t>(row) << 33) |
                            (static_cast<std::uint64_t>(figure == kFigureVisitors) << 32) | id;
  if (!seen_.insert(key).second) return false;
  rows_[row].figures[figure] += 1;
  return true;
}

}  // namespace seo::plugins::analytics
