#include "plugins/content/content_values.h"

#include <string>

#include "plugins/content/slug_folding.h"

namespace seo::plugins::content {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::string_view textOf(const rapidjson::Value& v) {
  return std::string_view(v.GetString(), v.GetStringLength());
}

// Trimmed text of 1..max characters, else nullopt.
std::optional<std::string> boundedText(const rapidjson::Value& v, std::size_t max) {
  if (!v.IsString()) return std::nullopt;
  std::string_view t = seo::sdk::ascii::trim(textOf(v));
  if (t.empty() || seo::sdk::utf8::characterCount(t) > max) return std::nullopt;
  return std::string(t);
}

Result<std::string> checkedOutline(const rapidjson::Value& outline, const std::string& label) {
  if (!outline.IsArray() || outline.Empty() || outline.Size() > kMaxSections) {
    return Status::invalidField(
        label, "must be an array of 1 to " + std::to_string(kMaxSections) + " sections");
  }
  rapidjson::Document out(rapidjson::kArrayType);
  auto& a = out.GetAllocator();
  for (rapidjson::SizeType i = 0; i < outline.Size(); ++i) {
    const rapidjson::Value& section = outline[i];
    std::string at = label + "[" + std::to_string(i) + "]";
    const rapidjson::Value* heading = &section;
    const rapidjson::Value* points = nullptr;
    if (section.IsObject()) {
      for (const auto& m : section.GetObject()) {
        std::string_view key = textOf(m.name);
        if (key != "heading" && key != "points") {
          return Status::invalidField(at + "." + std::string(key),
                                      "is not a section field (heading, points)");
        }
      }
      if (!section.HasMember("heading")) return Status::missingField(at + ".heading");
      heading = &section["heading"];
      at += ".heading";
      if (section.HasMember("points") && !section["points"].IsNull()) points = &section["points"];
    } else if (!section.IsString()) {
      return Status::invalidField(at, "must be a heading or {heading, points}");
    }
    std::optional<std::string> h = boundedText(*heading, kMaxHeadingChars);
    if (!h) {
      return Status::invalidField(
          at, "must be text of 1 to " + std::to_string(kMaxHeadingChars) + " characters");
    }
    rapidjson::Value item(rapidjson::kObjectType);
    item.AddMember("heading", seo::sdk::json::string(*h, a), a);
    rapidjson::Value list(rapidjson::kArrayType);
    if (points != nullptr) {
      std::string where = label + "[" + std::to_string(i) + "].points";
      if (!points->IsArray() || points->Size() > kMaxPoints) {
        return Status::invalidField(
            where, "must be an array of at most " + std::to_string(kMaxPoints) + " points");
      }
      for (rapidjson::SizeType j = 0; j < points->Size(); ++j) {
        std::optional<std::string> p = boundedText((*points)[j], kMaxPointChars);
        if (!p) {
          return Status::invalidField(
              where + "[" + std::to_string(j) + "]",
              "must be text of 1 to " + std::to_string(kMaxPointChars) + " characters");
        }
        list.PushBack(seo::sdk::json::string(*p, a), a);
      }
    }
    item.AddMember("points", list, a);
    out.PushBack(item, a);
  }
  return seo::sdk::json::text(out);
}

}  // namespace

Result<std::optional<std::string>> bodyOutline(const rapidjson::Value& body, const char* name) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) {
    return std::optional<std::string>();
  }
  SEO_ASSIGN_OR_RETURN(std::string text, checkedOutline(body[name], name));
  return std::optional<std::string>(std::move(text));
}

Result<std::string> outlineOf(const rapidjson::Value& outline) {
  return checkedOutline(outline, "outline");
}

Result<std::string> bodyArticleType(const rapidjson::Value& body, const char* name,
                                    const std::string& fallback) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) return fallback;
  const rapidjson::Value& v = body[name];
  if (!v.IsString() || !kArticleTypes.contains(textOf(v))) {
    return Status::invalidField(name, kArticleTypes.rule());
  }
  return std::string(textOf(v));
}

Result<std::optional<std::string>> bodySlug(const rapidjson::Value& body, const char* name) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) {
    return std::optional<std::string>();
  }
  const rapidjson::Value& v = body[name];
  if (!v.IsString() || !isSlug(textOf(v))) {
    return Status::invalidField(name, "must be 1 to " + std::to_string(kMaxSlugChars) +
                                          " of a-z, 0-9 and single inner hyphens");
  }
  return std::optional<std::string>(std::string(textOf(v)));
}

Result<std::optional<std::string>> bodyImageUrl(const rapidjson::Value& body, const char* name) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) {
    return std::optional<std::string>();
  }
  const rapidjson::Value& v = body[name];
  std::string_view url = v.IsString() ? textOf(v) : std::string_view();
  std::string lower = seo::sdk::ascii::lower(url.substr(0, 8));
  bool scheme = lower.rfind("https://", 0) == 0 || lower.rfind("http://", 0) == 0;
  bool clean = url.find_first_of(" \t\r\n\"<>") == std::string_view::npos;
  if (!scheme || !clean || url.size() > kMaxImageUrlChars || url.size() < 10) {
    return Status::invalidField(name, "must be an http(s) URL of at most " +
                                          std::to_string(kMaxImageUrlChars) + " characters");
  }
  return std::optional<std::string>(std::string(url));
}

Result<std::optional<std::string>> bodyMarkdown(const rapidjson::Value& body, const char* name) {
  if (!body.IsObject() || !body.HasMember(name) || body[name].IsNull()) {
    return std::optional<std::string>();
  }
  const rapidjson::Value& v = body[name];
  if (!v.IsString() || v.GetStringLength() == 0 || v.GetStringLength() > kMaxMarkdownBytes) {
    return Status::invalidField(name, "must be Markdown text of 1 byte to 512 KiB");
  }
  return std::optional<std::string>(std::string(textOf(v)));
}

}  // namespace seo::plugins::content
