#include "core/providers/outbound_address.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

// Nothing here connects: the addresses are judged as text, and pinPublicAddress is only given
// literals, which getaddrinfo reads without asking DNS.
namespace seo::core {
namespace {

using seo::sdk::Code;

struct Range {
  const char* first;
  const char* last;
  const char* before;  // the address just below, public ("" when none)
  const char* after;   // the address just above, public ("" when none)
};

TEST(OutboundAddressTest, EveryIpv4SpecialPurposeRangeIsRefusedToItsEdges) {
  const Range ranges[] = {
      {"0.0.0.0", "0.255.255.255", "", "1.0.0.0"},
      {"10.0.0.0", "10.255.255.255", "9.255.255.255", "11.0.0.0"},
      {"100.64.0.0", "100.127.255.255", "100.63.255.255", "100.128.0.0"},
      {"127.0.0.0", "127.255.255.255", "126.255.255.255", "128.0.0.0"},
      {"169.254.0.0", "169.254.255.255", "169.253.255.255", "169.255.0.0"},
      {"172.16.0.0", "172.31.255.255", "172.15.255.255", "172.32.0.0"},
      {"192.0.0.0", "192.0.0.255", "191.255.255.255", "192.0.1.0"},
      {"192.0.2.0", "192.0.2.255", "192.0.1.255", "192.0.3.0"},
      {"192.88.99.0", "192.88.99.255", "192.88.98.255", "192.88.100.0"},
      {"192.168.0.0", "192.168.255.255", "192.167.255.255", "192.169.0.0"},
      {"198.18.0.0", "198.19.255.255", "198.17.255.255", "198.20.0.0"},
      {"198.51.100.0", "198.51.100.255", "198.51.99.255", "198.51.101.0"},
      {"203.0.113.0", "203.0.113.255", "203.0.112.255", "203.0.114.0"},
      {"224.0.0.0", "239.255.255.255", "223.255.255.255", ""},
      {"240.0.0.0", "255.255.255.255", "", ""},
  };
  for (const Range& r : ranges) {
    EXPECT_TRUE(isRefusedAddress(r.first)) << r.first;
    EXPECT_TRUE(isRefusedAddress(r.last)) << r.last;
    if (*r.before) {
      EXPECT_FALSE(isRefusedAddress(r.before)) << r.before;
    }
    if (*r.after) {
      EXPECT_FALSE(isRefusedAddress(r.after)) << r.after;
    }
  }
  EXPECT_TRUE(isRefusedAddress("169.254.169.254"));
}

TEST(OutboundAddressTest, EveryIpv6SpecialPurposeRangeIsRefusedToItsEdges) {
  const Range ranges[] = {
      {"::", "::", "", ""},
      {"::1", "::1", "", ""},
      {"100::", "100::ffff:ffff:ffff:ffff", "ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "100:0:0:1::"},
      {"2001:2::", "2001:2:0:ffff:ffff:ffff:ffff:ffff", "2001:1:ffff:ffff:ffff:ffff:ffff:ffff",
       "2001:2:1::"},
      {"2001:db8::", "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff",
       "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db9::"},
      {"3fff::", "3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff",
       "3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "3fff:1000::"},
      {"5f00::", "5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
       "5eff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "5f01::"},
      {"fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
       "fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", ""},
      {"fe80::", "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
       "fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff", ""},
      {"fec0::", "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "", ""},
      {"ff00::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "", ""},
  };
  for (const Range& r : ranges) {
    EXPECT_TRUE(isRefusedAddress(r.first)) << r.first;
    EXPECT_TRUE(isRefusedAddress(r.last)) << r.last;
    if (*r.before) {
      EXPECT_FALSE(isRefusedAddress(r.before)) << r.before;
    }
    if (*r.after) {
      EXPECT_FALSE(isRefusedAddress(r.after)) << r.after;
    }
  }
  for (const char* a : {"fd12:3456::1", "fe80::1", "ff02::1", "fec0::1", "2001:db8::1", "100::1"}) {
    EXPECT_TRUE(isRefusedAddress(a)) << a;
  }
}

// Each form that carries an IPv4 address is judged by it: refused for a refused IPv4, allowed
// for a public one.
TEST(OutboundAddressTest, AnIpv6AddressCarryingAnIpv4OneIsJudgedByIt) {
  struct Form {
    const char* name;
    const char* refused[3];  // carrying 127.0.0.1, 10.0.0.1, 169.254.169.254
    const char* allowed;     // carrying 8.8.8.8 (Teredo: client 8.8.4.4 by server 8.8.8.8)
  };
  const Form forms[] = {
      {"IPv4-mapped ::ffff:0:0/96",
       {"::ffff:127.0.0.1", "::ffff:a00:1", "::ffff:169.254.169.254"},
       "::ffff:8.8.8.8"},
      {"IPv4-compatible ::/96", {"::127.0.0.1", "::a00:1", "::a9fe:a9fe"}, "::8.8.8.8"},
      {"SIIT ::ffff:0:0:0/96",
       {"::ffff:0:7f00:1", "::ffff:0:a00:1", "::ffff:0:169.254.169.254"},
       "::ffff:0:808:808"},
      {"NAT64 64:ff9b::/96",
       {"64:ff9b::7f00:1", "64:ff9b::a00:1", "64:ff9b::169.254.169.254"},
       "64:ff9b::808:808"},
      {"6to4 2002::/16", {"2002:7f00:1::", "2002:a00:1::", "2002:a9fe:a9fe::"}, "2002:808:808::1"},
      // The client's address with every bit inverted in the last 32 bits (~127.0.0.1 is
      // 128.255.255.254, ~10.0.0.1 245.255.255.254, ~169.254.169.254 86.1.86.1).
      {"Teredo 2001::/32 (client)",
       {"2001:0:808:808::80ff:fffe", "2001:0:808:808::f5ff:fffe", "2001:0:808:808::5601:5601"},
       "2001:0:808:808::f7f7:fbfb"},
      {"Teredo 2001::/32 (server)",
       {"2001:0:7f00:1::f7f7:fbfb", "2001:0:a00:1::f7f7:fbfb", "2001:0:a9fe:a9fe::f7f7:fbfb"},
       "2001:0:808:808::f7f7:fbfb"},
  };
  for (const Form& f : forms) {
    for (const char* a : f.refused) EXPECT_TRUE(isRefusedAddress(a)) << f.name << ": " << a;
    EXPECT_FALSE(isRefusedAddress(f.allowed)) << f.name << ": " << f.allowed;
  }
}

// 64:ff9b:1::/48 is for a network's own translators, which may embed the IPv4 address at any
// prefix length: nothing in it is reachable from outside, whatever it carries.
TEST(OutboundAddressTest, LocalUseNat64IsRefusedWhateverItCarries) {
  for (const char* a : {"64:ff9b:1::7f00:1", "64:ff9b:1::808:808",
                        "64:ff9b:1:808:8:800::", "64:ff9b:1:ffff:ffff:ffff:ffff:ffff"}) {
    EXPECT_TRUE(isRefusedAddress(a)) << a;
  }
  EXPECT_FALSE(isRefusedAddress("64:ff9b:2::808:808"));
}

TEST(OutboundAddressTest, PublicAddressesAreNotRefused) {
  for (const char* a :
       {"8.8.8.8", "1.1.1.1", "93.184.216.34", "2001:4860::8888", "2001:4860:4860::8888",
        "2606:4700::1111", "2a00:1450:4001::200e", "::ffff:8.8.8.8", "64:ff9b::808:808"}) {
    EXPECT_FALSE(isRefusedAddress(a)) << a;
  }
}

TEST(OutboundAddressTest, AnythingButANumericAddressIsRefused) {
  for (const char* a : {"localhost", "", "999.1.1.1", "127.1", "0x7f.1", "2130706433", "[::1]",
                        "fe80::1%eth0", "example.com"}) {
    EXPECT_TRUE(isRefusedAddress(a)) << a;
  }
}

// The hosts of the attack session's findings, and what was refused already.
const std::vector<std::string> kRefusedHosts = {"2002:7f00:1::",    "2002:a00:1::",
                                                "2002:a9fe:a9fe::", "64:ff9b:1::7f00:1",
                                                "::ffff:0:7f00:1",  "2001:0:808:808::80ff:fffe",
                                                "100::1",           "192.0.2.1",
                                                "127.0.0.1",        "10.0.0.1",
                                                "169.254.169.254",  "::1",
                                                "0.0.0.0",          "64:ff9b::7f00:1",
                                                "::ffff:127.0.0.1", "::127.0.0.1"};

TEST(OutboundAddressTest, ARefusedLiteralOrLocalNameIsRefusedAtSaveUnlessAllowed) {
  std::vector<std::string> hosts = kRefusedHosts;
  for (const char* name : {"localhost", "LocalHost", "api.localhost", "intranet"}) {
    hosts.push_back(name);
  }
  for (const std::string& host : hosts) {
    seo::sdk::Status s = checkOutboundHost("host", host, false);
    EXPECT_EQ(s.code(), Code::InvalidArgument) << host;
    EXPECT_EQ(s.message().rfind("Invalid field: host: host ", 0), 0u) << s.message();
    EXPECT_NE(s.message().find("no public address"), std::string::npos) << s.message();
    EXPECT_TRUE(checkOutboundHost("host", host, true).isOk()) << host;
  }
}

// "127.1" is 127.0.0.1 to a resolver; a trailing dot makes "localhost." another spelling of
// "localhost". Such spellings are refused whatever the operator allows.
TEST(OutboundAddressTest, AnotherSpellingOfAnAddressOrNameIsRefusedEvenWhenAllowed) {
  for (const char* host :
       {"127.1", "0x7f.1", "2130706433", "0177.0.0.1", "127.0.0.01", "0x7f000001", "127.0.1",
        "localhost.", "example.com.", "fe80::1%eth0", "[::1]", "exa mple.com", "", "a..b",
        "-a.example", "1:2:3:4:5:6:7:8:9", "::ffff:127.1", "exa%6dple.com"}) {
    for (bool allow : {false, true}) {
      seo::sdk::Status s = checkOutboundHost("url", host, allow);
      EXPECT_EQ(s.code(), Code::InvalidArgument) << host;
      EXPECT_EQ(s.message().rfind("Invalid field: url: ", 0), 0u) << s.message();
    }
  }
}

TEST(OutboundAddressTest, APublicHostIsAcceptedAtSave) {
  for (const char* host :
       {"example.com", "SMTP.Example.com", "8.8.8.8", "2606:4700::1111", "2002:808:808::1",
        "64:ff9b::808:808", "xn--bcher-kva.example", "0x7f.example.com"}) {
    EXPECT_TRUE(checkOutboundHost("host", host, false).isOk()) << host;
  }
}

// At connection time the same literals are refused, before any socket is opened, with the
// message the save-time check gives after the field.
TEST(OutboundAddressTest, PinningRefusesTheSameLiteralsWithTheSameMessage) {
  for (const std::string& host : kRefusedHosts) {
    auto pinned = pinPublicAddress(host, "443", false);
    ASSERT_FALSE(pinned.isOk()) << host;
    EXPECT_EQ(pinned.status().code(), Code::InvalidArgument) << host;
    EXPECT_EQ("Invalid field: url: " + pinned.status().message(),
              checkOutboundHost("url", host, false).message());
    auto allowed = pinPublicAddress(host, "443", true);
    ASSERT_TRUE(allowed.isOk()) << host << ": " << allowed.status().message();
    EXPECT_EQ(allowed.value(), "") << "a literal needs no pinning";
  }
}

TEST(OutboundAddressTest, OutboundHostsAreJudgedByTheAddressTheyName) {
  std::map<std::string, std::string, std::less<>> hosts = {
      {"cms.internal.example", "2002:a00:1::"}, {"cms.public.example", "2002:808:808::1"}};
  EXPECT_FALSE(pinPublicAddress("cms.internal.example", "443", false, hosts).isOk());
  auto pinned = pinPublicAddress("cms.public.example", "443", false, hosts);
  ASSERT_TRUE(pinned.isOk()) << pinned.status().message();
  EXPECT_EQ(pinned.value(), "cms.public.example:443:[2002:808:808::1]");
}

}  // namespace
}  // namespace seo::core
