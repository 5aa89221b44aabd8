// The account module: GET /me (any valid key, any plan) and POST /connect (store a CMS
// connection for a website, checked by the connector that handles its type). It owns no table.
#include "plugins/account/connect_routes.h"
#include "plugins/account/me_routes.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::account {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  registerMe(r);
  registerConnect(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::account

SEO_PLUGIN("account", "1.0.0", &seo::plugins::account::onRegister)
