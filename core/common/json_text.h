// A JSON value as compact text (response bodies, control-socket answers, seoctl --json).
#pragma once

#include <string>

#include <rapidjson/document.h>

namespace seo::core {

std::string jsonText(const rapidjson::Value& value);

}  // namespace seo::core
