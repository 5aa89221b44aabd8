#include "core/auth/session_store.h"

#include <algorithm>

#include "core/auth/session_cookie.h"
#include "core/common/clock.h"
#include "core/common/digest.h"
#include "core/common/ids.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxNoteBytes = 200;
constexpr std::chrono::seconds kTouchEvery{60};
constexpr const char* kNotSignedIn = "Not signed in";

// A client's own words kept for display: at most 200 bytes, cut on a character boundary, and
// only when they are text.
std::string note(std::string_view text) {
  if (!seo::sdk::utf8::isCleanText(text)) return "";
  if (text.size() <= kMaxNoteBytes) return std::string(text);
  std::size_t cut = kMaxNoteBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut));
}

const char* kSelectSession =
    "SELECT s.id, s.user_id, u.email, s.organization_id, p.name, m.role, s.user_agent, s.ip, "
    "s.created_at, s.last_used_at, s.idle_until, s.expires_at, "
    "CASE WHEN o.require_two_factor <> 0 THEN 'required' ELSE '' END "
    "FROM sessions s "
    "JOIN users u ON u.id = s.user_id "
    "JOIN memberships m ON m.user_id = s.user_id AND m.organization_id = s.organization_id "
    "JOIN organizations o ON o.id = s.organization_id "
    "JOIN plans p ON p.id = o.plan_id ";

SessionRecord fromRow(const soci::row& row) {
  SessionRecord r;
  std::string* fields[] = {&r.id,         &r.user_id,      &r.user_email, &r.organization_id,
                           &r.plan,       &r.role,         &r.user_agent, &r.ip,
                           &r.created_at, &r.last_used_at, &r.idle_until, &r.expires_at};
  for (std::size_t i = 0; i < std::size(fields); ++i) *fields[i] = row.get<std::string>(i);
  r.two_factor_missing = !row.get<std::string>(std::size(fields)).empty();  // until checked
  return r;
}

}  // namespace

Result<StartedSession> SessionStore::start(const std::string& user_id,
                                           const std::string& organization_id,
                                           std::string_view user_agent, std::string_view ip) {
  StartedSession started;
  started.token = newSessionToken();
  SessionRecord& r = started.record;
  auto now = clockNow();
  r.id = newUuid();
  r.user_id = user_id;
  r.organization_id = organization_id;
  r.user_agent = note(user_agent);
  r.ip = note(ip);
  r.created_at = isoTime(now);
  r.last_used_at = r.created_at;
  r.expires_at = isoTime(now + policy_.max);
  r.idle_until = std::min(isoTime(now + policy_.idle), r.expires_at);
  std::string hash = sha256Hex(started.token);
  Status s = db_.withTransaction([&](soci::session& sql) {
    sql << "SELECT u.email, m.role, p.name FROM memberships m "
           "JOIN users u ON u.id = m.user_id "
           "JOIN organizations o ON o.id = m.organization_id "
           "JOIN plans p ON p.id = o.plan_id "
           "WHERE m.user_id = :u AND m.organization_id = :o",
        soci::use(user_id), soci::use(organization_id), soci::into(r.user_email),
        soci::into(r.role), soci::into(r.plan);
    if (!sql.got_data()) return Status::notFound("No membership of the user in the organization");
    sql << "INSERT INTO sessions (id, token_hash, user_id, organization_id, user_agent, ip, "
           "created_at, last_used_at, idle_until, expires_at) "
           "VALUES (:i, :h, :u, :o, :a, :p, :c, :l, :d, :e)",
        soci::use(r.id), soci::use(hash), soci::use(r.user_id), soci::use(r.organization_id),
        soci::use(r.user_agent), soci::use(r.ip), soci::use(r.created_at),
        soci::use(r.last_used_at), soci::use(r.idle_until), soci::use(r.expires_at);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return started;
}

Result<SessionRecord> SessionStore::resume(std::string_view token) {
  if (!looksLikeSessionToken(token)) return Status::unauthenticated(kNotSignedIn);
  std::string hash = sha256Hex(token);
  auto now_time = clockNow();
  std::string now = isoTime(now_time);
  SessionRecord r;
  bool found = false;
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << std::string(kSelectSession) + "WHERE s.token_hash = :h", soci::use(hash));
    for (const soci::row& row : rows) {
      r = fromRow(row);
      found = true;
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;
  if (!found || r.idle_until <= now || r.expires_at <= now) {
    return Status::unauthenticated(kNotSignedIn);
  }
  if (r.two_factor_missing) {  // the organization requires it: has the user turned it on?
    int enabled = 0;
    SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
      sql << "SELECT COUNT(*) FROM user_totp WHERE user_id = :u AND enabled_at IS NOT NULL",
          soci::use(r.user_id), soci::into(enabled);
      return Status::ok();
    }));
    r.two_factor_missing = enabled == 0;
  }
  // Moving the idle end on is a write; once a minute per session is enough for a 14-day window.
  if (isoTime(now_time - kTouchEvery) >= r.last_used_at) {
    r.last_used_at = now;
    r.idle_until = std::min(isoTime(now_time + policy_.idle), r.expires_at);
    Status touched = db_.withSession([&](soci::session& sql) {
      sql << "UPDATE sessions SET last_used_at = :l, idle_until = :d WHERE id = :i",
          soci::use(r.last_used_at), soci::use(r.idle_until), soci::use(r.id);
      return Status::ok();
    });
    // A database refusing writes (full) still lets a signed-in user read: the session stands
    // until its idle end as last written.
    static_cast<void>(touched);
  }
  return r;
}

Result<std::vector<SessionRecord>> SessionStore::list(const std::string& user_id) {
  std::vector<SessionRecord> out;
  std::string now = isoNow();
  Status s = db_.withSession([&](soci::session& sql) {
    soci::rowset<soci::row> rows =
        (sql.prepare << std::string(kSelectSession) +
                            "WHERE s.user_id = :u AND s.idle_until > :n AND s.expires_at > :m "
                            "ORDER BY s.last_used_at DESC, s.id",
         soci::use(user_id), soci::use(now), soci::use(now));
    for (const soci::row& row : rows) out.push_back(fromRow(row));
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return out;
}

Status SessionStore::end(const std::string& user_id, const std::string& session_id) {
  std::string now = isoNow();
  return db_.withTransaction([&](soci::session& sql) {
    int live = 0;
    sql << "SELECT COUNT(*) FROM sessions WHERE id = :i AND user_id = :u AND idle_until > :n "
           "AND expires_at > :m",
        soci::use(session_id), soci::use(user_id), soci::use(now), soci::use(now), soci::into(live);
    if (live == 0) return Status::notFound("Session not found");
    sql << "DELETE FROM sessions WHERE id = :i", soci::use(session_id);
    return Status::ok();
  });
}

void SessionStore::endAllOf(soci::session& sql, const std::string& user_id,
                            const std::string& except_id) {
  sql << "DELETE FROM sessions WHERE user_id = :u AND id <> :i", soci::use(user_id),
      soci::use(except_id);
}

Result<long long> pruneEndedSessions(Database& db, int batch) {
  std::string now = isoNow();
  long long limit = batch;
  long long deleted = 0;
  // A session's idle end never comes after its absolute one: one indexed range (sessions_idle).
  SEO_RETURN_IF_ERROR(db.withSession([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "DELETE FROM sessions WHERE id IN (SELECT id FROM "
                                         "sessions WHERE idle_until <= :n ORDER BY idle_until "
                                         "LIMIT :l)",
                          soci::use(now), soci::use(limit));
    st.execute(true);
    deleted = st.get_affected_rows();
    return Status::ok();
  }));
  return deleted;
}

}  // namespace seo::core
