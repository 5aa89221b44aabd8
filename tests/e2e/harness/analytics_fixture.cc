#include "tests/e2e/harness/analytics_fixture.h"

#include <chrono>
#include <ctime>

#include "tests/e2e/harness/response_checks.h"
#include "tests/plugins/analytics/location_db_writer.h"

namespace seo::tests {

namespace {

constexpr std::int64_t kMsPerDay = 86400000;

std::int64_t todayStartMs() {
  std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
  return now / kMsPerDay * kMsPerDay;
}

std::string dayText(std::int64_t ms) {
  std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
  return buf;
}

}  // namespace

std::string isoTimeText(std::int64_t ms) {
  std::time_t seconds = static_cast<std::time_t>(ms / 1000);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &utc);
  char out[48];
  std::snprintf(out, sizeof out, "%s.%03dZ", buf, static_cast<int>(ms % 1000));
  return out;
}

void AnalyticsE2eTest::SetUp() {
  ASSERT_NO_FATAL_FAILURE(E2eTest::SetUp());
  location_db_ = dir_.file("location.db");
  std::string error;
  ASSERT_TRUE(seo::plugins::analytics::testing::writeLocationDatabase(
      location_db_, {{"192.0.2.0/24", "DE"}, {"198.51.100.0/24", "FR"}, {"203.0.113.0/24", "JP"}},
      &error))
      << error;
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "alpha", "pro", &a_));
  ASSERT_NO_FATAL_FAILURE(createTenant(cli(), "bravo", "pro", &b_));
  ASSERT_NO_FATAL_FAILURE(startServer(analyticsOptions()));
  ASSERT_NO_FATAL_FAILURE(siteIdOf(a_, &site_a_));
  ASSERT_NO_FATAL_FAILURE(siteIdOf(b_, &site_b_));
}

ServerOptions AnalyticsE2eTest::analyticsOptions(const std::string& settings_json) {
  ServerOptions o = options();
  o.env["SEO_CLIENT_IP_HEADER"] = "X-Forwarded-For";
  o.env["SEO_SETTINGS"] = R"({"analytics":{"location_database":")" + location_db_ +
                          R"(","trust_event_time":true)" + settings_json + "}}";
  return o;
}

void AnalyticsE2eTest::siteIdOf(const Tenant& who, std::string* site_id) const {
  rapidjson::Document data;
  ASSERT_NO_FATAL_FAILURE(readOk(who, "/website/tracking", &data));
  *site_id = stringField(data, "site_id");
  ASSERT_FALSE(site_id->empty()) << toJson(data);
}

std::string tenThousandProps() {
  auto key = [](int i) {
    const char* digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string k;
    do k.insert(k.begin(), digits[i % 36]);
    while ((i /= 36) > 0);
    return k;
  };
  std::string props = "{";
  for (int i = 0; i < 10000; ++i) props += (i ? ",\"" : "\"") + key(i) + "\":1";
  return props + "}";
}

HttpResponse AnalyticsE2eTest::collect(const Event& event, const std::string& path) const {
  HttpRequest request;
  request.method = "POST";
  request.path = api(path);
  std::string body = R"({"site":")" + event.site + R"(","url":")" + event.url + "\"";
  if (event.ms) body += R"(,"time":")" + isoTimeText(*event.ms) + "\"";
  request.body = body + event.extra + "}";
  request.headers = {{"User-Agent", event.user_agent}, {"X-Forwarded-For", event.ip}};
  return http().send(request);
}

std::string AnalyticsE2eTest::rawEventRows() const {
  std::string count;
  query(
      "SELECT (SELECT COUNT(*) FROM analytics_custom_events) + (SELECT COUNT(*) FROM "
      "analytics_event_props) + (SELECT COUNT(*) FROM analytics_events)",
      &count);
  return count;
}

void AnalyticsE2eTest::collectOk(const Event& event, const std::string& what) const {
  HttpResponse r = collect(event);
  ASSERT_EQ(r.status, 200) << describe(r) << " for " << event.url;
  rapidjson::Document body = r.json();
  ASSERT_EQ(stringField(body, "recorded"), what) << r.body;
}

void AnalyticsE2eTest::readOk(const Tenant& who, const std::string& path,
                              rapidjson::Document* out) const {
  HttpResponse r = http().get(api(path), who.key);
  ASSERT_EQ(r.status, 200) << describe(r) << " for " << path;
  rapidjson::Document body = r.json();
  ASSERT_TRUE(body.IsObject() && body.HasMember("data")) << r.body;
  out->CopyFrom(body["data"], out->GetAllocator());
}

std::int64_t AnalyticsE2eTest::yesterdayAt(int minutes) {
  return todayStartMs() - kMsPerDay + static_cast<std::int64_t>(minutes) * 60000;
}

std::string AnalyticsE2eTest::yesterday() { return dayText(todayStartMs() - kMsPerDay); }
std::string AnalyticsE2eTest::today() { return dayText(todayStartMs()); }

}  // namespace seo::tests
