// One loaded build of a plugin: the mapped shared library and its checked entry header. Held by
// shared_ptr; every route, connector and callback taken from the plugin holds one, so the library
// is unmapped only after the last of them is gone.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include <boost/dll/shared_library.hpp>

#include "seo/sdk/entry.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/status.h"

namespace seo::core {

class PluginLibrary {
 public:
  // Copies `file` to a unique path under `copy_dir` (the dynamic loader hands back the already
  // loaded library for a path it has seen, and overwriting a mapped file crashes the process),
  // loads the copy and checks its entry: present, ABI major equal to the host's, minor not newer,
  // same build signature. On refusal the message names the plugin and both versions.
  static seo::sdk::Result<std::shared_ptr<PluginLibrary>> load(
      const std::filesystem::path& file, const std::filesystem::path& copy_dir);

  ~PluginLibrary();
  PluginLibrary(const PluginLibrary&) = delete;
  PluginLibrary& operator=(const PluginLibrary&) = delete;

  const std::string& name() const { return name_; }
  const std::string& version() const { return version_; }
  std::uint32_t abiMajor() const { return header_->abi_major; }
  std::uint32_t abiMinor() const { return header_->abi_minor; }
  const std::filesystem::path& file() const { return file_; }

  // Calls the plugin's onRegister.
  seo::sdk::Status registerInto(seo::sdk::Registrar& registrar) const;

 private:
  PluginLibrary() = default;

  boost::dll::shared_library library_;
  const seo_plugin_header* header_ = nullptr;
  std::filesystem::path file_;
  std::filesystem::path copy_;
  std::string name_;
  std::string version_;
};

}  // namespace seo::core
