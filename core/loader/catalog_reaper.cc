#include "core/loader/catalog_reaper.h"

namespace seo::core {

CatalogReaper::CatalogReaper() : state_(std::make_shared<State>()) {
  thread_ = std::thread(&CatalogReaper::run, state_);
}

CatalogReaper::~CatalogReaper() {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->stopping = true;
  }
  state_->changed.notify_all();
  thread_.join();
}

std::shared_ptr<const Catalog> CatalogReaper::adopt(std::unique_ptr<Catalog> catalog) {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    ++state_->alive;
  }
  // The deleter only queues: it runs on whichever thread let go last.
  return std::shared_ptr<const Catalog>(
      catalog.release(), [state = state_](const Catalog* released) {
        {
          std::lock_guard<std::mutex> lock(state->mutex);
          state->released.push_back(released);
        }
        state->changed.notify_all();
      });
}

bool CatalogReaper::awaitAlive(std::size_t remaining, std::chrono::milliseconds timeout) {
  std::unique_lock<std::mutex> lock(state_->mutex);
  return state_->changed.wait_for(lock, timeout, [&] { return state_->alive <= remaining; });
}

void CatalogReaper::run(std::shared_ptr<State> state) {
  std::unique_lock<std::mutex> lock(state->mutex);
  for (;;) {
    state->changed.wait(lock, [&] { return state->stopping || !state->released.empty(); });
    if (state->released.empty()) return;  // stopping, nothing left to destroy
    std::vector<const Catalog*> batch;
    batch.swap(state->released);
    lock.unlock();
    for (const Catalog* catalog : batch) delete catalog;  // plugin destructors, then dlclose
    lock.lock();
    state->alive -= batch.size();
    state->changed.notify_all();
  }
}

}  // namespace seo::core
