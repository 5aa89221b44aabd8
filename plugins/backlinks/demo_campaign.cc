#include "plugins/backlinks/demo_campaign.h"

#include <algorithm>
#include <random>
#include <string>

#include "plugins/backlinks/campaign.h"
#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/opportunity.h"
#include "plugins/backlinks/opportunity_store.h"
#include "plugins/backlinks/research_state.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/website_flag.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::int64_t kMaxOpportunities = 500;

// The kinds of prospect a research finds: the strategy, the page's type, the path its page sits
// at, and why it was kept.
struct Kind {
  const char* strategy;
  const char* type;
  const char* path;
  const char* reasoning;
};
constexpr Kind kKinds[] = {
    {"guest_post", "blog", "/write-for-us", "Accepts guest posts on search marketing; its recent "
                                            "articles cover keyword research and content planning."},
    {"resource_page", "resource", "/resources/seo-tools", "Keeps a list of SEO tools that links "
                                                          "out with dofollow links; a self-hosted "
                                                          "tool is missing from it."},
    {"broken_link", "blog", "/blog/best-rank-trackers", "Links to a rank tracker whose site is "
                                                        "gone (404); ours answers the same need."},
    {"unlinked_mention", "news", "/news/open-source-seo", "Mentions self-hosted SEO software "
                                                          "without linking to any."},
    {"roundup", "blog", "/weekly-roundup", "Publishes a weekly roundup of marketing tools and "
                                           "takes suggestions by e-mail."},
};
constexpr const char* kSites[] = {
    "growthnotes", "searchcraft", "rankwise", "contentdesk", "seoweekly", "marketingmill",
    "linkgarden", "serpstudio", "webmasterhub", "indiehackers-seo", "techwriter", "digitalbrew",
    "smallbizgrowth", "openmarketer", "datadriven", "crawlbudget", "pagespeedlab", "nichecraft",
    "localseo", "ecomguide"};
// Statuses with their share of a campaign a few weeks in.
struct Share {
  const char* status;
  int weight;
};
constexpr Share kStatuses[] = {{"new", 40}, {"contacted", 12}, {"outreach_sent", 18},
                               {"replied", 10}, {"won", 8}, {"lost", 6}, {"ignored", 6}};

const char* pickStatus(std::mt19937& random) {
  int at = std::uniform_int_distribution<int>(0, 99)(random);
  for (const Share& s : kStatuses) {
    if ((at -= s.weight) < 0) return s.status;
  }
  return "new";
}

}  // namespace

Result<rapidjson::Document> onDemoCampaign(seo::sdk::CommandContext& cmd) {
  SEO_RETURN_IF_ERROR(seo::sdk::onlyFlags(cmd, {"website", "opportunities", "seed"}));
  SEO_ASSIGN_OR_RETURN(seo::sdk::WebsiteInfo site, seo::sdk::websiteFlag(cmd));
  const std::string website_id = site.id;
  SEO_ASSIGN_OR_RETURN(std::int64_t count,
                       seo::sdk::numberFlag(cmd, "opportunities", 40, kMaxOpportunities));
  SEO_ASSIGN_OR_RETURN(std::int64_t seed, seo::sdk::numberFlag(cmd, "seed", 1, 1'000'000'000));
  seo::sdk::Host& host = *cmd.host;
  std::mt19937 random(static_cast<std::uint32_t>(seed));
  const std::string now = host.now();
  const std::int64_t now_ms = *seo::sdk::dates::msOfIso(now);

  CampaignRecord c;
  c.id = host.newId();
  c.website_id = website_id;
  c.organization_id = site.organization_id;
  c.keyword = "self-hosted seo tools";
  c.niche = std::string("search marketing software");
  c.status = kCampaignActive;
  c.language = "en";
  c.target_domain = site.domain;
  Progress progress;
  progress.stage = kCompleted;
  progress.percent = 100;
  progress.queries_done = progress.queries_total = 10;
  progress.sites_done = progress.sites_total = static_cast<int>(count);
  progress.opportunities_found = static_cast<int>(count);
  progress.search_source = "sample";
  progress.search_estimate = true;
  progress.note = "Sample data (seoctl backlinks demo-campaign): nothing was searched.";
  progress.started_at = progress.finished_at = now;
  c.progress = progress.text();
  c.general_strategies =
      R"([{"title": "Offer a guest post", "description": "Blogs that take guest posts on search )"
      R"(marketing: pitch a practical guide.", "source": "sample"}])";
  c.created_at = c.updated_at = seo::sdk::dates::isoOfMs(now_ms - 21 * seo::sdk::dates::kMsPerDay);

  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    insertCampaign(sql, c);
    for (std::int64_t i = 0; i < count; ++i) {
      const Kind& kind = kKinds[i % std::size(kKinds)];
      const std::string name = std::string(kSites[i % std::size(kSites)]) +
                               (i < std::int64_t(std::size(kSites)) ? "" : std::to_string(i));
      OpportunityRecord o;
      o.id = host.newId();
      o.campaign_id = c.id;
      o.website_id = website_id;
      o.site = name + ".example";
      o.url = "https://" + o.site + kind.path;
      std::string title = name;
      std::replace(title.begin(), title.end(), '-', ' ');
      title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
      o.title = title + ": " + kind.type;
      o.strategy = kind.strategy;
      o.type = kind.type;
      o.relevance_score = std::uniform_int_distribution<int>(35, 98)(random);
      o.domain_authority = std::uniform_int_distribution<int>(12, 78)(random);
      o.link_type = std::string(std::bernoulli_distribution(0.8)(random) ? kDofollow : kNofollow);
      o.niche_relevance = std::string(o.relevance_score >= 75   ? "high"
                                      : o.relevance_score >= 50 ? "medium"
                                                                : "low");
      o.reasoning = kind.reasoning;
      o.tags = R"(["sample"])";
      o.status = pickStatus(random);
      const std::string email = "editor@" + o.site;
      o.contact_info = R"({"emails": [")" + email + R"("], "contact_pages": ["https://)" + o.site +
                       R"(/contact"]})";
      o.contact_email = email;
      o.created_at = o.updated_at = c.created_at;
      insertOpportunity(sql, o);
    }
    return Status::ok();
  }));

  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("campaign_id", seo::sdk::json::string(c.id, a), a);
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("opportunities", count, a);
  return out;
}

void registerDemoCampaign(seo::sdk::Registrar& r) {
  r.command("demo-campaign",
            "--website ID [--opportunities 40] [--seed 1]   adds a sample campaign with its "
            "research done, for trying the console",
            &onDemoCampaign);
}

}  // namespace seo::plugins::backlinks
