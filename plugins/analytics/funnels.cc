#include "plugins/analytics/funnels.h"

#include <map>

#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The steps of the website's funnels, in order, by funnel id.
std::map<std::string, std::vector<Goal>> stepsOf(soci::session& sql,
                                                 const std::string& website_id) {
  std::map<std::string, Goal> goals;
  for (Goal& goal : listGoals(sql, website_id)) goals.emplace(goal.id, std::move(goal));
  std::map<std::string, std::vector<Goal>> steps;
  std::string funnel_id, goal_id;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::into(funnel_id));
  st.exchange(soci::into(goal_id));
  prepareOnce(st,
              "SELECT s.funnel_id, s.goal_id FROM analytics_funnel_steps s JOIN "
              "analytics_funnels f ON f.id = s.funnel_id WHERE f.website_id = :w ORDER "
              "BY s.funnel_id, s.position");
  st.execute();
  while (st.fetch()) {
    if (auto it = goals.find(goal_id); it != goals.end()) steps[funnel_id].push_back(it->second);
  }
  return steps;
}

}  // namespace

Result<FunnelDefinition> readFunnelDefinition(const rapidjson::Value& body) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"name", "steps"}, "is not a funnel's field"));
  FunnelDefinition what;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name,
                       seo::sdk::bodyLine(body, "name", kMaxFunnelNameChars));
  if (!name) return Status::missingField("name");
  if (!seo::sdk::utf8::isCleanText(*name)) {
    return Status::invalidField("name", "must be text without NUL");
  }
  what.name = std::move(*name);
  SEO_ASSIGN_OR_RETURN(what.goal_ids, seo::sdk::bodyIdList(body, "steps", kMaxFunnelSteps));
  if (what.goal_ids.size() != body["steps"].Size()) {
    return Status::invalidField("steps", "a goal is at most one step of a funnel");
  }
  if (what.goal_ids.size() < kMinFunnelSteps) {
    return Status::invalidField("steps", "a funnel has " + std::to_string(kMinFunnelSteps) +
                                             " to " + std::to_string(kMaxFunnelSteps) +
                                             " steps, each a goal's id");
  }
  return what;
}

Result<Funnel> createFunnel(seo::sdk::Host& host, const std::string& website_id,
                            const FunnelDefinition& what) {
  Funnel funnel{host.newId(), website_id, what.name, {}, host.now()};
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    std::map<std::string, Goal> goals;
    for (Goal& goal : listGoals(sql, website_id)) goals.emplace(goal.id, std::move(goal));
    for (std::size_t i = 0; i < what.goal_ids.size(); ++i) {
      auto it = goals.find(what.goal_ids[i]);
      if (it == goals.end()) {
        return Status::invalidField("steps[" + std::to_string(i) + "]",
                                    "is not a goal of the website (GET /website/goals)");
      }
      funnel.steps.push_back(it->second);
    }
    long long count = 0;
    sql << "SELECT COUNT(*) FROM analytics_funnels WHERE website_id = :w", soci::use(website_id),
        soci::into(count);
    if (count >= static_cast<long long>(kMaxFunnelsPerWebsite)) {
      return Status::conflict("A website has at most " + std::to_string(kMaxFunnelsPerWebsite) +
                              " funnels: delete one first");
    }
    sql << "INSERT INTO analytics_funnels (id, website_id, name, created_at) VALUES (:i, :w, :n, "
           ":t)",
        soci::use(funnel.id), soci::use(website_id), soci::use(funnel.name),
        soci::use(funnel.created_at);
    std::vector<std::string> funnel_ids(what.goal_ids.size(), funnel.id);
    std::vector<int> positions;
    for (std::size_t i = 0; i < what.goal_ids.size(); ++i) positions.push_back(static_cast<int>(i));
    std::vector<std::string> goal_ids = what.goal_ids;
    sql << "INSERT INTO analytics_funnel_steps (funnel_id, position, goal_id) VALUES (:f, :p, :g)",
        soci::use(funnel_ids), soci::use(positions), soci::use(goal_ids);
    return Status::ok();
  }));
  return funnel;
}

std::vector<Funnel> listFunnels(soci::session& sql, const std::string& website_id) {
  std::map<std::string, std::vector<Goal>> steps = stepsOf(sql, website_id);
  std::vector<Funnel> funnels;
  Funnel funnel;
  funnel.website_id = website_id;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::into(funnel.id));
  st.exchange(soci::into(funnel.name));
  st.exchange(soci::into(funnel.created_at));
  prepareOnce(st,
              "SELECT id, name, created_at FROM analytics_funnels WHERE website_id = :w "
              "ORDER BY created_at, id");
  st.execute();
  while (st.fetch()) {
    funnel.steps = steps[funnel.id];
    funnels.push_back(funnel);
  }
  return funnels;
}

std::optional<Funnel> findFunnel(soci::session& sql, const std::string& website_id,
                                 const std::string& id) {
  for (Funnel& funnel : listFunnels(sql, website_id)) {
    if (funnel.id == id) return std::move(funnel);
  }
  return std::nullopt;
}

Status deleteFunnel(seo::sdk::Host& host, const std::string& website_id, const std::string& id) {
  return host.withTransaction([&](soci::session& sql) {
    soci::statement st =
        (sql.prepare << "DELETE FROM analytics_funnels WHERE id = :i AND website_id = :w",
         soci::use(id), soci::use(website_id));
    st.execute(true);
    return st.get_affected_rows() > 0 ? Status::ok() : Status::notFound("Funnel not found");
  });
}

std::vector<std::string> funnelsWithGoal(soci::session& sql, const std::string& website_id,
                                         const std::string& goal_id) {
  std::vector<std::string> names;
  std::string name;
  soci::statement st =
      (sql.prepare
           << "SELECT DISTINCT f.name FROM analytics_funnels f JOIN analytics_funnel_steps "
              "s ON s.funnel_id = f.id WHERE f.website_id = :w AND s.goal_id = :g ORDER BY f.name",
       soci::use(website_id), soci::use(goal_id), soci::into(name));
  st.execute();
  while (st.fetch()) names.push_back(name);
  return names;
}

}  // namespace seo::plugins::analytics
