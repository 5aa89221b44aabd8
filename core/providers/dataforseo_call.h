// One call to DataForSEO, shared by its clients (search-term figures, search results, the SERP
// queue): a request with HTTP Basic auth, then the HTTP status and the status codes of the
// envelope and of the task checked (HTTP 200 may still carry an error at either level).
//
//   Result<DataForSeoReply> reply = callDataForSeo(config, http, wire::kSerpPath, body);
//   // reply.value().result: the task's `result`, or null when it has none
//   Result<DataForSeoEnvelope> all = callDataForSeoTasks(config, http, "GET", path, "");
//   // all.value().tasks: every task, each checked by dataForSeoTaskStatus
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

// The whole answer of a call whose envelope is OK, its tasks unchecked (several tasks answer a
// queue's post, each with its own status).
struct DataForSeoEnvelope {
  std::unique_ptr<rapidjson::Document> doc;
  const rapidjson::Value* tasks = nullptr;  // the `tasks` array, in *doc (never null)
  double cost = 0;
};

// Errors: Unavailable (unreachable, time-out, HTTP 429 or 5xx, DataForSEO's own failure:
// retrying may help), BadGateway (credentials, balance, access, an answer that is not the
// envelope), InvalidArgument (the task refused a field). No message holds the password.
seo::sdk::Result<DataForSeoReply> callDataForSeo(const DataForSeoConfig& config,
                                                 seo::sdk::HttpClient& http, const char* path,
                                                 std::string task_body);

// `method` (POST or GET) to `path` with `body` (none for GET): the errors of callDataForSeo for the
// HTTP status and the envelope, BadGateway when it holds no task array.
seo::sdk::Result<DataForSeoEnvelope> callDataForSeoTasks(const DataForSeoConfig& config,
                                                         seo::sdk::HttpClient& http,
                                                         const char* method,
                                                         const std::string& path,
                                                         std::string body);

// A task's status as our error (OK for `ok_code`, DataForSEO's 20000 unless a queue's post
// answers 20100): grouped by the code's first three digits as callDataForSeo's are.
seo::sdk::Status dataForSeoTaskStatus(const rapidjson::Value& task, int ok_code);

// A task's status_code, 0 when it has none.
int dataForSeoStatusCode(const rapidjson::Value& task);

}  // namespace seo::core
