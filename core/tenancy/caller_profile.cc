#include "core/tenancy/caller_profile.h"

#include <string>

namespace seo::core {

seo::sdk::Result<seo::sdk::CallerProfile> loadCallerProfile(soci::session& sql,
                                                            std::string_view api_key_id,
                                                            std::string_view organization_id) {
  seo::sdk::CallerProfile profile;
  std::string key(api_key_id), organization(organization_id);
  int metered = 0, api_access = 0;
  soci::indicator website_ind = soci::i_null;
  sql << "SELECT u.name, o.name, o.metered_billing, p.api_access, k.prefix, k.name, "
         "k.website_id FROM api_keys k JOIN users u ON u.id = k.user_id "
         "JOIN organizations o ON o.id = k.organization_id JOIN plans p ON p.id = o.plan_id "
         "WHERE k.id = :k AND k.organization_id = :o",
      soci::use(key), soci::use(organization), soci::into(profile.user_name),
      soci::into(profile.organization_name), soci::into(metered), soci::into(api_access),
      soci::into(profile.api_key_prefix), soci::into(profile.api_key_name),
      soci::into(profile.api_key_website_id, website_ind);
  if (!sql.got_data()) return seo::sdk::Status::notFound();
  profile.metered_billing = metered != 0;
  profile.api_access = api_access != 0;
  if (website_ind != soci::i_ok) profile.api_key_website_id.clear();

  seo::sdk::CreditBucket bucket;
  long long quota = 0, used = 0;
  soci::statement st(sql);
  st.exchange(soci::into(bucket.resource));
  st.exchange(soci::into(quota));
  st.exchange(soci::into(used));
  st.exchange(soci::into(bucket.resets_at));
  st.exchange(soci::use(organization));
  st.alloc();
  // Run once: one round trip on PostgreSQL, not SOCI's default three (PREPARE, EXECUTE,
  // DEALLOCATE); this is GET /me's query.
  st.prepare(
      "SELECT resource, quota, used, period_end FROM credit_buckets WHERE organization_id = :o "
      "ORDER BY resource",
      soci::details::st_one_time_query);
  st.define_and_bind();
  st.execute();
  while (st.fetch()) {
    bucket.quota = quota;
    bucket.used = used;
    profile.credits.push_back(bucket);
  }
  return profile;
}

}  // namespace seo::core
