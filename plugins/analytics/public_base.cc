#include "plugins/analytics/public_base.h"

#include <cctype>
#include <string_view>

namespace seo::plugins::analytics {

namespace {

// "example.com", "example.com:8443", "[::1]:8080": what a Host header may hold, nothing that
// could leave an HTML attribute.
bool isHostHeader(std::string_view host) {
  if (host.empty() || host.size() > 261) return false;
  std::size_t port_at = std::string_view::npos;
  if (host.front() == '[') {
    std::size_t close = host.find(']');
    if (close == std::string_view::npos) return false;
    for (char c : host.substr(1, close - 1)) {
      if (!std::isxdigit(static_cast<unsigned char>(c)) && c != ':' && c != '.') return false;
    }
    if (close + 1 < host.size()) {
      if (host[close + 1] != ':') return false;
      port_at = close + 2;
    }
  } else {
    std::size_t colon = host.find(':');
    for (char c : host.substr(0, colon)) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.') return false;
    }
    if (colon != std::string_view::npos) port_at = colon + 1;
  }
  if (port_at == std::string_view::npos) return true;
  std::string_view port = host.substr(port_at);
  if (port.empty() || port.size() > 5) return false;
  for (char c : port) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

seo::sdk::Result<std::string> publicBase(const seo::sdk::RequestContext& ctx) {
  std::string base = ctx.host->setting("analytics.public_url").value_or("");
  if (base.empty()) {
    std::string host(ctx.header("host").value_or("localhost"));
    if (!isHostHeader(host)) {
      return seo::sdk::Status::invalidArgument(
          "The Host header is not a host name; set settings.analytics.public_url");
    }
    base = "//" + host;
  }
  while (!base.empty() && base.back() == '/') base.pop_back();
  return base;
}

}  // namespace seo::plugins::analytics
