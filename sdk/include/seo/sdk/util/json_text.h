// File: json_text.h
// A JSON value as compact text, for storing a document in a TEXT column or a job payload, and
// such text read back into an answer. Header-only.
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

// The JSON text a column holds (written by text() above), parsed straight into an answer's
// allocator `a`, so it is moved into the answer rather than copied; an empty value of
// `expected` (an empty object or array, or null) when it does not parse as one.
inline rapidjson::Value valueOf(const std::string& stored, rapidjson::Type expected,
                                rapidjson::Document::AllocatorType& a) {
  rapidjson::Document doc(&a);
  doc.Parse(stored.c_str(), stored.size());
  if (doc.HasParseError() || doc.GetType() != expected) return rapidjson::Value(expected);
  rapidjson::Value value;
  value = static_cast<rapidjson::Value&>(doc);  // RapidJSON's assignment moves
  return value;
}

}  // namespace json
}  // namespace v2
}  // namespace seo::sdk
