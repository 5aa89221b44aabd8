// One operation of the API (a method and a path template under /api/v1 that a handler serves),
// described once per catalog from what its route registered and what the host adds: its id,
// parameters (the template's, the target website's, the documented ones), the errors the host's
// stages and the route itself may answer, whether an API key may call it, and the operation that
// reads the progress of work it queues. The OpenAPI document (openapi_document.h) and the MCP
// tools (mcp_tools.h) are both rendered from these, so the two never tell a caller different
// things. Static assets are routed but are not operations.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/router/path_template.h"

namespace seo::core {

struct RouteEntry;

struct OperationParameter {
  std::string in;  // "path", "query" or "header"
  std::string name;
  std::string schema;  // JSON Schema text
  std::string description;
  bool required = false;
};

struct Operation {
  const RouteEntry* route = nullptr;  // the catalog's, which holds it
  // "getThingsByIdParts": the operationId and the MCP tool's name.
  std::string id;
  // The template's parameters in its order: UUIDs unless the route documents them.
  std::vector<OperationParameter> path_parameters;
  // `website_id` in the query, when the route acts on one website and does not document it.
  bool adds_website = false;
  // What the route documents in the query and headers, in its order.
  std::vector<OperationParameter> parameters;
  // What it may answer that is not a success, by status: the host's stages' first, then the
  // route's own.
  std::map<int, std::vector<std::string>> errors;
  // An API key may call it (so it is an MCP tool): keyed, and not a person's own sign-in.
  bool for_keys = false;
  // For an operation that answers 202: the id of the one that reads its progress, or "".
  std::string polled_by;
};

// The website_id query parameter the host adds, described once.
OperationParameter websiteParameter();

// "getThingsByIdParts": the method, then each segment of the template capitalized; a parameter
// segment reads "By<Name>". Unique, since the method and template are.
std::string operationId(const std::string& method, const PathTemplate& path);

// The operations of `routes` (a catalog's, assets skipped), in their order.
std::vector<Operation> describeOperations(
    const std::vector<std::shared_ptr<const RouteEntry>>& routes);

}  // namespace seo::core
