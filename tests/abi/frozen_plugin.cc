// A plugin built against the frozen copy of the ABI 2.0 headers (tests/abi/2.0/include), never
// against sdk/include: the current host must load it and serve it
// (tests/e2e/core/abi_frozen_test.cc), and the structs it sees must keep their layout
// (tests/abi/layout_test.cc, which reads the table this library exports). It touches every
// registration kind and every Host service, so a moved virtual slot or a resized struct shows up
// as a wrong answer or a crash. Never edit it to follow a newer SDK: that would defeat the test.
//
//   GET  /abi-frozen/tour               every Host service once; a job enqueued
//   GET  /abi-frozen/jobs/{id}          Host::findJob
//   POST /abi-frozen/notes {"text"}     a row in the plugin's own table; GET lists them
//   GET  /abi-frozen/public             (public) the context's later fields: ip, header, body
//   POST /abi-frozen/small              (public, 64-byte body limit)
//   GET  /abi-frozen/tier               (every tier, no website) the caller's plan
//   POST /abi-frozen/later              answered from another thread
//   GET  /abi-frozen/hello.txt          an asset
//   connector "abi-frozen"              settings {"mode": "ok" | "throw"}
//   seoctl abi_frozen echo --text X     a command
#include <memory>
#include <stdexcept>
#include <string>

#include "seo/sdk/entry.h"
#include "seo/sdk/sdk.h"
#include "seo/sdk/thread_group.h"  // the frozen 2.0 headers have it here
#include "tests/abi/layout.h"

namespace abi_frozen {

using seo::sdk::Code;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> tour(seo::sdk::RequestContext& ctx) {
  seo::sdk::Host& host = *ctx.host;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();

  Result<seo::sdk::WebsiteInfo> website = host.findWebsite(ctx.caller.website_id);
  if (!website.isOk()) return website.status();
  data.AddMember("domain", string(website.value().domain, a), a);
  data.AddMember("language", string(website.value().language, a), a);
  data.AddMember("website_organization", string(website.value().organization_id, a), a);

  Result<seo::sdk::CallerProfile> profile = host.callerProfile(ctx);
  if (!profile.isOk()) return profile.status();
  data.AddMember("user_name", string(profile.value().user_name, a), a);
  data.AddMember("api_key_prefix", string(profile.value().api_key_prefix, a), a);
  rapidjson::Value buckets(rapidjson::kArrayType);
  for (const seo::sdk::CreditBucket& b : profile.value().credits) {
    buckets.PushBack(string(b.resource, a), a);
  }
  data.AddMember("credit_resources", buckets, a);

  data.AddMember("setting", string(host.setting("abi_frozen.greeting").value_or("unset"), a), a);
  data.AddMember("dialect",
                 string(host.dialect() == seo::sdk::Dialect::Sqlite ? "sqlite" : "postgresql", a),
                 a);
  data.AddMember("new_id", string(host.newId(), a), a);
  data.AddMember("now", string(host.now(), a), a);
  host.log(seo::sdk::LogLevel::Info, "abi frozen tour");

  bool listed = false;
  for (const std::string& type : host.connectorTypes()) listed = listed || type == "abi-frozen";
  data.AddMember("connector_listed", listed && host.findConnector("abi-frozen") != nullptr, a);

  // Port 1 of loopback: refused as private, or unreachable when private addresses are allowed.
  Result<seo::sdk::OutboundResponse> sent =
      host.http().send(seo::sdk::OutboundRequest{"GET", "http://127.0.0.1:1/", {}, "", 500});
  data.AddMember("http_failed", !sent.isOk(), a);

  seo::sdk::ChatRequest chat;
  chat.messages = {{"system", "Answer in JSON."}, {"user", "Say hello as JSON."}};
  Result<seo::sdk::ChatAnswer> answer = host.completeChat(ctx.caller.payingOrganizationId(), chat);
  data.AddMember("chat_source", string(answer.isOk() ? answer.value().source : "error", a), a);

  seo::sdk::TermQuery query;
  query.terms = {"frozen headers"};
  Result<seo::sdk::TermFiguresAnswer> figures = host.termMetrics().overview(query);
  data.AddMember("terms_answered",
                 figures.isOk() ? static_cast<int>(figures.value().items.size()) : -1, a);

  std::string job_id;
  Status s = host.withTransaction([&](soci::session& sql) {
    if (Status spent = host.consumeCredits(sql, ctx, "keywords", 1); !spent.isOk()) return spent;
    if (Status back = host.refundCredits(sql, ctx.caller.payingOrganizationId(), "keywords", 1,
                                         ctx.request_id);
        !back.isOk()) {
      return back;
    }
    Result<std::string> id = host.enqueueJob(
        sql, {"abi_frozen.echo", ctx.caller.payingOrganizationId(), ctx.caller.website_id,
              R"({"said":"frozen"})", 2, 0});
    if (!id.isOk()) return id.status();
    job_id = id.value();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  data.AddMember("job_id", string(job_id, a), a);
  return Response::data(std::move(data));
}

Result<Response> getJob(seo::sdk::RequestContext& ctx) {
  Result<seo::sdk::JobInfo> job = ctx.host->findJob(ctx.pathParam("id"), ctx.caller.website_id);
  if (!job.isOk()) return job.status();
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("kind", string(job.value().kind, a), a);
  data.AddMember("status", string(job.value().status, a), a);
  data.AddMember("result", string(job.value().result, a), a);
  data.AddMember("attempts", job.value().attempts, a);
  return Response::data(std::move(data));
}

Result<std::string> echoJob(seo::sdk::JobContext& job) {
  return R"({"payload":)" + job.payload + R"(,"max_attempts":)" +
         std::to_string(job.max_attempts) + "}";
}

Result<Response> addNote(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("text") || !body["text"].IsString()) return Status::missingField("text");
  std::string id = ctx.host->newId();
  std::string text = body["text"].GetString();
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    sql << "INSERT INTO abi_frozen_notes (id, website_id, text) VALUES (:i, :w, :t)",
        soci::use(id), soci::use(ctx.caller.website_id), soci::use(text);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("id", string(id, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Result<Response> listNotes(seo::sdk::RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string text;
    soci::statement st = (sql.prepare << "SELECT text FROM abi_frozen_notes WHERE website_id = :w "
                                         "ORDER BY text",
                          soci::use(ctx.caller.website_id), soci::into(text));
    st.execute();
    while (st.fetch()) data.PushBack(string(text, a), a);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(data));
}

Result<Response> publicFields(seo::sdk::RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("client_ip", string(ctx.client_ip, a), a);
  data.AddMember("x_abi", string(ctx.header("x-abi").value_or(""), a), a);
  data.AddMember("raw_body_bytes", static_cast<std::uint64_t>(ctx.raw_body.size()), a);
  data.AddMember("query_q", string(ctx.queryParam("q").value_or(""), a), a);
  return Response::data(std::move(data));
}

Result<Response> tier(seo::sdk::RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("plan", string(ctx.caller.plan, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data));
}

class FrozenConnector : public seo::sdk::Connector {
 private:
  Status onValidate(const rapidjson::Value& settings) const override {
    if (!settings.HasMember("mode") || !settings["mode"].IsString()) {
      return Status::missingField("mode");
    }
    return Status::ok();
  }
  Status onCheckConnection(const rapidjson::Value& settings, seo::sdk::HttpClient&) const override {
    if (std::string(settings["mode"].GetString()) == "throw") {
      throw std::runtime_error("a frozen connector threw");
    }
    return Status::ok();
  }
  Result<seo::sdk::Published> onPublish(const rapidjson::Value&, const seo::sdk::Article& article,
                                        seo::sdk::HttpClient&) const override {
    return seo::sdk::Published{"https://frozen.example/" + article.slug, article.id};
  }
};

Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "notes",
                  {"CREATE TABLE abi_frozen_notes (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
                   "text TEXT NOT NULL)"}});
  r.route("GET", "/abi-frozen/tour", &tour);
  r.route("GET", "/abi-frozen/jobs/{id}", &getJob);
  r.route("POST", "/abi-frozen/notes", &addNote);
  r.route("GET", "/abi-frozen/notes", &listNotes);
  r.route("GET", "/abi-frozen/public", &publicFields).publicAccess();
  r.route("POST", "/abi-frozen/small", &publicFields).publicAccess().maxBodyBytes(64);
  r.route("GET", "/abi-frozen/tier", &tier).openToEveryTier().withoutWebsite();
  r.route("POST", "/abi-frozen/later",
          [threads = std::make_shared<seo::sdk::ThreadGroup>()](seo::sdk::RequestContext& ctx) {
            seo::sdk::Responder respond = ctx.defer();
            threads->start([respond] {
              rapidjson::Document data(rapidjson::kObjectType);
              data.AddMember("answered_by", "another thread", data.GetAllocator());
              respond(Response::data(std::move(data)));
            });
            return Result<Response>(Response::later());
          });
  r.job("abi_frozen.echo", &echoJob);
  r.asset({"/abi-frozen/hello.txt", "text/plain; charset=utf-8", "frozen\n", 60});
  r.addConnector("abi-frozen", std::make_shared<FrozenConnector>());
  r.command("echo", "--text X   prints {\"text\": X}",
            [](seo::sdk::CommandContext& cmd) -> Result<rapidjson::Document> {
              std::optional<std::string_view> text = cmd.flag("text");
              if (!text) return Status::missingField("text");
              rapidjson::Document out(rapidjson::kObjectType);
              out.AddMember("text", string(*text, out.GetAllocator()), out.GetAllocator());
              return out;
            });
  return Status::ok();
}

}  // namespace abi_frozen

SEO_PLUGIN("abi_frozen", "2.0.0", &abi_frozen::onRegister)

// The layout of the frozen headers' structs, for tests/abi/layout_test.cc.
extern "C" __attribute__((visibility("default"))) const void* seo_abi_frozen_layout() {
  static const std::vector<seo::tests::abi::LayoutEntry> table = seo::tests::abi::layoutTable();
  return &table;
}
