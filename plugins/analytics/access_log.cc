#include "plugins/analytics/access_log.h"

#include <openssl/evp.h>

#include <chrono>
#include <cstdio>

#include "seo/sdk/util/utf8.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

Status malformed(const char* why) {
  return Status::invalidArgument(std::string("Malformed access log line: ") + why);
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The `count` digits at the front of `*text` as a number, consumed; -1 if they are not digits.
int takeNumber(std::string_view* text, std::size_t count) {
  if (text->size() < count) return -1;
  int value = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (!isDigit((*text)[i])) return -1;
    value = value * 10 + ((*text)[i] - '0');
  }
  text->remove_prefix(count);
  return value;
}

bool takeChar(std::string_view* text, char c) {
  if (text->empty() || text->front() != c) return false;
  text->remove_prefix(1);
  return true;
}

// Text up to the next space (not empty), consumed with the space.
bool takeToken(std::string_view* text, std::string_view* token) {
  std::size_t space = text->find(' ');
  if (space == 0 || space == std::string_view::npos) return false;
  *token = text->substr(0, space);
  text->remove_prefix(space + 1);
  return true;
}

// A double-quoted field, its escapes resolved as access_log.h describes, consumed.
bool takeQuoted(std::string_view* text, std::string* out) {
  if (!takeChar(text, '"')) return false;
  out->clear();
  std::size_t i = 0;
  while (i < text->size()) {
    char c = (*text)[i];
    if (c == '"') {
      text->remove_prefix(i + 1);
      return true;
    }
    if (c != '\\' || i + 1 >= text->size()) {
      out->push_back(c);
      ++i;
      continue;
    }
    char next = (*text)[i + 1];
    if (next == '"' || next == '\\') {
      out->push_back(next);
      i += 2;
    } else if (next == 'x' && i + 3 < text->size() && hexValue((*text)[i + 2]) >= 0 &&
               hexValue((*text)[i + 3]) >= 0) {
      int byte = hexValue((*text)[i + 2]) * 16 + hexValue((*text)[i + 3]);
      if (byte >= 0x20 && byte < 0x7f) {
        out->push_back(static_cast<char>(byte));
      } else {
        out->append(text->substr(i, 4));
      }
      i += 4;
    } else {
      out->append(text->substr(i, 2));
      i += 2;
    }
  }
  return false;  // no closing quote
}

int monthNumber(std::string_view name) {
  static constexpr std::string_view kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                 "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  for (int m = 0; m < 12; ++m) {
    if (name == kMonths[m]) return m + 1;
  }
  return 0;
}

// "[21/Nov/2026:19:50:58 +0100]", consumed, as "2026-11-21T18:50:58Z".
bool takeTime(std::string_view* text, std::string* iso) {
  using namespace std::chrono;
  if (!takeChar(text, '[')) return false;
  int d = takeNumber(text, 2);
  if (d < 0 || !takeChar(text, '/') || text->size() < 4) return false;
  int m = monthNumber(text->substr(0, 3));
  text->remove_prefix(3);
  if (m == 0 || !takeChar(text, '/')) return false;
  int y = takeNumber(text, 4);
  if (y < 0 || !takeChar(text, ':')) return false;
  int hh = takeNumber(text, 2);
  if (hh < 0 || hh > 23 || !takeChar(text, ':')) return false;
  int mm = takeNumber(text, 2);
  if (mm < 0 || mm > 59 || !takeChar(text, ':')) return false;
  int ss = takeNumber(text, 2);
  if (ss < 0 || ss > 59 || !takeChar(text, ' ') || text->empty()) return false;
  char sign = text->front();
  text->remove_prefix(1);
  int offset_h = takeNumber(text, 2);
  int offset_m = takeNumber(text, 2);
  if ((sign != '+' && sign != '-') || offset_h < 0 || offset_h > 23 || offset_m < 0 ||
      offset_m > 59 || !takeChar(text, ']')) {
    return false;
  }
  year_month_day date{year{y}, month{static_cast<unsigned>(m)}, day{static_cast<unsigned>(d)}};
  if (!date.ok()) return false;
  // Local time minus its offset from UTC is UTC.
  minutes offset{(sign == '-' ? -1 : 1) * (offset_h * 60 + offset_m)};
  sys_seconds utc = sys_days{date} + hours{hh} + minutes{mm} + seconds{ss} - offset;
  sys_days utc_day = floor<days>(utc);
  year_month_day utc_date{utc_day};
  hh_mm_ss<seconds> clock{utc - utc_day};
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%04d-%02u-%02uT%02d:%02d:%02dZ",
                static_cast<int>(utc_date.year()), static_cast<unsigned>(utc_date.month()),
                static_cast<unsigned>(utc_date.day()), static_cast<int>(clock.hours().count()),
                static_cast<int>(clock.minutes().count()),
                static_cast<int>(clock.seconds().count()));
  *iso = buffer;
  return true;
}

// "GET /path HTTP/1.1": exactly three parts, an upper-case method and an HTTP version.
bool splitRequest(std::string_view request, AccessLogHit* hit) {
  std::size_t first = request.find(' ');
  std::size_t last = request.rfind(' ');
  if (first == std::string_view::npos || first == last) return false;
  std::string_view method = request.substr(0, first);
  std::string_view target = request.substr(first + 1, last - first - 1);
  std::string_view protocol = request.substr(last + 1);
  if (method.empty() || method.size() > 32 || target.empty() ||
      target.find(' ') != std::string_view::npos) {
    return false;
  }
  for (char c : method) {
    if (!((c >= 'A' && c <= 'Z') || c == '-' || c == '_')) return false;
  }
  if (protocol.substr(0, 5) != "HTTP/" || protocol.size() == 5) return false;
  for (char c : protocol.substr(5)) {
    if (!isDigit(c) && c != '.') return false;
  }
  hit->method = std::string(method);
  hit->target = std::string(target);
  return true;
}

}  // namespace

Result<AccessLogHit> parseCombinedLogLine(std::string_view line) {
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
  if (line.empty()) return malformed("empty line");
  // Its fields are stored and shown: a line of bytes that are not text is not a log line, and
  // nginx and Apache escape control bytes, so a raw one means the line is not theirs.
  if (!seo::sdk::utf8::isCleanText(line)) return malformed("not UTF-8 text");
  for (char c : line) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return malformed("control character");
  }
  AccessLogHit hit;
  hit.raw_line = std::string(line);
  std::string_view rest = line;

  std::string_view host, ident, user;
  if (!takeToken(&rest, &host)) return malformed("no client address");
  if (!takeToken(&rest, &ident) || !takeToken(&rest, &user)) return malformed("no user fields");
  hit.client_ip = std::string(host);
  // A line of some other log (an error log, JSON) gets this far too: say it is not one of ours
  // rather than blame a time it does not have.
  if (!rest.starts_with('[')) return malformed("not in the combined format (no [time] field)");
  if (!takeTime(&rest, &hit.time_utc)) return malformed("bad time");

  std::string request;
  if (!takeChar(&rest, ' ') || !takeQuoted(&rest, &request)) return malformed("no request");
  if (!splitRequest(request, &hit)) return malformed("request is not 'METHOD target HTTP/n'");

  int status = -1;
  if (takeChar(&rest, ' ')) status = takeNumber(&rest, 3);
  if (status < 100 || status > 599) return malformed("bad status");
  hit.status = status;
  // The response size is checked, not kept: "-" (Apache, for none) or a number.
  if (!takeChar(&rest, ' ')) return malformed("no size");
  std::string_view size = rest.substr(0, rest.find(' '));
  rest.remove_prefix(size.size());
  if (size.empty()) return malformed("no size");
  if (size != "-") {
    for (char c : size) {
      if (!isDigit(c)) return malformed("bad size");
    }
  }

  if (!takeChar(&rest, ' ') || !takeQuoted(&rest, &hit.referrer)) return malformed("no referrer");
  if (!takeChar(&rest, ' ') || !takeQuoted(&rest, &hit.user_agent)) {
    return malformed("no user agent");
  }
  if (!rest.empty() && rest.front() != ' ') return malformed("text after the user agent");
  if (hit.referrer == "-") hit.referrer.clear();
  if (hit.user_agent == "-") hit.user_agent.clear();
  return hit;
}

std::string hitKey(const AccessLogHit& hit) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(hit.raw_line.data(), hit.raw_line.size(), digest, &length, EVP_sha256(), nullptr);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string key;
  key.reserve(length * 2);
  for (unsigned int i = 0; i < length; ++i) {
    key.push_back(kHex[digest[i] >> 4]);
    key.push_back(kHex[digest[i] & 0x0f]);
  }
  return key;
}

}  // namespace seo::plugins::analytics
