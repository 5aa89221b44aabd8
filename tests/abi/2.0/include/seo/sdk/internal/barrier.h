// File: internal/barrier.h
// The exception barrier. Compiled into the plugin (it is inline), so whatever a plugin's code
// throws is caught on the plugin's side of the boundary and becomes Code::Internal.
#pragma once

#include <exception>
#include <string>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {
namespace internal {

template <typename T>
T fromException(const char* what) {
  return Status::internal(std::string("uncaught exception: ") + what);
}

// Runs `f` and returns what it returns (a Status or a Result<T>); a throw becomes Internal.
template <typename F>
auto barrier(F&& f) noexcept -> decltype(f()) {
  using R = decltype(f());
  try {
    return f();
  } catch (const std::exception& e) {
    return fromException<R>(e.what());
  } catch (...) {
    return fromException<R>("unknown");
  }
}

}  // namespace internal
}  // namespace v2
}  // namespace seo::sdk
