// Assertions on the server's answers that almost every test makes: the error envelope (exactly
// one field, `error`) and the headers every response carries (CORS, request id).
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "seo/sdk/version.h"
#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

// The host's SDK ABI as the server reports it ("1.1").
inline const std::string kHostAbi =
    std::to_string(seo::sdk::kAbiMajor) + "." + std::to_string(seo::sdk::kAbiMinor);

// Access-Control-Allow-Origin: * (exactly once) and a non-empty X-Request-Id.
::testing::AssertionResult hasCommonHeaders(const HttpResponse& r);

// `status`, and a JSON body {"error": `message`} with no other field.
::testing::AssertionResult isError(const HttpResponse& r, long status, const std::string& message);

// `status`, and a JSON body {"error": <text containing every one of `parts`>} with no other field.
::testing::AssertionResult isErrorContaining(const HttpResponse& r, long status,
                                             std::initializer_list<std::string> parts);

// A 5xx answer as every client must see one: exactly {"error": "<sentence> (request id <the
// X-Request-Id>)"}, with no SQL, no bound value or other long hex run, no file path, no driver
// text; a 503 names a Retry-After.
::testing::AssertionResult tellsNoInternals(const HttpResponse& r);

// "HTTP <status>: <body>" for failure messages.
std::string describe(const HttpResponse& r);

}  // namespace seo::tests
