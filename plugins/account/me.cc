#include "plugins/account/me.h"

namespace seo::plugins::account {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

Result<Response> onGetMe(seo::sdk::RequestContext& ctx) {
  const seo::sdk::Caller& caller = ctx.caller;
  rapidjson::Document data(rapidjson::kObjectType);
  auto& a = data.GetAllocator();

  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string user_name, org_name, key_prefix, key_name, website_id;
    int metered = 0, api_access = 0;
    soci::indicator website_ind = soci::i_null;
    sql << "SELECT u.name, o.name, o.metered_billing, p.api_access, k.prefix, k.name, "
           "k.website_id FROM api_keys k JOIN users u ON u.id = k.user_id "
           "JOIN organizations o ON o.id = k.organization_id JOIN plans p ON p.id = o.plan_id "
           "WHERE k.id = :k",
        soci::use(caller.api_key_id), soci::into(user_name), soci::into(org_name),
        soci::into(metered), soci::into(api_access), soci::into(key_prefix), soci::into(key_name),
        soci::into(website_id, website_ind);
    if (!sql.got_data()) return Status::notFound();

    data.AddMember("id", string(caller.user_id, a), a);
    data.AddMember("email", string(caller.user_email, a), a);
    data.AddMember("name", string(user_name, a), a);

    rapidjson::Value org(rapidjson::kObjectType);
    org.AddMember("id", string(caller.organization_id, a), a);
    org.AddMember("name", string(org_name, a), a);
    org.AddMember("metered_billing", metered != 0, a);
    data.AddMember("organization", org, a);

    rapidjson::Value plan(rapidjson::kObjectType);
    plan.AddMember("name", string(caller.plan, a), a);
    plan.AddMember("api_access", api_access != 0, a);
    data.AddMember("plan", plan, a);

    rapidjson::Value website(rapidjson::kNullType);
    if (website_ind == soci::i_ok) {
      std::string domain, name, language;
      sql << "SELECT domain, name, language FROM websites WHERE id = :w", soci::use(website_id),
          soci::into(domain), soci::into(name), soci::into(language);
      if (sql.got_data()) {
        website.SetObject();
        website.AddMember("id", string(website_id, a), a);
        website.AddMember("domain", string(domain, a), a);
        website.AddMember("name", string(name, a), a);
        website.AddMember("language", string(language, a), a);
      }
    }
    data.AddMember("website", website, a);

    rapidjson::Value key(rapidjson::kObjectType);
    key.AddMember("id", string(caller.api_key_id, a), a);
    key.AddMember("prefix", string(key_prefix, a), a);
    key.AddMember("name", string(key_name, a), a);
    data.AddMember("api_key", key, a);

    rapidjson::Value credits(rapidjson::kArrayType);
    std::string resource, period_end;
    long long quota = 0, used = 0;
    soci::statement st = (sql.prepare << "SELECT resource, quota, used, period_end "
                                         "FROM credit_buckets WHERE organization_id = :o "
                                         "ORDER BY resource",
                          soci::use(caller.organization_id), soci::into(resource),
                          soci::into(quota), soci::into(used), soci::into(period_end));
    st.execute();
    while (st.fetch()) {
      rapidjson::Value bucket(rapidjson::kObjectType);
      bucket.AddMember("resource", string(resource, a), a);
      bucket.AddMember("quota", static_cast<int64_t>(quota), a);
      bucket.AddMember("used", static_cast<int64_t>(used), a);
      bucket.AddMember("remaining", static_cast<int64_t>(quota > used ? quota - used : 0), a);
      bucket.AddMember("resets_at", string(period_end, a), a);
      credits.PushBack(bucket, a);
    }
    data.AddMember("credits", credits, a);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(data));
}

}  // namespace seo::plugins::account
