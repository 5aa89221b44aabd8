#include "plugins/ai_visibility/console_page.h"

#include <string>

#include "ai_visibility_assets.h"  // generated from console_ai_visibility.js (CMakeLists.txt)

namespace seo::plugins::ai_visibility {

void registerConsolePage(seo::sdk::Registrar& r) {
  r.asset({"/ai-visibility/console.js", "text/javascript; charset=utf-8",
           std::string(assets::kConsoleAiVisibilityJs), 3600});
  r.consolePage({"ai-visibility", "Brand Radar and prompts", "AI visibility", 0,
                 "/ai-visibility/console.js"});
}

}  // namespace seo::plugins::ai_visibility
