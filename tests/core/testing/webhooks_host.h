// The base of the retention tests: the test's database with the core schema, a plugin manager
// holding the host's webhooks component (whose tables and prune steps they need), a host over
// them, and helpers to write rows by hand at chosen times.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>

#include "core/common/clock.h"
#include "core/host/host_impl.h"
#include "core/webhooks/webhooks_component.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core::testing {

class WebhooksHostTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = openDatabase(dir_, 4);
    ASSERT_NE(db_, nullptr);
    plugins_ =
        std::make_unique<PluginManager>(*db_, dir_.path() / "plugins", dir_.path() / "copies");
    ASSERT_TRUE(addWebhooksComponent(*plugins_, *db_, Config{}).isOk());
    host_ = std::make_unique<HostImpl>(*db_, *plugins_, OutboundConfig{});
  }

  // Runs `text` on the database; fails the test on error.
  void exec(const std::string& text) {
    seo::sdk::Status s = db_->withSession([&](soci::session& sql) {
      sql << text;
      return seo::sdk::Status::ok();
    });
    ASSERT_TRUE(s.isOk()) << text << ": " << s.message();
  }

  // The time `h` before now, as the tables store times.
  static std::string ago(std::chrono::hours h) { return isoTime(clockNow() - h); }

  TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::unique_ptr<HostImpl> host_;
};

}  // namespace seo::core::testing
