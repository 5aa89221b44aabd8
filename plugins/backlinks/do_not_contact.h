// An organization's do-not-contact list (`backlink_do_not_contact`): addresses that asked not to
// be mailed, or that the owner will not mail. Send-email refuses them (409) before anything is
// queued, and the mail job checks again before it sends.
#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "seo/sdk/sdk.h"

namespace seo::plugins::backlinks {

// The most characters of an entry's reason.
inline constexpr std::size_t kMaxReasonChars = 500;

struct DoNotContactEntry {
  std::string email;  // lower case
  std::optional<std::string> reason;
  std::string created_at;
};

// `email` as the list keys it: lower case (the list compares addresses whatever their case).
std::string listKey(std::string_view email);

bool isOnDoNotContact(soci::session& sql, const std::string& organization_id,
                      const std::string& email);
// Adds `entry` (keeping an existing entry's reason and date); true when it was new.
bool addDoNotContact(soci::session& sql, const std::string& organization_id,
                     const DoNotContactEntry& entry);
bool removeDoNotContact(soci::session& sql, const std::string& organization_id,
                        const std::string& email);
std::vector<DoNotContactEntry> listDoNotContact(soci::session& sql,
                                                const std::string& organization_id);

rapidjson::Value doNotContactJson(const DoNotContactEntry& e,
                                  rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::backlinks
