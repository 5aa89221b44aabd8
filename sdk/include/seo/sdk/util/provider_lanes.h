// File: provider_lanes.h
// Where the part of a request that waits on an outside provider runs when the same route also
// does plain work (POST /keywords with `enrich`, POST /articles without an outline): threads of
// the plugin's own, a few per organization (organization_lanes.h), so that a slow or dead
// provider holds only the requests that need it, of the organization that made them, never
// that organization's plain reads and writes (those run at once, on the thread that read them).
// A route whose every request calls outside says so instead (RouteSpec::callsOutside) and runs
// on the host's outbound pool. Every request given a place is answered in bounded time: the
// provider's own time-out, or at once when its organization's line or the lanes are full (429),
// or when it waited longer than `max_wait` for its turn (the provider is slow for it now).
// Header-only and thread-safe.
//
//   r.route("POST", "/things", [lanes = std::make_shared<ProviderLanes>()](RequestContext& ctx)
//       -> Result<Response> {
//     if (!needsTheProvider(ctx)) return writeAtOnce(ctx);
//     auto kept = std::make_shared<RequestContext>(detachedContext(ctx));
//     return lanes->answerInLane(ctx, [kept] { return askThenWrite(*kept); },
//                                "The provider is slow for your earlier requests; try again",
//                                "Too many requests wait for the provider; try again");
//   });
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

#include "seo/sdk/request_context.h"
#include "seo/sdk/util/organization_lanes.h"
#include "seo/sdk/util/thread_group.h"

namespace seo::sdk {
inline namespace v2 {

struct ProviderLaneLimits {
  int running_per_organization = 4;   // asking the provider at once, per organization
  int waiting_per_organization = 16;  // in its line; refused beyond
  int running = 32;                   // asking at once, every organization together
  std::chrono::milliseconds max_wait{10000};
};

// `ctx` as a deferred part of its request may keep it: without the body (whose storage ends
// with the handler; read what is needed of it first) and without the deferral.
inline RequestContext detachedContext(const RequestContext& ctx) {
  RequestContext kept = ctx;
  kept.body = nullptr;
  kept.raw_body = {};
  kept.deferral = nullptr;
  return kept;
}

class ProviderLanes {
 public:
  // What runs when a request's turn comes, on a thread of the lanes: `work`, or `expired` when
  // it waited longer than max_wait. Each answers the request.
  struct Turn {
    std::function<void()> work;
    std::function<void()> expired;
  };
  enum class Admission { Accepted, Busy };

  explicit ProviderLanes(ProviderLaneLimits limits = {})
      : limits_(limits), lanes_(limits.running_per_organization, limits.waiting_per_organization) {}

  // Takes a place in `organization`'s line and only then calls `make` (so a handler defers its
  // answer only when it will be given): Busy, and `make` not called, when the line or the lanes
  // are full.
  Admission submit(const std::string& organization, const std::function<Turn()>& make) {
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

  // `ctx`'s answer, deferred to a turn in its organization's lane: `work` gives it then, or a
  // 503 `slow` when the turn came after max_wait; a 429 `busy` with Retry-After at once when no
  // place is free. What `work` keeps of the request must outlive the handler (detachedContext).
  Result<Response> answerInLane(RequestContext& ctx, std::function<Result<Response>()> work,
                                std::string slow, std::string busy) {
    Admission admitted = submit(ctx.caller.organization_id, [&] {
      Responder respond = ctx.defer();
      return Turn{[respond, work = std::move(work)] { respond(work()); },
                  [respond, slow = std::move(slow)] { respond(Status::unavailable(slow)); }};
    });
    if (admitted == Admission::Busy) {
      ctx.addResponseHeader("Retry-After", "1");
      return Status::tooManyRequests(std::move(busy));
    }
    return Response::later();
  }

 private:
  struct Place {
    Turn turn;
    std::chrono::steady_clock::time_point queued;
  };
  using Pending = std::shared_ptr<Place>;

  // On a thread of threads_: `place`, then the organization's next ones while there are any.
  void run(const std::string& organization, Pending place) {
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

  const ProviderLaneLimits limits_;
  std::mutex mutex_;  // admission and hand-over, so a place is filled before its turn can come
  OrganizationLanes<Pending> lanes_;
  int running_ = 0;
  ThreadGroup threads_;  // last: joined first, while the lanes live
};

}  // namespace v2
}  // namespace seo::sdk
