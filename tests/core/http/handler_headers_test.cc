#include "core/http/handler_headers.h"

#include <gtest/gtest.h>

namespace seo::core {
namespace {

TEST(HandlerHeadersTest, PluginHeadersPassUnlessTheHostSetsThem) {
  seo::sdk::Params added = {{"Location", "/api/v1/things/1"},
                            {"Content-Disposition", "attachment; filename=\"a.csv\""},
                            {"Set-Cookie", "evil=1"},
                            {"access-control-allow-origin", "https://evil.example"},
                            {"Access-Control-Allow-Credentials", "true"},
                            {"Content-Security-Policy", "default-src *"},
                            {"Cache-Control", "public"},
                            {"Content-Length", "1"},
                            {"X-Frame-Options", "ALLOW"}};
  HeaderList out = handlerHeaders(added, /*from_host_component=*/false, "probe");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].first, "Location");
  EXPECT_EQ(out[1].first, "Content-Disposition");
}

TEST(HandlerHeadersTest, OnlyTheHostsComponentsSetCookies) {
  seo::sdk::Params added = {{"Set-Cookie", "seo_session=x; HttpOnly"}};
  EXPECT_TRUE(handlerHeaders(added, false, "probe").empty());
  HeaderList out = handlerHeaders(added, true, "console");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].second, "seo_session=x; HttpOnly");
  // Even a component does not set CORS or framing.
  EXPECT_TRUE(handlerHeaders({{"Access-Control-Allow-Origin", "*"}}, true, "console").empty());
}

TEST(HandlerHeadersTest, NoLineBreakOrNonTokenNameSplitsTheAnswer) {
  HeaderList out = handlerHeaders({{"Location", "/a\r\nSet-Cookie: x=1"},
                                   {"X-Bad Name", "1"},
                                   {"", "1"},
                                   {"X-Ok", "tab\tok"},
                                   {"X-Utf8", "caf\xc3\xa9"}},
                                  true, "console");
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].first, "X-Ok");
}

}  // namespace
}  // namespace seo::core
