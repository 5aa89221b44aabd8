#include "plugins/ai_visibility/run_store.h"

#include <rapidjson/document.h>

#include "plugins/ai_visibility/campaign_store.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Status;

namespace {

constexpr const char* kSelectRun =
    "SELECT id, campaign_id, website_id, organization_id, trigger, status, job_id, prompt, "
    "tracked, languages, models, samples, day, checks_planned, checks_answered, checks_failed, "
    "tokens, judge, error, created_at, started_at, finished_at FROM visibility_runs ";

void selectRuns(seo::sdk::Host& host, soci::session& sql, const std::string& where,
                const std::vector<std::string>& params, std::vector<Run>* out) {
  Run r;
  std::string tracked, languages, models;
  long long samples = 0, planned = 0, answered = 0, failed = 0, tokens = 0;
  seo::sdk::PreparedStatement st(host, sql, kSelectRun + where);
  st.exchange(soci::into(r.id));
  st.exchange(soci::into(r.campaign_id));
  st.exchange(soci::into(r.website_id));
  st.exchange(soci::into(r.organization_id));
  st.exchange(soci::into(r.trigger));
  st.exchange(soci::into(r.status));
  st.exchange(soci::into(r.job_id));
  st.exchange(soci::into(r.prompt));
  st.exchange(soci::into(tracked));
  st.exchange(soci::into(languages));
  st.exchange(soci::into(models));
  st.exchange(soci::into(samples));
  st.exchange(soci::into(r.day));
  st.exchange(soci::into(planned));
  st.exchange(soci::into(answered));
  st.exchange(soci::into(failed));
  st.exchange(soci::into(tokens));
  st.exchange(soci::into(r.judge));
  st.exchange(soci::into(r.error));
  st.exchange(soci::into(r.created_at));
  st.exchange(soci::into(r.started_at));
  st.exchange(soci::into(r.finished_at));
  for (const std::string& p : params) st.exchange(soci::use(p));
  st.execute();
  while (st.fetch()) {
    Run row = r;
    row.tracked = trackedOf(tracked);
    row.languages = stringsOf(languages);
    row.models = modelsOf(models);
    row.samples = samples;
    row.checks_planned = planned;
    row.checks_answered = answered;
    row.checks_failed = failed;
    row.tokens = tokens;
    out->push_back(std::move(row));
  }
}

std::string detectionsText(const std::vector<Detection>& detections) {
  rapidjson::Document doc(rapidjson::kArrayType);
  auto& a = doc.GetAllocator();
  for (const Detection& d : detections) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("name", seo::sdk::json::string(d.name, a), a);
    v.AddMember("role", seo::sdk::json::string(d.role, a), a);
    v.AddMember("mentioned", d.mentioned, a);
    v.AddMember("mentions", d.mentions, a);
    v.AddMember("position", d.position, a);
    v.AddMember("cited", d.cited, a);
    v.AddMember("sentiment", seo::sdk::json::string(d.sentiment, a), a);
    doc.PushBack(v, a);
  }
  return seo::sdk::json::text(doc);
}

std::int64_t intOf(const rapidjson::Value& v, const char* name) {
  return v.HasMember(name) && v[name].IsInt64() ? v[name].GetInt64() : 0;
}

std::string textOf(const rapidjson::Value& v, const char* name) {
  return v.HasMember(name) && v[name].IsString() ? v[name].GetString() : "";
}

std::vector<Detection> detectionsOf(const std::string& text) {
  std::vector<Detection> out;
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError() || !doc.IsArray()) return out;
  for (const rapidjson::Value& v : doc.GetArray()) {
    if (!v.IsObject()) continue;
    Detection d;
    d.name = textOf(v, "name");
    d.role = textOf(v, "role");
    d.mentioned = v.HasMember("mentioned") && v["mentioned"].IsBool() && v["mentioned"].GetBool();
    d.mentions = intOf(v, "mentions");
    d.position = intOf(v, "position");
    d.cited = v.HasMember("cited") && v["cited"].IsBool() && v["cited"].GetBool();
    d.sentiment = textOf(v, "sentiment");
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

std::string trackedText(const std::vector<TrackedEntry>& tracked) {
  rapidjson::Document doc(rapidjson::kArrayType);
  auto& a = doc.GetAllocator();
  for (const TrackedEntry& t : tracked) {
    rapidjson::Value v(rapidjson::kObjectType);
    v.AddMember("name", seo::sdk::json::string(t.name, a), a);
    v.AddMember("domain", seo::sdk::json::string(t.domain, a), a);
    v.AddMember("role", seo::sdk::json::string(t.role, a), a);
    doc.PushBack(v, a);
  }
  return seo::sdk::json::text(doc);
}

std::vector<TrackedEntry> trackedOf(const std::string& text) {
  std::vector<TrackedEntry> out;
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError() || !doc.IsArray()) return out;
  for (const rapidjson::Value& v : doc.GetArray()) {
    if (v.IsObject()) out.push_back({textOf(v, "name"), textOf(v, "domain"), textOf(v, "role")});
  }
  return out;
}

void insertRun(soci::session& sql, const Run& r) {
  std::string tracked = trackedText(r.tracked), languages = stringsText(r.languages),
              models = modelsText(r.models);
  long long samples = r.samples, planned = r.checks_planned;
  sql << "INSERT INTO visibility_runs (id, campaign_id, website_id, organization_id, trigger, "
         "status, job_id, prompt, tracked, languages, models, samples, day, checks_planned, "
         "judge, error, created_at, finished_at) VALUES (:id, :c, :w, :o, :t, :s, :j, :p, :tr, "
         ":l, :m, :n, :d, :cp, :jd, :e, :ca, :fa)",
      soci::use(r.id), soci::use(r.campaign_id), soci::use(r.website_id),
      soci::use(r.organization_id), soci::use(r.trigger), soci::use(r.status), soci::use(r.job_id),
      soci::use(r.prompt), soci::use(tracked), soci::use(languages), soci::use(models),
      soci::use(samples), soci::use(r.day), soci::use(planned), soci::use(r.judge),
      soci::use(r.error), soci::use(r.created_at), soci::use(r.finished_at);
}

Status findRun(seo::sdk::Host& host, soci::session& sql, const std::string& campaign_id,
               const std::string& id, Run* out) {
  std::vector<Run> rows;
  selectRuns(host, sql, "WHERE id = :id AND campaign_id = :c", {id, campaign_id}, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

Status findRunById(seo::sdk::Host& host, soci::session& sql, const std::string& id, Run* out) {
  std::vector<Run> rows;
  selectRuns(host, sql, "WHERE id = :id", {id}, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

std::vector<Run> listRuns(seo::sdk::Host& host, soci::session& sql, const std::string& campaign_id,
                          const seo::sdk::ListWindow& window) {
  std::vector<std::string> params{campaign_id};
  for (std::string& value : seo::sdk::windowValues(window)) params.push_back(std::move(value));
  // Down the index of (campaign_id, created_at, id).
  std::string where = seo::sdk::windowClause({"visibility_runs", {"created_at", "id"}, ""},
                                             " WHERE campaign_id = :c", "(:ca, :ci)", window);
  std::vector<Run> rows;
  selectRuns(host, sql, where.substr(1), params, &rows);
  return rows;
}

std::vector<std::string> runKeysOf(const Run& r) { return {r.created_at, r.id}; }

std::int64_t countRuns(soci::session& sql, const std::string& campaign_id) {
  long long n = 0;
  sql << "SELECT COUNT(*) FROM visibility_runs WHERE campaign_id = :c", soci::into(n),
      soci::use(campaign_id);
  return n;
}

bool runUnderWay(soci::session& sql, const std::string& campaign_id) {
  long long n = 0;
  sql << "SELECT COUNT(*) FROM visibility_runs WHERE campaign_id = :c AND status IN ('queued', "
         "'running')",
      soci::into(n), soci::use(campaign_id);
  return n > 0;
}

void markRunRunning(soci::session& sql, const std::string& id, const std::string& now) {
  sql << "UPDATE visibility_runs SET status = 'running', started_at = COALESCE(started_at, :n) "
         "WHERE id = :id AND status IN ('queued', 'running')",
      soci::use(now), soci::use(id);
}

void setRunJob(soci::session& sql, const std::string& id, const std::string& job_id) {
  sql << "UPDATE visibility_runs SET job_id = :j WHERE id = :id", soci::use(job_id), soci::use(id);
}

bool finishRun(soci::session& sql, const Run& r) {
  // Written as before: a run without an end would have "" (finishRun is given ended runs).
  std::string finished = r.finished_at.value_or("");
  long long answered = r.checks_answered, failed = r.checks_failed, tokens = r.tokens;
  soci::statement st =
      (sql.prepare << "UPDATE visibility_runs SET status = :s, checks_answered = :a, "
                      "checks_failed = :f, tokens = :t, judge = :j, error = :e, finished_at = "
                      ":fa WHERE id = :id AND status IN ('queued', 'running')",
       soci::use(r.status), soci::use(answered), soci::use(failed), soci::use(tokens),
       soci::use(r.judge), soci::use(r.error), soci::use(finished), soci::use(r.id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

bool insertAnswer(soci::session& sql, const Answer& a) {
  std::string citations = stringsText(a.citations), domains = stringsText(a.cited_domains),
              detections = detectionsText(a.detections);
  std::optional<std::string> others;
  if (a.other_brands) others = stringsText(*a.other_brands);
  long long sample = a.sample, tokens = a.tokens;
  soci::statement st =
      (sql.prepare << "INSERT INTO visibility_answers (id, run_id, campaign_id, endpoint, model, "
                      "collection, language, sample, status, error, content, answered_model, "
                      "citations, cited_domains, detections, other_brands, tokens, created_at) "
                      "VALUES (:id, :r, :c, :e, :m, :co, :l, :s, :st, :er, :ct, :am, :ci, :cd, "
                      ":d, :ob, :t, :ca) ON CONFLICT (run_id, endpoint, model, language, sample) "
                      "DO NOTHING",
       soci::use(a.id), soci::use(a.run_id), soci::use(a.campaign_id), soci::use(a.endpoint),
       soci::use(a.model), soci::use(a.collection), soci::use(a.language), soci::use(sample),
       soci::use(a.status), soci::use(a.error), soci::use(a.content), soci::use(a.answered_model),
       soci::use(citations), soci::use(domains), soci::use(detections), soci::use(others),
       soci::use(tokens), soci::use(a.created_at));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

std::vector<Answer> answersOfRuns(soci::session& sql, const std::vector<std::string>& run_ids) {
  std::vector<Answer> out;
  if (run_ids.empty()) return out;
  std::string in;
  for (std::size_t i = 0; i < run_ids.size(); ++i) in += (i ? ", :r" : ":r") + std::to_string(i);
  Answer a;
  std::string citations, domains, detections;
  std::optional<std::string> others;
  long long sample = 0, tokens = 0;
  soci::statement st(sql);
  st.exchange(soci::into(a.id));
  st.exchange(soci::into(a.run_id));
  st.exchange(soci::into(a.campaign_id));
  st.exchange(soci::into(a.endpoint));
  st.exchange(soci::into(a.model));
  st.exchange(soci::into(a.collection));
  st.exchange(soci::into(a.language));
  st.exchange(soci::into(sample));
  st.exchange(soci::into(a.status));
  st.exchange(soci::into(a.error));
  st.exchange(soci::into(a.content));
  st.exchange(soci::into(a.answered_model));
  st.exchange(soci::into(citations));
  st.exchange(soci::into(domains));
  st.exchange(soci::into(detections));
  st.exchange(soci::into(others));
  st.exchange(soci::into(tokens));
  st.exchange(soci::into(a.created_at));
  for (const std::string& id : run_ids) st.exchange(soci::use(id));
  st.alloc();
  st.prepare(
      "SELECT id, run_id, campaign_id, endpoint, model, collection, language, sample, status, "
      "error, content, answered_model, citations, cited_domains, detections, other_brands, "
      "tokens, created_at FROM visibility_answers WHERE run_id IN (" +
      in + ") ORDER BY run_id, endpoint, model, language, sample");
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    Answer row = a;
    row.sample = sample;
    row.tokens = tokens;
    row.citations = stringsOf(citations);
    row.cited_domains = stringsOf(domains);
    row.detections = detectionsOf(detections);
    if (others) row.other_brands = stringsOf(*others);
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace seo::plugins::ai_visibility
