#include "plugins/keywords/rank_settings.h"

#include "plugins/keywords/keywords_values.h"
#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/email_address.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/language_code.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A list of strings as JSON text, as the table keeps competitors and digest_emails.
std::string listText(const std::vector<std::string>& domains) {
  rapidjson::Document doc(rapidjson::kArrayType);
  for (const std::string& d : domains)
    doc.PushBack(seo::sdk::json::string(d, doc.GetAllocator()), doc.GetAllocator());
  return seo::sdk::json::text(doc);
}

std::vector<std::string> listOf(const std::string& text) {
  std::vector<std::string> domains;
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError() || !doc.IsArray()) return domains;
  for (const rapidjson::Value& d : doc.GetArray()) {
    if (d.IsString()) domains.emplace_back(d.GetString(), d.GetStringLength());
  }
  return domains;
}

Result<std::string> countryOf(const rapidjson::Value& v) {
  return countryCode(v.IsString() ? std::string_view(v.GetString(), v.GetStringLength()) : "");
}

Result<std::vector<std::string>> competitorList(const rapidjson::Value& v) {
  if (!v.IsArray() || v.Size() > kMaxCompetitors) {
    return Status::invalidField("competitors", "must be an array of at most " +
                                                   std::to_string(kMaxCompetitors) + " domains");
  }
  std::vector<std::string> domains;
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
    const rapidjson::Value& d = v[i];
    std::string domain =
        d.IsString() ? seo::sdk::ascii::lower(std::string_view(d.GetString(), d.GetStringLength()))
                     : "";
    if (!seo::sdk::isDomainName(domain)) {
      return Status::invalidField("competitors[" + std::to_string(i) + "]",
                                  "must be a domain name such as rival.example");
    }
    bool seen = false;
    for (const std::string& have : domains) seen = seen || have == domain;
    if (!seen) domains.push_back(std::move(domain));
  }
  return domains;
}

Result<std::vector<std::string>> digestEmailList(const rapidjson::Value& v) {
  if (!v.IsArray() || v.Size() > kMaxDigestEmails) {
    return Status::invalidField("digest_emails", "must be an array of at most " +
                                                     std::to_string(kMaxDigestEmails) +
                                                     " e-mail addresses");
  }
  std::vector<std::string> emails;
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
    const std::string at = "digest_emails[" + std::to_string(i) + "]";
    // The SDK's reader of an address member, which trims it and lower-cases its domain.
    rapidjson::Document one(rapidjson::kObjectType);
    one.AddMember("email", rapidjson::Value(v[i], one.GetAllocator()), one.GetAllocator());
    Result<std::optional<std::string>> email = seo::sdk::bodyEmail(one, "email");
    if (!email.isOk() || !email.value()) {
      return Status::invalidField(at, "must be an e-mail address");
    }
    bool seen = false;
    for (const std::string& have : emails) seen = seen || have == *email.value();
    if (!seen) emails.push_back(*email.value());
  }
  return emails;
}

}  // namespace

RankSettings readRankSettings(soci::session& sql, const std::string& website_id,
                              const std::string& website_language) {
  RankSettings s;
  s.language = website_language.empty() ? "en" : website_language;
  std::string competitors, digest_emails;
  long long interval = 0;
  sql << "SELECT country, language, device, competitors, interval_hours, digest_emails FROM "
         "keyword_rank_settings WHERE website_id = :w",
      soci::use(website_id), soci::into(s.country), soci::into(s.language), soci::into(s.device),
      soci::into(competitors), soci::into(interval), soci::into(digest_emails);
  if (!sql.got_data())
    return RankSettings{"US", s.language, "desktop", {}, kDefaultRankIntervalHours, {}};
  s.competitors = listOf(competitors);
  s.interval_hours = interval;
  s.digest_emails = listOf(digest_emails);
  return s;
}

void writeRankSettings(soci::session& sql, const std::string& website_id, const RankSettings& s,
                       const std::string& now) {
  const std::string competitors = listText(s.competitors);
  const std::string digest_emails = listText(s.digest_emails);
  const long long interval = s.interval_hours;
  sql << "INSERT INTO keyword_rank_settings (website_id, country, language, device, competitors, "
         "interval_hours, updated_at, digest_emails) VALUES (:w, :c, :l, :d, :k, :i, :u, :m) ON "
         "CONFLICT (website_id) DO UPDATE SET country = excluded.country, language = "
         "excluded.language, device = excluded.device, competitors = excluded.competitors, "
         "interval_hours = excluded.interval_hours, updated_at = excluded.updated_at, "
         "digest_emails = excluded.digest_emails",
      soci::use(website_id), soci::use(s.country), soci::use(s.language), soci::use(s.device),
      soci::use(competitors), soci::use(interval), soci::use(now), soci::use(digest_emails);
}

Result<RankSettings> changedRankSettings(const rapidjson::Value& body, RankSettings s) {
  SEO_RETURN_IF_ERROR(seo::sdk::bodyOnly(
      body, {"country", "language", "device", "competitors", "interval_hours", "digest_emails"},
      "not a rank-tracking setting (country, language, device, competitors, interval_hours, "
      "digest_emails)"));
  if (body.HasMember("country") && !body["country"].IsNull()) {
    SEO_ASSIGN_OR_RETURN(s.country, countryOf(body["country"]));
  }
  if (body.HasMember("language") && !body["language"].IsNull()) {
    const rapidjson::Value& v = body["language"];
    std::optional<std::string> code =
        v.IsString() ? seo::sdk::languageCode(std::string_view(v.GetString(), v.GetStringLength()))
                     : std::nullopt;
    if (!code) return Status::invalidField("language", seo::sdk::kLanguageCodeRule);
    s.language = *code;
  }
  SEO_ASSIGN_OR_RETURN(s.device, seo::sdk::bodyChoice(body, "device", kRankDevices, s.device));
  if (body.HasMember("competitors") && !body["competitors"].IsNull()) {
    SEO_ASSIGN_OR_RETURN(s.competitors, competitorList(body["competitors"]));
  }
  SEO_ASSIGN_OR_RETURN(s.interval_hours,
                       seo::sdk::bodyInt(body, "interval_hours", s.interval_hours,
                                         kMinRankIntervalHours, kMaxRankIntervalHours));
  if (body.HasMember("digest_emails") && !body["digest_emails"].IsNull()) {
    SEO_ASSIGN_OR_RETURN(s.digest_emails, digestEmailList(body["digest_emails"]));
  }
  return s;
}

rapidjson::Value rankSettingsJson(const RankSettings& s, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("country", seo::sdk::json::string(s.country, a), a);
  v.AddMember("language", seo::sdk::json::string(s.language, a), a);
  v.AddMember("device", seo::sdk::json::string(s.device, a), a);
  rapidjson::Value competitors(rapidjson::kArrayType);
  for (const std::string& d : s.competitors) competitors.PushBack(seo::sdk::json::string(d, a), a);
  v.AddMember("competitors", competitors, a);
  v.AddMember("interval_hours", s.interval_hours, a);
  rapidjson::Value emails(rapidjson::kArrayType);
  for (const std::string& e : s.digest_emails) emails.PushBack(seo::sdk::json::string(e, a), a);
  v.AddMember("digest_emails", emails, a);
  return v;
}

namespace {

// The properties both schemas share, after `country`'s (the answer's upper case, the body's any).
std::string sharedProperties() {
  return R"("language": {"type": "string"},
      "device": )" + kRankDevices.schema() + R"(,
      "competitors": {"type": "array", "maxItems": )" + std::to_string(kMaxCompetitors) + R"(,
                      "items": {"type": "string"}},
      "interval_hours": {"type": "integer", "minimum": )" +
         std::to_string(kMinRankIntervalHours) + R"(, "maximum": )" +
         std::to_string(kMaxRankIntervalHours) + R"(},
      "digest_emails": {"type": "array", "maxItems": )" + std::to_string(kMaxDigestEmails) +
         R"(, "items": {"type": "string", "format": "email"},
        "description": "who gets a weekly digest of the positions; none: no digest"})";
}

}  // namespace

std::string rankSettingsAnswerSchema() {
  return R"({"type": "object", "additionalProperties": false,
      "required": ["country", "language", "device", "competitors", "interval_hours",
                   "digest_emails", "note"],
      "properties": {
      "note": {"type": ["string", "null"],
               "description": "why nothing is checked: no SERP provider is configured"},
      "country": {"type": "string", "pattern": "^[A-Z]{2}$"}, )" +
         sharedProperties() + "}}";
}

std::string rankSettingsBodySchema() {
  return R"({"type": "object", "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "country": {"type": "string", "pattern": "^[A-Za-z]{2}$"}, )" +
         sharedProperties() + "}}";
}

}  // namespace seo::plugins::keywords
