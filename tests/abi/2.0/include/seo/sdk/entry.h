// File: entry.h
// The plugin's one exported entry point. Include this header in exactly one file of the plugin
// (its plugin.cc) and write:
//
//   SEO_PLUGIN("keywords", "1.2.0", &seo::plugins::keywords::onRegister)
//
// The macro exports a Boost.DLL alias, `seo_plugin_entry`, to a function returning a plain C
// header. The host reads the ABI numbers and the build signature from the header before it
// touches any C++ type of the plugin, so an incompatible plugin is refused safely.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <boost/dll/alias.hpp>

#include "seo/sdk/internal/barrier.h"
#include "seo/sdk/plugin.h"
#include "seo/sdk/version.h"

extern "C" {
// Frozen layout: fields are never reordered or removed, whatever the ABI version.
struct seo_plugin_header {
  std::uint32_t abi_major;
  std::uint32_t abi_minor;
  const char* name;
  const char* version;
  const char* build_signature;
  // Calls the plugin's onRegister with a seo::sdk::Registrar*. Returns 0 on success; otherwise
  // writes a NUL-terminated message of at most `error_size` bytes into `error`.
  int (*on_register)(void* registrar, char* error, std::size_t error_size);
};
}

namespace seo::sdk {
inline namespace v2 {
namespace internal {

using RegisterFn = Status (*)(Registrar&);

inline int callRegister(RegisterFn fn, void* registrar, char* error, std::size_t error_size) {
  Status s = barrier([&] { return fn(*static_cast<Registrar*>(registrar)); });
  if (s.isOk()) {
    return 0;
  }
  if (error_size > 0) {
    std::strncpy(error, s.message().c_str(), error_size - 1);
    error[error_size - 1] = '\0';
  }
  return 1;
}

}  // namespace internal
}  // namespace v2
}  // namespace seo::sdk

// The alias name the host looks up. Never changes.
#define SEO_PLUGIN_ENTRY_ALIAS seo_plugin_entry

#define SEO_PLUGIN(name_literal, version_literal, register_fn)                                    \
  namespace seo_plugin_entry_detail {                                                             \
  int onRegisterThunk(void* registrar, char* error, std::size_t error_size) {                     \
    return ::seo::sdk::internal::callRegister(register_fn, registrar, error, error_size);        \
  }                                                                                               \
  const seo_plugin_header* entry() {                                                              \
    static const seo_plugin_header header{SEO_SDK_ABI_MAJOR, SEO_SDK_ABI_MINOR, name_literal,     \
                                          version_literal, SEO_SDK_BUILD_SIGNATURE,              \
                                          &onRegisterThunk};                                      \
    return &header;                                                                               \
  }                                                                                               \
  }                                                                                               \
  BOOST_DLL_ALIAS(seo_plugin_entry_detail::entry, seo_plugin_entry)
