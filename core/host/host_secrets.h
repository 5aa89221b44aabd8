// Secrets at rest (seo::sdk::Secrets), sealed under the server's key file.
#pragma once

#include <memory>

#include "core/secrets/sealer.h"
#include "seo/sdk/secrets.h"

namespace seo::core {

class HostSecrets : public seo::sdk::Secrets {
 public:
  explicit HostSecrets(std::shared_ptr<const Sealer> sealer) : sealer_(std::move(sealer)) {}

  seo::sdk::Result<std::string> seal(std::string_view secret) override {
    return sealer_->seal(secret);
  }
  seo::sdk::Result<std::string> open(std::string_view sealed) override {
    return sealer_->open(sealed);
  }

 private:
  const std::shared_ptr<const Sealer> sealer_;
};

}  // namespace seo::core
