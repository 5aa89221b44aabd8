// The "Pages.csv" file of a Search Console Performance export (the zip the UI's Export button
// gives): each page's clicks, impressions, CTR and average position over the exported range.
//
//   Top pages,Clicks,Impressions,CTR,Position
//   https://example.com/a,12,340,3.53%,8.2
//
//   Result<std::vector<PageTotals>> pages = parsePagesCsv(uploaded_text);
//   if (!pages.isOk()) return pages.status();  // 400 naming the line and column
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "seo/sdk/status.h"

namespace seo::plugins::analytics {

// One row of Pages.csv.
struct PageTotals {
  std::string page;  // the page's full URL
  std::int64_t clicks = 0, impressions = 0;
  double ctr = 0;  // fraction 0..1 (the file writes a percentage)
  double position = 0;
};

// The rows of Pages.csv, in file order. Columns are taken by position, so an export from a
// localized UI reads too; an English header must be exactly Top pages, Clicks, Impressions,
// CTR, Position (any case), which keeps the export's other files (Queries.csv, ...) out. Reads
// RFC 4180 quoting, a leading UTF-8 BOM, CRLF or LF line ends, and a decimal comma in CTR and
// Position. Blank lines are skipped; an empty or header-only file is an empty list.
// InvalidArgument naming the line (and column) otherwise: a missing or unknown header, a row
// without five columns, a page that is no http(s) URL, a count that is no whole number or is
// negative, a CTR that is no percentage from 0 to 100, a negative or non-numeric position.
seo::sdk::Result<std::vector<PageTotals>> parsePagesCsv(std::string_view text);

}  // namespace seo::plugins::analytics
