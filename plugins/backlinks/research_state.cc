#include "plugins/backlinks/research_state.h"

#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

std::string textOf(const rapidjson::Value& o, const char* name) {
  auto m = o.FindMember(name);
  return m != o.MemberEnd() && m->value.IsString() ? m->value.GetString() : "";
}

int intOf(const rapidjson::Value& o, const char* name) {
  auto m = o.FindMember(name);
  return m != o.MemberEnd() && m->value.IsInt() ? m->value.GetInt() : 0;
}

}  // namespace

rapidjson::Value Progress::json(rapidjson::Document::AllocatorType& a) const {
  rapidjson::Value d(rapidjson::kObjectType);
  d.AddMember("stage", string(stage, a), a);
  d.AddMember("percent", percent, a);
  d.AddMember("opportunities_found", opportunities_found, a);
  d.AddMember("queries_done", queries_done, a);
  d.AddMember("queries_total", queries_total, a);
  d.AddMember("sites_done", sites_done, a);
  d.AddMember("sites_total", sites_total, a);
  d.AddMember("search_source", seo::sdk::json::stringOrNull(search_source, a), a);
  d.AddMember("estimate", search_estimate, a);
  d.AddMember("note", seo::sdk::json::stringOrNull(note, a), a);
  d.AddMember("error", seo::sdk::json::stringOrNull(error, a), a);
  d.AddMember("ai", seo::sdk::json::stringOrNull(ai, a), a);
  d.AddMember("started_at", seo::sdk::json::stringOrNull(started_at, a), a);
  d.AddMember("finished_at", seo::sdk::json::stringOrNull(finished_at, a), a);
  return d;
}

std::string Progress::text() const {
  rapidjson::Document d;
  return seo::sdk::json::text(json(d.GetAllocator()));
}

Progress Progress::from(const rapidjson::Value& o) {
  Progress p;
  if (!o.IsObject()) return p;
  if (std::string stage = textOf(o, "stage"); !stage.empty()) p.stage = stage;
  p.percent = intOf(o, "percent");
  p.queries_done = intOf(o, "queries_done");
  p.queries_total = intOf(o, "queries_total");
  p.sites_done = intOf(o, "sites_done");
  p.sites_total = intOf(o, "sites_total");
  p.opportunities_found = intOf(o, "opportunities_found");
  p.search_source = textOf(o, "search_source");
  auto estimate = o.FindMember("estimate");
  p.search_estimate =
      estimate != o.MemberEnd() && estimate->value.IsBool() && estimate->value.GetBool();
  p.note = textOf(o, "note");
  p.error = textOf(o, "error");
  p.ai = textOf(o, "ai");
  p.started_at = textOf(o, "started_at");
  p.finished_at = textOf(o, "finished_at");
  return p;
}

std::string researchPayload(const std::string& campaign_id) {
  ResearchState first;
  first.campaign_id = campaign_id;
  return stateText(first);
}

std::string queuedProgress() { return Progress().text(); }

std::string stateText(const ResearchState& state) {
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("campaign_id", string(state.campaign_id, a), a);
  d.AddMember("stage", string(state.stage, a), a);
  d.AddMember("next", static_cast<std::uint64_t>(state.next), a);
  rapidjson::Value prospects(rapidjson::kArrayType);
  for (const SearchHit& hit : state.prospects) {
    rapidjson::Value p(rapidjson::kObjectType);
    p.AddMember("url", string(hit.url, a), a);
    p.AddMember("title", string(hit.title, a), a);
    p.AddMember("snippet", string(hit.snippet, a), a);
    p.AddMember("strategy", string(hit.strategy, a), a);
    p.AddMember("rank", hit.rank, a);
    prospects.PushBack(p, a);
  }
  d.AddMember("prospects", prospects, a);
  d.AddMember("pages_requested", state.pages_requested, a);
  d.AddMember("progress", state.progress.json(a), a);
  return seo::sdk::json::text(d);
}

Result<ResearchState> stateFrom(const std::string& payload) {
  const Status not_ours =
      Status::invalidArgument("Invalid field: payload: not a backlink research request");
  rapidjson::Document d;
  if (!seo::sdk::json::parse(payload, d).isOk() || !d.IsObject()) return not_ours;
  ResearchState state;
  state.campaign_id = textOf(d, "campaign_id");
  if (state.campaign_id.empty()) return not_ours;
  if (d.HasMember("stage")) {
    state.stage = textOf(d, "stage");
    if (state.stage != kSearching && state.stage != kReading && state.stage != kReviewing) {
      return not_ours;
    }
  }
  if (auto next = d.FindMember("next"); next != d.MemberEnd()) {
    if (!next->value.IsUint64()) return not_ours;
    state.next = static_cast<std::size_t>(next->value.GetUint64());
  }
  if (auto prospects = d.FindMember("prospects"); prospects != d.MemberEnd()) {
    if (!prospects->value.IsArray()) return not_ours;
    for (const rapidjson::Value& p : prospects->value.GetArray()) {
      if (!p.IsObject()) return not_ours;
      state.prospects.push_back({textOf(p, "url"), textOf(p, "title"), textOf(p, "snippet"),
                                 textOf(p, "strategy"), intOf(p, "rank")});
    }
  }
  state.pages_requested = intOf(d, "pages_requested");
  if (auto progress = d.FindMember("progress"); progress != d.MemberEnd()) {
    state.progress = Progress::from(progress->value);
  }
  return state;
}

}  // namespace seo::plugins::backlinks
