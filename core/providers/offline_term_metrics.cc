#include "core/providers/offline_term_metrics.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/providers/term_query_limits.h"
#include "seo/sdk/util/ascii.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::TermFigures;
using seo::sdk::TermFiguresAnswer;
using seo::sdk::TermQuery;

namespace {

constexpr char kSource[] = "offline-estimate";

// Monthly volumes as search-volume tools round them (10 .. 49 500), so estimates look like the
// measured figures they stand in for.
constexpr std::array<std::int64_t, 38> kVolumes = {
    10,   20,   30,   40,   50,    70,    90,    110,   140,   170,   210,   260,  320,
    390,  480,  590,  720,  880,   1000,  1300,  1600,  1900,  2400,  2900,  3600, 4400,
    5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500};

// How a seed is expanded by ideas(); `%` stands for the seed.
constexpr std::array<std::string_view, 10> kExpansions = {
    "best %",   "% for beginners", "how to choose %", "% price",   "% vs alternatives",
    "% review", "cheap %",         "% near me",       "what is %", "% guide"};

// Lower-case, trimmed, inner runs of white space made one space.
std::string normalized(std::string_view term) {
  std::string out;
  bool gap = false;
  for (char c : term) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      gap = !out.empty();
      continue;
    }
    if (gap) out += ' ';
    gap = false;
    out += seo::sdk::ascii::lowerChar(c);
  }
  return out;
}

// FNV-1a, 64 bits: stable across builds and platforms, unlike std::hash.
std::uint64_t fnv1a(std::string_view text, std::uint64_t seed = 0) {
  std::uint64_t h = 14695981039346656037ull ^ seed;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::vector<std::string> wordsOf(const std::string& term) {
  std::vector<std::string> words;
  std::string word;
  for (char c : term + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-') {
      word += c;
    } else if (!word.empty()) {
      while (!word.empty() && (word.back() == '.' || word.back() == '-')) word.pop_back();
      if (!word.empty()) words.push_back(word);
      word.clear();
    }
  }
  return words;
}

std::string intentOf(const std::string& term) {
  if (term.find("login") != std::string::npos || term.find("www") != std::string::npos ||
      term.find(".com") != std::string::npos) {
    return "navigational";
  }
  static const std::set<std::string> kTransactional = {"buy",     "price",    "prices", "pricing",
                                                       "cheap",   "deal",     "deals",  "coupon",
                                                       "coupons", "discount", "order"};
  static const std::set<std::string> kCommercial = {"best", "top",    "review",  "reviews",
                                                    "vs",   "versus", "compare", "comparison"};
  std::vector<std::string> words = wordsOf(term);
  auto any = [&](const std::set<std::string>& cues) {
    return std::any_of(words.begin(), words.end(),
                       [&](const std::string& w) { return cues.count(w) > 0; });
  };
  if (any(kTransactional)) return "transactional";
  if (any(kCommercial)) return "commercial";
  return "informational";  // how/what/why/guide/tutorial, and anything without a cue
}

// The estimate for one term; `full` adds difficulty and intent.
TermFigures estimate(const std::string& term, bool full) {
  std::string key = normalized(term);
  std::uint64_t h = fnv1a(key);
  std::size_t words = std::max<std::size_t>(1, wordsOf(key).size());
  // Longer terms are searched less: each extra word cuts the top volume about threefold.
  std::size_t top = kVolumes.size() - 1;
  std::size_t cut = std::min<std::size_t>(top - 4, 5 * (words - 1));
  std::size_t bucket = static_cast<std::size_t>(h % (top - cut + 1));
  TermFigures figures;
  figures.term = term;
  figures.volume = kVolumes[bucket];
  std::uint64_t h2 = fnv1a(key, 0x9e3779b97f4a7c15ull);
  std::string intent = intentOf(key);
  // 0.10 .. 6.00 a click, 2.00 more where the searcher means to buy (8.00 at most).
  int cents = 10 + static_cast<int>(h2 % 591);
  if (intent == "transactional" || intent == "commercial") cents += 200;
  figures.cpc = cents / 100.0;
  if (full) {
    // Busier terms are harder to rank for: up to 40 points from volume, up to 60 from the hash.
    int from_volume = static_cast<int>(bucket * 40 / top);
    figures.difficulty = std::min(100, from_volume + static_cast<int>((h2 >> 20) % 61));
    figures.intent = intent;
  }
  return figures;
}

TermFiguresAnswer answerOf(std::vector<TermFigures> items) {
  TermFiguresAnswer answer;
  answer.items = std::move(items);
  answer.source = kSource;
  answer.estimate = true;
  answer.cost = 0;
  return answer;
}

}  // namespace

Result<TermFiguresAnswer> OfflineTermMetrics::overview(const TermQuery& query) {
  if (Result<int> checked = checkTermQuery(query, false); !checked.isOk()) {
    return checked.status();
  }
  std::vector<TermFigures> items;
  for (const auto& term : query.terms) items.push_back(estimate(term, true));
  return answerOf(std::move(items));
}

Result<TermFiguresAnswer> OfflineTermMetrics::ideas(const TermQuery& query) {
  if (Result<int> checked = checkTermQuery(query, true); !checked.isOk()) {
    return checked.status();
  }
  std::vector<std::string> seeds;
  std::set<std::string> seen;
  for (const auto& term : query.terms) {
    std::string seed = normalized(term);
    if (seen.insert(seed).second) seeds.push_back(seed);
  }
  // One expansion of every seed before the next, so a small limit still covers each seed.
  std::vector<TermFigures> items;
  std::size_t limit = static_cast<std::size_t>(query.limit);
  for (std::string_view pattern : kExpansions) {
    for (const auto& seed : seeds) {
      if (items.size() == limit) return answerOf(std::move(items));
      std::string idea(pattern);
      idea.replace(idea.find('%'), 1, seed);
      if (seen.insert(idea).second) items.push_back(estimate(idea, true));
    }
  }
  return answerOf(std::move(items));
}

Result<TermFiguresAnswer> OfflineTermMetrics::searchVolume(const TermQuery& query) {
  if (Result<int> checked = checkTermQuery(query, false); !checked.isOk()) {
    return checked.status();
  }
  std::vector<TermFigures> items;
  for (const auto& term : query.terms) items.push_back(estimate(term, false));
  return answerOf(std::move(items));
}

}  // namespace seo::core
