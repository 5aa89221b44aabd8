#include "core/tenancy/caller_profile.h"

#include <string>

#include "seo/sdk/util/prepared_statement.h"

namespace seo::core {

seo::sdk::Result<seo::sdk::CallerProfile> loadCallerProfile(seo::sdk::Host& host,
                                                            soci::session& sql,
                                                            std::string_view api_key_id,
                                                            std::string_view user_id,
                                                            std::string_view organization_id) {
  seo::sdk::CallerProfile profile;
  // A console session has no key: the user's membership stands for it.
  const bool by_key = !api_key_id.empty();
  std::string subject(by_key ? api_key_id : user_id), organization(organization_id);
  int metered = 0, api_access = 0;
  std::string website;
  seo::sdk::CreditBucket bucket;
  long long quota = 0, used = 0;
  soci::indicator website_ind = soci::i_null, bucket_ind = soci::i_null;
  // One statement, one row per credit bucket (or one with null bucket columns when there is
  // none): GET /me's whole read, kept prepared on its connection.
  seo::sdk::PreparedStatement st(
      host, sql,
      by_key ? "SELECT u.name, o.name, o.metered_billing, p.api_access, k.prefix, k.name, "
               "k.website_id, c.resource, c.quota, c.used, c.period_end FROM api_keys k "
               "JOIN users u ON u.id = k.user_id JOIN organizations o ON o.id = k.organization_id "
               "JOIN plans p ON p.id = o.plan_id "
               "LEFT JOIN credit_buckets c ON c.organization_id = o.id "
               "WHERE k.id = :k AND k.organization_id = :o ORDER BY c.resource"
             : "SELECT u.name, o.name, o.metered_billing, p.api_access, CAST('' AS TEXT), "
               "CAST('' AS TEXT), CAST(NULL AS TEXT), c.resource, c.quota, c.used, c.period_end "
               "FROM memberships m JOIN users u ON u.id = m.user_id "
               "JOIN organizations o ON o.id = m.organization_id "
               "JOIN plans p ON p.id = o.plan_id "
               "LEFT JOIN credit_buckets c ON c.organization_id = o.id "
               "WHERE m.user_id = :u AND m.organization_id = :o ORDER BY c.resource");
  st.exchange(soci::into(profile.user_name));
  st.exchange(soci::into(profile.organization_name));
  st.exchange(soci::into(metered));
  st.exchange(soci::into(api_access));
  st.exchange(soci::into(profile.api_key_prefix));
  st.exchange(soci::into(profile.api_key_name));
  st.exchange(soci::into(website, website_ind));
  st.exchange(soci::into(bucket.resource, bucket_ind));
  st.exchange(soci::into(quota, bucket_ind));
  st.exchange(soci::into(used, bucket_ind));
  st.exchange(soci::into(bucket.resets_at, bucket_ind));
  st.exchange(soci::use(subject));
  st.exchange(soci::use(organization));
  if (!st.execute(true)) return seo::sdk::Status::notFound();
  profile.metered_billing = metered != 0;
  profile.api_access = api_access != 0;
  if (website_ind == soci::i_ok) profile.api_key_website_id = website;
  do {
    if (bucket_ind != soci::i_ok) break;  // the organization has no bucket
    bucket.quota = quota;
    bucket.used = used;
    profile.credits.push_back(bucket);
  } while (st.fetch());
  return profile;
}

}  // namespace seo::core
