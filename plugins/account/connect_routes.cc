#include "plugins/account/connect_routes.h"

#include <optional>
#include <string_view>

#include "plugins/account/api_examples.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/outbound_host.h"

namespace seo::plugins::account {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out.empty() ? "none" : out;
}

// The connection settings: the `settings` object when given, else every body field except the
// request's own (`type`, `website_id`).
rapidjson::Document settingsOf(const rapidjson::Value& body) {
  rapidjson::Document settings(rapidjson::kObjectType);
  auto& a = settings.GetAllocator();
  if (body.HasMember("settings") && body["settings"].IsObject()) {
    settings.CopyFrom(body["settings"], a);
    return settings;
  }
  for (const auto& m : body.GetObject()) {
    std::string_view name(m.name.GetString(), m.name.GetStringLength());
    if (name == "type" || name == "website_id") continue;
    settings.AddMember(rapidjson::Value(m.name, a), rapidjson::Value(m.value, a), a);
  }
  return settings;
}

// Every setting that is an http(s) URL names a server this host will call, whichever connector
// reads it: the operator's address policy judges its host before anything connects, so a
// refused one is a 400 naming the setting (and the client refuses it again at connection time,
// after DNS).
Status checkServers(seo::sdk::Host& host, const rapidjson::Value& settings) {
  for (const auto& m : settings.GetObject()) {
    if (!m.value.IsString()) continue;
    std::string_view text(m.value.GetString(), m.value.GetStringLength());
    std::optional<std::string_view> server = seo::sdk::urlHost(text);
    if (!server) continue;
    Status s = host.checkOutboundHost(
        std::string_view(m.name.GetString(), m.name.GetStringLength()), *server);
    if (!s.isOk()) return s;
  }
  return Status::ok();
}

}  // namespace

Result<Response> onConnect(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("type") || body["type"].IsNull()) return Status::missingField("type");
  if (!body["type"].IsString() || body["type"].GetStringLength() == 0) {
    return Status::invalidField("type", "must be a non-empty string");
  }
  if (body.HasMember("settings") && !body["settings"].IsObject()) {
    return Status::invalidField("settings", "must be an object");
  }
  std::string type = body["type"].GetString();
  std::shared_ptr<const seo::sdk::Connector> connector = ctx.host->connectors().find(type);
  if (!connector) {
    return Status::invalidField("type", "unknown connector '" + type + "' (available: " +
                                            joined(ctx.host->connectors().types()) + ")");
  }

  rapidjson::Document settings = settingsOf(body);
  if (Status s = connector->validate(settings); !s.isOk()) return s;
  if (Status s = checkServers(*ctx.host, settings); !s.isOk()) return s;
  if (Status s = connector->checkConnection(settings, ctx.host->http()); !s.isOk()) {
    // A connector's own failure (it threw) is the server's fault, not the user's settings.
    if (s.code() == seo::sdk::Code::Internal) return s;
    return Status::invalidArgument("Connection check failed for " + type + ": " + s.message());
  }

  std::string serialized = seo::sdk::json::text(settings);
  Status stored = ctx.host->withTransaction([&](soci::session& sql) {
    return ctx.host->connectors().save(sql, ctx.caller.website_id, type, serialized);
  });
  if (!stored.isOk()) return stored;
  return Response::success();
}

void registerConnect(seo::sdk::Registrar& r) {
  r.route("POST", "/connect", &onConnect)
      .callsOutside()
      .summary("Connect a CMS to the website",
               "The connector of `type` checks the settings (and the connection) before they "
               "are stored, sealed. The settings are the `settings` object, else every other "
               "body field.")
      .body(R"({"type": "object", "required": ["type"], "properties": {
                "type": {"type": "string", "minLength": 1,
                         "description": "a connector type the loaded plugins provide"},
                "website_id": {"type": "string", "format": "uuid"},
                "settings": {"type": "object",
                             "description": "the connector's settings, e.g. url and secret"}}})",
            "The connector and its settings")
      .answers(200, doc::kSuccess, "Connected")
      .bodyExample(examples::kPostConnectBody)
      .answerExample(200, examples::kPostConnect200);
}

}  // namespace seo::plugins::account
