// A test plugin that exercises the host's services over real HTTP:
//   POST /probe/spend {resource, amount, fail_after_spend?}  spends credits and records the spend
//        in its own table, in one transaction; with fail_after_spend it fails afterwards, so the
//        test can check that neither the credits nor the row were kept.
//   GET  /probe/spends                    the recorded spends of the target website
//   GET  /probe/echo                      the caller, target website, query and body as seen
//   POST /probe/echo                      the same for a write (website_id from the body)
//   GET  /probe/items/{id}                the decoded path parameter
//   POST /probe/throw                     throws, to check the barrier and the 500 answer
//   GET  /probe/public                    no API key needed
//   GET  /probe/tier                      open to every tier, no website
#include <stdexcept>

#include "seo/sdk/entry.h"
#include "seo/sdk/sdk.h"

namespace probe {

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> spend(RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("resource")) return Status::missingField("resource");
  if (!body["resource"].IsString()) return Status::invalidField("resource", "must be a string");
  if (!body.HasMember("amount")) return Status::missingField("amount");
  if (!body["amount"].IsInt64() || body["amount"].GetInt64() <= 0) {
    return Status::invalidField("amount", "must be a positive integer");
  }
  std::string resource = body["resource"].GetString();
  long long amount = body["amount"].GetInt64();
  bool fail = body.HasMember("fail_after_spend") && body["fail_after_spend"].IsBool() &&
              body["fail_after_spend"].GetBool();
  std::string id = ctx.host->newId();
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    if (Status c = ctx.host->consumeCredits(sql, ctx, resource, amount); !c.isOk()) return c;
    std::string now = ctx.host->now();
    sql << "INSERT INTO probe_spends (id, website_id, resource, amount, created_at) "
           "VALUES (:i, :w, :r, :a, :t)",
        soci::use(id), soci::use(ctx.caller.website_id), soci::use(resource), soci::use(amount),
        soci::use(now);
    if (fail) return Status::invalidArgument("failing after the spend, as asked");
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("id", string(id, a), a);
  data.AddMember("resource", string(resource, a), a);
  data.AddMember("amount", static_cast<int64_t>(amount), a);
  return Response::data(std::move(data), 201);
}

Result<Response> listSpends(RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string id, resource;
    long long amount = 0;
    soci::statement st = (sql.prepare << "SELECT id, resource, amount FROM probe_spends "
                                         "WHERE website_id = :w ORDER BY created_at",
                          soci::use(ctx.caller.website_id), soci::into(id), soci::into(resource),
                          soci::into(amount));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value row(rapidjson::kObjectType);
      row.AddMember("id", string(id, a), a);
      row.AddMember("resource", string(resource, a), a);
      row.AddMember("amount", static_cast<int64_t>(amount), a);
      data.PushBack(row, a);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(data));
}

Result<Response> echo(RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("method", string(ctx.method, a), a);
  data.AddMember("path", string(ctx.path, a), a);
  data.AddMember("organization_id", string(ctx.caller.organization_id, a), a);
  data.AddMember("user_id", string(ctx.caller.user_id, a), a);
  data.AddMember("api_key_id", string(ctx.caller.api_key_id, a), a);
  data.AddMember("website_id", string(ctx.caller.website_id, a), a);
  data.AddMember("website_organization_id", string(ctx.caller.website_organization_id, a), a);
  rapidjson::Value query(rapidjson::kObjectType);
  for (const auto& [k, v] : ctx.query) query.AddMember(string(k, a), string(v, a), a);
  data.AddMember("query", query, a);
  data.AddMember("body", rapidjson::Value(ctx.json(), a), a);
  return Response::data(std::move(data));
}

Result<Response> item(RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("id", string(ctx.pathParam("id"), data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data));
}

Result<Response> fail(RequestContext&) { throw std::runtime_error("probe exploded on purpose"); }

Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "probe spends",
                  {"CREATE TABLE probe_spends (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
                   "resource TEXT NOT NULL, amount BIGINT NOT NULL, created_at TEXT NOT NULL)"}});
  r.route("POST", "/probe/spend", &spend, seo::sdk::RouteOptions().spends("any"));
  r.route("GET", "/probe/spends", &listSpends);
  r.route("GET", "/probe/echo", &echo);
  r.route("POST", "/probe/echo", &echo);
  r.route("GET", "/probe/items/{id}", &item);
  r.route("POST", "/probe/throw", &fail);
  r.route("GET", "/probe/public", &echo, seo::sdk::RouteOptions().publicAccess());
  r.route("GET", "/probe/tier", &echo,
          seo::sdk::RouteOptions().openToEveryTier().withoutWebsite());
  return Status::ok();
}

}  // namespace probe

SEO_PLUGIN("probe", "0.1.0", &probe::onRegister)
