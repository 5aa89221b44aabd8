// The host's Billing (seo/sdk/billing.h): a billing plugin's changes of plans and credit periods,
// made with the same code as the admin CLI's (tenancy/plan_change.h).
#pragma once

#include "seo/sdk/billing.h"

namespace seo::core {

class HostBilling final : public seo::sdk::Billing {
 public:
  seo::sdk::Status findOrganization(soci::session& sql, std::string_view organization_id) override;
  seo::sdk::Status findPlan(soci::session& sql, std::string_view plan) override;
  seo::sdk::Status setPlan(soci::session& sql, std::string_view organization_id,
                           std::string_view plan, std::string_view resets_at) override;
  seo::sdk::Status startCreditPeriod(soci::session& sql, std::string_view organization_id,
                                     std::string_view start, std::string_view end) override;
  seo::sdk::Result<std::vector<seo::sdk::Overage>> overage(soci::session& sql,
                                                           std::string_view from,
                                                           std::string_view to) override;
};

}  // namespace seo::core
