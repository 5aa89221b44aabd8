#include "plugins/analytics/channels.h"

#include <rapidjson/document.h>

#include <unordered_map>

#include "plugins/analytics/embedded_text.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

namespace {

using seo::sdk::ascii::lower;

// The kinds of hosts and of names (lower case) from the compiled-in lists.
struct ReferrerLists {
  std::unordered_map<std::string, std::string> hosts, names;

  ReferrerLists() {
    rapidjson::Document doc;
    doc.Parse(kReferersJson.data(), kReferersJson.size());
    if (!doc.HasParseError() && doc.IsObject()) {
      // "unknown" holds hosts that are none of the kinds (Google's support pages).
      for (const char* kind : {"search", "social", "email"}) {
        if (!doc.HasMember(kind) || !doc[kind].IsObject()) continue;
        for (const auto& entry : doc[kind].GetObject()) {
          names.emplace(lower(entry.name.GetString()), kind);
          if (!entry.value.IsObject() || !entry.value.HasMember("domains") ||
              !entry.value["domains"].IsArray()) {
            continue;
          }
          for (const rapidjson::Value& domain : entry.value["domains"].GetArray()) {
            // Entries with a path (google.com/imgres) name part of a host: the host alone is not.
            std::string d = domain.IsString() ? lower(domain.GetString()) : "";
            if (!d.empty() && d.find('/') == std::string::npos) hosts.emplace(d, kind);
          }
        }
      }
    }
    std::string_view tsv = kAiReferrersTsv;
    while (!tsv.empty()) {
      std::string_view line = tsv.substr(0, tsv.find('\n'));
      tsv.remove_prefix(std::min(tsv.size(), line.size() + 1));
      const std::size_t tab = line.find('\t');
      if (line.empty() || line[0] == '#' || tab == std::string_view::npos) continue;
      hosts[lower(line.substr(0, tab))] = "ai";  // before the other lists' (gemini.google.com)
      names.emplace(lower(line.substr(tab + 1)), "ai");
    }
  }

  // The kind of `host` or of its nearest listed parent domain.
  std::string_view hostKind(std::string_view host) const {
    while (host.find('.') != std::string_view::npos) {
      if (auto it = hosts.find(std::string(host)); it != hosts.end()) return it->second;
      host.remove_prefix(host.find('.') + 1);
    }
    return "";
  }
};

const ReferrerLists& lists() {
  static const ReferrerLists built_in;
  return built_in;
}

bool isPaidMedium(const std::string& medium) {
  return medium.find("cp") != std::string::npos || medium == "ppc" || medium == "retargeting" ||
         medium.rfind("paid", 0) == 0;
}

bool isOneOf(const std::string& value, std::initializer_list<std::string_view> choices) {
  for (std::string_view choice : choices) {
    if (value == choice) return true;
  }
  return false;
}

}  // namespace

std::string_view referrerKind(std::string_view host_or_name) {
  const std::string key = lower(seo::sdk::ascii::trim(host_or_name));
  std::string_view kind = lists().hostKind(key);
  if (!kind.empty()) return kind;
  auto it = lists().names.find(key);
  return it == lists().names.end() ? std::string_view() : std::string_view(it->second);
}

std::string channelOf(std::string_view referrer_host, const Campaign& utm) {
  const std::string medium = lower(utm.medium), source = lower(utm.source);
  std::string_view kind = referrer_host.empty() ? "" : lists().hostKind(lower(referrer_host));
  if (kind.empty() && !source.empty()) kind = referrerKind(source);
  const bool paid = isPaidMedium(medium);
  if (kind == "ai") return "AI Assistants";
  if (kind == "search") return paid ? "Paid Search" : "Organic Search";
  if (medium == "organic") return "Organic Search";
  if (kind == "social") return paid ? "Paid Social" : "Organic Social";
  if (isOneOf(medium, {"social", "social-network", "social-media", "sm", "social network",
                       "social media"})) {
    return "Organic Social";
  }
  const std::initializer_list<std::string_view> email = {"e-mail", "email", "e_mail", "e mail",
                                                         "newsletter"};
  if (kind == "email" || isOneOf(medium, email) || isOneOf(source, email)) return "Email";
  if (paid) return "Paid Other";
  if (!referrer_host.empty() || !source.empty()) return "Referral";
  return "Direct";
}

}  // namespace seo::plugins::analytics
