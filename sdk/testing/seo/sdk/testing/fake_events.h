// File: testing/fake_events.h
// Events for plugin authors' unit tests: each emitted event is kept in `emitted`; a second one
// with the same key (per organization) is kept once, as the host delivers it once.
#pragma once

#include <vector>

#include "seo/sdk/event.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeEvents : public Events {
 public:
  Status emit(soci::session&, const Event& event) override {
    for (const Event& e : emitted) {
      if (!event.key.empty() && e.key == event.key && e.organization_id == event.organization_id)
        return Status::ok();
    }
    emitted.push_back(event);
    return Status::ok();
  }

  std::vector<Event> emitted;  // in order
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
