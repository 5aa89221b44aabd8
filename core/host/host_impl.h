// The host services a plugin reaches through seo::sdk::Host: the core's database, metering,
// connector catalog and outbound HTTP, behind the SDK's interface.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "core/host/host_billing.h"
#include "core/host/website_cache.h"
#include "core/jobs/job_queue.h"
#include "core/jobs/job_signal.h"
#include "core/jobs/job_watcher.h"
#include "core/loader/plugin_manager.h"
#include "core/providers/outbound_http.h"
#include "core/providers/providers.h"
#include "core/providers/smtp_mailer.h"
#include "core/secrets/sealer.h"
#include "core/storage/database.h"
#include "seo/sdk/host.h"

namespace seo::core {

class HostImpl : public seo::sdk::Host {
 public:
  // `sealer`: the server's key file's (secrets/sealer.h); null only in tests, for a key that
  // lives as long as this object.
  HostImpl(Database& db, PluginManager& plugins, OutboundConfig outbound,
           const ProvidersConfig& providers = {},
           std::map<std::string, std::string, std::less<>> settings = {},
           std::shared_ptr<const Sealer> sealer = nullptr);

  seo::sdk::Status consumeCredits(soci::session& sql, const seo::sdk::RequestContext& ctx,
                                  std::string_view resource, std::int64_t amount) override;
  seo::sdk::Status saveConnection(soci::session& sql, std::string_view website_id,
                                  std::string_view type, std::string_view settings_json) override;
  std::shared_ptr<const seo::sdk::Connector> findConnector(std::string_view type) override;
  std::vector<std::string> connectorTypes() override;
  seo::sdk::HttpClient& http() override { return http_; }
  seo::sdk::Dialect dialect() const override { return db_.dialect(); }
  std::string newId() override;
  std::string now() override;
  void log(seo::sdk::LogLevel level, std::string_view message) override;
  seo::sdk::Result<std::string> enqueueJob(soci::session& sql,
                                           const seo::sdk::JobRequest& request) override;
  seo::sdk::Result<seo::sdk::JobInfo> findJob(std::string_view job_id,
                                              std::string_view website_id) override;
  seo::sdk::Result<seo::sdk::ChatAnswer> completeChat(
      std::string_view organization_id, const seo::sdk::ChatRequest& request) override;
  seo::sdk::TermMetrics& termMetrics() override { return providers_.termMetrics(); }
  seo::sdk::Serp& serp() override { return providers_.serp(); }
  seo::sdk::Mailer& mailer() override { return mailer_; }
  seo::sdk::Result<std::string> callService(std::string_view name, std::string_view website_id,
                                            std::string_view request) override;
  seo::sdk::Status checkCredits(std::string_view organization_id,
                                std::string_view resource) override;
  seo::sdk::Status refundCredits(soci::session& sql, std::string_view organization_id,
                                 std::string_view resource, std::int64_t amount,
                                 std::string_view reference) override;
  seo::sdk::Result<seo::sdk::WebsiteInfo> findWebsite(std::string_view website_id) override;
  seo::sdk::Result<seo::sdk::CallerProfile> callerProfile(
      const seo::sdk::RequestContext& ctx) override;
  seo::sdk::Result<std::string> sealSecret(std::string_view secret) override;
  seo::sdk::Result<std::string> openSecret(std::string_view sealed) override;
  seo::sdk::Result<std::string> findConnection(std::string_view website_id,
                                               std::string_view type) override;
  void watchJob(std::string_view job_id, std::string_view website_id, int timeout_ms,
                std::function<void(seo::sdk::Result<seo::sdk::JobInfo>)> then) override;
  std::optional<std::string> setting(std::string_view key) override;
  std::vector<seo::sdk::LlmEndpoint> llmEndpoints() override;
  seo::sdk::Result<seo::sdk::ModelAnswer> askModel(std::string_view organization_id,
                                                   std::string_view endpoint,
                                                   std::string_view model,
                                                   const seo::sdk::ChatRequest& request) override;

  seo::sdk::Status emitEvent(soci::session& sql, const seo::sdk::Event& event) override;
  soci::statement* leaseStatement(soci::session& sql, std::string_view text) override {
    return db_.leaseStatement(sql, text);
  }
  void releaseStatement(soci::session& sql, soci::statement* statement) override {
    db_.releaseStatement(sql, statement);
  }
  seo::sdk::Status reserveCredits(soci::session& sql, std::string_view organization_id,
                                  std::string_view resource, std::int64_t amount,
                                  std::string_view reservation) override;
  seo::sdk::Status settleReservation(soci::session& sql, std::string_view organization_id,
                                     std::string_view reservation) override;
  seo::sdk::Result<seo::sdk::ChatAnswer> completeChatWithin(
      std::string_view organization_id, std::string_view reservation,
      const seo::sdk::ChatRequest& request) override;
  seo::sdk::Result<seo::sdk::ModelAnswer> askModelWithin(
      std::string_view organization_id, std::string_view reservation, std::string_view endpoint,
      std::string_view model, const seo::sdk::ChatRequest& request) override;
  seo::sdk::Result<std::string> callServiceIn(soci::session& sql, std::string_view name,
                                              std::string_view website_id,
                                              std::string_view request) override;
  seo::sdk::Status checkOutboundHost(std::string_view field, std::string_view host) override;
  seo::sdk::Billing& billing() override { return billing_; }
  seo::sdk::SerpQueue& serpQueue() override { return providers_.serpQueue(); }
  seo::sdk::Status databaseFailure(soci::session& sql, const soci::soci_error& error) override {
    return db_.failureOf(sql, error);
  }

  JobQueue& jobQueue() { return jobs_; }
  JobSignal& jobSignal() { return job_signal_; }
  const Providers& providers() const { return providers_; }

 protected:
  seo::sdk::Status runWithSession(const seo::sdk::SessionFn& fn) override {
    return db_.withSession(fn);
  }
  seo::sdk::Status runInTransaction(const seo::sdk::SessionFn& fn) override {
    return db_.withTransaction(fn);
  }

 private:
  // Emits credits.exhausted when the bucket of `resource` has just been spent to its quota
  // (once per period), in the spender's transaction `sql`.
  seo::sdk::Status noteExhausted(soci::session& sql, const std::string& organization_id,
                                 const std::string& resource);
  // The service `name` of the catalog serving now; Unavailable naming it when there is none.
  seo::sdk::Result<std::shared_ptr<ServiceEntry>> findService(std::string_view name);
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
  PluginManager& plugins_;
  OutboundHttp http_;
  SmtpMailer mailer_;
  JobQueue jobs_;
  JobSignal job_signal_;
  JobWatcher job_watcher_{jobs_};
  Providers providers_;
  const std::map<std::string, std::string, std::less<>> settings_;
  const std::shared_ptr<const Sealer> sealer_;
  HostBilling billing_;
  WebsiteCache websites_;
  const bool allow_private_addresses_;
};

}  // namespace seo::core
