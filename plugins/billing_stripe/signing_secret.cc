#include "plugins/billing_stripe/signing_secret.h"

#include <cstdlib>

#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::billing_stripe {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::optional<std::string>> signingSecret(seo::sdk::Host& host) {
  if (const char* set = std::getenv(kSecretVariable); set != nullptr && *set != '\0') {
    return std::optional<std::string>(set);
  }
  if (std::optional<std::string> set = host.setting("billing_stripe.signing_secret");
      set && !set->empty()) {
    return set;
  }
  std::string sealed;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT sealed FROM billing_stripe_secret WHERE id = 1", soci::into(sealed);
    return Status::ok();
  }));
  if (sealed.empty()) return std::optional<std::string>();
  SEO_ASSIGN_OR_RETURN(std::string secret, host.secrets().open(sealed));
  return std::optional<std::string>(std::move(secret));
}

Status saveSigningSecret(seo::sdk::Host& host, const std::string& secret) {
  bool printable = secret.size() > 6 && secret.size() <= 512;
  for (unsigned char c : secret) printable = printable && c > 0x20 && c < 0x7f;
  if (!printable || secret.rfind("whsec_", 0) != 0) {
    return Status::invalidField("secret", "must be the endpoint's signing secret, whsec_...");
  }
  SEO_ASSIGN_OR_RETURN(std::string sealed, host.secrets().seal(secret));
  std::string now = host.now();
  return host.withTransaction([&](soci::session& sql) {
    sql << "DELETE FROM billing_stripe_secret WHERE id = 1";
    sql << "INSERT INTO billing_stripe_secret (id, sealed, updated_at) VALUES (1, :s, :u)",
        soci::use(sealed), soci::use(now);
    return Status::ok();
  });
}

}  // namespace seo::plugins::billing_stripe
