#include "plugins/ai_visibility/campaign_store.h"

#include <rapidjson/document.h>

#include "seo/sdk/response.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/soci_optional.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Status;

namespace {

constexpr const char* kSelect =
    "SELECT id, website_id, organization_id, kind, prompt, brands, competitors, frequency, "
    "status, languages, models, samples, next_run_at, last_run_at, created_at, updated_at FROM "
    "visibility_campaigns ";

void selectInto(soci::session& sql, const std::string& where,
                const std::vector<std::string>& params, std::vector<Campaign>* out) {
  Campaign c;
  std::string brands, competitors, languages, models;
  long long frequency = 0, samples = 0;
  soci::statement st(sql);
  st.exchange(soci::into(c.id));
  st.exchange(soci::into(c.website_id));
  st.exchange(soci::into(c.organization_id));
  st.exchange(soci::into(c.kind));
  st.exchange(soci::into(c.prompt));
  st.exchange(soci::into(brands));
  st.exchange(soci::into(competitors));
  st.exchange(soci::into(frequency));
  st.exchange(soci::into(c.status));
  st.exchange(soci::into(languages));
  st.exchange(soci::into(models));
  st.exchange(soci::into(samples));
  st.exchange(soci::into(c.next_run_at));
  st.exchange(soci::into(c.last_run_at));
  st.exchange(soci::into(c.created_at));
  st.exchange(soci::into(c.updated_at));
  for (const std::string& p : params) st.exchange(soci::use(p));
  st.alloc();
  st.prepare(kSelect + where);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    Campaign row = c;
    row.brands = brandsOf(brands);
    row.competitors = brandsOf(competitors);
    row.frequency = frequency;
    row.languages = stringsOf(languages);
    row.models = modelsOf(models);
    row.samples = samples;
    out->push_back(std::move(row));
  }
}

rapidjson::Document parsedArray(const std::string& text) {
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError() || !doc.IsArray()) doc.SetArray();
  return doc;
}

}  // namespace

std::string brandsText(const std::vector<Brand>& brands) {
  rapidjson::Document doc(rapidjson::kArrayType);
  auto& a = doc.GetAllocator();
  for (const Brand& b : brands) {
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("name", seo::sdk::json::string(b.name, a), a);
    item.AddMember("domain", seo::sdk::json::string(b.domain, a), a);
    doc.PushBack(item, a);
  }
  return seo::sdk::json::text(doc);
}

std::vector<Brand> brandsOf(const std::string& text) {
  std::vector<Brand> brands;
  rapidjson::Document doc = parsedArray(text);
  for (const rapidjson::Value& item : doc.GetArray()) {
    if (!item.IsObject() || !item.HasMember("name") || !item["name"].IsString()) continue;
    Brand b{item["name"].GetString(), ""};
    if (item.HasMember("domain") && item["domain"].IsString())
      b.domain = item["domain"].GetString();
    brands.push_back(std::move(b));
  }
  return brands;
}

std::string stringsText(const std::vector<std::string>& values) {
  rapidjson::Document doc(rapidjson::kArrayType);
  for (const std::string& v : values) {
    doc.PushBack(seo::sdk::json::string(v, doc.GetAllocator()), doc.GetAllocator());
  }
  return seo::sdk::json::text(doc);
}

std::vector<std::string> stringsOf(const std::string& text) {
  std::vector<std::string> values;
  rapidjson::Document doc = parsedArray(text);
  for (const rapidjson::Value& v : doc.GetArray()) {
    if (v.IsString()) values.emplace_back(v.GetString(), v.GetStringLength());
  }
  return values;
}

std::string modelsText(const std::vector<ModelChoice>& models) {
  std::vector<std::string> names;
  for (const ModelChoice& m : models) names.push_back(m.text());
  return stringsText(names);
}

// Endpoint names have no '/', model names may ("meta-llama/Llama-3.1-8B"): split at the first.
std::vector<ModelChoice> modelsOf(const std::string& text) {
  std::vector<ModelChoice> models;
  for (const std::string& name : stringsOf(text)) {
    std::size_t slash = name.find('/');
    if (slash != std::string::npos)
      models.push_back({name.substr(0, slash), name.substr(slash + 1)});
  }
  return models;
}

void insertCampaign(soci::session& sql, const Campaign& c) {
  std::string brands = brandsText(c.brands), competitors = brandsText(c.competitors),
              languages = stringsText(c.languages), models = modelsText(c.models);
  long long frequency = c.frequency, samples = c.samples;
  sql << "INSERT INTO visibility_campaigns (id, website_id, organization_id, kind, prompt, "
         "brands, competitors, frequency, status, languages, models, samples, next_run_at, "
         "last_run_at, created_at, updated_at) VALUES (:id, :w, :o, :k, :p, :b, :c, :f, :s, :l, "
         ":m, :n, :nx, :lr, :ca, :ua)",
      soci::use(c.id), soci::use(c.website_id), soci::use(c.organization_id), soci::use(c.kind),
      soci::use(c.prompt), soci::use(brands), soci::use(competitors), soci::use(frequency),
      soci::use(c.status), soci::use(languages), soci::use(models), soci::use(samples),
      soci::use(c.next_run_at), soci::use(c.last_run_at), soci::use(c.created_at),
      soci::use(c.updated_at);
}

void updateCampaign(soci::session& sql, const Campaign& c) {
  std::string brands = brandsText(c.brands), competitors = brandsText(c.competitors),
              languages = stringsText(c.languages), models = modelsText(c.models);
  long long frequency = c.frequency, samples = c.samples;
  sql << "UPDATE visibility_campaigns SET prompt = :p, brands = :b, competitors = :c, frequency "
         "= :f, status = :s, languages = :l, models = :m, samples = :n, next_run_at = :nx, "
         "last_run_at = :lr, updated_at = :ua WHERE id = :id",
      soci::use(c.prompt), soci::use(brands), soci::use(competitors), soci::use(frequency),
      soci::use(c.status), soci::use(languages), soci::use(models), soci::use(samples),
      soci::use(c.next_run_at), soci::use(c.last_run_at), soci::use(c.updated_at), soci::use(c.id);
}

Status findCampaign(soci::session& sql, const std::string& website_id, std::string_view kind,
                    const std::string& id, Campaign* out) {
  std::vector<Campaign> rows;
  selectInto(sql, "WHERE id = :id AND website_id = :w AND kind = :k",
             {id, website_id, std::string(kind)}, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

Status findCampaignById(soci::session& sql, const std::string& id, Campaign* out) {
  std::vector<Campaign> rows;
  selectInto(sql, "WHERE id = :id", {id}, &rows);
  if (rows.empty()) return Status::notFound();
  *out = std::move(rows.front());
  return Status::ok();
}

std::optional<std::string> scheduledRunOf(soci::session& sql, seo::sdk::Dialect dialect,
                                          const std::string& id) {
  std::optional<std::string> due;
  const std::string active(kActive);
  sql << std::string(
             "SELECT next_run_at FROM visibility_campaigns WHERE id = :i AND "
             "status = :s") +
             seo::sdk::forUpdate(dialect),
      soci::use(id), soci::use(active), soci::into(due);
  return sql.got_data() ? due : std::nullopt;
}

std::vector<Campaign> listCampaigns(soci::session& sql, const std::string& website_id,
                                    std::string_view kind) {
  std::vector<Campaign> rows;
  selectInto(sql, "WHERE website_id = :w AND kind = :k ORDER BY created_at, id",
             {website_id, std::string(kind)}, &rows);
  return rows;
}

std::size_t countCampaigns(soci::session& sql, const std::string& website_id,
                           std::string_view kind) {
  long long n = 0;
  std::string k(kind);
  sql << "SELECT COUNT(*) FROM visibility_campaigns WHERE website_id = :w AND kind = :k",
      soci::into(n), soci::use(website_id), soci::use(k);
  return static_cast<std::size_t>(n);
}

void setLastRunAt(soci::session& sql, const std::string& id, const std::string& at) {
  sql << "UPDATE visibility_campaigns SET last_run_at = :t WHERE id = :c", soci::use(at),
      soci::use(id);
}

bool deleteCampaign(soci::session& sql, const std::string& website_id, std::string_view kind,
                    const std::string& id) {
  std::string k(kind);
  // The figures and answers go with it through ON DELETE CASCADE.
  soci::statement st = (sql.prepare << "DELETE FROM visibility_campaigns WHERE id = :id AND "
                                       "website_id = :w AND kind = :k",
                        soci::use(id), soci::use(website_id), soci::use(k));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

}  // namespace seo::plugins::ai_visibility
