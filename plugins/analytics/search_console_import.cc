#include "plugins/analytics/search_console_import.h"

#include <unordered_set>
#include <vector>

#include "plugins/analytics/search_console_csv.h"
#include "plugins/analytics/search_console_store.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

Result<std::size_t> importPagesCsv(seo::sdk::Host& host, const std::string& website_id,
                                   const std::string& day, std::string_view text) {
  Result<std::vector<PageTotals>> parsed = parsePagesCsv(text);
  if (!parsed.isOk()) return parsed.status();
  std::vector<StoredPageDay> rows;
  std::unordered_set<std::string> seen;
  for (const PageTotals& p : parsed.value()) {
    // Two totals for one page cannot both be right; the export never writes that.
    if (!seen.insert(p.page).second) {
      return Status::invalidArgument("Pages.csv lists the page " + p.page + " twice");
    }
    rows.push_back({day, p.page, p.clicks, p.impressions, p.position});
  }
  Status s = host.withTransaction([&](soci::session& sql) {
    upsertRows(sql, website_id, rows, kCsvSource);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return rows.size();
}

}  // namespace seo::plugins::analytics
