#include "core/server/service_notify.h"

#include <systemd/sd-daemon.h>

#include <chrono>

#include "core/common/log.h"

namespace seo::core {

ServiceNotify::ServiceNotify(Database& db) : db_(db) {}

ServiceNotify::~ServiceNotify() { stopPings(); }

void ServiceNotify::ready(const std::string& status) {
  sd_notify(0, ("READY=1\nSTATUS=" + status).c_str());
  std::uint64_t interval_us = 0;
  if (sd_watchdog_enabled(0, &interval_us) > 0 && interval_us > 0) {
    pinger_ = std::thread([this, interval_us] { pingWhileHealthy(interval_us); });
    logLine(Level::Info, "systemd watchdog",
            {{"interval_seconds", static_cast<double>(interval_us) / 1e6}});
  }
}

void ServiceNotify::stopping(const std::string& status) {
  stopPings();
  sd_notify(0, ("STOPPING=1\nSTATUS=" + status).c_str());
}

void ServiceNotify::stopPings() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  if (pinger_.joinable()) pinger_.join();
}

// Pings at half the interval (systemd's advice), each after a round trip to the database: while
// it fails, no ping, and systemd restarts the service once the interval has passed without one.
void ServiceNotify::pingWhileHealthy(std::uint64_t interval_us) {
  const auto period = std::chrono::microseconds(interval_us / 2);
  bool was_healthy = true;
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_for(lock, period, [this] { return stop_; })) {
    lock.unlock();
    seo::sdk::Status answered = db_.ping();
    if (answered.isOk()) {
      sd_notify(0, was_healthy ? "WATCHDOG=1" : "WATCHDOG=1\nSTATUS=serving");
    } else if (was_healthy) {
      logLine(Level::Warning, "the database does not answer: the systemd watchdog is not pinged",
              {{"error", answered.message()}});
      sd_notify(0, "STATUS=the database does not answer");
    }
    was_healthy = answered.isOk();
    lock.lock();
  }
}

}  // namespace seo::core
