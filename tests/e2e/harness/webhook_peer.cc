#include "tests/e2e/harness/webhook_peer.h"

#include "tests/e2e/harness/http_client.h"

namespace seo::tests {

std::string WebhookPeer::url(const std::string& path) const { return peer_.url(path); }

bool WebhookPeer::received(rapidjson::Document* out, std::string* error) const {
  HttpResponse r = HttpClient(url("")).get("/_requests");
  if (r.status != 200) {
    *error = "GET /_requests: " + std::to_string(r.status) + " " + r.transport_error + r.body;
    return false;
  }
  out->Parse(r.body.c_str(), r.body.size());
  if (out->HasParseError() || !out->IsArray()) {
    *error = "GET /_requests did not answer a JSON array: " + r.body;
    return false;
  }
  return true;
}

}  // namespace seo::tests
