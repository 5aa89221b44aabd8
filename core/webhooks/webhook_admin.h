// What an organization can do with its webhook endpoints, once for both front doors: the API's
// routes (webhook_routes.h) and seoctl's commands (webhook_commands.h). Each answers the JSON
// the API shows; every look-up is by (organization, id), so another tenant's id is NotFound.
#pragma once

#include <rapidjson/document.h>

#include <functional>
#include <string>

#include "core/webhooks/webhook_options.h"
#include "seo/sdk/host.h"

namespace seo::core {

// True when `type` is in the event catalogue now.
using KnownEventType = std::function<bool(const std::string& type)>;

struct WebhookAdmin {
  seo::sdk::Host& host;
  const WebhookOptions& options;
  const KnownEventType& known;
  std::string organization_id;

  // The endpoint with its secret, shown this once. `body`: url, event_types, description, active.
  seo::sdk::Result<rapidjson::Document> create(const rapidjson::Value& body);
  seo::sdk::Result<rapidjson::Document> list();
  seo::sdk::Result<rapidjson::Document> get(const std::string& id);
  // Any of create's fields; `active: true` also clears why the server disabled it.
  seo::sdk::Result<rapidjson::Document> update(const std::string& id, const rapidjson::Value& body);
  seo::sdk::Status remove(const std::string& id);
  // A new secret (shown this once); the old one signs beside it for 24 hours.
  seo::sdk::Result<rapidjson::Document> rotateSecret(const std::string& id);
  // Queues a "webhooks.test" event to the endpoint alone; answers its delivery.
  seo::sdk::Result<rapidjson::Document> sendTest(const std::string& id);
  // The endpoint's deliveries, newest first, each with its attempts; `status` "" for all.
  seo::sdk::Result<rapidjson::Document> deliveries(const std::string& id, const std::string& status,
                                                   long long limit, long long offset,
                                                   long long* total);
  // One delivery with its attempts and the payload it sends.
  seo::sdk::Result<rapidjson::Document> delivery(const std::string& id,
                                                 const std::string& delivery_id);
  // Attempts the delivery again now, with the same webhook-id and a fresh round of retries.
  seo::sdk::Result<rapidjson::Document> redeliver(const std::string& id,
                                                  const std::string& delivery_id);
};

// The catalogue as the API lists it: [{type, description, module, data_schema}], by type.
rapidjson::Document eventTypesJson(
    const std::vector<std::pair<std::string, seo::sdk::EventType>>& types);

}  // namespace seo::core
