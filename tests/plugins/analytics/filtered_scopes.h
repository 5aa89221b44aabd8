// The scopes the filtered reads' tests compare before and after a roll: each filter over the same
// days of one website, its page goal's pages resolved as a read resolves them.
//
//   std::vector<TrafficScope> scopes =
//       filteredScopes(db_->sql(), "site-a", "2026-03-01", "2026-03-09", filters);
#pragma once

#include <gtest/gtest.h>
#include <soci/soci.h>

#include <string>
#include <vector>

#include "plugins/analytics/days.h"
#include "plugins/analytics/panel_store.h"
#include "plugins/analytics/visit_filter_sql.h"

namespace seo::plugins::analytics {

inline std::vector<TrafficScope> filteredScopes(soci::session& sql, const std::string& website_id,
                                                const std::string& from, const std::string& to,
                                                std::vector<TrafficFilter> filters) {
  std::vector<TrafficScope> scopes;
  for (TrafficFilter& filter : filters) {
    TrafficScope scope;
    scope.website_id = website_id;
    scope.period.days = seo::sdk::dates::dayRange(*parseDay(from), *parseDay(to));
    EXPECT_TRUE(resolveGoalPages(sql, website_id, from, to, &filter).isOk());
    scope.filter = filter;
    scopes.push_back(scope);
  }
  return scopes;
}

}  // namespace seo::plugins::analytics
