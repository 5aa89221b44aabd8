// Console sessions: server-side rows (table sessions) that hold only the SHA-256 of the cookie's
// random token, so a leaked database signs nobody in. A session acts in one organization of its
// user, chosen at sign-in. It ends when unused for `idle` (each use moves that on, written at
// most once a minute), at `max` after sign-in however used, when revoked, and when its user's
// membership in its organization ends.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct SessionPolicy {
  std::chrono::seconds idle{14 * 86400};
  std::chrono::seconds max{30 * 86400};
};

struct SessionRecord {
  std::string id;
  std::string user_id;
  std::string user_email;
  std::string organization_id;
  std::string plan;  // of the organization
  std::string role;  // the user's there: owner, admin, member, viewer
  std::string user_agent;
  std::string ip;
  std::string created_at;
  std::string last_used_at;
  std::string idle_until;  // ends then unless used
  std::string expires_at;  // ends then regardless
  // The organization requires two-factor sign-in and the user has not turned it on: the
  // session may only reach the routes that set it up (/auth/...).
  bool two_factor_missing = false;
};

struct StartedSession {
  SessionRecord record;
  std::string token;  // for the cookie; never stored
};

// Thread-safe.
class SessionStore {
 public:
  SessionStore(Database& db, SessionPolicy policy) : db_(db), policy_(policy) {}

  const SessionPolicy& policy() const { return policy_; }

  // A new session of `user_id` acting in `organization_id` (a membership of the user's).
  // `user_agent` and `ip` are kept to tell sessions apart in the list (cut to 200 bytes).
  seo::sdk::Result<StartedSession> start(const std::string& user_id,
                                         const std::string& organization_id,
                                         std::string_view user_agent, std::string_view ip);

  // The live session whose cookie token is `token`, its idle time moved on. Unauthenticated
  // ("Not signed in") for a token of no live session.
  seo::sdk::Result<SessionRecord> resume(std::string_view token);

  // The live sessions of `user_id`, the most recently used first.
  seo::sdk::Result<std::vector<SessionRecord>> list(const std::string& user_id);

  // Ends session `session_id` of `user_id`; NotFound when the user has no such live session.
  seo::sdk::Status end(const std::string& user_id, const std::string& session_id);
  // Ends every session of `user_id` but `except_id` ("" for none), in `sql`'s transaction.
  static void endAllOf(soci::session& sql, const std::string& user_id,
                       const std::string& except_id);

 private:
  Database& db_;
  SessionPolicy policy_;
};

// Deletes up to `batch` sessions ended by time (of every user), oldest first; the number deleted
// (fewer than `batch`: none left). The retention pruner's step (console_component.cc).
seo::sdk::Result<long long> pruneEndedSessions(Database& db, int batch);

}  // namespace seo::core
