#include "plugins/content/article_store.h"

#include "plugins/content/article_counts.h"
#include "seo/sdk/util/prepared_statement.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::content {

using seo::sdk::Status;

namespace {

// Every column but calendar_at (derived, written only), in the order rowInto() binds them.
constexpr const char* kColumns =
    "id, website_id, organization_id, title, slug, status, pipeline_status, article_type, "
    "meta_description, featured_image, outline, outline_source, instructions, %BODIES%, "
    "keyword_id, keyword_term, keyword_volume, keyword_difficulty, scheduled_publish_at, "
    "published_at, cms_type, cms_url, cms_post_id, generation_job_id, generation_source, "
    "generation_model, total_tokens, publish_job_id, error, origin, created_at, updated_at";

std::string selectOf(bool bodies) {
  std::string columns = kColumns;
  std::string::size_type at = columns.find("%BODIES%");
  columns.replace(at, 8, bodies ? "content_markdown, content_html" : "NULL, NULL");
  return "SELECT " + columns + " FROM articles";
}

// The row's columns as bound variables, one set per statement (optional fields bind as NULL,
// soci_optional.h).
struct Row {
  ArticleRecord a;
  std::optional<std::string> keyword_id, keyword_term;
  std::optional<std::int64_t> volume, difficulty;

  Row() = default;
  explicit Row(const ArticleRecord& r)
      : a(r),
        keyword_id(r.keyword ? std::optional<std::string>(r.keyword->id) : std::nullopt),
        keyword_term(r.keyword ? std::optional<std::string>(r.keyword->term) : std::nullopt),
        volume(r.keyword ? r.keyword->volume : std::nullopt),
        difficulty(r.keyword ? r.keyword->difficulty : std::nullopt) {}

  // Binds every column, in kColumns' order, with `bind` (soci::into or soci::use).
  template <typename Bind>
  void each(Bind&& bind) {
    bind(a.id);
    bind(a.website_id);
    bind(a.organization_id);
    bind(a.title);
    bind(a.slug);
    bind(a.status);
    bind(a.pipeline_status);
    bind(a.article_type);
    bind(a.meta_description);
    bind(a.featured_image);
    bind(a.outline);
    bind(a.outline_source);
    bind(a.instructions);
    bind(a.content_markdown);
    bind(a.content_html);
    bind(keyword_id);
    bind(keyword_term);
    bind(volume);
    bind(difficulty);
    bind(a.scheduled_publish_at);
    bind(a.published_at);
    bind(a.cms_type);
    bind(a.cms_url);
    bind(a.cms_post_id);
    bind(a.generation_job_id);
    bind(a.generation_source);
    bind(a.generation_model);
    bind(a.total_tokens);
    bind(a.publish_job_id);
    bind(a.error);
    bind(a.origin);
    bind(a.created_at);
    bind(a.updated_at);
  }

  ArticleRecord record() const {
    ArticleRecord r = a;
    r.keyword.reset();
    if (keyword_id) {
      r.keyword = LinkedKeyword{*keyword_id, keyword_term.value_or(""), volume, difficulty};
    }
    return r;
  }
};

struct Into {
  seo::sdk::PreparedStatement& st;
  template <typename T>
  void operator()(T& v) {
    st.exchange(soci::into(v));
  }
};

struct Use {
  soci::statement& st;
  template <typename T>
  void operator()(T& v) {
    st.exchange(soci::use(v));
  }
};

// Runs select + `where`, kept prepared, with `params` bound in order and appends every row to
// `*out`.
void selectInto(seo::sdk::Host& host, soci::session& sql, bool bodies, const std::string& where,
                std::vector<std::string> params, std::vector<ArticleRecord>* out) {
  Row row;
  seo::sdk::PreparedStatement st(host, sql, selectOf(bodies) + where);
  row.each(Into{st});
  for (std::string& p : params) st.exchange(soci::use(p));
  st.execute();
  while (st.fetch()) out->push_back(row.record());
}

Status findOne(seo::sdk::Host& host, soci::session& sql, const std::string& where,
               std::vector<std::string> params, ArticleRecord* out) {
  std::vector<ArticleRecord> rows;
  selectInto(host, sql, true, where, std::move(params), &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

// " WHERE website_id = :w [AND status = :s] [AND calendar_at >= :f] [AND calendar_at < :t]".
std::string whereOf(const std::string& website_id, const ArticleFilter& f,
                    std::vector<std::string>* params) {
  std::string where = " WHERE website_id = :w";
  params->push_back(website_id);
  if (f.status) {
    where += " AND status = :s";
    params->push_back(*f.status);
  }
  if (f.from) {
    where += " AND calendar_at >= :f";
    params->push_back(*f.from);
  }
  if (f.to) {
    where += " AND calendar_at < :t";
    params->push_back(*f.to);
  }
  return where;
}

// The stored status of the article, or nullopt when the website has no such article.
std::optional<std::string> statusOf(soci::session& sql, const std::string& website_id,
                                    const std::string& id) {
  std::string status;
  sql << "SELECT status FROM articles WHERE id = :i AND website_id = :w", soci::use(id),
      soci::use(website_id), soci::into(status);
  if (!sql.got_data()) return std::nullopt;
  return status;
}

}  // namespace

void insertArticle(soci::session& sql, const ArticleRecord& a) {
  Row row(a);
  std::optional<std::string> calendar = a.calendarAt();
  soci::statement st(sql);
  row.each(Use{st});
  st.exchange(soci::use(calendar));
  std::string columns = kColumns;
  columns.replace(columns.find("%BODIES%"), 8, "content_markdown, content_html");
  std::string values;
  for (int i = 0; i < 34; ++i) values += (i ? ", :v" : ":v") + std::to_string(i);
  st.alloc();
  st.prepare("INSERT INTO articles (" + columns + ", calendar_at) VALUES (" + values + ")");
  st.define_and_bind();
  st.execute(true);
  addToCount(sql, a.website_id, a.status, 1);
}

bool updateArticle(soci::session& sql, const ArticleRecord& a) {
  std::optional<std::string> before = statusOf(sql, a.website_id, a.id);
  if (!before) return false;
  Row row(a);
  std::optional<std::string> calendar = a.calendarAt();
  std::string id = a.id, website = a.website_id;
  soci::statement st(sql);
  row.each(Use{st});
  st.exchange(soci::use(calendar));
  st.exchange(soci::use(id));
  st.exchange(soci::use(website));
  std::string columns = kColumns;
  columns.replace(columns.find("%BODIES%"), 8, "content_markdown, content_html");
  columns += ", calendar_at";
  // "a, b, c" -> "a = :v0, b = :v1, c = :v2"
  std::string sets;
  int n = 0;
  std::string::size_type start = 0;
  while (start < columns.size()) {
    std::string::size_type end = columns.find(", ", start);
    if (end == std::string::npos) end = columns.size();
    sets += (n ? ", " : "") + columns.substr(start, end - start) + " = :v" + std::to_string(n);
    ++n;
    start = end + 2;
  }
  st.alloc();
  st.prepare("UPDATE articles SET " + sets + " WHERE id = :id AND website_id = :w");
  st.define_and_bind();
  st.execute(true);
  if (*before != a.status) {
    addToCount(sql, a.website_id, *before, -1);
    addToCount(sql, a.website_id, a.status, 1);
  }
  return true;
}

bool deleteArticle(soci::session& sql, const std::string& website_id, const std::string& id) {
  std::optional<std::string> before = statusOf(sql, website_id, id);
  if (!before) return false;
  sql << "DELETE FROM articles WHERE id = :i AND website_id = :w", soci::use(id),
      soci::use(website_id);
  addToCount(sql, website_id, *before, -1);
  return true;
}

Status findArticle(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                   const std::string& id, ArticleRecord* out) {
  return findOne(host, sql, " WHERE website_id = :w AND id = :i", {website_id, id}, out);
}

Status findArticleById(seo::sdk::Host& host, soci::session& sql, const std::string& id,
                       ArticleRecord* out) {
  return findOne(host, sql, " WHERE id = :i", {id}, out);
}

bool changeForJob(seo::sdk::Host& host, soci::session& sql, const std::string& id, ArticleJob which,
                  const std::string& job_id, const std::string& now,
                  const std::function<void(ArticleRecord&)>& change, ArticleRecord* out) {
  ArticleRecord a;
  if (!findArticleById(host, sql, id, &a).isOk()) return false;
  const std::optional<std::string>& current =
      which == ArticleJob::kGeneration ? a.generation_job_id : a.publish_job_id;
  if (current != std::optional<std::string>(job_id)) return false;
  change(a);
  a.updated_at = now;
  updateArticle(sql, a);
  if (out != nullptr) *out = std::move(a);
  return true;
}

std::vector<ArticleRecord> listArticles(seo::sdk::Host& host, soci::session& sql,
                                        const std::string& website_id, const ArticleFilter& filter,
                                        const seo::sdk::ListWindow& window) {
  std::vector<std::string> params;
  std::string filter_sql = whereOf(website_id, filter, &params);
  for (std::string& value : seo::sdk::windowValues(window)) params.push_back(std::move(value));
  // Down the index of (website_id, [status,] created_at, id); a day range reads its rows.
  std::string where = seo::sdk::windowClause({"articles", {"created_at", "id"}, ""}, filter_sql,
                                             "(:ca, :ci)", window);
  std::vector<ArticleRecord> rows;
  selectInto(host, sql, false, where, std::move(params), &rows);
  return rows;
}

std::vector<std::string> articleKeysOf(const ArticleRecord& a) { return {a.created_at, a.id}; }

std::int64_t countArticles(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                           const ArticleFilter& filter) {
  // Without a day filter the kept counts answer; a day range counts its rows.
  if (!filter.from && !filter.to) return countedArticles(host, sql, website_id, filter.status);
  std::vector<std::string> params;
  std::string where = whereOf(website_id, filter, &params);
  long long n = 0;
  seo::sdk::PreparedStatement st(host, sql, "SELECT COUNT(*) FROM articles" + where);
  st.exchange(soci::into(n));
  for (std::string& p : params) st.exchange(soci::use(p));
  st.execute(true);
  return n;
}

std::vector<CalendarEntry> calendarEntries(soci::session& sql, const std::string& website_id,
                                           const std::string& from, const std::string& to,
                                           std::int64_t limit) {
  std::vector<CalendarEntry> out;
  CalendarEntry e;
  std::string website = website_id, first = from, last = to;
  soci::statement st =
      (sql.prepare << "SELECT id, title, calendar_at, status, pipeline_status, article_type, "
                      "keyword_volume, keyword_difficulty FROM articles WHERE website_id = :w AND "
                      "calendar_at >= :f AND calendar_at < :t ORDER BY calendar_at, id LIMIT " +
                          std::to_string(limit),
       soci::into(e.id), soci::into(e.title), soci::into(e.date), soci::into(e.status),
       soci::into(e.pipeline_status), soci::into(e.article_type), soci::into(e.volume),
       soci::into(e.difficulty), soci::use(website), soci::use(first), soci::use(last));
  st.execute();
  while (st.fetch()) out.push_back(e);
  return out;
}

std::vector<ArticleRecord> articlesToGenerate(seo::sdk::Host& host, soci::session& sql,
                                              const std::string& website_id,
                                              const std::string& due_before, std::int64_t limit) {
  std::vector<ArticleRecord> rows;
  selectInto(host, sql, false,
             " WHERE website_id = :w AND status = 'planned' AND pipeline_status <> "
             "'generation_failed' AND (origin = 'automation' OR "
             "scheduled_publish_at < :d) ORDER BY created_at, id LIMIT " +
                 std::to_string(limit),
             {website_id, due_before}, &rows);
  return rows;
}

std::int64_t countCreatedSince(soci::session& sql, const std::string& website_id,
                               const std::string& origin, const std::string& since) {
  long long n = 0;
  sql << "SELECT COUNT(*) FROM articles WHERE website_id = :w AND origin = :o AND "
         "created_at >= :s",
      soci::use(website_id), soci::use(origin), soci::use(since), soci::into(n);
  return n;
}

}  // namespace seo::plugins::content
