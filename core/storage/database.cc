#include "core/storage/database.h"

#include <filesystem>

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "core/common/log.h"
#include "core/common/percent_decode.h"
#include "core/storage/dialect.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

constexpr const char* kSqlitePrefix = "sqlite://";

// Per-connection settings SQLite needs: WAL so readers never block the writer, foreign keys on,
// full sync so an acknowledged commit survives a crash, and a busy timeout for concurrent writers.
void configureSqlite(soci::session& sql) {
  sql << "PRAGMA journal_mode=WAL";
  sql << "PRAGMA foreign_keys=ON";
  sql << "PRAGMA synchronous=FULL";
  sql << "PRAGMA busy_timeout=10000";
}

// libpq's "key=value" connection string for a postgresql:// URL: SOCI 4.0 does not pass URLs through to
// libpq intact. Values are quoted, with \\ and \' escaped; user and password are percent-decoded.
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

}  // namespace

Status databaseError(const std::exception& e) {
  std::string what = e.what();
  logLine(Level::Error, "database error", {{"error", what}});
  if (what.find("database is locked") != std::string::npos ||
      what.find("busy") != std::string::npos ||
      what.find("connection") != std::string::npos) {
    return Status::unavailable("Database unavailable, try again");
  }
  return Status::internal("database error: " + what);
}

Result<std::unique_ptr<Database>> Database::open(const std::string& url, int pool_size) {
  if (pool_size < 1) pool_size = 1;
  try {
    if (url.rfind(kSqlitePrefix, 0) == 0) {
      std::string path = url.substr(std::string(kSqlitePrefix).size());
      if (path.empty()) return Status::invalidArgument("database URL has no file: " + url);
      std::filesystem::path parent = std::filesystem::path(path).parent_path();
      if (!parent.empty()) std::filesystem::create_directories(parent);
      std::unique_ptr<Database> db(new Database(Dialect::Sqlite, pool_size));
      for (int i = 0; i < pool_size; ++i) {
        soci::session& sql = db->pool_.at(i);
        sql.open(soci::sqlite3, "db=\"" + path + "\" timeout=10");
        configureSqlite(sql);
      }
      return db;
    }
    if (url.rfind("postgresql://", 0) == 0 || url.rfind("postgres://", 0) == 0) {
      auto connect = postgresConnectString(url);
      if (!connect.isOk()) return connect.status();
      std::unique_ptr<Database> db(new Database(Dialect::Postgresql, pool_size));
      for (int i = 0; i < pool_size; ++i) {
        db->pool_.at(i).open(soci::postgresql, connect.value());
      }
      return db;
    }
  } catch (const std::exception& e) {
    return Status::unavailable(std::string("cannot open database: ") + e.what());
  }
  return Status::invalidArgument("unsupported database URL (use sqlite:// or postgresql://): " +
                                 url);
}

Status Database::withSession(const SessionFn& fn) {
  try {
    soci::session sql(pool_);
    return fn(sql);
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

Status Database::withTransaction(const SessionFn& fn) {
  try {
    soci::session sql(pool_);
    beginWrite(sql, dialect_);
    Status status;
    try {
      status = fn(sql);
    } catch (...) {
      sql << "ROLLBACK";
      throw;
    }
    if (status.isOk()) {
      sql << "COMMIT";
    } else {
      sql << "ROLLBACK";
    }
    return status;
  } catch (const std::exception& e) {
    return databaseError(e);
  }
}

}  // namespace seo::core
