#include "core/tenancy/website_store.h"

#include "core/tenancy/tenant_rows.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<Website> WebsiteStore::create(const std::string& organization_id, const std::string& domain,
                                     const std::string& name, const std::string& language) {
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  SEO_ASSIGN_OR_RETURN(WebsiteFields checked, checkedWebsite(domain, name, language));
  Website site = newWebsiteRecord(organization_id, checked.domain, checked.name, checked.language);
  SEO_RETURN_IF_ERROR(
      db_.withTransaction([&](soci::session& sql) { return insertWebsite(sql, site); }));
  return site;
}

Result<std::vector<Website>> WebsiteStore::list(const std::string& organization_id) {
  std::vector<Website> sites;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT id, organization_id, domain, name, language, created_at "
                        "FROM websites WHERE :o = '' OR organization_id = :o2 "
                        "ORDER BY created_at, id",
         soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      sites.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                       r.get<std::string>(3), r.get<std::string>(4), r.get<std::string>(5)});
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return sites;
}

}  // namespace seo::core
