#include "plugins/analytics/funnel_routes.h"

#include <string>

#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/filter_hour_funnels.h"
#include "plugins/analytics/filter_rollups.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_filters.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/goal_conversions.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/rounding.h"
#include "plugins/analytics/traffic_filter.h"
#include "plugins/analytics/traffic_period.h"
#include "plugins/analytics/traffic_reads.h"
#include "plugins/analytics/visit_sets.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Allocator = rapidjson::Document::AllocatorType;

namespace {

// `part` as a percent of `whole`, 2 decimals; 0 when the whole is.
double percentOf(long long part, long long whole) {
  return whole > 0 ? roundedTo(100.0 * static_cast<double>(part) / static_cast<double>(whole), 2)
                   : 0.0;
}

rapidjson::Value funnelJson(const Funnel& funnel, Allocator& a) {
  rapidjson::Value item(rapidjson::kObjectType);
  item.AddMember("id", string(funnel.id, a), a);
  item.AddMember("name", string(funnel.name, a), a);
  rapidjson::Value steps(rapidjson::kArrayType);
  for (const Goal& goal : funnel.steps) {
    rapidjson::Value step(rapidjson::kObjectType);
    step.AddMember("goal_id", string(goal.id, a), a);
    step.AddMember("name", string(goalName(goal), a), a);
    steps.PushBack(step, a);
  }
  item.AddMember("steps", steps, a);
  item.AddMember("created_at", string(funnel.created_at, a), a);
  return item;
}

Result<Response> onCreateFunnel(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(FunnelDefinition what, readFunnelDefinition(ctx.json()));
  SEO_ASSIGN_OR_RETURN(Funnel funnel, createFunnel(*ctx.host, ctx.caller.website_id, what));
  // Its days are counted from the raw rows until the roll has them.
  requestGoalRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  rapidjson::Document data(rapidjson::kObjectType);
  data.CopyFrom(funnelJson(funnel, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Result<Response> onListFunnels(RequestContext& ctx) {
  std::vector<Funnel> funnels;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    funnels = listFunnels(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  for (const Funnel& funnel : funnels) {
    data.PushBack(funnelJson(funnel, data.GetAllocator()), data.GetAllocator());
  }
  return Response::data(std::move(data));
}

Result<Response> onGetFunnel(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  const std::string first_rollable = firstRollableDay(*ctx.host);
  std::optional<Funnel> funnel;
  std::vector<long long> visitors;
  TrafficTotals totals;
  bool days_not_rolled = false;
  const long long budget = rawReadLimit(*ctx.host);
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    funnel = findFunnel(sql, ctx.caller.website_id, id);
    if (!funnel) return Status::ok();
    const std::optional<RolledFilter> by_hour = hourFilterOf(scope.filter);
    if (scope.filter.any() && !scope.period.hourly()) {
      // The days rolled under the filter from the rollups, the rest raw within the budget.
      SEO_ASSIGN_OR_RETURN(visitors, filteredFunnelVisitors(sql, *funnel, scope, budget));
    } else if (by_hour && scope.period.hourly()) {
      // The hours rolled under the filter from their funnel panel, the rest raw.
      SEO_ASSIGN_OR_RETURN(visitors,
                           rolledHourFunnelVisitors(sql, *funnel, scope, *by_hour, budget));
    } else if (visitSetsAnswer(scope.filter) && scope.period.hourly()) {
      // The hours from the visits' sets, the rest raw.
      SEO_ASSIGN_OR_RETURN(visitors, setHourFunnelVisitors(sql, *funnel, scope, budget));
    } else {
      if (scope.filter.any()) {
        SEO_RETURN_IF_ERROR(checkGoalReadCost(sql, scope.website_id, scope.period.days.from,
                                              scope.period.days.to, budget));
      }
      visitors =
          funnelVisitors(sql, *funnel, scope, first_rollable, nowMsOf(*ctx.host), &days_not_rolled);
    }
    totals = trafficTotals(sql, scope);
    return Status::ok();
  }));
  if (!funnel) return Status::notFound("Funnel not found");
  if (days_not_rolled) {
    requestGoalRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  }
  // The closed days and hours not rolled under filters yet are rolled by the filtered reads' job.
  if (scope.filter.any()) {
    requestFilterRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  }
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.CopyFrom(funnelJson(*funnel, a), a);
  const long long entering = visitors.empty() ? 0 : visitors.front();
  data.AddMember("visitors", static_cast<std::int64_t>(totals.visitors), a);
  data.AddMember("entering_visitors", static_cast<std::int64_t>(entering), a);
  data.AddMember("conversion_rate", percentOf(visitors.empty() ? 0 : visitors.back(), entering), a);
  rapidjson::Value& steps = data["steps"];
  for (rapidjson::SizeType k = 0; k < steps.Size(); ++k) {
    const long long here = k < visitors.size() ? visitors[k] : 0;
    const long long before = k == 0 ? here : visitors[k - 1];
    steps[k].AddMember("visitors", static_cast<std::int64_t>(here), a);
    steps[k].AddMember("conversion_rate", percentOf(here, entering), a);
    steps[k].AddMember("step_conversion_rate", percentOf(here, before), a);
    steps[k].AddMember("dropoff", static_cast<std::int64_t>(before - here), a);
    steps[k].AddMember("dropoff_rate", percentOf(before - here, before), a);
  }
  return Response::data(std::move(data));
}

Result<Response> onDeleteFunnel(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_RETURN_IF_ERROR(deleteFunnel(*ctx.host, ctx.caller.website_id, id));
  return Response::success();
}

}  // namespace

void registerFunnels(seo::sdk::Registrar& r) {
  const std::string funnel_properties = R"(
      "id": {"type": "string", "format": "uuid"},
      "name": {"type": "string"},
      "steps": {"type": "array", "minItems": )" +
                                        std::to_string(kMinFunnelSteps) + R"(, "maxItems": )" +
                                        std::to_string(kMaxFunnelSteps) + R"(,
                "items": {"$ref": "#/components/schemas/FunnelStep"}},
      "created_at": {"type": "string", "format": "date-time"})";
  r.schema("FunnelStep", R"({
    "type": "object", "additionalProperties": false, "required": ["goal_id", "name"],
    "properties": {"goal_id": {"type": "string", "format": "uuid"},
                   "name": {"type": "string", "description": "the goal's name"}}})");
  r.schema("Funnel", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "steps", "created_at"],
    "properties": {)" + funnel_properties +
                         "}}");
  r.schema("FunnelStepFigures", R"json({
    "type": "object", "additionalProperties": false,
    "required": ["goal_id", "name", "visitors", "conversion_rate", "step_conversion_rate",
                 "dropoff", "dropoff_rate"],
    "properties": {
      "goal_id": {"type": "string", "format": "uuid"},
      "name": {"type": "string"},
      "visitors": {"type": "integer", "minimum": 0,
                   "description": "who reached this step after the ones before, in one visit (each day's, summed)"},
      "conversion_rate": {"type": "number", "minimum": 0, "maximum": 100,
                          "description": "percent of the entering visitors, 2 decimals"},
      "step_conversion_rate": {"type": "number", "minimum": 0, "maximum": 100,
                               "description": "percent of the previous step's visitors"},
      "dropoff": {"type": "integer", "minimum": 0,
                  "description": "the previous step's visitors who went no further"},
      "dropoff_rate": {"type": "number", "minimum": 0, "maximum": 100}}})json");
  r.schema("FunnelFigures", R"json({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "steps", "created_at", "visitors", "entering_visitors",
                 "conversion_rate"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "name": {"type": "string"},
      "created_at": {"type": "string", "format": "date-time"},
      "visitors": {"type": "integer", "minimum": 0, "description": "the period's unique visitors"},
      "entering_visitors": {"type": "integer", "minimum": 0,
                            "description": "those who reached the first step"},
      "conversion_rate": {"type": "number", "minimum": 0, "maximum": 100,
                          "description": "percent of the entering visitors who reached the last step"},
      "steps": {"type": "array", "items": {"$ref": "#/components/schemas/FunnelStepFigures"}}}})json");
  r.route("POST", "/website/funnels", &onCreateFunnel)
      .maxBodyBytes(8192)
      .summary("Add a funnel: 2 to 8 of the website's goals, in order",
               "A visitor reaches a step when one of their visits has the step's event after the "
               "previous step's (within one visit, as Plausible's funnels). Past days count as "
               "far back as the raw events are kept. At most " +
                   std::to_string(kMaxFunnelsPerWebsite) + " funnels per website.")
      .body(R"({"type": "object", "additionalProperties": false, "required": ["name", "steps"],
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxFunnelNameChars) + R"(},
                  "steps": {"type": "array", "minItems": )" +
                std::to_string(kMinFunnelSteps) + R"(, "maxItems": )" +
                std::to_string(kMaxFunnelSteps) + R"(, "uniqueItems": true,
                            "items": {"type": "string", "format": "uuid"},
                            "description": "goal ids (GET /website/goals), each once"}}})",
            "The funnel")
      .answers(201, doc::dataOf(doc::ref("Funnel")), "The funnel")
      .fails(409, "the website has its most funnels")
      .bodyExample(examples::kPostFunnelsBody)
      .answerExample(201, examples::kPostFunnels201);
  r.route("GET", "/website/funnels", &onListFunnels)
      .summary("The website's funnels", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("Funnel"))), "One row per funnel")
      .answerExample(200, examples::kGetFunnels200);
  filterParameters(trafficPeriodParameters(r.route("GET", "/website/funnels/{id}", &onGetFunnel)))
      .summary("A funnel's visitors at each step in the period",
               "A visitor counts once a day, at the furthest step one of their visits reached; "
               "the period sums the days (as unique_visitors). A filter applies to each step's "
               "event, as to goals. Closed days are rolled up once, and under each single "
               "filter value (or a source with a country) by the filtered reads' rollups, "
               "the closed hours of the 24h range and of today under such a value by their "
               "hourly rollups; under several filters, is_not or contains, the rolled days "
               "and hours are walked from the visits' sets; the rest (the hours after them, a "
               "page with another filter) counts the raw events, a filtered read bounded as the "
               "goals'.")
      .answers(200, doc::dataOf(doc::ref("FunnelFigures")), "The funnel's figures")
      .fails(404, "no such funnel of the website")
      .answerExample(200, examples::kGetFunnel200);
  r.route("DELETE", "/website/funnels/{id}", &onDeleteFunnel)
      .summary("Delete a funnel", "Its figures go with it; the goals stay.")
      .answers(200, doc::kSuccess, "Deleted")
      .fails(404, "no such funnel of the website")
      .answerExample(200, examples::kDeleteFunnel200);
}

}  // namespace seo::plugins::analytics
