// sdk.h is the whole SDK: it includes every header of seo/sdk/ and seo/sdk/util/ but entry.h
// (a plugin's plugin.cc includes that one) and the host's internal/ ones. Compiling this file
// proves the list compiles on its own; the test proves the list is complete.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "seo/sdk/sdk.h"
#include "tests/testing/build_paths.h"

namespace seo::sdk {
namespace {

TEST(SdkHeaderTest, NamesEveryHeaderAPluginUses) {
  const std::filesystem::path include =
      std::filesystem::path(seo::testing::sourceDir()) / "sdk" / "include" / "seo" / "sdk";
  std::ifstream in(include / "sdk.h");
  std::stringstream text;
  text << in.rdbuf();
  int headers = 0;
  for (const char* folder : {"", "util"}) {
    for (const auto& entry : std::filesystem::directory_iterator(include / folder)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() != ".h" || name == "sdk.h" || name == "entry.h") continue;
      const std::string line =
          std::string("#include \"seo/sdk/") + folder + (*folder ? "/" : "") + name + "\"";
      EXPECT_NE(text.str().find(line), std::string::npos) << "sdk.h leaves out " << line;
      ++headers;
    }
  }
  EXPECT_GT(headers, 50) << "the folders were read";
  EXPECT_EQ(text.str().find("#include \"seo/sdk/entry.h\""), std::string::npos)
      << "only plugin.cc includes entry.h";
}

}  // namespace
}  // namespace seo::sdk
