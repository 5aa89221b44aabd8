#include "plugins/keywords/demo_keywords.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_store.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::keywords {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kMaxCount = 200000;
constexpr std::size_t kPerTransaction = 5000;
constexpr std::int64_t kSpreadDays = 90;

// A topic: its group's name, its head terms and how searched the topic is.
struct Topic {
  const char* group;
  std::vector<const char*> heads;
  double volume;  // the median monthly searches of its head terms
};
const std::vector<Topic>& topics() {
  static const std::vector<Topic> kTopics = {
      {"Keyword research", {"keyword research", "keyword tool", "keyword planner", "long tail keywords"}, 9000},
      {"Rank tracking", {"rank tracker", "serp checker", "keyword rank checker", "google rank tracker"}, 5000},
      {"Backlinks", {"backlink checker", "link building", "guest posting", "broken link building"}, 7000},
      {"Technical SEO", {"site audit", "technical seo", "core web vitals", "xml sitemap", "robots txt"}, 6000},
      {"Content", {"seo content writing", "ai article writer", "content calendar", "blog post ideas"}, 8000},
      {"AI visibility", {"ai search visibility", "chatgpt seo", "llm seo", "ai overview tracking"}, 2500},
      {"Analytics", {"website analytics", "privacy friendly analytics", "google analytics alternative"}, 6500},
  };
  return kTopics;
}
// How a head is searched for: the modifier's pattern, its intent and its share of the head's
// volume. "{}" stands for the head.
struct Modifier {
  const char* pattern;
  const char* intent;
  double share;
};
constexpr Modifier kModifiers[] = {
    {"{}", "commercial", 1.0},           {"best {}", "commercial", 0.35},
    {"free {}", "transactional", 0.4},   {"{} tool", "commercial", 0.3},
    {"how to do {}", "informational", 0.2}, {"what is {}", "informational", 0.25},
    {"{} for beginners", "informational", 0.1}, {"{} tutorial", "informational", 0.12},
    {"{} pricing", "transactional", 0.08}, {"open source {}", "commercial", 0.06},
    {"self hosted {}", "commercial", 0.04}, {"{} software", "commercial", 0.15},
    {"{} checklist", "informational", 0.07}, {"{} api", "transactional", 0.05},
    {"{} examples", "informational", 0.09}, {"{} 2026", "informational", 0.11},
    {"{} alternative", "commercial", 0.05}, {"{} for agencies", "commercial", 0.03},
    {"{} for ecommerce", "commercial", 0.04}, {"{} guide", "informational", 0.1},
};
// Who and where a term is for: none for the plainest terms, then narrower ones, then both.
constexpr const char* kWho[] = {
    " for small business", " for startups", " for saas", " for shopify", " for wordpress",
    " for bloggers", " for local business", " for lawyers", " for dentists", " for restaurants",
    " for real estate", " for nonprofits", " for b2b", " for marketplaces", " for developers",
    " for enterprise", " for freelancers", " for consultants", " for universities",
    " for hotels", " for plumbers", " for photographers", " for fitness studios",
    " for accountants", " for architects", " for car dealers", " for travel agencies",
    " for schools", " for clinics", " for agencies"};
constexpr const char* kWhere[] = {" in germany", " in the uk", " in canada", " in australia",
                                  " in india", " in france", " in spain", " in brazil",
                                  " in japan", " in the netherlands", " in italy", " in mexico"};

// The suffixes in the order a sample takes them: none, who, where, then who and where.
std::vector<std::string> suffixes() {
  std::vector<std::string> out{""};
  for (const char* who : kWho) out.emplace_back(who);
  for (const char* where : kWhere) out.emplace_back(where);
  for (const char* who : kWho) {
    for (const char* where : kWhere) out.push_back(std::string(who) + where);
  }
  return out;
}

std::string termOf(const char* pattern, const std::string& head) {
  std::string text(pattern);
  std::size_t at = text.find("{}");
  return text.replace(at, 2, head);
}

}  // namespace

Result<rapidjson::Document> onDemoKeywords(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website", "count", "seed"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  const std::string website_id = site.id;
  SEO_ASSIGN_OR_RETURN(std::int64_t count, seo::sdk::numberFlag(cmd, "count", 400, kMaxCount));
  SEO_ASSIGN_OR_RETURN(std::int64_t seed, seo::sdk::numberFlag(cmd, "seed", 1, 1'000'000'000));
  seo::sdk::Host& host = *cmd.host;
  long long existing = 0;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    sql << "SELECT COUNT(*) FROM keywords WHERE website_id = :w", soci::use(website_id),
        soci::into(existing);
    return Status::ok();
  }));
  if (existing > 0) {
    return Status::conflict("website " + website_id +
                            " already has keywords: sample keywords are only added to a website "
                            "without any");
  }

  // The terms, in a stable order: every head with every modifier, audience by audience, so a
  // small sample holds the plain terms and a large one goes on to narrower ones.
  struct Planned {
    std::string term;
    const Topic* topic;
    const Modifier* modifier;
    double audience_share;
  };
  std::vector<Planned> plan;
  const std::vector<std::string> narrower = suffixes();
  std::unordered_set<std::string> planned_terms;
  for (std::size_t a = 0; a < narrower.size() && plan.size() < std::size_t(count); ++a) {
    for (const Topic& topic : topics()) {
      for (const char* head : topic.heads) {
        for (const Modifier& m : kModifiers) {
          std::string term = termOf(m.pattern, head) + narrower[a];
          // A term two patterns give ("keyword tool" + "{}", "keyword" + "{} tool") once.
          if (!planned_terms.insert(term).second) continue;
          plan.push_back({std::move(term), &topic, &m, a == 0 ? 1.0 : 0.02});
        }
      }
    }
  }
  if (plan.size() < std::size_t(count)) {
    return Status::invalidArgument("--count must be at most " + std::to_string(plan.size()));
  }
  std::mt19937 random(static_cast<std::uint32_t>(seed));
  std::shuffle(plan.begin() + std::min<std::size_t>(plan.size(), 200), plan.end(), random);
  plan.resize(count);

  const std::int64_t now = *seo::sdk::dates::msOfIso(host.now());
  std::lognormal_distribution<double> spread(0.0, 0.6);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  long long planned = 0, ignored = 0, starred = 0;
  std::unordered_map<const Topic*, GroupRef> groups;  // made once, by the first keyword of each
  for (std::size_t from = 0; from < plan.size(); from += kPerTransaction) {
    const std::size_t to = std::min(plan.size(), from + kPerTransaction);
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      std::vector<KeywordRecord> rows;
      std::vector<std::string> keys;
      for (std::size_t i = from; i < to; ++i) {
        const Planned& p = plan[i];
        auto group = groups.find(p.topic);
        if (group == groups.end()) {
          Result<GroupRef> made = findOrCreateGroup(host, sql, website_id, p.topic->group);
          if (!made.isOk()) return made.status();
          group = groups.emplace(p.topic, made.value()).first;
        }
        KeywordRecord k;
        k.id = host.newId();
        k.term = p.term;
        const double volume = p.topic->volume * p.modifier->share * p.audience_share * spread(random);
        k.volume = std::max<std::int64_t>(10, std::llround(volume / 10) * 10);
        k.difficulty = std::clamp(static_cast<int>(std::lround(
                                      15 + 12 * std::log10(static_cast<double>(*k.volume)) +
                                      20 * (unit(random) - 0.5))),
                                  0, 100);
        k.cpc = std::round((0.2 + 4.0 * unit(random) * (p.modifier->intent[0] == 'i' ? 0.3 : 1.0)) *
                           100) / 100;
        k.intent = std::string(p.modifier->intent);
        k.language = std::string("en");
        k.group_id = group->second.id;
        // Added over the last 90 days, the older first.
        const std::int64_t age =
            kSpreadDays * seo::sdk::dates::kMsPerDay * (plan.size() - i) / (plan.size() + 1);
        k.created_at = seo::sdk::dates::isoOfMs(now - age);
        // Drawn in the order the sample has always drawn them, so a seed gives the same sample.
        const double status_roll = unit(random);
        k.status = status_roll < 0.2 ? "planned" : status_roll < 0.28 ? "ignored" : "active";
        k.is_starred = unit(random) < 0.06;
        keys.push_back(seo::sdk::ascii::lower(k.term));
        rows.push_back(std::move(k));
      }
      const std::unordered_set<std::string> inserted =
          insertKeywordBatch(sql, website_id, rows, keys);
      CountChanges counts;
      for (const KeywordRecord& k : rows) {
        if (inserted.count(k.id) == 0) continue;
        counts.add({k.status, k.group_id}, 1);
        planned += k.status == "planned";
        ignored += k.status == "ignored";
        starred += k.is_starred;
      }
      counts.apply(sql, website_id);
      return Status::ok();
    }));
  }

  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("keywords", static_cast<std::int64_t>(plan.size()), a);
  out.AddMember("groups", static_cast<std::int64_t>(groups.size()), a);
  out.AddMember("planned", static_cast<std::int64_t>(planned), a);
  out.AddMember("ignored", static_cast<std::int64_t>(ignored), a);
  out.AddMember("starred", static_cast<std::int64_t>(starred), a);
  return out;
}

void registerDemoKeywords(seo::sdk::Registrar& r) {
  r.command("demo-keywords",
            "--website ID [--count 400] [--seed 1]   fills a website without keywords with "
            "sample keywords in groups, for trying the console",
            &onDemoKeywords);
}

}  // namespace seo::plugins::keywords
