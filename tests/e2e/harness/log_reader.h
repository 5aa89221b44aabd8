// Reads the server's structured log (one JSON object per stderr line) so tests can assert on it.
#pragma once

#include <string>
#include <vector>

#include <rapidjson/document.h>

namespace seo::tests {

// Every line of `text` that parses as a JSON object, in order; other lines are skipped.
std::vector<rapidjson::Document> parseLogLines(const std::string& text);

// The lines whose "msg" is `message`.
std::vector<rapidjson::Document> logLinesWithMessage(const std::string& text,
                                                     const std::string& message);

// The number of lines of `text` that are not JSON objects.
std::size_t countUnstructuredLines(const std::string& text);

}  // namespace seo::tests
