#include "core/providers/dataforseo_call.h"

#include "core/providers/dataforseo_wire.h"
#include "seo/sdk/util/base64.h"
#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/peer_failure.h"
#include "seo/sdk/util/status_macros.h"

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

// The status of one level (`what`: "envelope" or "task"): OK only for `ok_code`.
Status levelStatus(const rapidjson::Value& obj, const char* what, int ok_code = wire::kOk) {
  const rapidjson::Value* code = seo::sdk::json::member(obj, wire::kStatusCodeField);
  if (code == nullptr || !code->IsInt()) {
    return Status::badGateway(std::string("DataForSEO ") + what + " has no numeric status_code");
  }
  if (code->GetInt() == ok_code) return Status::ok();
  const rapidjson::Value* message = seo::sdk::json::member(obj, wire::kStatusMessageField);
  return providerError(code->GetInt(),
                       message && message->IsString() ? message->GetString() : "(no message)");
}

// The answer's tasks, after the HTTP status and the envelope's status code are checked.
Status checkEnvelope(const OutboundResponse& response, DataForSeoEnvelope* out) {
  std::string http = "HTTP " + std::to_string(response.status);
  rapidjson::Document& doc = *out->doc;
  doc.Parse(response.body.c_str(), response.body.size());
  bool enveloped =
      !doc.HasParseError() && seo::sdk::json::member(doc, wire::kStatusCodeField) != nullptr;
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
  out->cost = envelope_cost && envelope_cost->IsNumber() ? envelope_cost->GetDouble() : 0;
  const rapidjson::Value* tasks = seo::sdk::json::member(doc, wire::kTasksField);
  if (tasks == nullptr || !tasks->IsArray()) return Status::badGateway("DataForSEO answered no task");
  out->tasks = tasks;
  return Status::ok();
}

}  // namespace

Result<DataForSeoEnvelope> callDataForSeoTasks(const DataForSeoConfig& config,
                                               seo::sdk::HttpClient& http, const char* method,
                                               const std::string& path, std::string body) {
  std::string base = config.base_url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  OutboundRequest request;
  request.method = method;
  request.url = base + path;
  std::string credentials = seo::sdk::base64::encode(config.login + ":" + config.password);
  request.headers = {{"Authorization", "Basic " + credentials}};
  if (!body.empty()) request.headers.push_back({"Content-Type", "application/json"});
  request.body = std::move(body);
  request.timeout_ms = config.timeout_ms;
  Result<OutboundResponse> response = http.send(request);
  if (!response.isOk()) {
    Status failure = seo::sdk::peerFailure(response.status(), "DataForSEO");
    if (failure.code() == seo::sdk::Code::Unavailable) return failure;
    if (failure.code() == seo::sdk::Code::PayloadTooLarge) return Status::badGateway(failure.message());
    // The operator's base_url refused by the outbound policy: the address stays in the config.
    return Status::badGateway("DataForSEO's configured address may not be called (outbound policy)");
  }
  DataForSeoEnvelope envelope;
  envelope.doc = std::make_unique<rapidjson::Document>();
  SEO_RETURN_IF_ERROR(checkEnvelope(response.value(), &envelope));
  return envelope;
}

Result<DataForSeoReply> callDataForSeo(const DataForSeoConfig& config, seo::sdk::HttpClient& http,
                                       const char* path, std::string task_body) {
  SEO_ASSIGN_OR_RETURN(DataForSeoEnvelope envelope,
                       callDataForSeoTasks(config, http, "POST", path, std::move(task_body)));
  if (envelope.tasks->Empty()) return Status::badGateway("DataForSEO answered no task");
  const rapidjson::Value& task = (*envelope.tasks)[0];
  SEO_RETURN_IF_ERROR(levelStatus(task, "task"));
  DataForSeoReply reply;
  reply.result = seo::sdk::json::member(task, wire::kResultField);
  reply.cost = envelope.cost;
  reply.doc = std::move(envelope.doc);
  return reply;
}

Status dataForSeoTaskStatus(const rapidjson::Value& task, int ok_code) {
  return levelStatus(task, "task", ok_code);
}

int dataForSeoStatusCode(const rapidjson::Value& task) {
  const rapidjson::Value* code = seo::sdk::json::member(task, wire::kStatusCodeField);
  return code != nullptr && code->IsInt() ? code->GetInt() : 0;
}

}  // namespace seo::core
