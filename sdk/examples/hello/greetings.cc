#include "greetings.h"

namespace hello {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> onCreateGreeting(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("name")) return Status::missingField("name");
  if (!body["name"].IsString() || body["name"].GetStringLength() == 0 ||
      body["name"].GetStringLength() > 100) {
    return Status::invalidField("name", "must be a string of 1 to 100 characters");
  }
  std::string id = ctx.host->newId();
  std::string message = std::string("Hello, ") + body["name"].GetString() + "!";
  std::string created_at = ctx.host->now();
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    sql << "INSERT INTO hello_greetings (id, website_id, message, created_at) "
           "VALUES (:i, :w, :m, :t)",
        soci::use(id), soci::use(ctx.caller.website_id), soci::use(message),
        soci::use(created_at);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("id", string(id, a), a);
  data.AddMember("message", string(message, a), a);
  data.AddMember("created_at", string(created_at, a), a);
  return Response::data(std::move(data), 201);
}

Result<Response> onListGreetings(seo::sdk::RequestContext& ctx) {
  rapidjson::Document body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string id, message, created_at;
    soci::statement st = (sql.prepare << "SELECT id, message, created_at FROM hello_greetings "
                                         "WHERE website_id = :w ORDER BY created_at, id",
                          soci::use(ctx.caller.website_id), soci::into(id), soci::into(message),
                          soci::into(created_at));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value row(rapidjson::kObjectType);
      row.AddMember("id", string(id, a), a);
      row.AddMember("message", string(message, a), a);
      row.AddMember("created_at", string(created_at, a), a);
      data.PushBack(row, a);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Value meta(rapidjson::kObjectType);
  meta.AddMember("total", data.Size(), a);
  body.AddMember("data", data, a);
  body.AddMember("meta", meta, a);
  return Response::object(std::move(body));
}

}  // namespace hello
