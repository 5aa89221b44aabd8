// A greeting as the API shows it: {"id", "message", "created_at"} (the schema "Greeting",
// api_schemas.cc).
#pragma once

#include <rapidjson/document.h>

#include "greeting.h"

namespace hello {

rapidjson::Value greetingJson(const Greeting& g, rapidjson::Document::AllocatorType& a);

}  // namespace hello
