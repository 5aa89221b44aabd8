// A PostgreSQL cluster of one test's own (scripts/pg in a private folder), for the fault tests
// that stop and restart the database: the suite's shared cluster serves the tests running
// beside them and must not go down under them.
#pragma once

#include <string>

namespace seo::tests {

class PrivateCluster {
 public:
  // Creates and starts the cluster; error() says why when that failed. With `small_disk_mb`,
  // the cluster runs in a mount namespace of its own in which a tmpfs of that size is mounted
  // as the tablespace `small_disk` (as root only: mount(2)); its WAL stays on the cluster's own
  // disk, as on a server whose data disk fills.
  explicit PrivateCluster(int small_disk_mb = 0);
  // Stops it and removes its folder.
  ~PrivateCluster();
  PrivateCluster(const PrivateCluster&) = delete;
  PrivateCluster& operator=(const PrivateCluster&) = delete;

  const std::string& error() const { return error_; }
  // The URL of database `name` on the cluster (which createDatabase made).
  std::string urlOf(const std::string& name) const;
  // CREATE DATABASE `name` (in the tablespace `small_disk` when `on_small_disk`); false with
  // the message in `*error`.
  bool createDatabase(const std::string& name, std::string* error,
                      bool on_small_disk = false) const;

  // Fills the small disk with a file to its last byte (as another program would), and removes
  // that file; false with why in `*error`. Seen through /proc/<postmaster>/root, the only way
  // into the cluster's mount namespace.
  bool fillSmallDisk(std::string* error) const;
  bool freeSmallDisk(std::string* error) const;
  // Runs `sql` on database `name` with psql; rows as TestDatabase::query gives them.
  bool query(const std::string& name, const std::string& sql, std::string* out) const;

  // A fast shutdown (`pg_ctl -m fast`: every session is ended), and the start after it, on the
  // same data and port. False with the script's output in `*error`.
  bool stop(std::string* error) const;
  bool resume(std::string* error) const;

 private:
  // The small disk's file as this process reaches it; "" when the postmaster is not running.
  std::string smallDiskFiller() const;

  std::string dir_;
  std::string small_disk_;  // the mount point, empty without a small disk
  std::string admin_url_;
  std::string error_;
};

}  // namespace seo::tests
