// The outreach routes of an opportunity: POST /opportunities/{id}/generate-email (a draft
// written by the LLM, spending ai_credits, kept on the opportunity) and
// POST /opportunities/{id}/send-email (checked, composed and queued for the mail job), with the
// mail job and its webhook events.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Registers the outreach routes with their documentation, the mail job and its events.
void registerOutreach(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onGenerateEmail(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onSendEmail(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::backlinks
