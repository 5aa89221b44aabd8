#include "core/host/host_models.h"

#include <algorithm>

#include "core/common/ids.h"
#include "core/metering/credit_reservation.h"
#include "core/metering/meter.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Status;

seo::sdk::Result<std::string> HostModels::reserveForCall(const std::string& organization_id,
                                                         const std::string& held,
                                                         const seo::sdk::ChatRequest& request) {
  std::string own;
  Status s = db_.withTransaction([&](soci::session& sql) {
    if (!held.empty() && reservationLeft(sql, organization_id, held) > 0) return Status::ok();
    own = "call:" + newUuid();
    return core::reserveCredits(sql, db_.dialect(), organization_id, "ai_credits",
                                seo::sdk::estimatedTokens(request), own);
  });
  if (!s.isOk()) return s;
  return own;
}

Status HostModels::settleCall(const std::string& organization_id, const std::string& held,
                              const std::string& call_reservation, const std::string& model,
                              std::int64_t tokens) {
  const std::string drawn_from = call_reservation.empty() ? held : call_reservation;
  return db_.withTransaction([&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(std::int64_t beyond,
                         drawReservation(sql, organization_id, drawn_from, tokens));
    if (beyond > 0) {
      // The answer used more than was reserved: spent up to what the bucket holds (all of it
      // with metered billing, whose overage is recorded).
      Spend spend;
      spend.organization_id = organization_id;
      spend.resource = "ai_credits";
      spend.amount = beyond;
      spend.route = "llm " + model;
      spend.request_id = drawn_from;
      SEO_RETURN_IF_ERROR(core::chargeUsage(sql, db_.dialect(), spend).status());
    }
    if (!call_reservation.empty()) {
      SEO_RETURN_IF_ERROR(core::settleReservation(sql, organization_id, call_reservation));
    }
    return credits_.noteExhausted(sql, organization_id, "ai_credits");
  });
}

seo::sdk::Result<seo::sdk::ModelAnswer> HostModels::ask(std::string_view organization_id,
                                                        const seo::sdk::ChatRequest& request,
                                                        const seo::sdk::ModelChoice& choice) {
  seo::sdk::ModelAnswer asked;
  const Providers::NamedLlm* named = nullptr;
  if (!choice.endpoint.empty() || !choice.model.empty()) {
    named = providers_.findNamedLlm(choice.endpoint);
    if (named == nullptr) {
      return Status::notFound("No LLM endpoint named " + choice.endpoint + " is configured");
    }
    const std::vector<std::string>& models = named->endpoint.models;
    if (std::find(models.begin(), models.end(), choice.model) == models.end()) {
      return Status::notFound("The LLM endpoint " + choice.endpoint + " has no model " +
                              choice.model);
    }
  } else if (!providers_.llmConfigured()) {
    // The offline stand-in asks no model and costs nothing.
    SEO_ASSIGN_OR_RETURN(asked.answer, providers_.llm().complete(request));
    return asked;
  }
  const std::string org(organization_id);
  const std::string held = workReservation(choice.reservation);
  // Reserved before the model is asked, so an organization without credits costs nothing.
  SEO_ASSIGN_OR_RETURN(std::string own, reserveForCall(org, held, request));
  seo::sdk::Result<seo::sdk::ChatAnswer> answer =
      named != nullptr ? named->client->completeWith(choice.model, request, &asked.citations)
                       : providers_.llm().complete(request);
  const std::int64_t tokens = answer.isOk() ? answer.value().usage.total_tokens : 0;
  Status settled = settleCall(org, held, own, answer.isOk() ? answer.value().model : "", tokens);
  if (!answer.isOk()) return answer.status();
  SEO_RETURN_IF_ERROR(settled);
  asked.answer = std::move(answer).value();
  if (named != nullptr) {
    asked.endpoint = named->endpoint.name;
    asked.collection = named->endpoint.collection;
  }
  return asked;
}

std::vector<seo::sdk::LlmEndpoint> HostModels::endpoints() {
  std::vector<seo::sdk::LlmEndpoint> list;
  for (const Providers::NamedLlm& named : providers_.namedLlms()) list.push_back(named.endpoint);
  return list;
}

}  // namespace seo::core
