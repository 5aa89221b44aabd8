#include "plugins/keywords/list_keywords.h"

#include "plugins/keywords/keyword.h"
#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_json.h"
#include "plugins/keywords/rank_check.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A position from 1 to kRankDepth, or nullopt when `name` is not given.
Result<std::optional<int>> positionParam(const seo::sdk::RequestContext& ctx, const char* name) {
  if (!ctx.queryParam(name)) return std::optional<int>();
  SEO_ASSIGN_OR_RETURN(std::int64_t n, seo::sdk::queryInt(ctx, name, 1, 1, kRankDepth));
  return std::optional<int>(static_cast<int>(n));
}

Result<KeywordFilter> filterOf(const seo::sdk::RequestContext& ctx) {
  KeywordFilter filter;
  if (ctx.queryParam("status")) {
    SEO_ASSIGN_OR_RETURN(filter.status,
                         seo::sdk::queryChoice(ctx, "status", kKeywordStatuses, ""));
  }
  SEO_ASSIGN_OR_RETURN(filter.group_id, seo::sdk::queryUuid(ctx, "group_id"));
  if (std::optional<std::string_view> group = ctx.queryParam("group")) {
    std::string_view name = seo::sdk::ascii::trim(*group);
    if (name.empty()) return Status::invalidField("group", "must be a group name");
    filter.group_key = seo::sdk::ascii::lower(name);
  }
  if (ctx.queryParam("starred")) {
    SEO_ASSIGN_OR_RETURN(bool starred, seo::sdk::queryBool(ctx, "starred", false));
    filter.starred = starred;
  }
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> text,
                       seo::sdk::queryText(ctx, "q", kMaxTermChars));
  if (text) filter.text = seo::sdk::ascii::lower(*text);
  if (ctx.queryParam("tracked")) {
    SEO_ASSIGN_OR_RETURN(bool tracked, seo::sdk::queryBool(ctx, "tracked", false));
    filter.tracked = tracked;
  }
  SEO_ASSIGN_OR_RETURN(filter.position_min, positionParam(ctx, "position_min"));
  SEO_ASSIGN_OR_RETURN(filter.position_max, positionParam(ctx, "position_max"));
  if (filter.position_min && filter.position_max && *filter.position_min > *filter.position_max) {
    return Status::invalidField("position_min", "must not be more than position_max");
  }
  if (ctx.queryParam("change")) {
    SEO_ASSIGN_OR_RETURN(filter.change, seo::sdk::queryChoice(ctx, "change", kPositionChanges, ""));
  }
  return filter;
}

// Whether a column reads best first upwards: terms A to Z, positions from 1.
bool ascendingFirst(const std::string& column) { return column == "term" || column == "position"; }

// `sort` (one of kSortColumns, default created_at) and `order` (asc | desc; default desc, but
// asc for term and position).
Result<KeywordOrder> orderOf(const seo::sdk::RequestContext& ctx) {
  KeywordOrder order;
  SEO_ASSIGN_OR_RETURN(order.column, seo::sdk::queryChoice(ctx, "sort", kSortColumns, "created_at"));
  // (A Result kept whole: GCC 12 misreads a string moved out of one here as uninitialized.)
  Result<std::string> direction = seo::sdk::queryChoice(
      ctx, "order", kSortOrders, ascendingFirst(order.column) ? "asc" : "desc");
  if (!direction.isOk()) return direction.status();
  order.descending = direction.value() == "desc";
  return order;
}

}  // namespace

Result<Response> onListKeywords(seo::sdk::RequestContext& ctx, seo::sdk::PageMarks& marks) {
  SEO_ASSIGN_OR_RETURN(KeywordFilter filter, filterOf(ctx));
  SEO_ASSIGN_OR_RETURN(KeywordOrder order, orderOf(ctx));
  SEO_ASSIGN_OR_RETURN(seo::sdk::ListWindow window,
                       seo::sdk::readListWindow(ctx, kKeywordListDefaultLimit,
                                                kKeywordListMaxLimit, 2));
  // Newest first and filtered by status or group only, the list walks its indexes (and takes a
  // cursor); in another order or searched, it is read by page.
  const bool searched = !order.newestFirst() || !filter.indexed();
  if (searched && window.byCursor()) {
    return Status::invalidField("cursor", "works in the default order without q or starred; "
                                          "use page");
  }

  std::int64_t total = 0;
  std::vector<KeywordRecord> rows;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    // A group given by name is looked up once, for the count and the list alike.
    if (!resolveGroupName(*ctx.host, sql, ctx.caller.website_id, &filter)) return Status::ok();
    if (searched) {
      return searchKeywords(*ctx.host, sql, ctx.caller.website_id, filter, order, window.page,
                            &rows, &total);
    }
    if (window.byCursor()) {
      return listKeywords(marks, *ctx.host, sql, ctx.caller.website_id, filter, window, &rows);
    }
    // The page brings the total; an empty one (past the end, or no keyword) counts alone.
    SEO_RETURN_IF_ERROR(listKeywords(marks, *ctx.host, sql, ctx.caller.website_id, filter,
                                     window, &rows, &total));
    if (!rows.empty()) return Status::ok();
    return countKeywords(*ctx.host, sql, ctx.caller.website_id, filter, &total);
  }));
  std::optional<std::string> next;
  if (!searched) next = seo::sdk::trimToPage(rows, window.page.limit, listKeysOf);

  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const KeywordRecord& k : rows) data.PushBack(keywordJson(k, a), a);
  return seo::sdk::listAnswer(std::move(data), total, window, next);
}

}  // namespace seo::plugins::keywords
