// The outbox: an event becomes rows in the caller's own transaction (the event, one delivery per
// endpoint that listens, and the job that will attempt each), so it exists exactly when the
// change that caused it commits, and a crash loses nothing that committed.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>

#include "core/webhooks/endpoint_store.h"
#include "seo/sdk/event.h"
#include "seo/sdk/host.h"

namespace seo::core {

// The job kind that attempts one delivery.
inline constexpr const char* kDeliverJob = "webhooks.deliver";

// Writes `event` for every active endpoint of its organization that listens to its type (the
// caller has checked the type is in the catalogue). Nothing when none listens, or when the
// organization already has an event with `event.key`. InvalidArgument when `data` is not a JSON
// object.
seo::sdk::Status writeEvent(soci::session& sql, seo::sdk::Host& host, const seo::sdk::Event& event);

// Writes a new event of `type` for `endpoint` alone, whatever it listens to (a test ping), and
// returns its delivery.
seo::sdk::Result<WebhookDelivery> writeSingleDelivery(soci::session& sql, seo::sdk::Host& host,
                                                      const WebhookEndpoint& endpoint,
                                                      const std::string& type,
                                                      const std::string& data);

// Makes `delivery` pending with a new job that attempts it in `delay_seconds`; an older job of
// it finds itself superseded and does nothing. Updates the row.
seo::sdk::Status scheduleAttempt(soci::session& sql, seo::sdk::Host& host,
                                 WebhookDelivery& delivery, int delay_seconds);

}  // namespace seo::core
