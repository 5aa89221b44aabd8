// The outreach routes of an opportunity: POST /opportunities/{id}/generate-email (a draft
// written by the LLM, spending ai_credits, kept on the opportunity) and
// POST /opportunities/{id}/send-email (checked, composed and queued for the mail job).
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

seo::sdk::Result<seo::sdk::Response> onGenerateEmail(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onSendEmail(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::backlinks
