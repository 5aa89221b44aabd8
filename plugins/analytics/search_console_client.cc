#include "plugins/analytics/search_console_client.h"

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cctype>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/base64.h"
#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/peer_failure.h"

namespace seo::plugins::analytics {

using seo::sdk::OutboundRequest;
using seo::sdk::OutboundResponse;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::member;
using seo::sdk::json::stringMember;

namespace {

constexpr char kScope[] = "https://www.googleapis.com/auth/webmasters.readonly";
constexpr char kJwtHeader[] = R"({"alg":"RS256","typ":"JWT"})";
// The grant type urn:ietf:params:oauth:grant-type:jwt-bearer, form-encoded. The assertion after
// it needs no encoding: base64url and dots only.
constexpr char kGrantPrefix[] =
    "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=";
// Google accepts assertions that live at most an hour.
constexpr std::int64_t kAssertionSeconds = 3600;
// A token this close to its expiry is replaced, so it cannot expire on its way to Google.
constexpr std::int64_t kRefreshMarginSeconds = 60;

using KeyPtr = std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)>;

// The RSA key in `pem`, or null. OpenSSL's error queue is cleared: its entries would describe
// the key to whoever logs them next.
KeyPtr readRsaKey(const std::string& pem) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(
      BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())), BIO_free);
  KeyPtr key(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr) : nullptr,
             EVP_PKEY_free);
  ERR_clear_error();
  if (key && !EVP_PKEY_is_a(key.get(), "RSA")) key.reset();
  return key;
}

// RSASSA-PKCS1-v1_5 with SHA-256 (JWS "RS256") of `input`.
Result<std::string> signRs256(const std::string& pem, const std::string& input) {
  KeyPtr key = readRsaKey(pem);
  if (!key) return Status::invalidField("private_key", "not an RSA private key in PEM");
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  std::size_t size = 0;
  std::string signature;
  bool ok = ctx && EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) == 1 &&
            EVP_DigestSign(ctx.get(), nullptr, &size,
                           reinterpret_cast<const unsigned char*>(input.data()), input.size()) == 1;
  if (ok) {
    signature.resize(size);
    ok = EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(signature.data()), &size,
                        reinterpret_cast<const unsigned char*>(input.data()), input.size()) == 1;
    signature.resize(size);
  }
  ERR_clear_error();
  if (!ok) return Status::internal("signing the service-account assertion failed");
  return signature;
}

std::string claimsJson(const ServiceAccount& account, std::int64_t now) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartObject();
  w.Key("iss");
  w.String(account.client_email.c_str(), static_cast<unsigned>(account.client_email.size()));
  w.Key("scope");
  w.String(kScope);
  w.Key("aud");
  w.String(account.token_uri.c_str(), static_cast<unsigned>(account.token_uri.size()));
  w.Key("iat");
  w.Int64(now);
  w.Key("exp");
  w.Int64(now + kAssertionSeconds);
  w.EndObject();
  return buf.GetString();
}

std::string queryJson(std::string_view start_date, std::string_view end_date, int row_limit,
                      std::int64_t start_row) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartObject();
  w.Key("startDate");
  w.String(start_date.data(), static_cast<unsigned>(start_date.size()));
  w.Key("endDate");
  w.String(end_date.data(), static_cast<unsigned>(end_date.size()));
  w.Key("dimensions");
  w.StartArray();
  w.String("date");
  w.String("page");
  w.EndArray();
  w.Key("rowLimit");
  w.Int(row_limit);
  w.Key("startRow");
  w.Int64(start_row);
  w.Key("dataState");
  w.String("final");  // days still being processed would change after we store them
  w.EndObject();
  return buf.GetString();
}

// `text` with everything but RFC 3986's unreserved characters percent-encoded, so a property
// such as "https://example.com/" stays one path segment.
std::string percentEncoded(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : text) {
    auto u = static_cast<unsigned char>(c);
    bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out += c;
    } else {
      out += '%';
      out += kHex[u >> 4];
      out += kHex[u & 0xF];
    }
  }
  return out;
}

bool isDate(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  int month = (text[5] - '0') * 10 + (text[6] - '0');
  int day = (text[8] - '0') * 10 + (text[9] - '0');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// A JSON number with no fraction that fits, as Google may write counts as doubles.
std::optional<std::int64_t> wholeNumber(const rapidjson::Value* v) {
  if (v == nullptr || !v->IsNumber()) return std::nullopt;
  if (v->IsInt64()) return v->GetInt64();
  double d = v->GetDouble();
  if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9.0e15) return std::nullopt;
  return static_cast<std::int64_t>(d);
}

// The reason in a Google error answer: "error: error_description" from the token endpoint,
// "STATUS: message" from an API; empty when the answer has neither.
std::string googleReason(const std::string& body) {
  rapidjson::Document doc;
  doc.Parse(body.c_str(), body.size());
  if (doc.HasParseError()) return "";
  const rapidjson::Value* error = member(doc, "error");
  if (error && error->IsString()) {
    std::string description = stringMember(doc, "error_description");
    return error->GetString() + (description.empty() ? "" : ": " + description);
  }
  if (error && error->IsObject()) {
    std::string status = stringMember(*error, "status");
    std::string message = stringMember(*error, "message");
    return status + (status.empty() || message.empty() ? "" : ": ") + message;
  }
  return "";
}

std::string answered(const OutboundResponse& response) {
  std::string reason = googleReason(response.body);
  return (reason.empty() ? "" : reason + " ") + "(HTTP " + std::to_string(response.status) + ")";
}

// No answer from `who`: worth a retry when the network failed, not when the answer was unusable.
Status transportError(const Status& failure, const std::string& who) {
  Status told = seo::sdk::peerFailure(failure, who);
  if (told.code() == seo::sdk::Code::Unavailable) return told;
  return Status::badGateway(told.message());
}

Status tokenError(const OutboundResponse& response, const std::string& email) {
  std::string text = "Google's token endpoint ";
  if (response.status == 400 || response.status == 401) {
    return Status::permissionDenied(text + "refused the service account " + email + ": " +
                                    answered(response));
  }
  if (response.status == 429 || response.status >= 500) {
    return Status::unavailable(text + "answered " + answered(response));
  }
  return Status::badGateway(text + "answered " + answered(response));
}

Status apiError(const OutboundResponse& response, std::string_view site, const std::string& email) {
  std::string text = "Search Console ";
  std::string property(site);
  switch (response.status) {
    case 401:
    case 403:
      return Status::permissionDenied(text + "refused the service account " + email +
                                      " access to " + property + ": " + answered(response));
    case 404:
      return Status::notFound(text + "does not know the property " + property + ": " +
                              answered(response));
    default:
      break;
  }
  if (response.status == 429 || response.status >= 500) {
    return Status::unavailable(text + "answered " + answered(response));
  }
  return Status::badGateway(text + "answered " + answered(response) + " for " + property);
}

std::optional<SearchConsoleRow> rowOf(const rapidjson::Value& item) {
  const rapidjson::Value* keys = member(item, "keys");
  if (keys == nullptr || !keys->IsArray() || keys->Size() != 2 || !(*keys)[0].IsString() ||
      !(*keys)[1].IsString()) {
    return std::nullopt;
  }
  SearchConsoleRow row;
  row.date.assign((*keys)[0].GetString(), (*keys)[0].GetStringLength());
  row.page.assign((*keys)[1].GetString(), (*keys)[1].GetStringLength());
  std::optional<std::int64_t> clicks = wholeNumber(member(item, "clicks"));
  std::optional<std::int64_t> impressions = wholeNumber(member(item, "impressions"));
  const rapidjson::Value* ctr = member(item, "ctr");
  const rapidjson::Value* position = member(item, "position");
  if (!isDate(row.date) || !clicks || *clicks < 0 || !impressions || *impressions < 0 || !ctr ||
      !ctr->IsNumber() || !position || !position->IsNumber()) {
    return std::nullopt;
  }
  row.clicks = *clicks;
  row.impressions = *impressions;
  row.ctr = ctr->GetDouble();
  row.position = position->GetDouble();
  return row;
}

// Appends the rows of a 200 answer; a missing `rows` is a page without data.
Result<std::size_t> appendRows(const std::string& body, std::vector<SearchConsoleRow>* rows) {
  rapidjson::Document doc;
  doc.Parse(body.c_str(), body.size());
  if (doc.HasParseError() || !doc.IsObject()) {
    return Status::badGateway("Search Console answered something other than a JSON object");
  }
  const rapidjson::Value* list = member(doc, "rows");
  if (list == nullptr) return std::size_t{0};
  if (!list->IsArray())
    return Status::badGateway("Search Console answered a `rows` that is not an array");
  for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
    std::optional<SearchConsoleRow> row = rowOf((*list)[i]);
    if (!row) {
      return Status::badGateway("Search Console answered an unreadable rows[" + std::to_string(i) +
                                "] (keys [date, page], counts and figures expected)");
    }
    rows->push_back(std::move(*row));
  }
  return std::size_t{list->Size()};
}

std::string withoutTrailingSlash(std::string text) {
  while (!text.empty() && text.back() == '/') text.pop_back();
  return text;
}

SearchConsoleOptions checked(SearchConsoleOptions options) {
  if (options.row_limit < 1 || options.row_limit > kSearchConsoleMaxRowLimit) {
    options.row_limit = kSearchConsoleMaxRowLimit;
  }
  return options;
}

}  // namespace

Result<ServiceAccount> parseServiceAccount(std::string_view json) {
  rapidjson::Document doc;
  doc.Parse(json.data(), json.size());
  if (doc.HasParseError() || !doc.IsObject()) {
    return Status::invalidArgument("Invalid service account key: not a JSON object");
  }
  const rapidjson::Value* type = member(doc, "type");
  if (type == nullptr) return Status::missingField("type");
  if (stringMember(doc, "type") != "service_account") {
    return Status::invalidField("type", "must be \"service_account\"");
  }
  ServiceAccount account;
  account.client_email = stringMember(doc, "client_email");
  if (account.client_email.empty()) return Status::missingField("client_email");
  account.private_key_pem = stringMember(doc, "private_key");
  if (account.private_key_pem.empty()) return Status::missingField("private_key");
  if (!readRsaKey(account.private_key_pem)) {
    return Status::invalidField("private_key", "not an RSA private key in PEM");
  }
  account.token_uri = stringMember(doc, "token_uri");
  if (account.token_uri.empty()) account.token_uri = kGoogleTokenUri;
  return account;
}

SearchConsoleClient::SearchConsoleClient(seo::sdk::HttpClient& http, ServiceAccount account,
                                         std::string api_base, Options options)
    : http_(http),
      account_(std::move(account)),
      api_base_(withoutTrailingSlash(std::move(api_base))),
      options_(checked(std::move(options))) {}

std::int64_t SearchConsoleClient::now() const {
  if (options_.clock) return options_.clock();
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

Result<std::string> SearchConsoleClient::accessToken() {
  std::lock_guard<std::mutex> lock(token_mutex_);
  std::int64_t at = now();
  if (!token_.empty() && at < token_expires_at_ - kRefreshMarginSeconds) return token_;
  std::int64_t expires_at = 0;
  Result<std::string> fresh = fetchToken(at, &expires_at);
  if (!fresh.isOk()) return fresh.status();
  token_ = fresh.value();
  token_expires_at_ = expires_at;
  return fresh;
}

void SearchConsoleClient::forgetToken(const std::string& token) {
  std::lock_guard<std::mutex> lock(token_mutex_);
  if (token_ == token) token_.clear();
}

Result<std::string> SearchConsoleClient::fetchToken(std::int64_t now, std::int64_t* expires_at) {
  namespace base64 = seo::sdk::base64;
  std::string signing_input =
      base64::encodeUrl(kJwtHeader) + "." + base64::encodeUrl(claimsJson(account_, now));
  Result<std::string> signature = signRs256(account_.private_key_pem, signing_input);
  if (!signature.isOk()) return signature.status();
  OutboundRequest request;
  request.method = "POST";
  request.url = account_.token_uri;
  request.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
  request.body = kGrantPrefix + signing_input + "." + base64::encodeUrl(signature.value());
  request.timeout_ms = options_.timeout_ms;
  Result<OutboundResponse> response = http_.send(request);
  if (!response.isOk()) return transportError(response.status(), "Google's token endpoint");
  if (response.value().status != 200) return tokenError(response.value(), account_.client_email);

  rapidjson::Document doc;
  doc.Parse(response.value().body.c_str(), response.value().body.size());
  std::string token = doc.HasParseError() ? "" : stringMember(doc, "access_token");
  std::string type = doc.HasParseError() ? "" : stringMember(doc, "token_type");
  type = seo::sdk::ascii::lower(std::move(type));
  const rapidjson::Value* lifetime = doc.HasParseError() ? nullptr : member(doc, "expires_in");
  std::optional<std::int64_t> seconds = lifetime ? wholeNumber(lifetime) : kAssertionSeconds;
  if (token.empty() || type != "bearer" || !seconds || *seconds <= 0) {
    return Status::badGateway(
        "Google's token endpoint answered no usable {access_token, expires_in, token_type}");
  }
  *expires_at = now + *seconds;
  return token;
}

Result<std::size_t> SearchConsoleClient::queryPage(const std::string& url,
                                                   std::string_view site_url,
                                                   const std::string& body,
                                                   std::vector<SearchConsoleRow>* rows) {
  for (int attempt = 1;; ++attempt) {
    Result<std::string> token = accessToken();
    if (!token.isOk()) return token.status();
    OutboundRequest request;
    request.method = "POST";
    request.url = url;
    request.headers = {{"Authorization", "Bearer " + token.value()},
                       {"Content-Type", "application/json"}};
    request.body = body;
    request.timeout_ms = options_.timeout_ms;
    Result<OutboundResponse> response = http_.send(request);
    if (!response.isOk()) return transportError(response.status(), "Search Console");
    if (response.value().status == 401 && attempt == 1) {
      // A token may be revoked before its expiry: one more try with a fresh one.
      forgetToken(token.value());
      continue;
    }
    if (response.value().status != 200) {
      return apiError(response.value(), site_url, account_.client_email);
    }
    return appendRows(response.value().body, rows);
  }
}

Result<std::vector<SearchConsoleRow>> SearchConsoleClient::pagesByDay(std::string_view site_url,
                                                                      std::string_view start_date,
                                                                      std::string_view end_date) {
  if (site_url.empty()) return Status::missingField("site_url");
  if (!isDate(start_date)) return Status::invalidField("start_date", "must be a YYYY-MM-DD date");
  if (!isDate(end_date)) return Status::invalidField("end_date", "must be a YYYY-MM-DD date");
  if (end_date < start_date) return Status::invalidField("end_date", "is before start_date");
  std::string url =
      api_base_ + "/webmasters/v3/sites/" + percentEncoded(site_url) + "/searchAnalytics/query";
  std::vector<SearchConsoleRow> rows;
  std::int64_t start_row = 0;
  while (true) {
    std::string body = queryJson(start_date, end_date, options_.row_limit, start_row);
    Result<std::size_t> got = queryPage(url, site_url, body, &rows);
    if (!got.isOk()) return got.status();
    // A short page is the last one.
    if (got.value() < static_cast<std::size_t>(options_.row_limit)) return rows;
    start_row += static_cast<std::int64_t>(got.value());
  }
}

}  // namespace seo::plugins::analytics
