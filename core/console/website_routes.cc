#include "core/console/website_routes.h"

#include "core/console/console_api_examples.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::core {
namespace {

namespace doc = seo::sdk::doc;
using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

constexpr std::string_view kWebsiteSchema = R"j({"type": "object",
  "required": ["id", "organization_id", "domain", "name", "language", "created_at"],
  "properties": {
    "id": {"type": "string", "format": "uuid"},
    "organization_id": {"type": "string", "format": "uuid"},
    "domain": {"type": "string"},
    "name": {"type": "string"},
    "language": {"type": "string"},
    "created_at": {"type": "string", "format": "date-time"}}})j";

Result<Response> onListWebsites(RequestContext& ctx, Database& db) {
  rapidjson::Document d(rapidjson::kArrayType);
  auto& a = d.GetAllocator();
  Status s = db.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT id, organization_id, domain, name, language, created_at "
                        "FROM websites WHERE organization_id = :o ORDER BY created_at, id",
         soci::use(ctx.caller.organization_id));
    for (const soci::row& row : rows) {
      rapidjson::Value v(rapidjson::kObjectType);
      const char* names[] = {"id", "organization_id", "domain", "name", "language", "created_at"};
      for (std::size_t i = 0; i < std::size(names); ++i) {
        v.AddMember(rapidjson::StringRef(names[i]), string(row.get<std::string>(i), a), a);
      }
      d.PushBack(v, a);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(d));
}

}  // namespace

void registerWebsiteRoutes(Registrations& r, Database& db) {
  r.schema("Website", std::string(kWebsiteSchema));
  r.route("GET", "/websites", [&db](RequestContext& ctx) { return onListWebsites(ctx, db); })
      .openToEveryTier()
      .withoutWebsite()
      .summary("The organization's websites", "Oldest first.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("Website"))), "The websites")
      .answerExample(200, console_examples::kGetWebsites200);
}

}  // namespace seo::core
