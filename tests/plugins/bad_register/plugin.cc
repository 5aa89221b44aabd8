// A plugin whose onRegister throws: the SDK barrier turns it into an error and the loader refuses
// the plugin without crashing.
#include <stdexcept>

#include "seo/sdk/entry.h"

namespace bad_register {

seo::sdk::Status onRegister(seo::sdk::Registrar&) {
  throw std::runtime_error("registration exploded on purpose");
}

}  // namespace bad_register

SEO_PLUGIN("bad_register", "0.1.0", &bad_register::onRegister)
