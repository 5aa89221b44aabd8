#include "plugins/keywords/keyword_services.h"

#include <optional>
#include <vector>

#include "plugins/keywords/keyword_queries.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_optional.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::keywords {

namespace json = seo::sdk::json;

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Result<rapidjson::Document> requestOf(std::string_view request) {
  rapidjson::Document doc;
  if (Status s = seo::sdk::json::parse(request, doc, 8, "service request"); !s.isOk()) return s;
  if (!doc.IsObject()) return Status::invalidArgument("The service request must be a JSON object");
  return doc;
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
  out.AddMember("volume", json::orNull(k.volume), a);
  out.AddMember("difficulty", json::orNull(k.difficulty), a);
  out.AddMember("status", seo::sdk::json::string(k.status, a), a);
  out.AddMember("article_id", json::orNull(k.article_id, a), a);
  return seo::sdk::json::text(out);
}

Result<std::string> answerPlanningCandidates(seo::sdk::Host& host, std::string_view website_id,
                                             std::string_view request) {
  SEO_ASSIGN_OR_RETURN(rapidjson::Document in, requestOf(request));
  SEO_ASSIGN_OR_RETURN(std::int64_t limit,
                       seo::sdk::bodyInt(in, "limit", kDefaultPlanningCandidates, 1,
                                         kMaxPlanningCandidates));
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    std::string website(website_id);
    std::string id, term;
    std::optional<std::int64_t> volume;
    std::optional<int> difficulty;
    long long n = limit;
    soci::statement st =
        (sql.prepare << "SELECT id, term, volume, difficulty FROM keywords "
                        "WHERE website_id = :w AND status = 'active' AND article_id IS NULL "
                        "ORDER BY COALESCE(volume, 0) * (100 - COALESCE(difficulty, 50)) DESC, "
                        "created_at, id LIMIT :n",
         soci::use(website), soci::use(n), soci::into(id), soci::into(term), soci::into(volume),
         soci::into(difficulty));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value k(rapidjson::kObjectType);
      k.AddMember("id", seo::sdk::json::string(id, a), a);
      k.AddMember("term", seo::sdk::json::string(term, a), a);
      k.AddMember("volume", json::orNull(volume), a);
      k.AddMember("difficulty", json::orNull(difficulty), a);
      data.PushBack(k, a);
    }
    return Status::ok();
  }));
  out.AddMember("data", data, a);
  return seo::sdk::json::text(out);
}

void registerServices(seo::sdk::Registrar& r) {
  r.service(kKeywordService, &answerKeyword);
  r.service(kPlanningCandidatesService, &answerPlanningCandidates);
}

}  // namespace seo::plugins::keywords
