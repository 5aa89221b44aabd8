// Users and their memberships, as the operator manages them (seoctl); the console's members
// page has its own rules (member_store.h).
// Thread-safe. Validation errors are InvalidArgument and name the offending field.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/storage/database.h"
#include "core/tenancy/tenant_records.h"
#include "seo/sdk/status.h"

namespace seo::core {

class UserStore {
 public:
  explicit UserStore(Database& db) : db_(db) {}

  // Creates the user, or finds it by email, and makes it a member of `organization_id`.
  seo::sdk::Result<User> create(const std::string& email, const std::string& name,
                                const std::string& organization_id, const std::string& role);
  // The members of `organization_id` with their role; every user when it is "".
  seo::sdk::Result<std::vector<User>> list(const std::string& organization_id);
  // Ends `user_id`'s membership of `organization_id`: the user's keys there stop working.
  seo::sdk::Status removeMember(const std::string& organization_id, const std::string& user_id);
  // The role of `user_id` in `organization_id` (auth/roles.h); NotFound when not a member.
  seo::sdk::Result<std::string> roleOf(const std::string& organization_id,
                                       const std::string& user_id);

 private:
  Database& db_;
};

}  // namespace seo::core
