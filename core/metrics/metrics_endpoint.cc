#include "core/metrics/metrics_endpoint.h"

#include <openssl/crypto.h>

#include <map>
#include <utility>

#include "core/common/digest.h"
#include "core/http/dispatch_stages.h"
#include "core/metrics/process_metrics.h"
#include "core/metrics/server_metrics.h"
#include "core/storage/row_values.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

constexpr std::string_view kBearer = "Bearer ";

// "host:port" or "[v6]:port" into its parts; false when it is not one.
bool splitListen(const std::string& text, std::string* host, int* port) {
  std::size_t colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0) return false;
  std::string h = text.substr(0, colon);
  if (h.size() > 2 && h.front() == '[' && h.back() == ']') h = h.substr(1, h.size() - 2);
  int p = parsePort(text.substr(colon + 1).c_str());
  if (p <= 0) return false;
  *host = h;
  *port = p;
  return true;
}

}  // namespace

Result<std::unique_ptr<MetricsEndpoint>> MetricsEndpoint::create(const MetricsConfig& config,
                                                                 Database& db,
                                                                 PluginManager& plugins) {
  std::unique_ptr<MetricsEndpoint> endpoint(new MetricsEndpoint(db, plugins));
  auto networks = NetworkList::parse(config.allowed_networks);
  if (!networks.isOk()) {
    return Status::invalidArgument("metrics.allowed_networks: " + networks.status().message());
  }
  endpoint->networks_ = std::move(networks).value();
  if (endpoint->networks_.empty() && config.token.empty()) {
    return Status::invalidArgument(
        "metrics.allowed_networks is empty and metrics.token is not set: /metrics would be open "
        "to anyone; set a token (SEO_METRICS_TOKEN) or list the scrapers' networks");
  }
  if (!config.token.empty()) endpoint->token_digest_ = sha256Hex(config.token);
  if (!config.listen.empty() &&
      !splitListen(config.listen, &endpoint->listen_address_, &endpoint->listen_port_)) {
    return Status::invalidArgument("metrics.listen: \"" + config.listen +
                                   "\" is not address:port, such as 127.0.0.1:9464");
  }
  return endpoint;
}

HttpResponse MetricsEndpoint::answer(const HttpRequest& request, const std::string& client,
                                     bool unknown_proxy) {
  HttpResponse response;
  if (request.method != "GET" && request.method != "HEAD") {
    response = errorResponse(405, "Method not allowed");
    response.headers.emplace_back("Allow", "GET, HEAD");
  } else if (!networks_.empty() && (unknown_proxy || !networks_.contains(client))) {
    response = errorResponse(
        403, unknown_proxy ? "Metrics are not served through a proxy that client_ip_header "
                             "does not name"
                           : "Metrics are not served to your address");
  } else if (!token_digest_.empty() &&
             (request.authorization.rfind(kBearer, 0) != 0 ||
              CRYPTO_memcmp(sha256Hex(std::string_view(request.authorization).substr(
                                          kBearer.size()))
                                .data(),
                            token_digest_.data(), token_digest_.size()) != 0)) {
    response = errorResponse(401, "A valid metrics token is required (Authorization: Bearer)");
    response.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"metrics\"");
  } else {
    response.body = render();
    response.content_type = MetricsText::kContentType;
    response.headers.emplace_back("Cache-Control", "no-store");
  }
  response.route = kMetricsPath;
  return response;
}

std::string MetricsEndpoint::render() {
  MetricsText out;
  out.family("seo_build_info", "gauge", "The server's version and database; always 1.");
  out.sample("seo_build_info",
             {{"version", SEO_SERVER_VERSION},
              {"database", db_.dialect() == Dialect::Sqlite ? "sqlite" : "postgresql"}},
             1);
  writeProcessMetrics(out);
  serverMetrics().write(out);

  Database::PoolUse pool = db_.poolUse();
  out.family("seo_database_connections", "gauge", "Connections in the database pool.");
  out.sample("seo_database_connections", {}, pool.size);
  out.family("seo_database_connections_in_use", "gauge", "Pool connections leased now.");
  out.sample("seo_database_connections_in_use", {}, pool.in_use);
  out.family("seo_database_connection_waiters", "gauge",
             "Callers waiting for a pool connection.");
  out.sample("seo_database_connection_waiters", {}, pool.waiting);
  writeJobs(out);

  std::shared_ptr<const Catalog> catalog = plugins_.current();
  out.family("seo_plugins_loaded", "gauge", "Plugins serving now.");
  out.sample("seo_plugins_loaded", {}, static_cast<double>(catalog->plugins.size()));
  for (const auto& source : sources_) source(out);
  return out.text();
}

// The queue as the database has it (every process's jobs): waiting and running by kind, and
// the failed ones kept for jobs.retention. seo_database_up says whether it could be read.
void MetricsEndpoint::writeJobs(MetricsText& out) {
  std::map<std::pair<std::string, std::string>, long long> counts;
  Status read = db_.withSession([&counts](soci::session& sql) {
    soci::rowset<soci::row> rows = (sql.prepare << "SELECT kind, status, COUNT(*) FROM jobs "
                                                   "WHERE status IN ('pending', 'processing', "
                                                   "'failed') GROUP BY kind, status");
    for (const soci::row& row : rows) {
      const std::string status = row.get<std::string>(1);
      const char* state = status == "pending"      ? "queued"
                          : status == "processing" ? "running"
                                                   : "failed";
      counts[{row.get<std::string>(0), state}] = integerAt(row, 2);
    }
    return Status::ok();
  });
  out.family("seo_database_up", "gauge", "1 when the database answered this scrape's query.");
  out.sample("seo_database_up", {}, read.isOk() ? 1 : 0);
  if (!read.isOk()) return;
  out.family("seo_jobs", "gauge",
             "Jobs in the queue by kind and state: queued (due or later), running, failed "
             "(kept for jobs.retention).");
  for (const auto& [key, n] : counts) {
    out.sample("seo_jobs", {{"kind", key.first}, {"state", key.second}}, static_cast<double>(n));
  }
}

}  // namespace seo::core
