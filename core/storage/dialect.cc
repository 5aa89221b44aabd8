#include "core/storage/dialect.h"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "core/common/percent_decode.h"

namespace seo::core {

namespace {
// Any fixed number works; it only has to be the same in every process ("seo schema").
constexpr long long kSchemaLockKey = 0x5E05C4E4A;
}  // namespace

void beginWrite(soci::session& sql, Dialect dialect) {
  sql << (dialect == Dialect::Sqlite ? "BEGIN IMMEDIATE" : "BEGIN");
}

const char* forUpdate(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " FOR UPDATE" : "";
}

const char* forUpdateSkipLocked(Dialect dialect) {
  return dialect == Dialect::Postgresql ? " FOR UPDATE SKIP LOCKED" : "";
}

void lockSchema(soci::session& sql, Dialect dialect) {
  if (dialect == Dialect::Postgresql) {
    long long key = kSchemaLockKey;
    sql << "SELECT pg_advisory_xact_lock(:k)", soci::use(key);
  }
}

void finishStatement(soci::statement& statement, Dialect dialect) {
  if (dialect == Dialect::Sqlite) {
    auto* backend = static_cast<soci::sqlite3_statement_backend*>(statement.get_backend());
    sqlite_api::sqlite3_reset(backend->stmt_);
    sqlite_api::sqlite3_clear_bindings(backend->stmt_);
    return;
  }
  auto* backend = static_cast<soci::postgresql_statement_backend*>(statement.get_backend());
  backend->result_.reset();
  // The buffers they point to went with the bindings; the next bind sets them anew.
  backend->useByPosBuffers_.clear();
  backend->useByNameBuffers_.clear();
}

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::string> postgresConnectString(const std::string& url) {
  std::string rest = url.substr(url.find("://") + 3);
  std::string params;
  if (auto q = rest.find('?'); q != std::string::npos) {
    params = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  std::string dbname;
  if (auto slash = rest.find('/'); slash != std::string::npos) {
    dbname = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  std::string user, password;
  if (auto at = rest.rfind('@'); at != std::string::npos) {
    std::string credentials = rest.substr(0, at);
    rest = rest.substr(at + 1);
    auto colon = credentials.find(':');
    user = percentDecode(credentials.substr(0, colon), false);
    if (colon != std::string::npos) password = percentDecode(credentials.substr(colon + 1), false);
  }
  std::string host = rest, port;
  if (!host.empty() && host.front() == '[') {  // [IPv6]:port
    auto close = host.find(']');
    if (close == std::string::npos) return Status::invalidArgument("bad host in " + url);
    if (close + 1 < host.size() && host[close + 1] == ':') port = host.substr(close + 2);
    host = host.substr(1, close - 1);
  } else if (auto colon = host.rfind(':'); colon != std::string::npos) {
    port = host.substr(colon + 1);
    host = host.substr(0, colon);
  }
  auto quote = [](const std::string& v) {
    std::string out = "'";
    for (char c : v) {
      if (c == '\\' || c == '\'') out.push_back('\\');
      out.push_back(c);
    }
    return out + "'";
  };
  std::string out;
  auto add = [&](const std::string& key, const std::string& value) {
    if (!value.empty()) out += (out.empty() ? "" : " ") + key + "=" + quote(value);
  };
  add("host", percentDecode(host, false));
  add("port", port);
  add("dbname", percentDecode(dbname, false));
  add("user", user);
  add("password", password);
  // libpq prints NOTICEs (such as "already exists, skipping") on stderr, which would break the
  // one-JSON-object-per-line log; warnings and errors still come through.
  if (params.find("options=") == std::string::npos) {
    add("options", "-c client_min_messages=warning");
  }
  std::size_t i = 0;
  while (i < params.size()) {
    std::size_t amp = params.find('&', i);
    if (amp == std::string::npos) amp = params.size();
    std::string pair = params.substr(i, amp - i);
    auto eq = pair.find('=');
    if (eq != std::string::npos) add(pair.substr(0, eq), percentDecode(pair.substr(eq + 1), true));
    i = amp + 1;
  }
  return out;
}

}  // namespace seo::core
