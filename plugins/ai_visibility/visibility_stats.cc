#include "plugins/ai_visibility/visibility_stats.h"

#include <algorithm>
#include <cmath>

namespace seo::plugins::ai_visibility {

namespace {

constexpr double kZ95 = 1.959963984540054;

// Two-sided 97.5% quantiles of Student's t for 1..30 degrees of freedom.
constexpr double kT975[] = {12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912,
                            2.364624,  2.306004, 2.262157, 2.228139, 2.200985, 2.178813,
                            2.160369,  2.144787, 2.131450, 2.119905, 2.109816, 2.100922,
                            2.093024,  2.085963, 2.079614, 2.073873, 2.068658, 2.063899,
                            2.059539,  2.055529, 2.051831, 2.048407, 2.045230, 2.042272};

double t975(std::int64_t degrees_of_freedom) {
  constexpr std::int64_t kTableSize = sizeof(kT975) / sizeof(kT975[0]);
  if (degrees_of_freedom >= 1 && degrees_of_freedom <= kTableSize) {
    return kT975[degrees_of_freedom - 1];
  }
  return 1.96;  // t(31) = 2.04, t(120) = 1.98: at most 4 % narrower than the exact quantile
}

}  // namespace

Interval wilsonInterval(std::int64_t successes, std::int64_t n) {
  if (n <= 0) {
    return {};
  }
  successes = std::clamp<std::int64_t>(successes, 0, n);
  const double trials = static_cast<double>(n);
  const double p = static_cast<double>(successes) / trials;
  const double z2 = kZ95 * kZ95;
  const double denominator = 1 + z2 / trials;
  const double center = (p + z2 / (2 * trials)) / denominator;
  const double half_width =
      kZ95 * std::sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator;
  Interval interval{std::max(0.0, center - half_width), std::min(1.0, center + half_width)};
  // The bounds at 0 and n are exact; rounding would leave them a hair off.
  if (successes == 0) {
    interval.low = 0;
  }
  if (successes == n) {
    interval.high = 1;
  }
  return interval;
}

MeanEstimate meanEstimate(double sum, double sum_of_squares, std::int64_t n) {
  MeanEstimate estimate;
  if (n <= 0) {
    return estimate;
  }
  const double count = static_cast<double>(n);
  estimate.n = n;
  estimate.mean = sum / count;
  estimate.interval = {estimate.mean, estimate.mean};
  if (n == 1) {
    return estimate;
  }
  // Cancellation can leave a tiny negative for identical values.
  const double variance = std::max(0.0, (sum_of_squares - sum * sum / count) / (count - 1));
  const double half_width = t975(n - 1) * std::sqrt(variance / count);
  estimate.interval = {estimate.mean - half_width, estimate.mean + half_width};
  return estimate;
}

void StabilityTally::add(std::int64_t samples, std::int64_t present) {
  if (samples < 2) {
    return;
  }
  present = std::clamp<std::int64_t>(present, 0, samples);
  disagreeing_pairs_ += present * (samples - present);
  pairs_ += samples * (samples - 1) / 2;
  ++groups_;
}

double StabilityTally::flipRate() const {
  if (pairs_ == 0) {
    return 0;
  }
  return static_cast<double>(disagreeing_pairs_) / static_cast<double>(pairs_);
}

}  // namespace seo::plugins::ai_visibility
