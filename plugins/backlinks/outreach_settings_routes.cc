#include "plugins/backlinks/outreach_settings_routes.h"

#include "plugins/backlinks/do_not_contact.h"
#include "plugins/backlinks/smtp_settings.h"

namespace seo::plugins::backlinks {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxReasonChars = 500;

Response settingsAnswer(const std::optional<SmtpSettings>& s) {
  rapidjson::Document data;
  if (s) {
    rapidjson::Value v = smtpSettingsJson(*s, data.GetAllocator());
    seo::sdk::json::setRoot(data, v);
  }
  return Response::data(std::move(data));
}

}  // namespace

Result<Response> onGetSmtpSettings(seo::sdk::RequestContext& ctx) {
  std::optional<SmtpSettings> s;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    s = findSmtpSettings(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  return settingsAnswer(s);
}

Result<Response> onPutSmtpSettings(seo::sdk::RequestContext& ctx) {
  std::optional<SmtpSettings> saved;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    std::optional<SmtpSettings> previous = findSmtpSettings(sql, ctx.caller.organization_id);
    SEO_ASSIGN_OR_RETURN(SmtpSettings s, readSmtpSettings(*ctx.host, ctx.json(), previous));
    s.organization_id = ctx.caller.organization_id;
    s.updated_at = ctx.host->now();
    saveSmtpSettings(sql, s);
    saved = std::move(s);
    return Status::ok();
  }));
  return settingsAnswer(saved);
}

Result<Response> onDeleteSmtpSettings(seo::sdk::RequestContext& ctx) {
  bool deleted = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    deleted = deleteSmtpSettings(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  if (!deleted) return Status::notFound();
  return Response::success();
}

Result<Response> onListDoNotContact(seo::sdk::RequestContext& ctx) {
  std::vector<DoNotContactEntry> entries;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    entries = listDoNotContact(sql, ctx.caller.organization_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const DoNotContactEntry& e : entries) data.PushBack(doNotContactJson(e, a), a);
  return Response::data(std::move(data));
}

Result<Response> onAddDoNotContact(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> email, seo::sdk::bodyEmail(body, "email"));
  if (!email) return Status::missingField("email");
  DoNotContactEntry entry;
  entry.email = listKey(*email);
  SEO_ASSIGN_OR_RETURN(entry.reason, seo::sdk::bodyText(body, "reason", kMaxReasonChars));
  entry.created_at = ctx.host->now();
  bool added = false;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    added = addDoNotContact(sql, ctx.caller.organization_id, entry);
    if (!added) {
      for (DoNotContactEntry& listed : listDoNotContact(sql, ctx.caller.organization_id)) {
        if (listed.email == entry.email) entry = std::move(listed);
      }
    }
    return Status::ok();
  }));
  rapidjson::Document data;
  rapidjson::Value v = doNotContactJson(entry, data.GetAllocator());
  seo::sdk::json::setRoot(data, v);
  // 201 for a new entry; 200 when the address was listed already (the stored entry stands).
  return Response::data(std::move(data), added ? 201 : 200);
}

Result<Response> onRemoveDoNotContact(seo::sdk::RequestContext& ctx) {
  std::string email(ctx.pathParam("email"));
  bool removed = false;
  if (seo::sdk::isEmailAddress(email)) {
    SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
      removed = removeDoNotContact(sql, ctx.caller.organization_id, email);
      return Status::ok();
    }));
  }
  if (!removed) return Status::notFound();
  return Response::success();
}

}  // namespace seo::plugins::backlinks
