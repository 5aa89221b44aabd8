// What authentication knows of an API key: its user, organization, bound website and plan.
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
  bool api_access = false;
  bool active = true;
};

}  // namespace seo::core
