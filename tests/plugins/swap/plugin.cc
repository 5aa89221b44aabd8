// A module released twice, for the hot-swap tests: the same source built as release 1 and
// release 2 (SWAP_BUILD, SWAP_VERSION), which answer differently.
//   GET /swap/version      (public) {"build": N, "version": "N.0.0"}
//   GET /swap/slow?ms=N    (public) the same after N ms (at most 10 000), answered later from a
//                          thread of the plugin's: a request (and a callback) still running when
//                          the plugin is swapped
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

#include "seo/sdk/entry.h"
#include "seo/sdk/sdk.h"

#ifndef SWAP_BUILD
#error "build with SWAP_BUILD and SWAP_VERSION"
#endif

namespace swap_plugin {

using seo::sdk::RequestContext;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

Result<Response> version(RequestContext&) {
  rapidjson::Document data(rapidjson::kObjectType);
  data.AddMember("build", SWAP_BUILD, data.GetAllocator());
  data.AddMember("version", SWAP_VERSION, data.GetAllocator());
  return Response::data(std::move(data));
}

Result<Response> slow(seo::sdk::ThreadGroup& answerers, RequestContext& ctx) {
  int ms = std::clamp(std::atoi(std::string(ctx.queryParam("ms").value_or("0")).c_str()), 0,
                      10000);
  seo::sdk::Responder respond = ctx.defer();
  answerers.start([respond, ms] {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    RequestContext none;
    respond(version(none));
  });
  return Response::later();
}

Status onRegister(seo::sdk::Registrar& r) {
  r.route("GET", "/swap/version", &version)
      .publicAccess()
      .summary("The release's build number (release " SWAP_VERSION ")");
  r.route(
      "GET", "/swap/slow",
      [answerers = std::make_shared<seo::sdk::ThreadGroup>()](RequestContext& ctx) {
        return slow(*answerers, ctx);
      }).publicAccess();
  return Status::ok();
}

}  // namespace swap_plugin

SEO_PLUGIN("swap", SWAP_VERSION, &swap_plugin::onRegister)
