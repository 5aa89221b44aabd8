// The dashboard's share links (share_links.h) over HTTP:
//
//   POST   /website/share-links       {name?, password?} -> 201 {data: ShareLink with token, url}
//   GET    /website/share-links       {data: [ShareLink]}  (no token: it was shown once)
//   DELETE /website/share-links/{id}  {success: true}
//
// and, public (no key; X-Share-Token, and X-Share-Password for a protected link), the shared
// dashboard: GET /analytics/shared/website (its domain and name), the traffic reads under
// /analytics/shared/ (summary, geo, timeseries, pages, entry-pages, sources, realtime), and
// the page itself, GET /api/v1/analytics/share#<token>, which draws the console's dashboard
// module over them.
#pragma once

#include "seo/sdk/plugin.h"

namespace seo::plugins::analytics {

void registerShareLinks(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
