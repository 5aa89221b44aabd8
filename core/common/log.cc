#include "core/common/log.h"

#include <atomic>
#include <cstdio>
#include <mutex>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/common/clock.h"
#include "core/common/log_repeats.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {
namespace {

std::atomic<int> g_level{static_cast<int>(Level::Info)};
std::mutex g_mutex;
// Warnings and errors: 10 lines of a message at once, then one each 5 s (log_repeats.h).
LogRepeats g_repeats(10, std::chrono::seconds(5));

const char* levelName(Level level) {
  switch (level) {
    case Level::Debug: return "debug";
    case Level::Info: return "info";
    case Level::Warning: return "warning";
    case Level::Error:
    default: return "error";
  }
}

}  // namespace

LogField::LogField(std::string_view k, double v) : key(k), quoted(false) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  value = buf;
}

void setLogLevel(Level level) { g_level = static_cast<int>(level); }

void logLine(Level level, std::string_view msg, std::initializer_list<LogField> fields) {
  if (static_cast<int>(level) < g_level.load(std::memory_order_relaxed)) {
    return;
  }
  long long suppressed = 0;
  if (level >= Level::Warning &&
      !g_repeats.admit(msg, std::chrono::steady_clock::now(), &suppressed)) {
    return;
  }
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartObject();
  w.Key("ts");
  std::string ts = isoNow();
  w.String(ts.c_str(), static_cast<rapidjson::SizeType>(ts.size()));
  w.Key("level");
  w.String(levelName(level));
  // Fields carry request bytes (paths, names): a log line stays valid UTF-8 JSON whatever came.
  auto text = [&w](std::string_view raw, bool key) {
    std::string clean = seo::sdk::utf8::sanitized(raw);
    auto size = static_cast<rapidjson::SizeType>(clean.size());
    key ? w.Key(clean.c_str(), size) : w.String(clean.c_str(), size);
  };
  w.Key("msg");
  text(msg, false);
  for (const LogField& f : fields) {
    text(f.key, true);
    if (f.quoted) {
      text(f.value, false);
    } else {
      w.RawValue(f.value.c_str(), f.value.size(), rapidjson::kNumberType);
    }
  }
  if (suppressed > 0) {
    w.Key("suppressed_repeats");  // lines of this message dropped since the last one written
    w.Int64(suppressed);
  }
  w.EndObject();
  buf.Put('\n');
  // One write per line: stderr is unbuffered, and lines from threads must not interleave.
  std::lock_guard<std::mutex> lock(g_mutex);
  std::fwrite(buf.GetString(), 1, buf.GetSize(), stderr);
}

}  // namespace seo::core
