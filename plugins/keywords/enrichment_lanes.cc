#include "plugins/keywords/enrichment_lanes.h"

#include <optional>
#include <utility>

namespace seo::plugins::keywords {

using seo::sdk::LaneAdmission;

EnrichmentLanes::Admission EnrichmentLanes::submit(const std::string& organization,
                                                   const std::function<Turn()>& make) {
  auto place = std::make_shared<Place>();
  std::lock_guard<std::mutex> lock(mutex_);
  Pending pending = place;
  LaneAdmission admitted = lanes_.admit(organization, pending);
  if (admitted == LaneAdmission::Full) return Admission::Busy;
  if (admitted == LaneAdmission::Start && running_ >= limits_.running) {
    lanes_.finished(organization);  // gives the turn back: a lane that could start had no line
    return Admission::Busy;
  }
  place->turn = make();
  place->queued = std::chrono::steady_clock::now();
  if (admitted == LaneAdmission::Start) {
    ++running_;
    threads_.start([this, organization, place] { run(organization, place); });
  }
  return Admission::Accepted;
}

void EnrichmentLanes::run(const std::string& organization, Pending place) {
  for (;;) {
    try {
      if (std::chrono::steady_clock::now() - place->queued > limits_.max_wait) {
        place->turn.expired();
      } else {
        place->turn.work();
      }
    } catch (...) {  // the host answers a request whose responder is dropped; the line goes on
    }
    place.reset();  // the answer is given: what it captured goes now, not with the next
    std::lock_guard<std::mutex> lock(mutex_);
    std::optional<Pending> next = lanes_.finished(organization);
    if (!next) {
      --running_;
      return;
    }
    place = std::move(*next);
  }
}

}  // namespace seo::plugins::keywords
