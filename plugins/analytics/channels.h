// The channel of a visit: how it reached the website, from its source (the referrer host of its
// first pageview) and its campaign (campaign.h), by the rules of Google Analytics 4's default
// channel group that Plausible follows, over Snowplow's referer list (Debian's
// ruby-referer-parser, referers.json, compiled in at build time: search engines, social
// networks, webmail) and this module's short list of AI assistants (ai_referrers.tsv). In order:
//
//   AI Assistants   the referrer or utm_source is an AI assistant's host
//   Paid Search     a search engine, with a paid utm_medium (one matching
//                   ^(.*cp.*|ppc|retargeting|paid.*)$, case aside)
//   Organic Search  a search engine, or utm_medium "organic"
//   Paid Social     a social network, with a paid utm_medium
//   Organic Social  a social network, or utm_medium social, social-network, social-media, sm,
//                   "social network" or "social media"
//   Email           a webmail, or utm_source or utm_medium e-mail, email, e_mail, "e mail" or
//                   newsletter
//   Paid Other      any other paid utm_medium
//   Referral        any other referrer or utm_source
//   Direct          neither
//
// A referrer is looked up by its host, then its parent domains (m.facebook.com is Facebook's);
// a utm_source by host the same way, else by the list's names ("google", "facebook").
#pragma once

#include <string>
#include <string_view>

#include "plugins/analytics/campaign.h"

namespace seo::plugins::analytics {

inline constexpr std::string_view kChannels[] = {
    "AI Assistants", "Paid Search", "Organic Search", "Paid Social", "Organic Social",
    "Email",         "Paid Other",  "Referral",       "Direct"};

// What the lists say a host or a name is: "search", "social", "email", "ai", or "" (unknown).
std::string_view referrerKind(std::string_view host_or_name);

// The channel of a visit from `referrer_host` ("" when none) with `utm`: one of kChannels.
std::string channelOf(std::string_view referrer_host, const Campaign& utm);

}  // namespace seo::plugins::analytics
