// File: json_text.h
// A JSON value as compact text, for storing a document in a TEXT column or a job payload.
// Header-only.
#pragma once

#include <string>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace seo::sdk {
inline namespace v2 {
namespace json {

inline std::string text(const rapidjson::Value& value) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  value.Accept(writer);
  return std::string(buffer.GetString(), buffer.GetSize());
}

}  // namespace json
}  // namespace v2
}  // namespace seo::sdk
