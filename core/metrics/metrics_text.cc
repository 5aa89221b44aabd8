#include "core/metrics/metrics_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace seo::core {
namespace {

// Label values escape backslash, double quote and line feed; help text backslash and line feed.
void appendEscaped(std::string& out, std::string_view value, bool quotes) {
  for (char c : value) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '"' && quotes) {
      out += "\\\"";
    } else {
      out += c;
    }
  }
}

}  // namespace

std::string metricNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
  char buffer[32];
  if (value == std::floor(value) && std::fabs(value) < 9.007199254740992e15) {
    std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(value));
  } else {
    // The shortest of 15 or 17 digits that reads back as the same number: 0.1, not
    // 0.10000000000000001.
    std::snprintf(buffer, sizeof buffer, "%.15g", value);
    if (std::strtod(buffer, nullptr) != value) {
      std::snprintf(buffer, sizeof buffer, "%.17g", value);
    }
  }
  return buffer;
}

void MetricsText::family(std::string_view name, std::string_view type, std::string_view help) {
  text_ += "# HELP ";
  text_ += name;
  text_ += ' ';
  appendEscaped(text_, help, false);
  text_ += "\n# TYPE ";
  text_ += name;
  text_ += ' ';
  text_ += type;
  text_ += '\n';
}

void MetricsText::series(std::string_view name, const MetricLabels& labels,
                         std::string_view extra_name, std::string_view extra_value) {
  text_ += name;
  if (labels.empty() && extra_name.empty()) return;
  text_ += '{';
  bool first = true;
  auto label = [&](std::string_view n, std::string_view v) {
    if (!first) text_ += ',';
    first = false;
    text_ += n;
    text_ += "=\"";
    appendEscaped(text_, v, true);
    text_ += '"';
  };
  for (const auto& [n, v] : labels) label(n, v);
  if (!extra_name.empty()) label(extra_name, extra_value);
  text_ += '}';
}

void MetricsText::sample(std::string_view name, const MetricLabels& labels, double value) {
  series(name, labels);
  text_ += ' ';
  text_ += metricNumber(value);
  text_ += '\n';
}

void MetricsText::histogram(std::string_view name, const MetricLabels& labels,
                            const Histogram& histogram) {
  Histogram::Snapshot s = histogram.snapshot();
  const std::string bucket = std::string(name) + "_bucket";
  for (std::size_t i = 0; i < s.cumulative.size(); ++i) {
    bool last = i == histogram.bounds().size();
    series(bucket, labels, "le", last ? "+Inf" : metricNumber(histogram.bounds()[i]));
    text_ += ' ';
    text_ += metricNumber(static_cast<double>(s.cumulative[i]));
    text_ += '\n';
  }
  sample(std::string(name) + "_sum", labels, s.sum);
  sample(std::string(name) + "_count", labels, static_cast<double>(s.cumulative.back()));
}

}  // namespace seo::core
