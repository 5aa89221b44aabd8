#include "plugins/analytics/panels.h"

namespace seo::plugins::analytics {

std::string sumOf(const std::string& expression) {
  return "CAST(COALESCE(SUM(" + expression + "), 0) AS BIGINT)";
}

const std::string kBounceOfVisit = "CASE WHEN pageviews = 1 THEN 1 ELSE 0 END";

// A source's rows and the entry pages' come from the visits whose first page is known: a visit
// from before those rollups existed has none (traffic_batch.cc).
const Panel kPagesPanel{"page",
                        "analytics_daily_pages",
                        "path",
                        RawRows::kPageviews,
                        "e.path",
                        "",
                        {{&PanelFigures::views, "views", "views", "COUNT(*)"}}};

const Panel kEntryPagesPanel{
    "entry",
    "analytics_daily_pages",
    "path",
    RawRows::kVisits,
    "entry_path",
    " AND entry_path <> ''",
    {{&PanelFigures::visits, "visits", "entries", "COUNT(*)"},
     {&PanelFigures::bounces, "bounces", "bounces", sumOf(kBounceOfVisit)}}};

const Panel kSourcesPanel{
    "source",
    "analytics_daily_sources",
    "source",
    RawRows::kVisits,
    "source",
    " AND entry_path <> ''",
    {{&PanelFigures::visits, "visits", "visits", "COUNT(*)"},
     {&PanelFigures::views, "views", "views", sumOf("pageviews")},
     {&PanelFigures::bounces, "bounces", "bounces", sumOf(kBounceOfVisit)},
     {&PanelFigures::duration_ms, "duration_ms", "duration_ms", sumOf("last_ms - started_ms")}}};

const Panel kCountriesPanel{
    "country",
    "analytics_daily_countries",
    "country",
    RawRows::kPageviews,
    "e.country",
    "",
    {{&PanelFigures::views, "views", "views", "COUNT(*)"},
     {&PanelFigures::visits, "visits", "visits", "COUNT(DISTINCT e.visit_id)"}},
    2,
    true};

}  // namespace seo::plugins::analytics
