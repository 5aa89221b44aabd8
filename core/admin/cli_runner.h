// How a seoctl command reads its flags and answers: its result printed for people (aligned
// "key: value" lines, a table for a list, the sentence of a change) or, with --json, as JSON for
// scripts, and the process's exit code (0 done, 1 failed, 2 a usage error).
#pragma once

#include <rapidjson/document.h>

#include <map>
#include <ostream>
#include <string>

#include "seo/sdk/status.h"

namespace seo::core {

struct CliArgs {
  std::string noun;  // "org", "user", "website", "key", "plan", "credits", "usage", "migrate"
  std::string verb;  // "create", "list", ...; "" for a command of one word
  std::map<std::string, std::string> flags;  // "--name X" becomes {"name", "X"}
  bool json = false;
};

// What a command that changes something answers: {"ok": true, "message": ...}; people see the
// message alone.
rapidjson::Document doneJson(const std::string& message);

class CliRunner {
 public:
  CliRunner(const CliArgs& args, std::ostream& out, std::ostream& err)
      : args_(args), out_(out), err_(err) {}

  const CliArgs& args() const { return args_; }
  std::string flag(const std::string& name, const std::string& fallback = "") const;
  // The flag's value; InvalidArgument "missing --<name>" when absent or empty.
  seo::sdk::Result<std::string> required(const std::string& name) const;
  // on/true/yes or off/false/no.
  seo::sdk::Result<bool> onOff(const std::string& name) const;

  // Prints the answer, or the error as "seoctl: <message>"; the exit code.
  int answer(const seo::sdk::Result<rapidjson::Document>& result);
  int fail(const seo::sdk::Status& status);
  void print(const rapidjson::Value& value);

 private:
  const CliArgs& args_;
  std::ostream& out_;
  std::ostream& err_;
};

}  // namespace seo::core
