// The host a plugin reaches through seo::sdk::Host: the core's database, ids, clock, log and
// settings, and its subsystems (host_credits.h, host_jobs.h, host_models.h, ...), each behind the
// SDK's interface of the same name.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "core/host/host_billing.h"
#include "core/host/host_connectors.h"
#include "core/host/host_credits.h"
#include "core/host/host_events.h"
#include "core/host/host_jobs.h"
#include "core/host/host_models.h"
#include "core/host/host_secrets.h"
#include "core/host/host_services.h"
#include "core/host/host_statements.h"
#include "core/host/website_cache.h"
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

  seo::sdk::HttpClient& http() override { return http_; }
  seo::sdk::Dialect dialect() const override { return db_.dialect(); }
  std::string newId() override;
  std::string now() override;
  void log(seo::sdk::LogLevel level, std::string_view message) override;
  seo::sdk::TermMetrics& termMetrics() override { return providers_.termMetrics(); }
  seo::sdk::Serp& serp() override { return providers_.serp(); }
  seo::sdk::Mailer& mailer() override { return mailer_; }
  seo::sdk::Result<seo::sdk::WebsiteInfo> findWebsite(std::string_view website_id) override;
  seo::sdk::Result<seo::sdk::WebsiteInfo> findWebsiteByDomain(std::string_view domain) override;
  seo::sdk::Result<seo::sdk::CallerProfile> callerProfile(
      const seo::sdk::RequestContext& ctx) override;
  std::optional<std::string> setting(std::string_view key) override;
  seo::sdk::Status checkOutboundHost(std::string_view field, std::string_view host) override;
  seo::sdk::Billing& billing() override { return billing_; }
  seo::sdk::SerpQueue& serpQueue() override { return providers_.serpQueue(); }
  seo::sdk::Status databaseFailure(soci::session& sql, const soci::soci_error& error) override {
    return db_.failureOf(sql, error);
  }

  seo::sdk::Credits& credits() override { return credits_; }
  seo::sdk::Jobs& jobs() override { return jobs_; }
  seo::sdk::Models& models() override { return models_; }
  seo::sdk::Services& services() override { return services_; }
  seo::sdk::Connectors& connectors() override { return connectors_; }
  seo::sdk::Secrets& secrets() override { return secrets_; }
  seo::sdk::Statements& statements() override { return statements_; }
  seo::sdk::Events& events() override { return events_; }

  JobQueue& jobQueue() { return jobs_.queue(); }
  JobSignal& jobSignal() { return jobs_.signal(); }
  const Providers& providers() const { return providers_; }

 protected:
  seo::sdk::Status runWithSession(const seo::sdk::SessionFn& fn) override {
    return db_.withSession(fn);
  }
  seo::sdk::Status runInTransaction(const seo::sdk::SessionFn& fn) override {
    return db_.withTransaction(fn);
  }

 private:
  Database& db_;
  OutboundHttp http_;
  SmtpMailer mailer_;
  Providers providers_;
  const std::map<std::string, std::string, std::less<>> settings_;
  const std::shared_ptr<const Sealer> sealer_;
  HostBilling billing_;
  WebsiteCache websites_;
  const bool allow_private_addresses_;
  HostCredits credits_;
  HostJobs jobs_;
  HostModels models_;
  HostServices services_;
  HostConnectors connectors_;
  HostSecrets secrets_;
  HostStatements statements_;
  HostEvents events_;
};

}  // namespace seo::core
