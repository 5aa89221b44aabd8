// tests/peers/webhook_peer.py as a child process: a fake webhook receiver on 127.0.0.1 that
// records every POST and answers with the status its flags choose.
#pragma once

#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "tests/testing/peer_process.h"

namespace seo::tests {

class WebhookPeer {
 public:
  // `args` are the peer's flags, e.g. {"--status", "500"}.
  explicit WebhookPeer(std::vector<std::string> args = {})
      : peer_("webhook_peer.py", std::move(args)) {}

  // Starts the peer and reads its port; false with `*error` otherwise.
  bool start(std::string* error) { return peer_.start(error); }
  int port() const { return peer_.port(); }
  // "http://127.0.0.1:PORT" + path.
  std::string url(const std::string& path = "/hook") const;
  // The POSTs received so far (GET /_requests): [{path, headers{lower-case}, body}].
  bool received(rapidjson::Document* out, std::string* error) const;
  void stop() { peer_.stop(); }

 private:
  PeerProcess peer_;
};

}  // namespace seo::tests
