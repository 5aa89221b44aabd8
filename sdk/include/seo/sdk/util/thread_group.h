// File: thread_group.h
// Threads a plugin starts, every one joined when the group is destroyed. A plugin's code must not
// run after its library is closed, and the host closes it right after destroying what the plugin
// registered; so keep the group in that state, e.g. captured by a route's handler:
//
//   r.route("POST", "/things/slow", [threads = std::make_shared<ThreadGroup>()](
//                                       RequestContext& ctx) -> Result<Response> {
//     Responder respond = ctx.defer();
//     threads->start([respond] { respond(Response::data(...)); });
//     return Response::later();
//   });
//
// Header-only: it adds nothing to the ABI.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace seo::sdk {
inline namespace v2 {

class ThreadGroup {
 public:
  ThreadGroup() = default;
  ThreadGroup(const ThreadGroup&) = delete;
  ThreadGroup& operator=(const ThreadGroup&) = delete;
  ~ThreadGroup() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (Member& m : members_) m.thread.join();
  }

  // Runs `work` on a new thread. An exception `work` lets out ends only that thread (it would
  // otherwise end the server). Threads already finished are joined here, so the group stays small.
  void start(std::function<void()> work) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = members_.begin(); it != members_.end();) {
      if (it->finished->load()) {
        it->thread.join();
        it = members_.erase(it);
      } else {
        ++it;
      }
    }
    auto finished = std::make_shared<std::atomic<bool>>(false);
    members_.push_back({std::thread([work = std::move(work), finished] {
                          try {
                            work();
                          } catch (...) {
                          }
                          finished->store(true);
                        }),
                        finished});
  }

 private:
  struct Member {
    std::thread thread;
    std::shared_ptr<std::atomic<bool>> finished;
  };
  std::mutex mutex_;
  std::vector<Member> members_;
};

}  // namespace v2
}  // namespace seo::sdk
