#include "core/console/password_field.h"

#include "core/auth/password.h"

namespace seo::core {

seo::sdk::Result<std::string> passwordField(const rapidjson::Value& body, const char* name) {
  using seo::sdk::Status;
  const rapidjson::Value* v = body.IsObject() && body.HasMember(name) ? &body[name] : nullptr;
  if (v == nullptr) return Status::missingField(name);
  if (!v->IsString()) return Status::invalidField(name, "must be a string");
  if (v->GetStringLength() > kMaxPasswordBytes) {
    return Status::invalidField(name, "must be at most 1024 bytes");
  }
  return std::string(v->GetString(), v->GetStringLength());
}

}  // namespace seo::core
