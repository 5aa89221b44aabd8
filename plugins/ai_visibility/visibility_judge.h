// The sentiment judge: a language model asked, for one answer, how it speaks of each tracked
// brand it names, and which other brands it names. Configured by the setting
// `ai_visibility.judge` ("endpoint/model"); else the operator's default LLM when it has one;
// else there is no judge and every sentiment stays `unknown` (never invented).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "plugins/ai_visibility/campaign.h"
#include "seo/sdk/host.h"

namespace seo::plugins::ai_visibility {

// The judge the operator configured, if any.
std::optional<ModelChoice> configuredJudge(seo::sdk::Host& host);

struct Verdict {
  // By tracked brand name as given: "positive", "neutral" or "negative".
  std::map<std::string, std::string> sentiments;
  std::vector<std::string> other_brands;  // in the order the answer names them, at most 30
  std::int64_t tokens = 0;
};

// The messages asking the judge about `answer`.
seo::sdk::ChatRequest judgeRequest(const std::vector<std::string>& tracked,
                                   const std::string& answer);
// The judge's JSON read; sentiments only for names in `tracked` and only the three values.
// BadGateway when it is not the object asked for.
seo::sdk::Result<Verdict> readVerdict(const std::string& content,
                                      const std::vector<std::string>& tracked);
// Asks `judge` on behalf of `organization_id`, its tokens drawn from the run's `reservation`
// of ai_credits (Models::ask).
seo::sdk::Result<Verdict> askJudge(seo::sdk::Host& host, const std::string& organization_id,
                                   std::string_view reservation, const ModelChoice& judge,
                                   const std::vector<std::string>& tracked,
                                   const std::string& answer);
// What one judgement is priced at before the answer it reads is known: its prompt and an
// answer of the longest size a check is priced at.
std::int64_t judgeEstimate(const std::vector<std::string>& tracked);

}  // namespace seo::plugins::ai_visibility
