// Users' passwords for signing in to the console: Argon2id through libsodium's crypto_pwhash_str
// (the salt and the cost parameters travel inside the stored text, so a stronger cost later
// needs no migration: passwordNeedsRehash says when a stored hash is weaker than today's).
// Cost: libsodium's "interactive" limits (2 passes over 64 MiB), tens of milliseconds of one
// core: a sign-in runs it off the request threads.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::core {

// A password is 8 to 1024 characters of UTF-8 without NUL (NIST SP 800-63B: at least 8, no
// composition rules; the upper bound only caps the work one request can ask for).
inline constexpr std::size_t kMinPasswordChars = 8;
inline constexpr std::size_t kMaxPasswordBytes = 1024;

// OK, or 400 naming `field` and saying what it must be.
seo::sdk::Status checkPasswordRules(std::string_view password,
                                    const std::string& field = "password");

// The text to store for `password` (checked by checkPasswordRules first): "$argon2id$v=19$...".
// Internal error only when the machine cannot give the memory.
seo::sdk::Result<std::string> hashPassword(std::string_view password);

// True when `password` is the one `stored` was made from. False for anything else, a stored
// text that is not a hash included. Constant time in the password's content.
bool verifyPassword(std::string_view stored, std::string_view password);

// The same work as verifyPassword, against a hash no password matches: called for an account
// that does not exist, so a sign-in costs the same whether or not the address is known.
void verifyAgainstNoAccount(std::string_view password);

// True when `stored` was made with weaker parameters than hashPassword uses now (or is not a
// hash this build reads): the next successful sign-in should store a new hash.
bool passwordNeedsRehash(std::string_view stored);

}  // namespace seo::core
