// A fake peer from tests/peers/ run as a child process: a Python script that binds 127.0.0.1 on a
// free port and prints that port as its first line of stdout.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include <rapidjson/fwd.h>

#include "tests/testing/child_process.h"

namespace seo::tests {

class PeerProcess {
 public:
  // `script` is a file name under tests/peers/, `args` its flags.
  explicit PeerProcess(std::string script, std::vector<std::string> args = {});

  // Starts the peer and reads its port; false with `*error` otherwise.
  bool start(std::string* error);
  int port() const { return port_; }
  // "http://127.0.0.1:PORT" + path ("https://..." after useTls).
  std::string url(const std::string& path = "") const;
  // The peer speaks HTTPS with the certificate in `ca_file` (a peer started with
  // --make-cert): url() says https, and control() and requests() trust that certificate.
  void useTls(std::string ca_file) { ca_file_ = std::move(ca_file); }
  std::string stderrText() const { return child_.stderrText(); }
  void stop() { child_.terminate(std::chrono::seconds(5)); }

  // POSTs the JSON object `json` to the peer's /_control, which changes how it answers (each
  // peer's docstring lists the fields); false with `*error` unless the peer answers 200.
  bool control(const std::string& json, std::string* error) const;
  // The requests the peer recorded, oldest first, from its GET /_requests: a JSON array of
  // {path, headers (lower-case names), body}. False with `*error` when the peer does not answer
  // 200 with an array; `*out` is then an empty array.
  bool requests(rapidjson::Document* out, std::string* error) const;
  // GETs `path` from the peer and parses its JSON answer (a peer's own inspection routes, such
  // as /_posts); false with `*error` unless it answers 200 with JSON.
  bool get(const std::string& path, rapidjson::Document* out, std::string* error) const;

 private:
  std::string script_;
  std::vector<std::string> args_;
  ChildProcess child_;
  int port_ = 0;
  std::string ca_file_;
};

// The body of a POST /_control to llm_peer.py: {"mode": mode}, plus "content" when `content` is
// not null.
std::string llmControl(const std::string& mode, const char* content = nullptr);

}  // namespace seo::tests
