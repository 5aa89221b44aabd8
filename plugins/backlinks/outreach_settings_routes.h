// The organization's outreach settings over the API: its SMTP server (GET, PUT, DELETE
// /outreach/smtp-settings) and its do-not-contact list (GET, POST /outreach/do-not-contact,
// DELETE /outreach/do-not-contact/{email}). They act for the API key's organization; sending
// uses the settings of the organization that owns the opportunity's website. seoctl's outreach
// commands (outreach_commands.h) act on the same settings.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// Registers the outreach settings routes with their documentation, and seoctl's outreach
// commands.
void registerOutreachSettings(seo::sdk::Registrar& r);

seo::sdk::Result<seo::sdk::Response> onGetSmtpSettings(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onPutSmtpSettings(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onDeleteSmtpSettings(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onListDoNotContact(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onAddDoNotContact(seo::sdk::RequestContext& ctx);
seo::sdk::Result<seo::sdk::Response> onRemoveDoNotContact(seo::sdk::RequestContext& ctx);

}  // namespace seo::plugins::backlinks
