#include "core/loader/plugin_library.h"

#include <atomic>
#include <system_error>

#include <dlfcn.h>
#include <unistd.h>

#include "core/common/log.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

std::string hostAbi() {
  return std::to_string(seo::sdk::kAbiMajor) + "." + std::to_string(seo::sdk::kAbiMinor);
}

std::filesystem::path uniqueCopyPath(const std::filesystem::path& dir,
                                     const std::filesystem::path& file) {
  static std::atomic<unsigned long> counter{0};
  return dir / (file.stem().string() + "-" + std::to_string(::getpid()) + "-" +
                std::to_string(counter.fetch_add(1)) + file.extension().string());
}

// Why the dynamic loader refused `copy`, in its own words (wrong ELF class, an undefined symbol,
// not an ELF file), naming the file the operator gave rather than our private copy. Boost.DLL
// reports every refusal as `bad_file_descriptor`; dlerror() still holds the reason on this
// thread, as nothing between dlopen's failure and here calls into the loader.
std::string loaderReason(const std::filesystem::path& file, const std::filesystem::path& copy,
                         const boost::dll::fs::error_code& ec) {
  const char* said = ::dlerror();
  if (said == nullptr) return ec.message();
  std::string reason = said;
  const std::string prefix = copy.string() + ": ";
  if (reason.rfind(prefix, 0) == 0) reason.erase(0, prefix.size());
  for (std::string::size_type at; (at = reason.find(copy.string())) != std::string::npos;) {
    reason.replace(at, copy.string().size(), file.string());
  }
  return reason;
}

}  // namespace

Result<std::shared_ptr<PluginLibrary>> PluginLibrary::load(const std::filesystem::path& file,
                                                           const std::filesystem::path& copy_dir) {
  const std::string stem = file.stem().string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec)) {
    return Status::notFound("plugin " + stem + ": no file " + file.string());
  }
  std::filesystem::create_directories(copy_dir, ec);
  std::shared_ptr<PluginLibrary> plugin(new PluginLibrary());
  plugin->file_ = file;
  plugin->copy_ = uniqueCopyPath(copy_dir, file);
  if (!std::filesystem::copy_file(file, plugin->copy_,
                                  std::filesystem::copy_options::overwrite_existing, ec)) {
    return Status::internal("plugin " + stem + ": cannot copy to " + plugin->copy_.string() +
                            ": " + ec.message());
  }
  boost::dll::fs::error_code load_ec;
  plugin->library_.load(plugin->copy_.string(), boost::dll::load_mode::rtld_now |
                                                    boost::dll::load_mode::rtld_local,
                        load_ec);
  if (load_ec) {
    return Status::invalidArgument("plugin " + stem + ": cannot load " + file.string() + ": " +
                                   loaderReason(file, plugin->copy_, load_ec));
  }
  if (!plugin->library_.has("seo_plugin_entry")) {
    return Status::invalidArgument("plugin " + stem + " refused: missing entry point " +
                                   "seo_plugin_entry (host ABI " + hostAbi() + ")");
  }
  using EntryFn = const seo_plugin_header*();
  const seo_plugin_header* header = plugin->library_.get_alias<EntryFn>("seo_plugin_entry")();
  if (header == nullptr || header->name == nullptr || header->version == nullptr ||
      header->build_signature == nullptr || header->on_register == nullptr) {
    return Status::invalidArgument("plugin " + stem + " refused: malformed entry header (host ABI " +
                                   hostAbi() + ")");
  }
  plugin->header_ = header;
  plugin->name_ = header->name;
  plugin->version_ = header->version;
  const std::string plugin_abi =
      std::to_string(header->abi_major) + "." + std::to_string(header->abi_minor);
  if (header->abi_major != seo::sdk::kAbiMajor || header->abi_minor > seo::sdk::kAbiMinor) {
    return Status::invalidArgument("plugin " + plugin->name_ + " " + plugin->version_ +
                                   " refused: plugin ABI " + plugin_abi +
                                   " is incompatible with host ABI " + hostAbi());
  }
  if (std::string(header->build_signature) != seo::sdk::kBuildSignature) {
    return Status::invalidArgument("plugin " + plugin->name_ + " " + plugin->version_ +
                                   " refused: build signature " + header->build_signature +
                                   " differs from host " + seo::sdk::kBuildSignature +
                                   " (plugin ABI " + plugin_abi + ", host ABI " + hostAbi() + ")");
  }
  return plugin;
}

PluginLibrary::~PluginLibrary() {
  library_.unload();
  std::error_code ec;
  std::filesystem::remove(copy_, ec);
  if (!name_.empty()) {
    logLine(Level::Info, "plugin library closed", {{"plugin", name_}, {"version", version_}});
  }
}

Status PluginLibrary::registerInto(seo::sdk::Registrar& registrar) const {
  char error[512] = {0};
  if (header_->on_register(&registrar, error, sizeof error) != 0) {
    return Status::internal("plugin " + name_ + " failed to register: " + error);
  }
  return Status::ok();
}

}  // namespace seo::core
