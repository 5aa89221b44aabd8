// File: secrets.h
// Secrets at rest (Host::secrets(), since ABI 2.20): a password, an API key or a signing secret a
// plugin keeps in its own table is stored sealed, never as it came.
//
//   SEO_ASSIGN_OR_RETURN(std::string sealed, ctx.host->secrets().seal(password));
//   sql << "UPDATE mail_settings SET password = :p", soci::use(sealed);
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

// Implemented by the host (testing::FakeSecrets in tests). Thread-safe.
class Secrets {
 public:
  virtual ~Secrets() = default;
  // `secret` sealed: authenticated encryption under the server's key file, as text safe to
  // store. Never log the secret or put it in a message.
  virtual Result<std::string> seal(std::string_view secret) = 0;
  // The secret a seal() token holds. InvalidArgument when `sealed` is not such a token, is
  // damaged, or names a key the operator has since removed; the message holds no secret.
  virtual Result<std::string> open(std::string_view sealed) = 0;
};

}  // namespace v2
}  // namespace seo::sdk
