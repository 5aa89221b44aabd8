// What anonymous readers of a shared campaign (GET /public/campaigns/{token}...) see of the
// research's free text. The owner's view keeps every detail; the share view keeps the findings
// but not why a page could not be read, nor the research's notes and errors: those name the
// server's settings, its outbound address policy and addresses ("no public address for
// blog.example (private addresses are refused: outbound.allow_private_addresses)").
//
//   v.AddMember("reasoning", string(sharedReasoning(o.reasoning), a), a);
#pragma once

#include <string>
#include <string_view>

#include <rapidjson/document.h>

namespace seo::plugins::backlinks {

// How the research ends an opportunity's reasoning when it could not read the page: this, the
// reason, and a full stop (research_job.cc writes it, sharedReasoning finds it).
inline constexpr std::string_view kPageNotReadNote = " The page was not read: ";

// `reasoning` with the note of a page that was not read cut to "The page was not read.";
// unchanged without one.
std::string sharedReasoning(std::string_view reasoning);

// The research's progress (its stored JSON object) as the share view shows it: the figures as
// they are; `note` left out (null); `error`, when there is one, "The research met an error.";
// `ai` "scored by a language model" or "heuristic scores", without the model or the reason.
rapidjson::Value sharedProgress(const std::string& progress_json,
                                rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::backlinks
