// The hello plugin's one feature: greetings stored per website.
//   POST /hello/greetings {"name": "Ada"}  -> 201 {"data": {"id", "message", "created_at"}}
//   GET  /hello/greetings                  -> {"data": [...], "meta": {"total"}}
#pragma once

#include "seo/sdk/sdk.h"

namespace hello {

seo::sdk::Result<seo::sdk::Response> onCreateGreeting(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onListGreetings(seo::sdk::RequestContext& ctx);

}  // namespace hello
