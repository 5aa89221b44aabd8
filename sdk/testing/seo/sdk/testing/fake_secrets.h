// File: testing/fake_secrets.h
// Secrets for plugin authors' unit tests. Not encryption: a reversible stand-in that still hides
// the text from a plain search, so a test can check that only the sealed form is stored.
#pragma once

#include <string>

#include "seo/sdk/secrets.h"

namespace seo::sdk {
inline namespace v2 {
namespace testing {

class FakeSecrets : public Secrets {
 public:
  Result<std::string> seal(std::string_view secret) override {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out(kPrefix);
    for (unsigned char c : secret) {
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
    return out;
  }
  Result<std::string> open(std::string_view sealed) override {
    if (sealed.substr(0, kPrefix.size()) != kPrefix || sealed.size() % 2 != 0) {
      return Status::invalidArgument("not a sealed secret");
    }
    auto digit = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
    std::string out;
    for (std::size_t i = kPrefix.size(); i + 1 < sealed.size(); i += 2) {
      out += static_cast<char>(digit(sealed[i]) * 16 + digit(sealed[i + 1]));
    }
    return out;
  }

 private:
  static constexpr std::string_view kPrefix = "fake-sealed:";
};

}  // namespace testing
}  // namespace v2
}  // namespace seo::sdk
