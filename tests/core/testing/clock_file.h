// SEO_CLOCK_FILE for a whole test binary (core/common/clock.h): clockNow() reads the variable's
// name once per process, so one file in the temp folder, named after the process, serves every
// test of the binary. Call install() in SetUpTestSuite and remove() in TearDownTestSuite.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace seo::core::testing {

class ClockFile {
 public:
  static void install() {
    setenv("SEO_CLOCK_FILE", path().c_str(), 1);
    move(0);
  }
  static void remove() { std::filesystem::remove(path()); }
  // The server's clock runs `seconds` ahead of the system's from now on.
  static void move(long long seconds) { std::ofstream(path()) << seconds; }

 private:
  static std::filesystem::path path() {
    return std::filesystem::temp_directory_path() /
           ("seo-unit-clock-" + std::to_string(::getpid()));
  }
};

}  // namespace seo::core::testing
