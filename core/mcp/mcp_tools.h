// The agent interface's tools and resources (docs/mcp.md), generated from a catalog's routes the
// way the API description is (openapi_document.h): one tool per /api/v1 operation an API key may
// call, named by its operationId, described by its summary, description, credits and errors,
// its inputSchema built from the path, query and body parameters and its outputSchema from the
// 2xx answers, with annotations from the method and the route's options. A GET operation that
// needs no input and spends nothing is also a resource (seo:///api/v1/<path>).
//
// A set is built once per catalog (McpEndpoint keeps it), so a hot swap changes the tools. It
// holds no pointer into the catalog: a call names its route by method and template, and the
// dispatcher matches it against the catalog serving when the call runs.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/router/path_template.h"

namespace seo::core {

struct Catalog;

struct McpTool {
  std::string name;  // the operationId
  std::string method;
  PathTemplate path;  // under /api/v1
  bool read_only = false;
  std::vector<std::string> path_parameters;
  std::vector<std::string> query_parameters;
  // How the body is given: not at all, as the tool's own arguments (the body schema's
  // properties), or whole as the argument "body" (a body schema that is not a plain object).
  enum class Body { kNone, kMembers, kWhole };
  Body body = Body::kNone;
  std::vector<std::string> body_members;
  std::vector<std::string> required;  // argument names
  bool has_output_schema = false;
  // The answer is not a JSON object: structuredContent is {"result": <answer>}.
  bool wrapped_output = false;
  std::string poll_tool;  // for an operation that answers 202: the tool that reads its progress
  std::string json;       // the tool as tools/list lists it
};

struct McpResource {
  std::string uri;   // "seo:///api/v1/me"
  std::string path;  // "/me"
  std::string json;  // as resources/list lists it
};

// The scheme and prefix of resource URIs.
inline constexpr std::string_view kResourcePrefix = "seo:///api/v1";

class McpToolSet {
 public:
  explicit McpToolSet(const Catalog& catalog);

  const std::vector<McpTool>& tools() const { return tools_; }
  const McpTool* find(std::string_view name) const;
  // The result of tools/list: every tool, or the read-only ones (a viewer's key reads only).
  const std::string& listJson(bool read_only) const { return read_only ? read_only_list_ : list_; }

  const std::vector<McpResource>& resources() const { return resources_; }
  const McpResource* findResource(std::string_view path) const;
  const std::string& resourceListJson() const { return resource_list_; }

 private:
  std::vector<McpTool> tools_;
  std::map<std::string, std::size_t, std::less<>> by_name_;
  std::string list_, read_only_list_;
  std::vector<McpResource> resources_;
  std::string resource_list_;
};

}  // namespace seo::core
