// How many passwords are hashed at once (Argon2id: tens of milliseconds and 64 MiB each). Two
// pools of fixed size, each with a short line: one for callers the server knows (a device or an
// address that signed in to the account before, a signed-in user, the holder of a valid link)
// and one for everyone else; past a pool's line the caller gets 429 at once rather than a thread
// that waits. So a flood of strangers' sign-ins costs at most its own pool's cores, and never
// stands in front of a real user's sign-in.
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>

namespace seo::core {

enum class PasswordCaller { Known, Stranger };

// Thread-safe.
class PasswordWork {
 public:
  // A place in a pool, held while hashing; freed when destroyed.
  class Slot {
   public:
    Slot(Slot&& other) noexcept : work_(other.work_), caller_(other.caller_) {
      other.work_ = nullptr;
    }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    Slot& operator=(Slot&&) = delete;
    ~Slot() {
      if (work_ != nullptr) work_->leave(caller_);
    }

   private:
    friend class PasswordWork;
    Slot(PasswordWork* work, PasswordCaller caller) : work_(work), caller_(caller) {}
    PasswordWork* work_;
    PasswordCaller caller_;
  };

  // `hashing` at once per pool, `waiting` more in each pool's line. Zeros: half the machine's
  // cores each (at least one), and twice that waiting.
  explicit PasswordWork(int hashing = 0, int waiting = 0);

  // A place in `caller`'s pool, after waiting in its line; nullopt when the line is full.
  std::optional<Slot> enter(PasswordCaller caller);

 private:
  struct Pool {
    int hashing = 0;
    int waiting = 0;
  };
  void leave(PasswordCaller caller);
  Pool& poolOf(PasswordCaller caller) {
    return caller == PasswordCaller::Known ? known_ : strangers_;
  }

  int max_hashing_;
  int max_waiting_;
  std::mutex mutex_;
  std::condition_variable freed_;
  Pool known_, strangers_;
};

}  // namespace seo::core
