#include "plugins/analytics/share_routes.h"

#include <memory>
#include <string>

#include "plugins/analytics/api_examples.h"
#include "plugins/analytics/embedded_text.h"
#include "plugins/analytics/public_base.h"
#include "plugins/analytics/share_links.h"
#include "plugins/analytics/traffic_routes.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/request_values.h"

namespace seo::plugins::analytics {

namespace doc = seo::sdk::doc;

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;
using Allocator = rapidjson::Document::AllocatorType;

namespace {

// Header values a browser sends as they are: printable ASCII.
bool isPrintableAscii(std::string_view text) {
  for (char c : text) {
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

rapidjson::Value linkJson(const ShareLink& link, Allocator& a) {
  rapidjson::Value item(rapidjson::kObjectType);
  item.AddMember("id", string(link.id, a), a);
  item.AddMember("name", string(link.name, a), a);
  item.AddMember("password_protected", link.password_protected, a);
  item.AddMember("created_at", string(link.created_at, a), a);
  item.AddMember("last_used_at", seo::sdk::json::stringOrNull(link.last_used_at.value_or(""), a),
                 a);
  return item;
}

Result<Response> onCreateShareLink(RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> name,
                       seo::sdk::bodyText(body, "name", kMaxShareNameBytes));
  std::optional<std::string> password;
  if (body.HasMember("password") && !body["password"].IsNull()) {
    const rapidjson::Value& v = body["password"];
    const std::string_view text =
        v.IsString() ? std::string_view(v.GetString(), v.GetStringLength()) : std::string_view();
    if (!v.IsString() || text.size() < kMinSharePasswordBytes ||
        text.size() > kMaxSharePasswordBytes || !isPrintableAscii(text)) {
      return Status::invalidField("password", "must be " + std::to_string(kMinSharePasswordBytes) +
                                                  " to " +
                                                  std::to_string(kMaxSharePasswordBytes) +
                                                  " printable ASCII characters, or null");
    }
    password = std::string(text);
  }
  SEO_ASSIGN_OR_RETURN(std::string base, publicBase(ctx));
  std::string token;
  SEO_ASSIGN_OR_RETURN(ShareLink link,
                       createShareLink(*ctx.host, ctx.caller.website_id,
                                       name.value_or("Shared dashboard"), password, &token));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.CopyFrom(linkJson(link, a), a);
  data.AddMember("token", string(token, a), a);
  data.AddMember("url", string(base + "/api/v1/analytics/share#" + token, a), a);
  return Response::data(std::move(data), 201);
}

Result<Response> onListShareLinks(RequestContext& ctx) {
  std::vector<ShareLink> links;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    links = listShareLinks(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const ShareLink& link : links) data.PushBack(linkJson(link, a), a);
  return Response::data(std::move(data));
}

Result<Response> onRevokeShareLink(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  SEO_RETURN_IF_ERROR(revokeShareLink(*ctx.host, ctx.caller.website_id, id));
  return Response::success();
}

Result<Response> onSharedWebsite(RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, ctx.host->findWebsite(ctx.caller.website_id));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("domain", string(site.domain, a), a);
  data.AddMember("name", string(site.name, a), a);
  return Response::data(std::move(data));
}

}  // namespace

void registerShareLinks(seo::sdk::Registrar& r) {
  r.schema("ShareLink", R"({
    "type": "object", "additionalProperties": false,
    "required": ["id", "name", "password_protected", "created_at", "last_used_at"],
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "name": {"type": "string"},
      "password_protected": {"type": "boolean"},
      "created_at": {"type": "string", "format": "date-time"},
      "last_used_at": {"type": ["string", "null"], "format": "date-time"},
      "token": {"type": "string", "description": "only when made: the link's secret"},
      "url": {"type": "string", "description": "only when made: the page to hand out"}}})");
  r.schema("SharedWebsite", R"({
    "type": "object", "additionalProperties": false, "required": ["domain", "name"],
    "properties": {"domain": {"type": "string"}, "name": {"type": "string"}}})");
  r.route("POST", "/website/share-links", &onCreateShareLink)
      .maxBodyBytes(4096)
      .summary("Share the website's dashboard read-only",
               "The token is shown in this answer only (the server keeps its hash): `url` is the "
               "page to hand out. A password (printable ASCII) is kept sealed. At most " +
                   std::to_string(kMaxShareLinksPerWebsite) + " links per website.")
      .body(R"({"type": "object", "additionalProperties": false, "properties": {
                "name": {"type": "string", "maxLength": )" +
                std::to_string(kMaxShareNameBytes) + R"(},
                "password": {"type": ["string", "null"], "minLength": )" +
                std::to_string(kMinSharePasswordBytes) + R"(, "maxLength": )" +
                std::to_string(kMaxSharePasswordBytes) + R"(}}})",
            "The link")
      .answers(201, doc::dataOf(doc::ref("ShareLink")), "The link, with its token and page")
      .fails(409, "the website has its most links")
      .bodyExample(examples::kPostShareLinksBody)
      .answerExample(201, examples::kPostShareLinks201);
  r.route("GET", "/website/share-links", &onListShareLinks)
      .summary("The website's share links", "Oldest first; tokens are not shown again.")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("ShareLink"))), "The links")
      .answerExample(200, examples::kGetShareLinks200);
  r.route("DELETE", "/website/share-links/{id}", &onRevokeShareLink)
      .summary("Revoke a share link", "Its page stops working at once.")
      .answers(200, doc::kSuccess, "Revoked")
      .fails(404, "no such link of the website")
      .answerExample(200, examples::kDeleteShareLink200);

  // The shared dashboard: public routes that find their website from the link.
  auto attempts = std::make_shared<SharePasswordAttempts>();
  auto wrap = [attempts](seo::sdk::Handler inner) -> seo::sdk::Handler {
    return [attempts, inner = std::move(inner)](RequestContext& ctx) -> Result<Response> {
      SEO_ASSIGN_OR_RETURN(std::string website_id, sharedWebsite(ctx, *attempts));
      ctx.caller.website_id = website_id;
      return inner(ctx);
    };
  };
  auto finish = [](seo::sdk::RouteSpec& route) -> seo::sdk::RouteSpec& {
    return route.publicAccess()
        .parameter("header", "X-Share-Token", doc::text(64), "the share link's token", true)
        .parameter("header", "X-Share-Password", doc::text(kMaxSharePasswordBytes),
                   "the link's password, when it has one", false)
        .fails(401, "no valid share link, or not its password")
        .fails(429, "too many wrong passwords for the link this minute");
  };
  finish(r.route("GET", "/analytics/shared/website", wrap(&onSharedWebsite)))
      .summary("The shared dashboard's website")
      .answers(200, doc::dataOf(doc::ref("SharedWebsite")), "Its domain and name")
      .answerExample(200, examples::kGetSharedWebsite200);
  registerTrafficReads(r, "/analytics/shared/", wrap, finish);
  r.asset({"/analytics/share", "text/html; charset=utf-8", std::string(kSharePageHtml), 300});
  r.asset({"/analytics/share.js", "text/javascript; charset=utf-8", std::string(kShareJs), 300});
}

}  // namespace seo::plugins::analytics
