#include "plugins/billing_stripe/billing_commands.h"

#include <optional>
#include <string>
#include <vector>

#include "plugins/billing_stripe/billing_state.h"
#include "plugins/billing_stripe/signing_secret.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/uuid.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::CommandContext;
using seo::sdk::Host;
using seo::sdk::onlyFlags;
using seo::sdk::requiredFlag;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Doc = rapidjson::Document;

namespace {

// A Stripe id with its prefix ("cus_", "price_"): letters, digits and _ after it.
Status requireStripeId(const std::string& flag, const std::string& id, const std::string& prefix) {
  bool ok = id.size() > prefix.size() && id.size() <= 255 && id.rfind(prefix, 0) == 0;
  for (unsigned char c : id) ok = ok && (std::isalnum(c) || c == '_');
  if (!ok) return Status::invalidArgument("--" + flag + " must be a Stripe id " + prefix + "...");
  return Status::ok();
}

Doc done(const std::string& message) {
  Doc d(rapidjson::kObjectType);
  d.AddMember("done", string(message, d.GetAllocator()), d.GetAllocator());
  return d;
}

Result<Doc> onLink(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"org", "customer"}));
  SEO_ASSIGN_OR_RETURN(std::string org, requiredFlag(cmd, "org"));
  SEO_ASSIGN_OR_RETURN(std::string customer, requiredFlag(cmd, "customer"));
  if (!seo::sdk::isUuid(org)) return Status::invalidArgument("--org must be an organization id");
  SEO_RETURN_IF_ERROR(requireStripeId("customer", customer, "cus_"));
  Host& host = *cmd.host;
  std::optional<std::string> plan;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(host.billing().findOrganization(sql, org));
    if (std::optional<std::string> other = organizationOf(sql, customer); other && *other != org) {
      return Status::conflict("customer " + customer + " is linked to organization " + *other +
                              ": unlink it first");
    }
    // One customer per organization: a new one replaces the one linked before.
    sql << "DELETE FROM billing_stripe_customers WHERE organization_id = :o", soci::use(org);
    std::string now = host.now();
    sql << "INSERT INTO billing_stripe_customers (customer_id, organization_id, created_at) "
           "VALUES (:c, :o, :t)",
        soci::use(customer), soci::use(org), soci::use(now);
    // What Stripe said of the customer before the link takes effect now.
    SEO_ASSIGN_OR_RETURN(plan, applyCustomer(sql, host, customer));
    return applyPaidPeriod(sql, host, customer);
  }));
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("organization_id", string(org, a), a);
  d.AddMember("customer", string(customer, a), a);
  d.AddMember("plan", plan ? string(*plan, a) : rapidjson::Value(), a);
  return d;
}

Result<Doc> onUnlink(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"customer"}));
  SEO_ASSIGN_OR_RETURN(std::string customer, requiredFlag(cmd, "customer"));
  bool found = false;
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) {
    found = organizationOf(sql, customer).has_value();
    sql << "DELETE FROM billing_stripe_customers WHERE customer_id = :c", soci::use(customer);
    return Status::ok();
  }));
  if (!found) return Status::notFound("customer not linked: " + customer);
  return done("customer " + customer + " unlinked; its organization keeps its plan");
}

Result<Doc> onCustomers(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {}));
  Doc out(rapidjson::kArrayType);
  auto& a = out.GetAllocator();
  SEO_RETURN_IF_ERROR(cmd.host->withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows = sql.prepare
                                   << "SELECT customer_id, organization_id, created_at "
                                      "FROM billing_stripe_customers ORDER BY created_at";
    for (const soci::row& row : rows) {
      rapidjson::Value v(rapidjson::kObjectType);
      v.AddMember("customer", string(row.get<std::string>(0), a), a);
      v.AddMember("organization_id", string(row.get<std::string>(1), a), a);
      v.AddMember("linked_at", string(row.get<std::string>(2), a), a);
      out.PushBack(v, a);
    }
    return Status::ok();
  }));
  return out;
}

Result<Doc> onPriceSet(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"price", "plan"}));
  SEO_ASSIGN_OR_RETURN(std::string price, requiredFlag(cmd, "price"));
  SEO_ASSIGN_OR_RETURN(std::string plan, requiredFlag(cmd, "plan"));
  SEO_RETURN_IF_ERROR(requireStripeId("price", price, "price_"));
  Host& host = *cmd.host;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    SEO_RETURN_IF_ERROR(host.billing().findPlan(sql, plan));
    sql << "DELETE FROM billing_stripe_prices WHERE price_id = :p", soci::use(price);
    std::string now = host.now();
    sql << "INSERT INTO billing_stripe_prices (price_id, plan, created_at) VALUES (:p, :n, :t)",
        soci::use(price), soci::use(plan), soci::use(now);
    return Status::ok();
  }));
  return done("price " + price + ": plan " + plan +
              " (customers move to it at their subscription's next event, or at link)");
}

Result<Doc> onPriceRemove(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"price"}));
  SEO_ASSIGN_OR_RETURN(std::string price, requiredFlag(cmd, "price"));
  SEO_RETURN_IF_ERROR(cmd.host->withTransaction([&](soci::session& sql) {
    sql << "DELETE FROM billing_stripe_prices WHERE price_id = :p", soci::use(price);
    return Status::ok();
  }));
  return done("price " + price + " removed");
}

Result<Doc> onPrices(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {}));
  Doc out(rapidjson::kArrayType);
  auto& a = out.GetAllocator();
  SEO_RETURN_IF_ERROR(cmd.host->withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        sql.prepare << "SELECT price_id, plan FROM billing_stripe_prices ORDER BY price_id";
    for (const soci::row& row : rows) {
      rapidjson::Value v(rapidjson::kObjectType);
      v.AddMember("price", string(row.get<std::string>(0), a), a);
      v.AddMember("plan", string(row.get<std::string>(1), a), a);
      out.PushBack(v, a);
    }
    return Status::ok();
  }));
  return out;
}

Result<Doc> onSecretSet(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"secret-file"}));
  SEO_ASSIGN_OR_RETURN(std::string secret, seo::sdk::firstLineOfFile(cmd, "secret-file"));
  SEO_RETURN_IF_ERROR(saveSigningSecret(*cmd.host, secret));
  return done(
      "signing secret saved, sealed (the environment and the configuration, when set, "
      "come first)");
}

// [from, to) of --period YYYY-MM, or of --from and --to days (to inclusive).
Result<std::pair<std::string, std::string>> rangeOf(const CommandContext& cmd) {
  using namespace seo::sdk::dates;
  if (std::optional<std::string_view> period = cmd.flag("period")) {
    std::optional<std::int64_t> first = parseDay(std::string(*period) + "-01");
    if (period->size() != 7 || !first || cmd.flag("from") || cmd.flag("to")) {
      return Status::invalidArgument("--period takes a month, YYYY-MM (or give --from and --to)");
    }
    std::int64_t y = 0;
    unsigned m = 0;
    unsigned d = 0;
    internal::civilFromDays(*first, &y, &m, &d);
    std::int64_t next =
        m == 12 ? internal::daysFromCivil(y + 1, 1, 1) : internal::daysFromCivil(y, m + 1, 1);
    return std::make_pair(isoOfMs(*first * kMsPerDay), isoOfMs(next * kMsPerDay));
  }
  std::optional<std::string_view> from = cmd.flag("from");
  std::optional<std::string_view> to = cmd.flag("to");
  std::optional<std::int64_t> first = parseDay(from.value_or(""));
  std::optional<std::int64_t> last = parseDay(to.value_or(""));
  if (!first.has_value() || !last.has_value() || last.value() < first.value()) {
    return Status::invalidArgument(
        "give --period YYYY-MM, or --from YYYY-MM-DD --to YYYY-MM-DD (to on or after from)");
  }
  return std::make_pair(isoOfMs(first.value() * kMsPerDay),
                        isoOfMs((last.value() + 1) * kMsPerDay));
}

Result<Doc> onOverage(CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(onlyFlags(cmd, {"period", "from", "to"}));
  SEO_ASSIGN_OR_RETURN(auto range, rangeOf(cmd));
  Host& host = *cmd.host;
  Doc out(rapidjson::kArrayType);
  auto& a = out.GetAllocator();
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(std::vector<seo::sdk::Overage> rows,
                         host.billing().overage(sql, range.first, range.second));
    for (const seo::sdk::Overage& row : rows) {
      std::optional<std::string> customer = customerOf(sql, row.organization_id);
      rapidjson::Value v(rapidjson::kObjectType);
      v.AddMember("organization_id", string(row.organization_id, a), a);
      v.AddMember("customer", customer ? string(*customer, a) : rapidjson::Value(), a);
      v.AddMember("resource", string(row.resource, a), a);
      v.AddMember("overage", row.amount, a);
      v.AddMember("from", string(range.first, a), a);
      v.AddMember("to", string(range.second, a), a);
      out.PushBack(v, a);
    }
    return Status::ok();
  }));
  return out;
}

}  // namespace

void registerBillingCommands(seo::sdk::Registrar& r) {
  r.command("link",
            "--org ID --customer cus_...   links the organization to its Stripe customer "
            "(what Stripe said of the customer before takes effect now)",
            &onLink);
  r.command("unlink", "--customer cus_...   ends the link (the organization keeps its plan)",
            &onUnlink);
  r.command("customers", "   lists the linked customers", &onCustomers);
  r.command("price-set",
            "--price price_... --plan NAME   the plan a subscription to the price "
            "gives",
            &onPriceSet);
  r.command("price-remove", "--price price_...   forgets the price's plan", &onPriceRemove);
  r.command("prices",
            "   lists the prices' plans set here (settings.billing_stripe.prices "
            "adds to them)",
            &onPrices);
  r.command("secret-set",
            "--secret-file PATH   keeps the endpoint's signing secret (the file's "
            "first line, whsec_...) sealed in the database",
            &onSecretSet);
  r.command("overage",
            "--period YYYY-MM | --from DAY --to DAY   metered organizations' credits "
            "used past their quotas, with their customers, to invoice",
            &onOverage);
}

}  // namespace seo::plugins::billing_stripe
