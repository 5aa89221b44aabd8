#include "plugins/billing_stripe/stripe_event.h"

#include <string_view>

#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::int64Member;
using seo::sdk::json::member;
using seo::sdk::json::stringMember;

namespace {

constexpr std::size_t kMaxId = 255;

Status invalid(std::string_view field, std::string_view why) {
  return Status::invalidField(std::string(field), std::string(why));
}

// An id Stripe gives as a string or, expanded, as an object with an `id`.
std::string idOf(const rapidjson::Value& object, const char* name) {
  const rapidjson::Value* v = member(object, name);
  if (v == nullptr) return "";
  if (v->IsString()) return std::string(v->GetString(), v->GetStringLength());
  return v->IsObject() ? stringMember(*v, "id") : "";
}

// A Stripe id: printable ASCII, no spaces, at most kMaxId bytes.
bool plausibleId(std::string_view id) {
  if (id.empty() || id.size() > kMaxId) return false;
  for (unsigned char c : id) {
    if (c <= 0x20 || c >= 0x7f) return false;
  }
  return true;
}

Status requireId(std::string_view field, std::string_view id) {
  if (!plausibleId(id)) return invalid(field, "must be a Stripe id");
  return Status::ok();
}

// items.data[] of a subscription, or null.
const rapidjson::Value* itemsOf(const rapidjson::Value& object) {
  const rapidjson::Value* items = member(object, "items");
  const rapidjson::Value* data = items ? member(*items, "data") : nullptr;
  return data && data->IsArray() ? data : nullptr;
}

Result<Subscription> readSubscription(const rapidjson::Value& object) {
  Subscription s;
  s.id = stringMember(object, "id");
  s.customer = idOf(object, "customer");
  s.status = stringMember(object, "status");
  SEO_RETURN_IF_ERROR(requireId("data.object.id", s.id));
  SEO_RETURN_IF_ERROR(requireId("data.object.customer", s.customer));
  if (s.status.empty() || s.status.size() > 64) {
    return invalid("data.object.status", "must be a subscription status");
  }
  std::optional<std::int64_t> start = int64Member(object, "current_period_start");
  std::optional<std::int64_t> end = int64Member(object, "current_period_end");
  if (const rapidjson::Value* items = itemsOf(object)) {
    for (const rapidjson::Value& item : items->GetArray()) {
      std::string price_id = idOf(item, "price");
      if (plausibleId(price_id)) s.price_ids.push_back(price_id);
      // Since Stripe's API version 2025-03-31 the period is the items'.
      if (!start) start = int64Member(item, "current_period_start");
      if (!end) end = int64Member(item, "current_period_end");
    }
  }
  if (!start || !end || *start < 0 || *end < *start) {
    return invalid("data.object.current_period_end", "the subscription carries no billing period");
  }
  s.period_start = *start;
  s.period_end = *end;
  return s;
}

Result<PaidInvoice> readInvoice(const rapidjson::Value& object) {
  PaidInvoice invoice;
  invoice.id = stringMember(object, "id");
  invoice.customer = idOf(object, "customer");
  SEO_RETURN_IF_ERROR(requireId("data.object.id", invoice.id));
  SEO_RETURN_IF_ERROR(requireId("data.object.customer", invoice.customer));
  invoice.subscription = idOf(object, "subscription");
  if (invoice.subscription.empty()) {
    // Since Stripe's API version 2025-03-31: parent.subscription_details.subscription.
    const rapidjson::Value* parent = member(object, "parent");
    const rapidjson::Value* details = parent ? member(*parent, "subscription_details") : nullptr;
    if (details) invoice.subscription = idOf(*details, "subscription");
  }
  // The period a subscription invoice pays for is its line's; the invoice's own period_start
  // and period_end are the usage period before it.
  std::optional<std::int64_t> start;
  std::optional<std::int64_t> end;
  const rapidjson::Value* lines = member(object, "lines");
  const rapidjson::Value* data = lines ? member(*lines, "data") : nullptr;
  if (data && data->IsArray()) {
    for (const rapidjson::Value& line : data->GetArray()) {
      const rapidjson::Value* period = member(line, "period");
      if (period == nullptr) continue;
      std::optional<std::int64_t> line_start = int64Member(*period, "start");
      std::optional<std::int64_t> line_end = int64Member(*period, "end");
      if (line_start && line_end && (!end || *line_end > *end)) {
        start = line_start;
        end = line_end;
      }
    }
  }
  if (!start || !end) {
    start = int64Member(object, "period_start");
    end = int64Member(object, "period_end");
  }
  if (!start || !end || *start < 0 || *end < *start) {
    return invalid("data.object.lines", "the invoice carries no period");
  }
  invoice.period_start = *start;
  invoice.period_end = *end;
  return invoice;
}

}  // namespace

bool isLive(const Subscription& subscription) {
  return subscription.status == "active" || subscription.status == "trialing" ||
         subscription.status == "past_due";
}

Result<StripeEvent> readEvent(const rapidjson::Value& body) {
  StripeEvent event;
  event.id = stringMember(body, "id");
  event.type = stringMember(body, "type");
  SEO_RETURN_IF_ERROR(requireId("id", event.id));
  if (event.type.empty() || event.type.size() > 128)
    return invalid("type", "must be an event type");
  std::optional<std::int64_t> created = int64Member(body, "created");
  if (!created || *created < 0) return invalid("created", "must be unix seconds");
  event.created = *created;
  const bool subscription_event = event.type == "customer.subscription.created" ||
                                  event.type == "customer.subscription.updated" ||
                                  event.type == "customer.subscription.deleted";
  if (!subscription_event && event.type != "invoice.paid") return event;
  const rapidjson::Value* data = member(body, "data");
  const rapidjson::Value* object = data ? member(*data, "object") : nullptr;
  if (object == nullptr || !object->IsObject()) return invalid("data.object", "must be an object");
  if (subscription_event) {
    SEO_ASSIGN_OR_RETURN(Subscription s, readSubscription(*object));
    // A deleted subscription has ended, whatever status the object still shows.
    if (event.type == "customer.subscription.deleted") s.status = "canceled";
    event.subscription = std::move(s);
  } else {
    SEO_ASSIGN_OR_RETURN(PaidInvoice invoice, readInvoice(*object));
    event.invoice = std::move(invoice);
  }
  return event;
}

}  // namespace seo::plugins::billing_stripe
