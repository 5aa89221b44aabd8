// File: json_parse.h
// Parsing JSON that came from outside (a request body, a provider's answer) safely: RapidJSON's
// iterative parser (no recursion, so no stack overflow however deep the text), strict UTF-8
// validation, a nesting limit, and no NUL inside strings or member names. A refusal names the
// offending member as a path, so an API answer can say which field was wrong.
//
//   rapidjson::Document doc;
//   Status s = json::parse(text, doc);
//   if (!s.isOk()) return s;   // Code::InvalidArgument, "Invalid field: term: not valid UTF-8"
//
// Header-only; the host parses every request body this way before a handler sees it.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

#include "seo/sdk/status.h"
#include "seo/sdk/util/utf8.h"

namespace seo::sdk {
inline namespace v2 {
namespace json {

// How deep objects and arrays may nest. No request of the API needs more than a handful.
inline constexpr int kDefaultMaxDepth = 32;

namespace internal {

// A SAX handler between the reader and the document: counts nesting, refuses NUL in strings and
// names, and keeps the path of the value being read for error messages.
template <typename Inner>
class GuardedHandler {
 public:
  enum class Refusal { None, TooDeep, Nul, BadText, BadNumber };

  GuardedHandler(Inner& inner, int max_depth) : inner_(inner), max_depth_(max_depth) {}

  bool Null() { return value() && inner_.Null(); }
  bool Bool(bool b) { return value() && inner_.Bool(b); }
  bool Int(int i) { return value() && inner_.Int(i); }
  bool Uint(unsigned u) { return value() && inner_.Uint(u); }
  bool Int64(std::int64_t i) { return value() && inner_.Int64(i); }
  bool Uint64(std::uint64_t u) { return value() && inner_.Uint64(u); }
  // RapidJSON 1.1 turns some huge literals ("1e0000…0400") into infinity, which no JSON
  // writer can write back.
  bool Double(double d) {
    if (!std::isfinite(d)) return refuse(Refusal::BadNumber);
    return value() && inner_.Double(d);
  }
  bool RawNumber(const char* s, rapidjson::SizeType n, bool copy) {
    return value() && inner_.RawNumber(s, n, copy);
  }
  bool String(const char* s, rapidjson::SizeType n, bool copy) {
    if (Refusal r = check(s, n); r != Refusal::None) return refuse(r);
    return value() && inner_.String(s, n, copy);
  }
  bool Key(const char* s, rapidjson::SizeType n, bool copy) {
    // A bad name is reported as "a member name in <parent>": it is not fit to be shown.
    if (Refusal r = check(s, n); r != Refusal::None) return refuse(r);
    if (!frames_.empty()) {
      frames_.back().key.assign(s, n);
      frames_.back().expecting_key = false;
    }
    return inner_.Key(s, n, copy);
  }
  bool StartObject() { return open(false) && inner_.StartObject(); }
  bool StartArray() { return open(true) && inner_.StartArray(); }
  bool EndObject(rapidjson::SizeType members) {
    close();
    return inner_.EndObject(members);
  }
  bool EndArray(rapidjson::SizeType elements) {
    close();
    return inner_.EndArray(elements);
  }

  Refusal refusal() const { return refusal_; }

  // Where the reader stopped: "term", "keywords[2]", "outline.sections[0].title"; "" for the
  // top level. `in_name` tells whether it stopped inside a member name rather than a value.
  std::string path(bool* in_name) const {
    std::string out;
    *in_name = !frames_.empty() && !frames_.back().is_array && frames_.back().expecting_key;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      bool last = i + 1 == frames_.size();
      if (f.is_array) {
        out += "[" + std::to_string(f.index) + "]";
      } else if (!(last && *in_name)) {
        if (!out.empty()) out += '.';
        out += f.key;
      }
    }
    return out;
  }

 private:
  struct Frame {
    bool is_array = false;
    bool expecting_key = true;  // objects: between members
    std::size_t index = 0;      // arrays: the element being read
    std::string key;            // objects: the member being read
  };

  // The reader validates raw UTF-8 but decodes a lone "\udc00" escape into a surrogate, which
  // is not UTF-8: the decoded text is checked again.
  static Refusal check(const char* s, rapidjson::SizeType n) {
    std::string_view text(s, n);
    if (std::memchr(s, 0, n) != nullptr) return Refusal::Nul;
    return utf8::isValid(text) ? Refusal::None : Refusal::BadText;
  }

  bool refuse(Refusal r) {
    refusal_ = r;
    return false;
  }
  // A scalar value ends where it starts.
  bool value() {
    done();
    return true;
  }
  void done() {
    if (frames_.empty()) return;
    Frame& f = frames_.back();
    if (f.is_array) {
      ++f.index;
    } else {
      f.expecting_key = true;
    }
  }
  bool open(bool is_array) {
    if (static_cast<int>(frames_.size()) >= max_depth_) return refuse(Refusal::TooDeep);
    Frame f;
    f.is_array = is_array;
    frames_.push_back(std::move(f));
    return true;
  }
  void close() {
    if (!frames_.empty()) frames_.pop_back();
    done();
  }

  Inner& inner_;
  int max_depth_;
  std::vector<Frame> frames_;
  Refusal refusal_ = Refusal::None;
};

}  // namespace internal

// Parses `text` into `out`. Returns OK, or InvalidArgument with a message that says what is wrong
// and where: "Malformed JSON body: ..." for syntax, "Invalid field: <path>: not valid UTF-8",
// "Invalid field: <path>: contains a NUL character", "<what> nested deeper than N levels".
// `what` names the text in syntax errors ("JSON body", "provider answer"). Thread-safe.
inline Status parse(std::string_view text, rapidjson::Document& out,
                    int max_depth = kDefaultMaxDepth, std::string_view what = "JSON body") {
  using Guard = internal::GuardedHandler<rapidjson::Document>;
  // RapidJSON reads a NUL byte as the end of the text and would ignore what follows; JSON text
  // never holds a raw NUL (in a string it is \u0000), so the whole text is refused.
  if (const void* nul = std::memchr(text.data(), 0, text.size())) {
    return Status::invalidArgument(
        "Malformed " + std::string(what) + ": a NUL byte (at byte " +
        std::to_string(static_cast<const char*>(nul) - text.data()) + ")");
  }
  constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag;
  rapidjson::MemoryStream bytes(text.data(), text.size());
  rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> stream(bytes);
  rapidjson::Reader reader;
  std::string message;
  auto generate = [&](rapidjson::Document& document) {
    Guard guard(document, max_depth);
    rapidjson::ParseResult result = reader.Parse<kFlags>(stream, guard);
    if (result) return true;
    // The guard knows where the reader stopped; ask before it goes.
    bool in_name = false;
    std::string where = guard.path(&in_name);
    std::string field = (in_name ? "a member name in " : "") +
                        (where.empty() ? std::string("(top level)") : where);
    if (guard.refusal() == Guard::Refusal::TooDeep) {
      message = std::string(what) + " nested deeper than " + std::to_string(max_depth) +
                " levels (at byte " + std::to_string(result.Offset()) + ")";
    } else if (guard.refusal() == Guard::Refusal::BadNumber) {
      message = "Invalid field: " + field + ": number out of range";
    } else if (guard.refusal() == Guard::Refusal::Nul) {
      message = "Invalid field: " + field + ": contains a NUL character";
    } else if (guard.refusal() == Guard::Refusal::BadText ||
               result.Code() == rapidjson::kParseErrorStringInvalidEncoding) {
      message = "Invalid field: " + field + ": not valid UTF-8";
    } else {
      message = "Malformed " + std::string(what) + ": " +
                rapidjson::GetParseError_En(result.Code()) + " (at byte " +
                std::to_string(result.Offset()) + ")";
    }
    return false;
  };
  out.Populate(generate);
  if (message.empty()) return Status::ok();
  out.SetNull();
  return Status::invalidArgument(message);
}

}  // namespace json
}  // namespace v2
}  // namespace seo::sdk
