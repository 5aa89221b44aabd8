#include "core/metrics/metrics_text.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(MetricsTextTest, FamiliesSamplesAndEscapedLabels) {
  MetricsText out;
  out.family("seo_things_total", "counter", "Things\\counted\nhere.");
  out.sample("seo_things_total", {{"route", "/a/{id}"}, {"odd", "say \"hi\"\\\n"}}, 3);
  out.sample("seo_level", {}, 0.25);
  EXPECT_EQ(out.text(),
            "# HELP seo_things_total Things\\\\counted\\nhere.\n"
            "# TYPE seo_things_total counter\n"
            "seo_things_total{route=\"/a/{id}\",odd=\"say \\\"hi\\\"\\\\\\n\"} 3\n"
            "seo_level 0.25\n");
}

TEST(MetricsTextTest, NumbersAsTheFormatSpellsThem) {
  EXPECT_EQ(metricNumber(0), "0");
  EXPECT_EQ(metricNumber(12345678901.0), "12345678901");
  EXPECT_EQ(metricNumber(-2), "-2");
  EXPECT_EQ(metricNumber(0.001), "0.001");
  EXPECT_EQ(metricNumber(0.1), "0.1");
  EXPECT_EQ(metricNumber(1.0 / 3), "0.33333333333333331");
  EXPECT_EQ(metricNumber(1.0 / 0.0), "+Inf");
  EXPECT_EQ(metricNumber(-1.0 / 0.0), "-Inf");
  EXPECT_EQ(metricNumber(0.0 / 0.0), "NaN");
}

TEST(MetricsTextTest, HistogramBucketsAreCumulativeWithSumAndCount) {
  static const std::vector<double> bounds = {0.5, 1};
  Histogram h(bounds);
  h.observe(0.25);
  h.observe(0.5);  // on a bound: counted in it ("le")
  h.observe(0.75);
  h.observe(7);
  MetricsText out;
  out.histogram("seo_wait_seconds", {{"kind", "x"}}, h);
  EXPECT_EQ(out.text(),
            "seo_wait_seconds_bucket{kind=\"x\",le=\"0.5\"} 2\n"
            "seo_wait_seconds_bucket{kind=\"x\",le=\"1\"} 3\n"
            "seo_wait_seconds_bucket{kind=\"x\",le=\"+Inf\"} 4\n"
            "seo_wait_seconds_sum{kind=\"x\"} 8.5\n"
            "seo_wait_seconds_count{kind=\"x\"} 4\n");
}

TEST(MetricsTextTest, FamiliesKeepOneCellPerLabelSet) {
  Family<Counter, 2> family;
  family.at({"a", "b"}).add();
  family.at({"a", "b"}).add(2);
  family.at({"a", "c"}).add();
  std::vector<std::string> seen;
  family.forEach([&](const auto& labels, const Counter& c) {
    seen.push_back(labels[0] + labels[1] + "=" + std::to_string(c.value()));
  });
  EXPECT_EQ(seen, (std::vector<std::string>{"ab=3", "ac=1"}));
}

}  // namespace
}  // namespace seo::core
