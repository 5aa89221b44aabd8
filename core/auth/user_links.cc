#include "core/auth/user_links.h"

#include "core/common/clock.h"
#include "core/common/digest.h"
#include "core/common/ids.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {
constexpr std::size_t kTokenChars = 43;
constexpr const char* kNotValid = "This link is not valid: it was used, replaced or has ended";
}  // namespace

Result<NewUserLink> createUserLink(Database& db, const std::string& user_id,
                                   std::string_view purpose, std::chrono::seconds ttl) {
  NewUserLink link{randomAlphanumeric(kTokenChars), ""};
  auto now = clockNow();
  std::string created_at = isoTime(now);
  link.expires_at = isoTime(now + ttl);
  std::string hash = sha256Hex(link.token);
  std::string kind(purpose);
  Status s = db.withTransaction([&](soci::session& sql) {
    int users = 0;
    sql << "SELECT COUNT(*) FROM users WHERE id = :u", soci::use(user_id), soci::into(users);
    if (users == 0) return Status::notFound("User not found: " + user_id);
    sql << "DELETE FROM user_links WHERE user_id = :u AND purpose = :p", soci::use(user_id),
        soci::use(kind);
    sql << "INSERT INTO user_links (token_hash, user_id, purpose, expires_at, created_at) "
           "VALUES (:h, :u, :p, :e, :c)",
        soci::use(hash), soci::use(user_id), soci::use(kind), soci::use(link.expires_at),
        soci::use(created_at);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return link;
}

namespace {

// The user of the link `token` of `purpose` that is unused and has not ended; NotFound otherwise.
Result<std::string> openLinkUser(soci::session& sql, std::string_view token,
                                 std::string_view purpose) {
  if (token.size() != kTokenChars) return Status::notFound(kNotValid);
  std::string hash = sha256Hex(token);
  std::string kind(purpose);
  std::string now = isoNow();
  std::string user_id;
  sql << "SELECT user_id FROM user_links WHERE token_hash = :h AND purpose = :p AND "
         "used_at IS NULL AND expires_at > :n",
      soci::use(hash), soci::use(kind), soci::use(now), soci::into(user_id);
  if (!sql.got_data()) return Status::notFound(kNotValid);
  return user_id;
}

}  // namespace

Status checkUserLink(Database& db, std::string_view token, std::string_view purpose) {
  if (token.size() != kTokenChars) return Status::notFound(kNotValid);
  return db.withSession(
      [&](soci::session& sql) { return openLinkUser(sql, token, purpose).status(); });
}

Result<std::string> useUserLink(soci::session& sql, std::string_view token,
                                std::string_view purpose) {
  SEO_ASSIGN_OR_RETURN(std::string user_id, openLinkUser(sql, token, purpose));
  std::string hash = sha256Hex(token);
  std::string now = isoNow();
  // Conditional on still unused: of two requests racing with one link, one wins.
  soci::statement st = (sql.prepare << "UPDATE user_links SET used_at = :n WHERE token_hash = :h "
                                       "AND used_at IS NULL",
                        soci::use(now), soci::use(hash));
  st.execute(true);
  if (st.get_affected_rows() != 1) return Status::notFound(kNotValid);
  return user_id;
}

Result<long long> pruneEndedUserLinks(Database& db, int batch) {
  std::string now = isoNow();
  long long limit = batch;
  long long deleted = 0;
  Status s = db.withSession([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "DELETE FROM user_links WHERE token_hash IN (SELECT "
                                         "token_hash FROM user_links WHERE expires_at <= :n "
                                         "ORDER BY expires_at LIMIT :l)",
                          soci::use(now), soci::use(limit));
    st.execute(true);
    deleted = st.get_affected_rows();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return deleted;
}

}  // namespace seo::core
