#include "core/http/pistache_server.h"

#include <shared_mutex>
#include <sstream>

#include <pistache/endpoint.h>
#include <pistache/http.h>

#include "core/common/log.h"
#include "core/common/percent_decode.h"

namespace seo::core {

struct AnswerGate {
  std::shared_mutex mutex;
  bool open = true;
};

namespace {

using namespace Pistache;

// A response header by name (Pistache writes only typed headers, so raw ones would be dropped).
class NamedHeader : public Http::Header::Header {
 public:
  NamedHeader(std::string name, std::string value)
      : name_(std::move(name)), value_(std::move(value)) {}
  const char* name() const override { return name_.c_str(); }
  void write(std::ostream& os) const override { os << value_; }
#ifdef SAFE_HEADER_CAST
  uint64_t hash() const override { return std::hash<std::string>()(name_); }
#endif

 private:
  std::string name_;
  std::string value_;
};

std::string lowerCase(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

// Parsed once: most answers are JSON.
const Http::Mime::MediaType& mediaType(const std::string& content_type) {
  static const std::string kJson = "application/json";
  static const Http::Mime::MediaType json = Http::Mime::MediaType::fromString(kJson);
  thread_local Http::Mime::MediaType other;
  if (content_type == kJson) return json;
  other = Http::Mime::MediaType::fromString(content_type);
  return other;
}

class RequestHandler : public Http::Handler {
 public:
  HTTP_PROTOTYPE(RequestHandler)

  RequestHandler(Dispatcher* dispatcher, std::shared_ptr<AnswerGate> gate)
      : dispatcher_(dispatcher), gate_(std::move(gate)) {}

  void onRequest(const Http::Request& req, Http::ResponseWriter writer) override {
    HttpRequest request;
    request.method = Http::methodString(req.method());
    request.path = req.resource();
    // Pistache splits the query but leaves names and values percent-encoded.
    for (auto it = req.query().parameters_begin(); it != req.query().parameters_end(); ++it) {
      request.query.emplace_back(percentDecode(it->first, true), percentDecode(it->second, true));
    }
    if (auto auth = req.headers().tryGet<Http::Header::Authorization>()) {
      request.authorization = auth->value();
    }
    // Pistache keeps the headers it knows typed and the rest raw; the handlers see both.
    std::ostringstream value;  // one stream for all: constructing one costs more than a header
    for (const auto& header : req.headers().list()) {
      value.str(std::string());
      header->write(value);
      request.headers.emplace_back(lowerCase(header->name()), value.str());
    }
    for (const auto& [name, raw] : req.headers().rawList()) {
      request.headers.emplace_back(lowerCase(name), raw.value());
    }
    request.peer_address = req.address().host();
    request.body = req.body();
    // HTTP/1.1 keeps the connection open unless the client says otherwise; Pistache would
    // otherwise answer "Connection: Close" to every request without a Connection header.
    bool keep_alive = req.version() == Http::Version::Http11 &&
                      !req.headers().has<Http::Header::Connection>();
    // The dispatcher may answer on another thread (a handler that answers later), so the
    // writer moves into the completion; Pistache queues writes from any thread.
    auto shared_writer = std::make_shared<Http::ResponseWriter>(std::move(writer));
    auto answer = [shared_writer, keep_alive, gate = gate_](HttpResponse response) {
      std::shared_lock<std::shared_mutex> lock(gate->mutex);
      if (!gate->open) return;  // the server stopped; there is no connection to answer on
      Http::ResponseWriter& w = *shared_writer;
      for (const auto& [name, value] : response.headers) {
        w.headers().add(std::make_shared<NamedHeader>(name, value));
      }
      if (keep_alive) {
        w.headers().remove<Http::Header::Connection>();
        w.headers().add<Http::Header::Connection>(Http::ConnectionControl::KeepAlive);
      }
      auto code = static_cast<Http::Code>(response.status);
      if (response.body.empty()) {
        w.send(code);
      } else {
        w.send(code, response.body, mediaType(response.content_type));
      }
    };
    dispatcher_->handle(std::move(request), std::move(answer));
  }

 private:
  Dispatcher* dispatcher_;
  std::shared_ptr<AnswerGate> gate_;
};

}  // namespace

PistacheServer::PistacheServer(Dispatcher& dispatcher, std::string address, int port, int threads,
                               std::int64_t max_body_bytes)
    : dispatcher_(dispatcher), address_(std::move(address)), port_(port), threads_(threads),
      max_body_bytes_(max_body_bytes) {}

PistacheServer::~PistacheServer() { stop(); }

seo::sdk::Result<int> PistacheServer::start() {
  try {
    Address addr(address_, Port(static_cast<uint16_t>(port_)));
    endpoint_ = std::make_unique<Http::Endpoint>(addr);
    // Pistache answers on its own (plain text) once a request outgrows its buffer; leave room
    // above the API's limit so the dispatcher's JSON 413 covers bodies up to 4x the limit.
    auto max_request = static_cast<size_t>(max_body_bytes_ * 4 + 64 * 1024);
    auto opts = Http::Endpoint::options()
                    .threads(threads_)
                    .flags(Tcp::Options::ReuseAddr)
                    .maxRequestSize(max_request)
                    .maxResponseSize(64 * 1024 * 1024);
    endpoint_->init(opts);
    gate_ = std::make_shared<AnswerGate>();
    endpoint_->setHandler(Http::make_handler<RequestHandler>(&dispatcher_, gate_));
    endpoint_->serveThreaded();
    return static_cast<int>(static_cast<uint16_t>(endpoint_->getPort()));
  } catch (const std::exception& e) {
    return seo::sdk::Status::unavailable(std::string("cannot listen on ") + address_ + ":" +
                                         std::to_string(port_) + ": " + e.what());
  }
}

void PistacheServer::stop() {
  if (gate_) {
    std::unique_lock<std::shared_mutex> lock(gate_->mutex);
    gate_->open = false;
  }
  if (endpoint_) {
    endpoint_->shutdown();
    endpoint_.reset();
  }
}

}  // namespace seo::core
