// File: testing/fake_credits.h
// Credits for plugin authors' unit tests: one set of in-memory buckets (any organization), by
// resource: `quotas` the test sets, `used` what was spent. A reservation leaves its bucket at
// once, like a spend; settling gives back what was not drawn.
//
//   host.fake_credits.quotas["keyword_research"] = 10;
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>

#include "seo/sdk/credits.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeCredits : public Credits {
 public:
  Status consume(soci::session&, const RequestContext&, std::string_view resource,
                 std::int64_t amount) override {
    std::lock_guard<std::mutex> lock(mutex_);
    std::int64_t& spent = used[std::string(resource)];
    auto quota = quotas.find(std::string(resource));
    if (quota == quotas.end() || spent + amount > quota->second) return limitReached(resource);
    spent += amount;
    return Status::ok();
  }
  Status refund(soci::session&, std::string_view, std::string_view resource, std::int64_t amount,
                std::string_view reference) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!refunds.emplace(std::string(resource) + "/" + std::string(reference)).second) {
      return Status::ok();
    }
    std::int64_t& spent = used[std::string(resource)];
    spent = std::max<std::int64_t>(0, spent - amount);
    return Status::ok();
  }
  Status check(std::string_view, std::string_view resource) override {
    std::lock_guard<std::mutex> lock(mutex_);
    auto quota = quotas.find(std::string(resource));
    if (metered || (quota != quotas.end() && used[std::string(resource)] < quota->second)) {
      return Status::ok();
    }
    return limitReached(resource);
  }
  Status reserve(soci::session&, std::string_view, std::string_view resource, std::int64_t amount,
                 std::string_view reservation) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (reservations.count(std::string(reservation)) != 0) return Status::ok();
    std::int64_t& spent = used[std::string(resource)];
    if (!metered && spent + amount > quotas[std::string(resource)]) return limitReached(resource);
    spent += amount;
    reservations[std::string(reservation)] = {std::string(resource), amount, 0, false};
    return Status::ok();
  }
  Status settle(soci::session&, std::string_view, std::string_view reservation) override {
    std::lock_guard<std::mutex> lock(mutex_);
    auto r = reservations.find(std::string(reservation));
    if (r == reservations.end() || r->second.settled) return Status::ok();
    r->second.settled = true;
    std::int64_t& spent = used[r->second.resource];
    spent = std::max<std::int64_t>(0, spent - (r->second.amount - r->second.drawn));
    return Status::ok();
  }

  // For FakeModels, as the host's models spend: OK when `reservation` still holds credits or
  // `estimate` more ai_credits fit (or billing is metered).
  Status admitChat(const std::string& reservation, std::int64_t estimate) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (left(reservation) > 0 || metered || used["ai_credits"] + estimate <= quotas["ai_credits"]) {
      return Status::ok();
    }
    return limitReached("ai_credits");
  }
  // Draws an answer's `tokens` from `reservation`, the rest from the bucket (clamped to the
  // quota unless metered).
  void spendChat(const std::string& reservation, std::int64_t tokens) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto r = reservations.find(reservation);
    if (r != reservations.end() && !r->second.settled) {
      std::int64_t take = std::min(tokens, r->second.amount - r->second.drawn);
      r->second.drawn += take;
      tokens -= take;
    }
    std::int64_t& spent = used["ai_credits"];
    spent = metered ? spent + tokens : std::min(quotas["ai_credits"], spent + tokens);
  }

  struct Reservation {
    std::string resource;
    std::int64_t amount = 0;
    std::int64_t drawn = 0;
    bool settled = false;
  };
  std::map<std::string, std::int64_t> quotas;  // by resource
  std::map<std::string, std::int64_t> used;
  bool metered = false;                             // overage allowed and recorded
  std::set<std::string> refunds;                    // "resource/reference" already refunded
  std::map<std::string, Reservation> reservations;  // by id

 private:
  static Status limitReached(std::string_view resource) {
    return Status::paymentRequired("Usage limit reached for " + std::string(resource));
  }
  // What reservation `id` still holds (0 for none); mutex_ held.
  std::int64_t left(const std::string& id) const {
    auto r = reservations.find(id);
    return r == reservations.end() || r->second.settled ? 0 : r->second.amount - r->second.drawn;
  }

  std::mutex mutex_;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
