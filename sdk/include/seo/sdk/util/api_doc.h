// File: api_doc.h
// Building blocks for a route's documentation (RouteSpec::summary, ::parameter, ::body,
// ::answers, ::fails), which the host assembles into GET /api/v1/openapi.json. Schemas are JSON
// Schema text as OpenAPI 3.1 reads it; these functions build the shapes every module repeats.
//
//   r.schema("Thing", R"({"type": "object", "required": ["id"], "properties": {...}})");
//   r.route("GET", "/things", &onListThings)
//       .summary("List the website's things")
//       .query("status", doc::oneOf({"new", "old"}), "only things with this status");
//   doc::paged(route, 50, 500).answers(200, doc::pageOf(doc::ref("Thing")), "A page of things");
//
// The host provides three schemas of its own: Error ({"error": string}), PageMeta
// ({total, page, limit} and, on lists that take a cursor, next_cursor) and CursorMeta
// ({limit, next_cursor}). Header-only.
#pragma once

#include <rapidjson/document.h>

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "seo/sdk/plugin.h"
#include "seo/sdk/util/json_text.h"

namespace seo::sdk {
inline namespace v2 {
namespace doc {

// Common value schemas.
inline constexpr std::string_view kUuid = R"({"type": "string", "format": "uuid"})";
inline constexpr std::string_view kDate = R"({"type": "string", "format": "date"})";
inline constexpr std::string_view kDateTime = R"({"type": "string", "format": "date-time"})";
inline constexpr std::string_view kText = R"({"type": "string"})";
inline constexpr std::string_view kBoolean = R"({"type": "boolean"})";
inline constexpr std::string_view kNumber = R"({"type": "number"})";
// `{"success": true}`, the answer of a change that returns nothing else.
inline constexpr std::string_view kSuccess =
    R"({"type": "object", "required": ["success"], "additionalProperties": false,
        "properties": {"success": {"type": "boolean", "enum": [true]}}})";

// `text` as a JSON string literal, quotes and escapes included.
inline std::string literal(std::string_view text) {
  rapidjson::Value v(text.data(), static_cast<rapidjson::SizeType>(text.size()));
  return json::text(v);
}

// {"$ref": "#/components/schemas/<name>"}: a schema registered with Registrar::schema.
inline std::string ref(std::string_view name) {
  return R"({"$ref": )" + literal("#/components/schemas/" + std::string(name)) + "}";
}

// A whole number within [min, max].
inline std::string integer(std::int64_t min, std::int64_t max) {
  return R"({"type": "integer", "minimum": )" + std::to_string(min) + R"(, "maximum": )" +
         std::to_string(max) + "}";
}

// A string of at most `max_length` characters.
inline std::string text(std::int64_t max_length) {
  return R"({"type": "string", "maxLength": )" + std::to_string(max_length) + "}";
}

// A string, one of `values` (util/choices.h's Choices::schema).
inline std::string oneOf(std::span<const std::string_view> values) {
  std::string list;
  for (std::string_view v : values) list += (list.empty() ? "" : ", ") + literal(v);
  return R"({"type": "string", "enum": [)" + list + "]}";
}
inline std::string oneOf(std::initializer_list<std::string_view> values) {
  return oneOf(std::span<const std::string_view>(values.begin(), values.size()));
}

// A string, one of `values`, or null (Choices::nullableSchema): one typed enum, so a client's
// generator reads one nullable enum rather than a oneOf of two schemas.
inline std::string oneOfOrNull(std::span<const std::string_view> values) {
  std::string list;
  for (std::string_view v : values) list += literal(v) + ", ";
  return R"({"type": ["string", "null"], "enum": [)" + list + "null]}";
}

// `schema`, or null.
inline std::string nullable(std::string_view schema) {
  return R"({"oneOf": [)" + std::string(schema) + R"(, {"type": "null"}]})";
}

// `object_schema` (the text of a JSON object, such as Choices::schema()) with `members`
// ("name": value, ...) added at its end: a description or a default of its own.
inline std::string withMembers(std::string_view object_schema, std::string_view members) {
  std::string_view open = object_schema.substr(0, object_schema.rfind('}'));
  return std::string(open) + ", " + std::string(members) + "}";
}

// An array of `item`.
inline std::string arrayOf(std::string_view item) {
  return R"({"type": "array", "items": )" + std::string(item) + "}";
}

// {"data": schema}, the spec's single-resource answer.
inline std::string dataOf(std::string_view schema) {
  return R"({"type": "object", "required": ["data"], "additionalProperties": false,
             "properties": {"data": )" +
         std::string(schema) + "}}";
}

// {"data": [item], "meta": {total, page, limit}}, the answer of pagination.h's pagedAnswer.
inline std::string pageOf(std::string_view item) {
  return R"({"type": "object", "required": ["data", "meta"], "additionalProperties": false,
             "properties": {"data": )" +
         arrayOf(item) + R"(, "meta": )" + ref("PageMeta") + "}}";
}

// {"data": [item], "meta": {limit, next_cursor}}, the answer of pagination.h's cursorAnswer.
inline std::string cursorPageOf(std::string_view item) {
  return R"({"type": "object", "required": ["data", "meta"], "additionalProperties": false,
             "properties": {"data": )" +
         arrayOf(item) + R"(, "meta": )" + ref("CursorMeta") + "}}";
}

// {"data": [item], "meta": PageMeta or CursorMeta}, the answer of pagination.h's listAnswer.
inline std::string listOf(std::string_view item) {
  return R"({"type": "object", "required": ["data", "meta"], "additionalProperties": false,
             "properties": {"data": )" +
         arrayOf(item) + R"(, "meta": {"oneOf": [)" + ref("PageMeta") + ", " + ref("CursorMeta") +
         "]}}}";
}

// The query parameters pagination.h's readPage reads: `limit` (1 to `max_limit`, default
// `default_limit`) and `page` (at least 1).
inline RouteSpec& paged(RouteSpec& route, std::int64_t default_limit, std::int64_t max_limit) {
  return route
      .query("limit", integer(1, max_limit),
             "results per page, default " + std::to_string(default_limit))
      .query("page", R"({"type": "integer", "minimum": 1})", "page number, default 1");
}

// The query parameters pagination.h's readListWindow reads: paged()'s and `cursor`.
inline RouteSpec& listed(RouteSpec& route, std::int64_t default_limit, std::int64_t max_limit) {
  return paged(route, default_limit, max_limit)
      .query("cursor", R"({"type": "string", "maxLength": 4096})",
             "a meta.next_cursor of this list: the page after it, at a cost that does not grow "
             "with the depth (not with page)");
}

// The `data` of the events Registrar::jobEvents names: {job_id, kind, result} when the job
// completed (`result_schema`: its handler's JSON), {job_id, kind, error} when it failed.
inline std::string jobCompletedEvent(std::string_view result_schema) {
  return R"({"type": "object", "required": ["job_id", "kind", "result"],
             "properties": {"job_id": )" +
         std::string(kUuid) + R"(, "kind": {"type": "string"}, "result": )" +
         std::string(result_schema) + "}}";
}
inline std::string jobFailedEvent() {
  return R"({"type": "object", "required": ["job_id", "kind", "error"],
             "properties": {"job_id": )" +
         std::string(kUuid) + R"(, "kind": {"type": "string"}, "error": {"type": "string"}}})";
}

}  // namespace doc
}  // namespace v2
}  // namespace seo::sdk
