#include "plugins/keywords/rank_digest.h"

#include <algorithm>
#include <cstdlib>

#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/mail_service.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::keywords {

using seo::sdk::Status;
namespace dates = seo::sdk::dates;

namespace {

bool inTop10(std::optional<int> position) { return position && *position <= 10; }

// The position a week before: the latest minus what it gained.
std::optional<int> weekBefore(const DigestKeyword& k) {
  if (!k.position || !k.change) return std::nullopt;
  return *k.position + *k.change;
}

std::string line(const DigestKeyword& k) {
  std::string text = "  " + k.term + ": ";
  text += k.position ? "position " + std::to_string(*k.position) : "not in the top 100";
  if (std::optional<int> before = weekBefore(k)) {
    text += " (" + std::string(*k.change > 0 ? "up " : "down ") +
            std::to_string(std::abs(*k.change)) + " from " + std::to_string(*before) + ")";
  }
  return text + "\n";
}

// The section `title` listing `picked` (at most kDigestListed of them), or nothing when empty.
std::string section(const std::string& title, std::vector<const DigestKeyword*> picked) {
  if (picked.empty()) return "";
  std::string text = "\n" + title + ":\n";
  for (std::size_t i = 0; i < picked.size() && i < kDigestListed; ++i) text += line(*picked[i]);
  if (picked.size() > kDigestListed) {
    text += "  and " + std::to_string(picked.size() - kDigestListed) + " more\n";
  }
  return text;
}

}  // namespace

DigestMail digestMail(const std::string& domain, const std::string& day,
                      const RankSettings& settings, const std::vector<DigestKeyword>& keywords) {
  std::size_t top3 = 0, top10 = 0, top100 = 0, unranked = 0, unchecked = 0;
  std::vector<const DigestKeyword*> up, down, entered, left;
  for (const DigestKeyword& k : keywords) {
    if (!k.checked) {
      ++unchecked;
      continue;
    }
    if (!k.position) ++unranked;
    top3 += k.position && *k.position <= 3;
    top10 += inTop10(k.position);
    top100 += k.position.has_value();
    if (k.change && *k.change > 0) up.push_back(&k);
    if (k.change && *k.change < 0) down.push_back(&k);
    if (std::optional<int> before = weekBefore(k)) {
      if (inTop10(k.position) && !inTop10(before)) entered.push_back(&k);
      if (!inTop10(k.position) && inTop10(before)) left.push_back(&k);
    }
  }
  // Biggest moves first; ties by term, so the mail reads the same for the same figures.
  auto byMove = [](const DigestKeyword* a, const DigestKeyword* b) {
    if (std::abs(*a->change) != std::abs(*b->change)) {
      return std::abs(*a->change) > std::abs(*b->change);
    }
    return a->term < b->term;
  };
  std::sort(up.begin(), up.end(), byMove);
  std::sort(down.begin(), down.end(), byMove);
  auto byPosition = [](const DigestKeyword* a, const DigestKeyword* b) {
    return std::make_pair(a->position.value_or(101), a->term) <
           std::make_pair(b->position.value_or(101), b->term);
  };
  std::sort(entered.begin(), entered.end(), byPosition);
  std::sort(left.begin(), left.end(), byPosition);

  DigestMail mail;
  mail.subject = "Positions of " + domain + " in search, the week to " + day;
  mail.text = "Positions of " + domain + " in search (" + settings.country + ", " +
              settings.language + ", " + settings.device + "), the week to " + day + ".\n\n" +
              "Tracked keywords: " + std::to_string(keywords.size()) +
              ". In the top 3: " + std::to_string(top3) + "; top 10: " + std::to_string(top10) +
              "; top 100: " + std::to_string(top100) +
              "; not in the top 100: " + std::to_string(unranked) +
              (unchecked > 0 ? "; not checked yet: " + std::to_string(unchecked) : "") + ".\n";
  mail.text += section("Moved up most, against a week before", up);
  mail.text += section("Moved down most", down);
  mail.text += section("Entered the top 10", entered);
  mail.text += section("Left the top 10", left);
  if (up.empty() && down.empty()) mail.text += "\nNo keyword moved against a week before.\n";
  mail.text +=
      "\nThis digest comes weekly to the addresses in GET /api/v1/keywords/rank-settings "
      "(digest_emails); an empty list stops it.\n";
  return mail;
}

seo::sdk::Result<DigestOutcome> mailDigestIfDue(seo::sdk::JobContext& job,
                                                const seo::sdk::WebsiteInfo& site,
                                                const RankSettings& settings) {
  DigestOutcome outcome;
  if (settings.digest_emails.empty()) return outcome;
  seo::sdk::Host& host = *job.host;
  const std::int64_t now = dates::msOfIso(host.now()).value_or(0);
  std::optional<std::string> sent_at;
  std::vector<DigestKeyword> keywords;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT digest_sent_at FROM keyword_rank_settings WHERE website_id = :w",
        soci::use(job.website_id), soci::into(sent_at);
    return Status::ok();
  }));
  const std::int64_t last = sent_at ? dates::msOfIso(*sent_at).value_or(0) : 0;
  if (sent_at && now - last < kDigestEveryMs) {
    outcome.due_in = (last + kDigestEveryMs - now + 999) / 1000;
    return outcome;
  }
  outcome.due_in = kDigestEveryMs / 1000;
  // Due: the keywords' latest readings, read only now (a website may track thousands).
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    DigestKeyword k;
    std::optional<std::string> checked_at;
    soci::statement st =
        (sql.prepare << "SELECT term, rank_position, rank_change, rank_checked_at FROM keywords "
                        "WHERE website_id = :w AND tracked = 1 ORDER BY term_key",
         soci::use(job.website_id), soci::into(k.term), soci::into(k.position),
         soci::into(k.change), soci::into(checked_at));
    st.execute();
    while (st.fetch()) {
      k.checked = checked_at.has_value();
      keywords.push_back(k);
    }
    return Status::ok();
  }));
  if (std::none_of(keywords.begin(), keywords.end(),
                   [](const DigestKeyword& k) { return k.checked; })) {
    return outcome;  // nothing measured yet: the first digest waits for a check
  }
  const DigestMail mail = digestMail(site.domain, host.now().substr(0, 10), settings, keywords);
  for (const std::string& to : settings.digest_emails) {
    rapidjson::Document request(rapidjson::kObjectType);
    auto& a = request.GetAllocator();
    request.AddMember("to", seo::sdk::json::string(to, a), a);
    request.AddMember("subject", seo::sdk::json::string(mail.subject, a), a);
    request.AddMember("text", seo::sdk::json::string(mail.text, a), a);
    seo::sdk::Result<std::string> queued = host.services().call(
        seo::sdk::kMailSendService, job.website_id, seo::sdk::json::text(request));
    if (!queued.isOk()) {
      // No mail server yet (or none offered): the digest waits for one; the checks go on.
      outcome.note = "The weekly digest was not mailed: " + queued.status().message();
      outcome.due_in = kDigestRetrySeconds;
      return outcome;
    }
  }
  const std::string now_iso = host.now();
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    sql << "UPDATE keyword_rank_settings SET digest_sent_at = :t WHERE website_id = :w",
        soci::use(now_iso), soci::use(job.website_id);
    return Status::ok();
  }));
  outcome.mailed = true;
  return outcome;
}

}  // namespace seo::plugins::keywords
