#include "core/loader/catalog_reaper.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

namespace seo::core {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

// Records the thread that destroyed it.
struct Witness {
  explicit Witness(std::atomic<std::thread::id>* out) : destroyed_on(out) {}
  ~Witness() { *destroyed_on = std::this_thread::get_id(); }
  std::atomic<std::thread::id>* destroyed_on;
};

// A catalog holding `witness` inside a job handler, as a plugin's handler holds its state.
std::unique_ptr<Catalog> catalogWith(std::shared_ptr<Witness> witness) {
  auto catalog = std::make_unique<Catalog>();
  auto entry = std::make_shared<JobHandlerEntry>();
  entry->kind = "test.kind";
  entry->handler = [witness](seo::sdk::JobContext&) -> seo::sdk::Result<std::string> {
    return std::string();
  };
  catalog->job_handlers.emplace("test.kind", entry);
  return catalog;
}

TEST(CatalogReaperTest, TheLastReleaseOnAnyThreadIsDestroyedOnTheReapersThread) {
  CatalogReaper reaper;
  std::atomic<std::thread::id> destroyed_on{};
  std::shared_ptr<const Catalog> catalog =
      reaper.adopt(catalogWith(std::make_shared<Witness>(&destroyed_on)));
  std::thread::id releaser;
  std::thread([&] {
    releaser = std::this_thread::get_id();
    catalog.reset();
  }).join();
  ASSERT_TRUE(reaper.awaitAlive(0, seconds(10)));
  EXPECT_NE(destroyed_on.load(), std::thread::id());
  EXPECT_NE(destroyed_on.load(), releaser);
  EXPECT_NE(destroyed_on.load(), std::this_thread::get_id());
}

TEST(CatalogReaperTest, AwaitAliveCountsTheCatalogsStillHeld) {
  CatalogReaper reaper;
  std::shared_ptr<const Catalog> a = reaper.adopt(std::make_unique<Catalog>());
  std::shared_ptr<const Catalog> b = reaper.adopt(std::make_unique<Catalog>());
  EXPECT_FALSE(reaper.awaitAlive(1, milliseconds(50)));
  std::shared_ptr<const Catalog> copy = a;
  a.reset();
  EXPECT_FALSE(reaper.awaitAlive(1, milliseconds(50)));  // `copy` still holds it
  copy.reset();
  EXPECT_TRUE(reaper.awaitAlive(1, seconds(10)));
  b.reset();
  EXPECT_TRUE(reaper.awaitAlive(0, seconds(10)));
}

}  // namespace
}  // namespace seo::core
