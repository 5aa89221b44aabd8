// Statements kept prepared per pooled connection (seo::sdk::Statements): the database's cache.
#pragma once

#include "core/storage/database.h"
#include "seo/sdk/statements.h"

namespace seo::core {

class HostStatements : public seo::sdk::Statements {
 public:
  explicit HostStatements(Database& db) : db_(db) {}

  soci::statement* lease(soci::session& sql, std::string_view text) override {
    return db_.leaseStatement(sql, text);
  }
  void release(soci::session& sql, soci::statement* statement) override {
    db_.releaseStatement(sql, statement);
  }

 private:
  Database& db_;
};

}  // namespace seo::core
