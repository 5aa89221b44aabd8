// What an event says beyond its page: a name other than "pageview", properties and revenue, as
// the tracker, a backend (POST /analytics/events) and Plausible's Events API send them. Limits as
// Plausible documents them: 30 properties, keys up to 300 characters, values up to 2 000 (string,
// number or boolean values, kept as text); a revenue is an amount (a number or a decimal string,
// at most 6 decimals) in an ISO 4217 currency (currencies.h). Anything else is a 400 naming the
// field, never dropped in silence.
//
//   SEO_ASSIGN_OR_RETURN(EventDetails details, readEventDetails(ctx.json()));
//   if (details.isPageview()) ...
#pragma once

#include <rapidjson/document.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The name a pageview has, or is given when the body names none.
inline constexpr std::string_view kPageviewName = "pageview";
inline constexpr std::size_t kMaxEventNameChars = 120;
inline constexpr std::size_t kMaxProps = 30;
inline constexpr std::size_t kMaxPropKeyChars = 300;
inline constexpr std::size_t kMaxPropValueChars = 2000;
// A revenue's amount in millionths: at most 6 decimals, and at most this much either way (a
// sum of millions of them still fits 64 bits).
inline constexpr std::int64_t kRevenueMicrosPerUnit = 1000000;
inline constexpr std::int64_t kMaxRevenueUnits = 1000000000;  // 10^9

struct Revenue {
  std::int64_t micros = 0;  // the amount times 10^6, exact
  std::string currency;     // ISO 4217, upper case
};

struct EventDetails {
  std::string name{kPageviewName};
  std::vector<std::pair<std::string, std::string>> props;  // in the body's order, keys unique
  std::optional<Revenue> revenue;
  bool interactive = true;  // false: an event that does not count as the visitor's doing

  bool isPageview() const { return name == kPageviewName; }
};

// The body's `name`, `props`, `revenue` and `interactive` (each optional: a body with none of
// them is a pageview). A pageview carries no revenue.
seo::sdk::Result<EventDetails> readEventDetails(const rapidjson::Value& body);

// An event's name: 1 to kMaxEventNameChars characters; the rule as a 400 states it.
bool isEventName(std::string_view name);
std::string eventNameRule();

// An amount as JSON gives it (a number, or a decimal string such as "29.99") in millionths;
// nullopt when it is not one or is out of range.
std::optional<std::int64_t> revenueMicros(const rapidjson::Value& amount);

}  // namespace seo::plugins::analytics
