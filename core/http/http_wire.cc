#include "core/http/http_wire.h"

#include <chrono>
#include <ctime>

#include "core/http/dispatcher.h"
#include "core/http/server_error.h"

namespace seo::core {
namespace {

// "Sun, 06 Nov 1994 08:49:37 GMT", formatted once a second per thread.
const std::string& httpDate() {
  thread_local std::time_t cached_second = 0;
  thread_local std::string cached;
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  if (now != cached_second) {
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    cached = buf;
    cached_second = now;
  }
  return cached;
}

}  // namespace

const char* reasonPhrase(int status) {
  switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 402: return "Payment Required";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    case 505: return "HTTP Version Not Supported";
    default: return "Status";
  }
}

std::string serializeResponse(const HttpResponse& response, bool head_only, bool keep_alive) {
  std::string out;
  out.reserve(256 + response.body.size());
  out += "HTTP/1.1 ";
  out += std::to_string(response.status);
  out += ' ';
  out += reasonPhrase(response.status);
  out += "\r\nDate: ";
  out += httpDate();
  out += "\r\n";
  for (const auto& [name, value] : response.headers) {
    out += name;
    out += ": ";
    out += value;
    out += "\r\n";
  }
  // 1xx, 204 and 304 carry no body and no Content-Length (RFC 9110, 8.6).
  bool bodiless = response.status < 200 || response.status == 204 || response.status == 304;
  if (!bodiless) {
    if (!response.body.empty()) {
      out += "Content-Type: ";
      out += response.content_type;
      out += "\r\n";
    }
    out += "Content-Length: ";
    out += std::to_string(response.body.size());
    out += "\r\n";
  }
  out += keep_alive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
  if (!bodiless && !head_only) out += response.body;
  return out;
}

HttpResponse transportError(int status, const std::string& message,
                            const std::string& request_id) {
  HttpResponse response = errorResponse(status, message);
  response.headers.emplace_back("Access-Control-Allow-Origin", "*");
  response.headers.emplace_back("X-Request-Id", request_id);
  // A connection refused while draining or full says when to come back, as every 503 does.
  if (status == 503) {
    response.headers.emplace_back("Retry-After", std::to_string(kRetryAfterSeconds));
  }
  return response;
}

}  // namespace seo::core
