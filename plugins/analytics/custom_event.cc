#include "plugins/analytics/custom_event.h"

#include <cmath>
#include <set>

#include "plugins/analytics/currencies.h"
#include "plugins/analytics/stored_text.h"
#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string charactersMessage(std::size_t max_chars) {
  return "must be a non-empty string of at most " + std::to_string(max_chars) + " characters";
}

bool fits(std::string_view text, std::size_t max_chars) {
  return !text.empty() && seo::sdk::utf8::characterCount(text) <= max_chars;
}

bool fits(const rapidjson::Value& text, std::size_t max_chars) {
  return fits(std::string_view(text.GetString(), text.GetStringLength()), max_chars);
}

// A property's value as text: strings as they are, numbers as JSON writes them, booleans as
// "true" and "false".
std::optional<std::string> propText(const rapidjson::Value& value) {
  if (value.IsString()) return std::string(value.GetString(), value.GetStringLength());
  if (value.IsBool()) return std::string(value.GetBool() ? "true" : "false");
  if (value.IsInt64()) return std::to_string(value.GetInt64());
  if (value.IsUint64()) return std::to_string(value.GetUint64());
  if (value.IsDouble()) {
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", value.GetDouble());
    return std::string(text);
  }
  return std::nullopt;
}

Result<std::vector<std::pair<std::string, std::string>>> readProps(const rapidjson::Value& body) {
  std::vector<std::pair<std::string, std::string>> props;
  if (!body.HasMember("props") || body["props"].IsNull()) return props;
  const rapidjson::Value& given = body["props"];
  if (!given.IsObject()) return Status::invalidField("props", "must be an object");
  if (given.MemberCount() > kMaxProps) {
    return Status::invalidField("props", "at most " + std::to_string(kMaxProps) + " properties");
  }
  std::set<std::string> seen;
  for (const auto& member : given.GetObject()) {
    std::string key(member.name.GetString(), member.name.GetStringLength());
    if (!fits(member.name, kMaxPropKeyChars)) {
      return Status::invalidField("props", "a key " + charactersMessage(kMaxPropKeyChars));
    }
    const std::string field = "props." + key;
    std::optional<std::string> value = propText(member.value);
    if (!value) return Status::invalidField(field, "must be a string, a number or a boolean");
    if (value->empty() || seo::sdk::utf8::characterCount(*value) > kMaxPropValueChars) {
      return Status::invalidField(field, charactersMessage(kMaxPropValueChars));
    }
    if (!seen.insert(key).second) return Status::invalidField(field, "is given twice");
    // Kept within the bounds of what is indexed (stored_text.h).
    props.emplace_back(storedText(key, kMaxStoredPropKeyBytes),
                       storedText(*value, kMaxStoredPropValueBytes));
  }
  return props;
}

Result<std::optional<Revenue>> readRevenue(const rapidjson::Value& body) {
  if (!body.HasMember("revenue") || body["revenue"].IsNull()) return std::optional<Revenue>();
  const rapidjson::Value& given = body["revenue"];
  if (!given.IsObject()) return Status::invalidField("revenue", "must be an object");
  if (!given.HasMember("currency") || given["currency"].IsNull()) {
    return Status::missingField("revenue.currency");
  }
  if (!given["currency"].IsString() ||
      !isCurrencyCode({given["currency"].GetString(), given["currency"].GetStringLength()})) {
    return Status::invalidField("revenue.currency",
                                "must be an ISO 4217 currency code in upper case, such as EUR");
  }
  if (!given.HasMember("amount") || given["amount"].IsNull()) {
    return Status::missingField("revenue.amount");
  }
  std::optional<std::int64_t> micros = revenueMicros(given["amount"]);
  if (!micros) {
    return Status::invalidField("revenue.amount",
                                "must be a number (or a decimal string) of at most 6 decimals "
                                "between -10^9 and 10^9");
  }
  return std::optional<Revenue>(Revenue{*micros, given["currency"].GetString()});
}

}  // namespace

bool isEventName(std::string_view name) { return fits(name, kMaxEventNameChars); }

std::string eventNameRule() { return charactersMessage(kMaxEventNameChars); }

std::optional<std::int64_t> revenueMicros(const rapidjson::Value& amount) {
  constexpr std::int64_t kMax = kMaxRevenueUnits * kRevenueMicrosPerUnit;
  if (amount.IsInt64()) {
    std::int64_t units = amount.GetInt64();
    if (units < -kMaxRevenueUnits || units > kMaxRevenueUnits) return std::nullopt;
    return units * kRevenueMicrosPerUnit;
  }
  if (amount.IsNumber()) {
    double value = amount.GetDouble();
    if (!std::isfinite(value) || std::fabs(value) > static_cast<double>(kMaxRevenueUnits)) {
      return std::nullopt;
    }
    // A binary fraction rounds to the nearest millionth: 29.99 is 29990000.
    return static_cast<std::int64_t>(std::llround(value * kRevenueMicrosPerUnit));
  }
  if (!amount.IsString()) return std::nullopt;
  // A decimal string is read exactly: [-]digits[.digits], at most 6 decimals.
  std::string_view text(amount.GetString(), amount.GetStringLength());
  bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::size_t dot = text.find('.');
  std::string_view whole = text.substr(0, dot);
  std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
  if (whole.empty() || whole.size() > 10 || fraction.size() > 6 ||
      (dot != std::string_view::npos && fraction.empty())) {
    return std::nullopt;
  }
  std::int64_t micros = 0;
  for (char c : whole) {
    if (c < '0' || c > '9') return std::nullopt;
    micros = micros * 10 + (c - '0');
  }
  std::int64_t scale = kRevenueMicrosPerUnit;
  micros *= scale;
  for (char c : fraction) {
    if (c < '0' || c > '9') return std::nullopt;
    scale /= 10;
    micros += (c - '0') * scale;
  }
  if (micros > kMax) return std::nullopt;
  return negative ? -micros : micros;
}

Result<EventDetails> readEventDetails(const rapidjson::Value& body) {
  EventDetails details;
  if (body.HasMember("name") && !body["name"].IsNull()) {
    const rapidjson::Value& name = body["name"];
    if (!name.IsString() || !isEventName({name.GetString(), name.GetStringLength()})) {
      return Status::invalidField("name", eventNameRule());
    }
    details.name.assign(name.GetString(), name.GetStringLength());
  }
  SEO_ASSIGN_OR_RETURN(details.props, readProps(body));
  SEO_ASSIGN_OR_RETURN(details.revenue, readRevenue(body));
  if (details.revenue && details.isPageview()) {
    return Status::invalidField("revenue", "a pageview carries no revenue; name the event");
  }
  if (body.HasMember("interactive") && !body["interactive"].IsNull()) {
    if (!body["interactive"].IsBool()) {
      return Status::invalidField("interactive", "must be a boolean");
    }
    details.interactive = body["interactive"].GetBool();
  }
  return details;
}

}  // namespace seo::plugins::analytics
