#include "core/tenancy/user_store.h"

#include "core/auth/roles.h"
#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/tenancy/tenant_rows.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<User> UserStore::create(const std::string& email, const std::string& name,
                               const std::string& organization_id, const std::string& role) {
  SEO_ASSIGN_OR_RETURN(std::string checked_email, emailAddress(email));
  SEO_ASSIGN_OR_RETURN(std::string checked_name, optionalName(name));
  if (!isRole(role)) return Status::invalidField("role", "owner, admin, member or viewer");
  SEO_RETURN_IF_ERROR(requireUuid(organization_id, "org"));
  User user{newUuid(), checked_email, checked_name, isoNow(), role};
  SEO_RETURN_IF_ERROR(db_.withTransaction(
      [&](soci::session& sql) { return insertMember(sql, organization_id, &user); }));
  return user;
}

Result<std::vector<User>> UserStore::list(const std::string& organization_id) {
  std::vector<User> users;
  Status s = db_.withSession([&](soci::session& sql) {
    std::string org = organization_id;
    soci::rowset<soci::row> rows =
        (sql.prepare << "SELECT DISTINCT u.id, u.email, u.name, u.created_at, "
                        "CASE WHEN :o = '' THEN '' ELSE m.role END FROM users u "
                        "LEFT JOIN memberships m ON m.user_id = u.id "
                        "WHERE :o2 = '' OR m.organization_id = :o3 ORDER BY u.email",
         soci::use(org), soci::use(org), soci::use(org));
    for (const soci::row& r : rows) {
      users.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                       r.get<std::string>(3), r.get<std::string>(4)});
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return users;
}

Status UserStore::removeMember(const std::string& organization_id, const std::string& user_id) {
  if (Status u = requireUuid(organization_id, "org"); !u.isOk()) return u;
  if (Status u = requireUuid(user_id, "user"); !u.isOk()) return u;
  return changeAuth(db_, [&](soci::session& sql) {
    if (affectedRows((sql.prepare << "DELETE FROM memberships WHERE organization_id = :o AND "
                                     "user_id = :u",
                      soci::use(organization_id), soci::use(user_id))) == 0) {
      return Status::notFound("user " + user_id + " is not a member of organization " +
                              organization_id);
    }
    return Status::ok();
  });
}

Result<std::string> UserStore::roleOf(const std::string& organization_id,
                                      const std::string& user_id) {
  std::string role;
  Status s = db_.withSession([&](soci::session& sql) {
    sql << "SELECT role FROM memberships WHERE organization_id = :o AND user_id = :u",
        soci::use(organization_id), soci::use(user_id), soci::into(role);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (role.empty()) return Status::notFound("Not a member of the organization");
  return role;
}

}  // namespace seo::core
