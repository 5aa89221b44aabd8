#include "core/mcp/json_rpc.h"

#include "core/common/json_text.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::core::rpc {

Message read(const rapidjson::Document& doc) {
  Message m;
  m.id = "null";
  if (doc.IsArray()) {
    m.problem = "a batch (JSON array) is not accepted: send one message per request";
    return m;
  }
  if (!doc.IsObject()) {
    m.problem = "the message must be a JSON object";
    return m;
  }
  auto id = doc.FindMember("id");
  const bool has_id = id != doc.MemberEnd();
  if (has_id && (id->value.IsString() || id->value.IsInt64() || id->value.IsUint64())) {
    m.id = jsonText(id->value);
  }
  auto version = doc.FindMember("jsonrpc");
  if (version == doc.MemberEnd() || !version->value.IsString() ||
      std::string_view(version->value.GetString()) != "2.0") {
    m.problem = "`jsonrpc` must be \"2.0\"";
    return m;
  }
  if (has_id && m.id == "null") {
    m.problem = "`id` must be a string or an integer";
    return m;
  }
  auto method = doc.FindMember("method");
  if (method == doc.MemberEnd()) {
    // A client's answer to a request of ours (we send none) is accepted and dropped.
    if (has_id && (doc.HasMember("result") || doc.HasMember("error"))) {
      m.kind = Message::Kind::kResponse;
      return m;
    }
    m.problem = "`method` is missing";
    return m;
  }
  if (!method->value.IsString() || method->value.GetStringLength() == 0) {
    m.problem = "`method` must be a non-empty string";
    return m;
  }
  m.method = method->value.GetString();
  auto params = doc.FindMember("params");
  if (params != doc.MemberEnd()) {
    if (!params->value.IsObject()) {
      m.problem = "`params` must be an object";
      return m;
    }
    m.params = &params->value;
  }
  m.kind = has_id ? Message::Kind::kRequest : Message::Kind::kNotification;
  return m;
}

std::string result(const std::string& id, const std::string& result_json) {
  return R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":)" + result_json + "}";
}

std::string error(const std::string& id, int code, const std::string& message) {
  rapidjson::Document text;
  text.SetString(message.c_str(), static_cast<rapidjson::SizeType>(message.size()),
                 text.GetAllocator());
  return R"({"jsonrpc":"2.0","id":)" + id + R"(,"error":{"code":)" + std::to_string(code) +
         R"(,"message":)" + jsonText(text) + "}}";
}

}  // namespace seo::core::rpc
