#include "plugins/keywords/keyword_services.h"

#include <optional>
#include <vector>

#include "plugins/keywords/keyword_queries.h"
#include "seo/sdk/json_parse.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Result<rapidjson::Document> requestOf(std::string_view request) {
  rapidjson::Document doc;
  if (Status s = seo::sdk::json::parse(request, doc, 8, "service request"); !s.isOk()) return s;
  if (!doc.IsObject()) return Status::invalidArgument("The service request must be a JSON object");
  return doc;
}

template <typename T>
rapidjson::Value numberOrNull(const std::optional<T>& n) {
  return n ? rapidjson::Value(static_cast<std::int64_t>(*n)) : rapidjson::Value();
}

}  // namespace

Result<std::string> answerKeyword(seo::sdk::Host& host, std::string_view website_id,
                                  std::string_view request) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document in, requestOf(request));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> id, seo::sdk::bodyUuid(in, "id"));
  if (!id) return Status::missingField("id");
  KeywordRecord k;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    return findKeyword(host, sql, std::string(website_id), *id, &k);
  }));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("id", seo::sdk::json::string(k.id, a), a);
  out.AddMember("term", seo::sdk::json::string(k.term, a), a);
  out.AddMember("volume", numberOrNull(k.volume), a);
  out.AddMember("difficulty", numberOrNull(k.difficulty), a);
  out.AddMember("status", seo::sdk::json::string(k.status, a), a);
  out.AddMember("article_id",
                k.article_id ? seo::sdk::json::string(*k.article_id, a) : rapidjson::Value(), a);
  return seo::sdk::json::text(out);
}

Result<std::string> answerPlanningCandidates(seo::sdk::Host& host, std::string_view website_id,
                                             std::string_view request) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document in, requestOf(request));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit, seo::sdk::bodyInt(in, "limit", 10, 1, 100));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    std::string website(website_id);
    std::string id, term;
    long long volume = 0;
    int difficulty = 0;
    soci::indicator volume_i = soci::i_ok, difficulty_i = soci::i_ok;
    long long n = limit;
    soci::statement st =
        (sql.prepare << "SELECT id, term, volume, difficulty FROM keywords "
                        "WHERE website_id = :w AND status = 'active' AND article_id IS NULL "
                        "ORDER BY COALESCE(volume, 0) * (100 - COALESCE(difficulty, 50)) DESC, "
                        "created_at, id LIMIT :n",
         soci::use(website), soci::use(n), soci::into(id), soci::into(term),
         soci::into(volume, volume_i), soci::into(difficulty, difficulty_i));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value k(rapidjson::kObjectType);
      k.AddMember("id", seo::sdk::json::string(id, a), a);
      k.AddMember("term", seo::sdk::json::string(term, a), a);
      k.AddMember("volume",
                  volume_i == soci::i_ok ? rapidjson::Value(static_cast<std::int64_t>(volume))
                                         : rapidjson::Value(),
                  a);
      k.AddMember("difficulty",
                  difficulty_i == soci::i_ok ? rapidjson::Value(difficulty) : rapidjson::Value(),
                  a);
      data.PushBack(k, a);
    }
    return Status::ok();
  }));
  out.AddMember("data", data, a);
  return seo::sdk::json::text(out);
}

}  // namespace seo::plugins::keywords
