#include "plugins/backlinks/research_job.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>

#include "plugins/backlinks/campaign_store.h"
#include "plugins/backlinks/credits.h"
#include "plugins/backlinks/footprints.h"
#include "plugins/backlinks/opportunity_assessment.h"
#include "plugins/backlinks/opportunity_store.h"
#include "plugins/backlinks/page_facts.h"
#include "plugins/backlinks/prospects.h"
#include "plugins/backlinks/research_review.h"
#include "plugins/backlinks/site_reader.h"
#include "seo/sdk/json_parse.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

// Sites read at once; each waits on the network, not the processor.
constexpr int kReaders = 4;
// How the reasoning says a page could not be read (and why, after it).
constexpr std::string_view kUnreadNote = " The page was not read: ";
// Contact pages read per site when its page shows no address.
constexpr std::size_t kContactPagesPerSite = 2;

// What the campaign's `progress` shows. Percentages: searching 0-30, reading 30-90,
// reviewing 90-99, completed 100.
struct Progress {
  std::string stage = "queued";  // queued, searching, reading, reviewing, completed, failed
  int percent = 0;
  int queries_done = 0;
  int queries_total = 0;
  int sites_done = 0;
  int sites_total = 0;
  int opportunities_found = 0;
  std::string search_source;
  bool search_estimate = false;
  std::string note;   // e.g. why the search found nothing
  std::string error;  // why the research failed
  std::string ai;     // the LLM's part: the model, or why it was skipped
  std::string started_at;
  std::string finished_at;

  std::string json() const {
    rapidjson::Document d(rapidjson::kObjectType);
    auto& a = d.GetAllocator();
    auto text_or_null = [&](const std::string& v) {
      return v.empty() ? rapidjson::Value() : string(v, a);
    };
    d.AddMember("stage", string(stage, a), a);
    d.AddMember("percent", percent, a);
    d.AddMember("opportunities_found", opportunities_found, a);
    d.AddMember("queries_done", queries_done, a);
    d.AddMember("queries_total", queries_total, a);
    d.AddMember("sites_done", sites_done, a);
    d.AddMember("sites_total", sites_total, a);
    d.AddMember("search_source", text_or_null(search_source), a);
    d.AddMember("estimate", search_estimate, a);
    d.AddMember("note", text_or_null(note), a);
    d.AddMember("error", text_or_null(error), a);
    d.AddMember("ai", text_or_null(ai), a);
    d.AddMember("started_at", text_or_null(started_at), a);
    d.AddMember("finished_at", text_or_null(finished_at), a);
    return seo::sdk::json::text(d);
  }
};

// The research of one campaign, run by one job attempt.
class Research {
 public:
  Research(seo::sdk::JobContext& job, CampaignRecord campaign)
      : job_(job), host_(*job.host), campaign_(std::move(campaign)), reader_(host_) {
    progress_.started_at = host_.now();
  }

  Result<std::string> run() {
    std::vector<SearchHit> hits;
    SEO_RETURN_IF_ERROR(search(&hits));
    std::vector<SearchHit> prospects = prospectsOf(hits, campaign_.target_domain);
    if (prospects.size() > kMaxProspects) prospects.resize(kMaxProspects);
    SEO_RETURN_IF_ERROR(read(prospects));
    SEO_RETURN_IF_ERROR(review());
    {
      std::lock_guard<std::mutex> lock(mutex_);
      progress_.stage = "completed";
      progress_.percent = 100;
      progress_.finished_at = host_.now();
    }
    SEO_RETURN_IF_ERROR(report(strategies_));
    rapidjson::Document out(rapidjson::kObjectType);
    auto& a = out.GetAllocator();
    out.AddMember("campaign_id", string(campaign_.id, a), a);
    out.AddMember("opportunities_found", progress_.opportunities_found, a);
    out.AddMember("pages_requested", reader_.requests(), a);
    return seo::sdk::json::text(out);
  }

  // The campaign was deleted while the research ran: it stops, with nothing to undo.
  bool campaignGone() const { return gone_; }
  // Records the failure on the campaign; `final` when no attempt follows.
  void fail(const Status& why, bool final) {
    std::lock_guard<std::mutex> lock(mutex_);
    progress_.stage = final ? "failed" : "retrying";
    progress_.error = why.message();
    progress_.finished_at = final ? host_.now() : "";
    std::string text = progress_.json();
    Status s = host_.withTransaction([&](soci::session& sql) {
      updateCampaignResearch(sql, campaign_.id, text, std::nullopt, host_.now());
      return Status::ok();
    });
    if (!s.isOk()) log("could not record the failure: " + s.message());
  }

 private:
  void log(const std::string& message) {
    host_.log(seo::sdk::LogLevel::Warning,
              "backlinks research " + job_.job_id + " (campaign " + campaign_.id + "): " + message);
  }

  // Writes the progress (and the strategies, when given); NotFound when the campaign is gone,
  // which ends the research. Reports are written one at a time, each with the progress as it is
  // then, so a slower writer never puts an older figure over a newer one.
  Status report(const std::optional<std::string>& strategies = std::nullopt) {
    std::lock_guard<std::mutex> in_order(report_mutex_);
    std::string text;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      text = progress_.json();
    }
    bool found = true;
    SEO_RETURN_IF_ERROR(host_.withTransaction([&](soci::session& sql) {
      found = updateCampaignResearch(sql, campaign_.id, text, strategies, host_.now());
      return Status::ok();
    }));
    if (!found) {
      gone_ = true;
      return Status::notFound("the campaign was deleted");
    }
    return Status::ok();
  }

  Status search(std::vector<SearchHit>* hits) {
    std::vector<Footprint> footprints =
        footprintsFor(campaign_.keyword, campaign_.niche.value_or(""));
    progress_.stage = "searching";
    progress_.queries_total = static_cast<int>(footprints.size());
    SEO_RETURN_IF_ERROR(report());
    seo::sdk::SerpQuery query;
    query.language = campaign_.language.substr(0, 2);
    // A regional language ("pt-BR") names the country to search in; else the provider's default.
    if (campaign_.language.size() == 5) {
      query.country = seo::sdk::ascii::upper(campaign_.language.substr(3));
    }
    query.depth = kResultsPerQuery;
    for (const Footprint& f : footprints) {
      query.query = f.query;
      Result<seo::sdk::SerpAnswer> answer = host_.serp().organic(query);
      if (!answer.isOk()) {
        return Status(answer.status().code(), "search: " + answer.status().message());
      }
      progress_.search_source = answer.value().source;
      progress_.search_estimate = answer.value().estimate;
      if (!answer.value().note.empty()) progress_.note = answer.value().note;
      for (const seo::sdk::SerpItem& item : answer.value().items) {
        hits->push_back({item.url, item.title, item.description, f.strategy, item.rank});
      }
      ++progress_.queries_done;
      progress_.percent = 30 * progress_.queries_done / std::max(1, progress_.queries_total);
      SEO_RETURN_IF_ERROR(report());
    }
    return Status::ok();
  }

  // Reads what one prospect's site shows: its page, then contact pages when it shows no address.
  // A page that cannot be read leaves its facts empty and says why.
  PageFacts readSite(const SearchHit& hit, std::string* unread) {
    Result<std::string> html = reader_.fetch(hit.url);
    if (!html.isOk()) {
      *unread = html.status().message();
      return PageFacts();
    }
    PageFacts facts = readPage(html.value(), hit.url);
    for (std::size_t i = 0;
         facts.emails.empty() && i < facts.contact_pages.size() && i < kContactPagesPerSite; ++i) {
      Result<std::string> contact = reader_.fetch(facts.contact_pages[i]);
      if (!contact.isOk()) continue;
      PageFacts more = readPage(contact.value(), facts.contact_pages[i]);
      for (const std::string& e : more.emails) {
        if (facts.emails.size() < kMaxEmails) facts.emails.push_back(e);
      }
    }
    return facts;
  }

  OpportunityRecord opportunityOf(const SearchHit& hit, const PageFacts& facts,
                                  const std::string& unread) {
    Assessment a = assess(hit, facts, campaign_.keyword, campaign_.niche.value_or(""));
    OpportunityRecord o;
    o.id = host_.newId();
    o.campaign_id = campaign_.id;
    o.website_id = campaign_.website_id;
    o.url = hit.url;
    o.site = siteOf(hit.url).value_or(hit.url);
    std::string title = facts.title.empty() ? hit.title : facts.title;
    if (!title.empty()) o.title = std::string(seo::sdk::utf8::truncated(title, 500));
    o.strategy = a.strategy;
    o.type = a.type;
    o.relevance_score = a.relevance_score;
    if (!a.link_type.empty()) o.link_type = a.link_type;
    o.niche_relevance = a.niche_relevance;
    o.reasoning = a.reasoning;
    if (!unread.empty()) o.reasoning += std::string(kUnreadNote) + unread + ".";
    rapidjson::Document tags(rapidjson::kArrayType);
    for (const std::string& t : a.tags) {
      tags.PushBack(string(t, tags.GetAllocator()), tags.GetAllocator());
    }
    if (!unread.empty()) tags.PushBack("page-not-read", tags.GetAllocator());
    o.tags = seo::sdk::json::text(tags);
    rapidjson::Document contact(rapidjson::kObjectType);
    auto& ca = contact.GetAllocator();
    rapidjson::Value emails(rapidjson::kArrayType), pages(rapidjson::kArrayType);
    for (const std::string& e : facts.emails) emails.PushBack(string(e, ca), ca);
    for (const std::string& p : facts.contact_pages) pages.PushBack(string(p, ca), ca);
    contact.AddMember("emails", emails, ca);
    contact.AddMember("contact_pages", pages, ca);
    o.contact_info = seo::sdk::json::text(contact);
    if (!facts.emails.empty()) o.contact_email = facts.emails.front();
    o.created_at = o.updated_at = host_.now();
    return o;
  }

  Status read(const std::vector<SearchHit>& prospects) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      progress_.stage = "reading";
      progress_.percent = 30;
      progress_.sites_total = static_cast<int>(prospects.size());
    }
    SEO_RETURN_IF_ERROR(report());
    std::atomic<std::size_t> next{0};
    std::mutex status_mutex;
    Status failed = Status::ok();
    auto worker = [&] {
      for (std::size_t i = next++; i < prospects.size() && !gone_; i = next++) {
        std::string unread;
        PageFacts facts = readSite(prospects[i], &unread);
        OpportunityRecord o = opportunityOf(prospects[i], facts, unread);
        bool inserted = false;
        Status s = host_.withTransaction([&](soci::session& sql) {
          CampaignRecord still;
          SEO_RETURN_IF_ERROR(findCampaignById(sql, campaign_.id, &still));
          inserted = insertOpportunity(sql, o);
          return Status::ok();
        });
        {
          std::lock_guard<std::mutex> lock(mutex_);
          ++progress_.sites_done;
          if (inserted) ++progress_.opportunities_found;
          snippets_[o.site] = prospects[i].snippet;
          progress_.percent = 30 + 60 * progress_.sites_done / std::max(1, progress_.sites_total);
        }
        if (s.isOk()) s = report();
        if (!s.isOk()) {
          if (s.code() == seo::sdk::Code::NotFound) gone_ = true;
          std::lock_guard<std::mutex> lock(status_mutex);
          if (failed.isOk()) failed = s;
          return;
        }
      }
    };
    {
      seo::sdk::ThreadGroup readers;
      for (int i = 0; i < kReaders; ++i) readers.start(worker);
    }  // joined here
    return failed;
  }

  // The LLM's review: scores the opportunities this attempt found and proposes strategies.
  Status review() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      progress_.stage = "reviewing";
      progress_.percent = 90;
    }
    SEO_RETURN_IF_ERROR(report());
    // Every opportunity of the campaign, also those an earlier attempt found.
    ResearchBrief brief{campaign_.keyword,
                        campaign_.niche.value_or(""),
                        campaign_.language,
                        campaign_.target_domain,
                        {}};
    SEO_RETURN_IF_ERROR(host_.withSession([&](soci::session& sql) {
      progress_.opportunities_found =
          static_cast<int>(countOpportunities(host_, sql, campaign_.id, OpportunityFilter()));
      std::vector<OpportunityRecord> best = listOpportunities(
          host_, sql, campaign_.id, OpportunityFilter(),
          seo::sdk::ListWindow{{static_cast<std::int64_t>(kMaxReviewedProspects), 1},
                               std::nullopt});
      if (best.size() > kMaxReviewedProspects) best.resize(kMaxReviewedProspects);
      for (const OpportunityRecord& o : best) {
        auto snippet = snippets_.find(o.site);
        brief.prospects.push_back({o.id, o.url, o.title.value_or(""),
                                   snippet == snippets_.end() ? "" : snippet->second, o.strategy});
      }
      return Status::ok();
    }));
    ResearchReview review = reviewResearch(host_, campaign_.organization_id, brief);
    progress_.ai = review.skipped.empty() ? "scored by " + review.model + " (" +
                                                std::to_string(review.total_tokens) + " tokens)"
                                          : "heuristic scores: " + review.skipped;
    strategies_ = review.strategies_json;
    std::string now = host_.now();
    return host_.withTransaction([&](soci::session& sql) {
      for (const auto& [id, scored] : review.by_id) {
        std::string niche = scored.relevance_score >= 70   ? "high"
                            : scored.relevance_score >= 40 ? "medium"
                                                           : "low";
        rapidjson::Document tags(rapidjson::kArrayType);
        OpportunityRecord o;
        std::string unread;  // what the research could not see stays said
        if (findOpportunityById(host_, sql, id, &o).isOk()) {
          if (!seo::sdk::json::parse(o.tags, tags).isOk() || !tags.IsArray()) tags.SetArray();
          tags.PushBack("ai-scored", tags.GetAllocator());
          std::size_t at = o.reasoning.find(kUnreadNote);
          if (at != std::string::npos) unread = o.reasoning.substr(at);
        }
        updateAssessment(sql, id, scored.relevance_score, niche,
                         scored.reasoning + " (" + review.model + ")" + unread,
                         seo::sdk::json::text(tags), now);
      }
      return Status::ok();
    });
  }

  seo::sdk::JobContext& job_;
  seo::sdk::Host& host_;
  const CampaignRecord campaign_;
  SiteReader reader_;
  std::mutex mutex_;         // guards progress_
  std::mutex report_mutex_;  // orders report()'s writes
  Progress progress_;
  std::map<std::string, std::string> snippets_;  // the search snippet, by site
  std::optional<std::string> strategies_;
  std::atomic<bool> gone_{false};
};

Result<std::string> campaignIdOf(const std::string& payload) {
  rapidjson::Document doc;
  if (!seo::sdk::json::parse(payload, doc).isOk() || !doc.IsObject() ||
      !doc.HasMember("campaign_id") || !doc["campaign_id"].IsString()) {
    return Status::invalidArgument("Invalid field: payload: not a backlink research request");
  }
  return std::string(doc["campaign_id"].GetString());
}

}  // namespace

std::string researchPayload(const std::string& campaign_id) {
  rapidjson::Document doc(rapidjson::kObjectType);
  doc.AddMember("campaign_id", string(campaign_id, doc.GetAllocator()), doc.GetAllocator());
  return seo::sdk::json::text(doc);
}

std::string queuedProgress() { return Progress().json(); }

Result<std::string> onResearch(seo::sdk::JobContext& job) {
  SEO_ASSIGN_OR_RETURN(std::string campaign_id, campaignIdOf(job.payload));
  CampaignRecord campaign;
  Status found = job.host->withSession(
      [&](soci::session& sql) { return findCampaignById(sql, campaign_id, &campaign); });
  if (found.code() == seo::sdk::Code::NotFound) {
    return std::string(R"({"campaign_deleted": true})");  // deleted before the research began
  }
  if (!found.isOk()) return found;
  // A job acts for the website that enqueued it, and no other.
  if (campaign.website_id != job.website_id) {
    return Status::permissionDenied("the campaign is not this job's website's");
  }
  Research research(job, campaign);
  Result<std::string> result = research.run();
  if (result.isOk()) return result;
  if (research.campaignGone()) return std::string(R"({"campaign_deleted": true})");
  bool final = seo::sdk::endsJobFailed(job, result.status());
  research.fail(result.status(), final);
  if (final) {
    // The research ends without its opportunities: give back what POST /campaigns spent.
    Status refunded = job.host->withTransaction([&](soci::session& sql) {
      return job.host->refundCredits(sql, campaign.organization_id, kBacklinkResearchCredits,
                                     kResearchCost, "job:" + job.job_id);
    });
    if (!refunded.isOk()) {
      job.host->log(seo::sdk::LogLevel::Error,
                    "backlinks research " + job.job_id + ": refund failed: " + refunded.message());
    }
  }
  return result;
}

}  // namespace seo::plugins::backlinks
