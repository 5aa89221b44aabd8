// TOTP (RFC 6238) for the console's two-factor sign-in, through liboath: 30-second steps,
// 6 digits, HMAC-SHA1 over a 160-bit secret (what every authenticator app reads from an
// otpauth:// link), one step of drift accepted either way. A code is good once: the caller keeps
// the last step used and refuses any step not after it.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seo::core {

struct TotpSecret {
  std::string raw;     // 20 random bytes, kept sealed
  std::string base32;  // what the user types or scans, e.g. "JBSWY3DPEHPK3PXP..."
};

TotpSecret newTotpSecret();

// The raw secret of a base32 text (as newTotpSecret gave it); nullopt when it is not base32.
std::optional<std::string> totpSecretFromBase32(std::string_view base32);

// The otpauth:// link an authenticator app adds the account from (a QR code of it, or typed).
std::string otpauthUrl(std::string_view issuer, std::string_view account, std::string_view base32);

// The time step (30 s since the epoch) of `now` that `code` (6 digits, spaces allowed) is the
// code of, within one step either side; nullopt when it is none.
std::optional<std::uint64_t> totpStep(std::string_view raw_secret, std::string_view code,
                                      std::chrono::system_clock::time_point now);

// The code of `raw_secret` at `now`, for tests and tools.
std::string totpCode(std::string_view raw_secret, std::chrono::system_clock::time_point now);

}  // namespace seo::core
