#include "plugins/keywords/rank_store.h"

#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::keywords {

namespace {

std::string featuresText(const std::vector<std::string>& features) {
  rapidjson::Document doc(rapidjson::kArrayType);
  auto& a = doc.GetAllocator();
  for (const std::string& f : features) doc.PushBack(seo::sdk::json::string(f, a), a);
  return seo::sdk::json::text(doc);
}

std::string competitorsText(const std::vector<CompetitorPosition>& competitors) {
  rapidjson::Document doc(rapidjson::kArrayType);
  auto& a = doc.GetAllocator();
  for (const CompetitorPosition& c : competitors) {
    rapidjson::Value one(rapidjson::kObjectType);
    one.AddMember("domain", seo::sdk::json::string(c.domain, a), a);
    if (c.position) {
      one.AddMember("position", *c.position, a);
    } else {
      one.AddMember("position", rapidjson::Value(), a);
    }
    doc.PushBack(one, a);
  }
  return seo::sdk::json::text(doc);
}

}  // namespace

long long trackedCount(soci::session& sql, const std::string& website_id) {
  long long count = 0;
  sql << "SELECT COUNT(*) FROM keywords WHERE website_id = :w AND tracked = 1",
      soci::use(website_id), soci::into(count);
  return count;
}

std::vector<DueKeyword> dueKeywords(soci::session& sql, const std::string& website_id,
                                    const std::string& since, int limit) {
  std::vector<DueKeyword> due;
  DueKeyword k;
  soci::statement st =
      (sql.prepare << "SELECT k.id, k.term FROM keywords k WHERE k.website_id = :w AND "
                      "k.tracked = 1 AND NOT EXISTS (SELECT 1 FROM keyword_rank_tasks t WHERE "
                      "t.keyword_id = k.id) AND NOT EXISTS (SELECT 1 FROM keyword_rankings r "
                      "WHERE r.keyword_id = k.id AND r.checked_at >= :s) ORDER BY k.id LIMIT " +
                          std::to_string(limit),
       soci::use(website_id), soci::use(since), soci::into(k.id), soci::into(k.term));
  st.execute();
  while (st.fetch()) due.push_back(k);
  return due;
}

void insertRankTasks(soci::session& sql, const std::string& website_id,
                     const std::vector<RankTask>& tasks) {
  RankTask t;
  soci::statement st =
      (sql.prepare << "INSERT INTO keyword_rank_tasks (task_id, website_id, keyword_id, device, "
                      "country, language, posted_at) VALUES (:t, :w, :k, :d, :c, :l, :p)",
       soci::use(t.task_id), soci::use(website_id), soci::use(t.keyword_id), soci::use(t.device),
       soci::use(t.country), soci::use(t.language), soci::use(t.posted_at));
  for (const RankTask& each : tasks) {
    t = each;
    st.execute(true);
  }
}

std::vector<RankTask> pendingRankTasks(soci::session& sql, const std::string& website_id) {
  std::vector<RankTask> tasks;
  RankTask t;
  soci::statement st =
      (sql.prepare << "SELECT task_id, keyword_id, device, country, language, posted_at FROM "
                      "keyword_rank_tasks WHERE website_id = :w ORDER BY posted_at, task_id",
       soci::use(website_id), soci::into(t.task_id), soci::into(t.keyword_id), soci::into(t.device),
       soci::into(t.country), soci::into(t.language), soci::into(t.posted_at));
  st.execute();
  while (st.fetch()) tasks.push_back(t);
  return tasks;
}

bool takeRankTask(soci::session& sql, const std::string& task_id) {
  soci::statement st =
      (sql.prepare << "DELETE FROM keyword_rank_tasks WHERE task_id = :t", soci::use(task_id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

RankMove recordRanking(soci::session& sql, const std::string& website_id, const RankTask& task,
                       const RankReading& r, const std::string& week_before) {
  RankMove move;
  // The reading at or before `at` in the same place, newest first (the primary key's order).
  auto positionAt = [&](const char* op, const std::string& at, bool* found) {
    std::optional<int> position;
    sql << std::string("SELECT position FROM keyword_rankings WHERE keyword_id = :k AND device = "
                       ":d AND country = :c AND checked_at ") +
               op + " :t ORDER BY checked_at DESC LIMIT 1",
        soci::use(task.keyword_id), soci::use(task.device), soci::use(task.country),
        soci::use(at), soci::into(position);
    *found = sql.got_data();
    return position;
  };
  move.previous = positionAt("<", task.posted_at, &move.had_previous);
  bool week_found = false;
  std::optional<int> week = positionAt("<=", week_before, &week_found);
  if (week && r.position) move.change = *week - *r.position;

  const std::string features = featuresText(r.features);
  const std::string competitors = competitorsText(r.competitors);
  const int cited = r.ai_overview_cited ? 1 : 0;
  std::optional<int> position = r.position;
  std::optional<std::string> url = r.ranking_url;
  sql << "INSERT INTO keyword_rankings (keyword_id, website_id, checked_at, device, country, "
         "language, position, ranking_url, features, ai_overview_cited, competitors) VALUES "
         "(:k, :w, :t, :d, :c, :l, :p, :u, :f, :a, :o)",
      soci::use(task.keyword_id), soci::use(website_id), soci::use(task.posted_at),
      soci::use(task.device), soci::use(task.country), soci::use(task.language),
      soci::use(position), soci::use(url), soci::use(features), soci::use(cited),
      soci::use(competitors);
  // A reading read after a later one (its task finished late) stays in the history only.
  std::optional<int> change = move.change;
  soci::statement latest =
      (sql.prepare << "UPDATE keywords SET rank_position = :p, rank_change = :c, rank_url = :u, "
                      "rank_checked_at = :t WHERE id = :k AND website_id = :w AND tracked = 1 "
                      "AND (rank_checked_at IS NULL OR rank_checked_at <= :t2)",
       soci::use(position), soci::use(change), soci::use(url), soci::use(task.posted_at),
       soci::use(task.keyword_id), soci::use(website_id), soci::use(task.posted_at));
  latest.execute(true);
  move.latest = latest.get_affected_rows() > 0;
  sql << "SELECT term FROM keywords WHERE id = :k", soci::use(task.keyword_id),
      soci::into(move.term);
  return move;
}

std::vector<RankingRow> rankingsOf(soci::session& sql, const std::string& keyword_id,
                                   const std::string& from, const std::string& to) {
  std::vector<RankingRow> rows;
  RankingRow row;
  int cited = 0;
  soci::statement st =
      (sql.prepare << "SELECT checked_at, device, country, language, position, ranking_url, "
                      "features, ai_overview_cited, competitors FROM keyword_rankings WHERE "
                      "keyword_id = :k AND checked_at >= :f AND checked_at <= :t ORDER BY "
                      "checked_at",
       soci::use(keyword_id), soci::use(from), soci::use(to), soci::into(row.checked_at),
       soci::into(row.device), soci::into(row.country), soci::into(row.language),
       soci::into(row.position), soci::into(row.ranking_url), soci::into(row.features),
       soci::into(cited), soci::into(row.competitors));
  st.execute();
  while (st.fetch()) {
    row.ai_overview_cited = cited != 0;
    rows.push_back(row);
  }
  return rows;
}

bool isKeywordOf(soci::session& sql, const std::string& website_id, const std::string& keyword_id) {
  int one = 0;
  sql << "SELECT 1 FROM keywords WHERE id = :i AND website_id = :w", soci::use(keyword_id),
      soci::use(website_id), soci::into(one);
  return sql.got_data();
}

std::optional<std::string> rankTurn(soci::session& sql, const std::string& website_id) {
  std::string job_id;
  sql << "SELECT job_id FROM keyword_rank_runs WHERE website_id = :w", soci::use(website_id),
      soci::into(job_id);
  if (!sql.got_data()) return std::nullopt;
  return job_id;
}

void setRankTurn(soci::session& sql, const std::string& website_id, const std::string& job_id,
                 const std::string& now) {
  // One statement: two transactions giving the turn at once (a run, a request) never collide.
  sql << "INSERT INTO keyword_rank_runs (website_id, job_id, updated_at) VALUES (:w, :j, :u) "
         "ON CONFLICT (website_id) DO UPDATE SET job_id = excluded.job_id, updated_at = "
         "excluded.updated_at",
      soci::use(website_id), soci::use(job_id), soci::use(now);
}

}  // namespace seo::plugins::keywords
