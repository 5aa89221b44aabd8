// Custom events over HTTP: from the page (the collect endpoint) and from a backend (POST
// /analytics/events with a key), joined to the visitor's open visit, with their properties and
// revenue as stored; the same automation rules as pageviews; hostile bodies refused whole; one
// organization's events never reach another's website.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "tests/e2e/harness/analytics_fixture.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {
namespace {

using AnalyticsEventsTest = AnalyticsE2eTest;

std::string page(const std::string& path) { return "https://alpha.example" + path; }

const std::string kSignup = R"(,"name":"Signup","props":{"plan":"pro","seats":3},)"
                            R"("revenue":{"currency":"EUR","amount":"29.99"})";

// POST /analytics/events as a backend with `key`: `members` inside the body's braces.
HttpResponse fromBackend(const HttpClient& http, const std::string& key,
                         const std::string& members) {
  return http.post("/api/v1/analytics/events", key, "{" + members + "}");
}

std::string backendBody(const std::string& ip, const std::string& agent, std::int64_t ms,
                        const std::string& more = "") {
  return R"("url":"https://alpha.example/thanks","ip":")" + ip + R"(","user_agent":")" + agent +
         R"(","time":")" + isoTimeText(ms) + "\"" + more;
}

TEST_F(AnalyticsEventsTest, CustomEventsJoinTheOpenVisitWithTheirPropertiesAndRevenue) {
  Event view{site_a_, page("/pricing"), kChrome, "192.0.2.10", yesterdayAt(60)};
  view.extra = R"(,"referrer":"https://www.google.com/","props":{"author":"Ada"})";
  ASSERT_NO_FATAL_FAILURE(collectOk(view, "pageview"));
  Event signup{site_a_, page("/pricing"), kChrome, "192.0.2.10", yesterdayAt(61), kSignup};
  ASSERT_NO_FATAL_FAILURE(collectOk(signup, "event"));
  // Two hours on, the visit is closed: the event joins none, its source its own referrer.
  Event later{site_a_, page("/account"), kChrome, "192.0.2.10", yesterdayAt(180)};
  later.extra = R"(,"name":"Upgrade","interactive":false)";
  ASSERT_NO_FATAL_FAILURE(collectOk(later, "event"));

  const std::string where = " WHERE website_id = '" + a_.website_id + "'";
  std::string rows;
  query(
      "SELECT name, path, revenue_micros, currency, interactive, source FROM "
      "analytics_custom_events" +
          where + " ORDER BY occurred_at",
      &rows);
  EXPECT_EQ(rows, "Signup|/pricing|29990000|EUR|1|www.google.com\nUpgrade|/account|||0|");
  std::string joined;
  query(
      "SELECT e.name FROM analytics_custom_events e JOIN analytics_visits v ON v.id = "
      "e.visit_id AND v.website_id = e.website_id WHERE e.website_id = '" +
          a_.website_id + "'",
      &joined);
  EXPECT_EQ(joined, "Signup");
  std::string same_visitor;
  query("SELECT COUNT(DISTINCT visitor) FROM analytics_custom_events" + where, &same_visitor);
  EXPECT_EQ(same_visitor, "1") << "one visitor's events, one hash (the day's)";
  std::string props;
  query("SELECT event_name, prop_key, prop_value FROM analytics_event_props" + where +
            " ORDER BY event_name, prop_key",
        &props);
  EXPECT_EQ(props, "Signup|plan|pro\nSignup|seats|3\npageview|author|Ada");

  // Custom events change no visit figure: one pageview, one visit, a bounce.
  rapidjson::Document summary;
  ASSERT_NO_FATAL_FAILURE(readOk(a_, "/website/summary?range=7d", &summary));
  EXPECT_EQ(summary["pageviews"].GetInt64(), 1);
  EXPECT_EQ(summary["total_visits"].GetInt64(), 1);
  EXPECT_DOUBLE_EQ(summary["bounce_rate"].GetDouble(), 100.0);
}

// The last days' properties are read from their rolled hours (rolled by the job the read
// queues) and the raw rows after them: by day, the figures the raw rows gave before the roll;
// over the 24-hour range, each visitor once, in the hour of their first event of the day with the
// key (value), so the range is the sum of each country's (read from the raw rows). Another
// organization sees none of it.
TEST_F(AnalyticsEventsTest, TheLastDaysPropertiesAreReadFromTheirRolledHours) {
  auto signup = [&](const std::string& ip, std::optional<std::int64_t> at, const char* plan) {
    return Event{site_a_, page("/pricing"),
                 kChrome, ip,
                 at,      std::string(R"(,"name":"Signup","props":{"plan":")") + plan + R"("})"};
  };
  // Yesterday a German visitor's pro at 01:00 then free at 02:00, a French pro at 03:00; now a
  // Japanese pro and another German's team.
  ASSERT_NO_FATAL_FAILURE(collectOk(signup("192.0.2.10", yesterdayAt(60), "pro"), "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk(signup("192.0.2.10", yesterdayAt(120), "free"), "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk(signup("198.51.100.7", yesterdayAt(180), "pro"), "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk(signup("203.0.113.5", std::nullopt, "pro"), "event"));
  ASSERT_NO_FATAL_FAILURE(collectOk(signup("192.0.2.11", std::nullopt, "team"), "event"));
  auto read = [&](const Tenant& who, const std::string& path) {
    rapidjson::Document data;
    readOk(who, path, &data);
    return toJson(data);
  };
  const std::string days = "/website/properties?from=" + yesterday() + "&to=" + today();
  const std::string keys = R"([{"key":"plan","events":5,"visitors":4}])";
  const std::string plans = R"([{"value":"pro","events":3,"visitors":3},)"
                            R"({"value":"free","events":1,"visitors":1},)"
                            R"({"value":"team","events":1,"visitors":1}])";
  EXPECT_EQ(read(a_, days), keys);
  EXPECT_EQ(read(a_, days + "&key=plan"), plans);

  // The read queued the roll: yesterday's hours to its end, its plans' events among them.
  std::string rolled;
  EXPECT_TRUE(eventuallyTrue([&] {
    query("SELECT last_hour FROM analytics_property_rolls WHERE day = '" + yesterday() + "'",
          &rolled);
    return rolled == yesterday() + "T23";
  })) << rolled;
  std::string rows;
  query(
      "SELECT CAST(SUM(events) AS BIGINT) FROM analytics_property_hours WHERE whole = 1 AND "
      "hour >= '" +
          yesterday() + "T00' AND hour <= '" + yesterday() + "T23'",
      &rows);
  EXPECT_EQ(rows, "3");
  EXPECT_EQ(read(a_, days), keys);
  EXPECT_EQ(read(a_, days + "&key=plan"), plans);

  // The 24-hour range: the sum of the countries', each visitor being of one.
  auto figures = [&](const std::string& filter) {
    rapidjson::Document data;
    readOk(a_, "/website/properties?range=24h&key=plan" + filter, &data);
    std::map<std::string, std::pair<long long, long long>> by_value;
    for (const rapidjson::Value& row : data.GetArray()) {
      by_value[row["value"].GetString()] = {row["events"].GetInt64(), row["visitors"].GetInt64()};
    }
    return by_value;
  };
  std::map<std::string, std::pair<long long, long long>> countries;
  for (const char* country : {"DE", "FR", "JP"}) {
    for (const auto& [value, of] : figures(std::string("&country=") + country)) {
      countries[value].first += of.first;
      countries[value].second += of.second;
    }
  }
  const auto all = figures("");
  EXPECT_EQ(all, countries);
  EXPECT_EQ(all.count("team") ? all.at("team") : std::make_pair(0LL, 0LL),
            std::make_pair(1LL, 1LL));
  EXPECT_GE(all.count("pro") ? all.at("pro").second : 0, 1);

  // Bravo's website has no property.
  EXPECT_EQ(read(b_, "/website/properties?range=24h"), "[]");
  EXPECT_EQ(read(b_, "/website/properties?from=" + yesterday() + "&to=" + today()), "[]");
  EXPECT_EQ(
      http().get(api("/website/properties?range=24h&website_id=" + a_.website_id), b_.key).status,
      403);
}

// The last 24 hours under a filter, from the raw rows, then from the hours rolled (their
// property panels, filter_hour_properties.h) and the raw rows of the hour not rolled yet: the same
// figures; a visitor who had the key in a rolled hour is not counted again in the raw one.
TEST_F(AnalyticsEventsTest, UnderAFilterTheLast24HoursPropertiesReadTheRolledHoursAsTheRawRows) {
  // A (Germany, Chrome) signs up for pro three hours ago, for free two hours ago (another visit)
  // and for pro now; B (France, Firefox) for team two hours ago; C (Germany, Firefox) for pro now.
  const std::int64_t hour = 3600 * 1000;
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::system_clock::now().time_since_epoch())
                               .count();
  const std::int64_t t3 = now - 3 * hour, t2 = now - 2 * hour;
  auto signup = [&](const std::string& agent, const std::string& ip, std::optional<std::int64_t> at,
                    const char* plan) {
    ASSERT_NO_FATAL_FAILURE(collectOk({site_a_, page("/pricing"), agent, ip, at}, "pageview"));
    ASSERT_NO_FATAL_FAILURE(
        collectOk({site_a_, page("/pricing"), agent, ip, at ? std::optional(*at + 1000) : at,
                   std::string(R"(,"name":"Signup","props":{"plan":")") + plan + R"("})"},
                  "event"));
  };
  const std::string a_ip = "192.0.2.10", b_ip = "198.51.100.7", c_ip = "192.0.2.11";
  ASSERT_NO_FATAL_FAILURE(signup(kChrome, a_ip, t3, "pro"));
  ASSERT_NO_FATAL_FAILURE(signup(kChrome, a_ip, t2, "free"));
  ASSERT_NO_FATAL_FAILURE(signup(kFirefox, b_ip, t2, "team"));
  ASSERT_NO_FATAL_FAILURE(signup(kChrome, a_ip, std::nullopt, "pro"));
  ASSERT_NO_FATAL_FAILURE(signup(kFirefox, c_ip, std::nullopt, "pro"));
  // A is one visitor a day (the visitor's hash changes at midnight): a run just after midnight
  // sees two.
  auto dayOf = [](std::int64_t ms) { return isoTimeText(ms).substr(0, 10); };
  const std::string a_days =
      std::to_string(std::set<std::string>{dayOf(t3), dayOf(t2), dayOf(now)}.size());
  const std::string a_pro_days =
      std::to_string(std::set<std::string>{dayOf(t3), dayOf(now)}.size());
  auto read = [&](const Tenant& who, const std::string& path) {
    rapidjson::Document data;
    readOk(who, path, &data);
    return toJson(data);
  };
  // Over the last 24 hours, and the last 7 days (today, and yesterday until its day is rolled,
  // from the same hours): the same figures, a visitor counting once a day.
  const std::vector<std::string> reads = {
      "/website/properties?country=DE", "/website/properties?country=DE&key=plan",
      "/website/properties?browser=Firefox&key=plan",
      "/website/properties?property=plan&property_value=pro&key=plan"};
  auto expect = [&](const std::string& when) {
    for (const std::string range : {"&range=24h", "&range=7d"}) {
      EXPECT_EQ(read(a_, reads[0] + range), R"([{"key":"plan","events":4,"visitors":)" +
                                                std::to_string(std::stoi(a_days) + 1) + "}]")
          << when << range;
      EXPECT_EQ(read(a_, reads[1] + range), R"([{"value":"pro","events":3,"visitors":)" +
                                                std::to_string(std::stoi(a_pro_days) + 1) +
                                                R"(},{"value":"free","events":1,"visitors":1}])")
          << when << range;
      EXPECT_EQ(read(a_, reads[2] + range), R"([{"value":"pro","events":1,"visitors":1},)"
                                            R"({"value":"team","events":1,"visitors":1}])")
          << when << range;
      // The visits that had a pro: A's first and last, C's.
      EXPECT_EQ(read(a_, reads[3] + range), R"([{"value":"pro","events":3,"visitors":)" +
                                                std::to_string(std::stoi(a_pro_days) + 1) + "}]")
          << when << range;
    }
  };
  ASSERT_NO_FATAL_FAILURE(expect("from the raw rows"));
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  // Each event in its hour; A in the hour of their first of the day with the key.
  std::string rows;
  query(
      "SELECT hour, visitors, views FROM analytics_filter_hours WHERE panel = 'property' AND "
      "filter = 'country' AND value = 'DE' ORDER BY hour",
      &rows);
  auto hourOf = [](std::int64_t ms) { return isoTimeText(ms).substr(0, 13); };
  const std::string t2_visitors = dayOf(t2) == dayOf(t3) ? "0" : "1";
  EXPECT_EQ(rows, hourOf(t3) + "|1|1\n" + hourOf(t2) + "|" + t2_visitors + "|1");
  query(
      "SELECT hour, name, visitors, views FROM analytics_filter_hours WHERE panel = "
      "'property_value' AND filter = 'browser' AND value = 'Firefox' ORDER BY hour",
      &rows);
  EXPECT_EQ(rows, hourOf(t2) + "|plan\x1fteam|1|1");
  ASSERT_NO_FATAL_FAILURE(expect("from the rolled hours"));
  // The other organization's website has none of it.
  EXPECT_EQ(read(b_, reads[0] + "&range=24h"), "[]");
  EXPECT_EQ(read(b_, reads[1] + "&range=7d"), "[]");
}

TEST_F(AnalyticsEventsTest, ABackendsEventIsTheVisitorsWithTheirAddressAndAgent) {
  ASSERT_NO_FATAL_FAILURE(collectOk(
      {site_a_, page("/pricing"), kFirefox, "198.51.100.7", yesterdayAt(60)}, "pageview"));
  HttpResponse r =
      fromBackend(http(), a_.key,
                  backendBody("198.51.100.7", kFirefox, yesterdayAt(62),
                              R"(,"name":"Purchase","revenue":{"currency":"USD","amount":120})"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "event");
  std::string rows;
  query(
      "SELECT e.name, e.country, e.revenue_micros, e.currency FROM analytics_custom_events e "
      "JOIN analytics_visits v ON v.id = e.visit_id WHERE e.website_id = '" +
          a_.website_id + "'",
      &rows);
  EXPECT_EQ(rows, "Purchase|FR|120000000|USD") << "joined the browser's visit, from France";

  // A backend may send pageviews too; automation and AI bots as on the collect endpoint.
  r = fromBackend(http(), a_.key, backendBody("192.0.2.20", kChrome, yesterdayAt(70)));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "pageview");
  r = fromBackend(http(), a_.key,
                  backendBody("192.0.2.21", kHeadless, yesterdayAt(71), R"(,"name":"Signup")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "ignored");
  r = fromBackend(http(), a_.key,
                  backendBody("203.0.113.5", kGptBot, yesterdayAt(72), R"(,"name":"Signup")"));
  ASSERT_EQ(r.status, 200) << describe(r);
  EXPECT_EQ(stringField(r.json(), "recorded"), "ignored") << "a bot never converts";
  std::string count;
  query("SELECT COUNT(*) FROM analytics_custom_events", &count);
  EXPECT_EQ(count, "1");
}

TEST_F(AnalyticsEventsTest, ABackendNeedsItsKeyAndTheVisitorAndStaysOnItsWebsite) {
  const std::string body = backendBody("192.0.2.10", kChrome, yesterdayAt(60), R"(,"name":"X")");
  EXPECT_TRUE(isError(http().post("/api/v1/analytics/events", std::nullopt, "{" + body + "}"), 401,
                      "Invalid or missing API key"));
  // bravo's key: alpha's website is not its own, nor are alpha's pages.
  EXPECT_EQ(
      http()
          .post("/api/v1/analytics/events?website_id=" + a_.website_id, b_.key, "{" + body + "}")
          .status,
      403);
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), b_.key, body), 400, {"url", "does not belong"}));
  const std::string url = R"("url":"https://alpha.example/",)";
  EXPECT_TRUE(isError(fromBackend(http(), a_.key, url + R"("user_agent":"x","name":"X")"), 400,
                      "Missing required field: ip"));
  EXPECT_TRUE(isError(fromBackend(http(), a_.key, url + R"("ip":"192.0.2.1","name":"X")"), 400,
                      "Missing required field: user_agent"));
  for (const char* bad : {"999.1.1.1", "192.0.2.1, 10.0.0.1", "localhost", "::g"}) {
    EXPECT_TRUE(isErrorContaining(
        fromBackend(http(), a_.key, url + R"("ip":")" + bad + R"(","user_agent":"x")"), 400,
        {"ip"}))
        << bad;
  }
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), a_.key,
                                    backendBody("192.0.2.1", kChrome, yesterdayAt(1),
                                                R"(,"revenue":{"currency":"EUR","amount":1})")),
                        400, {"revenue"}));

  // bravo's own event lands on bravo's website only.
  HttpResponse r =
      http().post("/api/v1/analytics/events", b_.key,
                  R"({"url":"https://bravo.example/","ip":"192.0.2.10","user_agent":")" + kChrome +
                      R"(","name":"Signup"})");
  ASSERT_EQ(r.status, 200) << describe(r);
  std::string rows;
  query("SELECT website_id FROM analytics_custom_events", &rows);
  EXPECT_EQ(rows, b_.website_id);
}

TEST_F(AnalyticsEventsTest, HostileEventBodiesAreRefusedWholeAndRecordNothing) {
  auto post = [&](const std::string& members) {
    return collect({site_a_, page("/"), kChrome, "192.0.2.10", std::nullopt, members});
  };
  // 10 000 keys: under the body limit, refused by count.
  std::string many = R"(,"name":"x","props":)" + tenThousandProps();
  ASSERT_LT(many.size(), 98304u);
  EXPECT_TRUE(isErrorContaining(post(many), 400, {"props", "at most 30"}));
  EXPECT_TRUE(isErrorContaining(
      post(R"(,"name":"x","props":{"k":)" + std::string(300, '[') + std::string(300, ']') + "}"),
      400, {"deeper"}));
  EXPECT_TRUE(isError(post(R"(,"name":"x","props":{"k":"a\u0000"}})"), 400,
                      "Invalid field: props.k: contains a NUL character"));
  EXPECT_TRUE(isError(post(",\"name\":\"x\",\"props\":{\"k\":\"\xC3\"}"), 400,
                      "Invalid field: props.k: not valid UTF-8"));
  EXPECT_TRUE(isErrorContaining(
      post(R"(,"name":"x","props":{"k":")" + std::string(2001, 'v') + "\"}"), 400, {"props.k"}));
  EXPECT_TRUE(
      isErrorContaining(post(R"(,"name":"x","revenue":{"currency":"EUR","amount":"1e9999"})"), 400,
                        {"revenue.amount"}));
  EXPECT_EQ(post(R"(,"name":"x","props":{"k":")" + std::string(100 * 1024, 'v') + "\"}").status,
            413);
  // The backend's door reads the same way.
  const std::string visitor = backendBody("192.0.2.10", kChrome, yesterdayAt(5));
  EXPECT_TRUE(
      isError(fromBackend(http(), a_.key, visitor + R"(,"name":"x","props":{"k":"a\u0000"})"), 400,
              "Invalid field: props.k: contains a NUL character"));
  EXPECT_TRUE(
      isError(fromBackend(http(), a_.key, visitor + ",\"name\":\"x\",\"props\":{\"k\":\"\xC3\"}"),
              400, "Invalid field: props.k: not valid UTF-8"));
  EXPECT_TRUE(
      isErrorContaining(fromBackend(http(), a_.key,
                                    visitor + R"(,"name":"x","props":{"k":)" +
                                        std::string(300, '[') + std::string(300, ']') + "}"),
                        400, {"deeper"}));
  EXPECT_TRUE(isErrorContaining(fromBackend(http(), a_.key, visitor + many), 400, {"at most 30"}));
  EXPECT_EQ(
      fromBackend(http(), a_.key,
                  visitor + R"(,"name":"x","props":{"k":")" + std::string(100 * 1024, 'v') + "\"}")
          .status,
      413);
  EXPECT_EQ(rawEventRows(), "0");
}

// `count` characters from U+1F600 on, in an order no compressor shortens much: four bytes each.
std::string emoji(int count, unsigned seed) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    seed = seed * 1103515245u + 12345u;
    const unsigned c = 0x1F600 + (seed >> 16) % 80;
    text += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
             static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
  }
  return text;
}
// `count` hex digits in no repeating order.
std::string hexDigits(int count, unsigned seed) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    seed = seed * 1103515245u + 12345u;
    text += "0123456789abcdef"[(seed >> 16) % 16];
  }
  return text;
}

// Texts past what an index entry holds (PostgreSQL's: 2 704 bytes) are kept shortened: a page
// of 1 900 bytes, a key of 120 emoji and a value of 2 000, a link of 900 bytes, a referrer host
// of 400. The events are recorded whole (before, on PostgreSQL, the batch failed and the events
// were refused), the filtered reads' rollups take them, and a filter naming the whole text, or
// the shortened one a read gave, finds them.
TEST_F(AnalyticsEventsTest, TextsPastAnIndexEntryAreKeptShortenedAndStillFound) {
  const std::string path = "/" + hexDigits(1900, 1);
  const std::string key = emoji(120, 2), value = emoji(2000, 3);
  const std::string link = "https://elsewhere.example/" + hexDigits(874, 4);
  std::string host;
  for (int label = 0; label < 6; ++label) host += hexDigits(60, 10 + label) + ".";
  host += "example";
  Event view{site_a_, page(path), kChrome, "192.0.2.10", yesterdayAt(60)};
  view.extra = R"(,"referrer":"https://)" + host + R"(/")";
  ASSERT_NO_FATAL_FAILURE(collectOk(view, "pageview"));
  Event click{site_a_,
              page(path),
              kChrome,
              "192.0.2.10",
              yesterdayAt(61),
              R"(,"name":"Outbound Link: Click","props":{")" + key + R"(":")" + value +
                  R"(","url":")" + link + R"("})"};
  ASSERT_NO_FATAL_FAILURE(collectOk(click, "event"));

  std::string kept;
  query("SELECT path FROM analytics_events", &kept);
  EXPECT_EQ(kept.size(), 1000u);
  EXPECT_EQ(kept.substr(0, 900), path.substr(0, 900));
  query("SELECT source FROM analytics_visits", &kept);
  EXPECT_LE(kept.size(), 253u);
  EXPECT_EQ(kept.substr(0, 200), host.substr(0, 200));
  query("SELECT prop_key FROM analytics_event_props WHERE prop_key <> 'url'", &kept);
  EXPECT_LE(kept.size(), 300u);
  EXPECT_EQ(kept.substr(0, 200), key.substr(0, 200));
  query("SELECT prop_value FROM analytics_event_props WHERE prop_key = 'url'", &kept);
  EXPECT_LE(kept.size(), 800u);
  EXPECT_EQ(kept.substr(0, 700), link.substr(0, 700));
  EXPECT_EQ(kept.substr(kept.size() - 19, 3), "\xE2\x80\xA6") << kept;

  // Rolled (two days on, yesterday is closed): every filter value and panel name fits.
  std::ofstream(dir_.file("later")) << 2 * 86400;
  CliResult rolled = cli().run({"analytics", "roll-filters", "--website", a_.website_id}, true,
                               {{"SEO_CLOCK_FILE", dir_.file("later")}});
  ASSERT_EQ(rolled.exit_code, 0) << rolled.describe();
  std::string days;
  query("SELECT COUNT(*) FROM analytics_filter_rolled WHERE day = '" + yesterday() + "'", &days);
  EXPECT_EQ(days, "1");

  auto read = [&](const std::string& path) {
    rapidjson::Document data;
    readOk(a_, path, &data);
    return data;
  };
  // The whole page names it; its value under it is the one kept.
  rapidjson::Document values =
      read("/website/properties?range=7d&path=" + urlEncode(path) + "&key=" + urlEncode(key));
  ASSERT_EQ(values.Size(), 1u) << toJson(values);
  const std::string shown = stringField(values[0], "value");
  EXPECT_LE(shown.size(), 800u);
  EXPECT_EQ(shown.substr(0, 600), value.substr(0, 600));
  EXPECT_EQ(values[0]["events"].GetInt64(), 1);
  // The whole link, and the shortened value as the read gave it, filter to the visit.
  for (const std::string& filter :
       {"property=url&property_value=" + urlEncode(link),
        "property=" + urlEncode(key) + "&property_value=" + urlEncode(shown)}) {
    rapidjson::Document summary = read("/website/summary?range=7d&" + filter);
    EXPECT_EQ(summary["unique_visitors"].GetInt64(), 1) << filter;
  }
  rapidjson::Document pages =
      read("/website/pages?range=7d&property=url&property_value=" + urlEncode(link));
  ASSERT_EQ(pages.Size(), 1u) << toJson(pages);
  EXPECT_EQ(stringField(pages[0], "page").size(), 1000u);
}

}  // namespace
}  // namespace seo::tests
