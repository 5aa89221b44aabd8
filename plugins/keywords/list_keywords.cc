#include "plugins/keywords/list_keywords.h"

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kDefaultLimit = 50;
constexpr std::int64_t kMaxLimit = 500;
// Keeps (page - 1) * limit far from overflow.
constexpr std::int64_t kMaxPage = 1000000000;

Result<KeywordFilter> filterOf(const seo::sdk::RequestContext& ctx) {
  KeywordFilter filter;
  if (std::optional<std::string_view> status = ctx.queryParam("status")) {
    if (!isKeywordStatus(*status)) {
      return Status::invalidField("status", "must be one of active, planned, ignored");
    }
    filter.status = std::string(*status);
  }
  if (std::optional<std::string_view> group_id = ctx.queryParam("group_id")) {
    if (!isUuid(*group_id)) return Status::invalidField("group_id", "must be a UUID");
    filter.group_id = foldedKey(*group_id);
  }
  if (std::optional<std::string_view> group = ctx.queryParam("group")) {
    std::string name = trimmed(*group);
    if (name.empty()) return Status::invalidField("group", "must be a group name");
    filter.group_key = foldedKey(name);
  }
  return filter;
}

}  // namespace

Result<Response> onListKeywords(seo::sdk::RequestContext& ctx) {
  Result<KeywordFilter> filter = filterOf(ctx);
  if (!filter.isOk()) return filter.status();
  Result<std::int64_t> limit = queryWholeNumber(ctx, "limit", kDefaultLimit, 1, kMaxLimit);
  if (!limit.isOk()) return limit.status();
  Result<std::int64_t> page = queryWholeNumber(ctx, "page", 1, 1, kMaxPage);
  if (!page.isOk()) return page.status();

  std::int64_t total = 0;
  std::vector<KeywordRecord> rows;
  Status s = ctx.host->withSession([&](soci::session& sql) {
    if (Status c = countKeywords(sql, ctx.caller.website_id, filter.value(), &total); !c.isOk()) {
      return c;
    }
    std::int64_t offset = (page.value() - 1) * limit.value();
    if (offset >= total) return Status::ok();  // past the end: an empty page
    return listKeywords(sql, ctx.caller.website_id, filter.value(), limit.value(), offset,
                        &rows);
  });
  if (!s.isOk()) return s;

  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  for (const KeywordRecord& k : rows) data.PushBack(keywordJson(k, a), a);
  rapidjson::Value meta(rapidjson::kObjectType);
  meta.AddMember("total", total, a);
  meta.AddMember("page", page.value(), a);
  meta.AddMember("limit", limit.value(), a);
  body.AddMember("data", data, a);
  body.AddMember("meta", meta, a);
  return Response::object(std::move(body));
}

}  // namespace seo::plugins::keywords
