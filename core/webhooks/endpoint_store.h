// Rows of the webhooks component's tables, read and written inside a caller's session or
// transaction. Every read names the organization, so one tenant never reaches another's rows.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace seo::core {

struct WebhookEndpoint {
  std::string id;
  std::string organization_id;
  std::string url;
  std::string description;
  std::vector<std::string> event_types;  // "*" listens to every type
  std::string secret;                    // sealed
  std::string previous_secret;           // sealed; "" when none
  std::string previous_secret_until;     // ISO time; "" when none
  bool active = true;
  std::string disabled_reason;  // why the server disabled it; "" otherwise
  std::string failing_since;    // the first failure since the last success; "" when none
  std::string created_at;
  std::string updated_at;

  bool listensTo(const std::string& type) const;
};

struct WebhookAttempt {
  int attempt = 0;
  std::string attempted_at;
  int http_status = 0;  // 0: no answer (see error)
  std::string error;
  long long duration_ms = 0;
  std::string response;  // the first KiB of the answer's body
};

struct WebhookDelivery {
  std::string id;
  std::string endpoint_id;
  std::string event_id;  // the webhook-id, "msg_..."
  std::string event_type;
  std::string organization_id;
  std::string status;  // "pending", "succeeded", "failed"
  int attempts = 0;
  int retry_base = 0;
  std::string next_attempt_at;
  std::string job_id;
  std::string last_error;
  std::string created_at;
  std::string updated_at;
};

std::vector<WebhookEndpoint> listEndpoints(soci::session& sql, const std::string& organization_id);
std::optional<WebhookEndpoint> findEndpoint(soci::session& sql, const std::string& organization_id,
                                            const std::string& id);
int countEndpoints(soci::session& sql, const std::string& organization_id);
void insertEndpoint(soci::session& sql, const WebhookEndpoint& e);
// Writes every column but id, organization_id and created_at.
void updateEndpoint(soci::session& sql, const WebhookEndpoint& e);
bool deleteEndpoint(soci::session& sql, const std::string& organization_id, const std::string& id);

std::optional<WebhookDelivery> findDelivery(soci::session& sql, const std::string& id);
// Newest first; `status` "" for every one.
std::vector<WebhookDelivery> listDeliveries(soci::session& sql, const std::string& endpoint_id,
                                            const std::string& status, long long limit,
                                            long long offset);
long long countDeliveries(soci::session& sql, const std::string& endpoint_id,
                          const std::string& status);
void insertDelivery(soci::session& sql, const WebhookDelivery& d);
// Writes status, attempts, retry_base, next_attempt_at, job_id, last_error and updated_at.
void updateDelivery(soci::session& sql, const WebhookDelivery& d);
std::vector<WebhookAttempt> listAttempts(soci::session& sql, const std::string& delivery_id);
void insertAttempt(soci::session& sql, const std::string& delivery_id, const WebhookAttempt& a);

// The stored payload of event `event_id` ("" when gone).
std::string eventPayload(soci::session& sql, const std::string& event_id);

}  // namespace seo::core
