// File: testing/fake_host.h
// A Host for plugin authors' unit tests, without a server: database calls run on a soci::session
// the test opens (an in-memory SQLite one, say), credits come from in-memory buckets, outbound
// HTTP goes to a FakeHttpClient, connectors are whatever the test adds, and enqueued jobs are
// kept in `jobs` for the test to inspect.
//
//   soci::session sql("sqlite3", ":memory:");
//   seo::sdk::testing::FakeHost host(sql);
//   host.quotas["keyword_research"] = 10;
//   ctx.host = &host;
#pragma once

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "seo/sdk/host.h"
#include "seo/sdk/testing/fake_billing.h"
#include "seo/sdk/testing/fake_http_client.h"
#include "seo/sdk/testing/fake_llm.h"
#include "seo/sdk/testing/fake_mailer.h"
#include "seo/sdk/testing/fake_serp.h"
#include "seo/sdk/testing/fake_serp_queue.h"
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

  Status consumeCredits(soci::session&, const RequestContext&, std::string_view resource,
                        std::int64_t amount) override {
    std::lock_guard<std::mutex> lock(credits_mutex_);
    std::int64_t& spent = used[std::string(resource)];
    auto quota = quotas.find(std::string(resource));
    if (quota == quotas.end() || spent + amount > quota->second) {
      return Status::paymentRequired("Usage limit reached for " + std::string(resource));
    }
    spent += amount;
    return Status::ok();
  }
  Status saveConnection(soci::session&, std::string_view website_id, std::string_view type,
                        std::string_view settings_json) override {
    connections[std::string(website_id) + "/" + std::string(type)] = std::string(settings_json);
    return Status::ok();
  }
  std::shared_ptr<const Connector> findConnector(std::string_view type) override {
    auto it = connectors.find(std::string(type));
    return it == connectors.end() ? nullptr : it->second;
  }
  std::vector<std::string> connectorTypes() override {
    std::vector<std::string> types;
    for (const auto& [type, c] : connectors) types.push_back(type);
    return types;
  }
  HttpClient& http() override { return http_client; }
  Dialect dialect() const override { return Dialect::Sqlite; }
  std::string newId() override {
    char buf[40];
    std::snprintf(buf, sizeof buf, "00000000-0000-4000-8000-%012llu", ++next_id_);
    return buf;
  }
  std::string now() override { return clock; }
  void log(LogLevel, std::string_view message) override { logs.emplace_back(message); }
  // Keeps the job as pending; a test runs it by calling its handler itself.
  Result<std::string> enqueueJob(soci::session&, const JobRequest& request) override {
    JobInfo job;
    job.id = newId();
    job.kind = request.kind;
    job.organization_id = request.organization_id;
    job.website_id = request.website_id;
    job.status = "pending";
    job.created_at = job.updated_at = clock;
    jobs.push_back(job);
    payloads.push_back(request.payload);
    return job.id;
  }
  Result<JobInfo> findJob(std::string_view job_id, std::string_view website_id) override {
    for (const JobInfo& job : jobs) {
      if (job.id == job_id && job.website_id == website_id) return job;
    }
    return Status::notFound();
  }
  // Keeps the watch; a test calls finishWatches() after it changed the jobs.
  void watchJob(std::string_view job_id, std::string_view website_id, int,
                std::function<void(Result<JobInfo>)> then) override {
    watches.push_back({std::string(job_id), std::string(website_id), std::move(then)});
  }
  // Calls every pending watch with its job as it is now (as a timeout or a finish would).
  void finishWatches() {
    std::vector<Watch> due;
    due.swap(watches);
    for (Watch& w : due) w.then(findJob(w.job_id, w.website_id));
  }
  // Like the real host: the request's estimatedTokens must fit in `ai_credits` (PaymentRequired
  // otherwise, unless `metered`), then the answer's total tokens are spent (clamped to what is
  // left unless metered).
  Result<ChatAnswer> completeChat(std::string_view organization_id,
                                  const ChatRequest& request) override {
    return completeChatWithin(organization_id, "", request);
  }
  Result<ChatAnswer> completeChatWithin(std::string_view, std::string_view reservation,
                                        const ChatRequest& request) override {
    const std::string held(reservation);
    {
      std::lock_guard<std::mutex> lock(credits_mutex_);
      if (reservationLeft(held) <= 0 && !metered &&
          used["ai_credits"] + estimatedTokens(request) > quotas["ai_credits"]) {
        return Status::paymentRequired("Usage limit reached for ai_credits");
      }
    }
    Result<ChatAnswer> answer = llm.complete(request);
    if (answer.isOk()) {
      std::lock_guard<std::mutex> lock(credits_mutex_);
      std::int64_t tokens = answer.value().usage.total_tokens;
      auto r = reservations.find(held);
      if (r != reservations.end() && !r->second.settled) {
        std::int64_t take = std::min(tokens, r->second.amount - r->second.drawn);
        r->second.drawn += take;
        tokens -= take;
      }
      std::int64_t& spent = used["ai_credits"];
      spent = metered ? spent + tokens : std::min(quotas["ai_credits"], spent + tokens);
    }
    return answer;
  }
  TermMetrics& termMetrics() override { return term_metrics; }
  Serp& serp() override { return search; }
  SerpQueue& serpQueue() override { return search_queue; }
  Status databaseFailure(soci::session&, const soci::soci_error& error) override {
    return Status::internal(std::string("database error: ") + error.what());
  }
  Mailer& mailer() override { return mail; }
  // Answers from `services`, which a test fills (with a FakeRegistrar's, say).
  Result<std::string> callService(std::string_view name, std::string_view website_id,
                                  std::string_view request) override {
    auto it = services.find(std::string(name));
    if (it == services.end()) {
      return Status::unavailable("No loaded module answers the service " + std::string(name));
    }
    return it->second(*this, website_id, request);
  }
  // From `quotas` and `used` (any organization: the fake keeps one set of buckets).
  Status checkCredits(std::string_view, std::string_view resource) override {
    std::lock_guard<std::mutex> lock(credits_mutex_);
    auto quota = quotas.find(std::string(resource));
    if (metered || (quota != quotas.end() && used[std::string(resource)] < quota->second)) {
      return Status::ok();
    }
    return Status::paymentRequired("Usage limit reached for " + std::string(resource));
  }
  Status refundCredits(soci::session&, std::string_view, std::string_view resource,
                       std::int64_t amount, std::string_view reference) override {
    std::lock_guard<std::mutex> lock(credits_mutex_);
    if (!refunds.emplace(std::string(resource) + "/" + std::string(reference)).second) {
      return Status::ok();
    }
    std::int64_t& spent = used[std::string(resource)];
    spent = std::max<std::int64_t>(0, spent - amount);
    return Status::ok();
  }
  Result<WebsiteInfo> findWebsite(std::string_view website_id) override {
    auto it = websites.find(std::string(website_id));
    if (it == websites.end()) return Status::notFound("Resource not found");
    return it->second;
  }
  Result<CallerProfile> callerProfile(const RequestContext& ctx) override {
    auto it = profiles.find(ctx.caller.api_key_id);
    if (it == profiles.end()) return Status::notFound();
    return it->second;
  }
  // Not encryption: a reversible stand-in that still hides the text from a plain search, so a
  // test can check that only the sealed form is stored.
  Result<std::string> sealSecret(std::string_view secret) override {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "fake-sealed:";
    for (unsigned char c : secret) {
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
    return out;
  }
  Result<std::string> openSecret(std::string_view sealed) override {
    constexpr std::string_view kPrefix = "fake-sealed:";
    if (sealed.substr(0, kPrefix.size()) != kPrefix || sealed.size() % 2 != 0) {
      return Status::invalidArgument("not a sealed secret");
    }
    auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
    std::string out;
    for (std::size_t i = kPrefix.size(); i + 1 < sealed.size(); i += 2) {
      out += static_cast<char>(digit(sealed[i]) * 16 + digit(sealed[i + 1]));
    }
    return out;
  }
  Result<std::string> findConnection(std::string_view website_id, std::string_view type) override {
    auto it = connections.find(std::string(website_id) + "/" + std::string(type));
    if (it == connections.end()) return Status::notFound();
    return it->second;
  }
  std::vector<LlmEndpoint> llmEndpoints() override { return endpoints; }
  // A listed endpoint and model answer from `llm` like completeChat, with `citations` beside.
  Result<ModelAnswer> askModel(std::string_view organization_id, std::string_view endpoint,
                               std::string_view model, const ChatRequest& request) override {
    return askModelWithin(organization_id, "", endpoint, model, request);
  }
  // A reservation leaves the bucket at once, like a spend (PaymentRequired when it does not fit
  // unless `metered`); settling gives back what was not drawn.
  Status reserveCredits(soci::session&, std::string_view, std::string_view resource,
                        std::int64_t amount, std::string_view reservation) override {
    std::lock_guard<std::mutex> lock(credits_mutex_);
    if (reservations.count(std::string(reservation)) != 0) return Status::ok();
    std::int64_t& spent = used[std::string(resource)];
    if (!metered && spent + amount > quotas[std::string(resource)]) {
      return Status::paymentRequired("Usage limit reached for " + std::string(resource));
    }
    spent += amount;
    reservations[std::string(reservation)] = {std::string(resource), amount, 0, false};
    return Status::ok();
  }
  Status settleReservation(soci::session&, std::string_view,
                           std::string_view reservation) override {
    std::lock_guard<std::mutex> lock(credits_mutex_);
    auto r = reservations.find(std::string(reservation));
    if (r == reservations.end() || r->second.settled) return Status::ok();
    r->second.settled = true;
    std::int64_t& spent = used[r->second.resource];
    spent = std::max<std::int64_t>(0, spent - (r->second.amount - r->second.drawn));
    return Status::ok();
  }
  Result<ModelAnswer> askModelWithin(std::string_view organization_id, std::string_view reservation,
                                     std::string_view endpoint, std::string_view model,
                                     const ChatRequest& request) override {
    for (const LlmEndpoint& e : endpoints) {
      if (e.name != endpoint) continue;
      for (const std::string& m : e.models) {
        if (m != model) continue;
        Result<ChatAnswer> answer = completeChatWithin(organization_id, reservation, request);
        if (!answer.isOk()) return answer.status();
        return ModelAnswer{answer.value(), e.name, e.collection, citations};
      }
      return Status::notFound("No model " + std::string(model) + " at " + e.name);
    }
    return Status::notFound("No LLM endpoint " + std::string(endpoint));
  }

  // Answers from `transactional_services` (a FakeRegistrar's, say) on the caller's session.
  Result<std::string> callServiceIn(soci::session& sql, std::string_view name,
                                    std::string_view website_id,
                                    std::string_view request) override {
    auto it = transactional_services.find(std::string(name));
    if (it == transactional_services.end()) {
      return Status::unavailable("No loaded module offers the service " + std::string(name));
    }
    return it->second(*this, sql, website_id, request);
  }

  // Records the event; a second one with the same key (per organization) records nothing.
  Status emitEvent(soci::session&, const Event& event) override {
    for (const Event& e : events) {
      if (!event.key.empty() && e.key == event.key && e.organization_id == event.organization_id)
        return Status::ok();
    }
    events.push_back(event);
    return Status::ok();
  }
  std::optional<std::string> setting(std::string_view key) override {
    auto it = settings.find(std::string(key));
    if (it == settings.end()) return std::nullopt;
    return it->second;
  }

  std::map<std::string, std::int64_t> quotas;
  std::map<std::string, std::int64_t> used;
  bool metered = false;                            // checkCredits allows overage
  std::map<std::string, std::string> connections;  // "website/type" -> settings JSON
  std::map<std::string, std::shared_ptr<const Connector>> connectors;
  FakeHttpClient http_client;
  std::string clock = "2026-01-01T00:00:00.000Z";
  std::vector<std::string> logs;
  std::vector<JobInfo> jobs;          // enqueued, in order
  std::vector<std::string> payloads;  // their payloads
  FakeLlm llm;
  std::vector<LlmEndpoint> endpoints;  // for llmEndpoints and askModel
  std::vector<std::string> citations;  // what askModel returns beside each answer
  std::vector<Event> events;           // emitted, in order
  FakeTermMetrics term_metrics;
  FakeSerp search;
  FakeSerpQueue search_queue;
  FakeMailer mail;
  std::map<std::string, TransactionalServiceHandler> transactional_services;  // by name
  std::set<std::string> refunds;  // "resource/reference" already refunded
  struct Reservation {
    std::string resource;
    std::int64_t amount = 0;
    std::int64_t drawn = 0;
    bool settled = false;
  };
  std::map<std::string, Reservation> reservations;  // by id
  std::map<std::string, WebsiteInfo> websites;      // by id
  std::map<std::string, std::string> settings;      // "<plugin>.<name>" -> value
  std::map<std::string, CallerProfile> profiles;    // by API key id
  std::map<std::string, ServiceHandler> services;   // by name, for callService
  struct Watch {
    std::string job_id, website_id;
    std::function<void(Result<JobInfo>)> then;
  };
  std::vector<Watch> watches;  // pending watchJob calls

  // Each lease is prepared for one use: the same statements as on the server, without its
  // per-connection cache.
  soci::statement* leaseStatement(soci::session& sql, std::string_view text) override {
    auto statement = std::make_unique<soci::statement>(sql);
    statement->alloc();
    statement->prepare(std::string(text), soci::details::st_one_time_query);
    return statement.release();
  }
  void releaseStatement(soci::session&, soci::statement* statement) override { delete statement; }
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
  std::set<std::string> refused_hosts;  // lower case, for checkOutboundHost
  Billing& billing() override { return bills; }
  FakeBilling bills;

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
  // What reservation `id` still holds (0 for none); credits_mutex_ held.
  std::int64_t reservationLeft(const std::string& id) const {
    auto r = reservations.find(id);
    return r == reservations.end() || r->second.settled ? 0 : r->second.amount - r->second.drawn;
  }

  std::mutex credits_mutex_;
  unsigned long long next_id_ = 0;
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
