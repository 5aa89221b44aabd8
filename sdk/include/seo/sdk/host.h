// File: host.h
// The services the host lends a plugin: pooled database sessions and transactions, credit
// metering, outbound HTTP and its address policy, connector look-up, ids, clocks and logging. A
// handler reaches it as `*ctx.host`; the same object is valid for the whole life of the plugin.
//
//   Status s = ctx.host->withTransaction([&](soci::session& sql) {
//     if (Status st = ctx.host->consumeCredits(sql, ctx, "keyword_research", 10); !st.isOk())
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
#include "seo/sdk/event.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/job.h"
#include "seo/sdk/llm.h"
#include "seo/sdk/mail.h"
#include "seo/sdk/request_context.h"
#include "seo/sdk/serp.h"
#include "seo/sdk/serp_queue.h"
#include "seo/sdk/service.h"
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

// Implemented by the host. Thread-safe: every method may be called from any thread at once.
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

  // Spends `amount` credits of `resource` from the bucket of the organization that owns the
  // caller's target website (or the key's organization when there is none), inside the caller's
  // transaction `sql`, and appends to the usage ledger. PaymentRequired ("Usage limit reached for
  // <resource>") when the bucket would go negative, unless the organization has metered billing,
  // which records the overage instead.
  virtual Status consumeCredits(soci::session& sql, const RequestContext& ctx,
                                std::string_view resource, std::int64_t amount) = 0;

  // Stores (or replaces) the settings of a connector `type` for `website_id`, in `sql`'s
  // transaction, sealed (they hold credentials). `settings_json` is a serialized JSON object.
  virtual Status saveConnection(soci::session& sql, std::string_view website_id,
                                std::string_view type, std::string_view settings_json) = 0;

  // The connector registered under `type`, or null. The pointer keeps its plugin loaded.
  virtual std::shared_ptr<const Connector> findConnector(std::string_view type) = 0;
  // The types of every registered connector, sorted.
  virtual std::vector<std::string> connectorTypes() = 0;

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
  // Virtual functions are only ever appended (version.h), so the slots of the ones above never
  // move.

  // Enqueues a durable job inside the caller's transaction `sql` (it exists only if that
  // transaction commits) and returns its id. InvalidArgument when no loaded plugin handles
  // `request.kind`.
  virtual Result<std::string> enqueueJob(soci::session& sql, const JobRequest& request) = 0;
  // The job `job_id` if it belongs to `website_id`; NotFound otherwise, so one tenant never
  // learns of another's jobs.
  virtual Result<JobInfo> findJob(std::string_view job_id, std::string_view website_id) = 0;

  // Asks the configured LLM (llm.h) on behalf of `organization_id` and spends the answer's
  // total tokens from its `ai_credits` bucket. Before the model is asked, the request's
  // estimatedTokens are reserved (PaymentRequired when they do not fit and the organization has
  // no metered billing), so concurrent calls never spend more than the bucket holds; the
  // reservation is then settled at what the answer used (more than the estimate: spent up to
  // what is left). The offline stand-in spends nothing.
  virtual Result<ChatAnswer> completeChat(std::string_view organization_id,
                                          const ChatRequest& request) = 0;
  // The configured provider of search-term figures (term_metrics.h).
  virtual TermMetrics& termMetrics() = 0;
  // Gives back `amount` credits of `resource` that `organization_id` spent for work that then
  // failed, inside `sql`'s transaction, recorded in the usage ledger under `reference` (a job or
  // request id). Idempotent per (organization, resource, reference): a second refund with the
  // same reference does nothing, so a handler run again cannot refund twice.
  virtual Status refundCredits(soci::session& sql, std::string_view organization_id,
                               std::string_view resource, std::int64_t amount,
                               std::string_view reference) = 0;

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

  // Seals `secret` (a password, an API key, a signing secret) for a plugin's own table:
  // authenticated encryption under the server's key file, as text safe to store. Store only the
  // sealed form; never log the secret or put it in a message. Since ABI 2.1.
  virtual Result<std::string> sealSecret(std::string_view secret) = 0;
  // The secret a sealSecret token holds. InvalidArgument when `sealed` is not such a token, is
  // damaged, or names a key the operator has since removed; the message holds no secret.
  // Since ABI 2.1.
  virtual Result<std::string> openSecret(std::string_view sealed) = 0;
  // The settings JSON that POST /connect stored for connector `type` of `website_id` (the
  // host keeps them sealed), opened; NotFound when there is none. Since ABI 2.1.
  virtual Result<std::string> findConnection(std::string_view website_id,
                                             std::string_view type) = 0;

  // Calls `then` once, on a host thread (never the caller's), with the job `job_id` of
  // `website_id` when it is completed or failed, with its state when `timeout_ms` passes first,
  // or with NotFound when it is not that website's job. With ctx.defer() a handler waits for a
  // job and holds no thread meanwhile:
  //   Responder respond = ctx.defer();
  //   ctx.host->watchJob(id, website, 10000, [respond](Result<JobInfo> job) { respond(...); });
  //   return Response::later();
  // Since ABI 2.2.
  virtual void watchJob(std::string_view job_id, std::string_view website_id, int timeout_ms,
                        std::function<void(Result<JobInfo>)> then) = 0;

  // Organic search results from the configured SERP provider (serp.h). Outbound: call it from
  // a job or a route that callsOutside(), never from a request thread. Since ABI 2.4.
  virtual Serp& serp() = 0;

  // Sends mail through an SMTP server the plugin names (mail.h). Outbound: from a job, never
  // from a request thread. Since ABI 2.5.
  virtual Mailer& mailer() = 0;

  // Calls the service `name` another module registered (service.h) about `website_id`, with
  // `request` as JSON text, and returns its JSON answer or its error. Unavailable naming the
  // service when no loaded plugin answers it. Hold no transaction while calling. Since ABI 2.6.
  virtual Result<std::string> callService(std::string_view name, std::string_view website_id,
                                          std::string_view request) = 0;

  // OK when `organization_id` may spend `resource` now: credits are left in its bucket, or its
  // billing is metered (overage is recorded). PaymentRequired ("Usage limit reached for
  // <resource>") otherwise. For work that spends later (a job that will ask a model): refuse it
  // before it is enqueued. Spends nothing, but may start the bucket's new period (a write):
  // hold no transaction while calling (on SQLite it would wait for the caller's). Since ABI 2.6.
  virtual Status checkCredits(std::string_view organization_id, std::string_view resource) = 0;

  // The operator's named LLM endpoints (providers.llm_endpoints, then "default" for
  // providers.llm when it has a base_url), in configuration order; empty when none is
  // configured. Since ABI 2.7.
  virtual std::vector<LlmEndpoint> llmEndpoints() = 0;
  // Asks `model` of the named endpoint and spends the answer's total tokens from the
  // `ai_credits` of `organization_id`, as completeChat does (PaymentRequired before asking when
  // the bucket is empty and billing is not metered). NotFound naming the endpoint or the model
  // when the operator has not configured it; otherwise the errors of Llm::complete. Outbound:
  // from a job, never from a request thread. Since ABI 2.7.
  virtual Result<ModelAnswer> askModel(std::string_view organization_id, std::string_view endpoint,
                                       std::string_view model, const ChatRequest& request) = 0;

  // Emits `event` (event.h) inside the caller's transaction `sql`: the organization's webhook
  // endpoints subscribed to its type will each get it, signed and retried, exactly when that
  // transaction commits. InvalidArgument when no loaded plugin registered the type or `data`
  // is not a JSON object; OK and nothing new when the organization already has an event with
  // `event.key`. Costs one indexed read when no endpoint listens. Since ABI 2.8.
  virtual Status emitEvent(soci::session& sql, const Event& event) = 0;

  // The statement `text` prepared on `sql`'s connection, kept there for the next lease of the
  // same text: parsed (on PostgreSQL also planned) once per pooled connection, not per call.
  // Use it through PreparedStatement (prepared_statement.h), which gives it back. Throws as
  // SOCI does when the text does not prepare. Since ABI 2.10.
  virtual soci::statement* leaseStatement(soci::session& sql, std::string_view text) = 0;
  // Takes back a leased statement: unbinds what the caller bound and ends its reading, so it
  // holds nothing of the caller's. Never throws. Since ABI 2.10.
  virtual void releaseStatement(soci::session& sql, soci::statement* statement) = 0;

  // --- 2.12: credits reserved for work priced by what it uses (a model's tokens) ---
  // Reserves `amount` credits of `resource` for `organization_id` inside the caller's transaction
  // `sql`, under `reservation` (an id the caller makes, unique per organization; keep it with the
  // work, e.g. in its job's payload). The credits leave the bucket at once, by the same check as
  // consumeCredits, so concurrent requests can never together reserve more than the bucket
  // holds: PaymentRequired ("Usage limit reached for <resource>") when it does not fit and the
  // organization has no metered billing. Nothing new when `reservation` exists already. Reserve
  // in the transaction that accepts the work (estimatedTokens in llm.h prices a chat).
  virtual Status reserveCredits(soci::session& sql, std::string_view organization_id,
                                std::string_view resource, std::int64_t amount,
                                std::string_view reservation) = 0;
  // Ends `reservation` inside `sql`'s transaction: what its model calls drew stays spent, the
  // rest goes back to the bucket. Idempotent. Call it when the work ends, done or failed for
  // good (endsJobFailed); one the work never settles (its worker died) is settled by the host
  // a day later.
  virtual Status settleReservation(soci::session& sql, std::string_view organization_id,
                                   std::string_view reservation) = 0;
  // completeChat and askModel drawing on `reservation`: while it holds credits the model is
  // asked without another check, and the answer's tokens are drawn from it (beyond what it
  // holds, spent from the bucket as completeChat spends). A reservation spent, settled or
  // unknown is no reservation: the call reserves for itself, as completeChat does.
  virtual Result<ChatAnswer> completeChatWithin(std::string_view organization_id,
                                                std::string_view reservation,
                                                const ChatRequest& request) = 0;
  virtual Result<ModelAnswer> askModelWithin(std::string_view organization_id,
                                             std::string_view reservation,
                                             std::string_view endpoint, std::string_view model,
                                             const ChatRequest& request) = 0;

  // Calls the transactional service `name` (service.h) inside the caller's transaction `sql`:
  // what it writes commits with the caller's own change. Unavailable when no loaded plugin
  // offers it (carry the change another way then, such as a job the other module handles once
  // loaded); InvalidArgument when `name` is a plain service. Since ABI 2.12.
  virtual Result<std::string> callServiceIn(soci::session& sql, std::string_view name,
                                            std::string_view website_id,
                                            std::string_view request) = 0;

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
