// GET /metrics: what serverMetrics() counted, with what is read at scrape time (the database
// pool, the job queue by kind and state, the plugins loaded, the process), in the Prometheus text
// format. Off unless metrics.enabled; guarded by a bearer token and/or a list of client networks
// (config.h, MetricsConfig); served on the API's listener or on a listener of its own.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/config.h"
#include "core/http/http_types.h"
#include "core/loader/plugin_manager.h"
#include "core/metrics/metrics_text.h"
#include "core/metrics/network_list.h"
#include "core/storage/database.h"

namespace seo::core {

inline constexpr std::string_view kMetricsPath = "/metrics";

// Thread-safe.
class MetricsEndpoint {
 public:
  // InvalidArgument naming the setting when the networks or the listen address are not valid,
  // or when neither a token nor a network list would guard it.
  static seo::sdk::Result<std::unique_ptr<MetricsEndpoint>> create(const MetricsConfig& config,
                                                                   Database& db,
                                                                   PluginManager& plugins);

  // Series the caller knows of (a listener's open connections); call before serving.
  void addSource(std::function<void(MetricsText&)> source) {
    sources_.push_back(std::move(source));
  }

  // The answer to `request` from `client` (the address the server takes for the client's).
  // `unknown_proxy`: the request carries forwarding headers that no client_ip_header reads, so
  // its client is not known; refused when networks are checked.
  HttpResponse answer(const HttpRequest& request, const std::string& client, bool unknown_proxy);

  // The dedicated listener's "host" and port, when metrics.listen names one.
  const std::string& listenAddress() const { return listen_address_; }
  int listenPort() const { return listen_port_; }

 private:
  MetricsEndpoint(Database& db, PluginManager& plugins) : db_(db), plugins_(plugins) {}
  std::string render();
  void writeJobs(MetricsText& out);

  Database& db_;
  PluginManager& plugins_;
  std::string token_digest_;  // SHA-256 hex of the token; "" asks for none
  NetworkList networks_;      // empty: any address
  std::string listen_address_;
  int listen_port_ = -1;
  std::vector<std::function<void(MetricsText&)>> sources_;
};

}  // namespace seo::core
