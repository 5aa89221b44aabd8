// The small checks every keywords handler applies to what a caller sends: trimming and
// case-folding of text, UUIDs, whole numbers in the query, and the `ids` array of bulk writes.
//
//   Result<std::vector<std::string>> ids = parseIdList(ctx.json(), "ids");
//   if (!ids.isOk()) return ids.status();   // 400 naming `ids` or `ids[3]`
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

// The most ids one bulk request may name.
inline constexpr std::size_t kMaxIdsPerRequest = 1000;

// `text` without leading and trailing ASCII whitespace.
std::string trimmed(std::string_view text);
// `text` with ASCII letters lower-cased: the key under which terms and group names are compared.
std::string foldedKey(std::string_view text);
// The number of characters (UTF-8 code points) in `text`.
std::size_t characterCount(std::string_view text);
// True for the 8-4-4-4-12 hexadecimal form, either case.
bool isUuid(std::string_view text);

// The query parameter `name` as a whole number from `min` to `max`, `fallback` when absent.
// InvalidArgument "Invalid field: <name>: must be a whole number from <min> to <max>" otherwise.
seo::sdk::Result<std::int64_t> queryWholeNumber(const seo::sdk::RequestContext& ctx,
                                                std::string_view name, std::int64_t fallback,
                                                std::int64_t min, std::int64_t max);

// The body member `name`: a non-empty array of at most kMaxIdsPerRequest UUIDs, lower-cased,
// repeats removed (first occurrence kept). 400 naming `name` or `name[i]` otherwise.
seo::sdk::Result<std::vector<std::string>> parseIdList(const rapidjson::Value& body,
                                                       const char* name);

// The body member `name` as a string trimmed to 1..`max_chars` characters; nullopt when the
// member is absent or null. 400 naming `label` when it is present but unusable.
seo::sdk::Result<std::optional<std::string>> optionalText(const rapidjson::Value& object,
                                                          const char* name,
                                                          const std::string& label,
                                                          std::size_t max_chars);

// The body member `name` as a boolean, false when absent or null; 400 naming it otherwise.
seo::sdk::Result<bool> bodyFlag(const rapidjson::Value& body, const char* name);

// The body member `name` as a whole number from `min` to `max`, `fallback` when absent or null;
// 400 "Invalid field: <name>: must be a whole number from <min> to <max>" otherwise.
seo::sdk::Result<int> bodyWholeNumber(const rapidjson::Value& body, const char* name,
                                      int fallback, int min, int max);

// The body's `language` (1..32 characters, default `default_language`, else "en") and
// `country` (two letters, upper-cased, default "US") as a TermQuery without terms.
seo::sdk::Result<seo::sdk::TermQuery> parseLanguageAndCountry(const rapidjson::Value& body,
                                                              const std::string& default_language);

}  // namespace seo::plugins::keywords
