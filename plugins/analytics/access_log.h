// One line of a web server's access log in the "combined" format, which nginx writes by default
// and Apache writes with `LogFormat ... combined`:
//
//   %h %l %u [%d/%b/%Y:%H:%M:%S %z] "%r" %>s %b "%{Referer}i" "%{User-agent}i"
//   203.0.113.9 - - [21/Nov/2026:19:50:58 +0100] "GET /blog/x?y=1 HTTP/2.0" 200 512 "-" "curl/8.5"
//
//   Result<AccessLogHit> hit = parseCombinedLogLine(line);
//   if (!hit.isOk()) { ++malformed; continue; }   // the status says why
//   record(hitKey(hit.value()), hit.value());
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::plugins::analytics {

// What one log line says about one request.
struct AccessLogHit {
  std::string client_ip;   // as logged: an address, or a host name if the server resolved it
  std::string time_utc;    // ISO 8601 in UTC, "2026-11-21T18:50:58Z", from the logged offset
  std::string method;      // "GET"
  std::string target;      // the request target as logged, e.g. "/blog/post?x=1"
  int status = 0;          // 100 to 599
  std::string referrer;    // "" when logged as "-"
  std::string user_agent;  // "" when logged as "-"
  std::string raw_line;    // the whole line without its trailing CR/LF: what hitKey hashes
};

// Parses one line; trailing "\r\n" is ignored, and so are extra fields after the User-Agent
// (nginx and Apache formats that append e.g. "$http_x_forwarded_for"). In the quoted fields,
// nginx's \x22 / \x5C and Apache's \" / \\ become " and \, other \xHH escapes of printable ASCII
// become that character, and any other escape stays as logged, so fields hold no control bytes.
// InvalidArgument "Malformed access log line: <reason>" for anything else, including request
// lines that are not "METHOD target HTTP/n" (TLS handshakes sent to the plain-HTTP port, "-"
// for a connection closed before its request).
seo::sdk::Result<AccessLogHit> parseCombinedLogLine(std::string_view line);

// A stable idempotency key for a hit: the lower-case hex SHA-256 of hit.raw_line, so importing
// the same log twice finds every key already recorded. Two byte-identical lines (the same client
// asking for the same page in the same second) share a key and count once.
std::string hitKey(const AccessLogHit& hit);

}  // namespace seo::plugins::analytics
