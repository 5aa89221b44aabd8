#include "plugins/billing_stripe/billing_state.h"

#include <sstream>

#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/sql_dialect.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::Host;
using seo::sdk::LogLevel;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The price ids kept with a subscription: space-separated (Stripe ids hold no space).
std::string joinIds(const std::vector<std::string>& ids) {
  std::string text;
  for (const std::string& id : ids) text += (text.empty() ? "" : " ") + id;
  return text;
}

std::vector<std::string> splitIds(const std::string& text) {
  std::vector<std::string> ids;
  std::istringstream words(text);
  for (std::string id; words >> id;) ids.push_back(id);
  return ids;
}

bool ended(const std::string& status) {
  Subscription s;
  s.status = status;
  return !isLive(s);
}

}  // namespace

std::string isoOfSeconds(std::int64_t seconds) { return seo::sdk::dates::isoOfMs(seconds * 1000); }

bool claimEvent(soci::session& sql, Host& host, const StripeEvent& event) {
  long long created = event.created;
  std::string now = host.now();
  // Inserted first: a second delivery of the event, in a concurrent transaction, waits here for
  // this one and then finds the row.
  soci::statement insert =
      (sql.prepare << "INSERT INTO billing_stripe_events (event_id, type, created, outcome, "
                      "received_at) VALUES (:e, :t, :c, '', :r) ON CONFLICT (event_id) DO NOTHING",
       soci::use(event.id), soci::use(event.type), soci::use(created), soci::use(now));
  insert.execute(true);
  return insert.get_affected_rows() > 0;
}

void noteOutcome(soci::session& sql, const StripeEvent& event, const std::string& outcome) {
  sql << "UPDATE billing_stripe_events SET outcome = :o WHERE event_id = :e", soci::use(outcome),
      soci::use(event.id);
}

bool saveSubscription(soci::session& sql, Host& host, const Subscription& subscription,
                      std::int64_t event_created, const std::string& event_id) {
  std::string now = host.now();
  // A row to lock, for the first event of the subscription (event_created -1: no state yet).
  sql << "INSERT INTO billing_stripe_subscriptions (subscription_id, customer_id, status, "
         "price_ids, period_start, period_end, event_created, event_id, updated_at) "
         "VALUES (:s, :c, '', '', 0, 0, -1, '', :u) ON CONFLICT (subscription_id) DO NOTHING",
      soci::use(subscription.id), soci::use(subscription.customer), soci::use(now);
  long long known_created = 0;
  long long known_end = 0;
  std::string known_status;
  std::string known_customer;
  sql << std::string(
             "SELECT event_created, period_end, status, customer_id "
             "FROM billing_stripe_subscriptions WHERE subscription_id = :s") +
             seo::sdk::forUpdate(host.dialect()),
      soci::use(subscription.id), soci::into(known_created), soci::into(known_end),
      soci::into(known_status), soci::into(known_customer);
  // A subscription never changes customer: an event that says otherwise is not applied.
  if (known_customer != subscription.customer) return false;
  bool newer = event_created > known_created;
  if (event_created == known_created) {
    // Same second: an ended subscription stays ended; else the later period wins.
    bool ends = ended(subscription.status) && !ended(known_status);
    newer = ends || (ended(subscription.status) == ended(known_status) &&
                     subscription.period_end > known_end);
  }
  if (!newer) return false;
  std::string prices = joinIds(subscription.price_ids);
  long long start = subscription.period_start;
  long long end = subscription.period_end;
  long long created = event_created;
  sql << "UPDATE billing_stripe_subscriptions SET status = :st, price_ids = :p, "
         "period_start = :ps, period_end = :pe, event_created = :ec, event_id = :ei, "
         "updated_at = :u WHERE subscription_id = :s",
      soci::use(subscription.status), soci::use(prices), soci::use(start), soci::use(end),
      soci::use(created), soci::use(event_id), soci::use(now), soci::use(subscription.id);
  return true;
}

bool savePaidPeriod(soci::session& sql, Host& host, const PaidInvoice& invoice) {
  std::string now = host.now();
  sql << "INSERT INTO billing_stripe_periods (customer_id, period_start, period_end, "
         "invoice_id, updated_at) VALUES (:c, -1, -1, '', :u) "
         "ON CONFLICT (customer_id) DO NOTHING",
      soci::use(invoice.customer), soci::use(now);
  long long known_start = 0;
  sql << std::string("SELECT period_start FROM billing_stripe_periods WHERE customer_id = :c") +
             seo::sdk::forUpdate(host.dialect()),
      soci::use(invoice.customer), soci::into(known_start);
  if (invoice.period_start <= known_start) return false;
  long long start = invoice.period_start;
  long long end = invoice.period_end;
  sql << "UPDATE billing_stripe_periods SET period_start = :s, period_end = :e, "
         "invoice_id = :i, updated_at = :u WHERE customer_id = :c",
      soci::use(start), soci::use(end), soci::use(invoice.id), soci::use(now),
      soci::use(invoice.customer);
  return true;
}

std::optional<std::string> organizationOf(soci::session& sql, const std::string& customer) {
  std::string organization;
  sql << "SELECT organization_id FROM billing_stripe_customers WHERE customer_id = :c",
      soci::use(customer), soci::into(organization);
  if (!sql.got_data()) return std::nullopt;
  return organization;
}

std::optional<std::string> customerOf(soci::session& sql, const std::string& organization_id) {
  std::string customer;
  sql << "SELECT customer_id FROM billing_stripe_customers WHERE organization_id = :o",
      soci::use(organization_id), soci::into(customer);
  if (!sql.got_data()) return std::nullopt;
  return customer;
}

Result<std::optional<std::string>> applyCustomer(soci::session& sql, Host& host,
                                                 const std::string& customer) {
  std::optional<std::string> organization = organizationOf(sql, customer);
  if (!organization) return std::optional<std::string>();
  struct Known {
    std::string status;
    std::string prices;
    long long start = 0;
    long long end = 0;
  };
  std::vector<Known> subscriptions;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT status, price_ids, period_start, period_end "
                      "FROM billing_stripe_subscriptions WHERE customer_id = :c "
                      "AND event_created >= 0",
       soci::use(customer));
  for (const soci::row& row : rows) {
    subscriptions.push_back({row.get<std::string>(0), row.get<std::string>(1),
                             static_cast<long long>(row.get<long long>(2)),
                             static_cast<long long>(row.get<long long>(3))});
  }
  if (subscriptions.empty()) return std::optional<std::string>();
  const Known* live = nullptr;
  for (const Known& s : subscriptions) {
    if (!ended(s.status) && (live == nullptr || s.start > live->start)) live = &s;
  }
  if (live == nullptr) {
    std::string plan = freePlan(host);
    SEO_RETURN_IF_ERROR(host.billing().setPlan(sql, *organization, plan, ""));
    return std::optional<std::string>(plan);
  }
  for (const std::string& price : splitIds(live->prices)) {
    if (std::optional<std::string> plan = planOfPrice(sql, host, price)) {
      SEO_RETURN_IF_ERROR(
          host.billing().setPlan(sql, *organization, *plan, isoOfSeconds(live->end)));
      return plan;
    }
  }
  host.log(LogLevel::Warning, "billing_stripe: customer " + customer +
                                  " has a subscription whose prices (" + live->prices +
                                  ") are mapped to no plan: seoctl billing_stripe price-set");
  return std::optional<std::string>();
}

Status applyPaidPeriod(soci::session& sql, Host& host, const std::string& customer) {
  std::optional<std::string> organization = organizationOf(sql, customer);
  if (!organization) return Status::ok();
  long long start = 0;
  long long end = 0;
  sql << "SELECT period_start, period_end FROM billing_stripe_periods WHERE customer_id = :c "
         "AND period_start >= 0",
      soci::use(customer), soci::into(start), soci::into(end);
  if (!sql.got_data()) return Status::ok();
  return host.billing().startCreditPeriod(sql, *organization, isoOfSeconds(start),
                                          isoOfSeconds(end));
}

std::optional<std::string> planOfPrice(soci::session& sql, Host& host,
                                       const std::string& price_id) {
  std::string plan;
  sql << "SELECT plan FROM billing_stripe_prices WHERE price_id = :p", soci::use(price_id),
      soci::into(plan);
  if (sql.got_data()) return plan;
  std::string mapping = host.setting("billing_stripe.prices").value_or("");
  std::istringstream pairs(mapping);
  for (std::string pair; std::getline(pairs, pair, ',');) {
    std::size_t equals = pair.find('=');
    if (equals == std::string::npos) continue;
    auto trim = [](std::string text) {
      std::size_t first = text.find_first_not_of(' ');
      std::size_t last = text.find_last_not_of(' ');
      return first == std::string::npos ? std::string() : text.substr(first, last - first + 1);
    };
    if (trim(pair.substr(0, equals)) == price_id) return trim(pair.substr(equals + 1));
  }
  return std::nullopt;
}

std::string freePlan(Host& host) {
  std::string plan = host.setting("billing_stripe.free_plan").value_or("");
  return plan.empty() ? "free" : plan;
}

}  // namespace seo::plugins::billing_stripe
