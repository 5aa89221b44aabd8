#include "core/webhooks/webhook_routes.h"

#include "core/loader/plugin_manager.h"
#include "core/tenancy/caller_role.h"
#include "core/webhooks/webhook_api_examples.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/pagination.h"
#include "seo/sdk/util/request_values.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

constexpr std::string_view kEndpointSchema = R"j({"type": "object",
  "required": ["id", "url", "description", "event_types", "active", "created_at"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "url": {"type": "string", "description": "where events are POSTed"},
    "description": {"type": "string"},
    "event_types": {"type": "array", "items": {"type": "string"},
                    "description": "the types it hears; \"*\" for every one"},
    "active": {"type": "boolean"},
    "disabled_reason": {"type": ["string", "null"],
                        "description": "why the server disabled it (410 Gone, or failing for days)"},
    "failing_since": {"type": ["string", "null"], "format": "date-time",
                      "description": "the first failure since the last success"},
    "previous_secret_expires_at": {"type": ["string", "null"], "format": "date-time",
                      "description": "until when the secret before the last rotation still signs"},
    "secret": {"type": "string",
               "description": "whsec_...; only in the answers of create and rotate-secret"},
    "created_at": {"type": "string", "format": "date-time"},
    "updated_at": {"type": "string", "format": "date-time"}}})j";

constexpr std::string_view kDeliverySchema = R"j({"type": "object",
  "required": ["id", "endpoint_id", "event_id", "event_type", "status", "attempts", "attempt_log"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "endpoint_id": {"type": "string", "format": "uuid"},
    "event_id": {"type": "string", "description": "the webhook-id header: the same on every attempt"},
    "event_type": {"type": "string"},
    "status": {"type": "string", "enum": ["pending", "succeeded", "failed"]},
    "attempts": {"type": "integer"},
    "next_attempt_at": {"type": ["string", "null"], "format": "date-time"},
    "last_error": {"type": ["string", "null"]},
    "created_at": {"type": "string", "format": "date-time"},
    "updated_at": {"type": "string", "format": "date-time"},
    "attempt_log": {"type": "array", "items": {"type": "object", "properties": {
      "attempt": {"type": "integer"}, "attempted_at": {"type": "string", "format": "date-time"},
      "http_status": {"type": ["integer", "null"]}, "error": {"type": ["string", "null"]},
      "duration_ms": {"type": "integer"},
      "response": {"type": ["string", "null"], "description": "the first KiB of the answer"}}}},
    "payload": {"type": "object", "description": "the body sent (GET of one delivery only)"}}})j";

constexpr std::string_view kEndpointBody = R"j({"type": "object", "properties": {
    "url": {"type": "string", "maxLength": 2000,
            "description": "https (http only where the operator allows it); no private addresses"},
    "event_types": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 100},
    "description": {"type": "string", "maxLength": 500},
    "active": {"type": "boolean"}}})j";

WebhookAdmin adminFor(RequestContext& ctx, const WebhookOptions& options,
                      const KnownEventType& known) {
  return WebhookAdmin{*ctx.host, options, known, ctx.caller.organization_id};
}

constexpr const char* kManagersOnly =
    "Only an owner or admin of the organization changes its webhook endpoints";

Result<Response> answer(Result<rapidjson::Document> doc, int status = 200) {
  if (!doc.isOk()) return doc.status();
  return Response::data(std::move(doc).value(), status);
}

}  // namespace

std::vector<std::pair<std::string, seo::sdk::EventType>> eventCatalogue(
    const PluginManager& plugins) {
  std::vector<std::pair<std::string, seo::sdk::EventType>> out;
  for (const auto& [type, entry] : plugins.current()->events)
    out.emplace_back(entry.plugin, entry.event);
  return out;
}

bool knownEventType(const PluginManager& plugins, const std::string& type) {
  return plugins.current()->events.count(type) > 0;
}

void registerWebhookRoutes(seo::sdk::Registrar& r, std::shared_ptr<const WebhookOptions> options,
                           const PluginManager& plugins, Database& db) {
  // Held by the handlers, which outlive this call.
  auto known = std::make_shared<KnownEventType>(
      [&plugins](const std::string& type) { return knownEventType(plugins, type); });
  std::shared_ptr<const WebhookOptions> o = std::move(options);
  r.schema("WebhookEndpoint", std::string(kEndpointSchema));
  r.schema("WebhookDelivery", std::string(kDeliverySchema));
  const std::string endpoint = doc::dataOf(doc::ref("WebhookEndpoint"));
  const std::string delivery = doc::dataOf(doc::ref("WebhookDelivery"));

  r.route("GET", "/webhooks/event-types",
          [&plugins](RequestContext&) -> Result<Response> {
            return Response::data(eventTypesJson(eventCatalogue(plugins)));
          })
      .withoutWebsite()
      .summary("The event catalogue",
               "Every event type the loaded modules emit, with the JSON Schema of its `data`.")
      .answers(200, doc::dataOf(doc::arrayOf(R"({"type": "object"})")), "The types")
      .answerExample(200, webhook_examples::kGetWebhooksEventTypes200);

  r.route("GET", "/webhooks/endpoints",
          [o, known](RequestContext& ctx) { return answer(adminFor(ctx, *o, *known).list()); })
      .withoutWebsite()
      .summary("The organization's webhook endpoints")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("WebhookEndpoint"))), "The endpoints")
      .answerExample(200, webhook_examples::kGetWebhooksEndpoints200);

  r.route("POST", "/webhooks/endpoints",
          [o, known, &db](RequestContext& ctx) -> Result<Response> {
            SEO_RETURN_IF_ERROR(requireManager(ctx, db, kManagersOnly).status());
            return answer(adminFor(ctx, *o, *known).create(ctx.json()), 201);
          })
      .withoutWebsite()
      .summary("Add a webhook endpoint",
               "Answers the endpoint with its signing `secret` (`whsec_...`), shown this once.")
      .body(std::string(kEndpointBody), "`url` and `event_types` are required")
      .answers(201, endpoint, "The endpoint, with its secret")
      .fails(403, "the caller is not an owner or admin of the organization")
      .fails(409, "the organization has the most endpoints allowed")
      .bodyExample(webhook_examples::kPostWebhooksEndpointsBody)
      .answerExample(201, webhook_examples::kPostWebhooksEndpoints201);

  r.route("GET", "/webhooks/endpoints/{id}",
          [o, known](RequestContext& ctx) -> Result<Response> {
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            return answer(adminFor(ctx, *o, *known).get(id));
          })
      .withoutWebsite()
      .summary("A webhook endpoint")
      .answers(200, endpoint, "The endpoint")
      .answerExample(200, webhook_examples::kGetWebhooksEndpointsById200);

  r.route("PATCH", "/webhooks/endpoints/{id}",
          [o, known, &db](RequestContext& ctx) -> Result<Response> {
            SEO_RETURN_IF_ERROR(requireManager(ctx, db, kManagersOnly).status());
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            return answer(adminFor(ctx, *o, *known).update(id, ctx.json()));
          })
      .withoutWebsite()
      .summary("Change a webhook endpoint",
               "`active: true` turns a disabled endpoint on again and clears why it was disabled.")
      .body(std::string(kEndpointBody), "The fields to change")
      .answers(200, endpoint, "The endpoint")
      .fails(403, "the caller is not an owner or admin of the organization")
      .bodyExample(webhook_examples::kPatchWebhooksEndpointsByIdBody)
      .answerExample(200, webhook_examples::kPatchWebhooksEndpointsById200);

  r.route("DELETE", "/webhooks/endpoints/{id}",
          [o, known, &db](RequestContext& ctx) -> Result<Response> {
            SEO_RETURN_IF_ERROR(requireManager(ctx, db, kManagersOnly).status());
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            SEO_RETURN_IF_ERROR(adminFor(ctx, *o, *known).remove(id));
            return Response::success();
          })
      .withoutWebsite()
      .summary("Delete a webhook endpoint", "With its delivery log; pending deliveries stop.")
      .answers(200, doc::kSuccess, "Deleted")
      .fails(403, "the caller is not an owner or admin of the organization")
      .answerExample(200, webhook_examples::kDeleteWebhooksEndpointsById200);

  r.route("POST", "/webhooks/endpoints/{id}/rotate-secret",
          [o, known, &db](RequestContext& ctx) -> Result<Response> {
            SEO_RETURN_IF_ERROR(requireManager(ctx, db, kManagersOnly).status());
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            return answer(adminFor(ctx, *o, *known).rotateSecret(id));
          })
      .withoutWebsite()
      .summary("Rotate the signing secret",
               "A new `secret`, shown this once; for 24 hours deliveries carry a signature by the "
               "old secret beside the new one, so receivers can switch without losing events.")
      .answers(200, endpoint, "The endpoint, with its new secret")
      .fails(403, "the caller is not an owner or admin of the organization")
      .answerExample(200, webhook_examples::kPostWebhooksEndpointsByIdRotateSecret200);

  r.route("POST", "/webhooks/endpoints/{id}/test",
          [o, known](RequestContext& ctx) -> Result<Response> {
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            return answer(adminFor(ctx, *o, *known).sendTest(id), 202);
          })
      .withoutWebsite()
      .summary("Send a test event",
               "Queues a `webhooks.test` event to this endpoint alone; follow it in the delivery "
               "log.")
      .answers(202, delivery, "The queued delivery")
      .polledBy("/webhooks/endpoints/{id}/deliveries/{delivery_id}")
      .fails(409, "the endpoint is disabled")
      .answerExample(202, webhook_examples::kPostWebhooksEndpointsByIdTest202);

  seo::sdk::RouteSpec& log = r.route(
      "GET", "/webhooks/endpoints/{id}/deliveries",
      [o, known](RequestContext& ctx) -> Result<Response> {
        SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
        SEO_ASSIGN_OR_RETURN(seo::sdk::Page page, seo::sdk::readPage(ctx, 50, 200));
        SEO_ASSIGN_OR_RETURN(
            std::string status,
            seo::sdk::queryOneOf(ctx, "status", {"pending", "succeeded", "failed"}, ""));
        long long total = 0;
        SEO_ASSIGN_OR_RETURN(
            rapidjson::Document items,
            adminFor(ctx, *o, *known).deliveries(id, status, page.limit, page.offset(), &total));
        return seo::sdk::pagedAnswer(std::move(items), total, page);
      });
  log.withoutWebsite()
      .summary("The endpoint's delivery log",
               "Newest first, each delivery with its attempts. It reaches back the server's "
               "retention (30 days unless the operator set another): a delivery that ended "
               "earlier is pruned, and reading or redelivering it answers 404.")
      .query("status", doc::oneOf({"pending", "succeeded", "failed"}), "only deliveries in it");
  doc::paged(log, 50, 200)
      .answers(200, doc::pageOf(doc::ref("WebhookDelivery")), "A page of deliveries")
      .answerExample(200, webhook_examples::kGetWebhooksEndpointsByIdDeliveries200);

  r.route("GET", "/webhooks/endpoints/{id}/deliveries/{delivery_id}",
          [o, known](RequestContext& ctx) -> Result<Response> {
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            SEO_ASSIGN_OR_RETURN(std::string delivery_id, seo::sdk::pathUuid(ctx, "delivery_id"));
            return answer(adminFor(ctx, *o, *known).delivery(id, delivery_id));
          })
      .withoutWebsite()
      .summary("One delivery", "With its attempts and the payload it sends.")
      .answers(200, delivery, "The delivery")
      .answerExample(200, webhook_examples::kGetWebhooksEndpointsByIdDeliveriesByDeliveryId200);

  r.route("POST", "/webhooks/endpoints/{id}/deliveries/{delivery_id}/redeliver",
          [o, known](RequestContext& ctx) -> Result<Response> {
            SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
            SEO_ASSIGN_OR_RETURN(std::string delivery_id, seo::sdk::pathUuid(ctx, "delivery_id"));
            return answer(adminFor(ctx, *o, *known).redeliver(id, delivery_id), 202);
          })
      .withoutWebsite()
      .summary("Deliver again",
               "Attempts the delivery again now, with the same `webhook-id` (receivers that "
               "dedupe see it once) and a fresh round of retries.")
      .answers(202, delivery, "The delivery, pending")
      .polledBy("/webhooks/endpoints/{id}/deliveries/{delivery_id}")
      .fails(409, "the endpoint is disabled")
      .answerExample(202, webhook_examples::kPostRedeliver202);
}

}  // namespace seo::core
