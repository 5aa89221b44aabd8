// A Google Search Console API client that signs in as a service account (the OAuth 2.0 JWT
// bearer flow of RFC 7523, as Google documents it for server-to-server calls) and reads the
// clicks, impressions, CTR and position of each page on each day from searchAnalytics.query.
//
//   Result<ServiceAccount> account = parseServiceAccount(key_file_text);
//   if (!account.isOk()) return account.status();
//   SearchConsoleClient client(http, std::move(account).value());
//   Result<std::vector<SearchConsoleRow>> rows =
//       client.pagesByDay("sc-domain:example.com", "2026-11-01", "2026-11-30");
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/http_client.h"
#include "seo/sdk/status.h"

namespace seo::plugins::analytics {

inline constexpr char kSearchConsoleApiBase[] = "https://www.googleapis.com";
inline constexpr char kGoogleTokenUri[] = "https://oauth2.googleapis.com/token";
// The most rows searchAnalytics.query answers per call.
inline constexpr int kSearchConsoleMaxRowLimit = 25000;

// The parts of a service-account key file the client needs. `private_key_pem` is a secret: it
// never appears in a Status message or a log line.
struct ServiceAccount {
  std::string client_email;
  std::string private_key_pem;  // PKCS#8 PEM, RSA
  std::string token_uri;        // where access tokens are asked for
};

// Reads Google's service-account key file (JSON). `type` must be "service_account";
// `client_email` and `private_key` (an RSA private key in PEM) are required; `token_uri` defaults
// to kGoogleTokenUri. InvalidArgument naming the missing or unusable field otherwise.
seo::sdk::Result<ServiceAccount> parseServiceAccount(std::string_view json);

// One page on one day, as searchAnalytics.query answers it with dimensions [date, page].
struct SearchConsoleRow {
  std::string date;  // YYYY-MM-DD
  std::string page;  // the page's full URL
  std::int64_t clicks = 0, impressions = 0;
  double ctr = 0;       // fraction 0..1
  double position = 0;  // average position, 1 is the top
};

// How a SearchConsoleClient pages and tells time.
struct SearchConsoleOptions {
  // Rows asked per call, 1..kSearchConsoleMaxRowLimit (anything else means the maximum).
  int row_limit = kSearchConsoleMaxRowLimit;
  // Seconds since the epoch; null means the system clock. Tests move it to expire tokens.
  std::function<std::int64_t()> clock;
  // Time-out of each HTTP call; 0 means the host's default.
  int timeout_ms = 0;
};

// Reads Search Console data for the properties the service account is a user of. Keeps the
// access token it gets and reuses it until shortly before it expires.
// Thread-safe: one instance may serve every thread.
class SearchConsoleClient {
 public:
  using Options = SearchConsoleOptions;

  // `http` must outlive the client. `api_base` is the scheme and host the API calls go to
  // (kSearchConsoleApiBase in production); the token calls go to `account.token_uri`.
  SearchConsoleClient(seo::sdk::HttpClient& http, ServiceAccount account,
                      std::string api_base = kSearchConsoleApiBase, Options options = {});

  // Every row of final data with dimensions [date, page] for `site_url` (a property as Search
  // Console names it: "sc-domain:example.com" or "https://example.com/") from `start_date` to
  // `end_date` (YYYY-MM-DD, both included), fetched page by page. An empty list when the
  // property has no data for those days. Fails with
  //   InvalidArgument   a malformed argument (no call is made);
  //   PermissionDenied  Google refused the service account, or it is not a user of the property;
  //   NotFound          Google does not know the property;
  //   Unavailable       Google did not answer, answered 429 or 5xx (retrying may help);
  //   BadGateway        any other error answer, or an answer that cannot be read.
  seo::sdk::Result<std::vector<SearchConsoleRow>> pagesByDay(std::string_view site_url,
                                                             std::string_view start_date,
                                                             std::string_view end_date);

 private:
  // The cached access token, or a fresh one when it is missing or about to expire.
  seo::sdk::Result<std::string> accessToken();
  // Drops the cached token if it still is `token` (the API refused it).
  void forgetToken(const std::string& token);
  seo::sdk::Result<std::string> fetchToken(std::int64_t now, std::int64_t* expires_at);
  // Appends one page of rows to `*rows`; answers how many the page held.
  seo::sdk::Result<std::size_t> queryPage(const std::string& url, std::string_view site_url,
                                          const std::string& body,
                                          std::vector<SearchConsoleRow>* rows);
  std::int64_t now() const;

  seo::sdk::HttpClient& http_;
  const ServiceAccount account_;
  const std::string api_base_;
  const Options options_;

  std::mutex token_mutex_;  // guards the two below; held while a token is fetched
  std::string token_;
  std::int64_t token_expires_at_ = 0;
};

}  // namespace seo::plugins::analytics
