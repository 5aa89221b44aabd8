// The scratch databases of tests on the PostgreSQL server the suite runs on (SEO_TEST_POSTGRES_URL,
// its admin URL: scripts/test sets it for its PostgreSQL run), made and dropped through libpq
// itself, apart from the server's own connection code under test. Unit tests
// (tests/core/testing/scratch_database.h) and end-to-end tests (tests/e2e/harness/test_database.h)
// both make theirs here.
//
//   std::string name, error;
//   if (createScratchDatabase(postgresAdminUrl(), "", &name, &error)) { ...; dropDatabase(...); }
#pragma once

#include <string>

namespace seo::testing {

// The admin URL of the suite's PostgreSQL server, or "" when the suite runs on SQLite.
std::string postgresAdminUrl();

// Runs one statement on the admin database; false with the server's message in `*error`.
bool adminStatement(const std::string& admin_url, const std::string& statement,
                    std::string* error);

// Whether database `name` exists.
bool databaseExists(const std::string& admin_url, const std::string& name);

// Runs `sql` (one or more statements) on the database `url` names, each result's rows as psql -A -t
// prints them: one per line, columns separated by '|', NULL as "". In this process, not a psql
// child: a test's reads were a quarter of its PostgreSQL connections, each a process of its own.
// False with the server's message in `*error` at the first statement that fails (the ones before
// it stay done).
bool queryRows(const std::string& url, const std::string& sql, std::string* rows,
               std::string* error);

// CREATE DATABASE seo_test_<16 random hex digits>, a copy of `template_name` when it is given
// (CREATE DATABASE ... TEMPLATE ... STRATEGY FILE_COPY: the template's files copied as they are,
// a tenth of the time of WAL-logging each block for a database this small), else an empty one;
// its name into `*name`. False with the server's message in `*error`.
bool createScratchDatabase(const std::string& admin_url, const std::string& template_name,
                           std::string* name, std::string* error);

// DROP DATABASE IF EXISTS `name` WITH (FORCE): connections left open (a pool, a killed server)
// cannot keep it alive.
void dropDatabase(const std::string& admin_url, const std::string& name);

}  // namespace seo::testing
