// Keeps libgmime loaded for the life of the process (plugin.cc calls it first thing at load).
#pragma once

#include "seo/sdk/status.h"

namespace seo::plugins::backlinks {

// GMime registers its classes in GLib's type system, which never unloads (libgobject is
// NODELETE). If a hot swap unloaded libgmime and loaded it again, it would register them a
// second time and abort; kept loaded, the new build reuses them. Internal when it cannot be
// kept.
seo::sdk::Status pinGmime();

}  // namespace seo::plugins::backlinks
