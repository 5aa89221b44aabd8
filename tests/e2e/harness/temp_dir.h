// A private temporary directory per test (mkdtemp), removed with everything in it on destruction,
// so tests that run in parallel never share a database, plugin folder or log file.
#pragma once

#include <string>

namespace seo::tests {

class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // The directory's absolute path; empty when mkdtemp failed.
  const std::string& path() const { return path_; }
  // `path()/name`.
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

// Reads a whole file; empty when it cannot be read.
std::string readFile(const std::string& path);
// Writes `text` to `path`, replacing it; false on failure.
bool writeFile(const std::string& path, const std::string& text);

}  // namespace seo::tests
