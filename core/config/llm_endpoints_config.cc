#include "core/config/llm_endpoints_config.h"

#include <set>

#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Status;

namespace {

bool isEndpointName(const std::string& name) {
  if (name.empty() || name.size() > 40) return false;
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

Status readOne(const rapidjson::Value& entry, const std::string& where, LlmEndpointConfig& out) {
  if (!entry.IsObject()) return Status::invalidArgument(where + " must be an object");
  for (const auto& m : entry.GetObject()) {
    const std::string key = m.name.GetString();
    const rapidjson::Value& v = m.value;
    if (key == "name" || key == "base_url" || key == "api_key") {
      if (!v.IsString()) return Status::invalidArgument(where + "." + key + " must be a string");
      (key == "name" ? out.name : key == "base_url" ? out.base_url : out.api_key) = v.GetString();
    } else if (key == "web_search") {
      if (!v.IsBool()) return Status::invalidArgument(where + ".web_search must be a boolean");
      out.web_search = v.GetBool();
    } else if (key == "timeout_ms") {
      if (!v.IsInt() || v.GetInt() < 1) {
        return Status::invalidArgument(where + ".timeout_ms must be an integer >= 1");
      }
      out.timeout_ms = v.GetInt();
    } else if (key == "models") {
      if (!v.IsArray() || v.Empty() || v.Size() > 20) {
        return Status::invalidArgument(where + ".models must be an array of 1 to 20 names");
      }
      for (const auto& model : v.GetArray()) {
        if (!model.IsString() || model.GetStringLength() == 0 || model.GetStringLength() > 200) {
          return Status::invalidArgument(where +
                                         ".models holds a name that is not a string of "
                                         "1 to 200 characters");
        }
        out.models.emplace_back(model.GetString(), model.GetStringLength());
      }
    } else {
      return Status::invalidArgument(where + ": unknown field " + key);
    }
  }
  if (!isEndpointName(out.name)) {
    return Status::invalidArgument(where + ".name must be 1 to 40 of a-z, 0-9, _ and -");
  }
  const std::string scheme = seo::sdk::ascii::lower(out.base_url.substr(0, 8));
  if (scheme.rfind("http://", 0) != 0 && scheme.rfind("https://", 0) != 0) {
    return Status::invalidArgument(where + ".base_url must be an http(s) URL");
  }
  if (out.models.empty()) return Status::invalidArgument(where + ".models is required");
  return Status::ok();
}

}  // namespace

Status readLlmEndpoints(const rapidjson::Value& list, std::vector<LlmEndpointConfig>& out) {
  if (!list.IsArray()) return Status::invalidArgument("providers.llm_endpoints must be an array");
  std::vector<LlmEndpointConfig> read;
  std::set<std::string> names;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    const std::string where = "providers.llm_endpoints[" + std::to_string(i) + "]";
    LlmEndpointConfig endpoint;
    if (Status s = readOne(list[i], where, endpoint); !s.isOk()) return s;
    // "default" is the name providers.llm is listed under.
    if (endpoint.name == "default" || !names.insert(endpoint.name).second) {
      return Status::invalidArgument(where + ".name \"" + endpoint.name + "\" is taken");
    }
    read.push_back(std::move(endpoint));
  }
  out = std::move(read);
  return Status::ok();
}

}  // namespace seo::core
