// The cells metrics are counted in, and the families that give them labels. Counting is lock-free
// once a family's cell for a set of label values exists; a new set takes the family's lock once.
// Label values must come from bounded sets (route templates, job kinds, outcomes), never ids or
// raw paths: every set seen stays until the process ends.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

namespace seo::core {

// Counts up; never down.
class Counter {
 public:
  void add(std::uint64_t n = 1) { value_.fetch_add(n, std::memory_order_relaxed); }
  std::uint64_t value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::uint64_t> value_{0};
};

// Observations counted by upper bound (Prometheus buckets, "le"), with their sum.
class Histogram {
 public:
  // `bounds` ascending; outlives the histogram (the families' bounds are constants).
  explicit Histogram(const std::vector<double>& bounds);
  void observe(double value);

  struct Snapshot {
    std::vector<std::uint64_t> cumulative;  // per bound, then +Inf (== count)
    double sum = 0;
  };
  Snapshot snapshot() const;
  const std::vector<double>& bounds() const { return bounds_; }

 private:
  const std::vector<double>& bounds_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> counts_;  // per bound, then the rest
  std::atomic<double> sum_{0};
};

// Bucket bounds: request and job durations in seconds, answer sizes in bytes.
const std::vector<double>& durationBounds();
const std::vector<double>& sizeBounds();

// Cells of type `Cell` by their label values (K of them).
template <typename Cell, std::size_t K>
class Family {
 public:
  using Labels = std::array<std::string, K>;
  using Make = std::function<std::unique_ptr<Cell>()>;

  explicit Family(Make make = [] { return std::make_unique<Cell>(); }) : make_(std::move(make)) {}

  Cell& at(const Labels& labels) {
    {
      std::shared_lock lock(mutex_);
      if (auto it = cells_.find(labels); it != cells_.end()) return *it->second;
    }
    std::unique_lock lock(mutex_);
    auto [it, added] = cells_.try_emplace(labels);
    if (added) it->second = make_();
    return *it->second;
  }

  // Every cell with its labels, in label order.
  void forEach(const std::function<void(const Labels&, const Cell&)>& fn) const {
    std::shared_lock lock(mutex_);
    for (const auto& [labels, cell] : cells_) fn(labels, *cell);
  }

 private:
  Make make_;
  mutable std::shared_mutex mutex_;
  std::map<Labels, std::unique_ptr<Cell>> cells_;
};

}  // namespace seo::core
