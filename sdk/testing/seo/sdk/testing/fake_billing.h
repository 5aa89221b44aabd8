// File: testing/fake_billing.h
// A Billing for plugin authors' unit tests: organizations and plans are what the test lists,
// and each change is kept in memory for the test to read (the session is not used).
//
//   host.bills.organizations.insert("org-1");
//   host.bills.plans.insert("pro");
//   ... the plugin handles an event ...
//   EXPECT_EQ(host.bills.plan_of["org-1"], "pro");
#pragma once

#include <map>
#include <mutex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "seo/sdk/billing.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeBilling : public Billing {
 public:
  Status findOrganization(soci::session&, std::string_view organization_id) override {
    std::lock_guard<std::mutex> lock(mutex_);
    return known(organization_id);
  }
  Status findPlan(soci::session&, std::string_view plan) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (plans.count(std::string(plan)) == 0) {
      return Status::notFound("plan not found: " + std::string(plan));
    }
    return Status::ok();
  }
  Status setPlan(soci::session&, std::string_view organization_id, std::string_view plan,
                 std::string_view resets_at) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (Status s = known(organization_id); !s.isOk()) return s;
    if (plans.count(std::string(plan)) == 0) {
      return Status::notFound("plan not found: " + std::string(plan));
    }
    plan_of[std::string(organization_id)] = std::string(plan);
    if (!resets_at.empty()) resets_at_of[std::string(organization_id)] = std::string(resets_at);
    return Status::ok();
  }
  Status startCreditPeriod(soci::session&, std::string_view organization_id, std::string_view start,
                           std::string_view end) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (Status s = known(organization_id); !s.isOk()) return s;
    periods_of[std::string(organization_id)].emplace_back(std::string(start), std::string(end));
    return Status::ok();
  }
  Result<std::vector<Overage>> overage(soci::session&, std::string_view,
                                       std::string_view) override {
    std::lock_guard<std::mutex> lock(mutex_);
    return overages;
  }

  std::set<std::string> organizations;              // the ids that exist
  std::set<std::string> plans;                      // the plan names that exist
  std::map<std::string, std::string> plan_of;       // organization -> plan set last
  std::map<std::string, std::string> resets_at_of;  // organization -> reset date set last
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> periods_of;
  std::vector<Overage> overages;  // what overage() answers, whatever the range

 private:
  Status known(std::string_view organization_id) const {
    if (organizations.count(std::string(organization_id)) == 0) {
      return Status::notFound("organization not found: " + std::string(organization_id));
    }
    return Status::ok();
  }
  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
