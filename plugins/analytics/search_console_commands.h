// The operator's search-console commands (seoctl analytics ...), run on the server's database:
//   search-console-link --website ID --property PROPERTY
//       links the website to a Search Console property ("sc-domain:example.com" or
//       "https://example.com/"), replacing any earlier link, and schedules a sync now
//       -> {website_id, property, job_id}
//   search-console-unlink --website ID
//       removes the link; its scheduled sync ends itself. Stored rows stay
//       -> {website_id, property, unlinked: true}
//   search-console-sync --website ID
//       schedules a sync of a linked website now, replacing the scheduled one
//       -> {website_id, property, job_id}
//   import-search-console --website ID --file Pages.csv --date YYYY-MM-DD
//       stores a Performance export's Pages.csv under that day (search_console_import.h)
//       -> {website_id, date, pages}
// Errors name the flag or the problem; a failed command writes nothing.
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

void registerSearchConsoleCommands(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
