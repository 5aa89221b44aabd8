// The greetings' SQL: one table, hello_greetings (schema.cc), always read by website.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <soci/soci.h>

#include "greeting.h"

namespace hello {

void insertGreeting(soci::session& sql, const Greeting& g);
std::int64_t countGreetings(soci::session& sql, const std::string& website_id);
// Oldest first, `limit` rows after the first `offset`.
std::vector<Greeting> greetingPage(soci::session& sql, const std::string& website_id,
                                   std::int64_t limit, std::int64_t offset);

}  // namespace hello
