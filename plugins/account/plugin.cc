// The account module: GET /me (any valid key, any plan) and POST /connect (store a CMS
// connection for a website, checked by the connector that handles its type).
#include "plugins/account/api_examples.h"
#include "plugins/account/connect.h"
#include "plugins/account/me.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::account {

namespace doc = seo::sdk::doc;

namespace {

// GET /me's profile (me.cc).
constexpr std::string_view kProfile = R"({
  "type": "object", "additionalProperties": false,
  "required": ["id", "email", "name", "organization", "plan", "website", "api_key", "credits"],
  "properties": {
    "id": {"type": "string", "format": "uuid", "description": "the user"},
    "email": {"type": "string"},
    "name": {"type": "string"},
    "organization": {"type": "object", "additionalProperties": false,
                     "required": ["id", "name", "metered_billing"],
                     "properties": {"id": {"type": "string", "format": "uuid"},
                                    "name": {"type": "string"},
                                    "metered_billing": {"type": "boolean"}}},
    "plan": {"type": "object", "additionalProperties": false, "required": ["name", "api_access"],
             "properties": {"name": {"type": "string"}, "api_access": {"type": "boolean"}}},
    "website": {"description": "the website the key is bound to",
                "oneOf": [{"type": "null"},
                          {"type": "object", "additionalProperties": false,
                           "required": ["id", "domain", "name", "language"],
                           "properties": {"id": {"type": "string", "format": "uuid"},
                                          "domain": {"type": "string"},
                                          "name": {"type": "string"},
                                          "language": {"type": "string"}}}]},
    "api_key": {"type": "object", "additionalProperties": false,
                "required": ["id", "prefix", "name"],
                "properties": {"id": {"type": "string", "format": "uuid"},
                               "prefix": {"type": "string"}, "name": {"type": "string"}}},
    "credits": {"type": "array", "items": {
      "type": "object", "additionalProperties": false,
      "required": ["resource", "quota", "used", "remaining", "resets_at"],
      "properties": {"resource": {"type": "string"},
                     "quota": {"type": "integer", "minimum": 0},
                     "used": {"type": "integer", "minimum": 0},
                     "remaining": {"type": "integer", "minimum": 0},
                     "resets_at": {"type": "string", "format": "date-time"}}}}}})";

}  // namespace

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  r.route("GET", "/me", &onGetMe)
      .openToEveryTier()
      .withoutWebsite()
      .summary("Check a key: the caller's profile and credits",
               "Works with any valid key, whatever the plan.")
      .answers(200, doc::dataOf(kProfile), "The profile")
      .answerExample(200, examples::kGetMe200);
  r.route("POST", "/connect", &onConnect)
      .callsOutside()
      .summary("Connect a CMS to the website",
               "The connector of `type` checks the settings (and the connection) before they "
               "are stored, sealed. The settings are the `settings` object, else every other "
               "body field.")
      .body(R"({"type": "object", "required": ["type"], "properties": {
                "type": {"type": "string", "minLength": 1,
                         "description": "a connector type the loaded plugins provide"},
                "website_id": {"type": "string", "format": "uuid"},
                "settings": {"type": "object",
                             "description": "the connector's settings, e.g. url and secret"}}})",
            "The connector and its settings")
      .answers(200, doc::kSuccess, "Connected")
      .bodyExample(examples::kPostConnectBody)
      .answerExample(200, examples::kPostConnect200);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::account

SEO_PLUGIN("account", "1.0.0", &seo::plugins::account::onRegister)
