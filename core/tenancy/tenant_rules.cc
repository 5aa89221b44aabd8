#include "core/tenancy/tenant_rules.h"

#include <optional>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/email_address.h"
#include "seo/sdk/util/language_code.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxNameChars = 200;
constexpr const char* kNameRule = "must be 1 to 200 characters on one line";

bool hasControlCharacter(std::string_view text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return true;
  }
  return false;
}

}  // namespace

Result<std::string> optionalName(std::string_view text, const std::string& field) {
  std::string_view name = seo::sdk::ascii::trim(text);
  if (name.empty()) return std::string();
  if (!seo::sdk::utf8::isCleanText(name) || hasControlCharacter(name) ||
      seo::sdk::utf8::characterCount(name) > kMaxNameChars) {
    return Status::invalidField(field, kNameRule);
  }
  return std::string(name);
}

Result<std::string> requiredName(std::string_view text, const std::string& field) {
  Result<std::string> name = optionalName(text, field);
  if (name.isOk() && name.value().empty()) return Status::invalidField(field, kNameRule);
  return name;
}

Result<std::string> emailAddress(std::string_view text, const std::string& field) {
  std::string address = seo::sdk::ascii::lower(seo::sdk::ascii::trim(text));
  if (!seo::sdk::isEmailAddress(address)) {
    return Status::invalidField(field, "must be an email address");
  }
  return address;
}

Result<std::string> websiteDomain(std::string_view text, const std::string& field) {
  std::string domain = seo::sdk::ascii::lower(seo::sdk::ascii::trim(text));
  if (!seo::sdk::isDomainName(domain)) {
    return Status::invalidField(field, "must be a host name such as example.com");
  }
  return domain;
}

Result<std::string> websiteLanguage(std::string_view text, const std::string& field) {
  std::optional<std::string> code = seo::sdk::languageCode(seo::sdk::ascii::trim(text));
  if (!code) return Status::invalidField(field, seo::sdk::kLanguageCodeRule);
  return *code;
}

}  // namespace seo::core
