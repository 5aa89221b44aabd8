#include "core/host/host_impl.h"

#include <algorithm>
#include <chrono>

#include <openssl/rand.h>

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/common/json_text.h"
#include "core/common/log.h"
#include "core/metering/credit_reservation.h"
#include "core/metering/meter.h"
#include "core/providers/outbound_address.h"
#include "core/tenancy/caller_profile.h"
#include "core/webhooks/event_outbox.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Status;

namespace {

// The ledger reference of a plugin's reservation (the host's own for one call are "call:<id>"),
// so neither can name the other's.
std::string workReservation(std::string_view reservation) {
  return reservation.empty() ? std::string() : "work:" + std::string(reservation);
}

}  // namespace

namespace {
// The host's own event: a credit bucket spent to its quota (webhooks_component.cc registers it).
constexpr const char* kCreditsExhausted = "credits.exhausted";
}  // namespace

Status HostImpl::consumeCredits(soci::session& sql, const seo::sdk::RequestContext& ctx,
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

Status HostImpl::noteExhausted(soci::session& sql, const std::string& organization_id,
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
  return writeEvent(sql, *this,
                    {kCreditsExhausted, organization_id, "", jsonText(data),
                     std::string(kCreditsExhausted) + ":" + resource + ":" + bucket->period_start});
}

Status HostImpl::emitEvent(soci::session& sql, const seo::sdk::Event& event) {
  if (plugins_.current()->events.count(event.type) == 0) {
    return Status::invalidArgument("Unknown event type '" + event.type +
                                   "': register it with Registrar::event");
  }
  try {
    return writeEvent(sql, *this, event);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

seo::sdk::Status HostImpl::checkCredits(std::string_view organization_id,
                                        std::string_view resource) {
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

seo::sdk::Result<std::string> HostImpl::reserveForCall(const std::string& organization_id,
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

Status HostImpl::settleCall(const std::string& organization_id, const std::string& held,
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
    return noteExhausted(sql, organization_id, "ai_credits");
  });
}

seo::sdk::Result<seo::sdk::ChatAnswer> HostImpl::completeChat(
    std::string_view organization_id, const seo::sdk::ChatRequest& request) {
  return completeChatWithin(organization_id, "", request);
}

seo::sdk::Result<seo::sdk::ChatAnswer> HostImpl::completeChatWithin(
    std::string_view organization_id, std::string_view reservation,
    const seo::sdk::ChatRequest& request) {
  // The offline stand-in asks no model and costs nothing.
  if (!providers_.llmConfigured()) return providers_.llm().complete(request);
  const std::string org(organization_id);
  const std::string held = workReservation(reservation);
  // Reserved before the model is asked, so an organization without credits costs nothing.
  SEO_ASSIGN_OR_RETURN(std::string own, reserveForCall(org, held, request));
  seo::sdk::Result<seo::sdk::ChatAnswer> answer = providers_.llm().complete(request);
  const std::int64_t tokens = answer.isOk() ? answer.value().usage.total_tokens : 0;
  Status settled =
      settleCall(org, held, own, answer.isOk() ? answer.value().model : "", tokens);
  if (!answer.isOk()) return answer;
  SEO_RETURN_IF_ERROR(settled);
  return answer;
}

std::vector<seo::sdk::LlmEndpoint> HostImpl::llmEndpoints() {
  std::vector<seo::sdk::LlmEndpoint> list;
  for (const Providers::NamedLlm& named : providers_.namedLlms()) list.push_back(named.endpoint);
  return list;
}

seo::sdk::Result<seo::sdk::ModelAnswer> HostImpl::askModel(std::string_view organization_id,
                                                           std::string_view endpoint,
                                                           std::string_view model,
                                                           const seo::sdk::ChatRequest& request) {
  return askModelWithin(organization_id, "", endpoint, model, request);
}

seo::sdk::Result<seo::sdk::ModelAnswer> HostImpl::askModelWithin(
    std::string_view organization_id, std::string_view reservation, std::string_view endpoint,
    std::string_view model, const seo::sdk::ChatRequest& request) {
  const Providers::NamedLlm* named = providers_.findNamedLlm(endpoint);
  if (named == nullptr) {
    return Status::notFound("No LLM endpoint named " + std::string(endpoint) + " is configured");
  }
  const std::vector<std::string>& models = named->endpoint.models;
  if (std::find(models.begin(), models.end(), model) == models.end()) {
    return Status::notFound("The LLM endpoint " + std::string(endpoint) + " has no model " +
                            std::string(model));
  }
  const std::string org(organization_id);
  const std::string held = workReservation(reservation);
  SEO_ASSIGN_OR_RETURN(std::string own, reserveForCall(org, held, request));
  seo::sdk::ModelAnswer asked;
  seo::sdk::Result<seo::sdk::ChatAnswer> answer =
      named->client->completeWith(std::string(model), request, &asked.citations);
  const std::int64_t tokens = answer.isOk() ? answer.value().usage.total_tokens : 0;
  Status settled =
      settleCall(org, held, own, answer.isOk() ? answer.value().model : "", tokens);
  if (!answer.isOk()) return answer.status();
  SEO_RETURN_IF_ERROR(settled);
  asked.answer = std::move(answer).value();
  asked.endpoint = named->endpoint.name;
  asked.collection = named->endpoint.collection;
  return asked;
}

namespace {

// A key for a host built without the server's key file (tests): random, in memory only.
std::shared_ptr<const Sealer> ephemeralSealer() {
  Sealer::Key key{"00000000", std::string(32, '\0')};
  RAND_bytes(reinterpret_cast<unsigned char*>(key.bytes.data()), 32);
  return std::make_shared<const Sealer>(std::vector<Sealer::Key>{key});
}

}  // namespace

HostImpl::HostImpl(Database& db, PluginManager& plugins, OutboundConfig outbound,
                   const ProvidersConfig& providers,
                   std::map<std::string, std::string, std::less<>> settings,
                   std::shared_ptr<const Sealer> sealer)
    : db_(db),
      plugins_(plugins),
      http_(outbound),
      mailer_(outbound),
      jobs_(db),
      providers_(providers),
      settings_(std::move(settings)),
      sealer_(sealer ? std::move(sealer) : ephemeralSealer()),
      allow_private_addresses_(outbound.allow_private_addresses) {}

Status HostImpl::reserveCredits(soci::session& sql, std::string_view organization_id,
                                std::string_view resource, std::int64_t amount,
                                std::string_view reservation) {
  if (amount <= 0) return Status::invalidArgument("a reservation must be positive");
  if (reservation.empty()) return Status::invalidArgument("a reservation needs an id");
  const std::string org(organization_id), kind(resource);
  try {
    return core::reserveCredits(sql, db_.dialect(), org, kind, amount, workReservation(reservation));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostImpl::settleReservation(soci::session& sql, std::string_view organization_id,
                                   std::string_view reservation) {
  try {
    return core::settleReservation(sql, std::string(organization_id),
                                   workReservation(reservation));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostImpl::refundCredits(soci::session& sql, std::string_view organization_id,
                               std::string_view resource, std::int64_t amount,
                               std::string_view reference) {
  try {
    return core::refundCredits(sql, std::string(organization_id), std::string(resource), amount,
                               std::string(reference));
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status HostImpl::saveConnection(soci::session& sql, std::string_view website_id,
                                std::string_view type, std::string_view settings_json) {
  try {
    std::string website(website_id);
    std::string kind(type);
    seo::sdk::Result<std::string> sealed = sealer_->seal(settings_json);
    if (!sealed.isOk()) return sealed.status();
    std::string settings = std::move(sealed).value();
    std::string now = isoNow();
    // One statement, so two concurrent connects of the same website cannot both insert.
    sql << "INSERT INTO connections (website_id, type, settings, created_at, updated_at) "
           "VALUES (:w, :k, :s, :t, :t2) ON CONFLICT (website_id, type) DO UPDATE SET "
           "settings = excluded.settings, updated_at = excluded.updated_at",
        soci::use(website), soci::use(kind), soci::use(settings), soci::use(now), soci::use(now);
    return Status::ok();
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

std::shared_ptr<const seo::sdk::Connector> HostImpl::findConnector(std::string_view type) {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  auto it = catalog->connectors.find(type);
  if (it == catalog->connectors.end()) return nullptr;
  // Aliasing: the caller's pointer owns the entry, and so the plugin library, while it lives.
  std::shared_ptr<ConnectorEntry> entry = it->second;
  return std::shared_ptr<const seo::sdk::Connector>(entry, entry->connector.get());
}

seo::sdk::Result<std::shared_ptr<ServiceEntry>> HostImpl::findService(std::string_view name) {
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  auto it = catalog->services.find(name);
  if (it == catalog->services.end()) {
    return Status::unavailable("No loaded module answers the service " + std::string(name));
  }
  return it->second;  // keeps the plugin loaded while the caller holds it
}

seo::sdk::Result<std::string> HostImpl::callService(std::string_view name,
                                                   std::string_view website_id,
                                                   std::string_view request) {
  SEO_ASSIGN_OR_RETURN(std::shared_ptr<ServiceEntry> entry, findService(name));
  if (entry->handler) return entry->handler(*this, website_id, request);
  // A transactional service called on its own: in a transaction of its own.
  seo::sdk::Result<std::string> answer = Status::internal("not run");
  Status s = db_.withTransaction([&](soci::session& sql) {
    answer = entry->in_transaction(*this, sql, website_id, request);
    return answer.status();
  });
  if (!s.isOk()) return s;
  return answer;
}

seo::sdk::Result<std::string> HostImpl::callServiceIn(soci::session& sql, std::string_view name,
                                                     std::string_view website_id,
                                                     std::string_view request) {
  SEO_ASSIGN_OR_RETURN(std::shared_ptr<ServiceEntry> entry, findService(name));
  if (!entry->in_transaction) {
    return Status::invalidArgument("The service " + std::string(name) +
                                   " does not run in a caller's transaction");
  }
  return entry->in_transaction(*this, sql, website_id, request);
}

std::vector<std::string> HostImpl::connectorTypes() {
  std::vector<std::string> types;
  for (const auto& [type, entry] : plugins_.current()->connectors) types.push_back(type);
  return types;
}

seo::sdk::Result<std::string> HostImpl::enqueueJob(soci::session& sql,
                                                   const seo::sdk::JobRequest& request) {
  if (plugins_.current()->job_handlers.count(request.kind) == 0) {
    return Status::invalidArgument("no loaded plugin handles job kind '" + request.kind + "'");
  }
  auto id = jobs_.enqueue(sql, request);
  // Wakes idle workers; the job is claimable once the caller's transaction commits.
  if (id.isOk()) job_signal_.notify();
  return id;
}

seo::sdk::Result<seo::sdk::JobInfo> HostImpl::findJob(std::string_view job_id,
                                                     std::string_view website_id) {
  return jobs_.find(std::string(job_id), std::string(website_id));
}

std::string HostImpl::newId() { return newUuid(); }

std::string HostImpl::now() { return isoNow(); }

void HostImpl::log(seo::sdk::LogLevel level, std::string_view message) {
  Level l = Level::Info;
  switch (level) {
    case seo::sdk::LogLevel::Debug: l = Level::Debug; break;
    case seo::sdk::LogLevel::Warning: l = Level::Warning; break;
    case seo::sdk::LogLevel::Error: l = Level::Error; break;
    case seo::sdk::LogLevel::Info:
    default: l = Level::Info; break;
  }
  logLine(l, message, {{"source", "plugin"}});
}

seo::sdk::Result<seo::sdk::WebsiteInfo> HostImpl::findWebsite(std::string_view website_id) {
  std::string id(website_id);
  const WebsiteCache::Clock::time_point now = WebsiteCache::Clock::now();
  if (std::optional<seo::sdk::WebsiteInfo> kept = websites_.find(id, now)) return *kept;
  seo::sdk::WebsiteInfo site;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT id, organization_id, domain, name, language FROM websites WHERE id = :id",
        soci::use(id), soci::into(site.id), soci::into(site.organization_id),
        soci::into(site.domain), soci::into(site.name), soci::into(site.language);
    if (!sql.got_data()) return Status::notFound("Resource not found");
    return Status::ok();
  });
  if (!s.isOk()) return s;
  websites_.keep(site, now);
  return site;
}

seo::sdk::Result<seo::sdk::CallerProfile> HostImpl::callerProfile(
    const seo::sdk::RequestContext& ctx) {
  if (ctx.caller.user_id.empty()) return Status::notFound();
  seo::sdk::Result<seo::sdk::CallerProfile> profile = Status::notFound();
  Status s = db_.withSession([&](soci::session& sql) {
    profile = loadCallerProfile(*this, sql, ctx.caller.api_key_id, ctx.caller.user_id,
                                ctx.caller.organization_id);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return profile;
}

seo::sdk::Result<std::string> HostImpl::sealSecret(std::string_view secret) {
  return sealer_->seal(secret);
}

seo::sdk::Result<std::string> HostImpl::openSecret(std::string_view sealed) {
  return sealer_->open(sealed);
}

seo::sdk::Result<std::string> HostImpl::findConnection(std::string_view website_id,
                                                       std::string_view type) {
  std::string settings;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string website(website_id), kind(type);
    sql << "SELECT settings FROM connections WHERE website_id = :w AND type = :k",
        soci::use(website), soci::use(kind), soci::into(settings);
    return sql.got_data() ? Status::ok() : Status::notFound();
  });
  if (!s.isOk()) return s;
  return sealer_->open(settings);
}

void HostImpl::watchJob(std::string_view job_id, std::string_view website_id, int timeout_ms,
                        std::function<void(seo::sdk::Result<seo::sdk::JobInfo>)> then) {
  job_watcher_.watch(std::string(job_id), std::string(website_id),
                     std::chrono::milliseconds(std::max(timeout_ms, 0)), std::move(then));
}

Status HostImpl::checkOutboundHost(std::string_view field, std::string_view host) {
  return core::checkOutboundHost(field, host, allow_private_addresses_);
}

std::optional<std::string> HostImpl::setting(std::string_view key) {
  auto it = settings_.find(key);
  if (it == settings_.end()) return std::nullopt;
  return it->second;
}

}  // namespace seo::core
