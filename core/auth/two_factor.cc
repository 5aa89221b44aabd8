#include "core/auth/two_factor.h"

#include "core/auth/totp.h"
#include "core/common/clock.h"
#include "core/common/digest.h"
#include "core/common/ids.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr const char* kIssuer = "SEO Server";
constexpr const char* kBadSecondFactor = "Invalid two-factor code";

// "abcde-fghij": 50 bits each, read aloud or typed without confusion (lower case only).
std::string newRecoveryCode() {
  std::string code = seo::sdk::ascii::lower(randomAlphanumeric(10));
  return code.substr(0, 5) + "-" + code.substr(5);
}

// What is hashed: lower case, without spaces and dashes, so "ABCDE FGHIJ" is the same code.
std::string recoveryHash(std::string_view code) {
  std::string kept;
  for (char c : code) {
    if (c != '-' && c != ' ') kept += seo::sdk::ascii::lowerChar(c);
  }
  return sha256Hex("recovery\n" + kept);
}

}  // namespace

Result<bool> TwoFactor::enabled(const std::string& user_id) {
  int on = 0;
  SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM user_totp WHERE user_id = :u AND enabled_at IS NOT NULL",
        soci::use(user_id), soci::into(on);
    return Status::ok();
  }));
  return on > 0;
}

Result<TotpSetup> TwoFactor::begin(const std::string& user_id, const std::string& email) {
  TotpSecret secret = newTotpSecret();
  SEO_ASSIGN_OR_RETURN(std::string sealed, host_.secrets().seal(secret.raw));
  std::string now = isoNow();
  SEO_RETURN_IF_ERROR(db_.withTransaction([&](soci::session& sql) {
    int on = 0;
    sql << "SELECT COUNT(*) FROM user_totp WHERE user_id = :u AND enabled_at IS NOT NULL",
        soci::use(user_id), soci::into(on);
    if (on > 0) return Status::conflict("Two-factor sign-in is already on; turn it off first");
    sql << "DELETE FROM user_totp WHERE user_id = :u", soci::use(user_id);
    sql << "INSERT INTO user_totp (user_id, secret, last_step, created_at) "
           "VALUES (:u, :s, 0, :t)",
        soci::use(user_id), soci::use(sealed), soci::use(now);
    return Status::ok();
  }));
  return TotpSetup{secret.base32, otpauthUrl(kIssuer, email, secret.base32)};
}

Result<std::vector<std::string>> TwoFactor::enable(const std::string& user_id,
                                                   std::string_view code) {
  std::string sealed;
  SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
    sql << "SELECT secret FROM user_totp WHERE user_id = :u AND enabled_at IS NULL",
        soci::use(user_id), soci::into(sealed);
    return Status::ok();
  }));
  if (sealed.empty()) return Status::conflict("No two-factor setup is pending: start one first");
  SEO_ASSIGN_OR_RETURN(std::string raw, host_.secrets().open(sealed));
  std::optional<std::uint64_t> step = totpStep(raw, code, clockNow());
  if (!step) return Status::invalidField("code", "is not the authenticator's current code");
  std::vector<std::string> codes;
  for (std::size_t i = 0; i < kRecoveryCodeCount; ++i) codes.push_back(newRecoveryCode());
  std::string now = isoNow();
  long long last = static_cast<long long>(*step);
  SEO_RETURN_IF_ERROR(db_.withTransaction([&](soci::session& sql) {
    sql << "UPDATE user_totp SET enabled_at = :t, last_step = :s WHERE user_id = :u",
        soci::use(now), soci::use(last), soci::use(user_id);
    sql << "DELETE FROM user_recovery_codes WHERE user_id = :u", soci::use(user_id);
    for (const std::string& c : codes) {
      std::string hash = recoveryHash(c);
      sql << "INSERT INTO user_recovery_codes (user_id, code_hash, created_at) "
             "VALUES (:u, :h, :t)",
          soci::use(user_id), soci::use(hash), soci::use(now);
    }
    return Status::ok();
  }));
  return codes;
}

Status TwoFactor::disable(const std::string& user_id) {
  return db_.withTransaction([&](soci::session& sql) {
    sql << "DELETE FROM user_recovery_codes WHERE user_id = :u", soci::use(user_id);
    sql << "DELETE FROM user_totp WHERE user_id = :u", soci::use(user_id);
    return Status::ok();
  });
}

Status TwoFactor::verify(const std::string& user_id, std::string_view totp_code,
                         std::string_view recovery_code) {
  if (!recovery_code.empty()) {
    std::string hash = recoveryHash(recovery_code);
    std::string now = isoNow();
    long long used = 0;
    SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
      soci::statement st = (sql.prepare << "UPDATE user_recovery_codes SET used_at = :t "
                                           "WHERE user_id = :u AND code_hash = :h "
                                           "AND used_at IS NULL",
                            soci::use(now), soci::use(user_id), soci::use(hash));
      st.execute(true);
      used = st.get_affected_rows();
      return Status::ok();
    }));
    return used == 1 ? Status::ok() : Status::unauthenticated(kBadSecondFactor);
  }
  std::string sealed;
  long long last = 0;
  SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
    sql << "SELECT secret, last_step FROM user_totp WHERE user_id = :u "
           "AND enabled_at IS NOT NULL",
        soci::use(user_id), soci::into(sealed), soci::into(last);
    return Status::ok();
  }));
  if (sealed.empty()) return Status::unauthenticated(kBadSecondFactor);
  SEO_ASSIGN_OR_RETURN(std::string raw, host_.secrets().open(sealed));
  std::optional<std::uint64_t> step = totpStep(raw, totp_code, clockNow());
  if (!step || static_cast<long long>(*step) <= last) {
    return Status::unauthenticated(kBadSecondFactor);
  }
  // Conditional on the step still being new: of two sign-ins racing with one code, one wins.
  long long moved = 0;
  long long next = static_cast<long long>(*step);
  SEO_RETURN_IF_ERROR(db_.withSession([&](soci::session& sql) {
    soci::statement st = (sql.prepare << "UPDATE user_totp SET last_step = :s "
                                         "WHERE user_id = :u AND last_step < :t",
                          soci::use(next), soci::use(user_id), soci::use(next));
    st.execute(true);
    moved = st.get_affected_rows();
    return Status::ok();
  }));
  return moved == 1 ? Status::ok() : Status::unauthenticated(kBadSecondFactor);
}

}  // namespace seo::core
