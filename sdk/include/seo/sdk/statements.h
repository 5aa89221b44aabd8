// File: statements.h
// Statements kept prepared per pooled connection (Host::statements(), since ABI 2.20): parsed,
// and on PostgreSQL planned, once per connection rather than per call. Use them through
// util/prepared_statement.h's PreparedStatement, which gives each lease back.
#pragma once

#include <string_view>

namespace soci {
class session;
class statement;
}  // namespace soci

namespace seo::sdk {
inline namespace v2 {

// Implemented by the host (testing::FakeStatements in tests). Thread-safe per session.
class Statements {
 public:
  virtual ~Statements() = default;
  // The statement `text` prepared on `sql`'s connection, kept there for the next lease of the
  // same text. Throws as SOCI does when the text does not prepare.
  virtual soci::statement* lease(soci::session& sql, std::string_view text) = 0;
  // Takes back a leased statement: unbinds what the caller bound and ends its reading, so it
  // holds nothing of the caller's. Never throws.
  virtual void release(soci::session& sql, soci::statement* statement) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
