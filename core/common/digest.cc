#include "core/common/digest.h"

#include <openssl/evp.h>

#include "core/common/ids.h"

namespace seo::core {

std::string sha256Hex(std::string_view data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_Digest(data.data(), data.size(), digest, &length, EVP_sha256(), nullptr);
  return hexEncode(digest, length);
}

}  // namespace seo::core
