// Rank tracking's webhook events: a tracked keyword's position entering or leaving the top 3, 10
// or 100, or moving 10 places or more, against its check before in the same place (device and
// country). The first check of a keyword has nothing to compare with and emits none; neither
// does a reading that is not the keyword's latest (a check that finished late).
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "plugins/keywords/rank_store.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr const char* kRankEnteredTopEvent = "keywords.rank.entered_top";
inline constexpr const char* kRankLeftTopEvent = "keywords.rank.left_top";
inline constexpr const char* kRankMovedEvent = "keywords.rank.moved";
// The tops whose border the events watch, and the smallest move that is news.
inline constexpr int kRankTops[] = {3, 10, 100};
inline constexpr int kRankBigMove = 10;

// One event a reading causes: its type and, for entered_top and left_top, the top (3, 10, 100).
struct RankEvent {
  const char* type;
  std::optional<int> top;
};

// The events of a move from `previous` to `now` (nullopt: not in the top 100), in the order of
// kRankTops then the move: entering the top 3 from outside the top 100 is three events.
std::vector<RankEvent> rankEventsOf(std::optional<int> previous, std::optional<int> now);

// Emits the events of `move` (a reading of `task` at `now`) in the caller's transaction.
seo::sdk::Status emitRankEvents(seo::sdk::Host& host, soci::session& sql,
                                const std::string& organization_id, const std::string& website_id,
                                const RankTask& task, const RankReading& now, const RankMove& move);

void registerRankEvents(seo::sdk::Registrar& r);

}  // namespace seo::plugins::keywords
