// The cms_webhook module: registers the "webhook" connector for POST /connect and publishing.
#include <memory>

#include "plugins/cms_webhook/webhook_connector.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::cms_webhook {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.addConnector("webhook", std::make_shared<WebhookConnector>());
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::cms_webhook

SEO_PLUGIN("cms_webhook", "1.0.0", &seo::plugins::cms_webhook::onRegister)
