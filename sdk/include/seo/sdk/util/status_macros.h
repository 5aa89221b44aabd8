// File: status_macros.h
// Early returns for Status and Result<T>, in the style of Abseil's:
//
//   SEO_RETURN_IF_ERROR(checkSomething());                 // returns the Status if not OK
//   SEO_ASSIGN_OR_RETURN(int limit, readLimit(ctx));       // declares `limit`, or returns
//   SEO_ASSIGN_OR_RETURN(page, readPage(ctx));             // assigns an existing variable
//
// Both work in functions returning Status or any Result<T>.
#pragma once

#include <utility>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {
namespace internal {

inline Status statusOf(Status s) { return s; }
template <typename T>
Status statusOf(const Result<T>& r) {
  return r.status();
}

}  // namespace internal
}  // namespace v2
}  // namespace seo::sdk

#define SEO_STATUS_CONCAT_INNER_(a, b) a##b
#define SEO_STATUS_CONCAT_(a, b) SEO_STATUS_CONCAT_INNER_(a, b)

#define SEO_RETURN_IF_ERROR(expr)                                                   \
  do {                                                                              \
    ::seo::sdk::Status seo_status_ = ::seo::sdk::internal::statusOf((expr));        \
    if (!seo_status_.isOk()) return seo_status_;                                    \
  } while (false)

#define SEO_ASSIGN_OR_RETURN_IMPL_(result, lhs, expr) \
  auto result = (expr);                               \
  if (!result.isOk()) return result.status();         \
  lhs = std::move(result).value()

#define SEO_ASSIGN_OR_RETURN(lhs, expr) \
  SEO_ASSIGN_OR_RETURN_IMPL_(SEO_STATUS_CONCAT_(seo_result_, __LINE__), lhs, expr)
