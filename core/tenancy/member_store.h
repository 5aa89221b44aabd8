// The people of an organization, as its owners and admins manage them from the console:
// members listed with whether they can sign in yet, invited, given another role and removed,
// with the rule that an organization always keeps an owner. seoctl's user commands stay on
// UserStore (an operator may do what a member may not).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct Member {
  std::string user_id;
  std::string email;
  std::string name;
  std::string role;
  std::string joined_at;
  bool password_set = false;  // false: invited, has not set a password yet
  bool two_factor = false;
};

// What an invitation did: the member, and whether the person is new to the server (no
// password, no other organization), so a set-password link may be made for them. A link for
// someone who already has an account elsewhere would let the inviter take it over.
struct Invitation {
  Member member;
  bool needs_link = false;
  bool again = false;  // already invited and not yet in: nothing changed but a new link is due
};

// Thread-safe. Every change moves the auth epoch (auth_epoch.h), so a role or a membership
// taken away holds at once for keys and sessions in every process.
class MemberStore {
 public:
  explicit MemberStore(Database& db) : db_(db) {}

  // The organization's members, by email.
  seo::sdk::Result<std::vector<Member>> list(const std::string& organization_id);
  seo::sdk::Result<Member> find(const std::string& organization_id, const std::string& user_id);

  // Makes `email` (compared without case; stored lower-cased when new) a member with `role`.
  // Someone invited who has not set a password yet (and belongs nowhere else) is invited again:
  // `again`, their role unchanged. Conflict for any other member.
  seo::sdk::Result<Invitation> invite(const std::string& organization_id, const std::string& email,
                                      const std::string& name, const std::string& role);

  // Gives member `user_id` `role`. NotFound when not a member; Conflict when that would
  // leave the organization without an owner.
  seo::sdk::Status setRole(const std::string& organization_id, const std::string& user_id,
                           const std::string& role);

  // Ends the membership (the user's keys there stop working, their sessions there end). The same
  // errors as setRole.
  seo::sdk::Status remove(const std::string& organization_id, const std::string& user_id);

 private:
  Database& db_;
};

}  // namespace seo::core
