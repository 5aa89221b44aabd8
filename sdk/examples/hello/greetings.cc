#include "greetings.h"

namespace hello {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> onCreateGreeting(seo::sdk::RequestContext& ctx) {
  // Parse: the toolkit's readers answer 400 naming the field.
  SEO_ASSIGN_OR_RETURN(std::string name, seo::sdk::requiredText(ctx.json(), "name", 100));
  std::string id = ctx.host->newId();
  std::string message = "Hello, " + name + "!";
  std::string created_at = ctx.host->now();
  // One transaction.
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    sql << "INSERT INTO hello_greetings (id, website_id, message, created_at) "
           "VALUES (:i, :w, :m, :t)",
        soci::use(id), soci::use(ctx.caller.website_id), soci::use(message),
        soci::use(created_at);
    return Status::ok();
  }));
  // The answer.
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("id", string(id, a), a);
  data.AddMember("message", string(message, a), a);
  data.AddMember("created_at", string(created_at, a), a);
  return Response::data(std::move(data), 201);
}

Result<Response> onListGreetings(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::Page page, seo::sdk::readPage(ctx, 20, 100));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  std::int64_t total = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    long long count = 0;
    sql << "SELECT COUNT(*) FROM hello_greetings WHERE website_id = :w",
        soci::use(ctx.caller.website_id), soci::into(count);
    total = count;
    std::string id, message, created_at;
    long long limit = page.limit, offset = page.offset();
    soci::statement st = (sql.prepare << "SELECT id, message, created_at FROM hello_greetings "
                                         "WHERE website_id = :w ORDER BY created_at, id "
                                         "LIMIT :l OFFSET :o",
                          soci::use(ctx.caller.website_id), soci::use(limit), soci::use(offset),
                          soci::into(id), soci::into(message), soci::into(created_at));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value row(rapidjson::kObjectType);
      row.AddMember("id", string(id, a), a);
      row.AddMember("message", string(message, a), a);
      row.AddMember("created_at", string(created_at, a), a);
      data.PushBack(row, a);
    }
    return Status::ok();
  }));
  return seo::sdk::pagedAnswer(std::move(data), total, page);
}

Result<Response> onCountGreetings(seo::sdk::RequestContext& ctx) {
  std::string job_id;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(job_id, ctx.host->enqueueJob(sql, {kCountJob,
                                                            ctx.caller.payingOrganizationId(),
                                                            ctx.caller.website_id, "{}", 3, 0}));
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("job_id", string(job_id, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 202);
}

Result<std::string> onCountJob(seo::sdk::JobContext& job) {
  long long count = 0;
  SEO_RETURN_IF_ERROR(job.host->withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM hello_greetings WHERE website_id = :w", soci::use(job.website_id),
        soci::into(count);
    return Status::ok();
  }));
  return R"({"count":)" + std::to_string(count) + "}";
}

}  // namespace hello
