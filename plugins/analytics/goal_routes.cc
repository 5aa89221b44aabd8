#include "plugins/analytics/goal_routes.h"

#include <string>

#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/goal_conversions.h"
#include "plugins/analytics/goal_events.h"
#include "plugins/analytics/goals.h"
#include "plugins/analytics/rounding.h"
#include "plugins/analytics/traffic_filter.h"
#include "plugins/analytics/traffic_period.h"
#include "plugins/analytics/traffic_reads.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;
using Allocator = rapidjson::Document::AllocatorType;

namespace {

rapidjson::Value goalJson(const Goal& goal, Allocator& a) {
  rapidjson::Value item(rapidjson::kObjectType);
  item.AddMember("id", string(goal.id, a), a);
  item.AddMember("name", string(goalName(goal), a), a);
  item.AddMember("event_name", stringOrNull(goal.what.event_name.value_or(""), a), a);
  item.AddMember("page_path", stringOrNull(goal.what.page_path.value_or(""), a), a);
  item.AddMember("currency", stringOrNull(goal.what.currency.value_or(""), a), a);
  item.AddMember("created_at", string(goal.created_at, a), a);
  return item;
}

double amountOf(long long micros) {
  return static_cast<double>(micros) / static_cast<double>(kRevenueMicrosPerUnit);
}

void addFigures(rapidjson::Value& item, const Goal& goal, const GoalFigures& f,
                long long period_visitors, Allocator& a) {
  item.AddMember("unique_conversions", static_cast<std::int64_t>(f.visitors), a);
  item.AddMember("total_conversions", static_cast<std::int64_t>(f.conversions), a);
  const double rate = period_visitors > 0
                          ? roundedTo(100.0 * static_cast<double>(f.visitors) / period_visitors, 2)
                          : 0.0;
  item.AddMember("conversion_rate", rate, a);
  if (!goal.what.currency) {
    item.AddMember("revenue", rapidjson::Value(rapidjson::kNullType), a);
    return;
  }
  rapidjson::Value revenue(rapidjson::kObjectType);
  revenue.AddMember("total", amountOf(f.revenue_micros), a);
  const double average =
      f.revenue_conversions > 0
          ? roundedTo(amountOf(f.revenue_micros) / static_cast<double>(f.revenue_conversions), 2)
          : 0.0;
  revenue.AddMember("average", average, a);
  revenue.AddMember("currency", string(*goal.what.currency, a), a);
  item.AddMember("revenue", revenue, a);
}

Result<Response> onCreateGoal(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(GoalDefinition what, readGoalDefinition(ctx.json()));
  SEO_ASSIGN_OR_RETURN(Goal goal, createGoal(*ctx.host, ctx.caller.website_id, what));
  // Its past days are counted from the raw rows until the roll has them.
  requestGoalRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  rapidjson::Document data(rapidjson::kObjectType);
  data.CopyFrom(goalJson(goal, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Result<Response> onListGoals(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(TrafficScope scope, scopeOf(ctx));
  const std::string first_rollable = firstRollableDay(*ctx.host);
  std::vector<Goal> goals;
  std::map<std::string, GoalFigures> figures;
  TrafficTotals totals;
  bool days_not_rolled = false;
  const long long budget = rawReadLimit(*ctx.host);
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    goals = listGoals(sql, ctx.caller.website_id);
    if (goals.empty()) return Status::ok();
    SEO_ASSIGN_OR_RETURN(figures,
                         goalFigures(sql, goals, scope, first_rollable, &days_not_rolled, budget));
    totals = trafficTotals(sql, scope);
    return Status::ok();
  }));
  if (days_not_rolled) {
    requestGoalRoll(*ctx.host, ctx.caller.website_id, ctx.caller.organization_id);
  }
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const Goal& goal : goals) {
    rapidjson::Value item = goalJson(goal, a);
    addFigures(item, goal, figures[goal.id], totals.visitors, a);
    data.PushBack(item, a);
  }
  return Response::data(std::move(data));
}

Result<Response> onDeleteGoal(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_RETURN_IF_ERROR(deleteGoal(*ctx.host, ctx.caller.website_id, id));
  return Response::success();
}

}  // namespace

void registerGoals(seo::sdk::Registrar& r) {
  const std::string goal_properties = R"(
      "id": {"type": "string", "format": "uuid"},
      "name": {"type": "string", "description": "the event's name, or Visit and the page path"},
      "event_name": {"type": ["string", "null"]},
      "page_path": {"type": ["string", "null"]},
      "currency": {"type": ["string", "null"], "description": "ISO 4217: revenue is summed"},
      "created_at": {"type": "string", "format": "date-time"})";
  r.schema("Goal", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "event_name", "page_path", "currency", "created_at"],
    "properties": {)" + goal_properties +
                       "}}");
  r.schema("GoalConversions", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "event_name", "page_path", "currency", "created_at",
                 "unique_conversions", "total_conversions", "conversion_rate", "revenue"],
    "properties": {)" + goal_properties +
                                  R"(,
      "unique_conversions": {"type": "integer", "minimum": 0,
                             "description": "the sum of each day's distinct converting visitors"},
      "total_conversions": {"type": "integer", "minimum": 0},
      "conversion_rate": {"type": "number", "minimum": 0,
                          "description": "percent of the period's unique visitors, 2 decimals"},
      "revenue": {"type": ["object", "null"], "additionalProperties": false,
                  "required": ["total", "average", "currency"],
                  "description": "null for a goal without a currency",
                  "properties": {
                    "total": {"type": "number"},
                    "average": {"type": "number",
                                "description": "per conversion with a revenue, 2 decimals"},
                    "currency": {"type": "string"}}}}})");
  r.route("POST", "/website/goals", &onCreateGoal)
      .maxBodyBytes(8192)
      .summary("Add a goal: a custom event's name, or a page path pageviews match",
               "`*` in a page path matches within a segment, `**` across segments (as "
               "Plausible's). A currency (event goals only) sums the revenue of conversions in "
               "it; amounts in other currencies are not converted. Past days count as far back "
               "as the raw events are kept. At most " +
                   std::to_string(kMaxGoalsPerWebsite) + " goals per website.")
      .body(R"({"type": "object", "additionalProperties": false, "properties": {
                "event_name": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxEventNameChars) + R"(,
                               "description": "a custom event's name, not pageview"},
                "page_path": {"type": "string", "pattern": "^/", "maxLength": )" +
                std::to_string(kMaxGoalPathBytes) + R"(,
                              "description": "at most )" +
                std::to_string(kMaxGoalWildcards) + R"( wildcards, * or **"},
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$"}},
                "description": "one of event_name and page_path"})",
            "The goal")
      .answers(201, doc::dataOf(doc::ref("Goal")), "The goal")
      .fails(409, "the website has this goal, or its most goals")
      .bodyExample(examples::kPostGoalsBody)
      .answerExample(201, examples::kPostGoals201);
  filterParameters(trafficPeriodParameters(r.route("GET", "/website/goals", &onListGoals)))
      .summary("The website's goals with their conversions in the period",
               "Oldest goal first. unique_conversions sums each day's distinct converting "
               "visitors (as unique_visitors; over the 24h range, a visitor counts in the hour "
               "of their first conversion of the day); conversion_rate is their percent of the "
               "period's unique visitors. A filter applies to the converting event itself (its "
               "page, country and source), or to its visit (the others). Under one filter (a "
               "property's with is) or a source with a country, the closed days rolled since the "
               "goal was made come from the filtered reads' rollups, and over the 24h range (and "
               "today) the closed hours; under two filters or more (without a page), is_not or "
               "contains, the closed days and hours rolled from the visits' sets. The rest (a page "
               "with another filter, the hours not rolled yet) count the raw events: past "
               "settings.analytics.raw_read_max_pageviews (250 000) custom events in that part "
               "a filtered read answers 400 naming range.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("GoalConversions"))), "One row per goal")
      .answerExample(200, examples::kGetGoals200);
  r.route("DELETE", "/website/goals/{id}", &onDeleteGoal)
      .summary("Delete a goal", "Its figures go with it; the events stay.")
      .answers(200, doc::kSuccess, "Deleted")
      .fails(404, "no such goal of the website")
      .fails(409, "the goal is a step of a funnel: delete the funnel first")
      .answerExample(200, examples::kDeleteGoal200);
  registerGoalRollups(r);
}

}  // namespace seo::plugins::analytics
