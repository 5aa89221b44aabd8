#include "tests/e2e/openapi_contract.h"

#include <rapidjson/pointer.h>
#include <rapidjson/schema.h>
#include <rapidjson/stringbuffer.h>

#include "seo/sdk/ascii.h"
#include "tests/e2e/response_checks.h"

namespace seo::tests {

using Doc = rapidjson::Document;

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
  if (r.status >= 200 && r.status < 300) validated_.insert(request.method + " " + path_template);
  return r;
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
