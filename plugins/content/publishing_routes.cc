#include "plugins/content/publishing_routes.h"

#include <algorithm>
#include <limits>

#include "plugins/content/api_examples.h"
#include "plugins/content/article_events.h"
#include "plugins/content/article_json.h"
#include "plugins/content/article_store.h"
#include "plugins/content/automation_settings_store.h"
#include "plugins/content/cms_connection.h"
#include "plugins/content/keyword_link.h"
#include "plugins/content/publish_time.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::content {

namespace dates = seo::sdk::dates;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The connection `type` of a request body; nullopt when absent.
Result<std::optional<std::string>> connectionTypeOf(const rapidjson::Value& body) {
  return seo::sdk::bodyText(body, "type", kMaxConnectionTypeChars);
}

struct PublishPayload {
  std::string article_id;
  std::optional<std::string> type;
};

Result<PublishPayload> payloadOf(const seo::sdk::JobContext& job) {
  rapidjson::Document doc;
  if (!seo::sdk::json::parse(job.payload, doc).isOk() || !doc.IsObject() ||
      !doc.HasMember("article_id") || !doc["article_id"].IsString()) {
    return Status::invalidArgument("Invalid field: payload: must name an article_id");
  }
  PublishPayload p;
  p.article_id = doc["article_id"].GetString();
  if (doc.HasMember("type") && doc["type"].IsString()) p.type = doc["type"].GetString();
  return p;
}

seo::sdk::Article cmsArticle(const ArticleRecord& a) {
  seo::sdk::Article out;
  out.id = a.id;
  out.title = a.title;
  out.slug = a.slug;
  out.html = a.content_html.value_or("");
  out.meta_description = a.meta_description.value_or("");
  out.featured_image = a.featured_image.value_or("");
  out.status = "publish";
  return out;
}

}  // namespace

Status queuePublish(seo::sdk::Host& host, soci::session& sql, ArticleRecord& a,
                    const std::optional<std::string>& type, bool now) {
  std::int64_t delay_ms = 0;
  if (!now && a.scheduled_publish_at) {
    std::optional<std::int64_t> at = dates::msOfIso(*a.scheduled_publish_at);
    if (at) delay_ms = std::max<std::int64_t>(0, *at - nowMs(host));
  }
  rapidjson::Document payload(rapidjson::kObjectType);
  auto& al = payload.GetAllocator();
  payload.AddMember("article_id", seo::sdk::json::string(a.id, al), al);
  payload.AddMember("type", type ? seo::sdk::json::string(*type, al) : rapidjson::Value(), al);
  seo::sdk::JobRequest job;
  job.kind = kPublishJob;
  job.organization_id = a.organization_id;
  job.website_id = a.website_id;
  job.payload = seo::sdk::json::text(payload);
  job.max_attempts = kPublishAttempts;
  // Rounded up, so the job never runs before the time; a schedule lies at most years ahead.
  job.delay_seconds = static_cast<int>(
      std::min<std::int64_t>((delay_ms + 999) / 1000, std::numeric_limits<int>::max()));
  SEO_ASSIGN_OR_RETURN(std::string job_id, host.jobs().enqueue(sql, job));
  a.publish_job_id = job_id;
  return Status::ok();
}

Result<Response> onScheduleArticle(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(
      seo::sdk::bodyOnly(body, {"date", "type"}, "is not accepted here (date, type)"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> type, connectionTypeOf(body));
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    AutomationRow automation = loadAutomation(sql, a.website_id);
    SEO_ASSIGN_OR_RETURN(std::optional<std::int64_t> at,
                         bodyPublishTime(body, "date", automation.settings, nowMs(*ctx.host)));
    if (!at) return Status::missingField("date");
    if (a.status == kPublished) {
      return Status::conflict("The article is published already; publish it again to update it");
    }
    a.scheduled_publish_at = dates::isoOfMs(*at);
    a.publish_job_id.reset();  // a job for the old time finds it is no longer its turn
    if (a.status == kCompleted) {
      SEO_RETURN_IF_ERROR(
          queuePublish(*ctx.host, sql, a, type ? type : automation.settings.cms_type));
    }
    a.updated_at = ctx.host->now();
    updateArticle(sql, a);
    return Status::ok();
  }));
  return articleAnswer(a, 200);
}

Result<Response> onUnscheduleArticle(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    if (a.status == kPublished) return Status::conflict("The article is published already");
    a.scheduled_publish_at.reset();
    a.publish_job_id.reset();
    if (a.pipeline_status == kStagePublishing) a.pipeline_status = kStageGenerated;
    a.updated_at = ctx.host->now();
    updateArticle(sql, a);
    return Status::ok();
  }));
  return articleAnswer(a, 200);
}

Result<Response> onPublishArticle(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"type"}, "is not accepted here (type)"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> type, connectionTypeOf(body));
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    if (a.status != kCompleted && a.status != kPublished) {
      return Status::conflict("Only a completed article can be published (this one is " + a.status +
                              "); generate it first");
    }
    AutomationRow automation = loadAutomation(sql, a.website_id);
    SEO_RETURN_IF_ERROR(
        queuePublish(*ctx.host, sql, a, type ? type : automation.settings.cms_type, true));
    a.pipeline_status = kStagePublishing;
    a.updated_at = ctx.host->now();
    updateArticle(sql, a);
    return Status::ok();
  }));
  return articleAnswer(a, 202);
}

Result<std::string> onPublishJob(seo::sdk::JobContext& job) {
  SEO_ASSIGN_OR_RETURN(PublishPayload p, payloadOf(job));
  seo::sdk::Host& host = *job.host;
  ArticleRecord a;
  bool ours = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    ours = changeForJob(
        host, sql, p.article_id, ArticleJob::kPublishing, job.job_id, host.now(),
        [&](ArticleRecord& r) {
          if (r.status == kCompleted || r.status == kPublished) {
            r.pipeline_status = kStagePublishing;
          }
        },
        &a);
    return Status::ok();
  }));
  if (!ours) return std::string(R"({"skipped": "the article was deleted or rescheduled"})");
  if (a.status != kCompleted && a.status != kPublished) {
    return std::string(R"({"skipped": "the article is not completed"})");
  }

  auto fail = [&](const Status& error) -> Result<std::string> {
    bool last = seo::sdk::endsJobFailed(job, error);
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      ArticleRecord after;
      bool ours_now = changeForJob(
          host, sql, a.id, ArticleJob::kPublishing, job.job_id, host.now(),
          [&](ArticleRecord& r) {
            r.pipeline_status = kStagePublishFailed;
            r.error = "Publishing failed: " + error.message();
            if (last) r.publish_job_id.reset();
          },
          &after);
      if (!ours_now || !last) return Status::ok();
      return emitArticleEvent(host, sql, after, kArticleFailed, job.job_id);
    }));
    return error;
  };

  Result<std::shared_ptr<CmsConnection>> connection = cmsConnectionOf(host, a.website_id, p.type);
  if (!connection.isOk()) return fail(connection.status());
  CmsConnection& cms = *connection.value();
  seo::sdk::Article article = cmsArticle(a);
  Result<seo::sdk::Published> published = Status::internal("not published");
  bool updated = false;
  if (a.cms_post_id && a.cms_type == std::optional<std::string>(cms.type)) {
    // Published before through this connection: the same post changes.
    seo::sdk::Published previous{a.cms_url.value_or(""), *a.cms_post_id};
    published = cms.connector->update(cms.settings, article, previous, host.http());
    updated = published.isOk();
    // A post deleted on the CMS side is published anew.
    if (!published.isOk() && published.status().code() == seo::sdk::Code::NotFound) {
      published = cms.connector->publish(cms.settings, article, host.http());
    }
  } else {
    published = cms.connector->publish(cms.settings, article, host.http());
  }
  if (!published.isOk()) return fail(published.status());

  const seo::sdk::Published& where = published.value();
  ArticleRecord done;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    ours = changeForJob(
        host, sql, a.id, ArticleJob::kPublishing, job.job_id, host.now(),
        [&](ArticleRecord& r) {
          r.status = kPublished;
          r.pipeline_status = kStagePublished;
          if (!r.published_at) r.published_at = host.now();
          r.cms_type = cms.type;
          r.cms_url = where.url;
          if (!where.remote_id.empty()) r.cms_post_id = where.remote_id;
          r.publish_job_id.reset();
          r.error.reset();
        },
        &done);
    if (!ours) return Status::ok();
    SEO_RETURN_IF_ERROR(linkKeyword(host, sql, done));
    return emitArticleEvent(host, sql, done, kArticlePublished, job.job_id);
  }));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& al = out.GetAllocator();
  out.AddMember("article_id", seo::sdk::json::string(a.id, al), al);
  out.AddMember("type", seo::sdk::json::string(cms.type, al), al);
  out.AddMember("url", seo::sdk::json::string(where.url, al), al);
  out.AddMember("updated", updated, al);
  return seo::sdk::json::text(out);
}

void registerPublishing(seo::sdk::Registrar& r) {
  namespace doc = seo::sdk::doc;
  const std::string kDetail = doc::dataOf(doc::ref("ArticleDetail"));
  const std::string kConnection = R"({"type": "string", "minLength": 1, "maxLength": )" +
                                  std::to_string(kMaxConnectionTypeChars) + R"(,
      "description": "the CMS connection (POST /connect's type); default: the automation's cms_type, else the website's only one"})";
  r.route("POST", "/articles/{id}/schedule", &onScheduleArticle)
      .summary("Schedule an article's publishing",
               "A bare date publishes at the automation's publish time in its time zone. A "
               "completed article publishes at that time; one still to be generated as soon "
               "as it is, once the time has come.")
      .body(R"({"type": "object", "required": ["date"], "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "date": {"type": "string", "description": "YYYY-MM-DD, or an RFC 3339 date-time"},
                "type": )" +
                kConnection + R"(}})",
            "When, and through which connection")
      .answers(200, kDetail, "Scheduled")
      .fails(409, "Already published")
      .bodyExample(examples::kPostArticlesByIdScheduleBody)
      .answerExample(200, examples::kPostArticlesByIdSchedule200);
  r.route("DELETE", "/articles/{id}/schedule", &onUnscheduleArticle)
      .summary("Clear an article's schedule")
      .answers(200, kDetail, "Unscheduled")
      .fails(409, "Already published")
      .answerExample(200, examples::kDeleteArticlesByIdSchedule200);
  r.route("POST", "/articles/{id}/publish", &onPublishArticle)
      .irreversible()  // the post goes live on the website's CMS
      .summary("Publish an article now",
               "Through the website's CMS connection, as a durable job retried with backoff. "
               "An article published before updates the same post.")
      .body(R"({"type": "object", "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "type": )" +
                kConnection + R"(}})",
            "Which connection")
      .answers(202, kDetail, "Queued for publishing")
      .polledBy("/articles/{id}")
      .fails(409, "Not generated yet")
      .bodyExample(examples::kPostArticlesByIdPublishBody)
      .answerExample(202, examples::kPostArticlesByIdPublish202);
  r.job(kPublishJob, &onPublishJob);
}

}  // namespace seo::plugins::content
