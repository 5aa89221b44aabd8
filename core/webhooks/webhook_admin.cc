#include "core/webhooks/webhook_admin.h"

#include <chrono>
#include <optional>
#include <set>

#include "core/common/clock.h"
#include "core/webhooks/endpoint_store.h"
#include "core/webhooks/event_outbox.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/standard_webhooks.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;
using Doc = rapidjson::Document;
using Alloc = rapidjson::Document::AllocatorType;

constexpr std::size_t kMaxEventTypes = 100;
constexpr std::size_t kMaxDescriptionChars = 500;
constexpr auto kPreviousSecretSigns = std::chrono::hours(24);

rapidjson::Value str(const std::string& s, Alloc& a) {
  return rapidjson::Value(s.c_str(), static_cast<rapidjson::SizeType>(s.size()), a);
}
rapidjson::Value orNull(const std::string& s, Alloc& a) {
  return s.empty() ? rapidjson::Value() : str(s, a);
}

rapidjson::Value endpointJson(const WebhookEndpoint& e, Alloc& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", str(e.id, a), a);
  v.AddMember("url", str(e.url, a), a);
  v.AddMember("description", str(e.description, a), a);
  rapidjson::Value types(rapidjson::kArrayType);
  for (const std::string& t : e.event_types) types.PushBack(str(t, a), a);
  v.AddMember("event_types", types, a);
  v.AddMember("active", e.active, a);
  v.AddMember("disabled_reason", orNull(e.disabled_reason, a), a);
  v.AddMember("failing_since", orNull(e.failing_since, a), a);
  v.AddMember("previous_secret_expires_at", orNull(e.previous_secret_until, a), a);
  v.AddMember("created_at", str(e.created_at, a), a);
  v.AddMember("updated_at", str(e.updated_at, a), a);
  return v;
}

rapidjson::Value deliveryJson(const WebhookDelivery& d, const std::vector<WebhookAttempt>& attempts,
                              Alloc& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", str(d.id, a), a);
  v.AddMember("endpoint_id", str(d.endpoint_id, a), a);
  v.AddMember("event_id", str(d.event_id, a), a);
  v.AddMember("event_type", str(d.event_type, a), a);
  v.AddMember("status", str(d.status, a), a);
  v.AddMember("attempts", d.attempts, a);
  v.AddMember("next_attempt_at", orNull(d.status == "pending" ? d.next_attempt_at : "", a), a);
  v.AddMember("last_error", orNull(d.last_error, a), a);
  v.AddMember("created_at", str(d.created_at, a), a);
  v.AddMember("updated_at", str(d.updated_at, a), a);
  rapidjson::Value log(rapidjson::kArrayType);
  for (const WebhookAttempt& at : attempts) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("attempt", at.attempt, a);
    item.AddMember("attempted_at", str(at.attempted_at, a), a);
    if (at.http_status == 0) {
      item.AddMember("http_status", rapidjson::Value(), a);
    } else {
      item.AddMember("http_status", at.http_status, a);
    }
    item.AddMember("error", orNull(at.error, a), a);
    item.AddMember("duration_ms", static_cast<std::int64_t>(at.duration_ms), a);
    item.AddMember("response", orNull(at.response, a), a);
    log.PushBack(item, a);
  }
  v.AddMember("attempt_log", log, a);
  return v;
}

Doc rootOf(const std::function<rapidjson::Value(Alloc&)>& build) {
  Doc doc;
  rapidjson::Value v = build(doc.GetAllocator());
  seo::sdk::json::setRoot(doc, v);
  return doc;
}

// event_types: a non-empty array of catalogue types (or "*"), repeats dropped.
Result<std::vector<std::string>> readEventTypes(const rapidjson::Value& body,
                                                const KnownEventType& known) {
  const rapidjson::Value* list = seo::sdk::internal::member(body, "event_types");
  if (list == nullptr) return Status::missingField("event_types");
  if (!list->IsArray()) return Status::invalidField("event_types", "must be an array of strings");
  if (list->Empty()) {
    return Status::invalidField("event_types", "must name at least one type (\"*\" for every one)");
  }
  if (list->Size() > kMaxEventTypes) {
    return Status::invalidField("event_types",
                                "at most " + std::to_string(kMaxEventTypes) + " types");
  }
  std::vector<std::string> types;
  std::set<std::string> seen;
  for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
    const rapidjson::Value& v = (*list)[i];
    std::string field = "event_types[" + std::to_string(i) + "]";
    if (!v.IsString()) return Status::invalidField(field, "must be a string");
    std::string type(v.GetString(), v.GetStringLength());
    if (type != "*" && !known(type)) {
      return Status::invalidField(field, "unknown event type '" + type.substr(0, 100) +
                                             "' (GET /webhooks/event-types lists them)");
    }
    if (seen.insert(type).second) types.push_back(std::move(type));
  }
  return types;
}

// Applies the writable fields `body` holds to `e`; `creating` requires url and event_types.
Status applyFields(const rapidjson::Value& body, bool creating, const WebhookOptions& options,
                   const KnownEventType& known, WebhookEndpoint& e) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(body, {"url", "event_types", "description", "active"},
                                         "unknown field (writable: url, event_types, "
                                         "description, active)"));
  if (creating || seo::sdk::internal::member(body, "url") != nullptr) {
    SEO_ASSIGN_OR_RETURN(std::string url, seo::sdk::requiredText(body, "url", 2000));
    SEO_RETURN_IF_ERROR(checkEndpointUrl(url, options.url_policy));
    e.url = std::move(url);
  }
  if (creating || seo::sdk::internal::member(body, "event_types") != nullptr) {
    SEO_ASSIGN_OR_RETURN(e.event_types, readEventTypes(body, known));
  }
  if (const rapidjson::Value* d = seo::sdk::internal::member(body, "description")) {
    if (!d->IsString()) return Status::invalidField("description", "must be a string");
    e.description.clear();  // "" clears it
    if (d->GetStringLength() > 0) {
      SEO_ASSIGN_OR_RETURN(std::optional<std::string> text,
                           seo::sdk::bodyLine(body, "description", kMaxDescriptionChars));
      e.description = text.value_or("");
    }
  }
  if (seo::sdk::internal::member(body, "active") != nullptr) {
    SEO_ASSIGN_OR_RETURN(bool active, seo::sdk::bodyBool(body, "active", e.active));
    if (active && !e.active) {  // turned on again: the server's verdict is the operator's to lift
      e.disabled_reason.clear();
      e.failing_since.clear();
    }
    e.active = active;
  }
  return Status::ok();
}

Result<std::string> sealedNewSecret(seo::sdk::Host& host, std::string* plain) {
  std::optional<std::string> secret = seo::sdk::standard_webhooks::newSecret();
  if (!secret) return Status::unavailable("No random bytes for a webhook secret; try again");
  *plain = *secret;
  return host.secrets().seal(*secret);
}

}  // namespace

Result<Doc> WebhookAdmin::create(const rapidjson::Value& body) {
  WebhookEndpoint e;
  e.id = host.newId();
  e.organization_id = organization_id;
  SEO_RETURN_IF_ERROR(applyFields(body, true, options, known, e));
  std::string secret;
  SEO_ASSIGN_OR_RETURN(e.secret, sealedNewSecret(host, &secret));
  e.created_at = e.updated_at = host.now();
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    if (countEndpoints(sql, organization_id) >= options.max_endpoints) {
      return Status::conflict("An organization has at most " +
                              std::to_string(options.max_endpoints) +
                              " webhook endpoints; delete one first");
    }
    insertEndpoint(sql, e);
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) {
    rapidjson::Value v = endpointJson(e, a);
    v.AddMember("secret", str(secret, a), a);
    return v;
  });
}

Result<Doc> WebhookAdmin::list() {
  std::vector<WebhookEndpoint> rows;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    rows = listEndpoints(sql, organization_id);
    return Status::ok();
  }));
  Doc doc(rapidjson::kArrayType);
  for (const WebhookEndpoint& e : rows)
    doc.PushBack(endpointJson(e, doc.GetAllocator()), doc.GetAllocator());
  return doc;
}

Result<Doc> WebhookAdmin::get(const std::string& id) {
  std::optional<WebhookEndpoint> e;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    e = findEndpoint(sql, organization_id, id);
    return Status::ok();
  }));
  if (!e) return Status::notFound();
  return rootOf([&](Alloc& a) { return endpointJson(*e, a); });
}

Result<Doc> WebhookAdmin::update(const std::string& id, const rapidjson::Value& body) {
  std::optional<WebhookEndpoint> e;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    e = findEndpoint(sql, organization_id, id);
    if (!e) return Status::notFound();
    SEO_RETURN_IF_ERROR(applyFields(body, false, options, known, *e));
    e->updated_at = host.now();
    updateEndpoint(sql, *e);
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) { return endpointJson(*e, a); });
}

Status WebhookAdmin::remove(const std::string& id) {
  bool deleted = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    deleted = deleteEndpoint(sql, organization_id, id);
    return Status::ok();
  }));
  return deleted ? Status::ok() : Status::notFound();
}

Result<Doc> WebhookAdmin::rotateSecret(const std::string& id) {
  std::string secret;
  SEO_ASSIGN_OR_RETURN(std::string sealed, sealedNewSecret(host, &secret));
  std::optional<WebhookEndpoint> e;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    e = findEndpoint(sql, organization_id, id);
    if (!e) return Status::notFound();
    e->previous_secret = e->secret;
    e->previous_secret_until = isoTime(clockNow() + kPreviousSecretSigns);
    e->secret = sealed;
    e->updated_at = host.now();
    updateEndpoint(sql, *e);
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) {
    rapidjson::Value v = endpointJson(*e, a);
    v.AddMember("secret", str(secret, a), a);
    return v;
  });
}

Result<Doc> WebhookAdmin::sendTest(const std::string& id) {
  WebhookDelivery d;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    std::optional<WebhookEndpoint> e = findEndpoint(sql, organization_id, id);
    if (!e) return Status::notFound();
    if (!e->active) return Status::conflict("The endpoint is disabled; set active to true first");
    SEO_ASSIGN_OR_RETURN(d, writeSingleDelivery(sql, host, *e, "webhooks.test",
                                                R"({"message": "A test event from seo-server"})"));
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) { return deliveryJson(d, {}, a); });
}

Result<Doc> WebhookAdmin::deliveries(const std::string& id, const std::string& status,
                                     long long limit, long long offset, long long* total) {
  Doc doc(rapidjson::kArrayType);
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    if (!findEndpoint(sql, organization_id, id)) return Status::notFound();
    *total = countDeliveries(sql, id, status);
    for (const WebhookDelivery& d : listDeliveries(sql, id, status, limit, offset)) {
      doc.PushBack(deliveryJson(d, listAttempts(sql, d.id), doc.GetAllocator()),
                   doc.GetAllocator());
    }
    return Status::ok();
  }));
  return doc;
}

Result<Doc> WebhookAdmin::delivery(const std::string& id, const std::string& delivery_id) {
  std::optional<WebhookDelivery> d;
  std::vector<WebhookAttempt> attempts;
  std::string payload;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    if (!findEndpoint(sql, organization_id, id)) return Status::notFound();
    d = findDelivery(sql, delivery_id);
    if (!d || d->endpoint_id != id) return Status::notFound();
    attempts = listAttempts(sql, d->id);
    payload = eventPayload(sql, d->event_id);
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) {
    rapidjson::Value v = deliveryJson(*d, attempts, a);
    v.AddMember("payload", seo::sdk::json::valueOf(payload, rapidjson::kObjectType, a), a);
    return v;
  });
}

Result<Doc> WebhookAdmin::redeliver(const std::string& id, const std::string& delivery_id) {
  std::optional<WebhookDelivery> d;
  std::vector<WebhookAttempt> attempts;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    std::optional<WebhookEndpoint> e = findEndpoint(sql, organization_id, id);
    if (!e) return Status::notFound();
    d = findDelivery(sql, delivery_id);
    if (!d || d->endpoint_id != id) return Status::notFound();
    if (!e->active) return Status::conflict("The endpoint is disabled; set active to true first");
    d->retry_base = d->attempts;  // a fresh round of retries
    d->last_error.clear();
    SEO_RETURN_IF_ERROR(scheduleAttempt(sql, host, *d, 0));
    attempts = listAttempts(sql, d->id);
    return Status::ok();
  }));
  return rootOf([&](Alloc& a) { return deliveryJson(*d, attempts, a); });
}

Doc eventTypesJson(const std::vector<std::pair<std::string, seo::sdk::EventType>>& types) {
  Doc doc(rapidjson::kArrayType);
  Alloc& a = doc.GetAllocator();
  for (const auto& [module, t] : types) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("type", str(t.type, a), a);
    item.AddMember("description", str(t.description, a), a);
    item.AddMember("module", str(module, a), a);
    item.AddMember("data_schema", seo::sdk::json::valueOf(t.data_schema, rapidjson::kObjectType, a),
                   a);
    doc.PushBack(item, a);
  }
  return doc;
}

}  // namespace seo::core
