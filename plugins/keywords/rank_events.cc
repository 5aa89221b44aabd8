#include "plugins/keywords/rank_events.h"

#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::keywords {

namespace json = seo::sdk::json;

namespace {

constexpr const char* kDataSchema = R"j({"type": "object",
  "required": ["keyword_id", "term", "position", "previous_position", "top", "ranking_url",
               "checked_at", "device", "country", "language"],
  "properties": {
    "keyword_id": {"type": "string", "format": "uuid"},
    "term": {"type": "string"},
    "position": {"type": ["integer", "null"], "description": "null: not in the top 100"},
    "previous_position": {"type": ["integer", "null"],
                          "description": "at the check before; null: not in the top 100"},
    "top": {"type": ["integer", "null"],
            "description": "3, 10 or 100: the top entered or left; null for a move"},
    "ranking_url": {"type": ["string", "null"]},
    "checked_at": {"type": "string", "format": "date-time"},
    "device": {"type": "string"},
    "country": {"type": "string"},
    "language": {"type": "string"}}})j";

bool inTop(std::optional<int> position, int top) { return position && *position <= top; }

}  // namespace

std::vector<RankEvent> rankEventsOf(std::optional<int> previous, std::optional<int> now) {
  std::vector<RankEvent> events;
  for (int top : kRankTops) {
    if (inTop(now, top) && !inTop(previous, top)) events.push_back({kRankEnteredTopEvent, top});
    if (inTop(previous, top) && !inTop(now, top)) events.push_back({kRankLeftTopEvent, top});
  }
  if (previous && now && (*previous - *now >= kRankBigMove || *now - *previous >= kRankBigMove)) {
    events.push_back({kRankMovedEvent, std::nullopt});
  }
  return events;
}

seo::sdk::Status emitRankEvents(seo::sdk::Host& host, soci::session& sql,
                                const std::string& organization_id, const std::string& website_id,
                                const RankTask& task, const RankReading& now,
                                const RankMove& move) {
  if (!move.latest || !move.had_previous) return seo::sdk::Status::ok();
  for (const RankEvent& e : rankEventsOf(move.previous, now.position)) {
    rapidjson::Document data(rapidjson::kObjectType);
    auto& a = data.GetAllocator();
    data.AddMember("keyword_id", json::string(task.keyword_id, a), a);
    data.AddMember("term", json::string(move.term, a), a);
    data.AddMember("position", json::orNull(now.position), a);
    data.AddMember("previous_position", json::orNull(move.previous), a);
    data.AddMember("top", json::orNull(e.top), a);
    data.AddMember("ranking_url", json::orNull(now.ranking_url, a), a);
    data.AddMember("checked_at", json::string(task.posted_at, a), a);
    data.AddMember("device", json::string(task.device, a), a);
    data.AddMember("country", json::string(task.country, a), a);
    data.AddMember("language", json::string(task.language, a), a);
    // Keyed by the check: a run read again after a crash emits nothing twice.
    const std::string key =
        std::string(e.type) + ":" + task.task_id + ":" + std::to_string(e.top.value_or(0));
    SEO_RETURN_IF_ERROR(
        host.events().emit(sql, {e.type, organization_id, website_id, json::text(data), key}));
  }
  return seo::sdk::Status::ok();
}

void registerRankEvents(seo::sdk::Registrar& r) {
  r.event(kRankEnteredTopEvent,
          "A tracked keyword's position entered the top 3, 10 or 100 (`top`) since its check "
          "before.",
          kDataSchema);
  r.event(kRankLeftTopEvent,
          "A tracked keyword's position left the top 3, 10 or 100 (`top`) since its check "
          "before.",
          kDataSchema);
  r.event(kRankMovedEvent,
          "A tracked keyword's position moved 10 places or more, up or down, since its check "
          "before (both in the top 100).",
          kDataSchema);
}

}  // namespace seo::plugins::keywords
