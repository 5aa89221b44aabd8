// File: prepared_statement.h
// A statement its pooled connection keeps prepared: the database parses it (PostgreSQL plans it
// too) once per connection, and every later use with the same text only binds and runs. For the
// statements a route runs on every request; the text must be the same from call to call, so the
// values go in bound variables (`:name`), never into the text. Header-only.
//
//   seo::sdk::PreparedStatement st(*ctx.host, sql,
//                                  "SELECT id, term FROM keywords WHERE website_id = :w");
//   st.exchange(soci::into(id));
//   st.exchange(soci::into(term));
//   st.exchange(soci::use(website_id));
//   st.execute();
//   while (st.fetch()) ...
//
// One object per use, on the thread that holds `sql`; the variables bound must outlive it. Its
// end gives the statement back unbound (Statements::release), so a later lease binds anew.
#pragma once

#include <string_view>
#include <utility>

#include <soci/soci.h>

#include "seo/sdk/host.h"

namespace seo::sdk {
inline namespace v2 {

class PreparedStatement {
 public:
  // Leases `text` prepared on `sql`'s connection. Throws as SOCI does when it does not prepare
  // (a withSession or withTransaction callback turns that into an error Status).
  PreparedStatement(Host& host, soci::session& sql, std::string_view text)
      : host_(host), sql_(sql), statement_(host.statements().lease(sql, text)) {}
  ~PreparedStatement() { host_.statements().release(sql_, statement_); }
  PreparedStatement(const PreparedStatement&) = delete;
  PreparedStatement& operator=(const PreparedStatement&) = delete;

  // Binds a soci::into (a column, in the SELECT's order) or a soci::use (a parameter, in the
  // text's order).
  template <typename Binding>
  void exchange(Binding&& binding) {
    statement_->exchange(std::forward<Binding>(binding));
  }

  // Runs the statement with what was bound. `fetch_first`: read the first row into the intos
  // at once (a single-row SELECT); true when there was one. Otherwise read rows with fetch().
  bool execute(bool fetch_first = false) {
    if (!bound_) {
      statement_->define_and_bind();
      bound_ = true;
    }
    return statement_->execute(fetch_first);
  }
  // The next row into the intos; false after the last.
  bool fetch() { return statement_->fetch(); }
  // Whether the last execute or fetch read a row.
  bool gotData() const { return statement_->got_data(); }
  // Rows the last INSERT, UPDATE or DELETE changed.
  long long affectedRows() { return statement_->get_affected_rows(); }

 private:
  Host& host_;
  soci::session& sql_;
  soci::statement* statement_;
  bool bound_ = false;
};

}  // namespace v2
}  // namespace seo::sdk
