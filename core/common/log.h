// Structured logging: one JSON object per line on stderr, so operators can grep or ship it.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace seo::core {

enum class Level { Debug, Info, Warning, Error };

// A field of a log line. Numbers are written unquoted.
struct LogField {
  LogField(std::string_view k, std::string_view v) : key(k), value(v), quoted(true) {}
  LogField(std::string_view k, const char* v) : key(k), value(v), quoted(true) {}
  LogField(std::string_view k, const std::string& v) : key(k), value(v), quoted(true) {}
  LogField(std::string_view k, long long v) : key(k), value(std::to_string(v)), quoted(false) {}
  LogField(std::string_view k, int v) : key(k), value(std::to_string(v)), quoted(false) {}
  LogField(std::string_view k, double v);
  std::string key;
  std::string value;
  bool quoted;
};

// Writes {"ts":..., "level":..., "msg":..., fields...} as one line. Thread-safe.
void logLine(Level level, std::string_view msg, std::initializer_list<LogField> fields = {});
// Lines below `level` are dropped. Default Info.
void setLogLevel(Level level);

}  // namespace seo::core
