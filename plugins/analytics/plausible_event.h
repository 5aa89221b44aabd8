// Plausible's Events API (POST /api/event on the server's root, PROVIDERS.md): the body its
// script and its tracker package send, with the script's one-letter keys or the documented
// names, read as this module's own event body so that the same rules (custom_event.h) apply to
// it as to the tracker's:
//
//   domain | d   the website, by its domain (Host::findWebsiteByDomain); required
//   name   | n   "pageview" or a custom event's name; required
//   url    | u   the page; required
//   referrer | r, props | p (m | meta: an older script's JSON text of them), revenue | $,
//   interactive | i, screen_width | w (its older script's window width), and h = 1 (hash routing:
//   the fragment is part of the page; "hash": true in the collect body)
//
// A property whose value is null is left out, as Plausible does; an "engagement" event (its
// newer script's time and scroll depth on leaving a page) is accepted and not counted.
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

// The event name Plausible's newer script sends when a visitor leaves a page.
inline constexpr std::string_view kEngagementName = "engagement";
// The longest domain name (RFC 1035).
inline constexpr std::size_t kMaxDomainBytes = 253;

struct PlausibleEvent {
  std::string domain;
  // {"url", "name", "referrer"?, "props"?, "revenue"?, "interactive"?, "hash"?}: the collect
  // body's names.
  rapidjson::Document body{rapidjson::kObjectType};
};

// `sent` as this module's event body; a 400 naming the field (by the name it was sent under)
// when a field is missing or of the wrong type.
seo::sdk::Result<PlausibleEvent> readPlausibleEvent(const rapidjson::Value& sent);

}  // namespace seo::plugins::analytics
