// Output of the admin CLI: the same JSON value printed for people (aligned "key: value" lines, or
// a table for a list) or, with --json, as JSON for scripts.
#pragma once

#include <ostream>
#include <string>

#include <rapidjson/document.h>

namespace seo::core {

// Prints `value` (an object or an array of flat objects) to `out`.
void printHuman(std::ostream& out, const rapidjson::Value& value);
void printJson(std::ostream& out, const rapidjson::Value& value);

}  // namespace seo::core
