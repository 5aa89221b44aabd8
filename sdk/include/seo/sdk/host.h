// File: host.h
// What the host lends a plugin: pooled database sessions and transactions, its subsystems
// (credits, jobs, models, services, connectors, secrets, statements, events, the providers),
// ids, the clock and the log. A handler reaches it as `*ctx.host`; the same object is valid for
// the whole life of the plugin.
//
//   Status s = ctx.host->withTransaction([&](soci::session& sql) {
//     if (Status st = ctx.host->credits().consume(sql, ctx, "keyword_research", 10); !st.isOk())
//       return st;                                   // 402: nothing below is written
//     sql << "INSERT INTO ...", soci::use(...);
//     return Status::ok();
//   });
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <soci/soci.h>

#include "seo/sdk/billing.h"
#include "seo/sdk/connector.h"
#include "seo/sdk/credits.h"
#include "seo/sdk/event.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/job.h"
#include "seo/sdk/llm.h"
#include "seo/sdk/mail.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/secrets.h"
#include "seo/sdk/serp.h"
#include "seo/sdk/serp_queue.h"
#include "seo/sdk/service.h"
#include "seo/sdk/statements.h"
#include "seo/sdk/status.h"
#include "seo/sdk/term_metrics.h"

namespace seo::sdk {
inline namespace v2 {

// Which SQL dialect the database speaks. Write portable SQL; branch on this only where the
// dialects truly differ.
enum class Dialect : int { Sqlite = 0, Postgresql = 1 };

enum class LogLevel : int { Debug = 0, Info = 1, Warning = 2, Error = 3 };

using SessionFn = std::function<Status(soci::session&)>;

class Host;
namespace internal {
// The exception barrier of a database call: `f`'s answer, or what it threw as a Status: an
// error of the database as the host classifies it (Host::databaseFailure: a full disk or a lost
// connection is the host's 503, recorded for /healthz), anything else Internal. Defined below.
template <typename F>
auto databaseBarrier(Host& host, soci::session& sql, F&& f) noexcept -> decltype(f());
}  // namespace internal

// A website as the host knows it. Frozen (version.h).
struct WebsiteInfo {
  std::string id;
  std::string organization_id;
  std::string domain;  // lower case, e.g. "example.com"
  std::string name;
  std::string language;  // ISO 639-1, e.g. "en"
};

// One credit bucket of an organization: `used` of `quota` this period. Frozen.
struct CreditBucket {
  std::string resource;  // e.g. "keywords", "ai_credits"
  std::int64_t quota = 0;
  std::int64_t used = 0;
  std::string resets_at;  // ISO 8601 UTC: the end of the period
};

// What the host knows of a request's caller beyond RequestContext::caller: the user, the
// organization and its plan, the API key, and the organization's credits. Frozen.
struct CallerProfile {
  std::string user_name;
  std::string organization_name;
  bool metered_billing = false;
  bool api_access = false;  // the plan's
  std::string api_key_prefix;
  std::string api_key_name;
  std::string api_key_website_id;  // the website the key is bound to, or empty
  std::vector<CreditBucket> credits;  // by resource
};

// Implemented by the host (testing::FakeHost in tests). Thread-safe: every method may be called
// from any thread at once.
//
// What the host lends is cut into subsystems, each a small interface of its own header with its
// own fake in sdk/testing: credits() (credits.h), jobs() (job.h), models() (llm.h), services()
// (service.h), connectors() (connector.h), secrets() (secrets.h), statements() (statements.h),
// events() (event.h), and the providers http(), serp(), serpQueue(), termMetrics(), mailer() and
// billing(). Host itself keeps what every plugin needs: sessions and transactions, the dialect,
// ids, the clock, the log, the operator's settings, websites, the caller's profile and the
// outbound address policy.
class Host {
 public:
  virtual ~Host() = default;

  // Lends a pooled session for the duration of `fn` (autocommit). Database errors, and anything
  // `fn` throws, become an error Status.
  Status withSession(const SessionFn& fn) {
    return runWithSession([this, &fn](soci::session& sql) {
      return internal::databaseBarrier(*this, sql, [&] { return fn(sql); });
    });
  }
  // Runs `fn` in one write transaction: committed when it returns OK, rolled back when it returns
  // an error or throws. Serialized against other writers on SQLite (BEGIN IMMEDIATE).
  Status withTransaction(const SessionFn& fn) {
    return runInTransaction([this, &fn](soci::session& sql) {
      return internal::databaseBarrier(*this, sql, [&] { return fn(sql); });
    });
  }

  // Virtual functions are only ever appended (version.h), so the slots never move. The flat
  // methods marked "until 3.0" are the subsystems' calls as ABI 2.0 to 2.19 declared them: they
  // forward to the subsystem, so a plugin built against any 2.x keeps loading and working; a
  // plugin built against 2.20 calls the subsystem (the compiler warns at the old name). They go
  // in 3.0.

  [[deprecated("credits().consume; until 3.0")]] virtual Status consumeCredits(
      soci::session& sql, const RequestContext& ctx, std::string_view resource,
      std::int64_t amount) {
    return credits().consume(sql, ctx, resource, amount);
  }
  [[deprecated("connectors().save; until 3.0")]] virtual Status saveConnection(
      soci::session& sql, std::string_view website_id, std::string_view type,
      std::string_view settings_json) {
    return connectors().save(sql, website_id, type, settings_json);
  }
  [[deprecated("connectors().find; until 3.0")]] virtual std::shared_ptr<const Connector>
  findConnector(std::string_view type) {
    return connectors().find(type);
  }
  [[deprecated("connectors().types; until 3.0")]] virtual std::vector<std::string>
  connectorTypes() {
    return connectors().types();
  }

  // Outbound HTTP (http_client.h), under the operator's address policy.
  virtual HttpClient& http() = 0;
  virtual Dialect dialect() const = 0;
  // A new random UUID (version 4), lower case.
  virtual std::string newId() = 0;
  // The current UTC time as ISO 8601 with milliseconds, e.g. "2026-11-21T18:50:58.123Z".
  virtual std::string now() = 0;
  virtual void log(LogLevel level, std::string_view message) = 0;

 protected:
  // Implemented by the host; `fn` never throws (the inline wrappers above guard it).
  virtual Status runWithSession(const SessionFn& fn) = 0;
  virtual Status runInTransaction(const SessionFn& fn) = 0;

 public:
  [[deprecated("jobs().enqueue; until 3.0")]] virtual Result<std::string> enqueueJob(
      soci::session& sql, const JobRequest& request) {
    return jobs().enqueue(sql, request);
  }
  [[deprecated("jobs().find; until 3.0")]] virtual Result<JobInfo> findJob(
      std::string_view job_id, std::string_view website_id) {
    return jobs().find(job_id, website_id);
  }
  [[deprecated("models().ask; until 3.0")]] virtual Result<ChatAnswer> completeChat(
      std::string_view organization_id, const ChatRequest& request) {
    return chatAnswerOf(models().ask(organization_id, request, {}));
  }
  // The configured provider of search-term figures (term_metrics.h).
  virtual TermMetrics& termMetrics() = 0;
  [[deprecated("credits().refund; until 3.0")]] virtual Status refundCredits(
      soci::session& sql, std::string_view organization_id, std::string_view resource,
      std::int64_t amount, std::string_view reference) {
    return credits().refund(sql, organization_id, resource, amount, reference);
  }

  // The website `website_id`, or NotFound. For public routes and jobs, which have no caller to
  // scope by; a handler must not show one tenant's website to another.
  virtual Result<WebsiteInfo> findWebsite(std::string_view website_id) = 0;
  // The caller of `ctx` as CallerProfile describes it; NotFound when the request has no caller
  // (public routes) or the key is gone.
  virtual Result<CallerProfile> callerProfile(const RequestContext& ctx) = 0;
  // The operator's setting `key`, written "<plugin>.<name>", from the "settings" object of the
  // configuration file (or SEO_SETTINGS); nullopt when unset. Numbers and booleans come as their
  // JSON text.
  virtual std::optional<std::string> setting(std::string_view key) = 0;

  [[deprecated("secrets().seal; until 3.0")]] virtual Result<std::string> sealSecret(
      std::string_view secret) {
    return secrets().seal(secret);
  }
  [[deprecated("secrets().open; until 3.0")]] virtual Result<std::string> openSecret(
      std::string_view sealed) {
    return secrets().open(sealed);
  }
  [[deprecated("connectors().settings; until 3.0")]] virtual Result<std::string> findConnection(
      std::string_view website_id, std::string_view type) {
    return connectors().settings(website_id, type);
  }
  [[deprecated("jobs().watch; until 3.0")]] virtual void watchJob(
      std::string_view job_id, std::string_view website_id, int timeout_ms,
      std::function<void(Result<JobInfo>)> then) {
    jobs().watch(job_id, website_id, timeout_ms, std::move(then));
  }

  // Organic search results from the configured SERP provider (serp.h). Outbound: call it from
  // a job or a route that callsOutside(), never from a request thread. Since ABI 2.4.
  virtual Serp& serp() = 0;

  // Sends mail through an SMTP server the plugin names (mail.h). Outbound: from a job, never
  // from a request thread. Since ABI 2.5.
  virtual Mailer& mailer() = 0;

  [[deprecated("services().call; until 3.0")]] virtual Result<std::string> callService(
      std::string_view name, std::string_view website_id, std::string_view request) {
    return services().call(name, website_id, request);
  }
  [[deprecated("credits().check; until 3.0")]] virtual Status checkCredits(
      std::string_view organization_id, std::string_view resource) {
    return credits().check(organization_id, resource);
  }
  [[deprecated("models().endpoints; until 3.0")]] virtual std::vector<LlmEndpoint> llmEndpoints() {
    return models().endpoints();
  }
  [[deprecated("models().ask; until 3.0")]] virtual Result<ModelAnswer> askModel(
      std::string_view organization_id, std::string_view endpoint, std::string_view model,
      const ChatRequest& request) {
    return models().ask(organization_id, request,
                        {std::string(endpoint), std::string(model), std::string()});
  }
  [[deprecated("events().emit; until 3.0")]] virtual Status emitEvent(soci::session& sql,
                                                                      const Event& event) {
    return events().emit(sql, event);
  }
  [[deprecated("statements().lease; until 3.0")]] virtual soci::statement* leaseStatement(
      soci::session& sql, std::string_view text) {
    return statements().lease(sql, text);
  }
  [[deprecated("statements().release; until 3.0")]] virtual void releaseStatement(
      soci::session& sql, soci::statement* statement) {
    statements().release(sql, statement);
  }
  [[deprecated("credits().reserve; until 3.0")]] virtual Status reserveCredits(
      soci::session& sql, std::string_view organization_id, std::string_view resource,
      std::int64_t amount, std::string_view reservation) {
    return credits().reserve(sql, organization_id, resource, amount, reservation);
  }
  [[deprecated("credits().settle; until 3.0")]] virtual Status settleReservation(
      soci::session& sql, std::string_view organization_id, std::string_view reservation) {
    return credits().settle(sql, organization_id, reservation);
  }
  [[deprecated("models().ask; until 3.0")]] virtual Result<ChatAnswer> completeChatWithin(
      std::string_view organization_id, std::string_view reservation, const ChatRequest& request) {
    return chatAnswerOf(models().ask(organization_id, request,
                                     {std::string(), std::string(), std::string(reservation)}));
  }
  [[deprecated("models().ask; until 3.0")]] virtual Result<ModelAnswer> askModelWithin(
      std::string_view organization_id, std::string_view reservation, std::string_view endpoint,
      std::string_view model, const ChatRequest& request) {
    return models().ask(organization_id, request,
                        {std::string(endpoint), std::string(model), std::string(reservation)});
  }
  [[deprecated("services().callIn; until 3.0")]] virtual Result<std::string> callServiceIn(
      soci::session& sql, std::string_view name, std::string_view website_id,
      std::string_view request) {
    return services().callIn(sql, name, website_id, request);
  }

  // Whether the operator's outbound address policy lets a tenant name `host` as a server for
  // this host to call (a mail server, the site in a setting): call it when the tenant saves
  // the setting, so a refused server is a 400 then rather than a failure later. `host` is bare
  // (an IPv6 address without brackets; urlHost in outbound_host.h takes it from a URL); `field`
  // names the setting in the error. OK, or InvalidArgument "Invalid field: <field>: ..." for a
  // host checkHostSpelling (outbound_host.h) refuses and, unless the operator allows private
  // addresses (outbound.allow_private_addresses), for a loopback, private or other
  // special-purpose address literal (IPv4 inside IPv6 included) or a local name (localhost,
  // *.localhost, a name of one label). Names are not resolved here: HttpClient and Mailer
  // resolve and check them again at every connection. Since ABI 2.13.
  virtual Status checkOutboundHost(std::string_view field, std::string_view host) = 0;

  // What a billing plugin changes on its provider's word: an organization's plan and credit
  // period, and the overage to invoice (billing.h). Since ABI 2.17.
  virtual Billing& billing() = 0;

  // Search results through the SERP provider's queue (serp_queue.h): tasks posted, then read
  // when finished, cheaper than serp()'s live call. Outbound: from a job. Since ABI 2.18.
  virtual SerpQueue& serpQueue() = 0;

  // The answer to `error`, thrown by a statement on `sql`, a session the host lent: the host's
  // 503 for a fault of the database itself (its storage full or unwritable, its connection
  // lost), which it also records (/healthz, the pool); Internal for an error of the statement.
  // Never throws. withSession, withTransaction and transactional services call it through the
  // SDK's barrier, so a plugin need not. Since ABI 2.19.
  virtual Status databaseFailure(soci::session& sql, const soci::soci_error& error) = 0;

  // --- 2.20: the subsystems. Each reference is valid for the plugin's life. ---
  virtual Credits& credits() = 0;        // credits.h: spend, refund, check, reserve, settle
  virtual Jobs& jobs() = 0;              // job.h: enqueue, find, watch
  virtual Models& models() = 0;          // llm.h: ask, endpoints
  virtual Services& services() = 0;      // service.h: call, callIn
  virtual Connectors& connectors() = 0;  // connector.h: find, types, save, settings
  virtual Secrets& secrets() = 0;        // secrets.h: seal, open
  virtual Statements& statements() = 0;  // statements.h: lease, release
  virtual Events& events() = 0;          // event.h: emit

  // --- 2.21 ---
  // The website whose domain is `domain` (without case or a trailing dot), the one added first
  // when several organizations have that domain; NotFound when none. For a public route whose
  // wire format names its website by domain (Plausible's events); as with findWebsite, a handler
  // must not show one tenant's website to another.
  virtual Result<WebsiteInfo> findWebsiteByDomain(std::string_view domain) = 0;

 private:
  static Result<ChatAnswer> chatAnswerOf(Result<ModelAnswer> asked) {
    if (!asked.isOk()) return asked.status();
    return std::move(asked).value().answer;
  }
};

namespace internal {
template <typename F>
auto databaseBarrier(Host& host, soci::session& sql, F&& f) noexcept -> decltype(f()) {
  using R = decltype(f());
  try {
    return f();
  } catch (const soci::soci_error& e) {
    return R(host.databaseFailure(sql, e));
  } catch (const std::exception& e) {
    return fromException<R>(e.what());
  } catch (...) {
    return fromException<R>("unknown");
  }
}
}  // namespace internal

}  // namespace v2
}  // namespace seo::sdk
