// File: peer_failure.h
// A failed outbound call told as a sentence about the peer. HttpClient::send says what happened
// without naming an address or a library ("did not answer in time", "could not be reached",
// "answered more than 8388608 bytes"); the caller, who knows whom it called, names the peer.
// Other failures (a refused URL, an address the operator's policy forbids) pass unchanged.
// Header-only and thread-safe.
//
//   Result<OutboundResponse> answer = http.send(request);
//   if (!answer.isOk()) return seo::sdk::peerFailure(answer.status(), "DataForSEO");
//   // -> Unavailable "DataForSEO did not answer in time"
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/status.h"

namespace seo::sdk {
inline namespace v2 {

inline Status peerFailure(const Status& failure, std::string_view peer) {
  if (failure.code() != Code::Unavailable && failure.code() != Code::PayloadTooLarge) {
    return failure;
  }
  return Status(failure.code(), std::string(peer) + " " + failure.message());
}

}  // namespace v2
}  // namespace seo::sdk
