// The API's description: an OpenAPI 3.1 document assembled from what the loaded plugins
// registered (RouteSpec's documentation setters, Registrar::schema), with what the host knows
// itself added: the key, `website_id`, path parameters, the errors of its own stages, the credit
// resource. Built once per catalog, on its first use (Catalog::openapi), so a hot swap changes
// it; served at GET /api/v1/openapi.json and printed by `seoctl openapi`. docs/plugin-guide.md
// ("Documenting routes") says how a module documents its routes.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "seo/sdk/internal/route.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct Catalog;

// The path under /api/v1 the document is served at; no plugin may register it.
inline constexpr std::string_view kOpenApiPath = "/openapi.json";

// Component schema names -> JSON Schema text.
using SchemaTexts = std::map<std::string, std::string, std::less<>>;

// The schemas the host provides to every plugin: Error, PageMeta, CursorMeta.
const SchemaTexts& hostSchemas();

// Checks a plugin's documentation when it loads: each text is a JSON object; each $ref names
// one of `known` (the plugin's own schemas and the host's); parameters are in query, path or
// header, and a path parameter names a segment of the template; statuses are 100 to 599.
seo::sdk::Status checkSchemaText(std::string_view where, const std::string& text,
                                 const SchemaTexts& known);
seo::sdk::Status checkRouteDoc(const seo::sdk::Route& route, const SchemaTexts& known);

// The document for `catalog`, as compact JSON text.
std::string openApiDocument(const Catalog& catalog);

}  // namespace seo::core
