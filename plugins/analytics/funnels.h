// A website's funnels: 2 to 8 of its goals (goals.h) in order, the steps a visitor takes to
// convert, e.g. "Visit /pricing", then "Signup", then "Purchase". Their figures:
// funnel_figures.h.
//
//   SEO_ASSIGN_OR_RETURN(FunnelDefinition what, readFunnelDefinition(ctx.json()));
//   SEO_ASSIGN_OR_RETURN(Funnel funnel, createFunnel(*ctx.host, ctx.caller.website_id, what));
#pragma once

#include <rapidjson/document.h>
#include <soci/soci.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "plugins/analytics/goals.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr std::size_t kMinFunnelSteps = 2;
inline constexpr std::size_t kMaxFunnelSteps = 8;
inline constexpr std::size_t kMaxFunnelsPerWebsite = 50;
inline constexpr std::size_t kMaxFunnelNameChars = 120;

struct FunnelDefinition {
  std::string name;
  std::vector<std::string> goal_ids;  // the steps, in order
};

struct Funnel {
  std::string id;
  std::string website_id;
  std::string name;
  std::vector<Goal> steps;
  std::string created_at;
};

// The body's `name` (one line, 1 to 120 characters) and `steps` (2 to 8 goal ids, each once);
// 400 naming the field.
seo::sdk::Result<FunnelDefinition> readFunnelDefinition(const rapidjson::Value& body);

// 400 naming `steps` when a step is not one of the website's goals; 409 past
// kMaxFunnelsPerWebsite.
seo::sdk::Result<Funnel> createFunnel(seo::sdk::Host& host, const std::string& website_id,
                                      const FunnelDefinition& what);

// The website's funnels with their steps' goals, oldest first.
std::vector<Funnel> listFunnels(soci::session& sql, const std::string& website_id);
// One of them, or nullopt.
std::optional<Funnel> findFunnel(soci::session& sql, const std::string& website_id,
                                 const std::string& id);

// 404 when the website has no such funnel. Its figures go with it.
seo::sdk::Status deleteFunnel(seo::sdk::Host& host, const std::string& website_id,
                              const std::string& id);

// The names of the website's funnels `goal_id` is a step of: a goal is not deleted while there
// are any.
std::vector<std::string> funnelsWithGoal(soci::session& sql, const std::string& website_id,
                                         const std::string& goal_id);

}  // namespace seo::plugins::analytics
