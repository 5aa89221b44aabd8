// The longest texts the analytics keep as sent. Paths and properties are indexed, and a
// PostgreSQL index entry holds at most 2 704 bytes: a key and a value of 2 000 four-byte
// characters, or a page under a page filter in the filtered reads' rollups (filter_rollups.h),
// would not fit, and the batch holding them would fail. So a text longer than its bound is kept
// shortened: its start (whole characters), an ellipsis, and 16 hex digits of the whole text's
// SHA-256, which keep two long texts that start alike apart. A filter naming the whole text is
// shortened the same way, so it still matches; `contains` matches the kept start only.
//
//   page.path = storedText(page.path, kMaxStoredPathBytes);
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace seo::plugins::analytics {

// Bounds in bytes, chosen so that any rollup row (a filter value and a panel's name, each at
// most a property's key, a unit separator and its value) fits an index entry.
inline constexpr std::size_t kMaxStoredPathBytes = 1000;
inline constexpr std::size_t kMaxStoredHostBytes = 253;  // a source: no real host is longer
inline constexpr std::size_t kMaxStoredPropKeyBytes = 300;
inline constexpr std::size_t kMaxStoredPropValueBytes = 800;

// `text` when it has at most `max_bytes` bytes, else its shortened form of `max_bytes` or fewer.
std::string storedText(std::string_view text, std::size_t max_bytes);

}  // namespace seo::plugins::analytics
