#include "plugins/keywords/keyword_counts.h"

#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::keywords {

using seo::sdk::Status;
using seo::sdk::forUpdate;

void CountChanges::add(const KeywordState& state, long long delta) {
  deltas_[{state.status, state.group_id.value_or("")}] += delta;
}

void CountChanges::apply(soci::session& sql, const std::string& website_id) const {
  if (deltas_.empty()) return;
  // Counts first, then the version: the order every write locks them in.
  std::string status, group;
  long long delta = 0;
  // One statement for both dialects; concurrent writers serialize on the row.
  soci::statement upsert =
      (sql.prepare << "INSERT INTO keyword_counts (website_id, status, group_key, count) "
                      "VALUES (:w, :s, :g, :d) ON CONFLICT (website_id, status, group_key) "
                      "DO UPDATE SET count = keyword_counts.count + excluded.count",
       soci::use(website_id), soci::use(status), soci::use(group), soci::use(delta));
  for (const auto& [key, d] : deltas_) {
    if (d == 0) continue;
    status = key.first;
    group = key.second;
    delta = d;
    upsert.execute(true);
  }
  sql << "INSERT INTO keyword_list_versions (website_id, version) VALUES (:w, 1) "
         "ON CONFLICT (website_id) DO UPDATE SET version = keyword_list_versions.version + 1",
      soci::use(website_id);
}

std::optional<KeywordState> lockKeyword(soci::session& sql, seo::sdk::Dialect dialect,
                                        const std::string& website_id, const std::string& id) {
  KeywordState state;
  sql << std::string("SELECT status, group_id FROM keywords WHERE website_id = :w AND id = :i") +
             forUpdate(dialect),
      soci::use(website_id), soci::use(id), soci::into(state.status), soci::into(state.group_id);
  if (!sql.got_data()) return std::nullopt;
  return state;
}

long long changeKeywords(
    soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
    const std::vector<std::string>& ids,
    const std::function<KeywordChange(const std::string& id, const KeywordState& before)>& change) {
  CountChanges counts;
  long long counted = 0;
  for (const std::string& id : ids) {
    std::optional<KeywordState> before = lockKeyword(sql, dialect, website_id, id);
    if (!before) continue;
    KeywordChange done = change(id, *before);
    if (done.counted) ++counted;
    counts.add(*before, -1);
    if (done.after) counts.add(*done.after, 1);
  }
  counts.apply(sql, website_id);
  return counted;
}

void ungroupCounts(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                   const std::string& group_id) {
  CountChanges counts;
  std::string status;
  long long count = 0;
  soci::statement st =
      (sql.prepare << std::string("SELECT status, count FROM keyword_counts WHERE website_id = :w "
                                  "AND group_key = :g") +
                          forUpdate(dialect),
       soci::use(website_id), soci::use(group_id), soci::into(status), soci::into(count));
  st.execute();
  while (st.fetch()) {
    counts.add({status, group_id}, -count);
    counts.add({status, std::nullopt}, count);
  }
  counts.apply(sql, website_id);
}

std::string countSubquery(const std::string& website_id, const KeywordFilter& filter,
                          std::vector<std::string>* params) {
  std::string text =
      "(SELECT CAST(SUM(count) AS BIGINT) FROM keyword_counts WHERE website_id = :cw";
  params->push_back(website_id);
  if (filter.status) {
    text += " AND status = :cs";
    params->push_back(*filter.status);
  }
  if (filter.group_id) {
    text += " AND group_key = :cg";
    params->push_back(*filter.group_id);
  }
  return text + ")";
}

Status countKeywords(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                     const KeywordFilter& filter, std::int64_t* total) {
  std::vector<std::string> params;
  std::string subquery = countSubquery(website_id, filter, &params);
  std::optional<long long> count;  // NULL when nothing is counted
  seo::sdk::PreparedStatement st(host, sql, "SELECT " + subquery);
  st.exchange(soci::into(count));
  for (const std::string& p : params) st.exchange(soci::use(p));
  st.execute(true);
  *total = count.value_or(0);
  return Status::ok();
}

}  // namespace seo::plugins::keywords
