// The daily figures (visibility_daily, visibility_daily_names): counts added to as each answer
// is stored, so metrics over any range sum a few rows per day, never the answers themselves.
#pragma once

#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

namespace seo::plugins::ai_visibility {

// Counts for one tracked brand over some answers of one model.
struct Tally {
  std::int64_t answers = 0;         // answered checks
  std::int64_t with_citations = 0;  // ... that cite at least one URL
  std::int64_t mentioned = 0;       // ... that name the brand (once per answer)
  std::int64_t mention_count = 0;   // times named, all told
  std::int64_t position_sum = 0;    // of the first-mention rank, over answers naming it
  std::int64_t position_squares = 0;
  std::int64_t cited = 0;     // answers citing its domain
  std::int64_t positive = 0;  // judged mentions
  std::int64_t neutral = 0;
  std::int64_t negative = 0;
  std::int64_t flip_pairs = 0;     // sample pairs of one prompt that disagree on presence
  std::int64_t pairs = 0;          // sample pairs of one prompt
  std::int64_t sample_groups = 0;  // groups of samples (run x model x language), n >= 2

  void add(const Tally& other);
  std::int64_t judged() const { return positive + neutral + negative; }
};

struct DailyRow {
  std::string campaign_id;
  std::string day;
  std::string brand;
  std::string role;
  std::string endpoint;
  std::string model;
  Tally tally;
};

// Adds `row.tally` to the stored row of its key (created at zero).
void addToDaily(soci::session& sql, const DailyRow& row);
// The rows of `campaign_ids` for UTC days from `from` to `to`, inclusive.
std::vector<DailyRow> dailyRows(soci::session& sql, const std::vector<std::string>& campaign_ids,
                                const std::string& from, const std::string& to);

// Something answers named beyond the tracked brands: kind "brand" (the judge's list, `rank`
// its 1-based place) or "domain" (cited, rank 0).
void addNamed(soci::session& sql, const std::string& campaign_id, const std::string& day,
              const std::string& kind, const std::string& name, std::int64_t rank);
struct NamedCount {
  std::string name;
  std::int64_t answers = 0;
  std::int64_t rank_sum = 0;
};
// The most often named of `kind` in the range, most answers first (ties by name), at most
// `limit`.
std::vector<NamedCount> namedCounts(soci::session& sql, const std::string& campaign_id,
                                    const std::string& kind, const std::string& from,
                                    const std::string& to, std::int64_t limit);

}  // namespace seo::plugins::ai_visibility
