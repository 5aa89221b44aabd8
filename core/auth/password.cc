#include "core/auth/password.h"

#include <sodium.h>

#include <mutex>
#include <stdexcept>

#include "seo/sdk/util/utf8.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

constexpr unsigned long long kOpsLimit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr std::size_t kMemLimit = crypto_pwhash_MEMLIMIT_INTERACTIVE;

// sodium_init is safe to call from several threads, but only after it once returned: do that
// once, before any other libsodium call.
void initSodium() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (sodium_init() < 0) throw std::runtime_error("libsodium cannot start");
  });
}

// crypto_pwhash_str_verify reads a NUL-terminated string: a stored text with a NUL inside is
// refused rather than cut.
bool storedIsText(std::string_view stored) {
  return !stored.empty() && stored.size() < crypto_pwhash_STRBYTES &&
         stored.find('\0') == std::string_view::npos;
}

// A hash of a random password nobody knows, made once: what verifyAgainstNoAccount checks.
const std::string& noAccountHash() {
  static const std::string hash = [] {
    unsigned char secret[32];
    randombytes_buf(secret, sizeof secret);
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str(out, reinterpret_cast<const char*>(secret), sizeof secret, kOpsLimit,
                          kMemLimit) != 0) {
      return std::string();
    }
    sodium_memzero(secret, sizeof secret);
    return std::string(out);
  }();
  return hash;
}

}  // namespace

Status checkPasswordRules(std::string_view password, const std::string& field) {
  if (password.size() > kMaxPasswordBytes) {
    return Status::invalidField(field, "must be at most 1024 bytes");
  }
  if (!seo::sdk::utf8::isCleanText(password)) {
    return Status::invalidField(field, "must be UTF-8 text without NUL");
  }
  if (seo::sdk::utf8::characterCount(password) < kMinPasswordChars) {
    return Status::invalidField(field, "must be at least 8 characters");
  }
  return Status::ok();
}

Result<std::string> hashPassword(std::string_view password) {
  initSodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), kOpsLimit, kMemLimit) != 0) {
    return Status::internal("out of memory hashing a password");
  }
  return std::string(out);
}

bool verifyPassword(std::string_view stored, std::string_view password) {
  initSodium();
  if (!storedIsText(stored)) return false;
  std::string text(stored);
  return crypto_pwhash_str_verify(text.c_str(), password.data(), password.size()) == 0;
}

void verifyAgainstNoAccount(std::string_view password) {
  initSodium();
  const std::string& hash = noAccountHash();
  if (hash.empty()) return;
  [[maybe_unused]] bool matched =  // never: nobody knows the password it was made from
      crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

bool passwordNeedsRehash(std::string_view stored) {
  initSodium();
  if (!storedIsText(stored)) return true;
  std::string text(stored);
  return crypto_pwhash_str_needs_rehash(text.c_str(), kOpsLimit, kMemLimit) != 0;
}

}  // namespace seo::core
