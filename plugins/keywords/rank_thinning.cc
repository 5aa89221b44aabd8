#include "plugins/keywords/rank_thinning.h"

#include <set>
#include <utility>

#include "plugins/keywords/rank_server_settings.h"
#include "seo/sdk/util/dates.h"

namespace seo::plugins::keywords {

using seo::sdk::Status;
namespace dates = seo::sdk::dates;

namespace {

// Keywords thinned per transaction: each is a few short statements on its primary key.
constexpr std::size_t kKeywordsPerBatch = 200;
constexpr std::int64_t kWeekMs = 7 * dates::kMsPerDay;

// Weeks since the epoch, from Monday (1970-01-01, day 0, was a Thursday); days after 1970.
std::int64_t weekOf(std::int64_t day) { return (day + 3) / 7; }

}  // namespace

std::vector<std::size_t> readingsToThin(const std::vector<ReadingTime>& readings) {
  std::vector<std::size_t> thin;
  std::set<std::pair<std::int64_t, std::string>> seen;  // (week, place) kept
  for (std::size_t i = 0; i < readings.size(); ++i) {
    std::optional<std::int64_t> ms = dates::msOfIso(readings[i].checked_at);
    if (!ms) continue;  // not a time this module wrote: left alone
    if (!seen.insert({weekOf(dates::dayOfMs(*ms)), readings[i].place}).second) thin.push_back(i);
  }
  return thin;
}

Status thinRankings(seo::sdk::Host& host, const std::string& website_id, std::int64_t* deleted) {
  *deleted = 0;
  const std::optional<std::int64_t> now = dates::msOfIso(host.now());
  if (!now) return Status::ok();
  const std::int64_t today = dates::dayOfMs(*now);
  const std::string cutoff = dates::formatDay(today - rankRetentionDays(host)) + "T00:00:00.000Z";
  std::string thinned_before, updated_at;
  std::vector<std::string> keyword_ids;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT thinned_before, updated_at FROM keyword_rank_thinning WHERE website_id = :w",
        soci::use(website_id), soci::into(thinned_before), soci::into(updated_at);
    return Status::ok();
  }));
  // Once a day: a pass reads every keyword's index entries of the week it starts in.
  if (!updated_at.empty() && updated_at.substr(0, 10) == dates::formatDay(today)) {
    return Status::ok();
  }
  if (thinned_before >= cutoff) return Status::ok();  // a longer retention keeps what is left
  // The week before the last pass's end holds the first readings of the week it ended in.
  const std::string from =
      thinned_before.empty() ? std::string()
                             : dates::isoOfMs(dates::msOfIso(thinned_before).value_or(0) - kWeekMs);
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    std::string id;
    soci::statement st =
        (sql.prepare << "SELECT id FROM keywords WHERE website_id = :w ORDER BY id",
         soci::use(website_id), soci::into(id));
    st.execute();
    while (st.fetch()) keyword_ids.push_back(id);
    return Status::ok();
  }));
  const std::string thinned_at = host.now();
  std::size_t first = 0;
  do {
    const bool last = first + kKeywordsPerBatch >= keyword_ids.size();
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) -> Status {
      std::string keyword_id;
      ReadingTime reading;
      std::vector<ReadingTime> readings;
      soci::statement read =
          (sql.prepare << "SELECT checked_at, device || ' ' || country FROM keyword_rankings "
                          "WHERE keyword_id = :k AND checked_at >= :f AND checked_at < :c "
                          "ORDER BY checked_at",
           soci::use(keyword_id), soci::use(from), soci::use(cutoff),
           soci::into(reading.checked_at), soci::into(reading.place));
      std::string at;
      soci::statement remove =
          (sql.prepare << "DELETE FROM keyword_rankings WHERE keyword_id = :k AND checked_at = :t",
           soci::use(keyword_id), soci::use(at));
      for (std::size_t i = first; i < keyword_ids.size() && i < first + kKeywordsPerBatch; ++i) {
        keyword_id = keyword_ids[i];
        readings.clear();
        read.execute();
        while (read.fetch()) readings.push_back(reading);
        for (std::size_t index : readingsToThin(readings)) {
          at = readings[index].checked_at;
          remove.execute(true);
          *deleted += remove.get_affected_rows();
        }
      }
      if (last) {
        sql << "INSERT INTO keyword_rank_thinning (website_id, thinned_before, updated_at) VALUES "
               "(:w, :c, :u) ON CONFLICT (website_id) DO UPDATE SET thinned_before = "
               "excluded.thinned_before, updated_at = excluded.updated_at",
            soci::use(website_id), soci::use(cutoff), soci::use(thinned_at);
      }
      return Status::ok();
    }));
    first += kKeywordsPerBatch;
  } while (first < keyword_ids.size());
  return Status::ok();
}

}  // namespace seo::plugins::keywords
