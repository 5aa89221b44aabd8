// The backlinks module: research campaigns (SERP footprints, prospects' pages read politely,
// scored by the LLM or a documented heuristic) with their opportunities, a public share view,
// AI-written outreach e-mails, and sending them through the organization's own SMTP server
// with a do-not-contact list; the same server lent to other modules ("mail.send"); the
// console's backlinks page (console_backlinks.js) and a sample campaign for trying it.
#include "plugins/backlinks/api_schemas.h"
#include "plugins/backlinks/campaign_routes.h"
#include "plugins/backlinks/console_page.h"
#include "plugins/backlinks/demo_campaign.h"
#include "plugins/backlinks/gmime_pin.h"
#include "plugins/backlinks/opportunity_routes.h"
#include "plugins/backlinks/organization_mail.h"
#include "plugins/backlinks/outreach_routes.h"
#include "plugins/backlinks/outreach_settings_routes.h"
#include "plugins/backlinks/schema.h"
#include "seo/sdk/entry.h"

namespace seo::plugins::backlinks {

seo::sdk::Status onRegister(seo::sdk::Registrar& r) {
  // Before anything else: a hot swap must not unload libgmime (gmime_pin.h).
  if (seo::sdk::Status pinned = pinGmime(); !pinned.isOk()) return pinned;
  for (seo::sdk::Migration& m : migrations()) r.addMigration(std::move(m));
  addApiSchemas(r);
  registerCampaigns(r);
  registerOpportunities(r);
  registerOutreach(r);
  registerOutreachSettings(r);
  registerOrganizationMail(r);
  registerConsolePage(r);
  registerDemoCampaign(r);
  return seo::sdk::Status::ok();
}

}  // namespace seo::plugins::backlinks

SEO_PLUGIN("backlinks", "1.0.0", &seo::plugins::backlinks::onRegister)
