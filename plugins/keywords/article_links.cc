#include "plugins/keywords/article_links.h"

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The job's payload as a JSON object; InvalidArgument (a permanent failure) otherwise.
Result<rapidjson::Document> payloadOf(const seo::sdk::JobContext& job) {
  rapidjson::Document doc;
  doc.Parse(job.payload.c_str(), job.payload.size());
  if (doc.HasParseError() || !doc.IsObject()) {
    return Status::invalidArgument("Invalid field: payload: must be a JSON object");
  }
  return doc;
}

// The member `name` of `object` as a lower-cased UUID.
Result<std::string> uuidMember(const rapidjson::Value& object, const char* name,
                               const std::string& label) {
  if (!object.HasMember(name) || !object[name].IsString()) return Status::missingField(label);
  std::string_view text(object[name].GetString(), object[name].GetStringLength());
  if (!seo::sdk::isUuid(text)) return Status::invalidField(label, "must be a UUID");
  return seo::sdk::ascii::lower(text);
}

std::string jsonCount(const char* name, long long n) {
  return std::string("{\"") + name + "\": " + std::to_string(n) + "}";
}

}  // namespace

Result<std::string> onLinkArticle(seo::sdk::JobContext& job) {
  Result<rapidjson::Document> payload = payloadOf(job);
  if (!payload.isOk()) return payload.status();
  const rapidjson::Value& p = payload.value();
  Result<std::string> keyword_id = uuidMember(p, "keyword_id", "keyword_id");
  if (!keyword_id.isOk()) return keyword_id.status();
  if (!p.HasMember("article") || !p["article"].IsObject()) return Status::missingField("article");
  const rapidjson::Value& article = p["article"];
  Result<std::string> article_id = uuidMember(article, "id", "article.id");
  if (!article_id.isOk()) return article_id.status();
  Result<std::optional<std::string>> title = seo::sdk::bodyText(article, "title", 500, "article.title");
  if (!title.isOk()) return title.status();
  Result<std::optional<std::string>> status = seo::sdk::bodyText(article, "status", 32, "article.status");
  if (!status.isOk()) return status.status();

  long long linked = 0;
  Status s = job.host->withTransaction([&](soci::session& sql) {
    soci::indicator title_i = title.value() ? soci::i_ok : soci::i_null;
    soci::indicator status_i = status.value() ? soci::i_ok : soci::i_null;
    std::string title_text = title.value().value_or("");
    std::string status_text = status.value().value_or("");
    soci::statement st =
        (sql.prepare << "UPDATE keywords SET status = 'planned', article_id = :a, "
                        "article_title = :t, article_status = :s WHERE website_id = :w AND id = :k",
         soci::use(article_id.value()), soci::use(title_text, title_i),
         soci::use(status_text, status_i), soci::use(job.website_id),
         soci::use(keyword_id.value()));
    linked = changeKeywords(sql, job.host->dialect(), job.website_id, {keyword_id.value()},
                            [&](const std::string&, const KeywordState& before) {
                              st.execute(true);
                              return KeywordChange{true, KeywordState{"planned", before.group_id}};
                            });
    return Status::ok();
  });
  if (!s.isOk()) return s;
  // A keyword deleted meanwhile is not an error worth retrying: the link has nothing to move.
  return jsonCount("linked", linked);
}

Result<std::string> onUnlinkArticle(seo::sdk::JobContext& job) {
  Result<rapidjson::Document> payload = payloadOf(job);
  if (!payload.isOk()) return payload.status();
  Result<std::string> article_id = uuidMember(payload.value(), "article_id", "article_id");
  if (!article_id.isOk()) return article_id.status();
  long long unlinked = 0;
  Status s = job.host->withTransaction([&](soci::session& sql) {
    std::vector<std::string> ids;
    std::string id;
    soci::statement find = (sql.prepare << "SELECT id FROM keywords WHERE website_id = :w "
                                           "AND article_id = :a ORDER BY id",
                            soci::use(job.website_id), soci::use(article_id.value()),
                            soci::into(id));
    find.execute();
    while (find.fetch()) ids.push_back(id);
    soci::statement st =
        (sql.prepare << "UPDATE keywords SET status = CASE WHEN status = 'planned' THEN 'active' "
                        "ELSE status END, article_id = NULL, article_title = NULL, "
                        "article_status = NULL WHERE website_id = :w AND id = :i",
         soci::use(job.website_id), soci::use(id));
    unlinked = changeKeywords(
        sql, job.host->dialect(), job.website_id, ids,
        [&](const std::string& keyword_id, const KeywordState& before) {
          id = keyword_id;
          st.execute(true);
          std::string after = before.status == "planned" ? "active" : before.status;
          return KeywordChange{true, KeywordState{after, before.group_id}};
        });
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return jsonCount("unlinked", unlinked);
}

}  // namespace seo::plugins::keywords
