#include "plugins/analytics/search_console_csv.h"

#include <array>
#include <charconv>
#include <cstddef>
#include <optional>
#include <utility>

#include "seo/sdk/util/utf8.h"
#include "seo/sdk/util/ascii.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kColumns = 5;
constexpr std::array<std::string_view, kColumns> kHeader = {"Top pages", "Clicks", "Impressions",
                                                            "CTR", "Position"};
constexpr char kExpectedHeader[] = "Top pages,Clicks,Impressions,CTR,Position";
constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::string_view kNoBreakSpace = "\xC2\xA0";  // French UIs write "3,45 %"

struct Record {
  std::size_t line = 0;  // where the record starts; a quoted field may span lines
  std::vector<std::string> fields;
};

std::string where(std::size_t line) { return "Pages.csv line " + std::to_string(line); }

std::string where(std::size_t line, std::size_t column) {
  return where(line) + ", column " + std::to_string(column + 1) + " (" +
         std::string(kHeader[column]) + ")";
}

// Splits RFC 4180 text into records, counting physical lines for the messages.
class CsvReader {
 public:
  explicit CsvReader(std::string_view text) : text_(text) {}

  // The next record; nullopt at the end of the text.
  Result<std::optional<Record>> next() {
    if (pos_ >= text_.size()) return std::optional<Record>();
    Record record;
    record.line = line_;
    std::string field;
    while (true) {
      if (pos_ < text_.size() && text_[pos_] == '"' && field.empty()) {
        Status quoted = readQuoted(record, &field);
        if (!quoted.isOk()) return quoted;
      }
      if (pos_ >= text_.size()) {
        record.fields.push_back(std::move(field));
        return std::optional<Record>(std::move(record));
      }
      char c = text_[pos_++];
      if (c == ',') {
        record.fields.push_back(std::move(field));
        field.clear();
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
        ++line_;
        record.fields.push_back(std::move(field));
        return std::optional<Record>(std::move(record));
      } else if (c == '"') {
        return Status::invalidArgument(where(record.line) + ": a quote inside an unquoted field");
      } else {
        field += c;
      }
    }
  }

 private:
  // Reads a quoted field from its opening quote on; it must be followed by a comma, a line end
  // or the end of the text.
  Status readQuoted(const Record& record, std::string* field) {
    ++pos_;
    while (true) {
      if (pos_ >= text_.size()) {
        return Status::invalidArgument(where(record.line) + ": a quoted field is not closed");
      }
      char c = text_[pos_++];
      if (c == '"') {
        if (pos_ < text_.size() && text_[pos_] == '"') {
          *field += '"';
          ++pos_;
          continue;
        }
        break;
      }
      if (c == '\n') ++line_;
      *field += c;
    }
    if (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '\n' && text_[pos_] != '\r') {
      return Status::invalidArgument(where(record.line) + ": text after a closing quote");
    }
    return Status::ok();
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
};


bool isDigits(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// A whole number without sign or separators, at most 18 digits so it cannot overflow.
std::optional<std::int64_t> wholeNumber(std::string_view text) {
  if (!isDigits(text) || text.size() > 18) return std::nullopt;
  std::int64_t value = 0;
  for (char c : text) value = value * 10 + (c - '0');
  return value;
}

// Digits with at most one decimal point or comma: "7", "7.4", "7,4".
std::optional<double> decimal(std::string_view text) {
  std::size_t separator = text.find_first_of(".,");
  std::string plain(text);
  if (separator != std::string_view::npos) {
    if (!isDigits(text.substr(0, separator)) || !isDigits(text.substr(separator + 1))) {
      return std::nullopt;
    }
    plain[separator] = '.';
  } else if (!isDigits(text)) {
    return std::nullopt;
  }
  double value = 0;
  auto [end, error] = std::from_chars(plain.data(), plain.data() + plain.size(), value);
  if (error != std::errc() || end != plain.data() + plain.size()) return std::nullopt;
  return value;
}

bool negative(std::string_view text) { return !text.empty() && text.front() == '-'; }

// A value, shortened for a message.
std::string shown(std::string_view text) {
  constexpr std::size_t kMax = 60;
  return "\"" + std::string(seo::sdk::utf8::truncated(text, kMax)) +
         (text.size() > kMax ? "...\"" : "\"");
}

Status badValue(std::size_t line, std::size_t column, std::string_view value,
                const std::string& what) {
  return Status::invalidArgument(where(line, column) + ": " + shown(value) + " " + what);
}

Result<std::int64_t> count(const Record& record, std::size_t column) {
  std::string_view text = seo::sdk::ascii::trim(record.fields[column]);
  if (negative(text)) return badValue(record.line, column, text, "is negative");
  std::optional<std::int64_t> value = wholeNumber(text);
  if (!value) return badValue(record.line, column, text, "is not a whole number");
  return *value;
}

// "3.45%" as 0.0345.
Result<double> ctrOf(const Record& record) {
  constexpr std::size_t kColumn = 3;
  std::string_view text = seo::sdk::ascii::trim(record.fields[kColumn]);
  if (text.empty() || text.back() != '%') {
    return badValue(record.line, kColumn, text, "is not a percentage ending in %");
  }
  std::string_view number = text.substr(0, text.size() - 1);
  while (number.ends_with(kNoBreakSpace)) number.remove_suffix(kNoBreakSpace.size());
  number = seo::sdk::ascii::trim(number);
  if (negative(number)) return badValue(record.line, kColumn, text, "is negative");
  std::optional<double> value = decimal(number);
  if (!value || *value > 100) {
    return badValue(record.line, kColumn, text, "is not a percentage from 0 to 100");
  }
  return *value / 100;
}

Result<double> positionOf(const Record& record) {
  constexpr std::size_t kColumn = 4;
  std::string_view text = seo::sdk::ascii::trim(record.fields[kColumn]);
  if (negative(text)) return badValue(record.line, kColumn, text, "is negative");
  std::optional<double> value = decimal(text);
  if (!value) return badValue(record.line, kColumn, text, "is not a number");
  return *value;
}

bool isPageUrl(std::string_view text) {
  auto starts = [&](std::string_view prefix) {
    return text.size() > prefix.size() && seo::sdk::ascii::equalsIgnoreCase(text.substr(0, prefix.size()), prefix);
  };
  return starts("https://") || starts("http://");
}

Result<PageTotals> pageOf(const Record& record) {
  if (record.fields.size() != kColumns) {
    return Status::invalidArgument(where(record.line) + ": expected 5 columns, found " +
                                   std::to_string(record.fields.size()));
  }
  PageTotals totals;
  totals.page = std::string(seo::sdk::ascii::trim(record.fields[0]));
  if (!isPageUrl(totals.page)) return badValue(record.line, 0, totals.page, "is not a page URL");
  Result<std::int64_t> clicks = count(record, 1);
  if (!clicks.isOk()) return clicks.status();
  Result<std::int64_t> impressions = count(record, 2);
  if (!impressions.isOk()) return impressions.status();
  Result<double> ctr = ctrOf(record);
  if (!ctr.isOk()) return ctr.status();
  Result<double> position = positionOf(record);
  if (!position.isOk()) return position.status();
  totals.clicks = clicks.value();
  totals.impressions = impressions.value();
  totals.ctr = ctr.value();
  totals.position = position.value();
  return totals;
}

bool looksLikeFigure(std::string_view text) {
  return decimal(text).has_value() || negative(text) || (!text.empty() && text.back() == '%');
}

// The header must name Pages.csv's columns: in English exactly; in another language (the UI's)
// it is taken by position, but must hold names, not figures (which would mean no header).
Status checkHeader(const Record& header) {
  std::string found;
  for (const std::string& field : header.fields) found += (found.empty() ? "" : ",") + field;
  Status unknown =
      Status::invalidArgument(where(header.line) + ": expected the header \"" + kExpectedHeader +
                              "\" of a Search Console Performance export's "
                              "Pages.csv, found " +
                              shown(found));
  if (header.fields.size() != kColumns) return unknown;
  bool english = seo::sdk::ascii::equalsIgnoreCase(seo::sdk::ascii::trim(header.fields[1]), kHeader[1]);
  for (std::size_t i = 0; i < kColumns; ++i) {
    std::string_view name = seo::sdk::ascii::trim(header.fields[i]);
    if (english ? !seo::sdk::ascii::equalsIgnoreCase(name, kHeader[i]) : name.empty() || looksLikeFigure(name)) {
      return unknown;
    }
  }
  return Status::ok();
}

bool isBlank(const Record& record) {
  return record.fields.size() == 1 && seo::sdk::ascii::trim(record.fields[0]).empty();
}

}  // namespace

Result<std::vector<PageTotals>> parsePagesCsv(std::string_view text) {
  if (text.starts_with(kBom)) text.remove_prefix(kBom.size());
  // Page addresses are stored and shown: the whole file must be text. Name the first bad line.
  if (!seo::sdk::utf8::isCleanText(text)) {
    std::size_t start = 0;
    for (int line = 1;; ++line) {
      std::size_t end = text.find('\n', start);
      std::string_view one = text.substr(start, end == std::string_view::npos ? end : end - start);
      if (!seo::sdk::utf8::isCleanText(one) || end == std::string_view::npos) {
        return Status::invalidArgument(where(static_cast<std::size_t>(line)) +
                                       " is not UTF-8 text");
      }
      start = end + 1;
    }
  }
  CsvReader reader(text);
  std::vector<PageTotals> pages;
  bool header_seen = false;
  while (true) {
    Result<std::optional<Record>> record = reader.next();
    if (!record.isOk()) return record.status();
    if (!record.value()) return pages;
    const Record& r = *record.value();
    if (isBlank(r)) continue;
    if (!header_seen) {
      Status header = checkHeader(r);
      if (!header.isOk()) return header;
      header_seen = true;
      continue;
    }
    Result<PageTotals> page = pageOf(r);
    if (!page.isOk()) return page.status();
    pages.push_back(std::move(page).value());
  }
}

}  // namespace seo::plugins::analytics
