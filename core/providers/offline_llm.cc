#include "core/providers/offline_llm.h"

namespace seo::core {

namespace {

#define SEO_OFFLINE_LLM_NOTE \
  "No LLM is configured on this server; this is a placeholder, not model output."

constexpr const char* kTextNote = SEO_OFFLINE_LLM_NOTE;
// The shape a model's JSON answer has, so a caller that parses it finds `estimate`.
constexpr const char* kJsonNote =
    R"({"estimate": true, "source": "offline-estimate", "note": ")" SEO_OFFLINE_LLM_NOTE R"("})";

#undef SEO_OFFLINE_LLM_NOTE

}  // namespace

seo::sdk::Result<seo::sdk::ChatAnswer> OfflineLlm::complete(const seo::sdk::ChatRequest& request) {
  seo::sdk::ChatAnswer answer;
  answer.content = request.json_answer ? kJsonNote : kTextNote;
  answer.finish_reason = "stop";
  answer.model = "offline";
  answer.source = "offline-estimate";
  answer.estimate = true;
  return answer;  // usage stays zero: nothing was asked, so nothing is metered
}

}  // namespace seo::core
