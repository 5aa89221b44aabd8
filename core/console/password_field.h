// A password as a request body sends it: a string, never trimmed (spaces are part of it), at
// most 1 KiB. 400 naming the field otherwise.
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "seo/sdk/status.h"

namespace seo::core {

seo::sdk::Result<std::string> passwordField(const rapidjson::Value& body, const char* name);

}  // namespace seo::core
