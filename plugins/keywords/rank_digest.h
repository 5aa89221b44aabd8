// The weekly digest of a website's positions in search, mailed to the rank settings'
// digest_emails through the organization's mail server (the service "mail.send",
// util/mail_service.h; the backlinks module's SMTP settings answer it): how many tracked
// keywords stand in the top 3, 10 and 100, which moved most up and down against a week before,
// and which entered or left the top 10. Sent by the website's rank-check run (rank_check.h) a
// week after the last one, once a tracked keyword has been checked, by a run that left no check
// pending (so it tells the week whole); without a mail server the run's result says so and the
// digest waits for one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "plugins/keywords/rank_settings.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::keywords {

inline constexpr std::int64_t kDigestEveryMs = 7LL * 24 * 60 * 60 * 1000;
// A digest the mail server did not take is tried again this much later.
inline constexpr std::int64_t kDigestRetrySeconds = 6 * 60 * 60;
// How many keywords each list of the digest names.
inline constexpr std::size_t kDigestListed = 10;

// A tracked keyword as the digest reads it (the keyword's latest reading).
struct DigestKeyword {
  std::string term;
  std::optional<int> position, change;
  bool checked = false;
};

// The digest's subject and plain text for `domain`, the week to `day` (YYYY-MM-DD).
struct DigestMail {
  std::string subject, text;
};
DigestMail digestMail(const std::string& domain, const std::string& day,
                      const RankSettings& settings, const std::vector<DigestKeyword>& keywords);

// What a run did of the digest: whether it mailed it, why not when it was due, and in how many
// seconds the next is due (nullopt: no digest is set).
struct DigestOutcome {
  bool mailed = false;
  std::string note;
  std::optional<std::int64_t> due_in;
};

// Mails the digest of `job`'s website when one is due.
seo::sdk::Result<DigestOutcome> mailDigestIfDue(seo::sdk::JobContext& job,
                                                const seo::sdk::WebsiteInfo& site,
                                                const RankSettings& settings);

}  // namespace seo::plugins::keywords
