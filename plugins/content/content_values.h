// The content module's own request helpers: the writable fields of an article, checked (the
// limits are article.h's); each reader answers the field's value or a 400 that names it. Shared
// by POST /articles, PATCH /articles/{id} and the automation.
//
// outline: an array of 1 to 30 sections, each a heading (text, 1 to 200 characters) or
//   {"heading": text, "points": [text of 1 to 500 characters, at most 20]}; stored as
//   [{"heading", "points"}]. It is what the writer follows, section by section.
#pragma once

#include <rapidjson/document.h>

#include <optional>
#include <string>

#include "plugins/content/article.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::content {

// The outline member `name` of `body` normalized to JSON text; nullopt when absent.
seo::sdk::Result<std::optional<std::string>> bodyOutline(const rapidjson::Value& body,
                                                         const char* name);
// The outline JSON text `outline` (as bodyOutline stores it) of a model's answer, checked the
// same way; InvalidArgument when it is not one.
seo::sdk::Result<std::string> outlineOf(const rapidjson::Value& outline);

// An article type name (article.h's kArticleTypes); `fallback` when absent.
seo::sdk::Result<std::string> bodyArticleType(const rapidjson::Value& body, const char* name,
                                              const std::string& fallback);
// A slug: 1 to 200 of a-z, 0-9 and single hyphens inside; nullopt when absent.
seo::sdk::Result<std::optional<std::string>> bodySlug(const rapidjson::Value& body,
                                                      const char* name);
// An absolute http(s) URL of at most 2048 characters; nullopt when absent.
seo::sdk::Result<std::optional<std::string>> bodyImageUrl(const rapidjson::Value& body,
                                                          const char* name);
// Markdown text of at most 512 KiB; nullopt when absent.
seo::sdk::Result<std::optional<std::string>> bodyMarkdown(const rapidjson::Value& body,
                                                          const char* name);

}  // namespace seo::plugins::content
