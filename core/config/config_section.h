// One object of the configuration file and where it sits ("http.rate_limits"), read key by key:
// a key that is absent keeps the default already in place, one of the wrong type is an
// InvalidArgument naming the key in full ("http.rate_limits.per_key_burst must be a number").
#pragma once

#include <rapidjson/document.h>

#include <cstdint>
#include <string>
#include <utility>

#include "seo/sdk/status.h"

namespace seo::core {

class ConfigSection {
 public:
  // The file's root object.
  explicit ConfigSection(const rapidjson::Value& value) : value_(value) {}
  ConfigSection(const rapidjson::Value& value, std::string path)
      : value_(value), path_(std::move(path)) {}

  // "http.max_headers" for "max_headers" in the section "http".
  std::string name(const char* key) const { return path_.empty() ? key : path_ + "." + key; }
  bool has(const char* key) const { return value_.HasMember(key); }
  const rapidjson::Value& operator[](const char* key) const { return value_[key]; }

  seo::sdk::Status text(const char* key, std::string& out) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsString()) return invalid(key, "must be a string");
    out = value_[key].GetString();
    return seo::sdk::Status::ok();
  }
  seo::sdk::Status integer(const char* key, int& out) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsInt()) return invalid(key, "must be an integer");
    out = value_[key].GetInt();
    return seo::sdk::Status::ok();
  }
  seo::sdk::Status integer(const char* key, std::int64_t& out) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsInt64()) return invalid(key, "must be an integer");
    out = value_[key].GetInt64();
    return seo::sdk::Status::ok();
  }
  // A number greater than zero.
  seo::sdk::Status positive(const char* key, double& out) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsNumber() || value_[key].GetDouble() <= 0) {
      return invalid(key, "must be a positive number");
    }
    out = value_[key].GetDouble();
    return seo::sdk::Status::ok();
  }
  seo::sdk::Status flag(const char* key, bool& out) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsBool()) return invalid(key, "must be a boolean");
    out = value_[key].GetBool();
    return seo::sdk::Status::ok();
  }

  // Reads the object at `key` into `target` with `read`; nothing when absent.
  template <typename T>
  seo::sdk::Status section(const char* key, T& target,
                           seo::sdk::Status (*read)(const ConfigSection&, T&)) const {
    if (!has(key)) return seo::sdk::Status::ok();
    if (!value_[key].IsObject()) return invalid(key, "must be an object");
    return read(ConfigSection(value_[key], name(key)), target);
  }

  // InvalidArgument "<path>.<key> <what>".
  seo::sdk::Status invalid(const char* key, const std::string& what) const {
    return seo::sdk::Status::invalidArgument(name(key) + " " + what);
  }
  // InvalidArgument "<path>: <what>", for a rule over several keys of this section.
  seo::sdk::Status invalid(const std::string& what) const {
    return seo::sdk::Status::invalidArgument(path_ + ": " + what);
  }

 private:
  const rapidjson::Value& value_;
  std::string path_;
};

}  // namespace seo::core
