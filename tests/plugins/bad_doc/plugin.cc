// A plugin whose route documentation refers to a schema nobody registered: the loader checks
// the documentation when the plugin loads and refuses it, saying which reference is wrong.
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace bad_doc {

seo::sdk::Result<seo::sdk::Response> hello(seo::sdk::RequestContext&) {
  return seo::sdk::Response::success();
}

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.route("GET", "/bad-doc/hello", &hello)
      .summary("Says hello")
      .answers(200, seo::sdk::doc::dataOf(seo::sdk::doc::ref("Nowhere")), "Never described");
  return seo::sdk::Status::ok();
}

}  // namespace bad_doc

SEO_PLUGIN("bad_doc", "0.1.0", &bad_doc::onRegister)
