#include "core/webhooks/event_outbox.h"

#include <rapidjson/document.h>

#include <algorithm>
#include <vector>

#include "core/common/clock.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

// Standard Webhooks' message ids: "msg_" and a unique token.
std::string newMessageId(seo::sdk::Host& host) {
  std::string id = host.newId();
  id.erase(std::remove(id.begin(), id.end(), '-'), id.end());
  return "msg_" + id;
}

rapidjson::Value textValue(const std::string& s, rapidjson::Document::AllocatorType& a) {
  return rapidjson::Value(s.c_str(), static_cast<rapidjson::SizeType>(s.size()), a);
}

// {id, type, created_at, organization_id, website_id, data}: the body every delivery sends.
Result<std::string> payloadOf(const std::string& id, const seo::sdk::Event& event,
                              const std::string& created_at) {
  rapidjson::Document data;
  if (Status s =
          seo::sdk::json::parse(event.data, data, seo::sdk::json::kDefaultMaxDepth, "event data");
      !s.isOk())
    return s;
  if (!data.IsObject()) return Status::invalidArgument("event data must be a JSON object");
  rapidjson::Document doc(rapidjson::kObjectType);
  auto& a = doc.GetAllocator();
  doc.AddMember("id", textValue(id, a), a);
  doc.AddMember("type", textValue(event.type, a), a);
  doc.AddMember("created_at", textValue(created_at, a), a);
  doc.AddMember("organization_id", textValue(event.organization_id, a), a);
  if (event.website_id.empty()) {
    doc.AddMember("website_id", rapidjson::Value(), a);
  } else {
    doc.AddMember("website_id", textValue(event.website_id, a), a);
  }
  rapidjson::Value copy(data, a);
  doc.AddMember("data", copy, a);
  return seo::sdk::json::text(doc);
}

// Inserts the event unless its key is taken; false when it was.
bool insertEvent(soci::session& sql, const std::string& id, const seo::sdk::Event& event,
                 const std::string& key, const std::string& payload,
                 const std::string& created_at) {
  std::string website = event.website_id;
  soci::indicator website_ind = website.empty() ? soci::i_null : soci::i_ok;
  soci::statement st =
      (sql.prepare << "INSERT INTO webhook_events (id, organization_id, event_key, type, "
                      "website_id, payload, created_at) VALUES (:id, :o, :k, :t, :w, :p, :c) "
                      "ON CONFLICT (organization_id, event_key) DO NOTHING",
       soci::use(id), soci::use(event.organization_id), soci::use(key), soci::use(event.type),
       soci::use(website, website_ind), soci::use(payload), soci::use(created_at));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

// Enqueues the job of `delivery`'s next attempt and notes it on the delivery (not written).
Status enqueueAttempt(soci::session& sql, seo::sdk::Host& host, WebhookDelivery& delivery,
                      int delay_seconds) {
  seo::sdk::JobRequest job;
  job.kind = kDeliverJob;
  job.organization_id = delivery.organization_id;
  job.payload = R"({"delivery_id": ")" + delivery.id + R"("})";
  // Attempts are the delivery's own; the queue's only cover a worker lost mid-attempt.
  job.max_attempts = 3;
  job.delay_seconds = delay_seconds;
  SEO_ASSIGN_OR_RETURN(std::string job_id, host.jobs().enqueue(sql, job));
  delivery.status = "pending";
  delivery.job_id = job_id;
  delivery.next_attempt_at = isoTime(clockNow() + std::chrono::seconds(delay_seconds));
  delivery.updated_at = host.now();
  return Status::ok();
}

Status addDelivery(soci::session& sql, seo::sdk::Host& host, const std::string& endpoint_id,
                   const std::string& event_id, const seo::sdk::Event& event,
                   const std::string& now, WebhookDelivery* out) {
  WebhookDelivery d;
  d.id = host.newId();
  d.endpoint_id = endpoint_id;
  d.event_id = event_id;
  d.event_type = event.type;
  d.organization_id = event.organization_id;
  d.status = "pending";
  d.created_at = d.updated_at = now;
  SEO_RETURN_IF_ERROR(enqueueAttempt(sql, host, d, 0));
  insertDelivery(sql, d);
  if (out != nullptr) *out = std::move(d);
  return Status::ok();
}

}  // namespace

Status writeEvent(soci::session& sql, seo::sdk::Host& host, const seo::sdk::Event& event) {
  if (event.organization_id.empty()) return Status::invalidArgument("event without organization");
  std::vector<std::string> listening;
  {
    soci::rowset<soci::row> rows = (sql.prepare << "SELECT id, event_types FROM webhook_endpoints "
                                                   "WHERE organization_id = :o AND active = 1",
                                    soci::use(event.organization_id));
    for (const soci::row& r : rows) {
      WebhookEndpoint e;
      rapidjson::Document types;
      std::string stored = r.get<std::string>(1);
      types.Parse(stored.c_str(), stored.size());
      if (types.HasParseError() || !types.IsArray()) continue;
      for (const auto& t : types.GetArray()) {
        if (t.IsString()) e.event_types.emplace_back(t.GetString(), t.GetStringLength());
      }
      if (e.listensTo(event.type)) listening.push_back(r.get<std::string>(0));
    }
  }
  if (listening.empty()) return Status::ok();
  const std::string id = newMessageId(host);
  const std::string now = host.now();
  SEO_ASSIGN_OR_RETURN(std::string payload, payloadOf(id, event, now));
  if (!insertEvent(sql, id, event, event.key.empty() ? id : event.key, payload, now)) {
    return Status::ok();  // emitted before under this key
  }
  for (const std::string& endpoint : listening) {
    SEO_RETURN_IF_ERROR(addDelivery(sql, host, endpoint, id, event, now, nullptr));
  }
  return Status::ok();
}

Result<WebhookDelivery> writeSingleDelivery(soci::session& sql, seo::sdk::Host& host,
                                            const WebhookEndpoint& endpoint,
                                            const std::string& type, const std::string& data) {
  seo::sdk::Event event{type, endpoint.organization_id, "", data, ""};
  const std::string id = newMessageId(host);
  const std::string now = host.now();
  SEO_ASSIGN_OR_RETURN(std::string payload, payloadOf(id, event, now));
  insertEvent(sql, id, event, id, payload, now);
  WebhookDelivery d;
  SEO_RETURN_IF_ERROR(addDelivery(sql, host, endpoint.id, id, event, now, &d));
  return d;
}

Status scheduleAttempt(soci::session& sql, seo::sdk::Host& host, WebhookDelivery& delivery,
                       int delay_seconds) {
  SEO_RETURN_IF_ERROR(enqueueAttempt(sql, host, delivery, delay_seconds));
  updateDelivery(sql, delivery);
  return Status::ok();
}

}  // namespace seo::core
