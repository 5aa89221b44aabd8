// Secrets at rest: authenticated encryption (AES-256-GCM, OpenSSL) under the server's key file.
//
// A sealed secret is text, safe to store in any column:
//   sealed:v1:<key id>:<base64 of 12-byte nonce | ciphertext | 16-byte tag>
// The key id and version are authenticated too, so a token cannot be moved to another key.
//
// The key file holds one key per line, "<id> <base64 of 32 bytes>", the last line being the
// current key; '#' starts a comment. It is created on first start with mode 0600, and refused when
// group or others may read it. Rotation (seoctl secrets rotate) appends a new key: new seals use
// it, old tokens still open with the key they name until their key line is removed.
//
// Thread-safe after construction: seal and open may run on any thread at once.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::core {

class Sealer {
 public:
  struct Key {
    std::string id;     // 8 lower-case hex digits
    std::string bytes;  // 32 bytes
  };

  // The keys of the file at `path`; the file (and its folder) is created with one new key when
  // absent. InvalidArgument when it is unreadable, malformed or readable by group or others.
  static seo::sdk::Result<std::unique_ptr<Sealer>> fromKeyFile(const std::string& path);
  // Appends a new current key to the file at `path` (created if absent); its id.
  static seo::sdk::Result<std::string> addKey(const std::string& path);
  // For tests: these keys, the last one current. REQUIRES: at least one.
  explicit Sealer(std::vector<Key> keys);

  seo::sdk::Result<std::string> seal(std::string_view plaintext) const;
  // The plaintext of a token this server sealed; InvalidArgument ("not a sealed secret", "sealed
  // with an unknown key", "sealed secret is damaged") otherwise. The message never holds data.
  seo::sdk::Result<std::string> open(std::string_view token) const;

  static bool isSealed(std::string_view text);
  const std::string& currentKeyId() const { return keys_.back().id; }
  // The id of the key `token` names, or "" when it is not a token.
  static std::string keyIdOf(std::string_view token);

 private:
  const Key* find(std::string_view id) const;

  std::vector<Key> keys_;
};

}  // namespace seo::core
