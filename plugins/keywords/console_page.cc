#include "plugins/keywords/console_page.h"

#include <string>

#include "keywords_assets.h"  // generated from the console_*.js files (CMakeLists.txt)

namespace seo::plugins::keywords {

void registerConsolePage(seo::sdk::Registrar& r) {
  r.asset({"/keywords/console.js", "text/javascript; charset=utf-8",
           std::string(assets::kConsoleKeywordsJs), 3600});
  // Imported by the page without its version in the address: checked again on every load.
  r.asset({"/keywords/rank-history.js", "text/javascript; charset=utf-8",
           std::string(assets::kConsoleRankHistoryJs), 0});
  r.consolePage({"keywords", "Keywords", "Keywords", 0, "/keywords/console.js"});
}

}  // namespace seo::plugins::keywords
