#include "core/admin/cli_runner.h"

#include "core/admin/cli_output.h"
#include "seo/sdk/response.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

rapidjson::Document doneJson(const std::string& message) {
  rapidjson::Document d(rapidjson::kObjectType);
  d.AddMember("ok", true, d.GetAllocator());
  d.AddMember("message", seo::sdk::json::string(message, d.GetAllocator()), d.GetAllocator());
  return d;
}

std::string CliRunner::flag(const std::string& name, const std::string& fallback) const {
  auto it = args_.flags.find(name);
  return it == args_.flags.end() ? fallback : it->second;
}

Result<std::string> CliRunner::required(const std::string& name) const {
  std::string v = flag(name);
  if (v.empty()) return Status::invalidArgument("missing --" + name);
  return v;
}

Result<bool> CliRunner::onOff(const std::string& name) const {
  auto v = required(name);
  if (!v.isOk()) return v.status();
  if (v.value() == "on" || v.value() == "true" || v.value() == "yes") return true;
  if (v.value() == "off" || v.value() == "false" || v.value() == "no") return false;
  return Status::invalidArgument("--" + name + " takes on or off");
}

int CliRunner::fail(const Status& status) {
  err_ << "seoctl: " << status.message() << "\n";
  return status.code() == seo::sdk::Code::InvalidArgument ? 2 : 1;
}

int CliRunner::answer(const Result<rapidjson::Document>& result) {
  if (!result.isOk()) return fail(result.status());
  print(result.value());
  return 0;
}

void CliRunner::print(const rapidjson::Value& value) {
  if (args_.json) {
    printJson(out_, value);
  } else if (value.IsObject() && value.MemberCount() == 2 && value.HasMember("ok") &&
             value.HasMember("message") && value["message"].IsString()) {
    out_ << value["message"].GetString() << "\n";
  } else {
    printHuman(out_, value);
  }
}

}  // namespace seo::core
