#include "core/host/host_events.h"

#include "core/storage/database.h"
#include "core/webhooks/event_outbox.h"

namespace seo::core {

seo::sdk::Status HostEvents::emit(soci::session& sql, const seo::sdk::Event& event) {
  if (plugins_.current()->events.count(event.type) == 0) {
    return seo::sdk::Status::invalidArgument("Unknown event type '" + event.type +
                                             "': register it with Registrar::event");
  }
  try {
    return writeEvent(sql, host_, event);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

}  // namespace seo::core
