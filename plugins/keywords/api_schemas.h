// The keywords module's shapes in the API description (GET /api/v1/openapi.json): a keyword,
// the input of POST /keywords, a group and a research job, as the handlers answer and read them.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/plugin.h"

namespace seo::plugins::keywords {

void addApiSchemas(seo::sdk::Registrar& r);

// The `ids` of a bulk change: an array of 1 to kMaxIdsPerRequest keyword ids.
std::string keywordIdList();

// {success, updated}: the answer of a change to several keywords (their status, their group).
inline constexpr std::string_view kUpdatedAnswer =
    R"({"type": "object", "required": ["success", "updated"],
        "additionalProperties": false, "properties": {"success": {"type": "boolean"},
        "updated": {"type": "integer", "minimum": 0}}})";

}  // namespace seo::plugins::keywords
