#include "core/secrets/sealer.h"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "seo/sdk/util/base64.h"

namespace seo::core {
namespace {

class SealerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/sealer-test-XXXXXX";
    ASSERT_NE(mkdtemp(pattern), nullptr);
    dir_ = pattern;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& name = "data/secret.key") const { return dir_ + "/" + name; }
  static std::string read(const std::string& file) {
    std::ifstream in(file);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  std::unique_ptr<Sealer> opened(const std::string& file) {
    auto s = Sealer::fromKeyFile(file);
    EXPECT_TRUE(s.isOk()) << s.status().message();
    return s.isOk() ? std::move(s).value() : nullptr;
  }
  std::string dir_;
};

TEST_F(SealerTest, SealsAndOpensAnySecret) {
  std::unique_ptr<Sealer> sealer = opened(path());
  ASSERT_NE(sealer, nullptr);
  for (std::string secret : {std::string("whsec_abc"), std::string(), std::string("a\0b", 3),
                             std::string(10000, 'x'), std::string("\xc3\xa9t\xc3\xa9")}) {
    auto sealed = sealer->seal(secret);
    ASSERT_TRUE(sealed.isOk());
    EXPECT_EQ(sealed.value().rfind("sealed:v1:" + sealer->currentKeyId() + ":", 0), 0u);
    EXPECT_TRUE(Sealer::isSealed(sealed.value()));
    if (!secret.empty()) {
      EXPECT_EQ(sealed.value().find(secret), std::string::npos);
    }
    auto back = sealer->open(sealed.value());
    ASSERT_TRUE(back.isOk()) << back.status().message();
    EXPECT_EQ(back.value(), secret);
  }
}

TEST_F(SealerTest, TheSameSecretSealsDifferentlyEachTime) {
  std::unique_ptr<Sealer> sealer = opened(path());
  ASSERT_NE(sealer, nullptr);
  EXPECT_NE(sealer->seal("same").value(), sealer->seal("same").value());
}

TEST_F(SealerTest, ADamagedOrForeignTokenDoesNotOpen) {
  std::unique_ptr<Sealer> sealer = opened(path());
  ASSERT_NE(sealer, nullptr);
  std::string token = sealer->seal("the secret").value();

  // Any flipped byte of the box fails authentication.
  std::string box = *seo::sdk::base64::decode(token.substr(token.rfind(':') + 1));
  for (std::size_t i = 0; i < box.size(); ++i) {
    std::string bent = box;
    bent[i] ^= 1;
    auto result = sealer->open(token.substr(0, token.rfind(':') + 1) + seo::sdk::base64::encode(bent));
    ASSERT_FALSE(result.isOk()) << i;
    EXPECT_EQ(result.status().message(), "sealed secret is damaged");
  }
  EXPECT_EQ(sealer->open("plain text").status().message(), "not a sealed secret");
  EXPECT_FALSE(sealer->open(token.substr(0, token.size() - 4)).isOk());

  // Another server's key: unknown id, or the same id with other bytes.
  std::unique_ptr<Sealer> other = opened(path("other.key"));
  ASSERT_NE(other, nullptr);
  EXPECT_NE(other->open(token).status().message().find("unknown key"), std::string::npos);
  Sealer same_id({{sealer->currentKeyId(), std::string(32, 'k')}});
  EXPECT_EQ(same_id.open(token).status().message(), "sealed secret is damaged");
}

TEST_F(SealerTest, TheKeyFileIsCreatedPrivateAndReadAgain) {
  std::string file = path();
  std::unique_ptr<Sealer> first = opened(file);
  ASSERT_NE(first, nullptr);
  struct stat st {};
  ASSERT_EQ(stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  std::string token = first->seal("kept").value();

  std::unique_ptr<Sealer> again = opened(file);
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->currentKeyId(), first->currentKeyId());
  EXPECT_EQ(again->open(token).value(), "kept");
}

TEST_F(SealerTest, AKeyFileOthersMayReadOrThatIsMalformedIsRefused) {
  std::string file = path();
  ASSERT_NE(opened(file), nullptr);
  ASSERT_EQ(chmod(file.c_str(), 0644), 0);
  auto shared = Sealer::fromKeyFile(file);
  ASSERT_FALSE(shared.isOk());
  EXPECT_NE(shared.status().message().find("chmod 600"), std::string::npos);

  std::string bad = path("bad.key");
  std::ofstream(bad) << "0123abcd notbase64!\n";
  ASSERT_EQ(chmod(bad.c_str(), 0600), 0);
  auto malformed = Sealer::fromKeyFile(bad);
  ASSERT_FALSE(malformed.isOk());
  EXPECT_NE(malformed.status().message().find("line 1"), std::string::npos);

  std::string empty = path("empty.key");
  std::ofstream(empty) << "# only a comment\n";
  ASSERT_EQ(chmod(empty.c_str(), 0600), 0);
  EXPECT_FALSE(Sealer::fromKeyFile(empty).isOk());
}

TEST_F(SealerTest, RotationKeepsOldTokensOpenAndSealsWithTheNewKey) {
  std::string file = path();
  std::unique_ptr<Sealer> before = opened(file);
  ASSERT_NE(before, nullptr);
  std::string old_token = before->seal("old").value();

  auto added = Sealer::addKey(file);
  ASSERT_TRUE(added.isOk()) << added.status().message();
  EXPECT_NE(added.value(), before->currentKeyId());
  std::unique_ptr<Sealer> after = opened(file);
  ASSERT_NE(after, nullptr);
  EXPECT_EQ(after->currentKeyId(), added.value());
  EXPECT_EQ(after->open(old_token).value(), "old");
  EXPECT_EQ(Sealer::keyIdOf(after->seal("new").value()), added.value());
  EXPECT_EQ(read(file).find("old"), std::string::npos);
}

}  // namespace
}  // namespace seo::core
