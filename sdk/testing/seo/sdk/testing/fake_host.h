// File: testing/fake_host.h
// A Host for plugin authors' unit tests, without a server: database calls run on a soci::session
// the test opens (an in-memory SQLite one, say), and each subsystem is its own fake, a member the
// test fills and inspects: credit buckets (`fake_credits`), jobs kept as pending (`fake_jobs`),
// models answering from a queue (`fake_models`), services, connectors, secrets, statements and
// events, and the providers (`http_client`, `search`, `search_queue`, `term_metrics`, `mail`,
// `bills`).
//
//   soci::session sql("sqlite3", ":memory:");
//   seo::sdk::testing::FakeHost host(sql);
//   host.fake_credits.quotas["keyword_research"] = 10;
//   ctx.host = &host;
#pragma once

#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "seo/sdk/host.h"
#include "seo/sdk/testing/fake_billing.h"
#include "seo/sdk/testing/fake_connectors.h"
#include "seo/sdk/testing/fake_credits.h"
#include "seo/sdk/testing/fake_events.h"
#include "seo/sdk/testing/fake_http_client.h"
#include "seo/sdk/testing/fake_jobs.h"
#include "seo/sdk/testing/fake_mailer.h"
#include "seo/sdk/testing/fake_models.h"
#include "seo/sdk/testing/fake_secrets.h"
#include "seo/sdk/testing/fake_serp.h"
#include "seo/sdk/testing/fake_serp_queue.h"
#include "seo/sdk/testing/fake_services.h"
#include "seo/sdk/testing/fake_statements.h"
#include "seo/sdk/testing/fake_term_metrics.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/outbound_host.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

// Serializes every database call on the one session it was given.
class FakeHost : public Host {
 public:
  explicit FakeHost(soci::session& sql) : sql_(sql) {}

  HttpClient& http() override { return http_client; }
  Dialect dialect() const override { return Dialect::Sqlite; }
  // Sequential, so a test can name them: 00000000-0000-4000-8000-000000000001, ...
  std::string newId() override {
    std::lock_guard<std::mutex> lock(id_mutex_);
    char buf[40];
    std::snprintf(buf, sizeof buf, "00000000-0000-4000-8000-%012llu", ++next_id_);
    return buf;
  }
  std::string now() override { return clock; }
  void log(LogLevel, std::string_view message) override { logs.emplace_back(message); }
  TermMetrics& termMetrics() override { return term_metrics; }
  Serp& serp() override { return search; }
  SerpQueue& serpQueue() override { return search_queue; }
  Mailer& mailer() override { return mail; }
  Billing& billing() override { return bills; }
  Status databaseFailure(soci::session&, const soci::soci_error& error) override {
    return Status::internal(std::string("database error: ") + error.what());
  }
  Result<WebsiteInfo> findWebsite(std::string_view website_id) override {
    auto it = websites.find(std::string(website_id));
    if (it == websites.end()) return Status::notFound("Resource not found");
    return it->second;
  }
  // The first of `websites` (by id) with that domain.
  Result<WebsiteInfo> findWebsiteByDomain(std::string_view domain) override {
    std::string wanted = ascii::lower(domain);
    while (!wanted.empty() && wanted.back() == '.') wanted.pop_back();
    for (const auto& [id, website] : websites) {
      if (website.domain == wanted) return website;
    }
    return Status::notFound("Resource not found");
  }
  Result<CallerProfile> callerProfile(const RequestContext& ctx) override {
    auto it = profiles.find(ctx.caller.api_key_id);
    if (it == profiles.end()) return Status::notFound();
    return it->second;
  }
  std::optional<std::string> setting(std::string_view key) override {
    auto it = settings.find(std::string(key));
    if (it == settings.end()) return std::nullopt;
    return it->second;
  }
  // The spelling rule (outbound_host.h), then `refused_hosts`: the fake knows no address ranges,
  // so a test lists the hosts the operator's policy is to refuse.
  Status checkOutboundHost(std::string_view field, std::string_view host) override {
    if (Status s = checkHostSpelling(field, host); !s.isOk()) return s;
    if (refused_hosts.count(ascii::lower(host)) > 0) {
      return Status::invalidField(std::string(field), "host " + std::string(host) +
                                                          " has no public address this server "
                                                          "may call");
    }
    return Status::ok();
  }

  Credits& credits() override { return fake_credits; }
  Jobs& jobs() override { return fake_jobs; }
  Models& models() override { return fake_models; }
  Services& services() override { return fake_services; }
  Connectors& connectors() override { return fake_connectors; }
  Secrets& secrets() override { return fake_secrets; }
  Statements& statements() override { return fake_statements; }
  Events& events() override { return fake_events; }

  // The subsystems.
  FakeCredits fake_credits;
  FakeJobs fake_jobs{[this] { return newId(); }, [this] { return now(); }};
  FakeModels fake_models{fake_credits};
  FakeServices fake_services{*this};
  FakeConnectors fake_connectors;
  FakeSecrets fake_secrets;
  FakeStatements fake_statements;
  FakeEvents fake_events;
  // The providers.
  FakeHttpClient http_client;
  FakeTermMetrics term_metrics;
  FakeSerp search;
  FakeSerpQueue search_queue;
  FakeMailer mail;
  FakeBilling bills;
  // What the host itself answers.
  std::string clock = "2026-01-01T00:00:00.000Z";
  std::vector<std::string> logs;
  std::map<std::string, WebsiteInfo> websites;    // by id
  std::map<std::string, std::string> settings;    // "<plugin>.<name>" -> value
  std::map<std::string, CallerProfile> profiles;  // by API key id
  std::set<std::string> refused_hosts;            // lower case, for checkOutboundHost

 protected:
  Status runWithSession(const SessionFn& fn) override {
    std::lock_guard<std::mutex> lock(db_mutex_);
    return fn(sql_);
  }
  Status runInTransaction(const SessionFn& fn) override {
    std::lock_guard<std::mutex> lock(db_mutex_);
    sql_ << "BEGIN";
    Status s = fn(sql_);
    sql_ << (s.isOk() ? "COMMIT" : "ROLLBACK");
    return s;
  }

 private:
  soci::session& sql_;
  std::mutex db_mutex_;
  std::mutex id_mutex_;
  unsigned long long next_id_ = 0;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
