// Two-factor sign-in for the console: a TOTP secret per user (table user_totp, sealed with the
// server's key), set up in two steps (a pending secret, then enabled by a first good code), ten
// single-use recovery codes (table user_recovery_codes, SHA-256 only), and the check a sign-in
// makes. A TOTP code is good once: the step it names must come after the last one used.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/storage/database.h"
#include "seo/sdk/host.h"
#include "seo/sdk/status.h"

namespace seo::core {

inline constexpr const char* kTwoFactorRequired =
    "Two-factor code required: send totp_code (or a recovery_code)";
inline constexpr std::size_t kRecoveryCodeCount = 10;

struct TotpSetup {
  std::string secret;       // base32, to type into an authenticator app
  std::string otpauth_url;  // the same as a link (for a QR code)
};

// Thread-safe; `host` seals and opens the secrets.
class TwoFactor {
 public:
  TwoFactor(Database& db, seo::sdk::Host& host) : db_(db), host_(host) {}

  // Whether `user_id` has TOTP on.
  seo::sdk::Result<bool> enabled(const std::string& user_id);

  // A new pending secret for `user_id` (replacing a pending one); Conflict when TOTP is on.
  seo::sdk::Result<TotpSetup> begin(const std::string& user_id, const std::string& email);
  // Turns TOTP on with a first good `code` of the pending secret: the recovery codes, shown
  // once. 400 naming `code` when it is not good; Conflict when there is nothing pending.
  seo::sdk::Result<std::vector<std::string>> enable(const std::string& user_id,
                                                    std::string_view code);
  // Turns TOTP off and forgets the secret and the recovery codes.
  seo::sdk::Status disable(const std::string& user_id);

  // A sign-in's second factor: a TOTP code or a recovery code (one of them non-empty), used
  // up when good. Unauthenticated when neither is good.
  seo::sdk::Status verify(const std::string& user_id, std::string_view totp_code,
                          std::string_view recovery_code);

 private:
  Database& db_;
  seo::sdk::Host& host_;
};

}  // namespace seo::core
