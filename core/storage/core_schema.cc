#include "core/storage/core_schema.h"

namespace seo::core {

// Portable SQL only: TEXT ids (UUIDs), TEXT ISO 8601 timestamps, INTEGER 0/1 booleans, BIGINT
// amounts. Never renumber or edit a shipped migration; add a new one.
std::vector<seo::sdk::Migration> coreMigrations() {
  return {
      {1,
       "tenancy",
       {
           "CREATE TABLE plans (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
           "api_access INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL)",
           "INSERT INTO plans (id, name, api_access, created_at) VALUES "
           "('00000000-0000-4000-8000-000000000001', 'free', 0, '2026-01-01T00:00:00.000Z')",
           "INSERT INTO plans (id, name, api_access, created_at) VALUES "
           "('00000000-0000-4000-8000-000000000002', 'pro', 1, '2026-01-01T00:00:00.000Z')",
           "CREATE TABLE organizations (id TEXT PRIMARY KEY, name TEXT NOT NULL, "
           "plan_id TEXT NOT NULL REFERENCES plans(id), "
           "metered_billing INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL)",
           "CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, "
           "name TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL)",
           "CREATE TABLE memberships (organization_id TEXT NOT NULL REFERENCES "
           "organizations(id) ON DELETE CASCADE, user_id TEXT NOT NULL REFERENCES users(id) "
           "ON DELETE CASCADE, role TEXT NOT NULL DEFAULT 'member', created_at TEXT NOT NULL, "
           "PRIMARY KEY (organization_id, user_id))",
           "CREATE INDEX memberships_user ON memberships (user_id)",
           "CREATE TABLE websites (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL "
           "REFERENCES organizations(id) ON DELETE CASCADE, domain TEXT NOT NULL, "
           "name TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'en', created_at TEXT NOT NULL)",
           "CREATE INDEX websites_organization ON websites (organization_id)",
           "CREATE TABLE api_keys (id TEXT PRIMARY KEY, key_hash TEXT NOT NULL UNIQUE, "
           "prefix TEXT NOT NULL, name TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES "
           "users(id) ON DELETE CASCADE, organization_id TEXT NOT NULL REFERENCES "
           "organizations(id) ON DELETE CASCADE, website_id TEXT REFERENCES websites(id) "
           "ON DELETE SET NULL, active INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL)",
       }},
      {2,
       "metering",
       {
           "CREATE TABLE credit_buckets (organization_id TEXT NOT NULL REFERENCES "
           "organizations(id) ON DELETE CASCADE, resource TEXT NOT NULL, "
           "quota BIGINT NOT NULL, used BIGINT NOT NULL DEFAULT 0, period_start TEXT NOT NULL, "
           "period_end TEXT NOT NULL, PRIMARY KEY (organization_id, resource))",
           // Append-only: rows are inserted, never updated or deleted.
           "CREATE TABLE usage_ledger (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, "
           "resource TEXT NOT NULL, amount BIGINT NOT NULL, overage BIGINT NOT NULL DEFAULT 0, "
           "route TEXT NOT NULL, request_id TEXT NOT NULL, api_key_id TEXT, "
           "created_at TEXT NOT NULL)",
           "CREATE INDEX usage_ledger_organization ON usage_ledger (organization_id, created_at)",
       }},
      {3,
       "connections",
       {
           "CREATE TABLE connections (website_id TEXT NOT NULL REFERENCES websites(id) "
           "ON DELETE CASCADE, type TEXT NOT NULL, settings TEXT NOT NULL, "
           "created_at TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (website_id, type))",
       }},
      {4,
       "jobs",
       {
           // status: pending, processing, completed, failed. lease_owner/lease_until are set
           // while a worker holds the job; an expired lease makes it claimable again.
           "CREATE TABLE jobs (id TEXT PRIMARY KEY, kind TEXT NOT NULL, "
           "organization_id TEXT NOT NULL, website_id TEXT, payload TEXT NOT NULL, "
           "status TEXT NOT NULL, result TEXT, error TEXT, attempts INTEGER NOT NULL DEFAULT 0, "
           "max_attempts INTEGER NOT NULL, run_at TEXT NOT NULL, lease_owner TEXT, "
           "lease_until TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)",
           "CREATE INDEX jobs_runnable ON jobs (kind, status, run_at)",
           "CREATE INDEX jobs_lease_owner ON jobs (lease_owner)",
       }},
      {5,
       "auth epoch",
       {
           // One row, counted up by every change to what authentication reads (a key's state,
           // a membership, a plan, an organization's plan): each process's auth cache drops what
           // it holds when it sees the count move (core/auth/auth_cache.h).
           "CREATE TABLE auth_epoch (id INTEGER PRIMARY KEY, epoch BIGINT NOT NULL)",
           "INSERT INTO auth_epoch (id, epoch) VALUES (1, 0)",
       }},
      {6,
       "job retention",
       {
           // Pruning deletes ended jobs oldest first (JobQueue::pruneEnded): a range of this.
           "CREATE INDEX jobs_ended ON jobs (status, updated_at)",
           // One row per periodic task of the host ("retention"): the processes sharing the
           // database take turns by moving next_run_at on (retention_pruner.h).
           "CREATE TABLE maintenance_runs (name TEXT PRIMARY KEY, next_run_at TEXT NOT NULL, "
           "owner TEXT, updated_at TEXT NOT NULL)",
       }},
      {7,
       "credit reservations",
       {
           // Credits taken for work priced by what it uses (a model's tokens) before it starts,
           // drawn as it learns its usage, the rest given back when it ends
           // (core/metering/credit_reservation.h).
           "CREATE TABLE credit_reservations (organization_id TEXT NOT NULL REFERENCES "
           "organizations(id) ON DELETE CASCADE, reference TEXT NOT NULL, resource TEXT NOT NULL, "
           "reserved BIGINT NOT NULL, drawn BIGINT NOT NULL DEFAULT 0, settled_at TEXT, "
           "created_at TEXT NOT NULL, PRIMARY KEY (organization_id, reference))",
           "CREATE INDEX credit_reservations_open ON credit_reservations (settled_at, created_at)",
       }},
      {8,
       "console sign-in",
       {
           // Argon2id text from libsodium (core/auth/password.h); a user without a row has no
           // password yet and cannot sign in.
           "CREATE TABLE user_passwords (user_id TEXT PRIMARY KEY REFERENCES users(id) "
           "ON DELETE CASCADE, password_hash TEXT NOT NULL, updated_at TEXT NOT NULL)",
           // Console sessions (core/auth/session_store.h): the SHA-256 of the cookie's token,
           // never the token.
           "CREATE TABLE sessions (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, "
           "user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, "
           "organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE, "
           "user_agent TEXT NOT NULL, ip TEXT NOT NULL, created_at TEXT NOT NULL, "
           "last_used_at TEXT NOT NULL, idle_until TEXT NOT NULL, expires_at TEXT NOT NULL)",
           "CREATE INDEX sessions_user ON sessions (user_id)",
           "CREATE INDEX sessions_idle ON sessions (idle_until)",
           // Single-use links (core/auth/user_links.h): the SHA-256 of the link's token.
           "CREATE TABLE user_links (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL "
           "REFERENCES users(id) ON DELETE CASCADE, purpose TEXT NOT NULL, "
           "expires_at TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL)",
           "CREATE INDEX user_links_user ON user_links (user_id)",
           "CREATE INDEX user_links_ended ON user_links (expires_at)",
           // Two-factor sign-in (core/auth/two_factor.h): the TOTP secret sealed with the
           // server's key, enabled once a first code was good; last_step refuses a code twice.
           "CREATE TABLE user_totp (user_id TEXT PRIMARY KEY REFERENCES users(id) "
           "ON DELETE CASCADE, secret TEXT NOT NULL, enabled_at TEXT, "
           "last_step BIGINT NOT NULL DEFAULT 0, created_at TEXT NOT NULL)",
           "CREATE TABLE user_recovery_codes (user_id TEXT NOT NULL REFERENCES users(id) "
           "ON DELETE CASCADE, code_hash TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL, "
           "PRIMARY KEY (user_id, code_hash))",
           // An organization may require two-factor sign-in of its members' sessions.
           "ALTER TABLE organizations ADD COLUMN require_two_factor INTEGER NOT NULL DEFAULT 0",
       }},
      {9,
       "api key last use",
       {
           // Written at most once a minute per key and process (core/auth/key_uses.h).
           "ALTER TABLE api_keys ADD COLUMN last_used_at TEXT",
       }},
      {10,
       "plan quotas",
       {
           // The quota of each credit bucket a plan names (seoctl plan set-quota): moving an
           // organization to the plan sets them (tenancy/plan_change.h).
           "CREATE TABLE plan_quotas (plan_id TEXT NOT NULL REFERENCES plans(id) "
           "ON DELETE CASCADE, resource TEXT NOT NULL, quota BIGINT NOT NULL, "
           "PRIMARY KEY (plan_id, resource))",
       }},
      {11,
       "websites by domain",
       {
           // Host::findWebsiteByDomain: a wire format that names its website by domain
           // (Plausible's events) looks it up on each event its plugin has not cached.
           "CREATE INDEX websites_domain ON websites (domain, created_at)",
       }},
  };
}

}  // namespace seo::core
