// The HTTP listener: Pistache's endpoint with N reactor threads, each request converted to an
// HttpRequest and handed to the Dispatcher.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/http/dispatcher.h"

namespace Pistache::Http {
class Endpoint;
}

namespace seo::core {

// Open while the endpoint lives. An answer given later (Response::later) may come after stop();
// it checks the gate and is dropped rather than written to a closed endpoint.
struct AnswerGate;

class PistacheServer {
 public:
  PistacheServer(Dispatcher& dispatcher, std::string address, int port, int threads,
                 std::int64_t max_body_bytes);
  ~PistacheServer();

  // Binds and starts serving in background threads. Returns the bound port (useful with port 0).
  seo::sdk::Result<int> start();
  void stop();

 private:
  Dispatcher& dispatcher_;
  std::string address_;
  int port_;
  int threads_;
  std::int64_t max_body_bytes_;
  std::shared_ptr<AnswerGate> gate_;
  std::unique_ptr<Pistache::Http::Endpoint> endpoint_;
};

}  // namespace seo::core
