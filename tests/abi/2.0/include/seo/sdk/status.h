// File: status.h
// Errors as values. Every fallible SDK call returns a Status or a Result<T>; nothing throws across
// the plugin boundary.
//
//   seo::sdk::Result<int> parsePage(std::string_view text) {
//     if (text.empty()) return seo::sdk::Status::invalidArgument("Invalid field: page");
//     ...
//   }
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace seo::sdk {
inline namespace v2 {

// The one error vocabulary of the SDK. Each value documents the HTTP status it becomes.
// New codes go only at the end; a switch over Code must have a default: branch.
enum class Code : int {
  Ok = 0,                 // 200: success.
  InvalidArgument = 1,    // 400: a missing or malformed input; the message names the field.
  Unauthenticated = 2,    // 401: no usable API key.
  PaymentRequired = 3,    // 402: a credit bucket is exhausted.
  PermissionDenied = 4,   // 403: the caller may not do this (inactive key, plan, foreign website).
  NotFound = 5,           // 404: the resource does not exist for this caller.
  MethodNotAllowed = 6,   // 405: the path exists, not with this method.
  Conflict = 7,           // 409: the request contradicts the stored state.
  PayloadTooLarge = 8,    // 413: the request body is over the configured limit.
  Internal = 9,           // 500: a bug or an unexpected failure; the message is logged, not shown.
  Unavailable = 10,       // 503: a dependency (database, provider) is down; retrying may help.
  BadGateway = 11,        // 502: an outside service answered with an error.
  TooManyRequests = 12,   // 429: a rate or concurrency limit; retry later.
};

// The HTTP status a code becomes.
inline int httpStatusOf(Code code) {
  switch (code) {
    case Code::Ok: return 200;
    case Code::InvalidArgument: return 400;
    case Code::Unauthenticated: return 401;
    case Code::PaymentRequired: return 402;
    case Code::PermissionDenied: return 403;
    case Code::NotFound: return 404;
    case Code::MethodNotAllowed: return 405;
    case Code::Conflict: return 409;
    case Code::PayloadTooLarge: return 413;
    case Code::Unavailable: return 503;
    case Code::BadGateway: return 502;
    case Code::TooManyRequests: return 429;
    case Code::Internal:
    default: return 500;
  }
}

// A code and a message. The message of a 4xx status is shown to the API caller as `error`.
// Thread-compatible: a value type.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Code code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status ok() { return Status(); }
  static Status invalidArgument(std::string m) { return {Code::InvalidArgument, std::move(m)}; }
  static Status unauthenticated(std::string m) { return {Code::Unauthenticated, std::move(m)}; }
  static Status paymentRequired(std::string m) { return {Code::PaymentRequired, std::move(m)}; }
  static Status permissionDenied(std::string m) { return {Code::PermissionDenied, std::move(m)}; }
  static Status notFound(std::string m = "Resource not found") {
    return {Code::NotFound, std::move(m)};
  }
  static Status conflict(std::string m) { return {Code::Conflict, std::move(m)}; }
  static Status payloadTooLarge(std::string m) { return {Code::PayloadTooLarge, std::move(m)}; }
  static Status internal(std::string m) { return {Code::Internal, std::move(m)}; }
  static Status unavailable(std::string m) { return {Code::Unavailable, std::move(m)}; }
  static Status badGateway(std::string m) { return {Code::BadGateway, std::move(m)}; }
  static Status tooManyRequests(std::string m) { return {Code::TooManyRequests, std::move(m)}; }

  // The spec's message for a missing required field: "Missing required field: <name>".
  static Status missingField(const std::string& name) {
    return invalidArgument("Missing required field: " + name);
  }
  // A present field with an unusable value: "Invalid field: <name>: <why>".
  static Status invalidField(const std::string& name, const std::string& why) {
    return invalidArgument("Invalid field: " + name + ": " + why);
  }

  bool isOk() const { return code_ == Code::Ok; }
  Code code() const { return code_; }
  const std::string& message() const { return message_; }
  int httpStatus() const { return httpStatusOf(code_); }

 private:
  Code code_ = Code::Ok;
  std::string message_;
};

// A value or an error, never an OK status without a value.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}  // NOLINT: implicit by design.
  Result(Status status) : state_(std::move(status)) {  // NOLINT: implicit by design.
    if (std::get<Status>(state_).isOk()) {
      state_ = Status::internal("Result built from an OK status without a value");
    }
  }

  bool isOk() const { return std::holds_alternative<T>(state_); }
  // REQUIRES: isOk().
  T& value() & { return std::get<T>(state_); }
  const T& value() const& { return std::get<T>(state_); }
  T&& value() && { return std::get<T>(std::move(state_)); }
  // The error, or OK when a value is held.
  Status status() const { return isOk() ? Status::ok() : std::get<Status>(state_); }

 private:
  std::variant<T, Status> state_;
};

}  // namespace v2
}  // namespace seo::sdk
