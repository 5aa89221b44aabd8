// seoctl's outreach commands, for an operator on the server's machine: an organization's SMTP
// settings (smtp-set, smtp-show, smtp-clear) and its do-not-contact list (do-not-contact-add,
// do-not-contact-remove, do-not-contact-list). They read and check what the API routes do.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

void registerOutreachCommands(seo::sdk::Registrar& r);

}  // namespace seo::plugins::backlinks
