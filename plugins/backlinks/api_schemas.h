// The backlinks module's shapes in the API description (GET /api/v1/openapi.json): a campaign
// (and its progress), an opportunity (the owner's view and the public one), an outreach draft,
// SMTP settings and a do-not-contact entry, as the handlers answer them.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::backlinks {

void addApiSchemas(seo::sdk::Registrar& r);

}  // namespace seo::plugins::backlinks
