#include "tests/e2e/harness/openapi_contract.h"

#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/json_text.h"
#include "tests/e2e/harness/response_checks.h"

namespace seo::tests {

using Doc = rapidjson::Document;

namespace {

const char* typeName(const rapidjson::Value& v) {
  if (v.IsObject()) return "object";
  if (v.IsArray()) return "array";
  if (v.IsString()) return "string";
  if (v.IsNumber()) return "number";
  if (v.IsBool()) return "boolean";
  return "null";
}

// "" when every field `example` shows, `real` has with the same type (null matches anything:
// a real answer's null and an example's value are both what the field holds); else where not.
// An array's elements are compared with the real array's first.
std::string shapeDifference(const rapidjson::Value& example, const rapidjson::Value& real,
                            const std::string& at) {
  if (example.IsNull() || real.IsNull()) return "";
  if (std::string(typeName(example)) != typeName(real)) {
    return at + ": the example has a " + typeName(example) + ", the answer a " + typeName(real);
  }
  if (example.IsObject()) {
    for (const auto& m : example.GetObject()) {
      std::string name = m.name.GetString();
      auto found = real.FindMember(m.name);
      if (found == real.MemberEnd()) return at + "/" + name + ": not in the answer";
      if (std::string d = shapeDifference(m.value, found->value, at + "/" + name); !d.empty()) {
        return d;
      }
    }
  } else if (example.IsArray() && !real.Empty()) {
    for (const auto& item : example.GetArray()) {
      if (std::string d = shapeDifference(item, real[0], at + "/0"); !d.empty()) return d;
    }
  }
  return "";
}

const rapidjson::Value* mediaTypeOf(const rapidjson::Value& holder) {
  return rapidjson::Pointer("/content/application~1json").Get(holder);
}

std::string exampleText(const rapidjson::Value& media_type) {
  return seo::sdk::json::text(media_type["example"]);
}

}  // namespace

void OpenApiContract::load(const HttpClient& http) {
  HttpResponse r = http.get("/api/v1/openapi.json");
  ASSERT_EQ(r.status, 200) << describe(r);
  document_.Parse(r.body.c_str(), r.body.size());
  ASSERT_FALSE(document_.HasParseError()) << r.body.substr(0, 200);
}

const rapidjson::Value* OpenApiContract::operation(const std::string& method,
                                                   const std::string& path) const {
  const rapidjson::Value& paths = document_["paths"];
  auto item = paths.FindMember(path.c_str());
  if (item == paths.MemberEnd()) return nullptr;
  auto op = item->value.FindMember(seo::sdk::ascii::lower(method).c_str());
  return op == item->value.MemberEnd() ? nullptr : &op->value;
}

std::set<std::string> OpenApiContract::operationsOf(const std::string& plugin) const {
  std::set<std::string> out;
  for (const auto& item : document_["paths"].GetObject()) {
    for (const auto& op : item.value.GetObject()) {
      if (!op.value.IsObject() || !op.value.HasMember("tags")) continue;
      if (std::string(op.value["tags"][0].GetString()) == plugin) {
        out.insert(seo::sdk::ascii::upper(op.name.GetString()) + " " + item.name.GetString());
      }
    }
  }
  return out;
}

HttpResponse OpenApiContract::call(const HttpClient& http, const std::string& method,
                                   const std::string& path_template, const std::string& path,
                                   const std::optional<std::string>& key,
                                   const std::optional<std::string>& body) {
  HttpRequest request;
  request.method = method;
  request.path = "/api/v1" + path;
  request.key = key;
  request.body = body;
  return checked(http, path_template, request);
}

HttpResponse OpenApiContract::checked(const HttpClient& http, const std::string& path_template,
                                      const HttpRequest& request) {
  HttpResponse r = http.send(request);
  std::string where = request.method + " " + path_template + " -> " + describe(r);
  const rapidjson::Value* op = operation(request.method, path_template);
  if (op == nullptr) {
    ADD_FAILURE() << "not in the document: " << where;
    return r;
  }
  std::string status = std::to_string(r.status);
  const rapidjson::Value& answers = (*op)["responses"];
  if (!answers.HasMember(status.c_str())) {
    ADD_FAILURE() << "status not documented: " << where;
    return r;
  }
  const rapidjson::Value* schema =
      rapidjson::Pointer("/content/application~1json/schema").Get(answers[status.c_str()]);
  if (schema == nullptr) {
    EXPECT_TRUE(r.body.empty()) << "a body the document does not describe: " << where;
  } else if (::testing::AssertionResult valid = validates(*schema, r.body); !valid) {
    ADD_FAILURE() << where << "\n" << valid.message();
    return r;
  }
  if (r.status >= 200 && r.status < 300) {
    validated_.insert(request.method + " " + path_template);
    const rapidjson::Value* typed = mediaTypeOf(answers[status.c_str()]);
    if (typed != nullptr && typed->HasMember("example")) {
      std::string answer_name = request.method + " " + path_template + " " + status;
      Doc real;
      real.Parse(r.body.c_str(), r.body.size());
      std::string difference = shapeDifference((*typed)["example"], real, "");
      if (difference.empty()) {
        matched_.insert(answer_name);
        unmatched_.erase(answer_name);
      } else if (!matched_.count(answer_name)) {
        unmatched_[answer_name] = difference;
      }
    }
  }
  return r;
}

std::vector<std::string> OpenApiContract::exampleFaults() const {
  std::vector<std::string> faults;
  for (const auto& item : document_["paths"].GetObject()) {
    for (const auto& op : item.value.GetObject()) {
      std::string name = seo::sdk::ascii::upper(op.name.GetString()) + " " + item.name.GetString();
      if (op.value.HasMember("requestBody")) {
        const rapidjson::Value* body = mediaTypeOf(op.value["requestBody"]);
        if (body == nullptr || !body->HasMember("example")) {
          faults.push_back(name + ": a request body with no example");
        } else if (auto valid = validates((*body)["schema"], exampleText(*body)); !valid) {
          faults.push_back(name + " body example: " + valid.message());
        }
      }
      bool exemplified = false;
      for (const auto& answer : op.value["responses"].GetObject()) {
        const rapidjson::Value* typed = mediaTypeOf(answer.value);
        if (typed == nullptr || !typed->HasMember("example")) continue;
        if (answer.name.GetString()[0] == '2') exemplified = true;
        if (!typed->HasMember("schema")) continue;
        if (auto valid = validates((*typed)["schema"], exampleText(*typed)); !valid) {
          faults.push_back(name + " " + answer.name.GetString() + " example: " + valid.message());
        }
      }
      // A file answer (a script) has no JSON to show.
      bool json_answer = false;
      for (const auto& answer : op.value["responses"].GetObject()) {
        if (answer.name.GetString()[0] == '2' && mediaTypeOf(answer.value) != nullptr) {
          json_answer = true;
        }
      }
      if (json_answer && !exemplified) faults.push_back(name + ": no 2xx answer example");
    }
  }
  return faults;
}

void OpenApiContract::expectExamplesMatched() const {
  for (const std::string& fault : unmatchedExamples()) {
    ADD_FAILURE() << "no real answer had the fields of the documented example: " << fault;
  }
}

std::vector<std::string> OpenApiContract::unmatchedExamples() const {
  std::vector<std::string> out;
  for (const auto& [answer, why] : unmatched_) out.push_back(answer + ": " + why);
  return out;
}

::testing::AssertionResult OpenApiContract::validates(const rapidjson::Value& schema,
                                                      const std::string& body) const {
  // The schema's own members at the root, beside a copy of the components, so a local
  // "#/components/schemas/..." reference resolves and a failure points into the schema.
  Doc root;
  auto& a = root.GetAllocator();
  root.CopyFrom(schema, a);
  root.AddMember("components", rapidjson::Value(document_["components"], a), a);
  rapidjson::SchemaDocument schema_doc(root);
  rapidjson::SchemaValidator validator(schema_doc);
  Doc answer;
  answer.Parse(body.c_str(), body.size());
  if (answer.HasParseError()) return ::testing::AssertionFailure() << "not JSON: " << body;
  if (answer.Accept(validator)) return ::testing::AssertionSuccess();
  rapidjson::StringBuffer where;
  validator.GetInvalidSchemaPointer().StringifyUriFragment(where);
  rapidjson::StringBuffer at;
  validator.GetInvalidDocumentPointer().StringifyUriFragment(at);
  return ::testing::AssertionFailure()
         << "the answer breaks schema rule '" << validator.GetInvalidSchemaKeyword() << "' at "
         << where.GetString() << " (answer at " << at.GetString() << "): " << body;
}

}  // namespace seo::tests
