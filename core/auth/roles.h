// The roles a user has in an organization (memberships.role): owner and admin manage it, a member
// uses it, a viewer reads it. The authentication stage holds viewers to reading
// (dispatch_stages.h's checkRole); what only owners or admins may do, each route checks.
#pragma once

#include <array>
#include <string_view>

namespace seo::core {

inline constexpr std::array<std::string_view, 4> kRoles = {"owner", "admin", "member", "viewer"};
inline constexpr std::string_view kOwnerRole = "owner";
inline constexpr std::string_view kViewerRole = "viewer";

constexpr bool isRole(std::string_view role) {
  for (std::string_view r : kRoles) {
    if (r == role) return true;
  }
  return false;
}

// Owners and admins manage the organization: its websites, members and everyone's API keys.
constexpr bool managesOrganization(std::string_view role) {
  return role == kOwnerRole || role == "admin";
}

}  // namespace seo::core
