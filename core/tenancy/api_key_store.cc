#include "core/tenancy/api_key_store.h"

#include "core/tenancy/tenant_rows.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<ApiKey> ApiKeyStore::create(const std::string& user_id, const std::string& organization_id,
                                   const std::string& website_id, const std::string& name) {
  SEO_RETURN_IF_ERROR(requireUuid(user_id, "user"));
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  if (!website_id.empty()) SEO_RETURN_IF_ERROR(requireUuid(website_id, "website"));
  SEO_ASSIGN_OR_RETURN(std::string checked, optionalName(name));
  std::string hash;
  ApiKey key = newApiKeyRecord(user_id, organization_id, website_id, checked, &hash);
  SEO_RETURN_IF_ERROR(
      db_.withTransaction([&](soci::session& sql) { return insertApiKey(sql, key, hash); }));
  return key;
}

Result<std::vector<ApiKey>> ApiKeyStore::list(const std::string& organization_id) {
  std::vector<ApiKey> keys;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT id, prefix, name, user_id, organization_id, website_id, active, "
                        "created_at, last_used_at FROM api_keys "
                        "WHERE :o = '' OR organization_id = :o2 "
                        "ORDER BY created_at, id",
         soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      ApiKey k;
      k.id = r.get<std::string>(0);
      k.prefix = r.get<std::string>(1);
      k.name = r.get<std::string>(2);
      k.user_id = r.get<std::string>(3);
      k.organization_id = r.get<std::string>(4);
      k.website_id = r.get_indicator(5) == soci::i_null ? "" : r.get<std::string>(5);
      k.active = r.get<int>(6) != 0;
      k.created_at = r.get<std::string>(7);
      if (r.get_indicator(8) != soci::i_null) k.last_used_at = r.get<std::string>(8);
      keys.push_back(std::move(k));
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return keys;
}

Status ApiKeyStore::setActive(const std::string& key_id, bool active) {
  if (Status u = requireUuid(key_id, "key"); !u.isOk()) return u;
  return changeAuth(db_, [&](soci::session& sql) {
    int value = active ? 1 : 0;
    if (affectedRows((sql.prepare << "UPDATE api_keys SET active = :a WHERE id = :i",
                      soci::use(value), soci::use(key_id))) == 0) {
      return notFound("API key", key_id);
    }
    return Status::ok();
  });
}

Status ApiKeyStore::change(const std::string& organization_id, const std::string& key_id,
                           const ApiKeyChange& given) {
  ApiKeyChange change = given;
  if (given.name) {
    SEO_ASSIGN_OR_RETURN(*change.name, requiredName(*given.name));
  }
  return changeAuth(db_, [&](soci::session& sql) {
    int found = 0;
    sql << "SELECT COUNT(*) FROM api_keys WHERE id = :i AND organization_id = :o",
        soci::use(key_id), soci::use(organization_id), soci::into(found);
    if (!found) return notFound("API key", key_id);
    if (change.name) {
      sql << "UPDATE api_keys SET name = :n WHERE id = :i", soci::use(*change.name),
          soci::use(key_id);
    }
    if (change.website_id) {
      soci::indicator ind = change.website_id->empty() ? soci::i_null : soci::i_ok;
      if (!change.website_id->empty()) {
        int owned = 0;
        sql << "SELECT COUNT(*) FROM websites WHERE id = :w AND organization_id = :o",
            soci::use(*change.website_id), soci::use(organization_id), soci::into(owned);
        if (!owned) {
          return Status::invalidField("website_id", "is not a website of the organization");
        }
      }
      sql << "UPDATE api_keys SET website_id = :w WHERE id = :i",
          soci::use(*change.website_id, ind), soci::use(key_id);
    }
    if (change.active) {
      int value = *change.active ? 1 : 0;
      sql << "UPDATE api_keys SET active = :a WHERE id = :i", soci::use(value), soci::use(key_id);
    }
    return Status::ok();
  });
}

}  // namespace seo::core
