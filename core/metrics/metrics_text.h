// The Prometheus text exposition format (version 0.0.4), written by hand: prometheus-cpp is not
// packaged for Debian 12, and the server's counters already live in its own cells
// (metric_cells.h), so a writer is all that is needed.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/metrics/metric_cells.h"

namespace seo::core {

using MetricLabels = std::vector<std::pair<std::string_view, std::string_view>>;

class MetricsText {
 public:
  static constexpr const char* kContentType = "text/plain; version=0.0.4; charset=utf-8";

  // A family's HELP and TYPE lines ("counter", "gauge" or "histogram"); its samples follow.
  void family(std::string_view name, std::string_view type, std::string_view help);
  void sample(std::string_view name, const MetricLabels& labels, double value);
  // `name`_bucket (cumulative, "le" added to `labels`), `name`_sum and `name`_count.
  void histogram(std::string_view name, const MetricLabels& labels, const Histogram& histogram);

  const std::string& text() const { return text_; }

 private:
  void series(std::string_view name, const MetricLabels& labels, std::string_view extra_name = {},
              std::string_view extra_value = {});
  std::string text_;
};

// A number as the format spells it: integers without a fraction, +Inf, NaN.
std::string metricNumber(double value);

}  // namespace seo::core
