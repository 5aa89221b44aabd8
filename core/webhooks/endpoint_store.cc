#include "core/webhooks/endpoint_store.h"

#include <rapidjson/document.h>

#include <algorithm>

#include "core/storage/row_values.h"
#include "seo/sdk/util/json_text.h"

namespace seo::core {
namespace {

constexpr const char* kEndpointColumns =
    "id, organization_id, url, description, event_types, secret, previous_secret, "
    "previous_secret_until, active, disabled_reason, failing_since, created_at, updated_at";
constexpr const char* kDeliveryColumns =
    "d.id, d.endpoint_id, d.event_id, e.type, d.organization_id, d.status, d.attempts, "
    "d.retry_base, d.next_attempt_at, d.job_id, d.last_error, d.created_at, d.updated_at";

std::string text(const soci::row& r, std::size_t i) {
  return r.get_indicator(i) == soci::i_null ? std::string() : r.get<std::string>(i);
}

// A nullable text parameter: NULL for "".
struct Nullable {
  explicit Nullable(const std::string& v)
      : value(v), indicator(v.empty() ? soci::i_null : soci::i_ok) {}
  std::string value;
  soci::indicator indicator;
};

std::vector<std::string> typesOf(const std::string& stored) {
  std::vector<std::string> types;
  rapidjson::Document doc;
  doc.Parse(stored.c_str(), stored.size());
  if (doc.HasParseError() || !doc.IsArray()) return types;
  for (const auto& v : doc.GetArray()) {
    if (v.IsString()) types.emplace_back(v.GetString(), v.GetStringLength());
  }
  return types;
}

std::string typesText(const std::vector<std::string>& types) {
  rapidjson::Document doc(rapidjson::kArrayType);
  for (const std::string& t : types) {
    doc.PushBack(
        rapidjson::Value(t.c_str(), static_cast<rapidjson::SizeType>(t.size()), doc.GetAllocator()),
        doc.GetAllocator());
  }
  return seo::sdk::json::text(doc);
}

WebhookEndpoint endpointOf(const soci::row& r) {
  WebhookEndpoint e;
  e.id = text(r, 0);
  e.organization_id = text(r, 1);
  e.url = text(r, 2);
  e.description = text(r, 3);
  e.event_types = typesOf(text(r, 4));
  e.secret = text(r, 5);
  e.previous_secret = text(r, 6);
  e.previous_secret_until = text(r, 7);
  e.active = integerAt(r, 8) != 0;
  e.disabled_reason = text(r, 9);
  e.failing_since = text(r, 10);
  e.created_at = text(r, 11);
  e.updated_at = text(r, 12);
  return e;
}

WebhookDelivery deliveryOf(const soci::row& r) {
  WebhookDelivery d;
  d.id = text(r, 0);
  d.endpoint_id = text(r, 1);
  d.event_id = text(r, 2);
  d.event_type = text(r, 3);
  d.organization_id = text(r, 4);
  d.status = text(r, 5);
  d.attempts = static_cast<int>(integerAt(r, 6));
  d.retry_base = static_cast<int>(integerAt(r, 7));
  d.next_attempt_at = text(r, 8);
  d.job_id = text(r, 9);
  d.last_error = text(r, 10);
  d.created_at = text(r, 11);
  d.updated_at = text(r, 12);
  return d;
}

}  // namespace

bool WebhookEndpoint::listensTo(const std::string& type) const {
  return std::any_of(event_types.begin(), event_types.end(),
                     [&](const std::string& t) { return t == "*" || t == type; });
}

std::vector<WebhookEndpoint> listEndpoints(soci::session& sql, const std::string& organization_id) {
  std::vector<WebhookEndpoint> out;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT " << kEndpointColumns
                   << " FROM webhook_endpoints WHERE organization_id = :o ORDER BY created_at, id",
       soci::use(organization_id));
  for (const soci::row& r : rows) out.push_back(endpointOf(r));
  return out;
}

std::optional<WebhookEndpoint> findEndpoint(soci::session& sql, const std::string& organization_id,
                                            const std::string& id) {
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT " << kEndpointColumns
                   << " FROM webhook_endpoints WHERE id = :id AND organization_id = :o",
       soci::use(id), soci::use(organization_id));
  for (const soci::row& r : rows) return endpointOf(r);
  return std::nullopt;
}

int countEndpoints(soci::session& sql, const std::string& organization_id) {
  int n = 0;
  sql << "SELECT COUNT(*) FROM webhook_endpoints WHERE organization_id = :o",
      soci::use(organization_id), soci::into(n);
  return n;
}

void insertEndpoint(soci::session& sql, const WebhookEndpoint& e) {
  std::string types = typesText(e.event_types);
  int active = e.active ? 1 : 0;
  Nullable previous(e.previous_secret), until(e.previous_secret_until), reason(e.disabled_reason),
      failing(e.failing_since);
  sql << "INSERT INTO webhook_endpoints (" << kEndpointColumns
      << ") VALUES (:id, :o, :url, :d, :t, :s, :ps, :pu, :a, :r, :f, :c, :u)",
      soci::use(e.id), soci::use(e.organization_id), soci::use(e.url), soci::use(e.description),
      soci::use(types), soci::use(e.secret), soci::use(previous.value, previous.indicator),
      soci::use(until.value, until.indicator), soci::use(active),
      soci::use(reason.value, reason.indicator), soci::use(failing.value, failing.indicator),
      soci::use(e.created_at), soci::use(e.updated_at);
}

void updateEndpoint(soci::session& sql, const WebhookEndpoint& e) {
  std::string types = typesText(e.event_types);
  int active = e.active ? 1 : 0;
  Nullable previous(e.previous_secret), until(e.previous_secret_until), reason(e.disabled_reason),
      failing(e.failing_since);
  sql << "UPDATE webhook_endpoints SET url = :url, description = :d, event_types = :t, "
         "secret = :s, previous_secret = :ps, previous_secret_until = :pu, active = :a, "
         "disabled_reason = :r, failing_since = :f, updated_at = :u "
         "WHERE id = :id AND organization_id = :o",
      soci::use(e.url), soci::use(e.description), soci::use(types), soci::use(e.secret),
      soci::use(previous.value, previous.indicator), soci::use(until.value, until.indicator),
      soci::use(active), soci::use(reason.value, reason.indicator),
      soci::use(failing.value, failing.indicator), soci::use(e.updated_at), soci::use(e.id),
      soci::use(e.organization_id);
}

bool deleteEndpoint(soci::session& sql, const std::string& organization_id, const std::string& id) {
  soci::statement st = (sql.prepare << "DELETE FROM webhook_endpoints WHERE id = :id AND "
                                       "organization_id = :o",
                        soci::use(id), soci::use(organization_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

std::optional<WebhookDelivery> findDelivery(soci::session& sql, const std::string& id) {
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT " << kDeliveryColumns
                   << " FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id "
                      "WHERE d.id = :id",
       soci::use(id));
  for (const soci::row& r : rows) return deliveryOf(r);
  return std::nullopt;
}

std::vector<WebhookDelivery> listDeliveries(soci::session& sql, const std::string& endpoint_id,
                                            const std::string& status, long long limit,
                                            long long offset) {
  std::vector<WebhookDelivery> out;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT " << kDeliveryColumns
                   << " FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id "
                      "WHERE d.endpoint_id = :ep AND (:s = '' OR d.status = :s2) "
                      "ORDER BY d.created_at DESC, d.id DESC LIMIT :l OFFSET :off",
       soci::use(endpoint_id), soci::use(status), soci::use(status), soci::use(limit),
       soci::use(offset));
  for (const soci::row& r : rows) out.push_back(deliveryOf(r));
  return out;
}

long long countDeliveries(soci::session& sql, const std::string& endpoint_id,
                          const std::string& status) {
  long long n = 0;
  sql << "SELECT COUNT(*) FROM webhook_deliveries WHERE endpoint_id = :ep AND "
         "(:s = '' OR status = :s2)",
      soci::use(endpoint_id), soci::use(status), soci::use(status), soci::into(n);
  return n;
}

void insertDelivery(soci::session& sql, const WebhookDelivery& d) {
  Nullable next(d.next_attempt_at), job(d.job_id), error(d.last_error);
  sql << "INSERT INTO webhook_deliveries (id, endpoint_id, event_id, organization_id, status, "
         "attempts, retry_base, next_attempt_at, job_id, last_error, created_at, updated_at) "
         "VALUES (:id, :ep, :ev, :o, :s, :a, :b, :n, :j, :e, :c, :u)",
      soci::use(d.id), soci::use(d.endpoint_id), soci::use(d.event_id),
      soci::use(d.organization_id), soci::use(d.status), soci::use(d.attempts),
      soci::use(d.retry_base), soci::use(next.value, next.indicator),
      soci::use(job.value, job.indicator), soci::use(error.value, error.indicator),
      soci::use(d.created_at), soci::use(d.updated_at);
}

void updateDelivery(soci::session& sql, const WebhookDelivery& d) {
  Nullable next(d.next_attempt_at), job(d.job_id), error(d.last_error);
  sql << "UPDATE webhook_deliveries SET status = :s, attempts = :a, retry_base = :b, "
         "next_attempt_at = :n, job_id = :j, last_error = :e, updated_at = :u WHERE id = :id",
      soci::use(d.status), soci::use(d.attempts), soci::use(d.retry_base),
      soci::use(next.value, next.indicator), soci::use(job.value, job.indicator),
      soci::use(error.value, error.indicator), soci::use(d.updated_at), soci::use(d.id);
}

std::vector<WebhookAttempt> listAttempts(soci::session& sql, const std::string& delivery_id) {
  std::vector<WebhookAttempt> out;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT attempt, attempted_at, http_status, error, duration_ms, response "
                      "FROM webhook_attempts WHERE delivery_id = :d ORDER BY attempt",
       soci::use(delivery_id));
  for (const soci::row& r : rows) {
    WebhookAttempt a;
    a.attempt = static_cast<int>(integerAt(r, 0));
    a.attempted_at = text(r, 1);
    a.http_status = static_cast<int>(integerAt(r, 2));
    a.error = text(r, 3);
    a.duration_ms = integerAt(r, 4);
    a.response = text(r, 5);
    out.push_back(std::move(a));
  }
  return out;
}

void insertAttempt(soci::session& sql, const std::string& delivery_id, const WebhookAttempt& a) {
  Nullable error(a.error), response(a.response);
  sql << "INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, http_status, error, "
         "duration_ms, response) VALUES (:d, :n, :t, :s, :e, :ms, :r)",
      soci::use(delivery_id), soci::use(a.attempt), soci::use(a.attempted_at),
      soci::use(a.http_status), soci::use(error.value, error.indicator), soci::use(a.duration_ms),
      soci::use(response.value, response.indicator);
}

std::string eventPayload(soci::session& sql, const std::string& event_id) {
  std::string payload;
  sql << "SELECT payload FROM webhook_events WHERE id = :id", soci::use(event_id),
      soci::into(payload);
  return sql.got_data() ? payload : std::string();
}

}  // namespace seo::core
