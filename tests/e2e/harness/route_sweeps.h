// Checks a module's isolation test runs over each of its routes: hostile bodies refused before
// any handler runs, and another organization's website refused on every route.
#pragma once

#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

// Bodies every write route must refuse naming what is wrong: invalid UTF-8 and a NUL in a
// field, nesting past the depth limit (400), and a body past the default max_body_bytes (413).
// Sends each hostile body, with `field` as the member it attacks, to every (method, path under
// /api/v1) of `routes` with `key`, and expects each refused naming the problem.
void expectHostileBodiesRefused(const HttpClient& http, const std::string& key,
                                const std::vector<std::pair<std::string, std::string>>& routes,
                                const std::string& field);

// Sends each (method, path under /api/v1, body or "") of `routes` with `key` and expects 403:
// for routes that name a website of another organization (query or body `website_id`).
void expectForbiddenOnEveryRoute(
    const HttpClient& http, const std::string& key,
    const std::vector<std::tuple<std::string, std::string, std::string>>& routes);

}  // namespace seo::tests
