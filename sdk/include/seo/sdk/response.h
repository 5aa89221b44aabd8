// File: response.h
// What a route handler answers: an HTTP status and a JSON body. The body is a whole RapidJSON
// document so that plugins can shape the spec's envelopes ({data}, {data, meta}, {data, count},
// {success, ...}) themselves; the helpers cover the common ones.
//
//   rapidjson::Document data(rapidjson::kObjectType);
//   data.AddMember("email", json::string(email, data.GetAllocator()), data.GetAllocator());
//   return Response::data(std::move(data));          // {"data": {...}}, 200
#pragma once

#include <string_view>
#include <utility>

#include <rapidjson/document.h>

namespace seo::sdk {
inline namespace v2 {

namespace json {
// Copies `text` into a value owned by `allocator`.
inline rapidjson::Value string(std::string_view text, rapidjson::Document::AllocatorType& alloc) {
  return rapidjson::Value(text.data(), static_cast<rapidjson::SizeType>(text.size()), alloc);
}
// A string value, or null when `text` is empty.
inline rapidjson::Value stringOrNull(std::string_view text,
                                     rapidjson::Document::AllocatorType& alloc) {
  return text.empty() ? rapidjson::Value(rapidjson::kNullType) : string(text, alloc);
}
// Makes `value`, built with `doc`'s allocator, the root of `doc` without copying it (a function
// that builds one item serves a list and, through this, a single answer's `data`).
//   rapidjson::Document data;
//   rapidjson::Value v = thingJson(thing, data.GetAllocator());
//   return Response::data(std::move(json::setRoot(data, v)));
inline rapidjson::Document& setRoot(rapidjson::Document& doc, rapidjson::Value& value) {
  static_cast<rapidjson::Value&>(doc) = value;  // RapidJSON's assignment moves; `value` is null
  return doc;
}
}  // namespace json

// A handler's answer. Value type; move it, it holds a document.
struct Response {
  int status = 200;
  rapidjson::Document body{rapidjson::kObjectType};

  // {"data": <value>} with `status`. Nothing is copied: `value`'s document becomes the body, its
  // root moved under "data".
  static Response data(rapidjson::Document value, int status = 200) {
    rapidjson::Value root;
    root.Swap(value);  // `value` keeps the allocator that owns root's memory
    value.SetObject();
    value.AddMember("data", root, value.GetAllocator());
    Response r;
    r.status = status;
    r.body = std::move(value);
    return r;
  }
  // A body given whole (it must be an object), with `status`.
  static Response object(rapidjson::Document body, int status = 200) {
    Response r;
    r.status = status;
    r.body = std::move(body);
    return r;
  }
  // The handler answers later through ctx.defer()'s responder (request_context.h).
  static Response later() {
    Response r;
    r.status = kLater;
    return r;
  }
  bool isLater() const { return status == kLater; }
  static constexpr int kLater = 0;

  // {"success": true}.
  static Response success(int status = 200) {
    Response r;
    r.status = status;
    r.body.AddMember("success", true, r.body.GetAllocator());
    return r;
  }
};

}  // namespace v2
}  // namespace seo::sdk
