#include "plugins/analytics/plausible_event.h"

#include "seo/sdk/response.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The member sent under the documented name or the script's letter (the name wins), and the
// name it came under; null when neither was sent (or it was null).
const rapidjson::Value* member(const rapidjson::Value& sent, const char* name, const char* letter,
                               std::string* sent_as) {
  for (const char* key : {name, letter}) {
    auto it = sent.FindMember(key);
    if (it != sent.MemberEnd() && !it->value.IsNull()) {
      *sent_as = key;
      return &it->value;
    }
  }
  return nullptr;
}

Result<std::string> requiredString(const rapidjson::Value& sent, const char* name,
                                   const char* letter) {
  std::string as;
  const rapidjson::Value* v = member(sent, name, letter, &as);
  if (v == nullptr) return Status::missingField(name);
  if (!v->IsString()) return Status::invalidField(as, "must be a string");
  return std::string(v->GetString(), v->GetStringLength());
}

// Copies the member sent under `name` or `letter` into `body` as `name`.
void carry(const rapidjson::Value& sent, const char* name, const char* letter,
           rapidjson::Document& body) {
  std::string as;
  if (const rapidjson::Value* v = member(sent, name, letter, &as)) {
    rapidjson::Value copy(*v, body.GetAllocator());
    body.AddMember(rapidjson::StringRef(name), copy, body.GetAllocator());
  }
}

// props | p, or an older script's m | meta (an object, or the JSON text of one); null values
// left out.
Status carryProps(const rapidjson::Value& sent, rapidjson::Document& body) {
  std::string as;
  const rapidjson::Value* props = member(sent, "props", "p", &as);
  rapidjson::Document parsed;
  if (props == nullptr) {
    props = member(sent, "meta", "m", &as);
    if (props != nullptr && props->IsString()) {
      if (!seo::sdk::json::parse(std::string_view(props->GetString(), props->GetStringLength()),
                                 parsed)
               .isOk()) {
        return Status::invalidField(as, "must be an object or the JSON text of one");
      }
      props = &parsed;
    }
  }
  if (props == nullptr) return Status::ok();
  if (!props->IsObject()) return Status::invalidField(as, "must be an object");
  auto& a = body.GetAllocator();
  rapidjson::Value kept(rapidjson::kObjectType);
  for (const auto& m : props->GetObject()) {
    if (m.value.IsNull()) continue;
    kept.AddMember(rapidjson::Value(m.name, a), rapidjson::Value(m.value, a), a);
  }
  body.AddMember("props", kept, a);
  return Status::ok();
}

}  // namespace

Result<PlausibleEvent> readPlausibleEvent(const rapidjson::Value& sent) {
  PlausibleEvent event;
  SEO_ASSIGN_OR_RETURN(event.domain, requiredString(sent, "domain", "d"));
  if (event.domain.empty() || event.domain.size() > kMaxDomainBytes) {
    return Status::invalidField("domain", "must be a website's domain");
  }
  if (event.domain.find(',') != std::string::npos) {
    return Status::invalidField("domain", "names one website (a list of domains is not taken)");
  }
  SEO_ASSIGN_OR_RETURN(std::string name, requiredString(sent, "name", "n"));
  SEO_ASSIGN_OR_RETURN(std::string url, requiredString(sent, "url", "u"));
  auto& a = event.body.GetAllocator();
  event.body.AddMember("url", seo::sdk::json::string(url, a), a);
  event.body.AddMember("name", seo::sdk::json::string(name, a), a);
  carry(sent, "referrer", "r", event.body);
  carry(sent, "revenue", "$", event.body);
  carry(sent, "interactive", "i", event.body);
  carry(sent, "screen_width", "w", event.body);  // its older script's window width
  if (Status s = carryProps(sent, event.body); !s.isOk()) return s;
  std::string as;
  if (const rapidjson::Value* h = member(sent, "hash", "h", &as)) {
    if (!(h->IsInt() || h->IsBool())) return Status::invalidField(as, "must be 1 or 0");
    event.body.AddMember("hash", h->IsBool() ? h->GetBool() : h->GetInt() != 0, a);
  }
  return event;
}

}  // namespace seo::plugins::analytics
