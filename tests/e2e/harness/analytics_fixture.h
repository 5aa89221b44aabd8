// The base of the analytics module's end-to-end tests: two organizations (alpha.example and
// bravo.example), a server that takes the client's address from X-Forwarded-For, an IP-location
// database whose answers are known (192.0.2.0/24 DE, 198.51.100.0/24 FR, 203.0.113.0/24 JP),
// and event times from the senders (so a test can script a visit sequence spanning hours).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "tests/e2e/harness/e2e_fixture.h"
#include "tests/e2e/harness/tenant.h"

namespace seo::tests {

inline const std::string kChrome =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36";
inline const std::string kFirefox =
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
inline const std::string kSafari =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/18.1 Safari/605.1.15";
inline const std::string kGptBot =
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; "
    "+https://openai.com/gptbot)";
inline const std::string kHeadless =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/131.0.0.0 Safari/537.36";

// `ms` since the epoch as an event's "time" ("2026-03-10T12:00:00.000Z").
std::string isoTimeText(std::int64_t ms);

// The JSON text of a props object of 10 000 keys of up to three characters (base 36): under the
// collect body limit, far past its 30 properties.
std::string tenThousandProps();

// One event as a browser (or a trusted sender) posts it.
struct Event {
  Event(std::string site_id, std::string page, std::string agent = kChrome,
        std::string address = "192.0.2.10", std::optional<std::int64_t> at = std::nullopt,
        std::string more = "")
      : site(std::move(site_id)), url(std::move(page)), user_agent(std::move(agent)),
        ip(std::move(address)), ms(at), extra(std::move(more)) {}

  std::string site;
  std::string url;
  std::string user_agent = kChrome;
  std::string ip = "192.0.2.10";
  std::optional<std::int64_t> ms;  // the event's "time"; none: the server's clock
  std::string extra;               // more members, e.g. R"(,"referrer":"https://x.test/")"
};

class AnalyticsE2eTest : public E2eTest {
 protected:
  void SetUp() override;

  // Options for the server: the fixture's settings plus `settings_json` members (inside
  // "analytics", e.g. R"(,"trust_event_time":false)").
  ServerOptions analyticsOptions(const std::string& settings_json = "");

  // The public site id of the tenant's website, from GET /website/tracking.
  void siteIdOf(const Tenant& who, std::string* site_id) const;
  // POST /analytics/collect (or `path`) with `event`'s body, headers User-Agent and
  // X-Forwarded-For.
  HttpResponse collect(const Event& event, const std::string& path = "/analytics/collect") const;
  // Posts `event` and asserts it was recorded as `what` ("pageview", "bot", "ignored").
  // How many raw rows the events left: pageviews, custom events and their properties.
  std::string rawEventRows() const;
  void collectOk(const Event& event, const std::string& what) const;
  // GET `path` with the tenant's key; asserts 200 and puts the answer's `data` in `*out`.
  void readOk(const Tenant& who, const std::string& path, rapidjson::Document* out) const;

  // Milliseconds since the epoch of the start of yesterday (UTC) plus `minutes`: inside the
  // window the server accepts event times for, whatever the time of day the test runs.
  static std::int64_t yesterdayAt(int minutes);
  // 'YYYY-MM-DD' of yesterday and today (UTC).
  static std::string yesterday();
  static std::string today();

  std::string location_db_;
  Tenant a_;  // alpha.example
  Tenant b_;  // bravo.example
  std::string site_a_, site_b_;
};

}  // namespace seo::tests
