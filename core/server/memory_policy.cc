#include "core/server/memory_policy.h"

#include <malloc.h>

#include <cstdlib>
#include <cstring>

namespace seo::core {

void keepFreedMemory() {
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  if (tunables != nullptr && std::strstr(tunables, "glibc.malloc.") != nullptr) return;
  mallopt(M_MMAP_THRESHOLD, static_cast<int>(kHeapBlockBytes));
  mallopt(M_TRIM_THRESHOLD, static_cast<int>(kKeptFreeBytes));
}

}  // namespace seo::core
