#include "core/loader/plugin_library.h"

#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/loader/registrations.h"
#include "tests/core/testing/temp_env.h"

namespace seo::core {
namespace {

using seo::sdk::Code;

std::string abiText(std::uint32_t major, std::uint32_t minor) {
  return std::to_string(major) + "." + std::to_string(minor);
}

// The files under `dir`, full paths.
std::vector<std::string> filesIn(const std::filesystem::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = std::filesystem::directory_iterator(dir, ec);
       !ec && it != std::filesystem::directory_iterator(); ++it) {
    out.push_back(it->path().string());
  }
  return out;
}

bool isMapped(const std::string& path) {
  std::ifstream maps("/proc/self/maps");
  std::stringstream text;
  text << maps.rdbuf();
  return text.str().find(path) != std::string::npos;
}

class PluginLibraryTest : public ::testing::Test {
 protected:
  std::filesystem::path copies() const { return dir_.path() / "copies"; }

  seo::sdk::Result<std::shared_ptr<PluginLibrary>> load(const std::string& name) {
    return PluginLibrary::load(testing::pluginFile(name), copies());
  }

  std::string refusal(const std::string& name) {
    auto r = load(name);
    EXPECT_FALSE(r.isOk()) << name << " was accepted";
    return r.isOk() ? "" : r.status().message();
  }

  testing::TempDir dir_;
};

TEST_F(PluginLibraryTest, ProbeLoadsWithNameVersionAndAbi) {
  auto r = load("probe");
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const PluginLibrary& lib = *r.value();
  EXPECT_EQ(lib.name(), "probe");
  EXPECT_EQ(lib.version(), "0.1.0");
  EXPECT_EQ(lib.abiMajor(), seo::sdk::kAbiMajor);
  EXPECT_EQ(lib.abiMinor(), seo::sdk::kAbiMinor);
  EXPECT_EQ(lib.file(), testing::pluginFile("probe"));

  Registrations regs;
  ASSERT_TRUE(lib.registerInto(regs).isOk());
  ASSERT_EQ(regs.migrations.size(), 3u);
  EXPECT_EQ(regs.migrations[0].version, 1);
  EXPECT_EQ(regs.migrations[1].version, 2);
  ASSERT_EQ(regs.jobs.size(), 1u);
  EXPECT_EQ(regs.jobs[0].kind, "probe.work");
  bool has_items = false;
  for (const seo::sdk::Route& route : regs.routes) {
    has_items = has_items || (route.method == "GET" && route.path == "/probe/items/{id}");
  }
  EXPECT_TRUE(has_items);
  EXPECT_EQ(regs.routes.size(), 20u);
  ASSERT_EQ(regs.events.size(), 1u);
  EXPECT_EQ(regs.events[0].type, "probe.noted");
  ASSERT_EQ(regs.services.size(), 1u);
  EXPECT_EQ(regs.services[0].first, "probe.echo");
  ASSERT_EQ(regs.assets.size(), 1u);
  EXPECT_EQ(regs.assets[0].path, "/probe/hello.txt");
  ASSERT_EQ(regs.commands.size(), 1u);
  EXPECT_EQ(regs.commands[0].name, "echo");
}

TEST_F(PluginLibraryTest, AbiMismatchIsRefusedNamingPluginAndBothVersions) {
  std::string message = refusal("abi_mismatch");
  EXPECT_NE(message.find("abi_mismatch"), std::string::npos) << message;
  EXPECT_NE(message.find("plugin ABI " + abiText(seo::sdk::kAbiMajor + 1, 0)), std::string::npos)
      << message;
  EXPECT_NE(message.find("host ABI " + abiText(seo::sdk::kAbiMajor, seo::sdk::kAbiMinor)),
            std::string::npos)
      << message;
  EXPECT_EQ(load("abi_mismatch").status().code(), Code::InvalidArgument);
  // The refused library left no copy behind.
  EXPECT_TRUE(filesIn(copies()).empty());
}

TEST_F(PluginLibraryTest, LibraryWithoutEntryPointIsRefused) {
  std::string message = refusal("no_entry");
  EXPECT_NE(message.find("no_entry"), std::string::npos) << message;
  EXPECT_NE(message.find("missing entry point seo_plugin_entry"), std::string::npos) << message;
  EXPECT_TRUE(filesIn(copies()).empty());
}

TEST_F(PluginLibraryTest, ThrowingRegistrationIsAnError) {
  auto r = load("bad_register");
  ASSERT_TRUE(r.isOk()) << r.status().message();
  Registrations regs;
  seo::sdk::Status s = r.value()->registerInto(regs);
  ASSERT_FALSE(s.isOk());
  EXPECT_NE(s.message().find("bad_register"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("registration exploded on purpose"), std::string::npos) << s.message();
  EXPECT_TRUE(regs.routes.empty());
}

TEST_F(PluginLibraryTest, MissingFileIsNotFound) {
  std::filesystem::path missing = dir_.path() / "ghost.so";
  auto r = PluginLibrary::load(missing, copies());
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::NotFound);
  EXPECT_NE(r.status().message().find(missing.string()), std::string::npos) << r.status().message();
}

// A refusal by the dynamic loader carries its own reason, naming the operator's file (not the
// private copy it was loaded from), and leaves no copy behind.
void expectLoaderRefusal(const seo::sdk::Result<std::shared_ptr<PluginLibrary>>& r,
                         const std::filesystem::path& file, const std::string& reason,
                         const std::filesystem::path& copies) {
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().code(), Code::InvalidArgument);
  const std::string message = r.status().message();
  EXPECT_NE(message.find("cannot load " + file.string() + ": "), std::string::npos) << message;
  EXPECT_NE(message.find(reason), std::string::npos) << message;
  EXPECT_EQ(message.find(copies.string()), std::string::npos) << message;
  EXPECT_EQ(message.find("Bad file descriptor"), std::string::npos) << message;
  EXPECT_TRUE(filesIn(copies).empty());
}

TEST_F(PluginLibraryTest, FileThatIsNoLibraryIsRefusedWithTheLoadersReason) {
  std::filesystem::path junk = dir_.path() / "junk.so";
  std::ofstream(junk) << std::string(256, 'x');
  expectLoaderRefusal(PluginLibrary::load(junk, copies()), junk, "invalid ELF header", copies());
}

TEST_F(PluginLibraryTest, WrongElfClassIsRefusedWithTheLoadersReason) {
  // The probe plugin with its ELF class byte (EI_CLASS, offset 4) claiming 32 bits.
  std::filesystem::path file = dir_.path() / "elf32.so";
  std::filesystem::copy_file(testing::pluginFile("probe"), file);
  {
    std::fstream elf(file, std::ios::in | std::ios::out | std::ios::binary);
    elf.seekp(4);
    elf.put(1);
  }
  expectLoaderRefusal(PluginLibrary::load(file, copies()), file, "wrong ELF class: ELFCLASS32",
                      copies());
}

TEST_F(PluginLibraryTest, UndefinedSymbolIsRefusedNamingIt) {
  std::filesystem::path file = testing::pluginFile("unresolved");
  expectLoaderRefusal(load("unresolved"), file,
                      "undefined symbol: seo_test_symbol_nobody_defines", copies());
}

TEST_F(PluginLibraryTest, LoadedFromACopyRemovedAfterTheLastReference) {
  auto r = load("probe");
  ASSERT_TRUE(r.isOk()) << r.status().message();
  std::shared_ptr<PluginLibrary> lib = r.value();
  std::vector<std::string> files = filesIn(copies());
  ASSERT_EQ(files.size(), 1u);
  EXPECT_NE(files[0], testing::pluginFile("probe").string());
  EXPECT_TRUE(isMapped(files[0])) << files[0];
  std::shared_ptr<PluginLibrary> second_owner = lib;
  lib.reset();
  r = seo::sdk::Status::internal("drop the result's reference too");
  EXPECT_TRUE(std::filesystem::exists(files[0])) << "removed while still referenced";
  second_owner.reset();
  EXPECT_FALSE(std::filesystem::exists(files[0]));
}

TEST_F(PluginLibraryTest, SameFileTwiceGivesTwoIndependentLibraries) {
  auto first = load("probe");
  auto second = load("probe");
  ASSERT_TRUE(first.isOk()) << first.status().message();
  ASSERT_TRUE(second.isOk()) << second.status().message();
  EXPECT_NE(first.value().get(), second.value().get());
  std::vector<std::string> files = filesIn(copies());
  ASSERT_EQ(files.size(), 2u);
  EXPECT_NE(files[0], files[1]);
  // The dynamic loader mapped each copy: two libraries, not one handed back twice.
  EXPECT_TRUE(isMapped(files[0])) << files[0];
  EXPECT_TRUE(isMapped(files[1])) << files[1];

  {
    // Each registers its own routes; those of the second work once the first is gone.
    Registrations regs;
    ASSERT_TRUE(second.value()->registerInto(regs).isOk());
    first = seo::sdk::Status::internal("released");
    EXPECT_EQ(filesIn(copies()).size(), 1u);
    for (const seo::sdk::Route& route : regs.routes) {
      if (route.path != "/probe/items/{id}") continue;
      seo::sdk::RequestContext ctx;
      ctx.path_params = {{"id", "seven"}};
      auto answer = route.handler(ctx);
      ASSERT_TRUE(answer.isOk()) << answer.status().message();
      EXPECT_STREQ(answer.value().body["data"]["id"].GetString(), "seven");
    }
  }
  second = seo::sdk::Status::internal("released");
  EXPECT_TRUE(filesIn(copies()).empty());
}

}  // namespace
}  // namespace seo::core
