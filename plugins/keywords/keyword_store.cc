#include "plugins/keywords/keyword_store.h"

#include <algorithm>
#include <unordered_set>

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_queries.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::keywords {

using seo::sdk::Status;

namespace {

// The statement's head and one row's placeholders, named with `suffix` (a row's number in a
// batch), in the columns' order.
constexpr const char* kInsertHead =
    "INSERT INTO keywords (id, website_id, term, term_key, volume, difficulty, cpc, intent, "
    "opportunity, status, is_starred, funnel_stage, language, group_id, created_at, tracked) "
    "VALUES ";
constexpr const char* kInsertTail = " ON CONFLICT (website_id, term_key) DO NOTHING";
std::string rowPlaceholders(const std::string& n) {
  return "(:i" + n + ", :w" + n + ", :t" + n + ", :k" + n + ", :v" + n + ", :d" + n + ", :c" + n +
         ", :in" + n + ", :o" + n + ", :s" + n + ", :st" + n + ", :f" + n + ", :l" + n + ", :g" + n + ", :at" +
         n + ", :tr" + n + ")";
}

}  // namespace

KeywordInsert::KeywordInsert(soci::session& sql, const std::string& website_id)
    : website_id_(website_id),
      st_((sql.prepare << std::string(kInsertHead) + rowPlaceholders("") + kInsertTail,
           soci::use(k_.id), soci::use(website_id_), soci::use(k_.term),
           soci::use(key_), soci::use(k_.volume), soci::use(k_.difficulty),
           soci::use(k_.cpc), soci::use(k_.intent), soci::use(k_.opportunity),
           soci::use(k_.status), soci::use(starred_), soci::use(k_.funnel_stage), soci::use(k_.language),
           soci::use(k_.group_id), soci::use(k_.created_at),
           soci::use(tracked_))) {}

bool KeywordInsert::insert(const KeywordRecord& k, const std::string& term_key) {
  k_ = k;
  key_ = term_key;
  starred_ = k.is_starred ? 1 : 0;
  tracked_ = k.is_tracked ? 1 : 0;
  st_.execute(true);
  return st_.get_affected_rows() > 0;
}

std::unordered_set<std::string> insertKeywordBatch(soci::session& sql, const std::string& website_id,
                                                   const std::vector<KeywordRecord>& rows,
                                                   const std::vector<std::string>& keys) {
  std::unordered_set<std::string> inserted;
  std::vector<int> starred(rows.size()), tracked(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    starred[i] = rows[i].is_starred ? 1 : 0;
    tracked[i] = rows[i].is_tracked ? 1 : 0;
  }
  for (std::size_t from = 0; from < rows.size(); from += kBatchRows) {
    const std::size_t to = std::min(rows.size(), from + kBatchRows);
    std::string text = kInsertHead;
    for (std::size_t i = from; i < to; ++i) {
      if (i > from) text += ", ";
      text += rowPlaceholders(std::to_string(i - from));
    }
    text += kInsertTail;
    text += " RETURNING id";
    std::vector<std::string> ids(to - from);
    // Bound by position, in the placeholders' order (SQLite looks a name up by a linear scan).
    soci::statement st(sql);
    st.exchange(soci::into(ids));
    for (std::size_t i = from; i < to; ++i) {
      const KeywordRecord& k = rows[i];
      st.exchange(soci::use(k.id));
      st.exchange(soci::use(website_id));
      st.exchange(soci::use(k.term));
      st.exchange(soci::use(keys[i]));
      st.exchange(soci::use(k.volume));
      st.exchange(soci::use(k.difficulty));
      st.exchange(soci::use(k.cpc));
      st.exchange(soci::use(k.intent));
      st.exchange(soci::use(k.opportunity));
      st.exchange(soci::use(k.status));
      st.exchange(soci::use(starred[i]));
      st.exchange(soci::use(k.funnel_stage));
      st.exchange(soci::use(k.language));
      st.exchange(soci::use(k.group_id));
      st.exchange(soci::use(k.created_at));
      st.exchange(soci::use(tracked[i]));
    }
    st.alloc();
    st.prepare(text);
    st.define_and_bind();
    if (!st.execute(true)) ids.clear();
    inserted.insert(ids.begin(), ids.end());
  }
  return inserted;
}

std::string keywordIdByTerm(soci::session& sql, const std::string& website_id,
                            const std::string& term_key) {
  std::string id;
  sql << "SELECT id FROM keywords WHERE website_id = :w AND term_key = :k", soci::use(website_id),
      soci::use(term_key), soci::into(id);
  return id;
}

std::vector<std::string> termsNotStored(soci::session& sql, const std::string& website_id,
                                        const std::vector<KeywordInput>& inputs) {
  std::vector<std::string> terms;
  std::string key;
  int found = 0;
  soci::statement exists =
      (sql.prepare << "SELECT COUNT(*) FROM keywords WHERE website_id = :w AND term_key = :k",
       soci::use(website_id), soci::use(key), soci::into(found));
  std::unordered_set<std::string> seen;
  for (const KeywordInput& in : inputs) {
    if (!seen.insert(in.term_key).second) continue;
    key = in.term_key;
    exists.execute(true);
    if (found == 0) terms.push_back(in.term);
  }
  return terms;
}

Status setStarred(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                  const std::string& id, bool starred, KeywordRecord* out) {
  int flag = starred ? 1 : 0;
  soci::statement st =
      (sql.prepare << "UPDATE keywords SET is_starred = :s WHERE website_id = :w AND id = :i",
       soci::use(flag), soci::use(website_id), soci::use(id));
  st.execute(true);
  if (st.get_affected_rows() == 0) return Status::notFound();
  return findKeyword(host, sql, website_id, id, out);
}

long long setFlagMany(soci::session& sql, const std::string& website_id,
                      const std::vector<std::string>& ids, KeywordFlag flag, bool on) {
  int value = on ? 1 : 0;
  std::string id;
  // An untracked keyword shows no latest reading (its history stays in keyword_rankings).
  const char* set =
      flag == KeywordFlag::kStarred ? "is_starred = :s"
      : on                          ? "tracked = :s"
                                    : "tracked = :s, rank_position = NULL, rank_change = NULL, "
                                      "rank_url = NULL, rank_checked_at = NULL";
  soci::statement st =
      (sql.prepare << std::string("UPDATE keywords SET ") + set +
                          " WHERE website_id = :w AND id = :i",
       soci::use(value), soci::use(website_id), soci::use(id));
  long long updated = 0;
  for (const std::string& each : ids) {
    id = each;
    st.execute(true);
    updated += st.get_affected_rows();
  }
  return updated;
}

long long deleteKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                         const std::string& website_id, const std::vector<std::string>& ids) {
  std::string id;
  soci::statement st = (sql.prepare << "DELETE FROM keywords WHERE website_id = :w AND id = :i",
                        soci::use(website_id), soci::use(id));
  return changeKeywords(sql, dialect, website_id, ids,
                        [&](const std::string& keyword_id, const KeywordState&) {
                          id = keyword_id;
                          st.execute(true);
                          return KeywordChange{true, std::nullopt};
                        });
}

long long setKeywordStatus(soci::session& sql, seo::sdk::Dialect dialect,
                           const std::string& website_id, const std::vector<std::string>& ids,
                           const std::string& status) {
  std::string id;
  soci::statement st =
      (sql.prepare << "UPDATE keywords SET status = :s WHERE website_id = :w AND id = :i",
       soci::use(status), soci::use(website_id), soci::use(id));
  return changeKeywords(sql, dialect, website_id, ids,
                        [&](const std::string& keyword_id, const KeywordState& before) {
                          id = keyword_id;
                          st.execute(true);
                          return KeywordChange{true, KeywordState{status, before.group_id}};
                        });
}

namespace {

// Sets the group of the keywords of `ids` to `into` (nullopt: none); with `only_from`, only
// keywords now in that group change.
long long regroup(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                  const std::vector<std::string>& ids, const std::optional<std::string>& into,
                  const std::optional<std::string>& only_from) {
  std::string id;
  soci::statement st =
      (sql.prepare << "UPDATE keywords SET group_id = :g WHERE website_id = :w AND id = :i",
       soci::use(into), soci::use(website_id), soci::use(id));
  return changeKeywords(sql, dialect, website_id, ids,
                        [&](const std::string& keyword_id, const KeywordState& before) {
                          if (only_from && before.group_id != only_from) {
                            return KeywordChange{false, before};
                          }
                          id = keyword_id;
                          st.execute(true);
                          return KeywordChange{true, KeywordState{before.status, into}};
                        });
}

}  // namespace

long long groupKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                        const std::string& website_id, const std::vector<std::string>& ids,
                        const std::string& group_id) {
  return regroup(sql, dialect, website_id, ids, group_id, std::nullopt);
}

long long ungroupKeywords(soci::session& sql, seo::sdk::Dialect dialect,
                          const std::string& website_id, const std::vector<std::string>& ids,
                          const std::string& group_id) {
  return regroup(sql, dialect, website_id, ids, std::nullopt, group_id);
}

long long linkArticle(soci::session& sql, seo::sdk::Dialect dialect, const std::string& website_id,
                      const std::string& keyword_id, const ArticleLink& article) {
  soci::statement st =
      (sql.prepare << "UPDATE keywords SET status = 'planned', article_id = :a, "
                      "article_title = :t, article_status = :s WHERE website_id = :w AND id = :k",
       soci::use(article.id), soci::use(article.title), soci::use(article.status),
       soci::use(website_id), soci::use(keyword_id));
  return changeKeywords(sql, dialect, website_id, {keyword_id},
                        [&](const std::string&, const KeywordState& before) {
                          st.execute(true);
                          return KeywordChange{true, KeywordState{"planned", before.group_id}};
                        });
}

long long unlinkArticle(soci::session& sql, seo::sdk::Dialect dialect,
                        const std::string& website_id, const std::string& article_id) {
  std::vector<std::string> ids;
  std::string id;
  soci::statement find = (sql.prepare << "SELECT id FROM keywords WHERE website_id = :w "
                                         "AND article_id = :a ORDER BY id",
                          soci::use(website_id), soci::use(article_id), soci::into(id));
  find.execute();
  while (find.fetch()) ids.push_back(id);
  soci::statement st =
      (sql.prepare << "UPDATE keywords SET status = CASE WHEN status = 'planned' THEN 'active' "
                      "ELSE status END, article_id = NULL, article_title = NULL, "
                      "article_status = NULL WHERE website_id = :w AND id = :i",
       soci::use(website_id), soci::use(id));
  return changeKeywords(sql, dialect, website_id, ids,
                        [&](const std::string& keyword_id, const KeywordState& before) {
                          id = keyword_id;
                          st.execute(true);
                          std::string after = before.status == "planned" ? "active" : before.status;
                          return KeywordChange{true, KeywordState{after, before.group_id}};
                        });
}

}  // namespace seo::plugins::keywords
