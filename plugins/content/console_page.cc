#include "plugins/content/console_page.h"

#include <string>

#include "content_assets.h"  // generated from console_content.js (CMakeLists.txt)

namespace seo::plugins::content {

void registerConsolePage(seo::sdk::Registrar& r) {
  r.asset({"/content/console.js", "text/javascript; charset=utf-8",
           std::string(assets::kConsoleContentJs), 3600});
  r.consolePage({"content", "Articles and calendar", "Content", 0, "/content/console.js"});
}

}  // namespace seo::plugins::content
