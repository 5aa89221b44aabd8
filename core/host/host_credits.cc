#include "core/host/host_credits.h"

#include <rapidjson/document.h>

#include "core/common/json_text.h"
#include "core/metering/credit_reservation.h"
#include "core/metering/meter.h"
#include "core/webhooks/event_outbox.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Status;

namespace {
// The host's own event: a credit bucket spent to its quota (webhooks_component.cc registers it).
constexpr const char* kCreditsExhausted = "credits.exhausted";
}  // namespace

std::string workReservation(std::string_view reservation) {
  return reservation.empty() ? std::string() : "work:" + std::string(reservation);
}

Status HostCredits::consume(soci::session& sql, const seo::sdk::RequestContext& ctx,
                            std::string_view resource, std::int64_t amount) {
  Spend spend;
  spend.organization_id = ctx.caller.payingOrganizationId();
  spend.resource = std::string(resource);
  spend.amount = amount;
  spend.route = ctx.method + " " + ctx.path;
  spend.request_id = ctx.request_id;
  spend.api_key_id = ctx.caller.api_key_id;
  try {
    SEO_RETURN_IF_ERROR(core::consumeCredits(sql, db_.dialect(), spend));
    return noteExhausted(sql, spend.organization_id, spend.resource);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostCredits::noteExhausted(soci::session& sql, const std::string& organization_id,
                                  const std::string& resource) {
  if (plugins_.current()->events.count(kCreditsExhausted) == 0) return Status::ok();
  std::optional<Bucket> bucket = exhaustedBucket(sql, organization_id, resource);
  if (!bucket) return Status::ok();
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("resource", rapidjson::Value(resource.c_str(), a), a);
  data.AddMember("quota", static_cast<std::int64_t>(bucket->quota), a);
  data.AddMember("used", static_cast<std::int64_t>(bucket->used), a);
  data.AddMember("resets_at", rapidjson::Value(bucket->period_end.c_str(), a), a);
  // Once per bucket and period, however many spends find it empty.
  return writeEvent(sql, host_,
                    {kCreditsExhausted, organization_id, "", jsonText(data),
                     std::string(kCreditsExhausted) + ":" + resource + ":" + bucket->period_start});
}

Status HostCredits::check(std::string_view organization_id, std::string_view resource) {
  const std::string org(organization_id), kind(resource);
  bool allowed = false;
  SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
    seo::sdk::Result<bool> can = core::canSpend(sql, org, kind);
    if (!can.isOk()) return can.status();
    allowed = can.value();
    return Status::ok();
  }));
  if (!allowed) return Status::paymentRequired("Usage limit reached for " + kind);
  return Status::ok();
}

Status HostCredits::reserve(soci::session& sql, std::string_view organization_id,
                            std::string_view resource, std::int64_t amount,
                            std::string_view reservation) {
  if (amount <= 0) return Status::invalidArgument("a reservation must be positive");
  if (reservation.empty()) return Status::invalidArgument("a reservation needs an id");
  const std::string org(organization_id), kind(resource);
  try {
    return core::reserveCredits(sql, db_.dialect(), org, kind, amount,
                                workReservation(reservation));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostCredits::settle(soci::session& sql, std::string_view organization_id,
                           std::string_view reservation) {
  try {
    return core::settleReservation(sql, std::string(organization_id), workReservation(reservation));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostCredits::refund(soci::session& sql, std::string_view organization_id,
                           std::string_view resource, std::int64_t amount,
                           std::string_view reference) {
  try {
    return core::refundCredits(sql, std::string(organization_id), std::string(resource), amount,
                               std::string(reference));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

}  // namespace seo::core
