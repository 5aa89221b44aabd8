// The outreach e-mail an LLM drafts for an opportunity (POST /opportunities/{id}/generate-email):
// the chat request built from the campaign, the website and the opportunity, and the answer read
// back. The model writes only the subject and the plain-text body, as JSON; the HTML body is
// rendered from that text here (escaped, one paragraph per blank-line block), so no markup a
// model (or a page it was shown) made up ever reaches a recipient.
//
// What the prospect's own site said reaches the model only as its title, quoted and cut short,
// and marked as data: the prompt says to follow no instructions found in it.
#pragma once

#include <string>
#include <string_view>

#include "seo/sdk/llm.h"
#include "seo/sdk/status.h"
#include "seo/sdk/util/choices.h"

namespace seo::plugins::backlinks {

// The tones a draft may be written in; friendly unless the caller asks for another.
inline constexpr seo::sdk::Choices kOutreachTones{"friendly", "formal", "concise"};
inline constexpr const char* kDefaultTone = "friendly";
static_assert(kOutreachTones.contains(kDefaultTone));

// What the draft is written from. Empty fields are left out of the prompt.
struct OutreachBrief {
  std::string keyword;  // the campaign's
  std::string niche;
  std::string language;      // of the e-mail, e.g. "en"
  std::string website_url;   // the sender's site, which wants the link
  std::string prospect_url;  // the page the opportunity is about
  std::string prospect_title;
  std::string strategy;  // guest_post, resource_page, ...
  std::string contact_name;
  std::string sender_name;
  std::string tone;          // friendly (default), formal or concise
  std::string instructions;  // the caller's extra wishes, at most kMaxInstructionChars
};

inline constexpr std::size_t kMaxInstructionChars = 1000;
inline constexpr std::size_t kMaxSenderNameChars = 100;
inline constexpr std::size_t kMaxSubjectChars = 200;
inline constexpr std::size_t kMaxBodyChars = 5000;

struct OutreachDraft {
  std::string subject;
  std::string body_text;
  std::string body_html;
};

// The chat request for `brief` (a JSON answer is asked for).
seo::sdk::ChatRequest outreachChat(const OutreachBrief& brief);

// The draft in the model's answer `content`: a JSON object with a non-empty one-line `subject`
// (at most kMaxSubjectChars characters) and a non-empty `body_text` (at most kMaxBodyChars);
// BadGateway naming what is wrong otherwise (the model's answer is unusable, not the caller's).
seo::sdk::Result<OutreachDraft> readOutreachDraft(std::string_view content);

// The draft written without a model (no LLM configured): a plain English template filled with
// the brief's facts, marked as a template by the route that answers it.
OutreachDraft templateDraft(const OutreachBrief& brief);

// `text` as HTML: escaped, paragraphs at blank lines, <br> at single line breaks.
std::string htmlOfText(std::string_view text);

}  // namespace seo::plugins::backlinks
