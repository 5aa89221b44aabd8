// The one way a plugin asks a model (seo::sdk::Models): the configured model or a named
// endpoint's, priced in ai_credits by a reservation made before asking and settled at what the
// answer used.
#pragma once

#include "core/host/host_credits.h"
#include "core/providers/providers.h"
#include "core/storage/database.h"
#include "seo/sdk/llm.h"

namespace seo::core {

class HostModels : public seo::sdk::Models {
 public:
  HostModels(Database& db, Providers& providers, HostCredits& credits)
      : db_(db), providers_(providers), credits_(credits) {}

  seo::sdk::Result<seo::sdk::ModelAnswer> ask(std::string_view organization_id,
                                              const seo::sdk::ChatRequest& request,
                                              const seo::sdk::ModelChoice& choice) override;
  std::vector<seo::sdk::LlmEndpoint> endpoints() override;

 private:
  // Before a model is asked on `organization_id`'s behalf: "" when the caller's reservation
  // `held` (its ledger reference, "" for none) still holds ai_credits, else the reference of a
  // reservation made for this call from the request's estimate (PaymentRequired when it does
  // not fit).
  seo::sdk::Result<std::string> reserveForCall(const std::string& organization_id,
                                               const std::string& held,
                                               const seo::sdk::ChatRequest& request);
  // After it answered (`tokens` 0 when it failed): draws the tokens from the reservation the
  // call used, spends any excess for `model` as usage, and settles the call's own reservation.
  seo::sdk::Status settleCall(const std::string& organization_id, const std::string& held,
                              const std::string& call_reservation, const std::string& model,
                              std::int64_t tokens);

  Database& db_;
  Providers& providers_;
  HostCredits& credits_;
};

}  // namespace seo::core
