// The `backlink_outreach_emails` table: each outreach e-mail (outreach_email.h) as stored, and
// the mail job's marks of how its delivery ended.
#pragma once

#include <soci/soci.h>

#include <string>

#include "plugins/backlinks/outreach_email.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

void insertOutreachEmail(soci::session& sql, const OutreachEmail& e);
seo::sdk::Status findOutreachEmail(soci::session& sql, const std::string& id, OutreachEmail* out);
void markEmailSent(soci::session& sql, const std::string& id, const std::string& now);
void markEmailFailed(soci::session& sql, const std::string& id, const std::string& error);

}  // namespace seo::plugins::backlinks
