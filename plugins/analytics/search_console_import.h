// Imports of Search Console's Pages.csv export (search_console_csv.h) into a website's rows. The
// export holds each page's totals over the exported range with no split per day, so its rows are
// filed under the one day the operator names (source "csv").
//
//   Result<std::size_t> pages = importPagesCsv(host, website_id, "2026-11-20", file_text);
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// Parses `text` and stores a row per page for (`website_id`, `day`) in one transaction,
// replacing rows stored before for the same day and page (so importing a file twice changes
// nothing); answers how many pages were stored. InvalidArgument naming the problem (a parse
// error with its line, a page listed twice) and nothing written otherwise.
seo::sdk::Result<std::size_t> importPagesCsv(seo::sdk::Host& host, const std::string& website_id,
                                             const std::string& day, std::string_view text);

}  // namespace seo::plugins::analytics
