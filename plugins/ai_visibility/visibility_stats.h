// Honest numbers for AI visibility: every rate and mean comes with a 95% interval, because a
// handful of sampled answers per prompt is the usual case and a bare percentage would overstate
// what they show.
//
//   Interval mentioned = wilsonInterval(brand_named, answers);  // e.g. 3 of 10 -> 0.108..0.603
//   MeanEstimate rank = meanEstimate(sum, sum_of_squares, n);   // mean position with its interval
//   StabilityTally stability;
//   stability.add(/*samples=*/3, /*present=*/2);                // one run x model x language
//   double flip = stability.flipRate();                         // 2 of 3 pairs disagree
#pragma once

#include <cstdint>

namespace seo::plugins::ai_visibility {

// A closed interval [low, high].
struct Interval {
  double low = 0;
  double high = 0;
};

// The 95% Wilson score interval for `successes` of `n` trials, as fractions in [0, 1]
// (z = 1.959963984540054). Wilson rather than the normal approximation because rates near 0 or
// 100 % from a few samples are the usual case here, where p +- z*sqrt(p(1-p)/n) collapses to a
// zero-width interval or leaves [0, 1]. {0, 0} when n <= 0; `successes` is clamped to [0, n].
Interval wilsonInterval(std::int64_t successes, std::int64_t n);

// A sample mean with its 95% confidence interval.
struct MeanEstimate {
  double mean = 0;
  Interval interval;
  std::int64_t n = 0;
};

// The mean of n values given their sum and sum of squares (what SQL aggregates hand back), with
// the interval mean +- t * s / sqrt(n): s the sample standard deviation, t the two-sided 97.5%
// Student t quantile for n - 1 degrees of freedom (a table for 1..30, 1.96 beyond), because with
// few values the normal 1.96 would claim more certainty than there is. n <= 0: all zero; n == 1:
// the interval is {mean, mean} (no spread can be estimated from one value).
MeanEstimate meanEstimate(double sum, double sum_of_squares, std::int64_t n);

// How often a brand's presence flips between samples of the same prompt: the chance that two
// samples of one group (one run x model x language) disagree about whether the brand is named.
// Summed over groups, it is sum k*(n-k) / sum n*(n-1)/2, so a group weighs by its pair count.
// A plain value; not safe for concurrent add() from several threads.
class StabilityTally {
 public:
  // One group: `samples` answers of which `present` named the brand (clamped to [0, samples]).
  // Groups with fewer than 2 samples have no pairs and add nothing.
  void add(std::int64_t samples, std::int64_t present);

  // Pairs of samples within a group that disagree, summed over groups: sum k*(n-k).
  std::int64_t disagreeingPairs() const { return disagreeing_pairs_; }
  // All pairs of samples within a group, summed over groups: sum n*(n-1)/2.
  std::int64_t pairs() const { return pairs_; }
  // Groups with at least 2 samples.
  std::int64_t groups() const { return groups_; }
  // disagreeingPairs() / pairs(), in [0, 1]; 0 when there are no pairs.
  double flipRate() const;

 private:
  std::int64_t disagreeing_pairs_ = 0;
  std::int64_t pairs_ = 0;
  std::int64_t groups_ = 0;
};

}  // namespace seo::plugins::ai_visibility
