// Google Ads location codes of countries, as DataForSEO's `location_code` takes them: a country's
// code is 2000 plus its ISO 3166-1 numeric code (US 2840, GB 2826, DE 2276, FR 2250).
#pragma once

#include <optional>
#include <string_view>

namespace seo::core {

// The location code of the country `alpha2` (ISO 3166-1 alpha-2, any case), or nullopt when it
// names no ISO 3166-1 country. Thread-safe: reads a constant table.
std::optional<int> countryLocationCode(std::string_view alpha2);

}  // namespace seo::core
