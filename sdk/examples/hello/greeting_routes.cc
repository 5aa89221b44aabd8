#include "greeting_routes.h"

#include <string>

#include "greeting.h"
#include "greeting_json.h"
#include "greeting_store.h"
#include "seo/sdk/util/api_doc.h"

namespace hello {

namespace doc = seo::sdk::doc;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A count job as both count routes answer it: its id and status, and the count once done.
constexpr const char* kCountSchema = R"({"type": "object", "required": ["job_id", "status"],
  "properties": {"job_id": {"type": "string"}, "status": {"type": "string"},
                 "count": {"type": "integer"}}})";

Response countAnswer(const seo::sdk::JobInfo& job, int status) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("job_id", seo::sdk::json::string(job.id, a), a);
  data.AddMember("status", seo::sdk::json::string(job.status, a), a);
  rapidjson::Document result;
  if (job.status == "completed" && !result.Parse(job.result.c_str()).HasParseError() &&
      result.IsObject() && result.HasMember("count") && result["count"].IsInt64()) {
    data.AddMember("count", result["count"].GetInt64(), a);
  }
  return Response::data(std::move(data), status);
}

}  // namespace

void registerGreetings(seo::sdk::Registrar& r) {
  r.route("POST", "/hello/greetings", &onCreateGreeting)
      .summary("Greet someone", "Stores the greeting for the website.")
      .body(R"({"type": "object", "required": ["name"],
                "properties": {"name": {"type": "string", "minLength": 1, "maxLength": )" +
                std::to_string(kMaxNameChars) + "}}}",
            "Whom to greet")
      .answers(201, doc::dataOf(doc::ref("Greeting")), "The greeting");
  doc::paged(r.route("GET", "/hello/greetings", &onListGreetings), kDefaultListLimit,
             kMaxListLimit)
      .summary("List the website's greetings", "Newest first.")
      .answers(200, doc::pageOf(doc::ref("Greeting")), "A page of greetings");
  r.route("POST", "/hello/greetings/count", &onCountGreetings)
      .summary("Count the greetings in a job")
      .answers(202, doc::dataOf(kCountSchema), "The job, queued")
      .polledBy("/hello/greetings/count/{id}");
  r.route("GET", "/hello/greetings/count/{id}", &onGetCount)
      .summary("Read a count job", "Poll it until `status` is completed or failed.")
      .answers(200, doc::dataOf(kCountSchema), "The job as it is now");
  r.job(kCountJob, &onCountJob);
}

Result<Response> onCreateGreeting(seo::sdk::RequestContext& ctx) {
  // Parse: the toolkit's readers answer 400 naming the field.
  SEO_ASSIGN_OR_RETURN(std::string name,
                       seo::sdk::requiredText(ctx.json(), "name", kMaxNameChars));
  Greeting g{ctx.host->newId(), ctx.caller.website_id, "Hello, " + name + "!", ctx.host->now()};
  // One transaction.
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    insertGreeting(sql, g);
    return Status::ok();
  }));
  // The answer.
  rapidjson::Document data;
  data.CopyFrom(greetingJson(g, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Result<Response> onListGreetings(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(seo::sdk::Page page,
                       seo::sdk::readPage(ctx, kDefaultListLimit, kMaxListLimit));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  std::int64_t total = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    total = countGreetings(sql, ctx.caller.website_id);
    for (const Greeting& g : greetingPage(sql, ctx.caller.website_id, page.limit, page.offset())) {
      data.PushBack(greetingJson(g, a), a);
    }
    return Status::ok();
  }));
  return seo::sdk::pagedAnswer(std::move(data), total, page);
}

Result<Response> onCountGreetings(seo::sdk::RequestContext& ctx) {
  seo::sdk::JobInfo job;
  job.status = "pending";
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    SEO_ASSIGN_OR_RETURN(
        job.id, ctx.host->jobs().enqueue(sql, {kCountJob, ctx.caller.payingOrganizationId(),
                                               ctx.caller.website_id, "{}", 3, 0}));
    return Status::ok();
  }));
  return countAnswer(job, 202);
}

Result<Response> onGetCount(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string id, seo::sdk::pathUuid(ctx, "id"));
  // Another website's job is not found, as one that does not exist.
  SEO_ASSIGN_OR_RETURN(seo::sdk::JobInfo job, ctx.host->jobs().find(id, ctx.caller.website_id));
  return countAnswer(job, 200);
}

Result<std::string> onCountJob(seo::sdk::JobContext& job) {
  std::int64_t count = 0;
  SEO_RETURN_IF_ERROR(job.host->withSession([&](soci::session& sql) {
    count = countGreetings(sql, job.website_id);
    return Status::ok();
  }));
  return R"({"count":)" + std::to_string(count) + "}";
}

}  // namespace hello
