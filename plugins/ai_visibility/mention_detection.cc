#include "plugins/ai_visibility/mention_detection.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <unordered_set>

namespace seo::plugins::ai_visibility {

namespace {

constexpr std::size_t kMaxCitations = 200;
constexpr std::size_t kMaxHostLength = 253;

// Folded text, one code point per element, so offsets and neighbours are code points.
using Folded = std::u32string;

const icu::Normalizer2* loaded(const icu::Normalizer2* (*instance)(UErrorCode&)) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* normalizer = instance(status);
  return U_SUCCESS(status) ? normalizer : nullptr;
}

// NFD or NFC of `text`. ICU owns these normalizers and they are immutable, so all threads share
// them without a lock (a shared Transliterator would need one); they are looked up once.
icu::UnicodeString normalized(const icu::UnicodeString& text, bool compose) {
  static const icu::Normalizer2* const nfd = loaded(&icu::Normalizer2::getNFDInstance);
  static const icu::Normalizer2* const nfc = loaded(&icu::Normalizer2::getNFCInstance);
  const icu::Normalizer2* normalizer = compose ? nfc : nfd;
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString out = normalizer != nullptr ? normalizer->normalize(text, status) : text;
  return U_SUCCESS(status) ? out : text;
}

bool isWordChar(char32_t c) { return u_isalnum(static_cast<UChar32>(c)) != 0; }

// `utf8` case-folded, decomposed, stripped of nonspacing marks and recomposed, with each run of
// white space (no-break spaces and line breaks too) made one ' ' and none at either end. Case
// folding goes first so that marks it adds (U+0307 in "İ" -> "i" U+0307) go too. Invalid UTF-8
// reads as U+FFFD.
Folded fold(std::string_view utf8) {
  const auto length = static_cast<int32_t>(std::min<std::size_t>(utf8.size(), INT32_MAX));
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), length));
  const icu::UnicodeString decomposed = normalized(text.foldCase(U_FOLD_CASE_DEFAULT), false);
  icu::UnicodeString stripped;
  for (int32_t i = 0; i < decomposed.length(); i += U16_LENGTH(decomposed.char32At(i))) {
    const UChar32 c = decomposed.char32At(i);
    if (u_isUWhiteSpace(c)) {
      if (!stripped.isEmpty() && stripped.charAt(stripped.length() - 1) != u' ') {
        stripped.append(u' ');
      }
    } else if (u_charType(c) != U_NON_SPACING_MARK) {
      stripped.append(c);
    }
  }
  const icu::UnicodeString composed = normalized(stripped, true);
  Folded out;
  for (int32_t i = 0; i < composed.length(); i += U16_LENGTH(composed.char32At(i))) {
    out.push_back(static_cast<char32_t>(composed.char32At(i)));
  }
  if (!out.empty() && out.back() == U' ') {
    out.pop_back();
  }
  return out;
}

// What compacting removes: spaces, hyphens (ASCII, U+2010, U+2011) and dots. Not other dashes:
// an em dash between words ("tool—spot") joins clauses, not the parts of a name.
bool isSeparator(char32_t c) {
  return c == U' ' || c == U'-' || c == U'.' || c == 0x2010 || c == 0x2011;
}

// The folded text without each single separator between two word characters ("hub spot",
// "hub-spot" -> "hubspot"; "hub. spot" stays), and each kept code point's offset in the text.
struct Compacted {
  Folded text;
  std::vector<std::size_t> origin;
};

Compacted compact(const Folded& text) {
  Compacted out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!(isSeparator(text[i]) && i > 0 && i + 1 < text.size() && isWordChar(text[i - 1]) &&
          isWordChar(text[i + 1]))) {
      out.text.push_back(text[i]);
      out.origin.push_back(i);
    }
  }
  return out;
}

// A match as a half-open range of offsets in the folded answer.
struct Span {
  std::size_t start = 0;
  std::size_t end = 0;
};

enum class VariantKind { Name, Compact, Domain };

struct Variant {
  Folded text;
  VariantKind kind;
};

bool onBoundaries(const Folded& text, Span span, VariantKind kind) {
  if ((span.start > 0 && isWordChar(text[span.start - 1])) ||
      (span.end < text.size() && isWordChar(text[span.end]))) {
    return false;
  }
  // "acme.com.evil.org" is another host, not acme.com; "acme.com." ends a sentence.
  return !(kind == VariantKind::Domain && span.end + 1 < text.size() && text[span.end] == U'.' &&
           isWordChar(text[span.end + 1]));
}

char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) {
    return {};
  }
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// A brand's domain as compared with citations: trimmed, ASCII-lower-cased, without "www.".
std::string normalizedDomain(std::string_view domain) {
  std::string out(trimmed(domain));
  std::transform(out.begin(), out.end(), out.begin(), lowerAscii);
  return out.rfind("www.", 0) == 0 ? out.substr(4) : out;
}

std::vector<Variant> variantsOf(const TrackedBrand& brand, const std::string& domain) {
  std::vector<Variant> variants;
  const Folded name = fold(brand.name);
  if (name.size() >= 2) {
    variants.push_back({name, VariantKind::Name});
  }
  Folded compacted;
  std::copy_if(name.begin(), name.end(), std::back_inserter(compacted),
               [](char32_t c) { return !isSeparator(c); });
  if (compacted.size() >= 3) {
    variants.push_back({compacted, VariantKind::Compact});
  }
  const Folded folded_domain = fold(domain);
  if (folded_domain.size() >= 2) {
    variants.push_back({folded_domain, VariantKind::Domain});
    variants.push_back({U"www." + folded_domain, VariantKind::Domain});
  }
  return variants;
}

// Adds each match of `variant` in the answer that sits on word boundaries to `matches`.
void findMatches(const Folded& text, const Compacted& compacted, const Variant& variant,
                 std::vector<Span>& matches) {
  const bool in_compacted = variant.kind == VariantKind::Compact;
  const Folded& haystack = in_compacted ? compacted.text : text;
  const std::size_t size = variant.text.size();
  for (std::size_t at = haystack.find(variant.text); at != Folded::npos;
       at = haystack.find(variant.text, at + 1)) {
    const Span span = in_compacted ? Span{compacted.origin[at], compacted.origin[at + size - 1] + 1}
                                   : Span{at, at + size};
    if (onBoundaries(text, span, variant.kind)) {
      matches.push_back(span);
    }
  }
}

bool isCitedBy(const std::string& domain, const Citations& citations) {
  return !domain.empty() &&
         std::any_of(citations.domains.begin(), citations.domains.end(), [&](const auto& cited) {
           return cited == domain ||
                  (cited.size() > domain.size() && cited[cited.size() - domain.size() - 1] == '.' &&
                   cited.compare(cited.size() - domain.size(), domain.size(), domain) == 0);
         });
}

// The length of the "http://" or "https://" (in any case) at `at`, or 0.
std::size_t schemeLengthAt(std::string_view text, std::size_t at) {
  if (lowerAscii(text[at]) != 'h') {
    return 0;
  }
  std::string head(text.substr(at, 8));
  std::transform(head.begin(), head.end(), head.begin(), lowerAscii);
  return head == "https://" ? 8 : head.rfind("http://", 0) == 0 ? 7 : 0;
}

// The end of the URL whose host starts at `at`. It stops at white space, at characters never
// left raw in a URL ("<>\"`[]|\\", invalid UTF-8), at a ')' that closes no '(' of the URL (a
// Markdown link's end), at non-ASCII in the host, and at non-ASCII other than letters, digits and
// marks in the rest ("https://acme.com/a。" in Chinese text).
std::size_t urlEnd(std::string_view text, std::size_t at) {
  bool in_host = true;
  int depth = 0;
  while (at < text.size()) {
    const auto byte = static_cast<unsigned char>(text[at]);
    if (byte >= 0x80) {
      std::size_t next = at;
      UChar32 c = 0;
      U8_NEXT(reinterpret_cast<const uint8_t*>(text.data()), next, text.size(), c);
      if (in_host || c < 0 || !(u_isalnum(c) || (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0)) {
        return at;
      }
      at = next;
      continue;
    }
    if (byte <= 0x20 || byte == 0x7f ||
        std::string_view("<>\"`[]|\\").find(byte) != std::string_view::npos ||
        (byte == ')' && depth == 0)) {
      return at;
    }
    in_host = in_host && byte != '/' && byte != '?' && byte != '#';
    depth += byte == '(' ? 1 : byte == ')' ? -1 : 0;
    ++at;
  }
  return at;
}

// `url` without trailing punctuation, keeping a ')' that closes a '(' inside it.
std::string_view trimmedUrl(std::string_view url) {
  const auto opened = std::count(url.begin(), url.end(), '(');
  auto closed = std::count(url.begin(), url.end(), ')');
  for (; !url.empty(); url.remove_suffix(1)) {
    if (url.back() == ')') {
      if (closed <= opened) {
        break;  // it closes a '(' of the URL
      }
      --closed;
    } else if (std::string_view(".,;:!?]}'\"*").find(url.back()) == std::string_view::npos) {
      break;
    }
  }
  return url;
}

// The host of `url` (after "://", or from the start when there is none), lower-cased, without
// user info, port and a leading "www."; nullopt when it is not a plausible host name.
std::optional<std::string> hostOf(std::string_view url) {
  const std::size_t scheme_end = url.find("://");
  std::string_view host = scheme_end == std::string_view::npos ? url : url.substr(scheme_end + 3);
  host = host.substr(0, host.find_first_of("/?#\\"));
  if (const std::size_t at = host.rfind('@'); at != std::string_view::npos) {
    host.remove_prefix(at + 1);
  }
  host = host.substr(0, host.find(':'));
  if (!host.empty() && host.back() == '.') {
    host.remove_suffix(1);  // the root label of a fully qualified name
  }
  std::string out(host);
  std::transform(out.begin(), out.end(), out.begin(), lowerAscii);
  if (out.empty() || out.size() > kMaxHostLength || out.front() == '.' || out.back() == '.' ||
      out.find('.') == std::string::npos || out.find("..") != std::string::npos ||
      out.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") != std::string::npos) {
    return std::nullopt;
  }
  // "www.com" is a host of its own.
  return out.rfind("www.", 0) == 0 && out.find('.', 4) != std::string::npos ? out.substr(4) : out;
}

// Whether `url` is valid UTF-8 without spaces or control characters, fit to be stored as it is.
bool isCleanUtf8(std::string_view url) {
  for (std::size_t i = 0; i < url.size();) {
    UChar32 c = 0;
    U8_NEXT(reinterpret_cast<const uint8_t*>(url.data()), i, url.size(), c);
    if (c <= 0x20 || c == 0x7f) {  // c < 0: invalid UTF-8
      return false;
    }
  }
  return true;
}

}  // namespace

Citations citationsOf(std::string_view answer, const std::vector<std::string>& extra) {
  Citations citations;
  std::unordered_set<std::string_view> seen_urls;  // views into `answer`, `extra`
  std::unordered_set<std::string> seen_domains;
  auto add = [&](std::string_view url) {
    if (citations.urls.size() >= kMaxCitations || url.empty() || seen_urls.count(url) > 0 ||
        !isCleanUtf8(url)) {
      return;
    }
    std::optional<std::string> host = hostOf(url);
    if (!host) {
      return;
    }
    seen_urls.insert(url);
    citations.urls.emplace_back(url);
    if (seen_domains.insert(*host).second) {
      citations.domains.push_back(std::move(*host));
    }
  };
  for (std::size_t at = 0; at < answer.size();) {
    const std::size_t scheme = schemeLengthAt(answer, at);
    if (scheme == 0) {
      ++at;
      continue;
    }
    const std::size_t end = urlEnd(answer, at + scheme);
    add(trimmedUrl(answer.substr(at, end - at)));
    at = end;
  }
  for (const std::string& url : extra) {
    add(trimmed(url));
  }
  return citations;
}

std::vector<BrandDetection> detectMentions(std::string_view answer,
                                           const std::vector<TrackedBrand>& brands,
                                           const Citations& citations) {
  const Folded text = fold(answer);
  const Compacted compacted = compact(text);
  std::vector<BrandDetection> detections(brands.size());
  struct First {
    std::size_t start;
    std::size_t length;
    std::size_t brand;
  };
  std::vector<First> firsts;
  for (std::size_t b = 0; b < brands.size(); ++b) {
    const std::string domain = normalizedDomain(brands[b].domain);
    std::vector<Span> matches;
    for (const Variant& variant : variantsOf(brands[b], domain)) {
      findMatches(text, compacted, variant, matches);
    }
    // Earliest first, and at one offset the longest; a match overlapping one already counted is
    // another variant (or a part) of the same mention.
    std::sort(matches.begin(), matches.end(), [](const Span& x, const Span& y) {
      return x.start != y.start ? x.start < y.start : x.end > y.end;
    });
    BrandDetection& detection = detections[b];
    std::size_t counted_end = 0;
    for (const Span& span : matches) {
      if (detection.mentions == 0) {
        firsts.push_back({span.start, span.end - span.start, b});
      } else if (span.start < counted_end) {
        continue;
      }
      ++detection.mentions;
      counted_end = span.end;
    }
    detection.mentioned = detection.mentions > 0;
    detection.cited = isCitedBy(domain, citations);
  }
  std::sort(firsts.begin(), firsts.end(), [](const First& x, const First& y) {
    if (x.start != y.start) {
      return x.start < y.start;
    }
    return x.length != y.length ? x.length > y.length : x.brand < y.brand;
  });
  for (std::size_t rank = 0; rank < firsts.size(); ++rank) {
    detections[firsts[rank].brand].position = static_cast<int>(rank + 1);
  }
  return detections;
}

}  // namespace seo::plugins::ai_visibility
