#include "plugins/content/article_routes.h"

#include "plugins/content/api_examples.h"
#include "plugins/content/article_events.h"
#include "plugins/content/article_json.h"
#include "plugins/content/article_prompts.h"
#include "plugins/content/article_store.h"
#include "plugins/content/automation_settings_store.h"
#include "plugins/content/content_values.h"
#include "plugins/content/credits.h"
#include "plugins/content/keyword_link.h"
#include "plugins/content/markdown.h"
#include "plugins/content/offline_draft.h"
#include "plugins/content/publish_time.h"
#include "plugins/content/publishing_routes.h"
#include "plugins/content/slug_folding.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::content {

namespace dates = seo::sdk::dates;
namespace doc = seo::sdk::doc;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Nullable text: absent leaves `*out` alone, null clears it.
Status patchText(const rapidjson::Value& body, const char* name, std::size_t max,
                 std::optional<std::string>* out) {
  if (!body.HasMember(name)) return Status::ok();
  if (body[name].IsNull()) {
    out->reset();
    return Status::ok();
  }
  SEO_ASSIGN_OR_RETURN(*out, seo::sdk::bodyText(body, name, max));
  return Status::ok();
}

// Loads the settings and website language a new article needs, outside any transaction.
struct PlanContext {
  AutomationSettings automation;
  std::string language = "en";
};

Result<PlanContext> planContextOf(seo::sdk::RequestContext& ctx) {
  PlanContext out;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    out.automation = loadAutomation(sql, ctx.caller.website_id).settings;
    return Status::ok();
  }));
  out.language = languageOf(*ctx.host, ctx.caller.website_id);
  return out;
}

// What a new article needs besides its record: the fields that come last, over the plan's.
struct NewArticleFields {
  std::optional<std::string> slug;
  std::optional<std::string> meta;
  std::optional<std::string> image;
  std::optional<std::int64_t> publish_at;
};

// Writes `a` with `fields` over what its plan gave, and answers 201.
Result<Response> writeArticle(seo::sdk::RequestContext& ctx, ArticleRecord a,
                              const NewArticleFields& fields) {
  std::optional<std::string> slug = fields.slug;
  a.slug = slug ? *slug : slugOf(a.title);
  if (fields.meta) a.meta_description = fields.meta;
  a.featured_image = fields.image;
  if (fields.publish_at) a.scheduled_publish_at = dates::isoOfMs(*fields.publish_at);
  a.created_at = a.updated_at = ctx.host->now();
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    insertArticle(sql, a);
    return linkKeyword(*ctx.host, sql, a);
  }));
  return articleAnswer(a, 201);
}

// An article the model plans, once its handler has returned (the context without the body).
struct PlannedArticle {
  seo::sdk::RequestContext ctx;
  ArticleRecord a;
  PlanInput in;
  NewArticleFields fields;
};

// The model plans (priced by its tokens, reserved by the host before it asks, so parallel
// plans never spend more than the bucket holds), then the article is written.
Result<Response> planAndWrite(PlannedArticle& p) {
  ArticleRecord& a = p.a;
  SEO_ASSIGN_OR_RETURN(seo::sdk::ModelAnswer asked,
                       p.ctx.host->models().ask(a.organization_id, planRequest(p.in), {}));
  const seo::sdk::ChatAnswer& answer = asked.answer;
  ArticlePlan plan;
  if (answer.estimate) {
    plan = offlinePlan(p.in);
    a.outline_source = kSourceOffline;
  } else {
    SEO_ASSIGN_OR_RETURN(plan, readPlan(answer.content, p.in));
    a.outline_source = kSourceModel;
    a.total_tokens = answer.usage.total_tokens;
    a.generation_model = answer.model;
  }
  a.title = plan.title;
  a.outline = plan.outline;
  if (!plan.meta_description.empty()) a.meta_description = plan.meta_description;
  if (!p.fields.slug) p.fields.slug = plan.slug;
  return writeArticle(p.ctx, std::move(a), p.fields);
}

}  // namespace

Result<Response> onCreateArticle(seo::sdk::RequestContext& ctx, seo::sdk::ProviderLanes& lanes) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(
      body,
      {"title", "keyword_id", "date", "article_type", "outline", "slug", "meta_description",
       "featured_image"},
      "is not an article field on create (title, keyword_id, date, article_type, outline, "
      "slug, meta_description, featured_image)"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> title,
                       seo::sdk::bodyText(body, "title", kMaxTitleChars));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> keyword_id,
                       seo::sdk::bodyUuid(body, "keyword_id"));
  if (!title && !keyword_id) return Status::missingField("title or keyword_id");
  SEO_ASSIGN_OR_RETURN(PlanContext plan_context, planContextOf(ctx));
  const AutomationSettings& automation = plan_context.automation;
  SEO_ASSIGN_OR_RETURN(std::string type,
                       bodyArticleType(body, "article_type", automation.default_article_type));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> outline, bodyOutline(body, "outline"));
  NewArticleFields fields;
  SEO_ASSIGN_OR_RETURN(fields.slug, bodySlug(body, "slug"));
  SEO_ASSIGN_OR_RETURN(fields.meta,
                       seo::sdk::bodyText(body, "meta_description", kMaxMetaDescriptionChars));
  SEO_ASSIGN_OR_RETURN(fields.image, bodyImageUrl(body, "featured_image"));
  SEO_ASSIGN_OR_RETURN(fields.publish_at,
                       bodyPublishTime(body, "date", automation, nowMs(*ctx.host)));

  ArticleRecord a;
  a.id = ctx.host->newId();
  a.website_id = ctx.caller.website_id;
  a.organization_id = ctx.caller.payingOrganizationId();
  a.article_type = type;
  if (keyword_id) {
    SEO_ASSIGN_OR_RETURN(LinkedKeyword k,
                         lookUpKeyword(*ctx.host, a.website_id, *keyword_id, "keyword_id"));
    a.keyword = std::move(k);
  }
  if (outline) {  // nothing to ask: written at once
    a.outline = *outline;
    a.outline_source = kSourceUser;
    a.title = title ? *title : a.keyword->term;
    return writeArticle(ctx, std::move(a), fields);
  }
  // 402 here, before anything waits, when the bucket is empty (also without a model, which
  // plans for nothing, as for any ai_credits consumer).
  SEO_RETURN_IF_ERROR(ctx.host->credits().check(a.organization_id, kAiCredits));
  // The model may be slow: the plan waits in the organization's lane, off this thread.
  auto planned = std::make_shared<PlannedArticle>();
  planned->ctx = seo::sdk::detachedContext(ctx);
  planned->in = PlanInput{a.keyword ? a.keyword->term : *title, title, type, plan_context.language};
  planned->a = std::move(a);
  planned->fields = std::move(fields);
  return lanes.answerInLane(
      ctx, [planned] { return planAndWrite(*planned); },
      "The language model is answering this organization's earlier plans slowly; try again "
      "shortly",
      "Too many articles of this organization waiting for the language model; try again "
      "shortly");
}

Result<Response> onListArticles(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::ListWindow window,
                       seo::sdk::readListWindow(ctx, kArticleListDefault, kArticleListMax, 2));
  ArticleFilter filter;
  SEO_ASSIGN_OR_RETURN(std::string status,
                       seo::sdk::queryChoice(ctx, "status", kArticleStatuses, ""));
  if (!status.empty()) filter.status = status;
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::queryDate(ctx, "from"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::queryDate(ctx, "to"));
  if (from) filter.from = *from + "T00:00:00.000Z";
  if (to) filter.to = dates::formatDay(*dates::parseDay(*to) + 1) + "T00:00:00.000Z";
  if (from && to && *from > *to) {
    return Status::invalidField("to", "must not be before from");
  }
  std::vector<ArticleRecord> rows;
  std::int64_t total = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    if (!window.byCursor()) total = countArticles(*ctx.host, sql, ctx.caller.website_id, filter);
    rows = listArticles(*ctx.host, sql, ctx.caller.website_id, filter, window);
    return Status::ok();
  }));
  std::optional<std::string> next = seo::sdk::trimToPage(rows, window.page.limit, articleKeysOf);
  rapidjson::Document items(rapidjson::kArrayType);
  for (const ArticleRecord& a : rows) {
    items.PushBack(articleJson(a, false, items.GetAllocator()), items.GetAllocator());
  }
  return seo::sdk::listAnswer(std::move(items), total, window, next);
}

Result<Response> onGetArticle(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    return findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a);
  }));
  return articleAnswer(a, 200);
}

Result<Response> onUpdateArticle(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(
      body,
      {"title", "slug", "meta_description", "featured_image", "article_type", "outline",
       "content_markdown", "status"},
      "cannot be changed (writable: title, slug, meta_description, featured_image, "
      "article_type, outline, content_markdown, status)"));
  if (body.MemberCount() == (body.HasMember("website_id") ? 1u : 0u)) {
    return Status::invalidArgument("Nothing to update: give one of the writable fields");
  }
  // Every new value is checked first, so a bad one writes nothing.
  std::optional<std::string> title, slug, type, outline, markdown, status;
  if (body.HasMember("title")) {
    SEO_ASSIGN_OR_RETURN(title, seo::sdk::requiredText(body, "title", kMaxTitleChars));
  }
  SEO_ASSIGN_OR_RETURN(slug, bodySlug(body, "slug"));
  if (body.HasMember("slug") && !slug) return Status::invalidField("slug", "cannot be null");
  if (body.HasMember("article_type")) {
    SEO_ASSIGN_OR_RETURN(type, bodyArticleType(body, "article_type", ""));
    if (type->empty()) return Status::invalidField("article_type", "cannot be null");
  }
  SEO_ASSIGN_OR_RETURN(outline, bodyOutline(body, "outline"));
  SEO_ASSIGN_OR_RETURN(markdown, bodyMarkdown(body, "content_markdown"));
  if (body.HasMember("status")) {
    SEO_ASSIGN_OR_RETURN(status, seo::sdk::bodyChoice(body, "status", kSettableStatuses, ""));
    if (status->empty()) return Status::invalidField("status", kSettableStatuses.rule());
  }
  std::optional<std::string> image;
  SEO_ASSIGN_OR_RETURN(image, bodyImageUrl(body, "featured_image"));
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));

  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    const std::string before_title = a.title, before_status = a.status;
    if (status) {
      if (a.status == kQueued || a.status == kInProgress) {
        return Status::conflict("The article is being generated; its status moves on its own");
      }
      if (a.status == kPublished) {
        return Status::conflict(
            "A published article stays published; publish it again to "
            "update the post");
      }
    }
    if (title) a.title = *title;
    if (slug) a.slug = *slug;
    SEO_RETURN_IF_ERROR(
        patchText(body, "meta_description", kMaxMetaDescriptionChars, &a.meta_description));
    if (body.HasMember("featured_image")) a.featured_image = image;
    if (type) a.article_type = *type;
    if (outline) {
      a.outline = *outline;
      a.outline_source = kSourceUser;
    }
    if (markdown) {
      a.content_markdown = markdown;
      a.content_html = markdownToHtml(*markdown);
    }
    if (status && *status != a.status) {
      if (*status == kCompleted && !a.content_markdown) {
        return Status::conflict(
            "The article has no text yet: generate it or give "
            "content_markdown");
      }
      a.status = *status;
      a.pipeline_status = *status == kCompleted ? kStageGenerated : kStageNotStarted;
      a.publish_job_id.reset();
      // A completed article with a schedule publishes at its time.
      if (a.status == kCompleted && a.scheduled_publish_at) {
        AutomationRow automation = loadAutomation(sql, a.website_id);
        SEO_RETURN_IF_ERROR(queuePublish(*ctx.host, sql, a, automation.settings.cms_type));
      }
    }
    a.updated_at = ctx.host->now();
    updateArticle(sql, a);
    if (a.title != before_title || a.status != before_status) {
      return linkKeyword(*ctx.host, sql, a);
    }
    return Status::ok();
  }));
  return articleAnswer(a, 200);
}

Result<Response> onDeleteArticle(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    ArticleRecord a;
    SEO_RETURN_IF_ERROR(findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a));
    deleteArticle(sql, a.website_id, a.id);
    return unlinkKeyword(*ctx.host, sql, a);
  }));
  return Response::success();
}

void registerArticles(seo::sdk::Registrar& r) {
  const std::string kArticle = doc::ref("Article");
  const std::string kDetail = doc::dataOf(doc::ref("ArticleDetail"));
  const std::string kType = kArticleTypes.schema();
  // The fields POST and PATCH share, with their limits (article.h).
  const std::string kTitle =
      R"({"type": "string", "minLength": 1, "maxLength": )" + std::to_string(kMaxTitleChars) + "}";
  const std::string kSlug =
      R"({"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": )" +
      std::to_string(kMaxSlugChars) + "}";

  // Planning asks the model for an outline: only that waits, in the organization's own lane
  // (seo/sdk/util/provider_lanes.h); an article given its outline is written at once.
  r.route("POST", "/articles",
          [lanes = std::make_shared<seo::sdk::ProviderLanes>()](seo::sdk::RequestContext& ctx) {
            return onCreateArticle(ctx, *lanes);
          })
      .summary("Plan an article",
               "Give `title` or `keyword_id` (a keyword of the website, which becomes "
               "`planned`). Without `outline` the language model plans one (with a title, slug "
               "and meta description) and its tokens are spent from `ai_credits`; with one, "
               "nothing is asked or spent. `date` schedules publishing: a bare date publishes "
               "at the automation's publish time in its time zone.")
      .body(R"({"type": "object", "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "title": )" +
                kTitle + R"(,
                "keyword_id": {"type": "string", "format": "uuid"},
                "date": {"type": "string", "description": "YYYY-MM-DD, or an RFC 3339 date-time"},
                "article_type": )" +
                kType + R"(,
                "outline": {"$ref": "#/components/schemas/Outline"},
                "slug": )" +
                kSlug + R"(,
                "meta_description": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxMetaDescriptionChars) + R"(},
                "featured_image": {"type": "string", "format": "uri", "maxLength": )" +
                std::to_string(kMaxImageUrlChars) + R"(}}})",
            "The article to plan: title or keyword_id at least")
      .answers(201, kDetail, "The planned article")
      .fails(502, "The language model's plan was unusable, or the model answered with an error")
      .fails(429,
             "Too many articles of this organization waiting for the language model "
             "(Retry-After says when to retry)")
      .fails(503,
             "Without `outline`: the language model did not answer in time, or this "
             "organization's earlier plans still hold it")
      .spends(kAiCredits)
      .bodyExample(examples::kPostArticlesBody)
      .answerExample(201, examples::kPostArticles201);
  doc::listed(r.route("GET", "/articles", &onListArticles), kArticleListDefault, kArticleListMax)
      .summary("List the website's articles", "Newest first, without their bodies.")
      .query("status", kArticleStatuses.schema(), "only articles with this status")
      .query("from", std::string(doc::kDate),
             "only articles whose day (published, else scheduled) is on or after this UTC day")
      .query("to", std::string(doc::kDate), "only articles whose day is on or before this UTC day")
      .answers(200, doc::listOf(kArticle), "A page of articles")
      .answerExample(200, examples::kGetArticles200);
  r.route("GET", "/articles/{id}", &onGetArticle)
      .summary("An article, with its body in Markdown and HTML")
      .answers(200, kDetail, "The article")
      .answerExample(200, examples::kGetArticlesById200);
  r.route("PATCH", "/articles/{id}", &onUpdateArticle)
      .summary("Change an article",
               "`status` moves between `planned` and `completed` only (generation and "
               "publishing move it otherwise); `content_markdown` is rendered to HTML again.")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "title": )" +
                kTitle + R"(,
                "slug": )" +
                kSlug + R"(,
                "meta_description": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxMetaDescriptionChars) + R"(},
                "featured_image": {"type": ["string", "null"], "maxLength": )" +
                std::to_string(kMaxImageUrlChars) + R"(},
                "article_type": )" +
                kType + R"(,
                "outline": {"$ref": "#/components/schemas/Outline"},
                "content_markdown": {"type": "string", "minLength": 1},
                "status": )" +
                kSettableStatuses.schema() + R"(}})",
            "The fields to change")
      .answers(200, kDetail, "The article")
      .fails(409, "A status move the lifecycle does not allow")
      .bodyExample(examples::kPatchArticlesByIdBody)
      .answerExample(200, examples::kPatchArticlesById200);
  r.route("DELETE", "/articles/{id}", &onDeleteArticle)
      .summary("Delete an article",
               "Its keyword returns to `active`; a published post stays "
               "on the CMS.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleteArticlesById200);
  registerArticleEvents(r);
}

}  // namespace seo::plugins::content
