// File: testing/fake_statements.h
// Statements for plugin authors' unit tests: each lease is prepared for one use, the same
// statements as on the server without its per-connection cache.
#pragma once

#include <memory>
#include <string>

#include <soci/soci.h>

#include "seo/sdk/statements.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeStatements : public Statements {
 public:
  soci::statement* lease(soci::session& sql, std::string_view text) override {
    auto statement = std::make_unique<soci::statement>(sql);
    statement->alloc();
    statement->prepare(std::string(text), soci::details::st_one_time_query);
    return statement.release();
  }
  void release(soci::session&, soci::statement* statement) override { delete statement; }
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
