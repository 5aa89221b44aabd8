// File: pagination.h
// Lists in pages, the spec's way: `limit` and `page` in the query, and the answer
// {"data": [...], "meta": {"total", "page", "limit"}}. For lists too large to count or to skip
// through, an opaque `cursor` walks them by the last row's sort keys instead:
// {"data": [...], "meta": {"limit", "next_cursor"}}. A list may take either (ListWindow): a
// page's answer then carries `next_cursor` too, so a client can go on from any page by cursor,
// at a cost that does not grow with the depth. Header-only.
//
//   SEO_ASSIGN_OR_RETURN(Page page, readPage(ctx, 50, 500));
//   ... SELECT ... LIMIT page.limit OFFSET page.offset() ...
//   return pagedAnswer(std::move(items), total, page);
//
//   SEO_ASSIGN_OR_RETURN(ListWindow window, readListWindow(ctx, 50, 500, 2));
//   ... + windowClause({"keywords", {"created_at", "id"}, ""}, " WHERE website_id = :w",
//                      "(:c, :i)", window), binding :w then windowValues(window) ...
//   std::optional<std::string> next = trimToPage(rows, window.page.limit, keysOf);
//   return listAnswer(std::move(items), total, window, next);
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "seo/sdk/util/request_values.h"
#include "seo/sdk/response.h"

namespace seo::sdk {
inline namespace v2 {

struct Page {
  std::int64_t limit = 50;
  std::int64_t page = 1;  // from 1
  std::int64_t offset() const { return (page - 1) * limit; }
};

// The most pages a `page` parameter may name; keeps offset() far from overflow.
inline constexpr std::int64_t kMaxPage = 1000000000;

// `limit` (1..`max_limit`, default `default_limit`) and `page` (1.., default 1) from the query.
inline Result<Page> readPage(const RequestContext& ctx, std::int64_t default_limit,
                             std::int64_t max_limit) {
  Result<std::int64_t> limit = queryInt(ctx, "limit", default_limit, 1, max_limit);
  if (!limit.isOk()) return limit.status();
  Result<std::int64_t> page = queryInt(ctx, "page", 1, 1, kMaxPage);
  if (!page.isOk()) return page.status();
  return Page{limit.value(), page.value()};
}

// {"data": `items`, "meta": {"total", "page", "limit"}}; `items` is moved, not copied.
inline Response pagedAnswer(rapidjson::Document items, std::int64_t total, const Page& page) {
  Response r = Response::data(std::move(items));
  auto& a = r.body.GetAllocator();
  rapidjson::Value meta(rapidjson::kObjectType);
  meta.AddMember("total", total, a);
  meta.AddMember("page", page.page, a);
  meta.AddMember("limit", page.limit, a);
  r.body.AddMember("meta", meta, a);
  return r;
}

// --- Cursors
// --------------------------------------------------------------------------------------

namespace internal {
inline constexpr char kCursorSeparator = '\x1f';
inline constexpr std::string_view kCursorVersion = "c1";
}  // namespace internal

// An opaque token for the row after which the next page starts: its sort keys, in order.
inline std::string encodeCursor(const std::vector<std::string>& keys) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string plain(internal::kCursorVersion);
  for (const std::string& k : keys) plain += internal::kCursorSeparator + k;
  std::string out;
  for (unsigned char c : plain) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  return out;
}

// The sort keys of the query's `cursor`: nullopt when absent (the first page); 400 "Invalid
// field: cursor" unless it is a token of encodeCursor with `key_count` keys.
inline Result<std::optional<std::vector<std::string>>> readCursor(const RequestContext& ctx,
                                                                  std::size_t key_count) {
  std::optional<std::string_view> text = ctx.queryParam("cursor");
  if (!text) return std::optional<std::vector<std::string>>();
  Status invalid = Status::invalidField("cursor", "must be a next_cursor this list answered");
  if (text->size() % 2 != 0 || text->size() > 4096) return invalid;
  std::string plain;
  for (std::size_t i = 0; i < text->size(); i += 2) {
    auto digit = [](char c) -> int {
      if (ascii::isDigit(c)) return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      return -1;
    };
    int hi = digit((*text)[i]), lo = digit((*text)[i + 1]);
    if (hi < 0 || lo < 0) return invalid;
    plain += static_cast<char>(hi * 16 + lo);
  }
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = plain.find(internal::kCursorSeparator, start);
    parts.push_back(
        plain.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (parts.empty() || parts[0] != internal::kCursorVersion || parts.size() != key_count + 1) {
    return invalid;
  }
  parts.erase(parts.begin());
  for (const std::string& p : parts) {
    if (!utf8::isCleanText(p)) return invalid;
  }
  return std::optional<std::vector<std::string>>(std::move(parts));
}

// {"data": `items`, "meta": {"limit", "next_cursor"}}: `next_cursor` null on the last page.
inline Response cursorAnswer(rapidjson::Document items, std::int64_t limit,
                             const std::optional<std::string>& next_cursor) {
  Response r = Response::data(std::move(items));
  auto& a = r.body.GetAllocator();
  rapidjson::Value meta(rapidjson::kObjectType);
  meta.AddMember("limit", limit, a);
  meta.AddMember("next_cursor", json::stringOrNull(next_cursor.value_or(""), a), a);
  r.body.AddMember("meta", meta, a);
  return r;
}

// --- Lists walked by page or by cursor --------------------------------------------------------

// Where a list's answer starts: at `page` (an offset: the answer counts the total) or after the
// row whose sort keys a `cursor` names. Never both.
struct ListWindow {
  Page page;                                      // by cursor: page 1, and the limit
  std::optional<std::vector<std::string>> after;  // the cursor's sort keys; nullopt: by page
  bool byCursor() const { return after.has_value(); }
};

// `limit` (1..`max_limit`, default `default_limit`), and `page` or `cursor` (a next_cursor of
// this list, `key_count` sort keys); 400 naming `cursor` when both come.
inline Result<ListWindow> readListWindow(const RequestContext& ctx, std::int64_t default_limit,
                                         std::int64_t max_limit, std::size_t key_count) {
  if (ctx.queryParam("cursor") && ctx.queryParam("page")) {
    return Status::invalidField("cursor", "cannot be combined with page");
  }
  Result<Page> page = readPage(ctx, default_limit, max_limit);
  if (!page.isOk()) return page.status();
  Result<std::optional<std::vector<std::string>>> after = readCursor(ctx, key_count);
  if (!after.isOk()) return after.status();
  return ListWindow{page.value(), std::move(after).value()};
}

// For rows read with LIMIT `limit` + 1: drops the extra row, which only says that another page
// follows, and returns the cursor after the last row kept (`keys_of(row)`: its sort keys, in the
// ORDER BY's order); nullopt when no row follows.
template <typename Row, typename KeysOf>
std::optional<std::string> trimToPage(std::vector<Row>& rows, std::int64_t limit,
                                      const KeysOf& keys_of) {
  if (limit < 1 || static_cast<std::int64_t>(rows.size()) <= limit) return std::nullopt;
  rows.resize(static_cast<std::size_t>(limit));
  return encodeCursor(keys_of(rows.back()));
}

// A list's order, newest (or highest) first: its table, the ORDER BY columns in order, each
// descending, the last unique ("created_at", "id"), and the name the outer query gives the table.
struct DescendingOrder {
  std::string_view table;
  std::vector<std::string_view> keys;
  std::string_view alias;  // "k" for "FROM keywords k ..."; empty when the query names none
};

namespace internal {

// windowClause's text for `rows` rows: after the keys `after_values` names (empty: from the
// top), skipping :window_offset index entries first when `skips`. page_marks.h reads the same
// shapes, with both.
// The order's keys through its alias, each followed by `suffix`: "k.created_at DESC, k.id DESC".
inline std::string orderKeys(const DescendingOrder& order, std::string_view suffix = "") {
  std::string prefix = order.alias.empty() ? "" : std::string(order.alias) + ".";
  std::string keys;
  for (std::string_view k : order.keys) {
    keys += (keys.empty() ? "" : ", ") + prefix + std::string(k) + std::string(suffix);
  }
  return keys;
}

inline std::string orderedClause(const DescendingOrder& order, std::string_view filter,
                                 std::string_view after_values, bool skips, std::int64_t rows) {
  std::string prefix = order.alias.empty() ? "" : std::string(order.alias) + ".";
  std::string keys = orderKeys(order), by = orderKeys(order, " DESC");
  std::string where(filter);
  if (!after_values.empty()) {
    where += (where.empty() ? " WHERE (" : " AND (") + keys + ") < " + std::string(after_values);
  }
  std::string limit = " LIMIT " + std::to_string(rows);
  if (!skips) return where + " ORDER BY " + by + limit;
  // The inner query names the table as the outer one does, so `filter` reads the same in both.
  std::string inner = "SELECT " + prefix + "id FROM " + std::string(order.table) +
                      (order.alias.empty() ? "" : " " + std::string(order.alias)) + where +
                      " ORDER BY " + by + limit + " OFFSET :window_offset";
  return " WHERE " + prefix + "id IN (" + inner + ") ORDER BY " + by;
}

}  // namespace internal

// The WHERE, ORDER BY and LIMIT that read `window` of a list: at most window.page.limit + 1
// rows (trimToPage). `filter`: " WHERE ..." on the table's own columns, named through
// `order.alias` when it has one ("k.website_id = :w"). The first page and a cursor's page (after
// `after_values`, the cursor's keys as the caller binds them, e.g. "(:ca, :ci)") read the rows
// straight down the order's index. A later page reads the ids first, from the index alone,
// skipping OFFSET index entries, not rows, then only those rows. The caller binds the filter's
// parameters, then windowValues(window).
// Made for statements kept prepared (prepared_statement.h): the text is one per limit for the
// first page, one for every later page and one for every cursor. The limit (a checked whole
// number) is written into it and only later pages have an OFFSET, so PostgreSQL plans the first
// page and cursors once for all calls (it replans a statement on every call when its LIMIT or
// OFFSET is a parameter).
//   first page: " WHERE k.website_id = :w ORDER BY k.created_at DESC, k.id DESC LIMIT 51"
//   by cursor:  " WHERE k.website_id = :w AND (k.created_at, k.id) < (:ca, :ci) ORDER BY ..."
//   page 3:     " WHERE k.id IN (SELECT k.id FROM keywords k WHERE k.website_id = :w ORDER BY
//                k.created_at DESC, k.id DESC LIMIT 51 OFFSET :window_offset) ORDER BY ..."
inline std::string windowClause(const DescendingOrder& order, std::string_view filter,
                                std::string_view after_values, const ListWindow& window) {
  return internal::orderedClause(order, filter, window.after ? after_values : "",
                                 !window.after && window.page.offset() > 0,
                                 window.page.limit + 1);
}

// What windowClause's text leaves to bind after the filter's parameters, in order: the
// cursor's keys (by cursor) or the offset (by page, after the first).
inline std::vector<std::string> windowValues(const ListWindow& window) {
  if (window.after) return *window.after;
  if (window.page.offset() > 0) return {std::to_string(window.page.offset())};
  return {};
}

// By page {"data", "meta": {"total", "page", "limit", "next_cursor"}}; by cursor
// {"data", "meta": {"limit", "next_cursor"}} (the total is a page's, as counting is what a
// cursor saves). `next_cursor` null on the last page.
inline Response listAnswer(rapidjson::Document items, std::int64_t total, const ListWindow& window,
                           const std::optional<std::string>& next_cursor) {
  if (window.byCursor()) return cursorAnswer(std::move(items), window.page.limit, next_cursor);
  Response r = pagedAnswer(std::move(items), total, window.page);
  auto& a = r.body.GetAllocator();
  r.body["meta"].AddMember("next_cursor", json::stringOrNull(next_cursor.value_or(""), a), a);
  return r;
}

}  // namespace v2
}  // namespace seo::sdk
