#include "plugins/analytics/breakdowns.h"

#include <vector>

#include "plugins/analytics/channels.h"

namespace seo::plugins::analytics {

namespace {

bool isUtm(int breakdown) { return breakdown >= kUtmSource && breakdown <= kUtmContent; }

// `name` and `version` as one value: "Chrome 120", or "Chrome" without a version.
std::string withVersion(const std::string& name, const std::string& version) {
  return version.empty() ? name : name + " " + version;
}

struct BreakdownPanels {
  std::vector<std::string> wheres;  // each panel's conditions, kept for its const char*s
  std::vector<Panel> panels;

  BreakdownPanels() {
    const auto& names = kBreakdownNames.values();
    for (int b = 0; b < kBreakdowns; ++b) {
      const std::string name(names[b]);
      // Names are constants of this file: written into the SQL, not bound.
      std::string raw_where = " AND entry_path <> '' AND channel <> ''";
      if (isUtm(b)) raw_where += " AND " + name + " <> ''";
      wheres.push_back(std::move(raw_where));
      wheres.push_back(" AND breakdown = '" + name + "'");
    }
    for (int b = 0; b < kBreakdowns; ++b) {
      const char* name = names[b].data();  // a literal's: NUL-terminated
      Panel panel{name,
                  "analytics_daily_breakdowns",
                  "name",
                  RawRows::kVisits,
                  name,
                  wheres[2 * b].c_str(),
                  {{&PanelFigures::visits, "visits", "visits", "COUNT(*)"},
                   {&PanelFigures::views, "views", "views", sumOf("pageviews")},
                   {&PanelFigures::bounces, "bounces", "bounces", sumOf(kBounceOfVisit)},
                   {&PanelFigures::duration_ms, "duration_ms", "duration_ms",
                    sumOf("last_ms - started_ms")}}};
      panel.daily_where = wheres[2 * b + 1].c_str();
      panels.push_back(std::move(panel));
    }
  }
};

}  // namespace

VisitBreakdowns visitBreakdowns(const Campaign& utm, std::string_view referrer_host,
                                const UserAgentInfo& agent, std::string device) {
  VisitBreakdowns b;
  b[kChannel] = channelOf(referrer_host, utm);
  b[kUtmSource] = utm.source;
  b[kUtmMedium] = utm.medium;
  b[kUtmCampaign] = utm.campaign;
  b[kUtmTerm] = utm.term;
  b[kUtmContent] = utm.content;
  b[kBrowser] = agent.browser;
  b[kBrowserVersion] = withVersion(agent.browser, agent.browser_version);
  b[kOs] = agent.os;
  b[kOsVersion] = withVersion(agent.os, agent.os_version);
  b[kDevice] = std::move(device);
  return b;
}

VisitBreakdowns visitBreakdowns(const VisitSignals& signals, std::string_view referrer_host) {
  return visitBreakdowns(campaignOf(signals.page_query), referrer_host,
                         UserAgents::builtIn().parse(signals.user_agent),
                         deviceClass(signals.screen_width, signals.user_agent));
}

bool makesRow(const VisitBreakdowns& visit, int breakdown) {
  if (visit[kChannel].empty()) return false;
  return !isUtm(breakdown) || !visit[breakdown].empty();
}

std::string breakdownColumns(std::string_view prefix) {
  std::string columns;
  for (std::string_view name : kBreakdownNames.values()) {
    columns += ", " + std::string(prefix) + std::string(name);
  }
  return columns;
}

const Panel& breakdownPanel(int breakdown) {
  static const BreakdownPanels built_in;
  return built_in.panels.at(breakdown);
}

}  // namespace seo::plugins::analytics
