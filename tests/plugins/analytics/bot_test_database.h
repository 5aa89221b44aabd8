// The AI bot traffic unit tests' world: an in-memory SQLite database holding the analytics
// module's tables (the real migrations), a FakeHost on it that counts its transactions and can
// be told to fail one, and two websites, site-a and site-b.
#pragma once

#include <functional>
#include <string>

#include <soci/soci.h>

#include "seo/sdk/testing/fake_host.h"

namespace seo::plugins::analytics {

class CountingHost : public seo::sdk::testing::FakeHost {
 public:
  using FakeHost::FakeHost;

  int transactions = 0;
  int fail_transaction = 0;  // the 1-based transaction that fails (rolled back); 0: none
  std::function<void()> before_transaction;  // run first, on the transaction's thread

 protected:
  seo::sdk::Status runInTransaction(const seo::sdk::SessionFn& fn) override;
};

class BotTestDatabase {
 public:
  BotTestDatabase();

  // The single value `sql` selects, as text ("" when no row).
  std::string scalar(const std::string& sql);

  soci::session sql;
  CountingHost host{sql};
};

}  // namespace seo::plugins::analytics
