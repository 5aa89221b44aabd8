#include "plugins/backlinks/console_page.h"

#include <string>

#include "backlinks_assets.h"  // generated from console_backlinks.js (CMakeLists.txt)

namespace seo::plugins::backlinks {

void registerConsolePage(seo::sdk::Registrar& r) {
  r.asset({"/backlinks/console.js", "text/javascript; charset=utf-8",
           std::string(assets::kConsoleBacklinksJs), 3600});
  r.consolePage({"backlinks", "Outreach", "Backlinks", 0, "/backlinks/console.js"});
}

}  // namespace seo::plugins::backlinks
