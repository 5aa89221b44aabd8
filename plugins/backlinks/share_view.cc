#include "plugins/backlinks/share_view.h"

#include "seo/sdk/util/json_text.h"

namespace seo::plugins::backlinks {

std::string sharedReasoning(std::string_view reasoning) {
  std::size_t at = reasoning.find(kPageNotReadNote);
  if (at == std::string_view::npos) return std::string(reasoning);
  // The note is the reasoning's last sentence: a model's reasoning, rescored later, goes before.
  return std::string(reasoning.substr(0, at)) + " The page was not read.";
}

rapidjson::Value sharedProgress(const std::string& progress_json,
                                rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v = seo::sdk::json::valueOf(progress_json, rapidjson::kObjectType, a);
  auto text = [&](const char* name) -> std::string_view {
    if (!v.HasMember(name) || !v[name].IsString()) return {};
    return std::string_view(v[name].GetString(), v[name].GetStringLength());
  };
  // Replaced in place, so the object keeps its members' order and its schema.
  if (v.HasMember("note")) v["note"].SetNull();
  if (!text("error").empty()) {
    v["error"].SetString(rapidjson::StringRef("The research met an error."));
  }
  std::string_view ai = text("ai");
  if (!ai.empty()) {
    v["ai"].SetString(rapidjson::StringRef(
        ai.rfind("scored by ", 0) == 0 ? "scored by a language model" : "heuristic scores"));
  }
  return v;
}

}  // namespace seo::plugins::backlinks
