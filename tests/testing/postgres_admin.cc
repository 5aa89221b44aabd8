#include "tests/testing/postgres_admin.h"

#include <cstdlib>
#include <random>

#include <libpq-fe.h>

namespace seo::testing {

std::string postgresAdminUrl() {
  const char* url = std::getenv("SEO_TEST_POSTGRES_URL");
  return url == nullptr ? "" : url;
}

bool adminStatement(const std::string& admin_url, const std::string& statement,
                    std::string* error) {
  std::string rows;
  return queryRows(admin_url, statement, &rows, error);
}

bool databaseExists(const std::string& admin_url, const std::string& name) {
  std::string found;
  std::string error;
  // Names here are ours (letters, digits, '_'), so quoting as a literal is enough.
  return queryRows(admin_url, "SELECT 1 FROM pg_database WHERE datname = '" + name + "'", &found,
                   &error) &&
         found == "1\n";
}

bool createScratchDatabase(const std::string& admin_url, const std::string& template_name,
                           std::string* name, std::string* error) {
  std::random_device random;
  std::uniform_int_distribution<int> digit(0, 15);
  std::string made = "seo_test_";
  for (int i = 0; i < 16; ++i) made += "0123456789abcdef"[digit(random)];
  std::string statement = "CREATE DATABASE " + made;
  if (!template_name.empty()) statement += " TEMPLATE " + template_name + " STRATEGY FILE_COPY";
  if (!adminStatement(admin_url, statement, error)) {
    *error = statement + " failed: " + *error;
    return false;
  }
  *name = made;
  return true;
}

bool queryRows(const std::string& url, const std::string& sql, std::string* rows,
               std::string* error) {
  rows->clear();
  PGconn* conn = PQconnectdb(url.c_str());
  if (PQstatus(conn) != CONNECTION_OK) {
    *error = PQerrorMessage(conn);
    PQfinish(conn);
    return false;
  }
  // Every statement's result in turn, as psql shows them; the first failure ends the query.
  bool ok = PQsendQuery(conn, sql.c_str()) == 1;
  if (!ok) *error = PQerrorMessage(conn);
  while (PGresult* result = PQgetResult(conn)) {
    ExecStatusType status = PQresultStatus(result);
    if (status == PGRES_TUPLES_OK) {
      for (int row = 0; row < PQntuples(result); ++row) {
        for (int column = 0; column < PQnfields(result); ++column) {
          if (column > 0) *rows += '|';
          *rows += PQgetvalue(result, row, column);  // "" for NULL
        }
        *rows += '\n';
      }
    } else if (status != PGRES_COMMAND_OK && status != PGRES_EMPTY_QUERY && ok) {
      ok = false;
      *error = PQresultErrorMessage(result);
    }
    PQclear(result);
  }
  PQfinish(conn);
  return ok;
}

void dropDatabase(const std::string& admin_url, const std::string& name) {
  std::string error;
  adminStatement(admin_url, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)", &error);
}

}  // namespace seo::testing
