// A website's goals: what counts as a conversion. A goal is a custom event's name, or a page
// path that pageviews match, `*` standing for any characters but `/` and `**` for any characters
// at all (as Plausible's page goals: `/blog/*` is a post, `/blog/**` anything under /blog). An
// event goal may name a currency: its conversions' revenue in that currency is summed (an event
// in another currency still converts, without revenue: amounts are never converted between
// currencies). Their figures: goal_conversions.h.
//
//   SEO_ASSIGN_OR_RETURN(GoalDefinition what, readGoalDefinition(ctx.json()));
//   SEO_ASSIGN_OR_RETURN(Goal goal, createGoal(*ctx.host, ctx.caller.website_id, what));
#pragma once

#include <rapidjson/document.h>
#include <soci/soci.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr std::size_t kMaxGoalsPerWebsite = 100;
inline constexpr std::size_t kMaxGoalPathBytes = 2048;
// `*` or `**` runs in a page path: each costs a walk of the path in every pageview's match.
inline constexpr std::size_t kMaxGoalWildcards = 8;

struct GoalDefinition {
  std::optional<std::string> event_name;  // exactly one of these two
  std::optional<std::string> page_path;
  std::optional<std::string> currency;  // ISO 4217; event goals only
};

struct Goal {
  std::string id;
  std::string website_id;
  GoalDefinition what;
  std::string created_at;

  bool isPage() const { return what.page_path.has_value(); }
};

// What a goal is called, as Plausible names goals: its event's name, or "Visit " and its path.
std::string goalName(const Goal& goal);

// The body's `event_name` or `page_path` (one of them) and `currency`; 400 naming the field.
seo::sdk::Result<GoalDefinition> readGoalDefinition(const rapidjson::Value& body);

// True when `path` (a page's path as stored) matches a goal's `pattern`.
bool pagePathMatches(std::string_view pattern, std::string_view path);

// The part of `pattern` before its first `*`: every matching path starts with it.
std::string_view literalPrefix(std::string_view pattern);

// 409 when the website has the same goal or kMaxGoalsPerWebsite of them.
seo::sdk::Result<Goal> createGoal(seo::sdk::Host& host, const std::string& website_id,
                                  const GoalDefinition& what);

// The website's goals, oldest first.
std::vector<Goal> listGoals(soci::session& sql, const std::string& website_id);

// 404 when the website has no such goal. Its figures go with it.
seo::sdk::Status deleteGoal(seo::sdk::Host& host, const std::string& website_id,
                            const std::string& id);

}  // namespace seo::plugins::analytics
