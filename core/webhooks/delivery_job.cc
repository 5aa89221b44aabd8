#include "core/webhooks/delivery_job.h"

#include <rapidjson/document.h>

#include <chrono>
#include <optional>

#include "core/common/clock.h"
#include "core/metrics/server_metrics.h"
#include "core/webhooks/endpoint_store.h"
#include "core/webhooks/event_outbox.h"
#include "core/webhooks/retry_schedule.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/peer_failure.h"
#include "seo/sdk/util/standard_webhooks.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;
using std::chrono::system_clock;

constexpr std::size_t kKeptResponseBytes = 1024;

// What one attempt found out.
struct Outcome {
  WebhookAttempt attempt;
  std::optional<std::chrono::seconds> retry_after;
  bool succeeded() const { return attempt.http_status >= 200 && attempt.http_status < 300; }
};

// The delivery and everything needed to attempt it, as stored now.
struct Work {
  WebhookDelivery delivery;
  WebhookEndpoint endpoint;
  std::string payload;
};

// The webhook-signature header: the current secret's, then the previous one's while it still
// signs (rotation), space-separated.
Result<std::string> signatures(seo::sdk::Host& host, const WebhookEndpoint& e,
                               const std::string& id, long long timestamp,
                               const std::string& body) {
  std::string header;
  auto add = [&](const std::string& sealed) -> Status {
    SEO_ASSIGN_OR_RETURN(std::string secret, host.secrets().open(sealed));
    std::optional<std::string> v1 = seo::sdk::standard_webhooks::sign(secret, id, timestamp, body);
    if (!v1) return Status::internal("stored webhook secret is not a whsec_ secret");
    header += (header.empty() ? "" : " ") + *v1;
    return Status::ok();
  };
  SEO_RETURN_IF_ERROR(add(e.secret));
  if (!e.previous_secret.empty() && e.previous_secret_until > host.now()) {
    SEO_RETURN_IF_ERROR(add(e.previous_secret));
  }
  return header;
}

Outcome post(seo::sdk::Host& host, const Work& w, const WebhookOptions& options) {
  Outcome out;
  out.attempt.attempted_at = host.now();
  // The receiver checks webhook-timestamp against its own clock: the machine's, never a test's
  // moved one (clock.h).
  long long timestamp =
      std::chrono::duration_cast<std::chrono::seconds>(system_clock::now().time_since_epoch())
          .count();
  Result<std::string> signature =
      signatures(host, w.endpoint, w.delivery.event_id, timestamp, w.payload);
  if (!signature.isOk()) {
    out.attempt.error = signature.status().message();
    return out;
  }
  seo::sdk::OutboundRequest request;
  request.method = "POST";
  request.url = w.endpoint.url;
  request.headers = {{"Content-Type", "application/json"},
                     {"User-Agent", "seo-server-webhooks/1"},
                     {"webhook-id", w.delivery.event_id},
                     {"webhook-timestamp", std::to_string(timestamp)},
                     {"webhook-signature", signature.value()}};
  request.body = w.payload;
  request.timeout_ms = options.timeout_ms;
  auto started = std::chrono::steady_clock::now();
  Result<seo::sdk::OutboundResponse> answer = host.http().send(request);
  out.attempt.duration_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - started)
                                .count();
  if (!answer.isOk()) {
    out.attempt.error = seo::sdk::peerFailure(answer.status(), "The endpoint").message();
    return out;
  }
  const seo::sdk::OutboundResponse& r = answer.value();
  out.attempt.http_status = r.status;
  // Kept as text every backend stores (PostgreSQL refuses ill-formed UTF-8 and NUL).
  std::string shown =
      seo::sdk::utf8::sanitized(std::string_view(r.body).substr(0, kKeptResponseBytes));
  out.attempt.response = std::string(seo::sdk::utf8::truncated(shown, kKeptResponseBytes));
  if (!out.succeeded()) {
    out.attempt.error = r.status >= 300 && r.status < 400
                            ? "HTTP " + std::to_string(r.status) + " (redirects are not followed)"
                            : "HTTP " + std::to_string(r.status);
  }
  for (const auto& [name, value] : r.headers) {
    if (name == "retry-after") out.retry_after = parseRetryAfter(value, system_clock::now());
  }
  return out;
}

// Loads the delivery's work; nullopt when there is nothing for this job to do (the delivery is
// gone, done, or a newer job has it).
Result<std::optional<Work>> load(seo::sdk::Host& host, const std::string& delivery_id,
                                 const std::string& job_id) {
  std::optional<Work> work;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    std::optional<WebhookDelivery> d = findDelivery(sql, delivery_id);
    if (!d || d->status != "pending" || d->job_id != job_id) return Status::ok();
    std::optional<WebhookEndpoint> e = findEndpoint(sql, d->organization_id, d->endpoint_id);
    if (!e) return Status::ok();
    work = Work{*d, *e, eventPayload(sql, d->event_id)};
    return Status::ok();
  }));
  return work;
}

}  // namespace

Result<std::string> attemptDelivery(seo::sdk::JobContext& job, const WebhookOptions& options) {
  seo::sdk::Host& host = *job.host;
  rapidjson::Document payload;
  payload.Parse(job.payload.c_str(), job.payload.size());
  if (payload.HasParseError() || !payload.IsObject() || !payload.HasMember("delivery_id") ||
      !payload["delivery_id"].IsString()) {
    return Status::invalidArgument("webhook delivery job without a delivery_id");
  }
  const std::string delivery_id = payload["delivery_id"].GetString();
  SEO_ASSIGN_OR_RETURN(std::optional<Work> work, load(host, delivery_id, job.job_id));
  if (!work) return std::string(R"({"skipped": true})");

  Outcome outcome;
  if (work->endpoint.active) outcome = post(host, *work, options);

  std::string state;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    std::optional<WebhookDelivery> now_d = findDelivery(sql, delivery_id);
    std::optional<WebhookEndpoint> now_e =
        now_d ? findEndpoint(sql, now_d->organization_id, now_d->endpoint_id) : std::nullopt;
    // Deleted, or redelivered meanwhile: this attempt's answer is the newer job's to make.
    if (!now_d || !now_e || now_d->job_id != job.job_id || now_d->status != "pending") {
      state = "superseded";
      return Status::ok();
    }
    WebhookDelivery& d = *now_d;
    WebhookEndpoint& e = *now_e;
    const std::string now = host.now();
    d.updated_at = now;
    // An attempt made is recorded, even when the endpoint was disabled meanwhile.
    const bool attempted = work->endpoint.active;
    if (attempted) {
      outcome.attempt.attempt = d.attempts + 1;
      insertAttempt(sql, d.id, outcome.attempt);
      d.attempts = outcome.attempt.attempt;
    }
    if (attempted && outcome.succeeded()) {
      d.status = state = "succeeded";
      d.last_error.clear();
      d.next_attempt_at.clear();
      updateDelivery(sql, d);
      if (!e.failing_since.empty()) {
        e.failing_since.clear();
        e.updated_at = now;
        updateEndpoint(sql, e);
      }
      return Status::ok();
    }
    if (!attempted || !e.active) {
      d.status = state = "failed";
      d.last_error = "The endpoint is disabled";
      d.next_attempt_at.clear();
      updateDelivery(sql, d);
      return Status::ok();
    }
    d.last_error = outcome.attempt.error;
    if (e.failing_since.empty()) e.failing_since = now;
    bool gone = outcome.attempt.http_status == 410;
    // ISO times of one format compare as text.
    bool failed_too_long =
        !gone && isoTime(clockNow() - std::chrono::hours(24) * options.disable_after_days) >=
                     e.failing_since;
    if (gone || failed_too_long) {
      e.active = false;
      e.disabled_reason = gone ? "The endpoint answered 410 Gone on " + now
                               : "Every delivery failed since " + e.failing_since + " (" +
                                     std::to_string(options.disable_after_days) +
                                     " days); last: " + outcome.attempt.error;
      e.updated_at = now;
      updateEndpoint(sql, e);
      d.status = state = "failed";
      d.next_attempt_at.clear();
      updateDelivery(sql, d);
      return Status::ok();
    }
    e.updated_at = now;
    updateEndpoint(sql, e);
    std::optional<std::chrono::seconds> delay =
        retryDelay(d.attempts - d.retry_base, randomJitter(), outcome.retry_after);
    if (!delay) {
      d.status = state = "failed";
      d.next_attempt_at.clear();
      updateDelivery(sql, d);
      return Status::ok();
    }
    state = "retrying";
    return scheduleAttempt(sql, host, d, static_cast<int>(delay->count()));
  }));
  serverMetrics().webhookDelivery(state);
  return std::string(R"({"delivery": ")") + state + R"("})";
}

}  // namespace seo::core
