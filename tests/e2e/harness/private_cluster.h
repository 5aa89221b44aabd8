// A PostgreSQL cluster of one test's own (scripts/pg in a private folder), for the fault tests
// that stop and restart the database: the suite's shared cluster serves the tests running
// beside them and must not go down under them.
#pragma once

#include <string>

namespace seo::tests {

class PrivateCluster {
 public:
  // Creates and starts the cluster; error() says why when that failed.
  PrivateCluster();
  // Stops it and removes its folder.
  ~PrivateCluster();
  PrivateCluster(const PrivateCluster&) = delete;
  PrivateCluster& operator=(const PrivateCluster&) = delete;

  const std::string& error() const { return error_; }
  // The URL of database `name` on the cluster (which createDatabase made).
  std::string urlOf(const std::string& name) const;
  // CREATE DATABASE `name`; false with the message in `*error`.
  bool createDatabase(const std::string& name, std::string* error) const;
  // Runs `sql` on database `name` with psql; rows as TestDatabase::query gives them.
  bool query(const std::string& name, const std::string& sql, std::string* out) const;

  // A fast shutdown (`pg_ctl -m fast`: every session is ended), and the start after it, on the
  // same data and port. False with the script's output in `*error`.
  bool stop(std::string* error) const;
  bool resume(std::string* error) const;

 private:
  std::string dir_;
  std::string admin_url_;
  std::string error_;
};

}  // namespace seo::tests
