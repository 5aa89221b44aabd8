#include "core/providers/dataforseo_call.h"

#include "core/providers/dataforseo_wire.h"
#include "seo/sdk/util/base64.h"
#include "seo/sdk/util/json_member.h"

namespace seo::core {

using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;
namespace wire = dataforseo_wire;

namespace {

// A DataForSEO status code other than 20000, as our error: grouped by its first three digits.
Status providerError(int code, const std::string& message) {
  std::string text = "DataForSEO error " + std::to_string(code) + ": " + message;
  switch (code / 100) {
    case 401:  // credentials
    case 402:  // balance, payment, cost limit
    case 403:  // access to this API
      return Status::badGateway(text);
    case 404:  // not found
    case 405:  // invalid field or value
    case 407:
      return Status::invalidArgument(text);
    case 500:  // DataForSEO's own failure
      return Status::unavailable(text);
    default:
      return Status::badGateway(text);
  }
}

// The status of one level (`what`: "envelope" or "task"): OK only for 20000.
Status levelStatus(const rapidjson::Value& obj, const char* what) {
  const rapidjson::Value* code = seo::sdk::json::member(obj, wire::kStatusCodeField);
  if (code == nullptr || !code->IsInt()) {
    return Status::badGateway(std::string("DataForSEO ") + what + " has no numeric status_code");
  }
  if (code->GetInt() == wire::kOk) return Status::ok();
  const rapidjson::Value* message = seo::sdk::json::member(obj, wire::kStatusMessageField);
  return providerError(code->GetInt(),
                       message && message->IsString() ? message->GetString() : "(no message)");
}

// The result of the answer's only task, after the HTTP status and both levels' status codes
// are checked. HTTP 200 may still carry an error at either level.
Result<const rapidjson::Value*> taskResult(const OutboundResponse& response,
                                           rapidjson::Document& doc, double* cost) {
  std::string http = "HTTP " + std::to_string(response.status);
  doc.Parse(response.body.c_str(), response.body.size());
  bool enveloped = !doc.HasParseError() && seo::sdk::json::member(doc, wire::kStatusCodeField) != nullptr;
  Status envelope = enveloped ? levelStatus(doc, "envelope") : Status::ok();
  if (response.status == 429 || response.status >= 500) {
    return Status::unavailable(envelope.isOk() ? "DataForSEO answered " + http
                                               : envelope.message() + " (" + http + ")");
  }
  if (!enveloped) {
    if (response.status == 401) {
      return Status::badGateway("DataForSEO refused the configured credentials (HTTP 401)");
    }
    return Status::badGateway("DataForSEO answered " + http + " without its JSON envelope");
  }
  if (!envelope.isOk()) return envelope;
  if (response.status != 200) return Status::badGateway("DataForSEO answered " + http);
  const rapidjson::Value* envelope_cost = seo::sdk::json::member(doc, wire::kCostField);
  *cost = envelope_cost && envelope_cost->IsNumber() ? envelope_cost->GetDouble() : 0;
  const rapidjson::Value* tasks = seo::sdk::json::member(doc, wire::kTasksField);
  if (tasks == nullptr || !tasks->IsArray() || tasks->Empty()) {
    return Status::badGateway("DataForSEO answered no task");
  }
  const rapidjson::Value& task = (*tasks)[0];
  Status task_status = levelStatus(task, "task");
  if (!task_status.isOk()) return task_status;
  return seo::sdk::json::member(task, wire::kResultField);
}

}  // namespace

Result<DataForSeoReply> callDataForSeo(const DataForSeoConfig& config, seo::sdk::HttpClient& http,
                                       const char* path, std::string task_body) {
  std::string base = config.base_url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  OutboundRequest request;
  request.method = "POST";
  request.url = base + path;
  std::string credentials = seo::sdk::base64::encode(config.login + ":" + config.password);
  request.headers = {{"Authorization", "Basic " + credentials},
                     {"Content-Type", "application/json"}};
  request.body = std::move(task_body);
  request.timeout_ms = config.timeout_ms;
  Result<OutboundResponse> response = http.send(request);
  if (!response.isOk()) {
    Status failure = response.status();
    std::string text = "DataForSEO unreachable: " + failure.message();
    if (failure.code() == seo::sdk::Code::Unavailable) return Status::unavailable(text);
    return Status::badGateway(text);
  }
  DataForSeoReply reply;
  reply.doc = std::make_unique<rapidjson::Document>();
  Result<const rapidjson::Value*> result = taskResult(response.value(), *reply.doc, &reply.cost);
  if (!result.isOk()) return result.status();
  reply.result = result.value();
  return reply;
}

}  // namespace seo::core
