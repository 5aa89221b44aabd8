#include "seo/sdk/util/plain_text.h"

#include <gtest/gtest.h>

#include "seo/sdk/util/html.h"

namespace seo::sdk {
namespace {

TEST(PlainTextTest, OneLineWithoutControlCharacters) {
  EXPECT_EQ(plain_text::line("Trail shoes"), "Trail shoes");
  EXPECT_EQ(plain_text::line("  Trail\r\n\tshoes \x0b for\rrunners\n"), "Trail shoes for runners");
  EXPECT_EQ(plain_text::line(std::string("a\0b\x7f"
                                         "c",
                                         5)),
            "a b c");
  EXPECT_EQ(plain_text::line("a\xC2\x85"
                             "b\xC2\x9F"),
            "a b")
      << "C1 controls (NEL, APC)";
  EXPECT_EQ(plain_text::line("Crème brûlée \xC2\xA0 à Zürich"), "Crème brûlée \xC2\xA0 à Zürich")
      << "letters and the no-break space stay";
  EXPECT_EQ(plain_text::line(" \r\n "), "");
  // Markup is text here: the connector decides how its CMS reads it.
  EXPECT_EQ(plain_text::line("best <img src=x onerror=alert(1)> shoes & socks"),
            "best <img src=x onerror=alert(1)> shoes & socks");
}

TEST(PlainTextTest, AnHtmlBearingFieldGetsTheTextAsCharacterReferences) {
  EXPECT_EQ(html::escape(plain_text::line("best <img src=x onerror=alert(1)>\nshoes & \"socks\"")),
            "best &lt;img src=x onerror=alert(1)&gt; shoes &amp; &quot;socks&quot;");
}

}  // namespace
}  // namespace seo::sdk
