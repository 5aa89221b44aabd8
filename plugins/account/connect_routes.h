// POST /connect: connect a CMS to the target website.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::account {

// Body {type, ...settings} (or {type, settings: {...}}). `type` must name a connector some loaded
// plugin registered; the connector validates the settings, the host's outbound address policy
// judges the host of every setting that is an http(s) URL, and the connector checks the
// connection before they are stored for the website (replacing an earlier connection of the
// same type). {success: true}.
seo::sdk::Result<seo::sdk::Response> onConnect(seo::sdk::RequestContext& ctx);

// Registers POST /connect with its documentation.
void registerConnect(seo::sdk::Registrar& r);

}  // namespace seo::plugins::account
