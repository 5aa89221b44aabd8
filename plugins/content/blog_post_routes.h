// The legacy GET /blog-posts and GET /blog-posts/{id} (registerBlogPosts) (spec, "Versioning":
// deprecated, replaced by /articles), served from the articles. Every answer carries Deprecation
// (since 2026-11-01), Sunset (2027-11-01) and Link to the /articles successor
// (RouteSpec::deprecated).
//
// A blog post: {id, title, slug, status, content (the HTML), excerpt (the meta description),
// featured_image, published_at, created_at}; the list pages like GET /articles (limit 1..100,
// default 20, page; newest first, `status` filter).
#pragma once

#include <cstdint>

#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

inline constexpr const char* kBlogPostsDeprecated = "2026-11-01";
inline constexpr const char* kBlogPostsSunset = "2027-11-01";
inline constexpr std::int64_t kBlogPostListDefault = 20;
inline constexpr std::int64_t kBlogPostListMax = 100;

void registerBlogPosts(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onListBlogPosts(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onGetBlogPost(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::content
