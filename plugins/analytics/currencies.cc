#include "plugins/analytics/currencies.h"

#include <rapidjson/document.h>

#include <set>
#include <string>

#include "plugins/analytics/embedded_text.h"

namespace seo::plugins::analytics {

namespace {

std::set<std::string, std::less<>> readCodes() {
  std::set<std::string, std::less<>> codes;
  rapidjson::Document doc;
  doc.Parse(kIso4217Json.data(), kIso4217Json.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("4217") || !doc["4217"].IsArray()) {
    return codes;  // the build's test (currencies_test) fails on it first
  }
  for (const rapidjson::Value& currency : doc["4217"].GetArray()) {
    if (currency.IsObject() && currency.HasMember("alpha_3") && currency["alpha_3"].IsString()) {
      codes.emplace(currency["alpha_3"].GetString());
    }
  }
  return codes;
}

}  // namespace

bool isCurrencyCode(std::string_view code) {
  static const std::set<std::string, std::less<>> codes = readCodes();
  return codes.find(code) != codes.end();
}

}  // namespace seo::plugins::analytics
