// JSON-RPC 2.0 as the MCP Streamable HTTP transport carries it: one message per POST (the
// protocol dropped batches in its 2025-06-18 revision), read into what the endpoint needs, and
// the answers written back.
#pragma once

#include <rapidjson/document.h>

#include <string>

namespace seo::core {

namespace rpc {

// The error codes of JSON-RPC 2.0, and MCP's for an unknown resource.
inline constexpr int kParseError = -32700;
inline constexpr int kInvalidRequest = -32600;
inline constexpr int kMethodNotFound = -32601;
inline constexpr int kInvalidParams = -32602;
inline constexpr int kInternalError = -32603;
inline constexpr int kResourceNotFound = -32002;

struct Message {
  enum class Kind { kRequest, kNotification, kResponse, kInvalid };
  Kind kind = Kind::kInvalid;
  std::string method;
  std::string id;  // a request's id as JSON text ("7", "\"a\""); "null" when unknown
  const rapidjson::Value* params = nullptr;  // into the parsed document; null when absent
  std::string problem;                       // kInvalid: what is wrong, for the error's message
};

// Reads `doc` (a parsed body) as one message.
Message read(const rapidjson::Document& doc);

// {"jsonrpc": "2.0", "id": <id>, "result": <result_json>}
std::string result(const std::string& id, const std::string& result_json);
// {"jsonrpc": "2.0", "id": <id>, "error": {"code": <code>, "message": <message>}}
std::string error(const std::string& id, int code, const std::string& message);

}  // namespace rpc

}  // namespace seo::core
