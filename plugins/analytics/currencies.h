// The currencies a revenue may be in: the ISO 4217 codes of Debian's iso-codes data set
// (/usr/share/iso-codes/json/iso_4217.json, compiled in at build time), not a hand-made list.
#pragma once

#include <string_view>

namespace seo::plugins::analytics {

// Whether `code` is a current ISO 4217 alphabetic code ("EUR"; upper case only). Thread-safe.
bool isCurrencyCode(std::string_view code);

}  // namespace seo::plugins::analytics
