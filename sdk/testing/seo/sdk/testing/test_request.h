// File: testing/test_request.h
// Builds the RequestContext a handler sees, for calling a module's handlers in-process without a
// server, and answers for handlers that answer later (Response::later):
//
//   seo::sdk::testing::TestRequest req(host);
//   req.website(site).query("limit", "10");
//   Result<Response> r = req.call(route->handler);      // or &onListThings
//   EXPECT_EQ(r.value().status, 200);
//
//   TestRequest("POST", host).website(site).body(R"({"name": "x"})").call(&onCreateThing);
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

#include <rapidjson/document.h>

#include "seo/sdk/host.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/request_context.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class TestRequest {
 public:
  explicit TestRequest(Host& host) : TestRequest("GET", host) {}
  TestRequest(std::string method, Host& host) : body_(std::make_unique<rapidjson::Document>()) {
    body_->SetObject();
    ctx_.method = std::move(method);
    ctx_.host = &host;
    ctx_.request_id = "test-request";
    ctx_.client_ip = "192.0.2.1";
    ctx_.body = body_.get();
    ctx_.caller.api_key_id = "key-1";
    ctx_.caller.user_id = "user-1";
    ctx_.caller.user_email = "user@example.com";
    ctx_.caller.organization_id = "org-1";
    ctx_.caller.plan = "pro";
  }
  TestRequest(const TestRequest&) = delete;
  TestRequest& operator=(const TestRequest&) = delete;

  // The target website, as the host's scoping would set it.
  TestRequest& website(const WebsiteInfo& site) {
    ctx_.caller.website_id = site.id;
    ctx_.caller.website_organization_id = site.organization_id;
    ctx_.caller.organization_id = site.organization_id;
    return *this;
  }
  TestRequest& path(std::string path) {
    ctx_.path = std::move(path);
    return *this;
  }
  TestRequest& pathParam(std::string name, std::string value) {
    ctx_.path_params.emplace_back(std::move(name), std::move(value));
    return *this;
  }
  TestRequest& query(std::string name, std::string value) {
    ctx_.query.emplace_back(std::move(name), std::move(value));
    return *this;
  }
  TestRequest& header(std::string name, std::string value) {
    ctx_.headers.emplace_back(std::move(name), std::move(value));
    return *this;
  }
  // The JSON body; a text that is not a JSON object fails the test's call with InvalidArgument,
  // as the host would refuse it before the handler.
  TestRequest& body(const std::string& json) {
    raw_body_ = json;
    body_->Parse(raw_body_.c_str(), raw_body_.size());
    ctx_.raw_body = raw_body_;
    return *this;
  }
  Caller& caller() { return ctx_.caller; }
  RequestContext& context() { return ctx_; }

  // Runs `handler` and returns its answer; for Response::later(), the answer its responder gives
  // within `wait` (Unavailable if none comes, as the host would answer a dropped request).
  template <typename H>
  Result<Response> call(H&& handler, std::chrono::milliseconds wait = std::chrono::seconds(10)) {
    if (body_->HasParseError() || !body_->IsObject()) {
      return Status::invalidArgument("Request body must be a JSON object");
    }
    auto later = std::make_shared<Later>();
    ctx_.deferral = [later]() -> Responder {
      return [later](Result<Response> r) {
        std::lock_guard<std::mutex> lock(later->mutex);
        if (!later->answer) later->answer.emplace(std::move(r));
        later->cv.notify_all();
      };
    };
    Result<Response> result = handler(ctx_);
    ctx_.deferral = nullptr;
    if (!result.isOk() || !result.value().isLater()) return result;
    std::unique_lock<std::mutex> lock(later->mutex);
    if (!later->cv.wait_for(lock, wait, [&] { return later->answer.has_value(); })) {
      return Status::unavailable("the handler answered later, and no answer came");
    }
    return std::move(*later->answer);
  }

 private:
  struct Later {
    std::mutex mutex;
    std::condition_variable cv;
    std::optional<Result<Response>> answer;
  };
  std::unique_ptr<rapidjson::Document> body_;
  std::string raw_body_;
  RequestContext ctx_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
