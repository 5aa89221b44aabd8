#include "tests/e2e/harness/private_cluster.h"

#include <stdlib.h>

#include <filesystem>

#include "tests/e2e/harness/run_command.h"
#include "tests/testing/build_paths.h"
#include "tests/testing/database_url.h"

namespace seo::tests {
namespace {

const std::string kPgScript = seo::testing::scriptsDir() + "/pg";

std::string trimmed(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

}  // namespace

PrivateCluster::PrivateCluster() {
  // Short, under /tmp: the socket path must fit a sockaddr_un, and the postgres user must be
  // able to reach the folder (scripts/pg hands it over when run as root).
  char pattern[] = "/tmp/seo-pg-XXXXXX";
  if (::mkdtemp(pattern) == nullptr) {
    error_ = "mkdtemp failed";
    return;
  }
  dir_ = pattern;
  CommandResult started = runCommand({"/bin/bash", kPgScript, "start", dir_}, {}, 120);
  if (started.exit_code != 0) {
    error_ = "scripts/pg start: " + started.out + started.err;
    return;
  }
  admin_url_ = trimmed(started.out);
}

PrivateCluster::~PrivateCluster() {
  if (dir_.empty()) return;
  static_cast<void>(runCommand({"/bin/bash", kPgScript, "stop", dir_}, {}, 120));
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

std::string PrivateCluster::urlOf(const std::string& name) const {
  return seo::testing::withDatabaseName(admin_url_, name);
}

bool PrivateCluster::createDatabase(const std::string& name, std::string* error) const {
  CommandResult r = runCommand({seo::testing::psqlBin(), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d",
                                admin_url_, "-c", "CREATE DATABASE " + name});
  if (r.exit_code != 0) *error = r.out + r.err;
  return r.exit_code == 0;
}

bool PrivateCluster::query(const std::string& name, const std::string& sql,
                           std::string* out) const {
  CommandResult r = runCommand({seo::testing::psqlBin(), "-X", "-q", "-A", "-t", "-F", "|", "-v",
                                "ON_ERROR_STOP=1", "-d", urlOf(name), "-c", sql});
  *out = r.exit_code == 0 ? trimmed(r.out) : r.out + r.err;
  return r.exit_code == 0;
}

bool PrivateCluster::stop(std::string* error) const {
  CommandResult r = runCommand({"/bin/bash", kPgScript, "stop", dir_}, {}, 120);
  if (r.exit_code != 0) *error = r.out + r.err;
  return r.exit_code == 0;
}

bool PrivateCluster::resume(std::string* error) const {
  CommandResult r = runCommand({"/bin/bash", kPgScript, "resume", dir_}, {}, 120);
  if (r.exit_code != 0) *error = r.out + r.err;
  return r.exit_code == 0;
}

}  // namespace seo::tests
