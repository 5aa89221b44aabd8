// The statements one pooled connection keeps prepared, by their text (Host::leaseStatement).
// A statement run on every request (GET /me's read, a list's page) is then parsed once per
// connection, and on PostgreSQL planned by the server's plan cache, instead of on every call:
// on PostgreSQL parsing and planning were most of such a request's time (docs/benchmarks.md).
//
// A leased statement is the caller's until release(), which unbinds it and ends its reading
// (finishStatement), so a kept statement holds no caller's variable and, on SQLite, no read
// snapshot. A text leased already (a statement run inside the loop of another with the same
// text) gets a statement of its own, used once. At most kCapacity texts are kept; the one used
// least recently goes first. Not thread-safe: one per connection, used by whoever holds it.
#pragma once

#include <cstddef>
#include <list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include <soci/soci.h>

#include "seo/sdk/host.h"

namespace seo::core {

class StatementCache {
 public:
  static constexpr std::size_t kCapacity = 64;

  StatementCache(soci::session& sql, seo::sdk::Dialect dialect) : sql_(sql), dialect_(dialect) {}
  StatementCache(const StatementCache&) = delete;
  StatementCache& operator=(const StatementCache&) = delete;

  // `text` prepared on this connection, for the caller alone until release(). Throws what
  // SOCI throws when the text does not prepare (nothing is kept then).
  soci::statement* lease(std::string_view text);
  // Gives back a statement lease() returned. Never throws: a statement that cannot be made
  // ready again is dropped.
  void release(soci::statement* statement) noexcept;

  // Drops every statement, before the connection they were prepared on is closed (a re-open).
  // REQUIRES: none is leased.
  void clear() noexcept;

  std::size_t size() const { return by_text_.size(); }
  bool keeps(std::string_view text) const { return by_text_.count(text) != 0; }

 private:
  struct Entry {
    std::string text;
    std::unique_ptr<soci::statement> statement;
    bool leased = false;
  };
  using Entries = std::list<Entry>;  // most recently leased first

  void evictOne();

  soci::session& sql_;
  seo::sdk::Dialect dialect_;
  Entries entries_;
  std::unordered_map<std::string_view, Entries::iterator> by_text_;  // views of Entry::text
  std::unordered_map<const soci::statement*, Entries::iterator> by_statement_;
};

// `text` prepared on `sql` for one use (on PostgreSQL a single PQexecParams), for a lease that
// cannot be kept: its text is leased already, or `sql` is no pooled connection.
std::unique_ptr<soci::statement> prepareOnce(soci::session& sql, std::string_view text);

}  // namespace seo::core
