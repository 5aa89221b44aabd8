#include "core/host/host_impl.h"

#include <openssl/rand.h>

#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/common/log.h"
#include "core/providers/outbound_address.h"
#include "core/tenancy/caller_profile.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Status;

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
      http_(outbound),
      mailer_(outbound),
      providers_(providers),
      settings_(std::move(settings)),
      sealer_(sealer ? std::move(sealer) : ephemeralSealer()),
      allow_private_addresses_(outbound.allow_private_addresses),
      credits_(db, plugins, *this),
      jobs_(db, plugins),
      models_(db, providers_, credits_),
      services_(db, plugins, *this),
      connectors_(db, plugins, sealer_),
      secrets_(sealer_),
      statements_(db),
      events_(plugins, *this) {}

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

seo::sdk::Result<seo::sdk::WebsiteInfo> HostImpl::findWebsiteByDomain(std::string_view domain) {
  // Stored lower case without a trailing dot (tenant_rules.h).
  std::string wanted = seo::sdk::ascii::lower(domain);
  while (!wanted.empty() && wanted.back() == '.') wanted.pop_back();
  seo::sdk::WebsiteInfo site;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT id, organization_id, domain, name, language FROM websites WHERE domain = :d "
           "ORDER BY created_at, id LIMIT 1",
        soci::use(wanted), soci::into(site.id), soci::into(site.organization_id),
        soci::into(site.domain), soci::into(site.name), soci::into(site.language);
    if (!sql.got_data()) return Status::notFound("Resource not found");
    return Status::ok();
  });
  if (!s.isOk()) return s;
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

Status HostImpl::checkOutboundHost(std::string_view field, std::string_view host) {
  return core::checkOutboundHost(field, host, allow_private_addresses_);
}

std::optional<std::string> HostImpl::setting(std::string_view key) {
  auto it = settings_.find(key);
  if (it == settings_.end()) return std::nullopt;
  return it->second;
}

}  // namespace seo::core
