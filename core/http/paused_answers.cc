#include "core/http/paused_answers.h"

#include <utility>

namespace seo::core {

PausedAnswers::PausedAnswers(std::size_t max_waiting)
    : max_waiting_(max_waiting), thread_([this] { run(); }) {}

PausedAnswers::~PausedAnswers() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void PausedAnswers::after(std::chrono::milliseconds pause, std::function<void()> send) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!stopping_ && waiting_.size() < max_waiting_) {
      waiting_.push(Waiting{std::chrono::steady_clock::now() + pause, added_++, std::move(send)});
      changed_.notify_all();
      return;
    }
  }
  send();
}

void PausedAnswers::run() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    if (waiting_.empty()) {
      if (stopping_) return;
      changed_.wait(lock);
      continue;
    }
    if (!stopping_ && std::chrono::steady_clock::now() < waiting_.top().due) {
      changed_.wait_until(lock, waiting_.top().due);
      continue;
    }
    // top() is const; the entry is popped right after, and its order fields move as copies.
    Waiting next = std::move(const_cast<Waiting&>(waiting_.top()));
    waiting_.pop();
    lock.unlock();
    next.send();
    lock.lock();
  }
}

}  // namespace seo::core
