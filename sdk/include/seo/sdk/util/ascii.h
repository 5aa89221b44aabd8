// File: ascii.h
// ASCII case folding and trimming for protocol tokens and user text (header names, schemes, host
// names, keys under which names are compared), independent of the process locale. Header-only
// and thread-safe.
//
//   if (ascii::lower(name) == "content-type") ...
//   std::string_view name = ascii::trim(raw);
#pragma once

#include <string>
#include <string_view>

namespace seo::sdk {
inline namespace v2 {
namespace ascii {

inline char lowerChar(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
inline char upperChar(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// `text` with A-Z folded to a-z; every other byte unchanged.
inline std::string lower(std::string text) {
  for (char& c : text) c = lowerChar(c);
  return text;
}
inline std::string lower(std::string_view text) { return lower(std::string(text)); }
inline std::string lower(const char* text) { return lower(std::string(text)); }
// `text` with a-z folded to A-Z; every other byte unchanged.
inline std::string upper(std::string text) {
  for (char& c : text) c = upperChar(c);
  return text;
}

inline bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isHexDigit(char c) {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// `text` without leading and trailing ASCII whitespace (a view into `text`).
inline std::string_view trim(std::string_view text) {
  std::size_t begin = 0, end = text.size();
  while (begin < end && isSpace(text[begin])) ++begin;
  while (end > begin && isSpace(text[end - 1])) --end;
  return text.substr(begin, end - begin);
}

inline bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lowerChar(a[i]) != lowerChar(b[i])) return false;
  }
  return true;
}
inline bool startsWithIgnoreCase(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && equalsIgnoreCase(text.substr(0, prefix.size()), prefix);
}

}  // namespace ascii
}  // namespace v2
}  // namespace seo::sdk
