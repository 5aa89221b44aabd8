#include "tests/e2e/webhook_peer.h"

#include <cstdlib>

#include "tests/e2e/http_client.h"

namespace seo::tests {

WebhookPeer::WebhookPeer(std::vector<std::string> args) : args_(std::move(args)) {}

bool WebhookPeer::start(std::string* error) {
  std::vector<std::string> argv = {PYTHON3_BIN, std::string(PEERS_DIR) + "/webhook_peer.py"};
  argv.insert(argv.end(), args_.begin(), args_.end());
  if (!child_.start(ChildSpec{argv, {{"PYTHONUNBUFFERED", "1"}}, ""}, error)) return false;
  std::optional<std::string> line = child_.readLine(std::chrono::seconds(20));
  port_ = line ? std::atoi(line->c_str()) : 0;
  if (port_ > 0) return true;
  child_.kill();
  *error = "webhook peer printed no port; stderr:\n" + child_.stderrText();
  return false;
}

std::string WebhookPeer::url(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port_) + path;
}

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
