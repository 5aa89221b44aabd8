// The cms_ghost module: registers the "ghost" connector for POST /connect and publishing.
// Built against the SDK alone (and libjwt), as a third party's connector would be.
#include <memory>

#include "plugins/cms_ghost/ghost_connector.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::cms_ghost {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addConnector("ghost", std::make_shared<GhostConnector>());
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::cms_ghost

SEO_PLUGIN("cms_ghost", "1.0.0", &seo::plugins::cms_ghost::onRegister)
