#include "plugins/backlinks/gmime_pin.h"

#include <dlfcn.h>

namespace seo::plugins::backlinks {

seo::sdk::Status pinGmime() {
  if (dlopen("libgmime-3.0.so.0", RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE) == nullptr) {
    return seo::sdk::Status::internal("backlinks: cannot keep libgmime-3.0.so.0 loaded");
  }
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::backlinks
