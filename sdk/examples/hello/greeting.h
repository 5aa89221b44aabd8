// A greeting, as the hello plugin stores and shows it, and the limits its routes state once:
// the handlers check them and the documentation is built from them, so the two never disagree.
#pragma once

#include <cstdint>
#include <string>

namespace hello {

struct Greeting {
  std::string id;
  std::string website_id;
  std::string message;
  std::string created_at;
};

// POST /hello/greetings: the name, 1 to this many characters.
inline constexpr std::size_t kMaxNameChars = 100;
// GET /hello/greetings: a page's `limit` when none is given, and the largest one accepted.
inline constexpr std::int64_t kDefaultListLimit = 20;
inline constexpr std::int64_t kMaxListLimit = 100;

}  // namespace hello
