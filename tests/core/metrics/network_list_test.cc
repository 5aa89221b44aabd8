#include "core/metrics/network_list.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

NetworkList listOf(const std::vector<std::string>& networks) {
  auto parsed = NetworkList::parse(networks);
  EXPECT_TRUE(parsed.isOk()) << parsed.status().message();
  return parsed.isOk() ? parsed.value() : NetworkList();
}

TEST(NetworkListTest, Ipv4NetworksByPrefix) {
  NetworkList list = listOf({"10.0.0.0/8", "192.168.1.0/24", "203.0.113.7"});
  EXPECT_TRUE(list.contains("10.255.1.2"));
  EXPECT_FALSE(list.contains("11.0.0.1"));
  EXPECT_TRUE(list.contains("192.168.1.200"));
  EXPECT_FALSE(list.contains("192.168.2.1"));
  EXPECT_TRUE(list.contains("203.0.113.7"));  // no prefix: the address alone
  EXPECT_FALSE(list.contains("203.0.113.8"));
  EXPECT_TRUE(list.contains("::ffff:10.1.2.3"));  // IPv4-mapped, as a dual-stack socket gives it
}

TEST(NetworkListTest, Ipv6NetworksAndOddPrefixes) {
  NetworkList list = listOf({"::1/128", "fd00::/8", "2001:db8:abcd::/45"});
  EXPECT_TRUE(list.contains("::1"));
  EXPECT_FALSE(list.contains("::2"));
  EXPECT_TRUE(list.contains("fd12:3456::1"));
  EXPECT_FALSE(list.contains("fe80::1"));
  EXPECT_TRUE(list.contains("2001:db8:abcf::1"));   // within /45
  EXPECT_FALSE(list.contains("2001:db8:abd0::1"));  // past it
  EXPECT_FALSE(list.contains("10.0.0.1"));
}

TEST(NetworkListTest, AllAndNothing) {
  NetworkList all = listOf({"0.0.0.0/0", "::/0"});
  EXPECT_TRUE(all.contains("8.8.8.8"));
  EXPECT_TRUE(all.contains("2001:db8::1"));
  EXPECT_TRUE(listOf({}).empty());
  EXPECT_FALSE(all.contains("not an address"));
  EXPECT_FALSE(all.contains(""));
}

TEST(NetworkListTest, RefusesWhatIsNotANetwork) {
  for (const std::string bad : {"10.0.0.0/33", "10.0.0/8", "::1/129", "host.example", "10.0.0.0/",
                                "10.0.0.0/x", "/8", ""}) {
    auto parsed = NetworkList::parse({"127.0.0.0/8", bad});
    ASSERT_FALSE(parsed.isOk()) << bad;
    EXPECT_NE(parsed.status().message().find("\"" + bad + "\""), std::string::npos)
        << parsed.status().message();
  }
}

}  // namespace
}  // namespace seo::core
