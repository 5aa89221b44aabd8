// File: console_page.h
// A page a plugin adds to the web console (since 2.15): the console's shell lists the pages of
// the plugins loaded now in its navigation and, when one is opened, imports the page's ES module
// (an asset the plugin registered) and calls its default export with the shell's client library.
//
//   registrar.asset({"/hello/console.js", "text/javascript; charset=utf-8", kPageModule, 3600});
//   registrar.consolePage({"hello", "Greetings", "Tools", 10, "/hello/console.js"});
//
// The module:
//   export default async function render(root, console) { ... console.api.get("/hello") ... }
#pragma once

#include <string>

namespace seo::sdk {
inline namespace v2 {

// Frozen (version.h). Checked when the plugin loads: `id` is 1-40 of [a-z0-9-] and unique among
// the loaded plugins, `title` and `section` are 1-60 bytes of text, and `module` is the path of
// an asset of the same plugin served as JavaScript.
struct ConsolePage {
  std::string id;       // the page's place in the console's address: /console/#/<id>
  std::string title;    // its entry in the navigation
  std::string section;  // the navigation group it is listed under, e.g. "Keywords"
  int order = 0;        // its place in the group, lowest first (ties by title)
  std::string module;   // the asset path of its ES module, e.g. "/hello/console.js"
};

}  // namespace v2
}  // namespace seo::sdk
