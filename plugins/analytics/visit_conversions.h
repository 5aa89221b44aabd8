// What the visits of a day converted and had, for the day rolls of the filtered reads
// (filter_rollups.h): the goals each visit converted (a custom event of an event goal's name, a
// pageview of a page a page goal's path matches) and the properties its events had (pageviews'
// and custom events'), each once. A key's values are kept only when the day had at most
// kMaxRolledPropertyValues of them: a read by a key whose values are not rolled is answered
// from the raw rows.
//
//   VisitConversions c = visitConversions(sql, website_id, day, listGoals(sql, website_id));
//   view.goals = c.goalsOf(view.visit_id);
#pragma once

#include <soci/soci.h>

#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

#include "plugins/analytics/goals.h"

namespace seo::plugins::analytics {

inline constexpr std::size_t kMaxRolledPropertyValues = 100;

struct VisitConversions {
  std::unordered_map<std::string, std::vector<std::string>> goals;       // ids, by visit
  std::unordered_map<std::string, std::vector<std::string>> properties;  // propertyValue, by visit
  std::vector<std::string> property_keys;  // the keys whose values are kept, sorted
  std::string goal_ids;                    // the goals looked for (goalsSignature)

  const std::vector<std::string>* goalsOf(const std::string& visit_id) const;
  const std::vector<std::string>* propertiesOf(const std::string& visit_id) const;
};

VisitConversions visitConversions(soci::session& sql, const std::string& website_id,
                                  const std::string& day, const std::vector<Goal>& goals);

// Ids sorted, joined by commas: what a roll records of the goals (or funnels) it rolled.
std::string idsSignature(std::vector<std::string> ids);
// The goals' (idsSignature).
std::string goalsSignature(const std::vector<Goal>& goals);

}  // namespace seo::plugins::analytics
