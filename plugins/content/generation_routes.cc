#include "plugins/content/generation_routes.h"

#include "plugins/content/api_examples.h"
#include "plugins/content/article.h"
#include "plugins/content/article_events.h"
#include "plugins/content/article_json.h"
#include "plugins/content/article_prompts.h"
#include "plugins/content/article_store.h"
#include "plugins/content/credits.h"
#include "plugins/content/keyword_link.h"
#include "plugins/content/markdown.h"
#include "plugins/content/offline_draft.h"
#include "plugins/content/publishing_routes.h"
#include "plugins/content/slug_folding.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::content {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

struct GeneratePayload {
  std::string article_id;
  int words = kDefaultWords;
  std::string reservation;  // the ai_credits reserved when it was accepted; "" before 2.12
};

// Tokens per word of an article's text, for its reservation: English Markdown runs near 1.4,
// other languages higher.
constexpr std::int64_t kTokensPerWord = 2;

// What a generation is priced at when it is accepted: its plan when the article has none, and
// its text (the prompt, and the words asked for). The language only names itself in the
// prompts, so any stands in for the website's.
std::int64_t generationEstimate(const ArticleRecord& a, int words) {
  seo::sdk::ChatRequest write = writeRequest({&a, "en", words});
  write.max_tokens = static_cast<int>(kTokensPerWord * words);
  std::int64_t tokens = seo::sdk::estimatedTokens(write);
  if (a.outline == "[]") {
    tokens += seo::sdk::estimatedTokens(
        planRequest({a.keyword ? a.keyword->term : a.title, a.title, a.article_type, "en"}));
  }
  return tokens;
}

Result<GeneratePayload> payloadOf(const seo::sdk::JobContext& job) {
  rapidjson::Document doc;
  if (!seo::sdk::json::parse(job.payload, doc).isOk() || !doc.IsObject() ||
      !doc.HasMember("article_id") || !doc["article_id"].IsString()) {
    return Status::invalidArgument("Invalid field: payload: must name an article_id");
  }
  GeneratePayload p;
  p.article_id = doc["article_id"].GetString();
  if (doc.HasMember("words") && doc["words"].IsInt()) p.words = doc["words"].GetInt();
  if (doc.HasMember("reservation") && doc["reservation"].IsString()) {
    p.reservation = doc["reservation"].GetString();
  }
  return p;
}

Status setStage(seo::sdk::JobContext& job, const std::string& article_id, const char* stage,
                bool* ours) {
  return job.host->withTransaction([&](soci::session& sql) {
    *ours = changeForJob(
        *job.host, sql, article_id, ArticleJob::kGeneration, job.job_id, job.host->now(),
        [&](ArticleRecord& a) {
          a.status = kInProgress;
          a.pipeline_status = stage;
        },
        nullptr);
    return Status::ok();
  });
}

}  // namespace

Status queueGeneration(seo::sdk::Host& host, soci::session& sql, ArticleRecord& a, int words) {
  // 402 here, in the transaction that accepts the generation, when its estimate does not fit:
  // generations asked for together can never spend more than the bucket holds.
  const std::string reservation = host.newId();
  SEO_RETURN_IF_ERROR(host.credits().reserve(sql, a.organization_id, kAiCredits,
                                             generationEstimate(a, words), reservation));
  seo::sdk::JobRequest job;
  job.kind = kGenerateJob;
  job.organization_id = a.organization_id;
  job.website_id = a.website_id;
  job.payload = "{\"article_id\": \"" + a.id + "\", \"words\": " + std::to_string(words) +
                ", \"reservation\": \"" + reservation + "\"}";
  job.max_attempts = kGenerateAttempts;
  SEO_ASSIGN_OR_RETURN(std::string job_id, host.jobs().enqueue(sql, job));
  a.generation_job_id = job_id;
  a.status = kQueued;
  a.pipeline_status = kStageQueued;
  a.error.reset();
  return Status::ok();
}

Result<Response> onGenerateArticle(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"words", "instructions"},
                                         "is not a generation option (words, instructions)"));
  SEO_ASSIGN_OR_RETURN(std::int64_t words,
                       seo::sdk::bodyInt(body, "words", kDefaultWords, kMinWords, kMaxWords));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> instructions,
                       seo::sdk::bodyText(body, "instructions", kMaxInstructionsChars));
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    if (a.status == kQueued || a.status == kInProgress) {
      return Status::conflict("The article is being generated already");
    }
    if (a.status == kPublished) {
      return Status::conflict("A published article is not generated again; create a new one");
    }
    if (instructions) a.instructions = instructions;
    a.organization_id = ctx.caller.payingOrganizationId();
    SEO_RETURN_IF_ERROR(queueGeneration(*ctx.host, sql, a, static_cast<int>(words)));
    a.updated_at = ctx.host->now();
    updateArticle(sql, a);
    return linkKeyword(*ctx.host, sql, a);
  }));
  return articleAnswer(a, 202);
}

namespace {

Result<std::string> generate(seo::sdk::JobContext& job, const GeneratePayload& p) {
  seo::sdk::Host& host = *job.host;
  ArticleRecord a;
  Status found = host.withSession(
      [&](soci::session& sql) { return findArticleById(host, sql, p.article_id, &a); });
  if (found.code() == seo::sdk::Code::NotFound ||
      (found.isOk() && a.generation_job_id != std::optional<std::string>(job.job_id))) {
    return std::string(R"({"skipped": "the article was deleted or generated again"})");
  }
  SEO_RETURN_IF_ERROR(found);

  // Every step below is repeated on a retry: nothing is kept half-done.
  auto fail = [&](const Status& error) -> Result<std::string> {
    bool last = seo::sdk::endsJobFailed(job, error);
    Status written = host.withTransaction([&](soci::session& sql) {
      ArticleRecord after;
      bool ours = changeForJob(
          host, sql, p.article_id, ArticleJob::kGeneration, job.job_id, host.now(),
          [&](ArticleRecord& r) {
            r.error = error.message();
            if (last) {
              r.status = kPlanned;
              r.pipeline_status = kStageGenerationFailed;
            }
          },
          &after);
      if (!ours || !last) return Status::ok();
      // Settled with the article's end, so whoever sees it ended sees the credits back.
      if (!p.reservation.empty()) {
        SEO_RETURN_IF_ERROR(host.credits().settle(sql, job.organization_id, p.reservation));
      }
      SEO_RETURN_IF_ERROR(linkKeyword(host, sql, after));
      return emitArticleEvent(host, sql, after, kArticleFailed, job.job_id);
    });
    if (!written.isOk()) return written;
    return error;
  };

  bool ours = true;
  std::string language = languageOf(host, a.website_id);
  std::int64_t tokens = 0;
  std::string source = kSourceOffline, model;
  if (a.outline == "[]") {
    SEO_RETURN_IF_ERROR(setStage(job, a.id, kStageOutlining, &ours));
    if (!ours) return std::string(R"({"skipped": "superseded"})");
    PlanInput in{a.keyword ? a.keyword->term : a.title, a.title, a.article_type, language};
    Result<seo::sdk::ModelAnswer> asked =
        host.models().ask(a.organization_id, planRequest(in), {"", "", p.reservation});
    if (!asked.isOk()) return fail(asked.status());
    const seo::sdk::ChatAnswer& answer = asked.value().answer;
    ArticlePlan plan;
    if (answer.estimate) {
      plan = offlinePlan(in);
    } else {
      Result<ArticlePlan> read = readPlan(answer.content, in);
      if (!read.isOk()) return fail(read.status());
      plan = read.value();
      tokens += answer.usage.total_tokens;
      source = kSourceModel;
      model = answer.model;
    }
    a.outline = plan.outline;
    a.outline_source = source;
    // A slug nobody chose (the title's) gives way to the plan's.
    if (a.slug == slugOf(a.title)) a.slug = plan.slug;
    if (!a.meta_description && !plan.meta_description.empty()) {
      a.meta_description = plan.meta_description;
    }
  }

  SEO_RETURN_IF_ERROR(setStage(job, a.id, kStageWriting, &ours));
  if (!ours) return std::string(R"({"skipped": "superseded"})");
  Result<seo::sdk::ModelAnswer> asked = host.models().ask(
      a.organization_id, writeRequest({&a, language, p.words}), {"", "", p.reservation});
  if (!asked.isOk()) return fail(asked.status());
  const seo::sdk::ChatAnswer& answer = asked.value().answer;
  std::string markdown;
  if (answer.estimate) {
    markdown = offlineArticle(a);
    source = kSourceOffline;
  } else {
    Result<std::string> read = readArticleMarkdown(answer.content);
    if (!read.isOk()) return fail(read.status());
    markdown = read.value();
    tokens += answer.usage.total_tokens;
    source = kSourceModel;
    model = answer.model;
  }

  SEO_RETURN_IF_ERROR(setStage(job, a.id, kStageRendering, &ours));
  if (!ours) return std::string(R"({"skipped": "superseded"})");
  std::string html = markdownToHtml(markdown);

  ArticleRecord done;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    ours = changeForJob(
        host, sql, a.id, ArticleJob::kGeneration, job.job_id, host.now(),
        [&](ArticleRecord& r) {
          r.outline = a.outline;
          r.outline_source = a.outline_source;
          if (r.slug == slugOf(r.title)) r.slug = a.slug;
          if (!r.meta_description) r.meta_description = a.meta_description;
          r.content_markdown = markdown;
          r.content_html = html;
          r.generation_source = source;
          r.generation_model = model.empty() ? std::nullopt : std::optional<std::string>(model);
          r.total_tokens += tokens;
          r.status = kCompleted;
          r.pipeline_status = kStageGenerated;
          r.error.reset();
        },
        &done);
    if (!ours) return Status::ok();
    if (!p.reservation.empty()) {
      SEO_RETURN_IF_ERROR(host.credits().settle(sql, job.organization_id, p.reservation));
    }
    SEO_RETURN_IF_ERROR(linkKeyword(host, sql, done));
    SEO_RETURN_IF_ERROR(emitArticleEvent(host, sql, done, kArticleGenerated, job.job_id));
    // A schedule waiting for the text publishes at its time (now, when that has passed).
    if (done.scheduled_publish_at) {
      SEO_RETURN_IF_ERROR(queuePublish(host, sql, done, std::nullopt));
      updateArticle(sql, done);
    }
    return Status::ok();
  }));
  if (!ours) return std::string(R"({"skipped": "superseded"})");
  return "{\"article_id\": \"" + a.id + "\", \"source\": \"" + source +
         "\", \"total_tokens\": " + std::to_string(tokens) + "}";
}

}  // namespace

Result<std::string> onGenerateJob(seo::sdk::JobContext& job) {
  SEO_ASSIGN_OR_RETURN(GeneratePayload p, payloadOf(job));
  Result<std::string> result = generate(job, p);
  // The generation is over (done, skipped or failed for good): what it did not use goes back
  // (already, with the article's end, unless it was skipped).
  if (!p.reservation.empty() && (result.isOk() || seo::sdk::endsJobFailed(job, result.status()))) {
    Status settled = job.host->withTransaction([&](soci::session& sql) {
      return job.host->credits().settle(sql, job.organization_id, p.reservation);
    });
    if (!settled.isOk()) {
      job.host->log(
          seo::sdk::LogLevel::Warning,
          "content generation " + job.job_id + ": reservation not settled: " + settled.message());
    }
  }
  return result;
}

void registerGeneration(seo::sdk::Registrar& r) {
  namespace doc = seo::sdk::doc;
  r.route("POST", "/articles/{id}/generate", &onGenerateArticle)
      .summary("Generate an article's text",
               "A durable job: outline (when missing), sections, meta description and slug, "
               "then HTML; `pipeline_status` names the stage. Spends `ai_credits` by the tokens "
               "used; refused with 402 before anything is queued when they are exhausted.")
      .body(R"({"type": "object", "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "words": {"type": "integer", "minimum": )" +
                std::to_string(kMinWords) + R"(, "maximum": )" + std::to_string(kMaxWords) +
                R"(, "default": )" + std::to_string(kDefaultWords) + R"(},
                "instructions": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxInstructionsChars) + R"(}}})",
            "Options for the writer")
      .answers(202, doc::dataOf(doc::ref("ArticleDetail")), "Queued")
      .polledBy("/articles/{id}")
      .fails(409, "Already being generated, or published")
      .spends(kAiCredits)
      .bodyExample(examples::kPostArticlesByIdGenerateBody)
      .answerExample(202, examples::kPostArticlesByIdGenerate202);
  r.job(kGenerateJob, &onGenerateJob);
}

}  // namespace seo::plugins::content
