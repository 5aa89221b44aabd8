// Bodies every write route must refuse before its handler runs, naming what is wrong: invalid
// UTF-8 and a NUL in a field, nesting past the depth limit (400), and a body past the default
// max_body_bytes (413). A module's isolation test sends them to each of its write routes.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tests/e2e/http_client.h"

namespace seo::tests {

// Sends each hostile body, with `field` as the member it attacks, to every (method, path under
// /api/v1) of `routes` with `key`, and expects each refused naming the problem.
void expectHostileBodiesRefused(const HttpClient& http, const std::string& key,
                                const std::vector<std::pair<std::string, std::string>>& routes,
                                const std::string& field);

}  // namespace seo::tests
