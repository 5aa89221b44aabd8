#include "core/auth/website_scope.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<WebsiteAccess> resolveWebsite(Database& db, const std::string& user_id,
                                     const std::string& website_id) {
  WebsiteAccess access;
  int api_access = 0;
  bool found = false;
  Status s = db.withSession([&](soci::session& sql) {
    sql << "SELECT w.id, w.organization_id, p.api_access FROM websites w "
           "JOIN memberships m ON m.organization_id = w.organization_id AND m.user_id = :u "
           "JOIN organizations o ON o.id = w.organization_id "
           "JOIN plans p ON p.id = o.plan_id "
           "WHERE w.id = :w",
        soci::use(user_id), soci::use(website_id), soci::into(access.website_id),
        soci::into(access.organization_id), soci::into(api_access);
    found = sql.got_data();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found) return Status::permissionDenied(kForeignWebsiteMessage);
  access.api_access = api_access != 0;
  return access;
}

}  // namespace seo::core
