// The operator's named LLM endpoints (providers.llm_endpoints, or SEO_LLM_ENDPOINTS as a JSON
// array of the same objects), read and checked.
#pragma once

#include <rapidjson/document.h>

#include <string>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::core {

// One OpenAI-compatible chat-completions endpoint a module may ask by name.
struct LlmEndpointConfig {
  std::string name;      // [a-z0-9_-], 1..40 characters; "default" is providers.llm's
  std::string base_url;  // http(s), without /v1
  std::string api_key;
  std::vector<std::string> models;  // 1..20 names
  bool web_search = false;          // its answers are grounded in a web search
  int timeout_ms = 60000;
};

// Reads `list` (a JSON array of endpoint objects) into `out`. InvalidArgument naming the entry
// and field: a bad or repeated name, a base_url that is not http(s), no models.
seo::sdk::Status readLlmEndpoints(const rapidjson::Value& list,
                                  std::vector<LlmEndpointConfig>& out);

}  // namespace seo::core
