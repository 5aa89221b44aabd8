// How the server's allocator keeps memory a request freed. A read over a month of the visits'
// sets holds tens of megabytes for a few milliseconds; by default glibc gives the top of each
// arena back to the kernel past 128 KiB free, and the next read takes it back page by page (a
// fault each), which took half the time of those reads on PostgreSQL (docs/benchmarks.md,
// 2026-12-08). Keeping up to kKeptFreeBytes free per arena, and serving blocks up to
// kHeapBlockBytes from the arenas rather than from mmap, lets the next read reuse them.
#pragma once

#include <cstddef>

namespace seo::core {

inline constexpr std::size_t kKeptFreeBytes = 64u << 20;
inline constexpr std::size_t kHeapBlockBytes = 4u << 20;

// Applies the policy, unless the operator tuned malloc through GLIBC_TUNABLES. Call before any
// thread starts.
void keepFreedMemory();

}  // namespace seo::core
