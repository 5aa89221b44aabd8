#include "plugins/ai_visibility/run_json.h"

#include "plugins/ai_visibility/campaign_json.h"
#include "seo/sdk/response.h"
#include "seo/sdk/util/json_optional.h"

namespace seo::plugins::ai_visibility {

namespace json = seo::sdk::json;

namespace {

using seo::sdk::json::string;
using seo::sdk::json::stringOrNull;

rapidjson::Value answerJson(const Answer& x, Allocator& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(x.id, a), a);
  v.AddMember("model", string(x.endpoint + "/" + x.model, a), a);
  v.AddMember("endpoint", string(x.endpoint, a), a);
  v.AddMember("answered_model", json::orNull(x.answered_model, a), a);
  v.AddMember("collection", stringOrNull(x.collection, a), a);
  v.AddMember("language", string(x.language, a), a);
  v.AddMember("sample", x.sample, a);
  v.AddMember("status", string(x.status, a), a);
  v.AddMember("error", json::orNull(x.error, a), a);
  v.AddMember("content", json::orNull(x.content, a), a);
  v.AddMember("citations", stringsJson(x.citations, a), a);
  v.AddMember("cited_domains", stringsJson(x.cited_domains, a), a);
  rapidjson::Value detections(rapidjson::kArrayType);
  for (const Detection& d : x.detections) {
    rapidjson::Value dv(rapidjson::kObjectType);
    dv.AddMember("name", string(d.name, a), a);
    dv.AddMember("role", string(d.role, a), a);
    dv.AddMember("mentioned", d.mentioned, a);
    dv.AddMember("mentions", d.mentions, a);
    if (d.position > 0) {
      dv.AddMember("position", d.position, a);
    } else {
      dv.AddMember("position", rapidjson::Value(rapidjson::kNullType), a);
    }
    dv.AddMember("cited", d.cited, a);
    dv.AddMember("sentiment", string(d.mentioned ? d.sentiment : "unknown", a), a);
    detections.PushBack(dv, a);
  }
  v.AddMember("detections", detections, a);
  if (x.other_brands) {
    v.AddMember("other_brands", stringsJson(*x.other_brands, a), a);
  } else {
    v.AddMember("other_brands", rapidjson::Value(rapidjson::kNullType), a);
  }
  v.AddMember("tokens", x.tokens, a);
  v.AddMember("created_at", string(x.created_at, a), a);
  return v;
}

}  // namespace

rapidjson::Value runJson(const Run& r, const std::vector<Answer>& answers, Allocator& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(r.id, a), a);
  v.AddMember("campaign_id", string(r.campaign_id, a), a);
  v.AddMember("trigger", string(r.trigger, a), a);
  v.AddMember("status", string(r.status, a), a);
  v.AddMember("prompt", string(r.prompt, a), a);
  rapidjson::Value tracked(rapidjson::kArrayType);
  for (const TrackedEntry& t : r.tracked) {
    rapidjson::Value tv(rapidjson::kObjectType);
    tv.AddMember("name", string(t.name, a), a);
    tv.AddMember("domain", string(t.domain, a), a);
    tv.AddMember("role", string(t.role, a), a);
    tracked.PushBack(tv, a);
  }
  v.AddMember("tracked", tracked, a);
  v.AddMember("languages", stringsJson(r.languages, a), a);
  v.AddMember("models", modelsJson(r.models, a), a);
  v.AddMember("samples", r.samples, a);
  v.AddMember("day", string(r.day, a), a);
  v.AddMember("checks_planned", r.checks_planned, a);
  v.AddMember("checks_answered", r.checks_answered, a);
  v.AddMember("checks_failed", r.checks_failed, a);
  v.AddMember("tokens", r.tokens, a);
  v.AddMember("judge", json::orNull(r.judge, a), a);
  v.AddMember("error", json::orNull(r.error, a), a);
  v.AddMember("job_id", json::orNull(r.job_id, a), a);
  v.AddMember("created_at", string(r.created_at, a), a);
  v.AddMember("started_at", json::orNull(r.started_at, a), a);
  v.AddMember("finished_at", json::orNull(r.finished_at, a), a);
  rapidjson::Value list(rapidjson::kArrayType);
  for (const Answer& x : answers) {
    if (x.run_id == r.id) list.PushBack(answerJson(x, a), a);
  }
  v.AddMember("answers", list, a);
  return v;
}

}  // namespace seo::plugins::ai_visibility
