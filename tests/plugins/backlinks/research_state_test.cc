// What a backlink research carries from one slice to the next: its payload reads back as it was
// written, the first job's payload (the campaign alone) starts at the search, anything else is
// refused; and the prospects gathered slice by slice are those one pass over every result gives.
#include "plugins/backlinks/research_state.h"

#include <gtest/gtest.h>

namespace seo::plugins::backlinks {
namespace {

using seo::sdk::Result;

bool sameHits(const std::vector<SearchHit>& a, const std::vector<SearchHit>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].url != b[i].url || a[i].title != b[i].title || a[i].snippet != b[i].snippet ||
        a[i].strategy != b[i].strategy || a[i].rank != b[i].rank) {
      return false;
    }
  }
  return true;
}

TEST(ResearchStateTest, APayloadReadsBackAsItWasWritten) {
  ResearchState state;
  state.campaign_id = "c-1";
  state.stage = kReading;
  state.next = 8;
  state.prospects = {{"https://a.example/w", "Write for us", "Guest posts \"here\"", "guest_post", 2},
                     {"https://b.example/r", "Résumé links", "", "resource_page", 7}};
  state.pages_requested = 19;
  state.progress.stage = "reading";
  state.progress.percent = 42;
  state.progress.queries_done = state.progress.queries_total = 6;
  state.progress.sites_done = 8;
  state.progress.sites_total = 40;
  state.progress.opportunities_found = 7;
  state.progress.search_source = "dataforseo";
  state.progress.search_estimate = true;
  state.progress.note = "a note";
  state.progress.started_at = "2026-11-27T10:00:00Z";

  Result<ResearchState> back = stateFrom(stateText(state));
  ASSERT_TRUE(back.isOk()) << back.status().message();
  const ResearchState& r = back.value();
  EXPECT_EQ(r.campaign_id, "c-1");
  EXPECT_EQ(r.stage, kReading);
  EXPECT_EQ(r.next, 8u);
  EXPECT_TRUE(sameHits(r.prospects, state.prospects));
  EXPECT_EQ(r.pages_requested, 19);
  EXPECT_EQ(r.progress.text(), state.progress.text());
}

TEST(ResearchStateTest, TheFirstPayloadNamesTheCampaignAndStartsTheSearch) {
  Result<ResearchState> first = stateFrom(researchPayload("c-9"));
  ASSERT_TRUE(first.isOk());
  EXPECT_EQ(first.value().campaign_id, "c-9");
  EXPECT_EQ(first.value().stage, kSearching);
  EXPECT_EQ(first.value().next, 0u);
  EXPECT_TRUE(first.value().prospects.empty());
  EXPECT_TRUE(first.value().progress.started_at.empty()) << "set by the first slice";
  // A job queued by an earlier build carries the campaign alone.
  Result<ResearchState> older = stateFrom(R"({"campaign_id": "c-3"})");
  ASSERT_TRUE(older.isOk());
  EXPECT_EQ(older.value().stage, kSearching);
  EXPECT_EQ(older.value().progress.stage, "queued");
}

TEST(ResearchStateTest, AnythingElseIsRefused) {
  for (const char* bad : {"", "[]", "{}", R"({"campaign_id": 3})", R"({"campaign_id": ""})",
                          R"({"campaign_id": "c", "stage": "completed"})",
                          R"({"campaign_id": "c", "next": -1})",
                          R"({"campaign_id": "c", "next": "2"})",
                          R"({"campaign_id": "c", "prospects": {}})",
                          R"({"campaign_id": "c", "prospects": ["https://a.example/"]})"}) {
    Result<ResearchState> r = stateFrom(bad);
    ASSERT_FALSE(r.isOk()) << bad;
    EXPECT_EQ(r.status().code(), seo::sdk::Code::InvalidArgument) << bad;
    EXPECT_NE(r.status().message().find("payload"), std::string::npos);
  }
}

// The search keeps the prospects of its slices so far and adds each slice's results to them:
// one per site, the best ranked, in the order sites first appeared, as over all at once.
TEST(ResearchStateTest, ProspectsGatheredBySlicesAreThoseOfAllResultsAtOnce) {
  std::vector<std::vector<SearchHit>> slices = {
      {{"https://a.example/1", "A1", "", "guest_post", 5},
       {"https://b.example/1", "B1", "", "guest_post", 2},
       {"https://target.example/x", "T", "", "guest_post", 1}},
      {{"https://c.example/1", "C1", "", "resource_page", 1},
       {"https://www.a.example/2", "A2", "", "resource_page", 3},
       {"https://youtube.com/watch", "Y", "", "resource_page", 2}},
      {{"https://b.example/2", "B2", "", "directory", 9},
       {"https://d.example/1", "D1", "", "directory", 4}}};
  std::vector<SearchHit> all, gathered;
  for (const auto& slice : slices) {
    all.insert(all.end(), slice.begin(), slice.end());
    std::vector<SearchHit> hits = gathered;
    hits.insert(hits.end(), slice.begin(), slice.end());
    gathered = prospectsOf(hits, "target.example");
  }
  std::vector<SearchHit> at_once = prospectsOf(all, "target.example");
  EXPECT_TRUE(sameHits(gathered, at_once));
  ASSERT_EQ(gathered.size(), 4u);
  EXPECT_EQ(gathered[0].title, "A2") << "a better rank found later replaces the site's";
  EXPECT_EQ(gathered[1].title, "B1");
}

}  // namespace
}  // namespace seo::plugins::backlinks
