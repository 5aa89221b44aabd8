#include "plugins/keywords/keyword_queries.h"

#include "plugins/keywords/keyword_counts.h"
#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::keywords {

using seo::sdk::Status;

namespace {

// A WHERE clause and its parameters, bound in order.
struct Where {
  std::string sql;
  std::vector<std::string> params;

  void add(const std::string& condition, const std::string& value) {
    sql += " AND " + condition;
    params.push_back(value);
  }
};

// The columns of a KeywordRecord, read by selectInto, from `k` and `g` joined in `from`.
constexpr const char* kColumns =
    "SELECT k.id, k.term, k.volume, k.difficulty, k.cpc, k.intent, k.opportunity, k.status, "
    "k.is_starred, k.funnel_stage, k.language, k.group_id, g.name, k.created_at, "
    "k.article_id, k.article_title, k.article_status, k.tracked, k.rank_position, k.rank_change, "
    "k.rank_url, k.rank_checked_at ";
constexpr const char* kFrom = "FROM keywords k LEFT JOIN keyword_groups g ON g.id = k.group_id";

// Runs `kColumns + from_where.sql`, kept prepared, and appends every row to `*out`. With
// `total`, from_where.sql begins with one more column, a count, read into `*total` (left as it
// is when no row comes back).
void selectInto(seo::sdk::Host& host, soci::session& sql, const Where& from_where,
                std::vector<KeywordRecord>* out, std::int64_t* total = nullptr) {
  KeywordRecord k;
  int starred = 0;
  seo::sdk::PreparedStatement st(host, sql, kColumns + from_where.sql);
  st.exchange(soci::into(k.id));
  st.exchange(soci::into(k.term));
  st.exchange(soci::into(k.volume));
  st.exchange(soci::into(k.difficulty));
  st.exchange(soci::into(k.cpc));
  st.exchange(soci::into(k.intent));
  st.exchange(soci::into(k.opportunity));
  st.exchange(soci::into(k.status));
  st.exchange(soci::into(starred));
  st.exchange(soci::into(k.funnel_stage));
  st.exchange(soci::into(k.language));
  st.exchange(soci::into(k.group_id));
  st.exchange(soci::into(k.group_name));
  st.exchange(soci::into(k.created_at));
  st.exchange(soci::into(k.article_id));
  st.exchange(soci::into(k.article_title));
  st.exchange(soci::into(k.article_status));
  int tracked = 0;
  st.exchange(soci::into(tracked));
  st.exchange(soci::into(k.position));
  st.exchange(soci::into(k.position_change));
  st.exchange(soci::into(k.ranking_url));
  st.exchange(soci::into(k.position_checked_at));
  std::optional<long long> count;
  if (total != nullptr) st.exchange(soci::into(count));
  for (const std::string& p : from_where.params) st.exchange(soci::use(p));
  st.execute();
  while (st.fetch()) {
    if (total != nullptr) *total = count.value_or(0);
    k.is_starred = starred != 0;
    k.is_tracked = tracked != 0;
    out->push_back(k);
  }
}

// `filter`'s conditions on the keywords of `website_id`, aliased `k`.
Where whereOf(const std::string& website_id, const KeywordFilter& filter) {
  Where w{" WHERE k.website_id = :w", {website_id}};
  if (filter.status) w.add("k.status = :s", *filter.status);
  if (filter.group_id) w.add("k.group_id = :g", *filter.group_id);
  if (filter.starred) w.sql += *filter.starred ? " AND k.is_starred = 1" : " AND k.is_starred = 0";
  if (filter.text) {
    // A part of the term, matched as it is: LIKE's own characters are escaped.
    std::string pattern = "%";
    for (char c : *filter.text) {
      if (c == '%' || c == '_' || c == '!') pattern += '!';
      pattern += c;
    }
    w.add("k.term_key LIKE :t ESCAPE '!'", pattern + "%");
  }
  if (filter.tracked) w.sql += *filter.tracked ? " AND k.tracked = 1" : " AND k.tracked = 0";
  // Numbers bound as text are compared as numbers on both databases only when cast.
  if (filter.position_min) {
    w.add("k.rank_position >= CAST(:pmin AS INTEGER)", std::to_string(*filter.position_min));
  }
  if (filter.position_max) {
    w.add("k.rank_position <= CAST(:pmax AS INTEGER)", std::to_string(*filter.position_max));
  }
  if (filter.change) {
    w.sql += *filter.change == "improved"   ? " AND k.rank_change > 0"
             : *filter.change == "declined" ? " AND k.rank_change < 0"
                                            : " AND k.rank_change = 0";
  }
  return w;
}

}  // namespace

bool resolveGroupName(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                      KeywordFilter* filter) {
  if (!filter->group_key) return true;
  std::string id;
  seo::sdk::PreparedStatement st(
      host, sql, "SELECT id FROM keyword_groups WHERE website_id = :w AND name_key = :n");
  st.exchange(soci::into(id));
  st.exchange(soci::use(website_id));
  st.exchange(soci::use(*filter->group_key));
  if (!st.execute(true) || (filter->group_id && *filter->group_id != id)) return false;
  filter->group_id = id;
  filter->group_key.reset();
  return true;
}

Status listKeywords(seo::sdk::PageMarks& marks, seo::sdk::Host& host, soci::session& sql,
                    const std::string& website_id, const KeywordFilter& filter,
                    const seo::sdk::ListWindow& window, std::vector<KeywordRecord>* out,
                    std::int64_t* total) {
  // Every filter has an index of (website_id, [status | group_id,] created_at, id): a page is
  // read down it (a later page skips index entries, not rows, from the nearest page mark).
  Where w = whereOf(website_id, filter);
  seo::sdk::MarkedList list{{"keywords", {"created_at", "id"}, "k"},
                            w.sql,
                            w.params,
                            "(:c, :i)",
                            std::string(kListVersion),
                            {website_id}};
  // With `total`, the total as one more column, a subquery run once: a page is one statement
  // (a deep one reads the list's version before it).
  std::vector<std::string> count_params;
  std::string count = total ? ", " + countSubquery(website_id, filter, &count_params) : "";
  marks.readPage(
      host, sql, list, window,
      [&](const std::string& clause, const std::vector<std::string>& values) {
        Where page{count + " " + kFrom + clause, count_params};
        page.params.insert(page.params.end(), values.begin(), values.end());
        selectInto(host, sql, page, out, total);
      },
      listKeysOf, out);
  return Status::ok();
}

Status searchKeywords(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                      const KeywordFilter& filter, const KeywordOrder& order,
                      const seo::sdk::Page& page, std::vector<KeywordRecord>* out,
                      std::int64_t* total) {
  Where w = whereOf(website_id, filter);
  if (filter.indexed()) {
    SEO_RETURN_IF_ERROR(countKeywords(host, sql, website_id, filter, total));
  } else {
    long long count = 0;
    seo::sdk::PreparedStatement st(host, sql, "SELECT COUNT(*) FROM keywords k" + w.sql);
    st.exchange(soci::into(count));
    for (const std::string& p : w.params) st.exchange(soci::use(p));
    st.execute(true);
    *total = count;
  }
  if (*total <= page.offset()) return Status::ok();
  // The column is one of kSortColumns (checked by the route), never the caller's text. Terms
  // sort by their folded form, so case does not split the list.
  const std::string column = order.column == "term"              ? "term_key"
                             : order.column == "position"        ? "rank_position"
                             : order.column == "position_change" ? "rank_change"
                                                                 : order.column;
  const char* direction = order.descending ? " DESC" : " ASC";
  Where page_of{std::string(" ") + kFrom + w.sql + " ORDER BY CASE WHEN k." + column +
                    " IS NULL THEN 1 ELSE 0 END, k." + column + direction + ", k.id" +
                    direction + " LIMIT CAST(:l AS BIGINT) OFFSET CAST(:o AS BIGINT)",
                w.params};
  page_of.params.push_back(std::to_string(page.limit));
  page_of.params.push_back(std::to_string(page.offset()));
  selectInto(host, sql, page_of, out);
  return Status::ok();
}

std::vector<std::string> listKeysOf(const KeywordRecord& k) { return {k.created_at, k.id}; }

Status findKeyword(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                   const std::string& id, KeywordRecord* out) {
  Where where{std::string(" ") + kFrom + " WHERE k.website_id = :w AND k.id = :i",
              {website_id, id}};
  std::vector<KeywordRecord> rows;
  selectInto(host, sql, where, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

}  // namespace seo::plugins::keywords
