#include "tests/e2e/harness/log_reader.h"

#include <sstream>

#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

std::vector<rapidjson::Document> parseLogLines(const std::string& text) {
  std::vector<rapidjson::Document> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    rapidjson::Document doc = parseJson(line);
    if (!doc.HasParseError() && doc.IsObject()) lines.push_back(std::move(doc));
  }
  return lines;
}

std::vector<rapidjson::Document> logLinesWithMessage(const std::string& text,
                                                     const std::string& message) {
  std::vector<rapidjson::Document> matching;
  for (rapidjson::Document& doc : parseLogLines(text)) {
    if (stringField(doc, "msg") == message) matching.push_back(std::move(doc));
  }
  return matching;
}

std::size_t countUnstructuredLines(const std::string& text) {
  std::size_t count = 0;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    rapidjson::Document doc = parseJson(line);
    if (doc.HasParseError() || !doc.IsObject()) ++count;
  }
  return count;
}

}  // namespace seo::tests
