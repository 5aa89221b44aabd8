// A test plugin that exercises the host's services over real HTTP:
//   POST /probe/spend {resource, amount, fail_after_spend?}  spends credits and records the spend
//        in its own table, in one transaction; with fail_after_spend it fails afterwards, so the
//        test can check that neither the credits nor the row were kept.
//   GET  /probe/spends                    the recorded spends of the target website
//   GET  /probe/echo                      the caller, target website, query and body as seen
//   POST /probe/echo                      the same for a write (website_id from the body)
//   GET  /probe/items/{id}                the decoded path parameter
//   GET  /probe/old-items/{id}            the same, deprecated (RouteSpec::deprecated)
//   POST /probe/throw                     throws, to check the barrier and the 500 answer
//   GET  /probe/public                    no API key needed
//   GET  /probe/tier                      open to every tier, no website
//   POST /probe/jobs {sleep_ms?, fail_times?, permanent?, max_attempts?}  enqueues a
//        "probe.work" job: 202 {job_id, status}. With {kind, payload} it enqueues a job of
//        that kind instead, as another module would (e.g. the content module's keyword links).
//   GET  /probe/jobs/{id}                 the job as the host reports it (404 for other sites)
//   GET  /probe/job-runs?job_id=          every attempt a worker started: {attempt, pid}
//   POST /probe/later?delay_ms=N          answers {"answered_by": "another thread"} from another
//        thread after N ms (Response::later); ?drop=1 drops the responder unanswered, ?none=1
//        returns later() without taking one
//   POST /probe/small                     (public) echo with a 256-byte body limit, also served at
//                                         /probe-small on the server's root (alsoAtRoot)
//   GET  /probe/request                   (public) client_ip, user agent, raw body size and the
//        operator's setting probe.greeting, as the handler sees them
//   GET  /probe/website                   the target website as Host::findWebsite gives it
//   GET  /probe/hello.txt                 a static asset
//   GET  /probe/connection?type=T         the target website's stored connection settings, as
//                                         Connectors::settings opens them
//   GET  /probe/serp?q=Q&depth=N          Host::serp's organic results for Q (outbound pool):
//                                         {source, estimate, note, items: [{rank, url, domain}]}
//   POST /probe/notes {text?, emit?, type?, key?, fail_after_emit?}  writes a note in its own
//        table and, unless emit is false, emits the event `type` (default "probe.noted", data
//        {"note_id", "text"}, idempotency key `key`) in the same transaction; with
//        fail_after_emit it fails afterwards, so neither the note nor the event is kept.
//   seoctl probe echo --text X            an admin command: {"text": X}; without --text it fails
//   service probe.echo                    answers {"website_id": W, "request": R}; the request
//                                         "throw" throws, "missing" answers NotFound
#include <chrono>
#include <cstdlib>
#include <memory>
#include <optional>
#include <stdexcept>
#include <thread>

#include <unistd.h>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

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
    if (Status c = ctx.host->credits().consume(sql, ctx, resource, amount); !c.isOk()) return c;
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

int intField(const rapidjson::Value& v, const char* name, int fallback) {
  return v.IsObject() && v.HasMember(name) && v[name].IsInt() ? v[name].GetInt() : fallback;
}

Result<Response> enqueueWork(RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  rapidjson::Document payload(rapidjson::kObjectType);
  auto& pa = payload.GetAllocator();
  payload.AddMember("sleep_ms", intField(body, "sleep_ms", 0), pa);
  payload.AddMember("fail_times", intField(body, "fail_times", 0), pa);
  payload.AddMember("permanent", body.HasMember("permanent") && body["permanent"].IsTrue(), pa);
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  payload.Accept(w);

  seo::sdk::JobRequest request;
  request.kind = "probe.work";
  request.organization_id = ctx.caller.website_organization_id;
  request.website_id = ctx.caller.website_id;
  request.payload = buf.GetString();
  if (body.HasMember("kind") && body["kind"].IsString()) {
    request.kind = body["kind"].GetString();
    rapidjson::StringBuffer given;
    rapidjson::Writer<rapidjson::StringBuffer> gw(given);
    if (body.HasMember("payload")) body["payload"].Accept(gw);
    request.payload = body.HasMember("payload") ? given.GetString() : "{}";
  }
  request.max_attempts = intField(body, "max_attempts", 3);
  std::string job_id;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    Result<std::string> id = ctx.host->jobs().enqueue(sql, request);
    if (!id.isOk()) return id.status();
    job_id = id.value();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("job_id", string(job_id, a), a);
  data.AddMember("status", "pending", a);
  return Response::data(std::move(data), 202);
}

Result<Response> getJob(RequestContext& ctx) {
  Result<seo::sdk::JobInfo> job = ctx.host->jobs().find(ctx.pathParam("id"), ctx.caller.website_id);
  if (!job.isOk()) return job.status();
  const seo::sdk::JobInfo& j = job.value();
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("job_id", string(j.id, a), a);
  data.AddMember("status", string(j.status, a), a);
  data.AddMember("attempts", j.attempts, a);
  if (!j.result.empty()) {
    rapidjson::Document result;
    result.Parse(j.result.c_str());
    data.AddMember("result", rapidjson::Value(result, a), a);
  }
  if (!j.error.empty()) data.AddMember("error", string(j.error, a), a);
  return Response::data(std::move(data));
}

Result<Response> listRuns(RequestContext& ctx) {
  std::string job_id(ctx.queryParam("job_id").value_or(""));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  Status s = ctx.host->withSession([&](soci::session& sql) {
    int attempt = 0;
    long long pid = 0;
    soci::statement st = (sql.prepare << "SELECT attempt, pid FROM probe_job_runs "
                                         "WHERE job_id = :j AND website_id = :w ORDER BY attempt",
                          soci::use(job_id), soci::use(ctx.caller.website_id),
                          soci::into(attempt), soci::into(pid));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value row(rapidjson::kObjectType);
      row.AddMember("attempt", attempt, a);
      row.AddMember("pid", static_cast<int64_t>(pid), a);
      data.PushBack(row, a);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(data));
}

// The "probe.work" job: records that it started (visible at once), sleeps, then fails as many
// times as asked (transiently, or once permanently) before it succeeds with {pid, attempt}.
Result<std::string> work(seo::sdk::JobContext& job) {
  rapidjson::Document payload;
  payload.Parse(job.payload.c_str());
  long long pid = ::getpid();
  Status recorded = job.host->withSession([&](soci::session& sql) {
    std::string now = job.host->now();
    sql << "INSERT INTO probe_job_runs (job_id, website_id, attempt, pid, started_at) "
           "VALUES (:j, :w, :a, :p, :t)",
        soci::use(job.job_id), soci::use(job.website_id), soci::use(job.attempt), soci::use(pid),
        soci::use(now);
    return Status::ok();
  });
  if (!recorded.isOk()) return recorded;
  std::this_thread::sleep_for(std::chrono::milliseconds(intField(payload, "sleep_ms", 0)));
  if (payload.HasMember("permanent") && payload["permanent"].IsTrue()) {
    return Status::invalidArgument("probe: permanent failure, as asked");
  }
  if (job.attempt <= intField(payload, "fail_times", 0)) {
    return Status::unavailable("probe: transient failure " + std::to_string(job.attempt));
  }
  return "{\"pid\":" + std::to_string(pid) + ",\"attempt\":" + std::to_string(job.attempt) + "}";
}

Result<Response> later(seo::sdk::ThreadGroup& answerers, seo::sdk::RequestContext& ctx) {
  if (ctx.queryParam("none")) return Response::later();  // a bug the host must report
  seo::sdk::Responder respond = ctx.defer();
  if (ctx.queryParam("drop")) return Response::later();  // dropped unanswered: the host's 503
  int delay = std::atoi(std::string(ctx.queryParam("delay_ms").value_or("0")).c_str());
  answerers.start([respond, delay] {
    std::this_thread::sleep_for(std::chrono::milliseconds(delay));
    rapidjson::Document data(rapidjson::kObjectType);
    data.AddMember("answered_by", "another thread", data.GetAllocator());
    respond(Response::data(std::move(data)));
    respond(Status::internal("a second answer is ignored"));
  });
  return Response::later();
}

Result<Response> connection(seo::sdk::RequestContext& ctx) {
  Result<std::string> settings =
      ctx.host->connectors().settings(ctx.caller.website_id, ctx.queryParam("type").value_or(""));
  if (!settings.isOk()) return settings.status();
  rapidjson::Document data;
  data.Parse(settings.value().data(), settings.value().size());
  if (data.HasParseError()) return Status::internal("stored settings are not JSON");
  return Response::data(std::move(data));
}

Result<Response> serp(seo::sdk::RequestContext& ctx) {
  seo::sdk::SerpQuery query;
  query.query = std::string(ctx.queryParam("q").value_or(""));
  SEO_ASSIGN_OR_RETURN(std::int64_t depth, seo::sdk::queryInt(ctx, "depth", 10, 1, 1000));
  query.depth = static_cast<int>(depth);
  SEO_ASSIGN_OR_RETURN(seo::sdk::SerpAnswer answer, ctx.host->serp().organic(query));
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("source", seo::sdk::json::string(answer.source, a), a);
  data.AddMember("estimate", answer.estimate, a);
  data.AddMember("note", seo::sdk::json::string(answer.note, a), a);
  rapidjson::Value items(rapidjson::kArrayType);
  for (const seo::sdk::SerpItem& item : answer.items) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("rank", item.rank, a);
    v.AddMember("url", seo::sdk::json::string(item.url, a), a);
    v.AddMember("domain", seo::sdk::json::string(item.domain, a), a);
    items.PushBack(v, a);
  }
  data.AddMember("items", items, a);
  return Response::data(std::move(data));
}

Result<Response> requestInfo(seo::sdk::RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("client_ip", seo::sdk::json::string(ctx.client_ip, a), a);
  data.AddMember("user_agent",
                 seo::sdk::json::string(ctx.header("user-agent").value_or(""), a), a);
  data.AddMember("raw_body_bytes", static_cast<int64_t>(ctx.raw_body.size()), a);
  data.AddMember("greeting",
                 seo::sdk::json::stringOrNull(ctx.host->setting("probe.greeting").value_or(""), a),
                 a);
  return Response::data(std::move(data));
}

Result<Response> website(seo::sdk::RequestContext& ctx) {
  Result<seo::sdk::WebsiteInfo> site = ctx.host->findWebsite(ctx.caller.website_id);
  if (!site.isOk()) return site.status();
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();
  data.AddMember("id", seo::sdk::json::string(site.value().id, a), a);
  data.AddMember("organization_id", seo::sdk::json::string(site.value().organization_id, a), a);
  data.AddMember("domain", seo::sdk::json::string(site.value().domain, a), a);
  return Response::data(std::move(data));
}

Result<rapidjson::Document> echoCommand(seo::sdk::CommandContext& cmd) {
  std::optional<std::string_view> text = cmd.flag("text");
  if (!text) return Status::invalidArgument("missing --text");
  rapidjson::Document out(rapidjson::kObjectType);
  out.AddMember("text", seo::sdk::json::string(*text, out.GetAllocator()), out.GetAllocator());
  return out;
}

Result<Response> note(RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  auto text_of = [&](const char* name, const char* fallback) {
    return body.HasMember(name) && body[name].IsString() ? std::string(body[name].GetString())
                                                         : std::string(fallback);
  };
  auto flag = [&](const char* name, bool fallback) {
    return body.HasMember(name) && body[name].IsBool() ? body[name].GetBool() : fallback;
  };
  std::string id = ctx.host->newId();
  std::string text = text_of("text", "");
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    std::string now = ctx.host->now();
    sql << "INSERT INTO probe_notes (id, website_id, text, created_at) VALUES (:i, :w, :t, :c)",
        soci::use(id), soci::use(ctx.caller.website_id), soci::use(text), soci::use(now);
    if (flag("emit", true)) {
      rapidjson::Document data(rapidjson::kObjectType);
      data.AddMember("note_id", string(id, data.GetAllocator()), data.GetAllocator());
      data.AddMember("text", string(text, data.GetAllocator()), data.GetAllocator());
      seo::sdk::Event event{text_of("type", "probe.noted"), ctx.caller.payingOrganizationId(),
                            ctx.caller.website_id, seo::sdk::json::text(data), text_of("key", "")};
      if (Status e = ctx.host->events().emit(sql, event); !e.isOk()) return e;
    }
    if (flag("fail_after_emit", false)) return Status::internal("failing after the event");
    return Status::ok();
  });
  if (!s.isOk()) return s;
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("id", string(id, data.GetAllocator()), data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Status onRegister(seo::sdk::Registrar& r) {
  r.addMigration({1, "probe spends",
                  {"CREATE TABLE probe_spends (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
                   "resource TEXT NOT NULL, amount BIGINT NOT NULL, created_at TEXT NOT NULL)"}});
  r.addMigration({2, "probe job runs",
                  {"CREATE TABLE probe_job_runs (job_id TEXT NOT NULL, website_id TEXT NOT NULL, "
                   "attempt INTEGER NOT NULL, pid BIGINT NOT NULL, started_at TEXT NOT NULL)"}});
  r.addMigration({3, "probe notes",
                  {"CREATE TABLE probe_notes (id TEXT PRIMARY KEY, website_id TEXT NOT NULL, "
                   "text TEXT NOT NULL, created_at TEXT NOT NULL)"}});
  r.event("probe.noted", "The probe plugin wrote a note (POST /probe/notes).",
          R"({"type": "object", "properties": {"note_id": {"type": "string"},
                                                "text": {"type": "string"}}})");
  r.route("POST", "/probe/notes", &note);
  r.job("probe.work", &work);
  r.route("POST", "/probe/jobs", &enqueueWork);
  r.route("GET", "/probe/jobs/{id}", &getJob);
  r.route("GET", "/probe/job-runs", &listRuns);
  r.route("POST", "/probe/spend", &spend).spends("any");
  r.route("GET", "/probe/spends", &listSpends);
  r.route("GET", "/probe/echo", &echo);
  r.route("POST", "/probe/echo", &echo);
  r.route("GET", "/probe/items/{id}", &item);
  r.route("GET", "/probe/old-items/{id}", &item)
      .deprecated("2026-01-01", "2027-06-30", "/probe/items/{id}");
  r.route("POST", "/probe/throw", &fail);
  r.route("GET", "/probe/public", &echo).publicAccess();
  r.route("GET", "/probe/tier", &echo).openToEveryTier().withoutWebsite();
  r.route("POST", "/probe/later",
          [answerers = std::make_shared<seo::sdk::ThreadGroup>()](seo::sdk::RequestContext& ctx) {
            return later(*answerers, ctx);
          });
  r.route("GET", "/probe/request", &requestInfo).publicAccess();
  r.route("POST", "/probe/public-echo", &echo).publicAccess();
  r.route("POST", "/probe/small", &echo)
      .publicAccess()
      .maxBodyBytes(256)
      .alsoAtRoot("/probe-small");
  r.route("GET", "/probe/website", &website);
  r.route("GET", "/probe/connection", &connection);
  r.route("GET", "/probe/serp", &serp).callsOutside();
  r.asset({"/probe/hello.txt", "text/plain; charset=utf-8", "hello\n", 60});
  r.command("echo", "--text X   prints {\"text\": X}", &echoCommand);
  r.service("probe.echo", [](seo::sdk::Host&, std::string_view website_id,
                             std::string_view request) -> Result<std::string> {
    if (request == "throw") throw std::runtime_error("the probe service threw");
    if (request == "missing") return Status::notFound("no such thing");
    rapidjson::Document out(rapidjson::kObjectType);
    auto& a = out.GetAllocator();
    out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
    out.AddMember("request", seo::sdk::json::string(request, a), a);
    return seo::sdk::json::text(out);
  });
  return Status::ok();
}

}  // namespace probe

SEO_PLUGIN("probe", "0.1.0", &probe::onRegister)
