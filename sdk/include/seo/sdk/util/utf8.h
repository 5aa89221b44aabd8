// File: utf8.h
// Checks on text that came from outside (query values, headers, uploaded files) before it is
// stored or echoed: strict UTF-8 (RapidJSON's validator: no overlong forms, no surrogates,
// nothing past U+10FFFF) and no NUL, which PostgreSQL cannot store and C strings cut short.
//
//   if (!utf8::isCleanText(value)) return Status::invalidField("q", "not valid UTF-8 text");
//
// Header-only and thread-safe.
#pragma once

#include <cstring>
#include <string>
#include <string_view>

#include <rapidjson/encodings.h>
#include <rapidjson/memorystream.h>

namespace seo::sdk {
inline namespace v2 {
namespace utf8 {

namespace internal {
struct Discard {
  void Put(char) {}
};
}  // namespace internal

// The number of characters (code points) of valid UTF-8 `text`.
inline std::size_t characterCount(std::string_view text) {
  std::size_t count = 0;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;  // not a continuation byte
  }
  return count;
}

// True when `text` is well-formed UTF-8 (ASCII included).
inline bool isValid(std::string_view text) {
  rapidjson::MemoryStream in(text.data(), text.size());
  internal::Discard out;
  while (in.Tell() < text.size()) {
    if (!rapidjson::UTF8<>::Validate(in, out)) return false;
  }
  return true;
}

// Well-formed UTF-8 without NUL: what may be stored in a text column on every backend.
inline bool isCleanText(std::string_view text) {
  return std::memchr(text.data(), 0, text.size()) == nullptr && isValid(text);
}

// The longest start of `text` of at most `max_bytes` that does not cut a character in two, for
// shortening shown values.
inline std::string_view truncated(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return text;
  std::size_t end = max_bytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return text.substr(0, end);
}

// `text` with each ill-formed sequence and each NUL replaced by U+FFFD, for echoing untrusted
// bytes into logs or messages.
inline std::string sanitized(std::string_view text) {
  if (isCleanText(text)) return std::string(text);
  std::string out;
  out.reserve(text.size());
  rapidjson::MemoryStream in(text.data(), text.size());
  while (in.Tell() < text.size()) {
    std::size_t start = in.Tell();
    internal::Discard discard;
    bool ok = rapidjson::UTF8<>::Validate(in, discard);
    std::size_t end = in.Tell();
    if (ok && !(end == start + 1 && text[start] == '\0')) {
      out.append(text.substr(start, end - start));
    } else {
      out += "\xEF\xBF\xBD";
      if (end == start) in.Take();  // always move on
    }
  }
  return out;
}

}  // namespace utf8
}  // namespace v2
}  // namespace seo::sdk
