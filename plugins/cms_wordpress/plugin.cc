// The cms_wordpress module: registers the "wordpress" connector for POST /connect and
// publishing. Built against the SDK alone, as a third party's connector would be.
#include <memory>

#include "plugins/cms_wordpress/wordpress_connector.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::cms_wordpress {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addConnector("wordpress", std::make_shared<WordPressConnector>());
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::cms_wordpress

SEO_PLUGIN("cms_wordpress", "1.0.0", &seo::plugins::cms_wordpress::onRegister)
