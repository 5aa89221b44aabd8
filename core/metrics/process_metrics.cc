#include "core/metrics/process_metrics.h"

#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace seo::core {
namespace {

// /proc/self/stat's fields after the command name (which may hold spaces), from field 3 on.
std::vector<std::string> statFields() {
  std::ifstream file("/proc/self/stat");
  std::string line;
  std::getline(file, line);
  std::vector<std::string> fields;
  std::size_t close = line.rfind(')');
  if (close == std::string::npos) return fields;
  std::istringstream rest(line.substr(close + 1));
  for (std::string f; rest >> f;) fields.push_back(f);
  return fields;
}

// The boot time in seconds since the epoch (/proc/stat's btime).
double bootTime() {
  std::ifstream file("/proc/stat");
  for (std::string key; file >> key;) {
    if (key == "btime") {
      double t = 0;
      file >> t;
      return t;
    }
    file.ignore(1 << 20, '\n');
  }
  return 0;
}

}  // namespace

void writeProcessMetrics(MetricsText& out) {
  std::vector<std::string> f = statFields();
  // Field n of stat(5) is f[n - 3].
  if (f.size() >= 22) {
    const double ticks = static_cast<double>(::sysconf(_SC_CLK_TCK));
    const double page = static_cast<double>(::sysconf(_SC_PAGESIZE));
    double cpu = (std::stod(f[11]) + std::stod(f[12])) / ticks;  // utime + stime
    out.family("process_cpu_seconds_total", "counter", "User and system CPU time spent.");
    out.sample("process_cpu_seconds_total", {}, cpu);
    out.family("process_start_time_seconds", "gauge", "Start time since the Unix epoch.");
    out.sample("process_start_time_seconds", {}, bootTime() + std::stod(f[19]) / ticks);
    out.family("process_virtual_memory_bytes", "gauge", "Virtual memory size.");
    out.sample("process_virtual_memory_bytes", {}, std::stod(f[20]));
    out.family("process_resident_memory_bytes", "gauge", "Resident memory size.");
    out.sample("process_resident_memory_bytes", {}, std::stod(f[21]) * page);
  }
  std::error_code ec;
  double open = 0;
  for (auto it = std::filesystem::directory_iterator("/proc/self/fd", ec);
       !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
    ++open;
  }
  out.family("process_open_fds", "gauge", "Open file descriptors.");
  out.sample("process_open_fds", {}, open);
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) == 0) {
    out.family("process_max_fds", "gauge", "The most file descriptors the process may open.");
    out.sample("process_max_fds", {}, static_cast<double>(limit.rlim_cur));
  }
}

}  // namespace seo::core
