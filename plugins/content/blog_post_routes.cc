#include "plugins/content/blog_post_routes.h"

#include "plugins/content/api_examples.h"
#include "plugins/content/article_json.h"
#include "plugins/content/article_store.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::content {

namespace json = seo::sdk::json;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

rapidjson::Value blogPostJson(const ArticleRecord& r, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", json::string(r.id, a), a);
  v.AddMember("title", json::string(r.title, a), a);
  v.AddMember("slug", json::string(r.slug, a), a);
  v.AddMember("status", json::string(r.status, a), a);
  v.AddMember("content", json::orNull(r.content_html, a), a);
  v.AddMember("excerpt", json::orNull(r.meta_description, a), a);
  v.AddMember("featured_image", json::orNull(r.featured_image, a), a);
  v.AddMember("published_at", json::orNull(r.published_at, a), a);
  v.AddMember("created_at", json::string(r.created_at, a), a);
  return v;
}

}  // namespace

Result<Response> onListBlogPosts(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::Page page,
                       seo::sdk::readPage(ctx, kBlogPostListDefault, kBlogPostListMax));
  ArticleFilter filter;
  SEO_ASSIGN_OR_RETURN(std::string status,
                       seo::sdk::queryChoice(ctx, "status", kArticleStatuses, ""));
  if (!status.empty()) filter.status = status;
  rapidjson::Document items(rapidjson::kArrayType);
  std::int64_t total = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    // The list reads no bodies; a legacy post shows its HTML, so each is read whole.
    std::vector<ArticleRecord> rows = listArticles(*ctx.host, sql, ctx.caller.website_id, filter,
                                                   seo::sdk::ListWindow{page, std::nullopt});
    seo::sdk::trimToPage(rows, page.limit, articleKeysOf);  // this legacy list takes no cursor
    for (const ArticleRecord& summary : rows) {
      ArticleRecord a;
      if (!findArticle(*ctx.host, sql, ctx.caller.website_id, summary.id, &a).isOk()) {
        continue;  // deleted
      }
      items.PushBack(blogPostJson(a, items.GetAllocator()), items.GetAllocator());
    }
    total = countArticles(*ctx.host, sql, ctx.caller.website_id, filter);
    return Status::ok();
  }));
  return seo::sdk::pagedAnswer(std::move(items), total, page);
}

Result<Response> onGetBlogPost(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  ArticleRecord a;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    return findArticle(*ctx.host, sql, ctx.caller.website_id, id, &a);
  }));
  rapidjson::Document data;
  rapidjson::Value v = blogPostJson(a, data.GetAllocator());
  return Response::data(std::move(json::setRoot(data, v)));
}

void registerBlogPosts(seo::sdk::Registrar& r) {
  namespace doc = seo::sdk::doc;
  doc::paged(r.route("GET", "/blog-posts", &onListBlogPosts), kBlogPostListDefault,
             kBlogPostListMax)
      .deprecated(kBlogPostsDeprecated, kBlogPostsSunset, "/articles")
      .summary("Legacy: the website's articles as blog posts", "Use GET /articles.")
      .query("status", kArticleStatuses.schema(), "only posts with this status")
      .answers(200, doc::pageOf(doc::ref("BlogPost")), "A page of posts")
      .answerExample(200, examples::kGetBlogPosts200);
  r.route("GET", "/blog-posts/{id}", &onGetBlogPost)
      .deprecated(kBlogPostsDeprecated, kBlogPostsSunset, "/articles/{id}")
      .summary("Legacy: an article as a blog post", "Use GET /articles/{id}.")
      .answers(200, doc::dataOf(doc::ref("BlogPost")), "The post")
      .answerExample(200, examples::kGetBlogPostsById200);
}

}  // namespace seo::plugins::content
