// JSON Schema text built from the module's constants (opportunity.h, campaign.h, ...), for the
// shapes of seo/sdk/util/choices.h and api_doc.h do not cover: a closed set that also takes
// null, and a schema with a description or a default of its own.
//
//   "outreach_status": )" + nullableSchema(kOutreachStatuses) + R"(,
//   "tone": )" + withMembers(kOutreachTones.schema(), R"("default": "friendly")") + R"(,
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// {"type": ["string", "null"], "enum": ["a", "b", null]}: one of `choices`, or null.
template <std::size_t N>
std::string nullableSchema(const seo::sdk::Choices<N>& choices) {
  std::string out = R"({"type": ["string", "null"], "enum": [)";
  for (std::string_view v : choices.values()) {
    out += '"';
    out += v;  // the module's own literals: nothing to escape
    out += "\", ";
  }
  return out + "null]}";
}

// `object_schema` (the text of a JSON object) with `members` ("name": value, ...) added at its
// end.
inline std::string withMembers(std::string_view object_schema, std::string_view members) {
  std::string_view open = object_schema.substr(0, object_schema.rfind('}'));
  return std::string(open) + ", " + std::string(members) + "}";
}

}  // namespace seo::plugins::backlinks
