#include "plugins/content/slug_folding.h"

#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <memory>
#include <mutex>

#include "plugins/content/article.h"
#include "seo/sdk/util/slug.h"

namespace seo::plugins::content {

namespace {

// One transliterator, built once (building one parses its rules) and used under a lock: an ICU
// transliterator is not safe for concurrent use. Slugs are made a few times per article.
class Folder {
 public:
  Folder() {
    UErrorCode status = U_ZERO_ERROR;
    transliterator_.reset(icu::Transliterator::createInstance(
        "Any-Latin; Latin-ASCII; [:^ASCII:] Remove", UTRANS_FORWARD, status));
    if (U_FAILURE(status)) transliterator_.reset();
  }
  std::string fold(std::string_view text) {
    icu::UnicodeString u = icu::UnicodeString::fromUTF8(
        icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (transliterator_) transliterator_->transliterate(u);
    }
    std::string out;
    u.toUTF8String(out);
    std::string ascii;
    for (char c : out) {
      if (static_cast<unsigned char>(c) < 0x80) ascii += c;
    }
    return ascii;
  }

 private:
  std::mutex mutex_;
  std::unique_ptr<icu::Transliterator> transliterator_;
};

}  // namespace

std::string foldToAscii(std::string_view text) {
  static Folder folder;
  return folder.fold(text);
}

bool isSlug(std::string_view text) { return seo::sdk::isSlug(text, kMaxSlugChars); }

std::string slugOf(std::string_view title) {
  std::string slug = seo::sdk::slugOf(foldToAscii(title), 80);
  return slug.empty() ? "article" : slug;
}

}  // namespace seo::plugins::content
