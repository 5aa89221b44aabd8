#include "core/console/connection_routes.h"

#include <map>
#include <string>

#include "core/console/console_api_examples.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;

constexpr std::size_t kMaxTypeChars = 64;

constexpr std::string_view kConnectionSchema = R"j({"type": "object",
  "required": ["type", "available", "connected", "connected_at", "updated_at"],
  "properties": {
    "type": {"type": "string", "description": "the connector's type, as POST /connect takes it"},
    "available": {"type": "boolean", "description": "a loaded plugin brings this connector"},
    "connected": {"type": "boolean", "description": "the website has settings stored for it"},
    "connected_at": {"type": ["string", "null"], "format": "date-time"},
    "updated_at": {"type": ["string", "null"], "format": "date-time"}}})j";

struct Stored {
  std::string created_at;
  std::string updated_at;
};

Result<Response> onList(RequestContext& ctx, Database& db, PluginManager& plugins) {
  std::map<std::string, Stored> stored;
  SEO_RETURN_IF_ERROR(db.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT type, created_at, updated_at FROM connections "
                        "WHERE website_id = :w ORDER BY type",
         soci::use(ctx.caller.website_id));
    for (const soci::row& r : rows) {
      stored[r.get<std::string>(0)] = {r.get<std::string>(1), r.get<std::string>(2)};
    }
    return Status::ok();
  }));
  std::map<std::string, bool> types;  // type -> available
  for (const auto& [type, entry] : plugins.current()->connectors) types[type] = true;
  for (const auto& [type, times] : stored) types.emplace(type, false);
  rapidjson::Document d(rapidjson::kArrayType);
  auto& a = d.GetAllocator();
  for (const auto& [type, available] : types) {
    auto kept = stored.find(type);
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("type", string(type, a), a);
    v.AddMember("available", available, a);
    v.AddMember("connected", kept != stored.end(), a);
    v.AddMember("connected_at",
                stringOrNull(kept != stored.end() ? kept->second.created_at : "", a), a);
    v.AddMember("updated_at", stringOrNull(kept != stored.end() ? kept->second.updated_at : "", a),
                a);
    d.PushBack(v, a);
  }
  return Response::data(std::move(d));
}

Result<Response> onDisconnect(RequestContext& ctx, Database& db) {
  std::string type(ctx.pathParam("type"));
  if (type.empty() || type.size() > kMaxTypeChars) return Status::notFound();
  long long removed = 0;
  SEO_RETURN_IF_ERROR(db.withTransaction([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "DELETE FROM connections WHERE website_id = :w AND "
                                         "type = :t",
                          soci::use(ctx.caller.website_id), soci::use(type));
    st.execute(true);
    removed = st.get_affected_rows();
    return Status::ok();
  }));
  if (removed == 0) return Status::notFound("The website has no " + type + " connection");
  return Response::success();
}

}  // namespace

void registerConnectionRoutes(Registrations& r, Database& db, PluginManager& plugins) {
  r.schema("Connection", std::string(kConnectionSchema));
  r.route("GET", "/connections",
          [&db, &plugins](RequestContext& ctx) { return onList(ctx, db, plugins); })
      .summary("The website's CMS connections",
               "Every connector type the loaded plugins bring, and any the website is still "
               "connected to; the settings stay sealed and are never shown.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("Connection"))), "The connections")
      .answerExample(200, console_examples::kGetConnections200);
  r.route("DELETE", "/connections/{type}",
          [&db](RequestContext& ctx) { return onDisconnect(ctx, db); })
      .summary("Disconnect a CMS from the website", "Its stored settings are deleted.")
      .parameter("path", "type", R"({"type": "string", "maxLength": 64})", "the connector's type",
                 true)
      .answers(200, doc::kSuccess, "Disconnected")
      .fails(404, "the website has no connection of that type")
      .answerExample(200, console_examples::kSuccess);
}

}  // namespace seo::core
