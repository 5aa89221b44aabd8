#include "plugins/billing_stripe/webhook_routes.h"

#include <optional>
#include <string>

#include "plugins/billing_stripe/api_examples.h"
#include "plugins/billing_stripe/billing_state.h"
#include "plugins/billing_stripe/signing_secret.h"
#include "plugins/billing_stripe/stripe_event.h"
#include "plugins/billing_stripe/stripe_signature.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::Host;
using seo::sdk::LogLevel;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// Stripe's events are a few KiB; an invoice with many lines, some tens.
constexpr std::int64_t kMaxEventBytes = 256 * 1024;

// A refusal, logged with its reason (never the secret or the signature).
Status refused(Host& host, Status why) {
  host.log(LogLevel::Warning, "billing_stripe: refused a webhook delivery: " + why.message());
  return why;
}

// What the event does, inside the transaction that claimed it.
Result<std::string> applyEvent(soci::session& sql, Host& host, const StripeEvent& event) {
  if (event.subscription) {
    const Subscription& s = *event.subscription;
    if (!saveSubscription(sql, host, s, event.created, event.id)) return std::string(kStale);
    if (!organizationOf(sql, s.customer)) return std::string(kRecorded);
    SEO_ASSIGN_OR_RETURN(std::optional<std::string> plan, applyCustomer(sql, host, s.customer));
    return std::string(plan ? kApplied : kRecorded);
  }
  const PaidInvoice& invoice = *event.invoice;
  if (invoice.subscription.empty()) return std::string(kIgnored);  // a one-off invoice
  if (!savePaidPeriod(sql, host, invoice)) return std::string(kStale);
  if (!organizationOf(sql, invoice.customer)) return std::string(kRecorded);
  SEO_RETURN_IF_ERROR(applyPaidPeriod(sql, host, invoice.customer));
  return std::string(kApplied);
}

Response answer(const std::string& outcome) {
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("received", true, a);
  d.AddMember("outcome", seo::sdk::json::string(outcome, a), a);
  return Response::object(std::move(d));
}

Result<Response> onWebhook(RequestContext& ctx) {
  Host& host = *ctx.host;
  Result<std::optional<std::string>> kept = signingSecret(host);
  if (!kept.isOk()) {
    // A sealed secret whose key left the key file (docs/security.md, "Rotation"): the operator's
    // to fix, and Stripe delivers again meanwhile.
    host.log(LogLevel::Error,
             "billing_stripe: the signing secret cannot be opened: " + kept.status().message());
    return Status::unavailable("Billing is not configured on this server");
  }
  const std::optional<std::string>& secret = kept.value();
  if (!secret) {
    host.log(LogLevel::Warning,
             "billing_stripe: billing is not configured (no signing secret: " +
                 std::string(kSecretVariable) +
                 ", settings.billing_stripe.signing_secret or seoctl billing_stripe "
                 "secret-set); a webhook delivery was refused");
    return Status::unavailable("Billing is not configured on this server");
  }
  std::optional<std::string_view> header = ctx.header("stripe-signature");
  if (!header) {
    return refused(host, Status::invalidArgument("Missing required header: Stripe-Signature"));
  }
  std::optional<std::int64_t> now_ms = seo::sdk::dates::msOfIso(host.now());
  std::int64_t now = now_ms ? *now_ms / 1000 : 0;
  if (Status s = verifySignature(*header, ctx.raw_body, *secret, now); !s.isOk()) {
    return refused(host, s);
  }
  Result<StripeEvent> read = readEvent(ctx.json());
  if (!read.isOk()) return refused(host, read.status());
  const StripeEvent& event = read.value();
  const bool known = event.subscription || event.invoice;
  std::string outcome = kIgnored;
  if (known) {
    Status s = host.withTransaction([&](soci::session& sql) {
      if (!claimEvent(sql, host, event)) {
        outcome = kDuplicate;
        return Status::ok();
      }
      SEO_ASSIGN_OR_RETURN(outcome, applyEvent(sql, host, event));
      noteOutcome(sql, event, outcome);
      return Status::ok();
    });
    if (!s.isOk()) {
      // Nothing was kept, the event id included: Stripe delivers it again later.
      host.log(LogLevel::Error, "billing_stripe: event " + event.id + " (" + event.type +
                                    ") was not applied: " + s.message());
      return Status::unavailable("The event could not be applied now: " + s.message());
    }
  }
  host.log(LogLevel::Info,
           "billing_stripe: event " + event.id + " (" + event.type + "): " + outcome);
  return answer(outcome);
}

}  // namespace

void registerWebhookRoutes(seo::sdk::Registrar& r) {
  r.route("POST", "/stripe-webhook", &onWebhook)
      .publicAccess()
      .maxBodyBytes(kMaxEventBytes)
      .summary("Stripe's events (internal: for Stripe only)",
               "The spec's billing-provider webhook. Stripe delivers the account's events here, "
               "signed with the endpoint's signing secret in `Stripe-Signature` (t=, v1=); "
               "nothing else may call it. A subscription created or updated moves the "
               "customer's organization to the plan of its price, with its quotas and the "
               "period's end as the credits' reset date; a deleted one, to the free plan; a "
               "paid invoice starts a new credit period. Each event is applied once "
               "(`duplicate` for a redelivery) and in the order of the subscription's own "
               "state (`stale` for one older than what is known); a customer linked to no "
               "organization yet is `recorded` and applied when `seoctl billing_stripe link` "
               "links it; other event types are `ignored`.")
      .parameter("header", "Stripe-Signature", R"({"type": "string"})",
                 "t=<unix seconds>,v1=<hex HMAC-SHA256 of \"t.body\">[,v1=...]", true)
      .body(R"({"type": "object", "required": ["id", "type", "created"],
                "properties": {"id": {"type": "string"}, "object": {"const": "event"},
                               "type": {"type": "string"}, "created": {"type": "integer"},
                               "api_version": {"type": "string"},
                               "livemode": {"type": "boolean"},
                               "data": {"type": "object"}}})",
            "A Stripe event")
      .bodyExample(examples::kStripeEvent)
      .answers(200, R"({"$ref": "#/components/schemas/StripeWebhookAnswer"})",
               "The event was taken (or had been)")
      .answerExample(200, examples::kStripeWebhook200)
      .fails(400,
             "no valid signature, a timestamp past the 300 s tolerance, or an event "
             "without the fields its type needs")
      .fails(503,
             "billing is not configured (no signing secret), or the event could not be "
             "applied now (Stripe delivers it again)");
}

}  // namespace seo::plugins::billing_stripe
