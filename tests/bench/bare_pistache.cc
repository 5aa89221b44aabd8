// The baseline of scripts/bench: a bare Pistache server from the Debian package (its own
// Http::Endpoint, no router, no database) answering every request with a fixed small JSON body,
// on as many threads as the real server. Each route's throughput is reported as a share of it.
//   bare_pistache THREADS       prints "listening on http://127.0.0.1:PORT", serves until SIGTERM
#include <signal.h>

#include <cstdlib>
#include <iostream>

#include <pistache/endpoint.h>
#include <pistache/http.h>

namespace {

class FixedAnswer : public Pistache::Http::Handler {
 public:
  HTTP_PROTOTYPE(FixedAnswer)
  void onRequest(const Pistache::Http::Request&, Pistache::Http::ResponseWriter response) override {
    response.headers().add<Pistache::Http::Header::ContentType>(MIME(Application, Json));
    response.send(Pistache::Http::Code::Ok, R"({"data": {"ok": true}})");
  }
};

}  // namespace

int main(int argc, char** argv) {
  int threads = argc > 1 ? std::atoi(argv[1]) : 4;
  if (threads < 1) threads = 1;
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTERM);
  sigaddset(&stop, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop, nullptr);  // the server's threads inherit the mask

  Pistache::Http::Endpoint server(Pistache::Address(Pistache::Ipv4::loopback(), Pistache::Port(0)));
  server.init(Pistache::Http::Endpoint::options().threads(threads).flags(
      Pistache::Tcp::Options::ReuseAddr));
  server.setHandler(Pistache::Http::make_handler<FixedAnswer>());
  server.serveThreaded();
  std::cout << "listening on http://127.0.0.1:" << static_cast<uint16_t>(server.getPort())
            << std::endl;
  int signal = 0;
  sigwait(&stop, &signal);
  server.shutdown();
  return 0;
}
