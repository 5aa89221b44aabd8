// Reading a number from a soci::row whatever type the backend reports for the column: SQLite
// gives an expression (COUNT(*), SUM, CAST) whatever it saw first, text included, and PostgreSQL
// an int4, int8 or numeric by the expression. NULL reads as 0.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace seo::core {

inline std::int64_t integerAt(const soci::row& r, std::size_t i) {
  if (r.get_indicator(i) == soci::i_null) return 0;
  switch (r.get_properties(i).get_data_type()) {
    case soci::dt_integer:
      return r.get<int>(i);
    case soci::dt_long_long:
      return r.get<long long>(i);
    case soci::dt_unsigned_long_long:
      return static_cast<std::int64_t>(r.get<unsigned long long>(i));
    case soci::dt_double:
      return static_cast<std::int64_t>(r.get<double>(i));
    case soci::dt_string:
      return std::strtoll(r.get<std::string>(i).c_str(), nullptr, 10);
    default:
      return 0;
  }
}

}  // namespace seo::core
