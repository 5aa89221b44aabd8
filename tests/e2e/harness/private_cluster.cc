#include "tests/e2e/harness/private_cluster.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

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

PrivateCluster::PrivateCluster(int small_disk_mb) {
  // Short, under /tmp: the socket path must fit a sockaddr_un, and the postgres user must be
  // able to reach the folder (scripts/pg hands it over when run as root).
  char pattern[] = "/tmp/seo-pg-XXXXXX";
  if (::mkdtemp(pattern) == nullptr) {
    error_ = "mkdtemp failed";
    return;
  }
  dir_ = pattern;
  std::vector<std::string> start = {"/bin/bash", kPgScript, "start", dir_};
  if (small_disk_mb > 0) {
    if (::geteuid() != 0) {
      error_ = "a small disk is a tmpfs mounted in a mount namespace: run as root";
      return;
    }
    small_disk_ = dir_ + "-disk";
    std::error_code ec;
    std::filesystem::create_directory(small_disk_, ec);
    // The mount lives as long as a process of the namespace does: the postmaster pg_ctl leaves.
    start = {"/usr/bin/unshare", "--mount", "--propagation", "private", "--", "/bin/bash", "-c",
             "mount -t tmpfs -o size=" + std::to_string(small_disk_mb) +
                 "m,mode=0700,uid=$(id -u postgres),gid=$(id -g postgres) tmpfs \"$0\" && "
                 "exec /bin/bash \"$1\" start \"$2\"",
             small_disk_, kPgScript, dir_};
  }
  CommandResult started = runCommand(start, {}, 120);
  if (started.exit_code != 0) {
    error_ = "scripts/pg start: " + started.out + started.err;
    return;
  }
  admin_url_ = trimmed(started.out);
  if (!small_disk_.empty()) {
    // Only the superuser makes a tablespace; it connects through the cluster's socket.
    std::ifstream port_file(dir_ + "/port");
    std::string port;
    std::getline(port_file, port);
    CommandResult made = runCommand(
        {"/usr/sbin/runuser", "-u", "postgres", "--", seo::testing::psqlBin(), "-X", "-q", "-v",
         "ON_ERROR_STOP=1", "-h", dir_, "-p", port, "-d", "postgres", "-c",
         "CREATE TABLESPACE small_disk OWNER seo LOCATION '" + small_disk_ + "'"});
    if (made.exit_code != 0) error_ = "CREATE TABLESPACE: " + made.out + made.err;
  }
}

PrivateCluster::~PrivateCluster() {
  if (dir_.empty()) return;
  static_cast<void>(runCommand({"/bin/bash", kPgScript, "stop", dir_}, {}, 120));
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
  if (!small_disk_.empty()) std::filesystem::remove_all(small_disk_, ec);  // the mount went with
}

std::string PrivateCluster::urlOf(const std::string& name) const {
  return seo::testing::withDatabaseName(admin_url_, name);
}

bool PrivateCluster::createDatabase(const std::string& name, std::string* error,
                                    bool on_small_disk) const {
  CommandResult r = runCommand({seo::testing::psqlBin(), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d",
                                admin_url_, "-c",
                                "CREATE DATABASE " + name +
                                    (on_small_disk ? " TABLESPACE small_disk" : "")});
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

std::string PrivateCluster::smallDiskFiller() const {
  std::ifstream pid_file(dir_ + "/data/postmaster.pid");
  std::string pid;
  if (small_disk_.empty() || !std::getline(pid_file, pid) || pid.empty()) return "";
  return "/proc/" + pid + "/root" + small_disk_ + "/filler";
}

bool PrivateCluster::fillSmallDisk(std::string* error) const {
  const std::string path = smallDiskFiller();
  if (path.empty()) {
    *error = "no small disk, or its cluster is not running";
    return false;
  }
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  if (fd < 0) {
    *error = path + ": " + std::strerror(errno);
    return false;
  }
  // A page at a time (tmpfs allocates pages), until the file system has none left.
  const std::vector<char> page(4096, 'x');
  while (::write(fd, page.data(), page.size()) > 0) {
  }
  const int why = errno;
  ::close(fd);
  if (why != ENOSPC) {
    *error = path + ": " + std::strerror(why);
    return false;
  }
  return true;
}

bool PrivateCluster::freeSmallDisk(std::string* error) const {
  const std::string path = smallDiskFiller();
  if (path.empty() || ::unlink(path.c_str()) != 0) {
    *error = "removing " + path + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

}  // namespace seo::tests
