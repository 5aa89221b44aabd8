#include "plugins/ai_visibility/daily_figures.h"

namespace seo::plugins::ai_visibility {

void Tally::add(const Tally& o) {
  answers += o.answers;
  with_citations += o.with_citations;
  mentioned += o.mentioned;
  mention_count += o.mention_count;
  position_sum += o.position_sum;
  position_squares += o.position_squares;
  cited += o.cited;
  positive += o.positive;
  neutral += o.neutral;
  negative += o.negative;
  flip_pairs += o.flip_pairs;
  pairs += o.pairs;
  sample_groups += o.sample_groups;
}

void addToDaily(soci::session& sql, const DailyRow& r) {
  const Tally& t = r.tally;
  long long v[13] = {t.answers,      t.with_citations,   t.mentioned,  t.mention_count,
                     t.position_sum, t.position_squares, t.cited,      t.positive,
                     t.neutral,      t.negative,         t.flip_pairs, t.pairs,
                     t.sample_groups};
  // One statement both dialects speak (SQLite 3.24+, PostgreSQL 9.5+).
  sql << "INSERT INTO visibility_daily (campaign_id, day, brand, role, endpoint, model, answers, "
         "with_citations, mentioned, mention_count, position_sum, position_squares, cited, "
         "positive, neutral, negative, flip_pairs, pairs, sample_groups) VALUES (:c, :d, :b, :r, "
         ":e, :m, :v0, :v1, :v2, :v3, :v4, :v5, :v6, :v7, :v8, :v9, :v10, :v11, :v12) ON "
         "CONFLICT (campaign_id, day, brand, endpoint, model) DO UPDATE SET answers = "
         "visibility_daily.answers + excluded.answers, with_citations = "
         "visibility_daily.with_citations + excluded.with_citations, mentioned = "
         "visibility_daily.mentioned + excluded.mentioned, mention_count = "
         "visibility_daily.mention_count + excluded.mention_count, position_sum = "
         "visibility_daily.position_sum + excluded.position_sum, position_squares = "
         "visibility_daily.position_squares + excluded.position_squares, cited = "
         "visibility_daily.cited + excluded.cited, positive = visibility_daily.positive + "
         "excluded.positive, neutral = visibility_daily.neutral + excluded.neutral, negative = "
         "visibility_daily.negative + excluded.negative, flip_pairs = "
         "visibility_daily.flip_pairs + excluded.flip_pairs, pairs = visibility_daily.pairs + "
         "excluded.pairs, sample_groups = visibility_daily.sample_groups + "
         "excluded.sample_groups",
      soci::use(r.campaign_id), soci::use(r.day), soci::use(r.brand), soci::use(r.role),
      soci::use(r.endpoint), soci::use(r.model), soci::use(v[0]), soci::use(v[1]), soci::use(v[2]),
      soci::use(v[3]), soci::use(v[4]), soci::use(v[5]), soci::use(v[6]), soci::use(v[7]),
      soci::use(v[8]), soci::use(v[9]), soci::use(v[10]), soci::use(v[11]), soci::use(v[12]);
}

std::vector<DailyRow> dailyRows(soci::session& sql, const std::vector<std::string>& campaign_ids,
                                const std::string& from, const std::string& to) {
  std::vector<DailyRow> out;
  if (campaign_ids.empty()) return out;
  std::string in;
  for (std::size_t i = 0; i < campaign_ids.size(); ++i) {
    in += (i ? ", :c" : ":c") + std::to_string(i);
  }
  DailyRow r;
  long long v[13] = {};
  soci::statement st(sql);
  st.exchange(soci::into(r.campaign_id));
  st.exchange(soci::into(r.day));
  st.exchange(soci::into(r.brand));
  st.exchange(soci::into(r.role));
  st.exchange(soci::into(r.endpoint));
  st.exchange(soci::into(r.model));
  for (long long& x : v) st.exchange(soci::into(x));
  for (const std::string& id : campaign_ids) st.exchange(soci::use(id));
  st.exchange(soci::use(from));
  st.exchange(soci::use(to));
  st.alloc();
  st.prepare(
      "SELECT campaign_id, day, brand, role, endpoint, model, answers, with_citations, "
      "mentioned, mention_count, position_sum, position_squares, cited, positive, neutral, "
      "negative, flip_pairs, pairs, sample_groups FROM visibility_daily WHERE campaign_id IN (" +
      in + ") AND day >= :f AND day <= :t ORDER BY day, campaign_id, brand, endpoint, model");
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    DailyRow row = r;
    Tally& t = row.tally;
    t.answers = v[0];
    t.with_citations = v[1];
    t.mentioned = v[2];
    t.mention_count = v[3];
    t.position_sum = v[4];
    t.position_squares = v[5];
    t.cited = v[6];
    t.positive = v[7];
    t.neutral = v[8];
    t.negative = v[9];
    t.flip_pairs = v[10];
    t.pairs = v[11];
    t.sample_groups = v[12];
    out.push_back(std::move(row));
  }
  return out;
}

void addNamed(soci::session& sql, const std::string& campaign_id, const std::string& day,
              const std::string& kind, const std::string& name, std::int64_t rank) {
  long long r = rank;
  sql << "INSERT INTO visibility_daily_names (campaign_id, day, kind, name, answers, rank_sum) "
         "VALUES (:c, :d, :k, :n, 1, :r) ON CONFLICT (campaign_id, day, kind, name) DO UPDATE "
         "SET answers = visibility_daily_names.answers + 1, rank_sum = "
         "visibility_daily_names.rank_sum + excluded.rank_sum",
      soci::use(campaign_id), soci::use(day), soci::use(kind), soci::use(name), soci::use(r);
}

std::vector<NamedCount> namedCounts(soci::session& sql, const std::string& campaign_id,
                                    const std::string& kind, const std::string& from,
                                    const std::string& to, std::int64_t limit) {
  std::vector<NamedCount> out;
  NamedCount n;
  long long answers = 0, rank_sum = 0;
  soci::statement st =
      (sql.prepare << "SELECT name, SUM(answers) AS a, SUM(rank_sum) FROM visibility_daily_names "
                      "WHERE campaign_id = :c AND kind = :k AND day >= :f AND day <= :t GROUP BY "
                      "name ORDER BY a DESC, name LIMIT " +
                          std::to_string(limit),
       soci::into(n.name), soci::into(answers), soci::into(rank_sum), soci::use(campaign_id),
       soci::use(kind), soci::use(from), soci::use(to));
  st.execute();
  while (st.fetch()) {
    n.answers = answers;
    n.rank_sum = rank_sum;
    out.push_back(n);
  }
  return out;
}

}  // namespace seo::plugins::ai_visibility
