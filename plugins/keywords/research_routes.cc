#include "plugins/keywords/research_routes.h"

#include <unordered_set>

#include "plugins/keywords/api_examples.h"
#include "plugins/keywords/credits.h"
#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keywords_values.h"
#include "plugins/keywords/research_job.h"

namespace seo::plugins::keywords {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

inline constexpr std::size_t kMaxSeeds = 20;
inline constexpr std::size_t kMaxSeedChars = 200;
// How long `sync: true` waits for the job, in seconds: when not said, and the most.
inline constexpr int kDefaultSyncSeconds = 10;
inline constexpr int kMaxSyncSeconds = 30;

Result<std::vector<std::string>> parseSeeds(const rapidjson::Value& body) {
  if (!body.HasMember("seed_keywords") || body["seed_keywords"].IsNull()) {
    return Status::missingField("seed_keywords");
  }
  const rapidjson::Value& list = body["seed_keywords"];
  if (!list.IsArray() || list.Empty() || list.Size() > kMaxSeeds) {
    return Status::invalidField(
        "seed_keywords", "must be an array of 1 to " + std::to_string(kMaxSeeds) + " strings");
  }
  std::vector<std::string> seeds;
  std::unordered_set<std::string> seen;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    const rapidjson::Value& v = list[i];
    std::string term = v.IsString() ? std::string(seo::sdk::ascii::trim(std::string_view(v.GetString(), v.GetStringLength())))
                                    : std::string();
    if (term.empty() || seo::sdk::utf8::characterCount(term) > kMaxSeedChars) {
      return Status::invalidField(
          "seed_keywords[" + std::to_string(i) + "]",
          "must be a non-empty string of at most " + std::to_string(kMaxSeedChars) + " characters");
    }
    if (seen.insert(seo::sdk::ascii::lower(term)).second) seeds.push_back(std::move(term));
  }
  return seeds;
}

std::string pollUrl(const std::string& job_id) { return "/keywords/research/" + job_id; }

Response jobResponse(const seo::sdk::JobInfo& job, int http_status) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("job_id", string(job.id, a), a);
  data.AddMember("status", string(job.status, a), a);
  data.AddMember("poll_url", string(pollUrl(job.id), a), a);
  data.AddMember("created_at", string(job.created_at, a), a);
  data.AddMember("updated_at", string(job.updated_at, a), a);
  if (job.status == kJobCompleted) {
    data.AddMember("result", seo::sdk::json::valueOf(job.result, rapidjson::kObjectType, a), a);
  }
  if (job.status == kJobFailed) data.AddMember("error", string(job.error, a), a);
  return Response::data(std::move(data), http_status);
}

Response pendingHandle(const std::string& job_id) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("job_id", string(job_id, a), a);
  data.AddMember("status", string(kJobPending, a), a);
  data.AddMember("poll_url", string(pollUrl(job_id), a), a);
  return Response::data(std::move(data), 202);
}

Result<Response> onStartResearch(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  Result<std::vector<std::string>> seeds = parseSeeds(body);
  if (!seeds.isOk()) return seeds.status();
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, seo::sdk::bodyInt(body, "limit", kDefaultResearchLimit,
                                                             1, kMaxResearchLimit));
  SEO_ASSIGN_OR_RETURN(bool sync, seo::sdk::bodyBool(body, "sync"));
  SEO_ASSIGN_OR_RETURN(std::int64_t sync_seconds,
                       seo::sdk::bodyInt(body, "sync_timeout_seconds", kDefaultSyncSeconds, 1,
                                         kMaxSyncSeconds));

  Result<seo::sdk::WebsiteInfo> website = ctx.host->findWebsite(ctx.caller.website_id);
  if (!website.isOk()) return website.status();
  Result<seo::sdk::TermQuery> locale = parseLanguageAndCountry(body, website.value().language);
  if (!locale.isOk()) return locale.status();

  std::string job_id;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    if (Status spent =
            ctx.host->credits().consume(sql, ctx, kKeywordResearchCredits, kResearchCost);
        !spent.isOk()) {
      return spent;
    }
    ResearchRequest request{seeds.value(), locale.value().language, locale.value().country,
                            static_cast<int>(limit)};
    seo::sdk::JobRequest job;
    job.kind = kResearchJob;
    job.organization_id = ctx.caller.payingOrganizationId();
    job.website_id = ctx.caller.website_id;
    job.payload = researchPayload(request);
    job.max_attempts = kResearchAttempts;
    Result<std::string> id = ctx.host->jobs().enqueue(sql, job);
    if (!id.isOk()) return id.status();
    job_id = id.value();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!sync) return pendingHandle(job_id);
  // Waits with a deferred answer: no thread is held while the job runs.
  seo::sdk::Responder respond = ctx.defer();
  ctx.host->jobs().watch(job_id, ctx.caller.website_id, static_cast<int>(sync_seconds * 1000),
                         [respond, job_id](Result<seo::sdk::JobInfo> job) {
                           bool done = job.isOk() && researchEnded(job.value().status);
                           respond(done ? jobResponse(job.value(), 200) : pendingHandle(job_id));
                         });
  return Response::later();
}

Result<Response> onGetResearch(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string job_id, seo::sdk::pathUuid(ctx, "jobId"));
  Result<seo::sdk::JobInfo> job = ctx.host->jobs().find(job_id, ctx.caller.website_id);
  if (!job.isOk()) return job.status();
  // Job ids of the other job kinds this website has are not research jobs.
  if (job.value().kind != kResearchJob) return Status::notFound();
  return jobResponse(job.value(), 200);
}

// The body of POST /keywords/research.
std::string startBody() {
  auto n = [](auto number) { return std::to_string(number); };
  return R"({"type": "object", "required": ["seed_keywords"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "seed_keywords": {"type": "array", "minItems": 1, "maxItems": )" + n(kMaxSeeds) + R"(,
                        "items": {"type": "string", "minLength": 1, "maxLength": )" +
         n(kMaxSeedChars) + R"(}},
      "language": {"type": "string", "maxLength": )" + n(kMaxShortTextChars) + R"(,
                   "description": "default: the website's"},
      "country": {"type": "string", "minLength": )" + n(kCountryCodeChars) +
         R"(, "maxLength": )" + n(kCountryCodeChars) + R"(},
      "limit": {"type": "integer", "minimum": 1, "maximum": )" + n(kMaxResearchLimit) +
         R"(, "default": )" + n(kDefaultResearchLimit) + R"(},
      "sync": {"type": "boolean", "default": false},
      "sync_timeout_seconds": {"type": "integer", "minimum": 1, "maximum": )" +
         n(kMaxSyncSeconds) + R"(, "default": )" + n(kDefaultSyncSeconds) + "}}}";
}

}  // namespace

void registerResearch(seo::sdk::Registrar& r) {
  r.route("POST", "/keywords/research", &onStartResearch)
      .summary("Start AI keyword research",
               "A durable job expands the seed terms with the keyword-data provider and the "
               "LLM; poll `poll_url`. With `sync`, the call waits up to "
               "`sync_timeout_seconds` and answers the finished job (200), or the pending one "
               "(202) when it is still running. Spends " +
                   std::to_string(kResearchCost) +
                   " `keyword_research` credits, given back when the job fails.")
      .body(startBody(), "The seeds and where to research")
      .answers(202, doc::dataOf(doc::ref("KeywordResearchJob")), "The job, queued")
      .polledBy("/keywords/research/{jobId}")
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
  // Webhook events (docs/webhooks.md), emitted by the host as the job's end is recorded.
  r.event("keywords.research.completed",
          "A keyword research job (POST /keywords/research) completed; `result` is its result.",
          doc::jobCompletedEvent(R"({"type": "object"})"));
  r.event("keywords.research.failed", "A keyword research job failed for good.",
          doc::jobFailedEvent());
  r.jobEvents(kResearchJob, "keywords.research.completed", "keywords.research.failed");
}

}  // namespace seo::plugins::keywords
