// The dashboard's panels as declarations: what a panel lists, the figures of its rows by name
// with where each is counted in every source a read takes them from, and how its rows rank. One
// planner reads them all (panel_store.h: panelRows): the panel's daily rollup for unfiltered day
// periods, the last hours' panels (analytics_hourly_panels) for the 24-hour range, and for a
// filtered read the filtered reads' rollups (analytics_filter_days, _hours) and the raw rows.
// A new panel is a declaration here, with its rows written by the traffic writer
// (traffic_batch.cc) and the filtered reads' rollups (filter_figures.cc).
#pragma once

#include <string>
#include <vector>

namespace seo::plugins::analytics {

// The figures a panel's row may have; a panel fills those it declares, the others stay 0.
struct PanelFigures {
  long long views = 0;        // pageviews
  long long visits = 0;       // visits (on the entry pages: the visits that began there)
  long long bounces = 0;      // visits of one pageview
  long long duration_ms = 0;  // the visits' time from their first pageview to their last
};

// One row of a panel: its name (a page, a source as stored, a country) and its figures.
struct PanelRow {
  std::string name;
  PanelFigures figures;
};

// One figure of a panel: the field it fills, and how each source counts it.
struct PanelFigure {
  long long PanelFigures::*field;
  const char* rolled;  // its column in analytics_hourly_panels and analytics_filter_days/_hours
  const char* daily;   // its column in the panel's daily rollup
  std::string raw;     // its aggregate over the panel's raw rows
};

// What a panel's raw rows are: pageviews (analytics_events `e`, each with its visit's source)
// or the visits with a pageview in the read (analytics_visits).
enum class RawRows { kPageviews, kVisits };

struct Panel {
  const char* name;         // its rows' `panel` in the hourly panels and the filtered rollups
  const char* daily_table;  // its daily rollup
  const char* daily_key;    // the column of the daily rollup naming a row
  RawRows raw_rows;
  const char* raw_key;               // the raw rows' column naming a row
  const char* raw_where;             // more of the raw rows' condition, "" when none
  std::vector<PanelFigure> figures;  // at most five, in the order the rows rank by them
  int ranked_by = 1;                 // how many figures rank rows (most first) before the name
  bool keeps_empty = false;          // false: rows whose first figure is 0 are left out
  const char* daily_where = "";      // more of the daily rollup's condition, "" when none
};

// The pages most viewed: {views}.
extern const Panel kPagesPanel;
// The pages visits began on: {visits (the entries), bounces}.
extern const Panel kEntryPagesPanel;
// The sources of visits (the referrer host of their first pageview): {visits, views, bounces,
// duration_ms}.
extern const Panel kSourcesPanel;
// The countries, by views then visits: {views, visits}.
extern const Panel kCountriesPanel;

// The breakdowns' panels (channel, UTM fields, browser, OS, device): breakdowns.h.

// CAST(COALESCE(SUM(expression), 0) AS BIGINT): SUM's type differs between the backends (NUMERIC
// on PostgreSQL) and the reads bind integers; no rows sum to zero, not NULL.
std::string sumOf(const std::string& expression);
// 1 for a visit of one pageview, else 0 (over analytics_visits).
extern const std::string kBounceOfVisit;

}  // namespace seo::plugins::analytics
