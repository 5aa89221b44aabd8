#include "core/openapi/shared_answers.h"

#include <string>

namespace seo::core {
namespace {

using Alloc = rapidjson::Document::AllocatorType;
using rapidjson::Value;

Value parsed(const char* text, Alloc& a) {
  rapidjson::Document d;
  d.Parse(text);  // our own constant text
  return Value(d, a);
}

Value headerRef(const char* name, Alloc& a) {
  Value ref(rapidjson::kObjectType);
  ref.AddMember("$ref", Value(("#/components/headers/" + std::string(name)).c_str(), a), a);
  return ref;
}

}  // namespace

Value sharedHeaderComponents(Alloc& a) {
  return parsed(R"json({
    "X-Request-Id": {
      "description": "Names this answer in the server's log; quote it when reporting a problem",
      "required": true,
      "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"}},
    "Access-Control-Allow-Origin": {
      "description": "CORS: any origin may call; the key, not the origin, is the credential",
      "required": true,
      "schema": {"type": "string", "enum": ["*"]}},
    "Retry-After": {
      "description": "Seconds to wait before trying again",
      "schema": {"type": "integer", "minimum": 0}}})json",
                a);
}

Value sharedResponseComponents(Alloc& a) {
  Value responses = parsed(R"json({
    "InternalError": {
      "description": "An unexpected failure; the log keeps its details under the request id named",
      "content": {"application/json": {
        "schema": {"$ref": "#/components/schemas/Error"},
        "example": {"error": "Internal server error (request id 3f9a1c2b7d4e5f60)"}}}}})json",
                           a);
  addAnswerHeaders(500, responses["InternalError"], a);
  return responses;
}

void addAnswerHeaders(int status, Value& answer, Alloc& a) {
  Value headers(rapidjson::kObjectType);
  headers.AddMember("X-Request-Id", headerRef("X-Request-Id", a), a);
  headers.AddMember("Access-Control-Allow-Origin", headerRef("Access-Control-Allow-Origin", a), a);
  if (status == 429 || status == 503) {
    headers.AddMember("Retry-After", headerRef("Retry-After", a), a);
  }
  answer.AddMember("headers", headers, a);
}

void addSharedAnswers(Value& responses, Alloc& a) {
  Value ref(rapidjson::kObjectType);
  ref.AddMember("$ref", "#/components/responses/InternalError", a);
  responses.AddMember("500", ref, a);
}

}  // namespace seo::core
