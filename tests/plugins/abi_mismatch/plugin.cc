// A plugin that claims a future ABI major: the loader must refuse it with a message naming it and
// both versions. Its header is written by hand, as an incompatible build's would be.
#include "seo/sdk/entry.h"

namespace abi_mismatch {

int onRegister(void*, char*, std::size_t) { return 0; }

const seo_plugin_header* entry() {
  static const seo_plugin_header header{SEO_SDK_ABI_MAJOR + 1, 0, "abi_mismatch", "9.9.9",
                                        SEO_SDK_BUILD_SIGNATURE, &onRegister};
  return &header;
}

}  // namespace abi_mismatch

BOOST_DLL_ALIAS(abi_mismatch::entry, seo_plugin_entry)
