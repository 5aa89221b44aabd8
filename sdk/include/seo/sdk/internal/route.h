// File: internal/route.h
// Host-side records: a route as a registrar (the host's, or testing::FakeRegistrar) keeps it,
// with what its RouteSpec setters recorded. Plugins never build or read these: they see only
// the RouteSpec that Registrar::route returns (plugin.h). Kept apart from the ABI contract so a
// plugin author reading plugin.h sees only what a plugin uses; the layout is the host's own
// business and may change in any release.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "seo/sdk/plugin.h"

namespace seo::sdk {
inline namespace v2 {

// What a RouteSpec records, as the host (or a fake) keeps it. Plugins never build one.
struct RouteOptions {
  bool open_to_every_tier = false;
  bool needs_website = true;
  bool public_access = false;
  std::string credit_resource;   // "" when none
  std::int64_t max_body_bytes = 0;  // 0: the server's limit
  bool outbound_calls = false;
  // RouteSpec::deprecated's: empty when the route is not deprecated.
  std::string deprecated_since;
  std::string sunset;
  std::string successor;
  bool irreversible = false;  // RouteSpec::irreversible (2.16)
  std::string polled_by;      // RouteSpec::polledBy's path template (2.20); "" when none
  std::string root_path;      // RouteSpec::alsoAtRoot's path (2.21); "" when none
};

// What a RouteSpec's documentation setters record. Schemas are kept as the plugin wrote them;
// the host checks and assembles them.
struct RouteDoc {
  struct Parameter {
    std::string in;
    std::string name;
    std::string schema;
    std::string description;
    bool required = false;
  };
  struct Answer {
    int status = 0;
    std::string schema;  // "" for an answer without a body
    std::string description;
  };
  std::string summary;
  std::string description;
  std::vector<Parameter> parameters;
  std::string body_schema;  // "" when the route reads no body
  std::string body_description;
  std::vector<Answer> answers;
  std::vector<std::pair<int, std::string>> errors;  // status, when
  std::string body_example;  // "" when none
  std::vector<std::pair<int, std::string>> answer_examples;  // status, JSON text
};

// One route as a registrar keeps it: an HTTP method and a path template under /api/v1 whose
// `{name}` segments become path parameters, the (guarded) handler, and the options its
// RouteSpec setters record.
class Route final : public RouteSpec {
 public:
  Route(std::string method_in, std::string path_in, Handler handler_in)
      : method(std::move(method_in)), path(std::move(path_in)), handler(std::move(handler_in)) {}
  Route(const Route&) = default;
  Route(Route&&) = default;
  Route& operator=(const Route&) = default;
  Route& operator=(Route&&) = default;
  ~Route() = default;

  RouteSpec& openToEveryTier() override {
    options.open_to_every_tier = true;
    return *this;
  }
  RouteSpec& withoutWebsite() override {
    options.needs_website = false;
    return *this;
  }
  RouteSpec& publicAccess() override {
    options.public_access = true;
    return *this;
  }
  RouteSpec& spends(std::string_view resource) override {
    options.credit_resource = std::string(resource);
    return *this;
  }
  RouteSpec& maxBodyBytes(std::int64_t bytes) override {
    options.max_body_bytes = bytes;
    return *this;
  }
  RouteSpec& callsOutside() override {
    options.outbound_calls = true;
    return *this;
  }
  RouteSpec& deprecated(std::string_view since, std::string_view sunset,
                        std::string_view successor) override {
    options.deprecated_since = std::string(since);
    options.sunset = std::string(sunset);
    options.successor = std::string(successor);
    return *this;
  }
  RouteSpec& summary(std::string_view text, std::string_view description) override {
    doc.summary = std::string(text);
    doc.description = std::string(description);
    return *this;
  }
  RouteSpec& parameter(std::string_view in, std::string_view name, std::string_view schema,
                       std::string_view description, bool required) override {
    doc.parameters.push_back({std::string(in), std::string(name), std::string(schema),
                              std::string(description), required});
    return *this;
  }
  RouteSpec& body(std::string_view schema, std::string_view description) override {
    doc.body_schema = std::string(schema);
    doc.body_description = std::string(description);
    return *this;
  }
  RouteSpec& answers(int status, std::string_view schema, std::string_view description) override {
    doc.answers.push_back({status, std::string(schema), std::string(description)});
    return *this;
  }
  RouteSpec& fails(int status, std::string_view when) override {
    doc.errors.emplace_back(status, std::string(when));
    return *this;
  }
  RouteSpec& bodyExample(std::string_view json) override {
    doc.body_example = std::string(json);
    return *this;
  }
  RouteSpec& answerExample(int status, std::string_view json) override {
    doc.answer_examples.emplace_back(status, std::string(json));
    return *this;
  }
  RouteSpec& irreversible() override {
    options.irreversible = true;
    return *this;
  }
  RouteSpec& polledBy(std::string_view path_template) override {
    options.polled_by = std::string(path_template);
    return *this;
  }
  RouteSpec& alsoAtRoot(std::string_view path) override {
    options.root_path = std::string(path);
    return *this;
  }
  using RouteSpec::summary;

  std::string method;
  std::string path;
  Handler handler;
  RouteOptions options;
  RouteDoc doc;
};

}  // namespace v2
}  // namespace seo::sdk
