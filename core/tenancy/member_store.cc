#include "core/tenancy/member_store.h"

#include "core/auth/auth_epoch.h"
#include "core/auth/roles.h"
#include "core/common/clock.h"
#include "core/common/ids.h"
#include "core/storage/row_values.h"
#include "core/tenancy/tenant_rules.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr const char* kMemberColumns =
    "SELECT u.id, u.email, u.name, m.role, m.created_at, "
    "(SELECT COUNT(*) FROM user_passwords p WHERE p.user_id = u.id), "
    "(SELECT COUNT(*) FROM user_totp t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) "
    "FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = :o";

Member memberOf(const soci::row& r) {
  return {r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
          r.get<std::string>(3), r.get<std::string>(4), integerAt(r, 5) > 0,
          integerAt(r, 6) > 0};
}

Status notAMember(const std::string& user_id) {
  return Status::notFound("Not a member of the organization: " + user_id);
}

// Serializes the changes to one organization's members: on PostgreSQL the row lock makes a
// second transaction wait, so two owners taking the role from each other at once cannot both
// see the other still an owner (SQLite writes one transaction at a time anyway).
void lockOrganization(soci::session& sql, const std::string& organization_id) {
  sql << "UPDATE organizations SET name = name WHERE id = :o", soci::use(organization_id);
}

// The role of `user_id` in the organization, "" when not a member.
std::string roleIn(soci::session& sql, const std::string& organization_id,
                   const std::string& user_id) {
  std::string role;
  sql << "SELECT role FROM memberships WHERE organization_id = :o AND user_id = :u",
      soci::use(organization_id), soci::use(user_id), soci::into(role);
  return sql.got_data() ? role : std::string();
}

int owners(soci::session& sql, const std::string& organization_id) {
  int count = 0;
  std::string owner(kOwnerRole);
  sql << "SELECT COUNT(*) FROM memberships WHERE organization_id = :o AND role = :r",
      soci::use(organization_id), soci::use(owner), soci::into(count);
  return count;
}

Status keepsAnOwner(soci::session& sql, const std::string& organization_id,
                    const std::string& role_now, bool stays_owner) {
  if (role_now == kOwnerRole && !stays_owner && owners(sql, organization_id) <= 1) {
    return Status::conflict(
        "The organization's last owner cannot be removed or made another "
        "role: make someone else an owner first");
  }
  return Status::ok();
}

}  // namespace

Result<std::vector<Member>> MemberStore::list(const std::string& organization_id) {
  std::vector<Member> members;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << std::string(kMemberColumns) + " ORDER BY u.email, u.id",
         soci::use(organization_id));
    for (const soci::row& r : rows) members.push_back(memberOf(r));
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return members;
}

Result<Member> MemberStore::find(const std::string& organization_id, const std::string& user_id) {
  std::optional<Member> member;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows = (sql.prepare << std::string(kMemberColumns) + " AND u.id = :u",
                                    soci::use(organization_id), soci::use(user_id));
    for (const soci::row& r : rows) member = memberOf(r);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!member) return notAMember(user_id);
  return *member;
}

Result<Invitation> MemberStore::invite(const std::string& organization_id, const std::string& email,
                                       const std::string& given_name, const std::string& role) {
  SEO_ASSIGN_OR_RETURN(const std::string lower, emailAddress(email));
  SEO_ASSIGN_OR_RETURN(const std::string name, optionalName(given_name));
  Invitation invitation;
  std::string user_id;
  Status s = db_.withTransaction([&](soci::session& sql) {
    lockOrganization(sql, organization_id);
    std::string stored_name;
    sql << "SELECT id, name FROM users WHERE LOWER(email) = :e", soci::use(lower),
        soci::into(user_id), soci::into(stored_name);
    if (sql.got_data()) {
      const bool member = !roleIn(sql, organization_id, user_id).empty();
      int passwords = 0;
      int memberships = 0;
      sql << "SELECT COUNT(*) FROM user_passwords WHERE user_id = :u", soci::use(user_id),
          soci::into(passwords);
      sql << "SELECT COUNT(*) FROM memberships WHERE user_id = :u", soci::use(user_id),
          soci::into(memberships);
      // New to the server: no password, and no organization but (perhaps) this one.
      const bool newcomer = passwords == 0 && memberships == (member ? 1 : 0);
      if (member && !newcomer) {
        return Status::conflict("Already a member of the organization: " + lower);
      }
      invitation.needs_link = newcomer;
      if (member) {
        invitation.again = true;
        return Status::ok();
      }
    } else {
      user_id = newUuid();
      std::string now = isoNow();
      sql << "INSERT INTO users (id, email, name, created_at) VALUES (:i, :e, :n, :t)",
          soci::use(user_id), soci::use(lower), soci::use(name), soci::use(now);
      invitation.needs_link = true;
    }
    std::string now = isoNow();
    sql << "INSERT INTO memberships (organization_id, user_id, role, created_at) "
           "VALUES (:o, :u, :r, :t)",
        soci::use(organization_id), soci::use(user_id), soci::use(role), soci::use(now);
    bumpAuthEpoch(sql);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  noteLocalAuthChange();
  Result<Member> member = find(organization_id, user_id);
  if (!member.isOk()) return member.status();
  invitation.member = std::move(member).value();
  return invitation;
}

Status MemberStore::setRole(const std::string& organization_id, const std::string& user_id,
                            const std::string& role) {
  Status s = db_.withTransaction([&](soci::session& sql) {
    lockOrganization(sql, organization_id);
    std::string now = roleIn(sql, organization_id, user_id);
    if (now.empty()) return notAMember(user_id);
    if (Status kept = keepsAnOwner(sql, organization_id, now, role == kOwnerRole); !kept.isOk()) {
      return kept;
    }
    sql << "UPDATE memberships SET role = :r WHERE organization_id = :o AND user_id = :u",
        soci::use(role), soci::use(organization_id), soci::use(user_id);
    bumpAuthEpoch(sql);
    return Status::ok();
  });
  if (s.isOk()) noteLocalAuthChange();
  return s;
}

Status MemberStore::remove(const std::string& organization_id, const std::string& user_id) {
  Status s = db_.withTransaction([&](soci::session& sql) {
    lockOrganization(sql, organization_id);
    std::string now = roleIn(sql, organization_id, user_id);
    if (now.empty()) return notAMember(user_id);
    if (Status kept = keepsAnOwner(sql, organization_id, now, false); !kept.isOk()) return kept;
    sql << "DELETE FROM memberships WHERE organization_id = :o AND user_id = :u",
        soci::use(organization_id), soci::use(user_id);
    bumpAuthEpoch(sql);
    return Status::ok();
  });
  if (s.isOk()) noteLocalAuthChange();
  return s;
}

}  // namespace seo::core
