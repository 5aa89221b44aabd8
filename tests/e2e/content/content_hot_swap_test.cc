// The content module and the Ghost connector unloaded and loaded again while the server runs:
// their libraries (ICU, cmark, libjwt) must survive the module going and coming back, and the
// module answers as before.
#include <signal.h>

#include <chrono>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <thread>

#include "tests/e2e/harness/content_fixture.h"

namespace seo::tests {
namespace {

using ContentHotSwapTest = ContentE2eTest;

TEST_F(ContentHotSwapTest, UnlistingAndListingTheModuleAgainKeepsPlanningAndPublishing) {
  const std::vector<std::string> kMine = {"account", "cms_ghost", "content"};
  ServerOptions o = contentOptions();
  o.plugins.clear();  // the configuration's list, so that SIGHUP re-reads it
  o.config_file = configEnabling(kMine);
  ASSERT_NO_FATAL_FAILURE(restartServer(o));
  ASSERT_NO_FATAL_FAILURE(connectGhost(a_));

  for (int round = 0; round < 3; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    // ICU folds the title and knows the zone; cmark renders; libjwt signs for Ghost.
    ASSERT_EQ(call("PATCH", "/content/automation", "/content/automation", a_.key,
                   R"({"time_zone": "Europe/Paris"})")
                  .status,
              200);
    rapidjson::Document a;
    ASSERT_NO_FATAL_FAILURE(
        createArticle(a_, R"({"title": "Crème brûlée à Zürich", "outline": ["Sucre"]})", &a));
    EXPECT_EQ(stringField(a, "slug"), "creme-brulee-a-zurich");
    const std::string id = stringField(a, "id");
    ASSERT_NO_FATAL_FAILURE(generate(a_, id, &a));
    ASSERT_EQ(
        call("POST", "/articles/{id}/publish", "/articles/" + id + "/publish", a_.key, "{}").status,
        202);
    ASSERT_NO_FATAL_FAILURE(awaitArticle(
        a_, id, [](const rapidjson::Value& v) { return stringField(v, "status") == "published"; },
        &a));

    configEnabling({"account"});
    ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
    EXPECT_TRUE(eventuallyTrue([&] { return http().get(api("/articles"), a_.key).status == 404; }));
    EXPECT_TRUE(eventuallyTrue([&] {
      std::ifstream maps("/proc/" + std::to_string(server().pid()) + "/maps");
      std::string text((std::istreambuf_iterator<char>(maps)), std::istreambuf_iterator<char>());
      return text.find("content") == std::string::npos &&
             text.find("cms_ghost") == std::string::npos;
    })) << "every copy of the modules is unmapped";
    configEnabling(kMine);
    ASSERT_EQ(::kill(server().pid(), SIGHUP), 0);
    EXPECT_TRUE(eventuallyTrue([&] { return http().get(api("/articles"), a_.key).status == 200; }));
  }
  EXPECT_EQ(http().get("/healthz").status, 200) << "the server is alive";
}

}  // namespace
}  // namespace seo::tests
