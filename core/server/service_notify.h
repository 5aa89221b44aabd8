// Tells systemd how the server is doing, for a `Type=notify` unit (config/systemd/): READY once
// migrations, plugins and the listening socket are in place, STOPPING when the drain begins, and,
// when the unit sets WatchdogSec, WATCHDOG pings only while the database answers, so a server
// that can no longer reach its data is restarted rather than kept as if well. Without systemd
// (NOTIFY_SOCKET unset) every call does nothing.
//
//   ServiceNotify notify(db);
//   notify.ready("listening on 127.0.0.1:8080");
//   ...
//   notify.stopping();
#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

#include "core/storage/database.h"

namespace seo::core {

class ServiceNotify {
 public:
  explicit ServiceNotify(Database& db);
  ~ServiceNotify();  // stops the watchdog pings
  ServiceNotify(const ServiceNotify&) = delete;
  ServiceNotify& operator=(const ServiceNotify&) = delete;

  // READY=1 with `status`, and the watchdog pings start when the unit asks for them.
  void ready(const std::string& status);
  // STOPPING=1 with `status`; the pings stop (a drain may outlast the watchdog's interval).
  void stopping(const std::string& status);

 private:
  void pingWhileHealthy(std::uint64_t interval_us);
  void stopPings();

  Database& db_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::thread pinger_;
};

}  // namespace seo::core
