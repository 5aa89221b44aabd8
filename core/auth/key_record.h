// What authentication knows of a caller's credential: an API key (its user, organization, bound
// website and plan) or a console session, which acts like an unbound key of its user and
// organization.
#pragma once

#include <string>

namespace seo::core {

struct KeyRecord {
  std::string id;
  std::string user_id;
  std::string user_email;
  std::string organization_id;
  std::string website_id;  // the bound website; empty when the key is not bound
  std::string plan;
  std::string role;  // the user's in the organization (auth/roles.h)
  bool api_access = false;
  bool active = true;
  std::string session_id;  // set for a console session (id is empty then)
};

}  // namespace seo::core
