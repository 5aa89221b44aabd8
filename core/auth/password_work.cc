#include "core/auth/password_work.h"

#include <algorithm>
#include <thread>

namespace seo::core {

PasswordWork::PasswordWork(int hashing, int waiting) {
  int cores = static_cast<int>(std::thread::hardware_concurrency());
  max_hashing_ = hashing > 0 ? hashing : std::max(1, cores / 2);
  max_waiting_ = waiting > 0 ? waiting : 2 * max_hashing_;
}

std::optional<PasswordWork::Slot> PasswordWork::enter(PasswordCaller caller) {
  std::unique_lock<std::mutex> lock(mutex_);
  Pool& pool = poolOf(caller);
  if (pool.hashing >= max_hashing_) {
    if (pool.waiting >= max_waiting_) return std::nullopt;
    ++pool.waiting;
    freed_.wait(lock, [&] { return pool.hashing < max_hashing_; });
    --pool.waiting;
  }
  ++pool.hashing;
  return Slot(this, caller);
}

void PasswordWork::leave(PasswordCaller caller) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    --poolOf(caller).hashing;
  }
  freed_.notify_all();
}

}  // namespace seo::core
