#include "core/loader/catalog.h"

#include <gtest/gtest.h>

#include "core/loader/registrations.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::shared_ptr<const PluginBuild>> build(const std::function<void(Registrations&)>& fill) {
  Registrations r;
  fill(r);
  return builtInBuild("component", r);
}

void aJob(Registrations& r) {
  r.job("component.work",
        [](seo::sdk::JobContext&) -> Result<std::string> { return std::string("{}"); });
}

TEST(CatalogTest, EventTypesAreCheckedAndJoinTheCatalogue) {
  auto ok = build([](Registrations& r) {
    aJob(r);
    r.event("component.done", "Done.", R"({"type": "object"})");
    r.event("component.failed", "Failed.", R"({"type": "object"})");
    r.jobEvents("component.work", "component.done", "component.failed");
  });
  ASSERT_TRUE(ok.isOk()) << ok.status().message();
  EXPECT_TRUE(ok.value()->built_in);
  EXPECT_EQ(ok.value()->jobs[0]->completed_event, "component.done");
  EXPECT_EQ(ok.value()->jobs[0]->failed_event, "component.failed");
  auto catalog = composeCatalog({ok.value()});
  ASSERT_TRUE(catalog.isOk());
  EXPECT_EQ(catalog.value()->events.count("component.done"), 1u);
  EXPECT_EQ(catalog.value()->events.at("component.done").plugin, "component");
  EXPECT_TRUE(catalog.value()->plugins.empty());  // a built-in is not listed as a plugin
  EXPECT_TRUE(catalog.value()->builds.empty());
  // Two builds may not register one type.
  auto twice = composeCatalog({ok.value(), ok.value()});
  EXPECT_FALSE(twice.isOk());
}

TEST(CatalogTest, BadEventRegistrationsAreRefused) {
  for (const char* type : {"", "nodot", "Upper.case", "a..b", ".a", "a.", "a b.c", "a.b-c"}) {
    auto refused = build([&](Registrations& r) { r.event(type, "x", R"({"type": "object"})"); });
    EXPECT_FALSE(refused.isOk()) << "'" << type << "'";
  }
  EXPECT_FALSE(build([](Registrations& r) {
                 r.event("a.b", "x", R"({"type": "object"})");
                 r.event("a.b", "y", R"({"type": "object"})");
               }).isOk());
  EXPECT_FALSE(build([](Registrations& r) { r.event("a.b", "x", "not json"); }).isOk());
  // Job events must name the plugin's own job kind and event types.
  EXPECT_FALSE(build([](Registrations& r) {
                 r.event("a.b", "x", R"({"type": "object"})");
                 r.jobEvents("component.work", "a.b", "");
               }).isOk());
  EXPECT_FALSE(build([](Registrations& r) {
                 aJob(r);
                 r.jobEvents("component.work", "other.type", "");
               }).isOk());
  EXPECT_TRUE(build([](Registrations& r) {
                aJob(r);
                r.event("a.b", "x", R"({"type": "object"})");
                r.jobEvents("component.work", "a.b", "");
              }).isOk());
}

// RouteSpec::alsoAtRoot: a public route at a fixed root path the host does not serve, once.
TEST(CatalogTest, RootPathsArePublicFixedAndOnce) {
  auto answer = [](seo::sdk::RequestContext&) -> Result<seo::sdk::Response> {
    return seo::sdk::Response::success(204);
  };
  auto at = [&](const std::string& path, bool public_access = true,
                const std::string& route = "/events") {
    return build([=](Registrations& r) {
      seo::sdk::RouteSpec& spec = r.route("POST", route, answer);
      if (public_access) spec.publicAccess();
      spec.alsoAtRoot(path);
    });
  };
  auto ok = at("/api/event");
  ASSERT_TRUE(ok.isOk()) << ok.status().message();
  auto catalog = composeCatalog({ok.value()});
  ASSERT_TRUE(catalog.isOk()) << catalog.status().message();
  Router::Match match = catalog.value()->root_router.match("POST", "/api/event");
  ASSERT_EQ(match.outcome, Router::Outcome::Matched);
  EXPECT_EQ(catalog.value()->routes[match.route_index]->route.path, "/events");
  EXPECT_EQ(catalog.value()->router.match("POST", "/api/event").outcome, Router::Outcome::NotFound);

  EXPECT_FALSE(at("/api/event", false).isOk()) << "a route with a key";
  for (const char* path :
       {"/api/v1", "/api/v1/events", "/healthz", "/metrics", "/mcp", "/", "/console", "/console/x",
        "api/event", "/a//b", "/a/", "/a/../b", "/a/./b", "/a b", "/{id}", "/a?b", "/a%20b"}) {
    EXPECT_FALSE(at(path).isOk()) << path;
  }
  EXPECT_FALSE(at("/" + std::string(200, 'a')).isOk());
  // Another build (plugin) asking for the same root path is a conflict.
  auto other = at("/api/event", true, "/other-events");
  ASSERT_TRUE(other.isOk());
  EXPECT_FALSE(composeCatalog({ok.value(), other.value()}).isOk());
}

}  // namespace
}  // namespace seo::core
