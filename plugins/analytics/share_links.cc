#include "plugins/analytics/share_links.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kTokenBytes = 32;
constexpr std::size_t kMaxTokenChars = 2 * kTokenBytes;

std::string hex(const unsigned char* bytes, std::size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(size * 2);
  for (std::size_t i = 0; i < size; ++i) {
    out.push_back(kDigits[bytes[i] >> 4]);
    out.push_back(kDigits[bytes[i] & 15]);
  }
  return out;
}

std::string sha256Hex(std::string_view text) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  EVP_Digest(text.data(), text.size(), digest, &size, EVP_sha256(), nullptr);
  return hex(digest, size);
}

// The share page (share.js) tells these apart by their first words.
Status notALink() {
  return Status::unauthenticated(
      "Not a share link: revoked or mistyped (the X-Share-Token header holds a link's token)");
}
Status needsPassword() {
  return Status::unauthenticated("Password needed: this shared dashboard has one (X-Share-Password)");
}
Status wrongPassword() {
  return Status::unauthenticated("Wrong password for this shared dashboard");
}

}  // namespace

Result<ShareLink> createShareLink(seo::sdk::Host& host, const std::string& website_id,
                                  const std::string& name,
                                  const std::optional<std::string>& password,
                                  std::string* token) {
  unsigned char bytes[kTokenBytes];
  if (RAND_bytes(bytes, sizeof bytes) != 1) return Status::internal("no random bytes for a token");
  *token = hex(bytes, sizeof bytes);
  std::optional<std::string> sealed;
  if (password) {
    SEO_ASSIGN_OR_RETURN(sealed, host.secrets().seal(*password));
  }
  ShareLink link{host.newId(), name, password.has_value(), host.now(), std::nullopt};
  const std::string token_hash = sha256Hex(*token);
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    long long count = 0;
    sql << "SELECT COUNT(*) FROM analytics_share_links WHERE website_id = :w",
        soci::use(website_id), soci::into(count);
    if (count >= kMaxShareLinksPerWebsite) {
      return Status::conflict("A website has at most " + std::to_string(kMaxShareLinksPerWebsite) +
                              " share links: revoke one first");
    }
    sql << "INSERT INTO analytics_share_links (id, website_id, token_hash, name, password, "
           "created_at) VALUES (:i, :w, :t, :n, :p, :c)",
        soci::use(link.id), soci::use(website_id), soci::use(token_hash), soci::use(name),
        soci::use(sealed), soci::use(link.created_at);
    return Status::ok();
  }));
  return link;
}

std::vector<ShareLink> listShareLinks(soci::session& sql, const std::string& website_id) {
  std::vector<ShareLink> links;
  ShareLink link;
  int is_protected = 0;
  soci::statement st =
      (sql.prepare << "SELECT id, name, CASE WHEN password IS NULL THEN 0 ELSE 1 END, "
                      "created_at, last_used_at FROM analytics_share_links WHERE website_id = :w "
                      "ORDER BY created_at, id",
       soci::use(website_id), soci::into(link.id), soci::into(link.name),
       soci::into(is_protected), soci::into(link.created_at), soci::into(link.last_used_at));
  st.execute();
  while (st.fetch()) {
    link.password_protected = is_protected != 0;
    links.push_back(link);
  }
  return links;
}

Status revokeShareLink(seo::sdk::Host& host, const std::string& website_id,
                       const std::string& id) {
  return host.withTransaction([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "DELETE FROM analytics_share_links WHERE id = :i AND "
                                         "website_id = :w",
                          soci::use(id), soci::use(website_id));
    st.execute(true);
    return st.get_affected_rows() > 0 ? Status::ok() : Status::notFound("Share link not found");
  });
}

bool SharePasswordAttempts::allowed(const std::string& link_id, Clock::time_point now) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = failures_.find(link_id);
  if (it == failures_.end()) return true;
  while (!it->second.empty() && now - it->second.front() > std::chrono::minutes(1)) {
    it->second.pop_front();
  }
  if (it->second.empty()) {
    failures_.erase(it);
    return true;
  }
  return it->second.size() < static_cast<std::size_t>(kSharePasswordAttemptsPerMinute);
}

void SharePasswordAttempts::failed(const std::string& link_id, Clock::time_point now) {
  std::lock_guard<std::mutex> lock(mu_);
  failures_[link_id].push_back(now);
}

Result<std::string> sharedWebsite(seo::sdk::RequestContext& ctx,
                                  SharePasswordAttempts& attempts) {
  std::optional<std::string_view> token = ctx.header("x-share-token");
  if (!token || token->empty() || token->size() > kMaxTokenChars) return notALink();
  const std::string token_hash = sha256Hex(*token);
  std::string id, website_id;
  std::optional<std::string> sealed;
  bool found = false;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    sql << "SELECT id, website_id, password FROM analytics_share_links WHERE token_hash = :t",
        soci::use(token_hash), soci::into(id), soci::into(website_id), soci::into(sealed);
    found = sql.got_data();
    return Status::ok();
  }));
  if (!found) return notALink();
  if (sealed) {
    const auto now = SharePasswordAttempts::Clock::now();
    if (!attempts.allowed(id, now)) {
      return Status::tooManyRequests("Too many wrong passwords for this shared dashboard: wait a "
                                     "minute");
    }
    SEO_ASSIGN_OR_RETURN(std::string password, ctx.host->secrets().open(*sealed));
    // No password yet is the page asking for one, not a guess.
    std::optional<std::string_view> given = ctx.header("x-share-password");
    if (!given) return needsPassword();
    const bool same = given->size() == password.size() &&
                      CRYPTO_memcmp(given->data(), password.data(), password.size()) == 0;
    if (!same) {
      attempts.failed(id, now);
      return wrongPassword();
    }
  }
  // When it was last opened, at most once a minute per link: reads stay reads.
  const std::string now = ctx.host->now();
  const std::string minute_ago = now.substr(0, 16);
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    sql << "UPDATE analytics_share_links SET last_used_at = :n WHERE id = :i AND "
           "(last_used_at IS NULL OR SUBSTR(last_used_at, 1, 16) < :m)",
        soci::use(now), soci::use(id), soci::use(minute_ago);
    return Status::ok();
  }));
  return website_id;
}

}  // namespace seo::plugins::analytics
