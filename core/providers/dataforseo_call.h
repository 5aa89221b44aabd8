// One live call to DataForSEO, shared by its clients (search-term figures, search results):
// POST a JSON array of one task with HTTP Basic auth, then check the HTTP status and the status
// codes of the envelope and of the task (HTTP 200 may still carry an error at either level).
//
//   Result<DataForSeoReply> reply = callDataForSeo(config, http, wire::kSerpPath, body);
//   // reply.value().result: the task's `result`, or null when it has none
#pragma once

#include <rapidjson/document.h>

#include <memory>
#include <string>

#include "core/config/config.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct DataForSeoReply {
  std::unique_ptr<rapidjson::Document> doc;  // the whole answer
  const rapidjson::Value* result = nullptr;  // its only task's `result`, in *doc; null if none
  double cost = 0;                           // what the call cost, USD
};

// Errors: Unavailable (unreachable, time-out, HTTP 429 or 5xx, DataForSEO's own failure:
// retrying may help), BadGateway (credentials, balance, access, an answer that is not the
// envelope), InvalidArgument (the task refused a field). No message holds the password.
seo::sdk::Result<DataForSeoReply> callDataForSeo(const DataForSeoConfig& config,
                                                 seo::sdk::HttpClient& http, const char* path,
                                                 std::string task_body);

}  // namespace seo::core
