// File: command.h
// Admin commands a plugin adds to seoctl, for work an operator does on the server's machine
// (imports of files, one-off syncs). `seoctl <plugin> <name> --flag value ...` runs one with the
// server's configuration and database; the plugin's migrations are applied first.
//
//   r.command("import-things", "--website ID --file PATH   imports a things file",
//             [](CommandContext& cmd) -> Result<rapidjson::Document> {
//               std::optional<std::string_view> file = cmd.flag("file");
//               ...
//             });
#pragma once

#include <rapidjson/document.h>

#include <charconv>
#include <cstdint>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "seo/sdk/request_context.h"
#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

class Host;

// One run of a command. Owned by the host; valid until the handler returns.
struct CommandContext {
  std::string name;  // the command's name, e.g. "import-things"
  Params flags;      // "--file x" becomes {"file", "x"}, in order
  Host* host = nullptr;

  std::optional<std::string_view> flag(std::string_view key) const {
    for (const auto& [k, v] : flags) {
      if (k == key) return std::string_view(v);
    }
    return std::nullopt;
  }
};

// Runs one command on the CLI's thread. Returns what the command reports: a JSON object (or an
// array of flat objects), which seoctl prints for people or, with --json, as JSON. An error
// Status is printed as the error and sets the exit code.
using CommandHandler = std::function<Result<rapidjson::Document>(CommandContext&)>;

// InvalidArgument ("unknown flag --x for <command>") unless every flag given is in `allowed`,
// so a misspelt flag is an error rather than silently ignored.
inline Status onlyFlags(const CommandContext& cmd,
                        std::initializer_list<std::string_view> allowed) {
  for (const auto& [name, value] : cmd.flags) {
    bool known = false;
    for (std::string_view a : allowed) known = known || name == a;
    if (!known) return Status::invalidArgument("unknown flag --" + name + " for " + cmd.name);
  }
  return Status::ok();
}

// The value of --`name`; InvalidArgument ("missing --name") when absent or empty.
inline Result<std::string> requiredFlag(const CommandContext& cmd, std::string_view name) {
  std::optional<std::string_view> value = cmd.flag(name);
  if (!value || value->empty()) return Status::invalidArgument("missing --" + std::string(name));
  return std::string(*value);
}

// The value of --`name` as a whole number from 1 to `max`; `fallback` when absent;
// InvalidArgument ("--name must be a whole number from 1 to max") otherwise.
inline Result<std::int64_t> numberFlag(const CommandContext& cmd, std::string_view name,
                                       std::int64_t fallback, std::int64_t max) {
  std::optional<std::string_view> text = cmd.flag(name);
  if (!text) return fallback;
  std::int64_t value = 0;
  auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size() || value < 1 || value > max) {
    return Status::invalidArgument("--" + std::string(name) + " must be a whole number from 1 to " +
                                   std::to_string(max));
  }
  return value;
}

// The first line of the file named by --`name` (a trailing newline or CR is not part of it): how
// a command takes a password or secret without putting it on the command line, where other
// users could read it. InvalidArgument naming the flag when the file cannot be read or its first
// line is empty.
inline Result<std::string> firstLineOfFile(const CommandContext& cmd, std::string_view name) {
  Result<std::string> path = requiredFlag(cmd, name);
  if (!path.isOk()) return path.status();
  std::ifstream in(path.value());
  std::string line;
  if (!in || !std::getline(in, line)) {
    return Status::invalidArgument("cannot read --" + std::string(name) + " " + path.value());
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.empty()) {
    return Status::invalidArgument("--" + std::string(name) + " " + path.value() + " is empty");
  }
  return line;
}

struct CommandRegistration {
  std::string name;   // lower-case words joined by '-'
  std::string usage;  // flags and a one-line summary, shown by `seoctl --help`
  CommandHandler handler;
};

}  // namespace v2
}  // namespace seo::sdk
