#include "core/server/reload_control.h"

#include <gtest/gtest.h>

#include <rapidjson/document.h>

#include <string>
#include <vector>

#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

class ReloadControlTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::openDatabase(dir_);
    ASSERT_NE(db_, nullptr);
    testing::assemblePluginDir(dir_.path() / "plugins", {"probe", "account"});
    plugins_ = std::make_unique<PluginManager>(*db_, dir_.path() / "plugins",
                                               dir_.path() / "copies");
    ASSERT_TRUE(plugins_->load({"account"}).refusals().empty());
    control_ = std::make_unique<ReloadControl>(
        *plugins_, [this]() -> Result<std::vector<std::string>> {
          if (!readable_) return Status::invalidArgument("config.jsonc: parse error");
          return enabled_;
        });
  }

  rapidjson::Document ask(const std::string& line) {
    rapidjson::Document doc;
    doc.Parse(control_->answer(line).c_str());
    EXPECT_FALSE(doc.HasParseError());
    return doc;
  }

  static std::vector<std::string> names(const rapidjson::Value& plugins) {
    std::vector<std::string> out;
    for (const auto& p : plugins.GetArray()) out.push_back(p["name"].GetString());
    return out;
  }

  testing::TempDir dir_;
  std::unique_ptr<Database> db_;
  std::unique_ptr<PluginManager> plugins_;
  std::unique_ptr<ReloadControl> control_;
  std::vector<std::string> enabled_ = {"account"};
  bool readable_ = true;
};

TEST_F(ReloadControlTest, ListsThePluginsWithVersionAndAbi) {
  rapidjson::Document doc = ask("plugins");
  ASSERT_TRUE(doc.HasMember("plugins"));
  ASSERT_EQ(doc["plugins"].Size(), 1u);
  EXPECT_STREQ(doc["plugins"][0]["name"].GetString(), "account");
  EXPECT_STREQ(doc["plugins"][0]["version"].GetString(), "1.0.0");
  EXPECT_EQ(std::string(doc["plugins"][0]["abi"].GetString()),
            std::to_string(seo::sdk::kAbiMajor) + "." + std::to_string(seo::sdk::kAbiMinor));
}

TEST_F(ReloadControlTest, ReloadAppliesTheConfigurationsList) {
  enabled_ = {"account", "probe"};
  rapidjson::Document added = ask("reload");
  ASSERT_TRUE(added.HasMember("changes")) << control_->answer("plugins");
  EXPECT_STREQ(added["changes"][1]["plugin"].GetString(), "probe");
  EXPECT_STREQ(added["changes"][1]["action"].GetString(), "loaded");
  EXPECT_EQ(names(added["plugins"]), (std::vector<std::string>{"account", "probe"}));
  EXPECT_TRUE(added["duration_ms"].IsNumber());

  enabled_ = {"probe"};
  rapidjson::Document removed = ask("reload");
  EXPECT_STREQ(removed["changes"][1]["plugin"].GetString(), "account");
  EXPECT_STREQ(removed["changes"][1]["action"].GetString(), "unloaded");
  EXPECT_EQ(names(removed["plugins"]), (std::vector<std::string>{"probe"}));
}

TEST_F(ReloadControlTest, ReloadOfOnePluginLeavesTheOthers) {
  enabled_ = {"account", "probe"};
  ask("reload");
  rapidjson::Document doc = ask("reload probe");
  ASSERT_EQ(doc["changes"].Size(), 2u);
  EXPECT_STREQ(doc["changes"][0]["action"].GetString(), "unchanged");
  EXPECT_STREQ(doc["changes"][1]["action"].GetString(), "reloaded");
}

TEST_F(ReloadControlTest, UnreadableConfigurationChangesNothing) {
  readable_ = false;
  enabled_ = {};
  rapidjson::Document doc = ask("reload");
  ASSERT_TRUE(doc.HasMember("error"));
  EXPECT_NE(std::string(doc["error"].GetString()).find("parse error"), std::string::npos);
  EXPECT_EQ(plugins_->current()->plugins.size(), 1u);
}

TEST_F(ReloadControlTest, UnknownRequestsAreRefused) {
  for (const char* line : {"", "restart", "reload a b", "plugins extra"}) {
    rapidjson::Document doc = ask(line);
    ASSERT_TRUE(doc.HasMember("error")) << line;
    EXPECT_NE(std::string(doc["error"].GetString()).find("unknown request"), std::string::npos);
  }
  EXPECT_EQ(plugins_->current()->plugins.size(), 1u);
}

}  // namespace
}  // namespace seo::core
