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
#include "plugins/backlinks/research_state.h"
#include "plugins/backlinks/share_view.h"
#include "plugins/backlinks/site_reader.h"
#include "seo/sdk/util/job_continuation.h"
#include "seo/sdk/util/json_parse.h"

namespace seo::plugins::backlinks {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

// Sites read at once; each waits on the network, not the processor.
constexpr int kReaders = 4;
// What one job of the research does before it hands the rest to the next (job_continuation.h):
// two footprint queries (a live SERP answer takes seconds), or two sites per reader (each page
// under the reader's timeouts), so a slice is short and other organizations' jobs go between
// two of them.
constexpr std::size_t kQueriesPerJob = 2;
constexpr std::size_t kSitesPerJob = 2 * kReaders;
// Contact pages read per site when its page shows no address.
constexpr std::size_t kContactPagesPerSite = 2;

// One slice of the research of one campaign, run by one job attempt: the stage its state names,
// from where that state stands.
class Research {
 public:
  Research(seo::sdk::JobContext& job, CampaignRecord campaign, ResearchState state)
      : job_(job),
        host_(*job.host),
        campaign_(std::move(campaign)),
        state_(std::move(state)),
        reader_(host_),
        progress_(state_.progress) {
    if (progress_.started_at.empty()) progress_.started_at = host_.now();
  }

  Result<std::string> run() {
    if (state_.stage == kReviewing) return finish();
    if (state_.stage == kReading) return readSlice();
    return searchSlice();
  }

  // The campaign was deleted while the research ran: it stops, with nothing to undo.
  bool campaignGone() const { return gone_; }
  // Records the failure on the campaign; `final` when no attempt follows.
  void fail(const Status& why, bool final) {
    std::lock_guard<std::mutex> lock(mutex_);
    progress_.stage = final ? kFailed : kRetrying;
    progress_.error = why.message();
    progress_.finished_at = final ? host_.now() : "";
    std::string text = progress_.text();
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
      text = progress_.text();
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

  // Hands the rest of the research, from `stage` on, to the next job: the progress, the
  // successor and the campaign's research_job_id are written in one transaction. A slice run
  // again after it handed on (its worker died before its end was recorded) finds the campaign
  // naming the successor and enqueues no second one.
  Result<std::string> handOn(const char* stage, std::size_t next) {
    state_.stage = stage;
    state_.next = next;
    state_.pages_requested += reader_.requests();
    state_.progress = progress_;
    const std::string text = progress_.text();
    std::string next_id;
    bool found = true;
    SEO_RETURN_IF_ERROR(host_.withTransaction([&](soci::session& sql) -> Status {
      CampaignRecord now;
      Status still = findCampaignById(sql, campaign_.id, &now);
      if (still.code() == seo::sdk::Code::NotFound) {
        found = false;
        return Status::ok();
      }
      SEO_RETURN_IF_ERROR(still);
      if (now.research_job_id && *now.research_job_id != job_.job_id) {
        next_id = *now.research_job_id;  // handed on already
        return Status::ok();
      }
      updateCampaignResearch(sql, campaign_.id, text, std::nullopt, host_.now());
      SEO_ASSIGN_OR_RETURN(next_id, seo::sdk::enqueueSuccessor(job_, sql, stateText(state_)));
      setResearchJob(sql, campaign_.id, next_id);
      return Status::ok();
    }));
    if (!found) {
      gone_ = true;
      return Status::notFound("the campaign was deleted");
    }
    rapidjson::Document fields(rapidjson::kObjectType);
    auto& a = fields.GetAllocator();
    fields.AddMember("campaign_id", string(campaign_.id, a), a);
    fields.AddMember("stage", string(stage, a), a);
    return seo::sdk::continuedResult(next_id, seo::sdk::json::text(fields));
  }

  // A few of the campaign's footprint queries; the prospects so far and the new results become
  // the prospects (one per site, best ranked), which is what one pass over every result gives.
  Result<std::string> searchSlice() {
    std::vector<Footprint> footprints =
        footprintsFor(campaign_.keyword, campaign_.niche.value_or(""));
    const std::size_t end = std::min(footprints.size(), state_.next + kQueriesPerJob);
    progress_.stage = kSearching;
    progress_.queries_total = static_cast<int>(footprints.size());
    SEO_RETURN_IF_ERROR(report());
    seo::sdk::SerpQuery query;
    query.language = campaign_.language.substr(0, 2);
    // A regional language ("pt-BR") names the country to search in; else the provider's default.
    if (campaign_.language.size() == 5) {
      query.country = seo::sdk::ascii::upper(campaign_.language.substr(3));
    }
    query.depth = kResultsPerQuery;
    std::vector<SearchHit> hits = state_.prospects;
    for (std::size_t i = state_.next; i < end; ++i) {
      query.query = footprints[i].query;
      Result<seo::sdk::SerpAnswer> answer = host_.serp().organic(query);
      if (!answer.isOk()) {
        return Status(answer.status().code(), "search: " + answer.status().message());
      }
      progress_.search_source = answer.value().source;
      progress_.search_estimate = answer.value().estimate;
      if (!answer.value().note.empty()) progress_.note = answer.value().note;
      for (const seo::sdk::SerpItem& item : answer.value().items) {
        hits.push_back({item.url, item.title, item.description, footprints[i].strategy, item.rank});
      }
      progress_.queries_done = static_cast<int>(i + 1);
      progress_.percent = 30 * progress_.queries_done / std::max(1, progress_.queries_total);
      if (i + 1 < end) SEO_RETURN_IF_ERROR(report());
    }
    state_.prospects = prospectsOf(hits, campaign_.target_domain);
    if (state_.prospects.size() > kMaxProspects) state_.prospects.resize(kMaxProspects);
    if (end < footprints.size()) return handOn(kSearching, end);
    progress_.stage = kReading;
    progress_.percent = 30;
    progress_.sites_total = static_cast<int>(state_.prospects.size());
    return handOn(state_.prospects.empty() ? kReviewing : kReading, 0);
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
    if (!unread.empty()) o.reasoning += std::string(kPageNotReadNote) + unread + ".";
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

  // A few prospects' sites, read at once. A site read again (this slice's earlier attempt) adds
  // no second opportunity.
  Result<std::string> readSlice() {
    const std::vector<SearchHit>& prospects = state_.prospects;
    const std::size_t end = std::min(prospects.size(), state_.next + kSitesPerJob);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      progress_.stage = kReading;
      progress_.sites_total = static_cast<int>(prospects.size());
      progress_.sites_done = static_cast<int>(std::min(state_.next, prospects.size()));
    }
    SEO_RETURN_IF_ERROR(report());
    std::atomic<std::size_t> next{state_.next};
    std::mutex status_mutex;
    Status failed = Status::ok();
    auto worker = [&] {
      for (std::size_t i = next++; i < end && !gone_; i = next++) {
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
    SEO_RETURN_IF_ERROR(failed);
    return end < prospects.size() ? handOn(kReading, end) : handOn(kReviewing, 0);
  }

  // The LLM's review: scores the opportunities and proposes strategies; the research ends.
  Result<std::string> finish() {
    SEO_RETURN_IF_ERROR(review());
    progress_.stage = kCompleted;
    progress_.percent = 100;
    progress_.finished_at = host_.now();
    SEO_RETURN_IF_ERROR(report(strategies_));
    rapidjson::Document out(rapidjson::kObjectType);
    auto& a = out.GetAllocator();
    out.AddMember("campaign_id", string(campaign_.id, a), a);
    out.AddMember("opportunities_found", progress_.opportunities_found, a);
    out.AddMember("pages_requested", state_.pages_requested + reader_.requests(), a);
    return seo::sdk::json::text(out);
  }

  Status review() {
    progress_.stage = kReviewing;
    progress_.percent = 90;
    SEO_RETURN_IF_ERROR(report());
    // The search snippet of each prospect's site, which the model reads beside its title.
    std::map<std::string, std::string> snippets;
    for (const SearchHit& hit : state_.prospects) {
      snippets.emplace(siteOf(hit.url).value_or(hit.url), hit.snippet);
    }
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
        auto snippet = snippets.find(o.site);
        brief.prospects.push_back({o.id, o.url, o.title.value_or(""),
                                   snippet == snippets.end() ? "" : snippet->second, o.strategy});
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
        std::string niche(nicheRelevance(scored.relevance_score));
        rapidjson::Document tags(rapidjson::kArrayType);
        OpportunityRecord o;
        std::string unread;  // what the research could not see stays said
        if (findOpportunityById(host_, sql, id, &o).isOk()) {
          if (!seo::sdk::json::parse(o.tags, tags).isOk() || !tags.IsArray()) tags.SetArray();
          tags.PushBack("ai-scored", tags.GetAllocator());
          std::size_t at = o.reasoning.find(kPageNotReadNote);
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
  ResearchState state_;
  SiteReader reader_;
  std::mutex mutex_;         // guards progress_
  std::mutex report_mutex_;  // orders report()'s writes
  Progress progress_;
  std::optional<std::string> strategies_;
  std::atomic<bool> gone_{false};
};

}  // namespace

Result<std::string> onResearch(seo::sdk::JobContext& job) {
  SEO_ASSIGN_OR_RETURN(ResearchState state, stateFrom(job.payload));
  CampaignRecord campaign;
  Status found = job.host->withSession(
      [&](soci::session& sql) { return findCampaignById(sql, state.campaign_id, &campaign); });
  if (found.code() == seo::sdk::Code::NotFound) {
    return std::string(R"({"campaign_deleted": true})");  // deleted before the research began
  }
  if (!found.isOk()) return found;
  // A job acts for the website that enqueued it, and no other.
  if (campaign.website_id != job.website_id) {
    return Status::permissionDenied("the campaign is not this job's website's");
  }
  // A slice that handed on already (run again after its worker died) has nothing left to do.
  if (campaign.research_job_id && *campaign.research_job_id != job.job_id) {
    return std::string(R"({"skipped": "the research is with a later job"})");
  }
  Research research(job, campaign, std::move(state));
  Result<std::string> result = research.run();
  if (result.isOk()) return result;
  if (research.campaignGone()) return std::string(R"({"campaign_deleted": true})");
  bool final = seo::sdk::endsJobFailed(job, result.status());
  if (final) {
    // The research ends without its opportunities: give back what POST /campaigns spent,
    // before the campaign says it failed, so whoever reads that sees the credits back.
    Status refunded = job.host->withTransaction([&](soci::session& sql) {
      return job.host->credits().refund(sql, campaign.organization_id, kBacklinkResearchCredits,
                                        kResearchCost, "job:" + job.job_id);
    });
    if (!refunded.isOk()) {
      job.host->log(seo::sdk::LogLevel::Error,
                    "backlinks research " + job.job_id + ": refund failed: " + refunded.message());
    }
  }
  research.fail(result.status(), final);
  return result;
}

}  // namespace seo::plugins::backlinks
