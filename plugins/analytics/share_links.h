// Read-only share links of a website's dashboard, as Plausible has them: a random token (shown
// once, at creation; only its SHA-256 is stored, so a copy of the database opens nothing), a name,
// an optional password (sealed with Secrets::seal, compared in constant time), revocable. A
// link opens the traffic reads of its website, nothing else, through the public routes of
// share_routes.h, which take the token in the X-Share-Token header (never in an address, so it
// stays out of logs) and the password in X-Share-Password.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

inline constexpr std::size_t kMaxShareNameBytes = 100;
inline constexpr std::size_t kMinSharePasswordBytes = 8;
inline constexpr std::size_t kMaxSharePasswordBytes = 200;
inline constexpr std::int64_t kMaxShareLinksPerWebsite = 50;
// Wrong passwords a link takes in a minute before it answers 429 for the rest of it.
inline constexpr int kSharePasswordAttemptsPerMinute = 10;

struct ShareLink {
  std::string id;
  std::string name;
  bool password_protected = false;
  std::string created_at;
  std::optional<std::string> last_used_at;
};

// A new link for `website_id`; its token (hex, 256 bits) in `*token`. Conflict past
// kMaxShareLinksPerWebsite.
seo::sdk::Result<ShareLink> createShareLink(seo::sdk::Host& host, const std::string& website_id,
                                            const std::string& name,
                                            const std::optional<std::string>& password,
                                            std::string* token);
std::vector<ShareLink> listShareLinks(soci::session& sql, const std::string& website_id);
// NotFound unless the link is the website's.
seo::sdk::Status revokeShareLink(seo::sdk::Host& host, const std::string& website_id,
                                 const std::string& id);

// Counts wrong passwords per link, so guessing one costs its owner nothing but that link's
// minute. Thread-safe.
class SharePasswordAttempts {
 public:
  using Clock = std::chrono::steady_clock;
  // False when the link has had its wrong passwords this minute.
  bool allowed(const std::string& link_id, Clock::time_point now);
  void failed(const std::string& link_id, Clock::time_point now);

 private:
  std::mutex mu_;
  std::map<std::string, std::deque<Clock::time_point>> failures_;
};

// The website a request's X-Share-Token opens: 401 without a known token or, for a protected
// link, without its X-Share-Password; 429 after too many wrong passwords.
seo::sdk::Result<std::string> sharedWebsite(seo::sdk::RequestContext& ctx,
                                            SharePasswordAttempts& attempts);

}  // namespace seo::plugins::analytics
