#include "core/secrets/sealer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include "core/common/ids.h"
#include "seo/sdk/util/base64.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

constexpr std::string_view kPrefix = "sealed:v1:";
constexpr std::size_t kKeyBytes = 32;
constexpr std::size_t kNonceBytes = 12;
constexpr std::size_t kTagBytes = 16;

struct CipherContext {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  ~CipherContext() { EVP_CIPHER_CTX_free(ctx); }
};

Result<Sealer::Key> newKey() {
  unsigned char id[4];
  std::string bytes(kKeyBytes, '\0');
  if (RAND_bytes(id, sizeof id) != 1 ||
      RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), kKeyBytes) != 1) {
    return Status::internal("no random bytes for a new secret key");
  }
  return Sealer::Key{hexEncode(id, sizeof id), std::move(bytes)};
}

Result<std::vector<Sealer::Key>> parseKeys(const std::string& text, const std::string& path) {
  std::vector<Sealer::Key> keys;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string id, encoded, extra;
    fields >> id >> encoded >> extra;
    std::optional<std::string> bytes = seo::sdk::base64::decode(encoded);
    bool hex_id = id.size() == 8 && id.find_first_not_of("0123456789abcdef") == std::string::npos;
    if (!hex_id || !bytes || bytes->size() != kKeyBytes || !extra.empty()) {
      return Status::invalidArgument("secret key file " + path + ": line " +
                                     std::to_string(number) +
                                     " is not \"<8 hex digits> <base64 of 32 bytes>\"");
    }
    keys.push_back({id, std::move(*bytes)});
  }
  if (keys.empty()) return Status::invalidArgument("secret key file " + path + " holds no key");
  return keys;
}

// Appends `key` to `path`, creating the file with mode 0600 (and its folder) when absent.
Status appendKey(const std::string& path, const Sealer::Key& key) {
  std::filesystem::path file(path);
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (fd < 0) {
    return Status::invalidArgument("cannot write secret key file " + path + ": " +
                                   std::strerror(errno));
  }
  std::string line = key.id + " " + seo::sdk::base64::encode(key.bytes) + "\n";
  bool written = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size()) &&
                 ::fsync(fd) == 0;
  ::close(fd);
  if (!written) return Status::invalidArgument("cannot write secret key file " + path);
  return Status::ok();
}

}  // namespace

Sealer::Sealer(std::vector<Key> keys) : keys_(std::move(keys)) {}

Result<std::unique_ptr<Sealer>> Sealer::fromKeyFile(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) {
      return Status::invalidArgument("cannot read secret key file " + path + ": " +
                                     std::strerror(errno));
    }
    Result<Key> key = newKey();
    if (!key.isOk()) return key.status();
    if (Status s = appendKey(path, key.value()); !s.isOk()) return s;
    if (::stat(path.c_str(), &st) != 0) {
      return Status::invalidArgument("cannot read secret key file " + path);
    }
  }
  if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
    return Status::invalidArgument("secret key file " + path +
                                   " may be read by others; chmod 600 it");
  }
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) return Status::invalidArgument("cannot read secret key file " + path);
  Result<std::vector<Key>> keys = parseKeys(text.str(), path);
  if (!keys.isOk()) return keys.status();
  return std::make_unique<Sealer>(std::move(keys).value());
}

Result<std::string> Sealer::addKey(const std::string& path) {
  if (std::filesystem::exists(path)) {
    Result<std::unique_ptr<Sealer>> existing = fromKeyFile(path);  // refuse a broken file
    if (!existing.isOk()) return existing.status();
  }
  Result<Key> key = newKey();
  if (!key.isOk()) return key.status();
  if (Status s = appendKey(path, key.value()); !s.isOk()) return s;
  return key.value().id;
}

const Sealer::Key* Sealer::find(std::string_view id) const {
  for (const Key& k : keys_) {
    if (k.id == id) return &k;
  }
  return nullptr;
}

bool Sealer::isSealed(std::string_view text) { return !keyIdOf(text).empty(); }

std::string Sealer::keyIdOf(std::string_view token) {
  if (token.substr(0, kPrefix.size()) != kPrefix) return "";
  std::string_view rest = token.substr(kPrefix.size());
  std::size_t colon = rest.find(':');
  if (colon != 8) return "";
  return std::string(rest.substr(0, colon));
}

Result<std::string> Sealer::seal(std::string_view plaintext) const {
  const Key& key = keys_.back();
  std::string header = std::string(kPrefix) + key.id + ":";
  std::string box(kNonceBytes + plaintext.size() + kTagBytes, '\0');
  auto* out = reinterpret_cast<unsigned char*>(box.data());
  if (RAND_bytes(out, kNonceBytes) != 1) return Status::internal("no random bytes for a nonce");

  CipherContext c;
  int n = 0;
  bool ok = c.ctx != nullptr &&
            EVP_EncryptInit_ex(c.ctx, EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
            EVP_CIPHER_CTX_ctrl(c.ctx, EVP_CTRL_GCM_SET_IVLEN, kNonceBytes, nullptr) == 1 &&
            EVP_EncryptInit_ex(c.ctx, nullptr, nullptr,
                               reinterpret_cast<const unsigned char*>(key.bytes.data()), out) == 1 &&
            EVP_EncryptUpdate(c.ctx, nullptr, &n,
                              reinterpret_cast<const unsigned char*>(header.data()),
                              static_cast<int>(header.size())) == 1 &&
            EVP_EncryptUpdate(c.ctx, out + kNonceBytes, &n,
                              reinterpret_cast<const unsigned char*>(plaintext.data()),
                              static_cast<int>(plaintext.size())) == 1 &&
            EVP_EncryptFinal_ex(c.ctx, out + kNonceBytes + n, &n) == 1 &&
            EVP_CIPHER_CTX_ctrl(c.ctx, EVP_CTRL_GCM_GET_TAG, kTagBytes,
                                out + kNonceBytes + plaintext.size()) == 1;
  if (!ok) return Status::internal("sealing a secret failed");
  return header + seo::sdk::base64::encode(box);
}

Result<std::string> Sealer::open(std::string_view token) const {
  std::string id = keyIdOf(token);
  if (id.empty()) return Status::invalidArgument("not a sealed secret");
  const Key* key = find(id);
  if (key == nullptr) return Status::invalidArgument("sealed with an unknown key " + id);
  std::size_t header_size = kPrefix.size() + id.size() + 1;
  std::string_view header = token.substr(0, header_size);
  std::optional<std::string> box = seo::sdk::base64::decode(token.substr(header_size));
  if (!box || box->size() < kNonceBytes + kTagBytes) {
    return Status::invalidArgument("sealed secret is damaged");
  }
  std::size_t size = box->size() - kNonceBytes - kTagBytes;
  auto* in = reinterpret_cast<unsigned char*>(box->data());
  std::string plaintext(size, '\0');
  auto* out = reinterpret_cast<unsigned char*>(plaintext.data());

  CipherContext c;
  int n = 0;
  bool ok = c.ctx != nullptr &&
            EVP_DecryptInit_ex(c.ctx, EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
            EVP_CIPHER_CTX_ctrl(c.ctx, EVP_CTRL_GCM_SET_IVLEN, kNonceBytes, nullptr) == 1 &&
            EVP_DecryptInit_ex(c.ctx, nullptr, nullptr,
                               reinterpret_cast<const unsigned char*>(key->bytes.data()), in) == 1 &&
            EVP_DecryptUpdate(c.ctx, nullptr, &n,
                              reinterpret_cast<const unsigned char*>(header.data()),
                              static_cast<int>(header.size())) == 1 &&
            EVP_DecryptUpdate(c.ctx, out, &n, in + kNonceBytes, static_cast<int>(size)) == 1 &&
            EVP_CIPHER_CTX_ctrl(c.ctx, EVP_CTRL_GCM_SET_TAG, kTagBytes,
                                in + kNonceBytes + size) == 1 &&
            EVP_DecryptFinal_ex(c.ctx, out + n, &n) == 1;
  if (!ok) return Status::invalidArgument("sealed secret is damaged");
  return plaintext;
}

}  // namespace seo::core
