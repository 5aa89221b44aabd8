// Destroys released catalogs on a thread of its own. The last reference to a catalog may be
// dropped anywhere, including on a plugin's own thread (a responder answered late, from a thread
// the plugin started); destroying the catalog there would run the plugin's destructors and close
// its library under that thread's feet. Here, the host's thread does it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "core/loader/catalog.h"

namespace seo::core {

class CatalogReaper {
 public:
  CatalogReaper();
  // Joins the thread. Catalogs still referenced then are left alone (never destroyed): the
  // process is ending and their plugins may still be running code.
  ~CatalogReaper();
  CatalogReaper(const CatalogReaper&) = delete;
  CatalogReaper& operator=(const CatalogReaper&) = delete;

  // Takes `catalog` and returns the shared reference to it whose last release hands it back here.
  std::shared_ptr<const Catalog> adopt(std::unique_ptr<Catalog> catalog);

  // Waits until at most `remaining` adopted catalogs are alive; false on timeout.
  bool awaitAlive(std::size_t remaining, std::chrono::milliseconds timeout);

 private:
  struct State {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<const Catalog*> released;
    std::size_t alive = 0;
    bool stopping = false;
  };

  static void run(std::shared_ptr<State> state);

  std::shared_ptr<State> state_;  // shared with the deleters, which may outlive this object
  std::thread thread_;
};

}  // namespace seo::core
