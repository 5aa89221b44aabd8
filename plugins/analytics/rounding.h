// Decimal figures as the analytics reads answer them.
#pragma once

#include <cmath>

namespace seo::plugins::analytics {

// `value` rounded half away from zero to `decimals` places.
inline double roundedTo(double value, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

}  // namespace seo::plugins::analytics
