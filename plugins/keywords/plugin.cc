// The keywords module: a website's keywords (list, add with optional enrichment, delete, star,
// bulk status), keyword groups (list with counts, create, delete, assign and remove keywords),
// AI keyword research as a durable job, the status moves articles cause, and what it answers
// other modules (keyword_services.h).
#include "plugins/keywords/plugin.h"

#include <memory>

#include "plugins/keywords/add_keywords.h"
#include "plugins/keywords/api_examples.h"
#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/article_links.h"
#include "plugins/keywords/credits.h"
#include "plugins/keywords/delete_keywords.h"
#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_groups.h"
#include "plugins/keywords/keyword_services.h"
#include "plugins/keywords/keyword_status.h"
#include "plugins/keywords/list_keywords.h"
#include "plugins/keywords/research_job.h"
#include "plugins/keywords/research_routes.h"
#include "plugins/keywords/schema.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::keywords {

namespace doc = seo::sdk::doc;

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  constexpr std::string_view kStatus =
      R"({"type": "string", "enum": ["active", "planned", "ignored"]})";
  const std::string kKeyword = doc::ref("Keyword");
  const std::string kIds = doc::ref("KeywordIds");
  const std::string kUpdated = R"({"type": "object", "required": ["success", "updated"],
      "additionalProperties": false, "properties": {"success": {"type": "boolean"},
      "updated": {"type": "integer", "minimum": 0}}})";

  // Where deep pages start, learnt by the route's reads (page_marks.h); dropped with the load.
  auto marks = std::make_shared<seo::sdk::PageMarks>();
  doc::listed(r.route("GET", "/keywords",
                      [marks](seo::sdk::RequestContext& ctx) {
                        return onListKeywords(ctx, *marks);
                      }),
              50, 500)
      .summary("List the website's keywords",
               "Newest first. Each answer's `meta.next_cursor`, given back as `cursor`, reads the "
               "next page at the same cost however deep it is.")
      .query("status", kStatus, "only keywords with this status")
      .query("group_id", doc::kUuid, "only keywords of this group")
      .query("group", doc::text(100), "only keywords of the group with this name")
      .answers(200, doc::listOf(kKeyword), "A page of keywords")
      .answerExample(200, examples::kGetKeywords200);
  // Enrichment may ask the keyword-data provider: on the host's outbound pool, off the threads
  // that read requests. (Research's "sync" waits with a deferred answer, on no thread.)
  r.route("POST", "/keywords", &onAddKeywords)
      .callsOutside()
      .summary("Add keywords",
               "A term the website already has is skipped and listed under `skipped`. With "
               "`enrich`, volume, difficulty, cost per click and intent are filled from the "
               "keyword-data provider and `keyword_research` credits are spent.")
      .body(R"({"type": "object", "required": ["keywords"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "keywords": {"type": "array", "minItems": 1, "maxItems": 1000,
                             "items": {"$ref": "#/components/schemas/KeywordInput"}},
                "enrich": {"type": "boolean", "default": false}}})",
            "The keywords to add")
      .answers(201, R"({"type": "object", "additionalProperties": false,
                 "required": ["data", "count", "skipped"], "properties": {
                 "data": {"type": "array", "items": {"$ref": "#/components/schemas/Keyword"}},
                 "count": {"type": "integer", "minimum": 0,
                           "description": "how many keywords were created"},
                 "skipped": {"type": "array", "items": {"type": "object",
                   "additionalProperties": false,
                   "required": ["index", "term", "reason", "existing_id"], "properties": {
                   "index": {"type": "integer", "minimum": 0},
                   "term": {"type": "string"},
                   "reason": {"type": "string", "enum": ["duplicate"]},
                   "existing_id": {"type": "string", "format": "uuid"}}}},
                 "enrichment": {"type": "object", "additionalProperties": false,
                   "required": ["source", "estimate", "terms"], "properties": {
                   "source": {"type": ["string", "null"]},
                   "estimate": {"type": "boolean"},
                   "terms": {"type": "integer", "minimum": 0}}}}})",
               "The keywords created")
      .spends(kKeywordResearchCredits)
      .bodyExample(examples::kPostKeywordsBody)
      .answerExample(201, examples::kPostKeywords201);
  r.route("DELETE", "/keywords", &onDeleteKeywords)
      .summary("Delete keywords by id")
      .body(kIds, "The keywords to delete")
      .answers(200, R"({"type": "object", "required": ["success", "deleted"],
                 "additionalProperties": false, "properties": {"success": {"type": "boolean"},
                 "deleted": {"type": "integer", "minimum": 0}}})",
               "How many were deleted")
      .bodyExample(examples::kDeleteKeywordsBody)
      .answerExample(200, examples::kDeleteKeywords200);
  r.route("PATCH", "/keywords/status", &onUpdateKeywordStatus)
      .summary("Set the status of several keywords")
      .body(R"({"type": "object", "required": ["ids", "status"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "ids": {"type": "array", "minItems": 1, "maxItems": 1000,
                        "items": {"type": "string", "format": "uuid"}},
                "status": {"type": "string", "enum": ["active", "planned", "ignored"]}}})",
            "The keywords and their new status")
      .answers(200, kUpdated, "How many keywords changed")
      .bodyExample(examples::kPatchKeywordsStatusBody)
      .answerExample(200, examples::kPatchKeywordsStatus200);
  r.route("POST", "/keywords/{id}/star", &onStarKeyword)
      .summary("Star a keyword")
      .answers(200, doc::dataOf(kKeyword), "The keyword")
      .answerExample(200, examples::kPostKeywordsByIdStar200);
  r.route("DELETE", "/keywords/{id}/star", &onUnstarKeyword)
      .summary("Unstar a keyword")
      .answers(200, doc::dataOf(kKeyword), "The keyword")
      .answerExample(200, examples::kDeleteKeywordsByIdStar200);
  r.route("GET", "/keywords/groups", &onListGroups)
      .summary("List the website's keyword groups, with their keyword counts")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("KeywordGroup"))), "The groups, by name")
      .answerExample(200, examples::kGetKeywordsGroups200);
  r.route("POST", "/keywords/groups", &onCreateGroup)
      .summary("Create a keyword group")
      .body(R"({"type": "object", "required": ["name"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "name": {"type": "string", "minLength": 1, "maxLength": 100}}})",
            "The group's name, unique in the website whatever its case")
      .answers(201, doc::dataOf(doc::ref("KeywordGroup")), "The group")
      .fails(409, "The website has a group of that name")
      .bodyExample(examples::kPostKeywordsGroupsBody)
      .answerExample(201, examples::kPostKeywordsGroups201);
  r.route("DELETE", "/keywords/groups/{id}", &onDeleteGroup)
      .summary("Delete a keyword group", "Its keywords stay, with no group.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleteKeywordsGroupsById200);
  r.route("PUT", "/keywords/groups/{id}/keywords", &onAssignToGroup)
      .summary("Move keywords into a group")
      .body(kIds, "The keywords to move")
      .answers(200, kUpdated, "How many keywords changed")
      .bodyExample(examples::kPutKeywordsGroupsByIdKeywordsBody)
      .answerExample(200, examples::kPutKeywordsGroupsByIdKeywords200);
  r.route("DELETE", "/keywords/groups/{id}/keywords", &onRemoveFromGroup)
      .summary("Take keywords out of a group", "Only keywords in this group change.")
      .body(kIds, "The keywords to take out")
      .answers(200, kUpdated, "How many keywords changed")
      .bodyExample(examples::kDeleteKeywordsGroupsByIdKeywordsBody)
      .answerExample(200, examples::kDeleteKeywordsGroupsByIdKeywords200);
  r.route("POST", "/keywords/research", &onStartResearch)
      .summary("Start AI keyword research",
               "A durable job expands the seed terms with the keyword-data provider and the "
               "LLM; poll `poll_url`. With `sync`, the call waits up to "
               "`sync_timeout_seconds` and answers the finished job (200), or the pending one "
               "(202) when it is still running.")
      .body(R"({"type": "object", "required": ["seed_keywords"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "seed_keywords": {"type": "array", "minItems": 1, "maxItems": 20,
                                  "items": {"type": "string", "minLength": 1, "maxLength": 200}},
                "language": {"type": "string", "maxLength": 32,
                             "description": "default: the website's"},
                "country": {"type": "string", "minLength": 2, "maxLength": 2},
                "limit": {"type": "integer", "minimum": 1, "maximum": 200, "default": 50},
                "sync": {"type": "boolean", "default": false},
                "sync_timeout_seconds": {"type": "integer", "minimum": 1, "maximum": 30,
                                         "default": 10}}})",
            "The seeds and where to research")
      .answers(202, doc::dataOf(doc::ref("KeywordResearchJob")), "The job, queued")
      .answers(200, doc::dataOf(doc::ref("KeywordResearchJob")),
               "With sync: the job, finished in time")
      .spends(kKeywordResearchCredits)
      .bodyExample(examples::kPostKeywordsResearchBody)
      .answerExample(200, examples::kPostKeywordsResearch200)
      .answerExample(202, examples::kPostKeywordsResearch202);
  r.route("GET", "/keywords/research/{jobId}", &onGetResearch)
      .summary("Read a keyword research job", "`result` once completed, `error` once failed.")
      .answers(200, doc::dataOf(doc::ref("KeywordResearchJob")), "The job")
      .answerExample(200, examples::kGetKeywordsResearchByJobId200);
  r.job(kResearchJob, &onResearch);
  // Webhook events (README "Webhooks"), emitted by the host as the job's end is recorded.
  r.event("keywords.research.completed",
          "A keyword research job (POST /keywords/research) completed; `result` is its result.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("keywords.research.failed", "A keyword research job failed for good.",
          doc::jobFailedEvent());
  r.jobEvents(kResearchJob, "keywords.research.completed", "keywords.research.failed");
  r.job(kLinkArticleJob, &onLinkArticle);
  r.job(kUnlinkArticleJob, &onUnlinkArticle);
  r.transactionalService(kLinkArticleJob, &linkArticleIn);
  r.transactionalService(kUnlinkArticleJob, &unlinkArticleIn);
  r.service(kKeywordService, &answerKeyword);
  r.service(kPlanningCandidatesService, &answerPlanningCandidates);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::keywords

SEO_PLUGIN("keywords", "1.1.0", &seo::plugins::keywords::onRegister)
