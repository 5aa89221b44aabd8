#include "plugins/keywords/keywords_routes.h"

#include <memory>
#include <string>

#include "plugins/keywords/add_keywords.h"
#include "plugins/keywords/api_examples.h"
#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/credits.h"
#include "plugins/keywords/delete_keywords.h"
#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_group.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/keyword_queries.h"
#include "plugins/keywords/keyword_status.h"
#include "plugins/keywords/list_keywords.h"
#include "plugins/keywords/rank_check.h"

namespace seo::plugins::keywords {

namespace doc = seo::sdk::doc;

namespace {

// The body of POST /keywords.
std::string addBody() {
  return R"({"type": "object", "required": ["keywords"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "keywords": {"type": "array", "minItems": 1, "maxItems": )" +
         std::to_string(kMaxKeywordsPerRequest) + R"(,
                   "items": {"$ref": "#/components/schemas/KeywordInput"}},
      "enrich": {"type": "boolean", "default": false},
      "track": {"type": "boolean", "default": false,
                "description": "track the keywords created; an element's own `track` wins"}}})";
}

// The answer of POST /keywords.
std::string addAnswer() {
  return R"({"type": "object", "additionalProperties": false,
      "required": ["data", "count", "skipped"], "properties": {
      "data": {"type": "array", "items": {"$ref": "#/components/schemas/Keyword"}},
      "count": {"type": "integer", "minimum": 0,
                "description": "how many keywords were created"},
      "skipped": {"type": "array", "items": {"type": "object",
        "additionalProperties": false,
        "required": ["index", "term", "reason", "existing_id"], "properties": {
        "index": {"type": "integer", "minimum": 0},
        "term": {"type": "string"},
        "reason": )" + kSkipReasons.schema() + R"(,
        "existing_id": {"type": "string", "format": "uuid"}}}},
      "enrichment": {"type": "object", "additionalProperties": false,
        "required": ["source", "estimate", "terms"], "properties": {
        "source": {"type": ["string", "null"]},
        "estimate": {"type": "boolean"},
        "terms": {"type": "integer", "minimum": 0}}}}})";
}

// The body of PATCH /keywords/status.
std::string statusBody() {
  return R"({"type": "object", "required": ["ids", "status"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "ids": )" + keywordIdList() + R"(,
      "status": )" + kKeywordStatuses.schema() + "}}";
}

std::string starredBody() {
  return R"({"type": "object", "required": ["ids", "starred"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "ids": )" + keywordIdList() + R"(,
      "starred": {"type": "boolean"}}})";
}

}  // namespace

void registerKeywords(seo::sdk::Registrar& r) {
  const std::string kKeyword = doc::ref("Keyword");
  const std::string position = R"({"type": "integer", "minimum": 1, "maximum": )" +
                               std::to_string(kRankDepth) + "}";
  // Where deep pages start, learnt by the route's reads (page_marks.h); dropped with the load.
  auto marks = std::make_shared<seo::sdk::PageMarks>();
  doc::listed(r.route("GET", "/keywords",
                      [marks](seo::sdk::RequestContext& ctx) {
                        return onListKeywords(ctx, *marks);
                      }),
              kKeywordListDefaultLimit, kKeywordListMaxLimit)
      .summary("List the website's keywords",
               "Newest first unless `sort` says otherwise. In that order, filtered by status or "
               "group only, each answer's `meta.next_cursor`, given back as `cursor`, reads the "
               "next page at the same cost however deep it is; sorted otherwise or searched (`q`, "
               "`starred`, the rank-tracking filters), the list is read by `page` and "
               "`next_cursor` is null.")
      .query("status", kKeywordStatuses.schema(), "only keywords with this status")
      .query("group_id", doc::kUuid, "only keywords of this group")
      .query("group", doc::text(kMaxGroupNameChars), "only keywords of the group with this name")
      .query("starred", R"({"type": "boolean"})", "only starred keywords (true) or the others")
      .query("q", doc::text(kMaxTermChars),
             "only keywords whose term contains this text (ASCII letters in any case)")
      .query("tracked", R"({"type": "boolean"})",
             "only keywords whose positions are tracked (true) or the others")
      .query("position_min", position,
             "only keywords whose latest position is at least this (1 is the top)")
      .query("position_max", position,
             "only keywords whose latest position is at most this (10: the first page); an "
             "unranked keyword has no position and passes neither")
      .query("change", kPositionChanges.schema(),
             "only keywords whose position moved up, down, or stayed, against the reading a "
             "week before")
      .query("sort", kSortColumns.schema(),
             "the field the list is sorted by (default `created_at`); keywords without a "
             "value in it come last")
      .query("order", kSortOrders.schema(),
             "the direction: `desc` by default, `asc` for `term` and `position`")
      .answers(200, doc::listOf(kKeyword), "A page of keywords")
      .answerExample(200, examples::kGetKeywords200);
  // Plain adds are written at once; an enrichment waits on the keyword-data provider in the
  // organization's own lane (seo/sdk/util/provider_lanes.h), so a slow provider holds nothing
  // else.
  r.route("POST", "/keywords",
          [lanes = std::make_shared<seo::sdk::ProviderLanes>()](seo::sdk::RequestContext& ctx) {
            return onAddKeywords(ctx, *lanes);
          })
      .summary("Add keywords",
               "A term the website already has is skipped and listed under `skipped`. With "
               "`enrich`, volume, difficulty, cost per click and intent are filled from the "
               "keyword-data provider and " + std::to_string(kEnrichCost) +
                   " `keyword_research` credits are spent (one request, whatever the count).")
      .body(addBody(), "The keywords to add")
      .answers(201, addAnswer(), "The keywords created")
      .spends(kKeywordResearchCredits)
      .fails(429, "Too many enrichments of this organization waiting for the keyword-data "
                  "provider (Retry-After says when to retry)")
      .fails(502, "With `enrich`: the keyword-data provider answered with an error")
      .fails(503, "With `enrich`: the keyword-data provider did not answer in time, or this "
                  "organization's earlier enrichments still hold it")
      .bodyExample(examples::kPostKeywordsBody)
      .answerExample(201, examples::kPostKeywords201);
  r.route("DELETE", "/keywords", &onDeleteKeywords)
      .summary("Delete keywords by id")
      .body(doc::ref("KeywordIds"), "The keywords to delete")
      .answers(200, R"({"type": "object", "required": ["success", "deleted"],
                 "additionalProperties": false, "properties": {"success": {"type": "boolean"},
                 "deleted": {"type": "integer", "minimum": 0}}})",
               "How many were deleted")
      .bodyExample(examples::kDeleteKeywordsBody)
      .answerExample(200, examples::kDeleteKeywords200);
  r.route("PATCH", "/keywords/status", &onUpdateKeywordStatus)
      .summary("Set the status of several keywords")
      .body(statusBody(), "The keywords and their new status")
      .answers(200, kUpdatedAnswer, "How many keywords changed")
      .bodyExample(examples::kPatchKeywordsStatusBody)
      .answerExample(200, examples::kPatchKeywordsStatus200);
  r.route("PATCH", "/keywords/starred", &onStarKeywords)
      .summary("Star or unstar several keywords")
      .body(starredBody(), "The keywords and whether they are starred")
      .answers(200, kUpdatedAnswer, "How many keywords matched")
      .bodyExample(examples::kPatchKeywordsStarredBody)
      .answerExample(200, examples::kPatchKeywordsStarred200);
  r.route("PUT", "/keywords/starred/{id}", &onStarKeyword)
      .summary("Star a keyword")
      .answers(200, doc::dataOf(kKeyword), "The keyword")
      .answerExample(200, examples::kPutKeywordsStarred200);
  r.route("DELETE", "/keywords/starred/{id}", &onUnstarKeyword)
      .summary("Unstar a keyword")
      .answers(200, doc::dataOf(kKeyword), "The keyword")
      .answerExample(200, examples::kDeleteKeywordsStarred200);
}

}  // namespace seo::plugins::keywords
