// File: version.h
// The SDK's ABI version and build signature. The loader reads these numbers from every plugin and
// refuses one whose major differs from the host's or whose minor is newer.
//
// Rules: any addition to an SDK interface, struct or enum bumps the minor; any removal or reorder
// bumps the major. Interfaces only grow at their end.
//
// History:
//   1.0  routes, migrations, connectors, Host database/metering/HTTP services.
//   1.1  durable jobs: Registrar::job, Host::enqueueJob and Host::findJob (job.h).
//   1.2  providers: Host::completeChat (llm.h), Host::termMetrics (term_metrics.h),
//        Host::refundCredits; JobContext::max_attempts.
//   1.3  deferred answers (RequestContext::defer, Response::later), request headers, client
//        address and raw body; static assets and admin commands (Registrar::asset, ::command,
//        command.h); Host::findWebsite and Host::setting.
//   1.4  RouteOptions::max_body_bytes and ::outbound_calls, Code::TooManyRequests; json_parse.h, utf8.h
//        (header-only). RouteOptions grew at its end, which is only safe because every plugin
//        in the tree is rebuilt with the host; ABI 2.0 (the SDK issue) makes growth safe.
#pragma once

#include <cstdint>

#include <rapidjson/rapidjson.h>
#include <soci/version.h>

#define SEO_SDK_ABI_MAJOR 1
#define SEO_SDK_ABI_MINOR 4

#define SEO_SDK_STRINGIFY_(x) #x
#define SEO_SDK_STRINGIFY(x) SEO_SDK_STRINGIFY_(x)

#if defined(__clang__)
#define SEO_SDK_COMPILER_FAMILY "clang"
#elif defined(__GNUC__)
#define SEO_SDK_COMPILER_FAMILY "gcc"
#else
#define SEO_SDK_COMPILER_FAMILY "other"
#endif

#if defined(_GLIBCXX_USE_CXX11_ABI)
#define SEO_SDK_CXXLIB "libstdc++-cxx11abi" SEO_SDK_STRINGIFY(_GLIBCXX_USE_CXX11_ABI)
#elif defined(_LIBCPP_VERSION)
#define SEO_SDK_CXXLIB "libc++"
#else
#define SEO_SDK_CXXLIB "unknown-cxxlib"
#endif

// Everything that must match between host and plugin for C++ objects to cross the boundary:
// compiler family, C++ library ABI, SOCI and RapidJSON versions.
#define SEO_SDK_BUILD_SIGNATURE                                                                    \
  SEO_SDK_COMPILER_FAMILY ";" SEO_SDK_CXXLIB ";soci-" SOCI_LIB_VERSION                             \
                          ";rapidjson-" RAPIDJSON_VERSION_STRING

namespace seo::sdk {
inline namespace v1 {

inline constexpr std::uint32_t kAbiMajor = SEO_SDK_ABI_MAJOR;
inline constexpr std::uint32_t kAbiMinor = SEO_SDK_ABI_MINOR;
inline constexpr const char* kBuildSignature = SEO_SDK_BUILD_SIGNATURE;

}  // namespace v1
}  // namespace seo::sdk
