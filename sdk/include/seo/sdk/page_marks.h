// File: page_marks.h
// Deep pages at about the cost of a shallow one. A `page` far down a list skips (page - 1) *
// limit index entries (pagination.h): 49 950 at page 1000 of 50, milliseconds on SQLite.
// PageMarks remembers where a list's rows stand: the sort keys of the row before every
// `spacing`-th offset, read `spacing` index entries at a time, and of the last row of every page
// served. A later page then seeks to the nearest mark at or before it and skips fewer than
// `spacing` entries from there, however deep it is; the page after one served skips none.
//
// Marks hold for one version of the list: a number its module keeps, changed in the transaction
// of every write that adds, removes or reorders the list's rows (a scalar subquery names it;
// none yet reads as 0). A statement that starts from a mark reads the version in its own
// snapshot and returns no row unless it is the mark's, so a mark never serves a list it does not
// describe, whichever process wrote. The first deep page after a write costs what it would
// without marks (the same index entries, read `spacing` at a time); later ones a seek and at
// most `spacing` steps. Marks are also read anew `max_age` after a list's were first read: the
// bound for a write that changes no version (one by an older build of the module, still serving
// during an upgrade, or by hand). Header-only.
//
//   // once, owned by the route (plugin.h: a lambda holding the shared_ptr):
//   auto marks = std::make_shared<seo::sdk::PageMarks>();
//   // in the route, within withSession:
//   seo::sdk::MarkedList list{{"keywords", {"created_at", "id"}, "k"},
//                             " WHERE k.website_id = :w", {website_id}, "(:c, :i)",
//                             "(SELECT version FROM keyword_list_versions WHERE website_id = :v)",
//                             {website_id}};
//   marks->readPage(host, sql, list, window,
//                   [&](const std::string& clause, const std::vector<std::string>& values) {
//                     // "SELECT ... FROM keywords k" + clause, `values` bound in order,
//                     // its rows appended to `rows`
//                   },
//                   keysOf, &rows);
//   std::optional<std::string> next = trimToPage(rows, window.page.limit, keysOf);
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <list>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <soci/soci.h>

#include "seo/sdk/host.h"
#include "seo/sdk/pagination.h"
#include "seo/sdk/prepared_statement.h"

namespace seo::sdk {
inline namespace v2 {

// A list as PageMarks reads it: its order and filter as windowClause takes them, and its
// version.
struct MarkedList {
  DescendingOrder order;
  std::string filter;                // " WHERE k.website_id = :w ...", through the order's alias
  std::vector<std::string> params;   // the filter's values, in the text's order
  std::string after_values;          // the sort keys as a clause binds them: "(:c, :i)"
  std::string version;               // a scalar subquery: the list's version, NULL for 0
  std::vector<std::string> version_params;  // its values
};

// Where a page's rows start: after the row whose sort keys are `after` (nullopt: the list's top),
// `skip` rows on. `offset`: the page's first row from the top (0 for a cursor's page).
struct PageStart {
  std::int64_t offset = 0;
  std::optional<std::vector<std::string>> after;
  std::int64_t skip = 0;
  std::optional<std::int64_t> version;  // the list's version `after` holds for; nullopt: none
  std::chrono::steady_clock::time_point since;  // when the marks `after` comes from were read
};

// The WHERE, ORDER BY and LIMIT that read `limit` + 1 rows of `list` from `start` (the shapes of
// windowClause); with start.version, only while the list's version is that one.
inline std::string markedClause(const MarkedList& list, const PageStart& start,
                                std::int64_t limit) {
  std::string filter = list.filter;
  if (start.version) {
    filter += (filter.empty() ? " WHERE " : " AND ") + ("COALESCE(" + list.version) +
              ", 0) = CAST(:page_version AS BIGINT)";
  }
  return internal::orderedClause(list.order, filter, start.after ? list.after_values : "",
                                 start.skip > 0, limit + 1);
}

// What markedClause's text binds, in order.
inline std::vector<std::string> markedValues(const MarkedList& list, const PageStart& start) {
  std::vector<std::string> values = list.params;
  if (start.version) {
    values.insert(values.end(), list.version_params.begin(), list.version_params.end());
    values.push_back(std::to_string(*start.version));
  }
  if (start.after) values.insert(values.end(), start.after->begin(), start.after->end());
  if (start.skip > 0) values.push_back(std::to_string(start.skip));
  return values;
}

// The marks of the lists one route serves. Thread-safe: one object serves all the route's calls;
// no lock is held while a statement runs. Memory is bounded by `max_marks` over all lists (a few
// hundred bytes each); the lists read least recently lose theirs first.
class PageMarks {
 public:
  // `spacing`: the rows between the marks read ahead, and so the most a page skips once they are
  // read (at least 2). `max_age`: how long a list's marks serve after its first were read.
  explicit PageMarks(std::int64_t spacing = 1000, std::size_t max_marks = 16384,
                     std::chrono::steady_clock::duration max_age = std::chrono::seconds(60))
      : spacing_(spacing < 2 ? 2 : spacing), max_marks_(max_marks), max_age_(max_age) {}
  PageMarks(const PageMarks&) = delete;
  PageMarks& operator=(const PageMarks&) = delete;

  // Reads `window` of `list` into `*rows` (at most window.page.limit + 1: trimToPage) through
  // `read_rows(clause, values)`, which runs "SELECT ... FROM table alias" + clause with `values`
  // bound in order and appends the rows; `keys_of(row)`: a row's sort keys. A cursor's page, the
  // first page and pages within `spacing` rows of the top read as windowClause does; deeper ones
  // from the nearest mark. Throws as SOCI does (within withSession: an error Status).
  template <typename Row, typename ReadRows, typename KeysOf>
  void readPage(Host& host, soci::session& sql, const MarkedList& list, const ListWindow& window,
                const ReadRows& read_rows, const KeysOf& keys_of, std::vector<Row>* rows) {
    const std::int64_t limit = window.page.limit;
    PageStart from = start(host, sql, list, window);
    for (int tries = 0;; ++tries) {
      rows->clear();
      read_rows(markedClause(list, from, limit), markedValues(list, from));
      if (!rows->empty() || !from.version || versionOf(host, sql, list) == *from.version) break;
      // No row because the list changed after its marks were read: read them again, once;
      // then (changing still) from the top.
      forget(list);
      from = tries == 0 ? start(host, sql, list, window) : top(window);
    }
    if (from.version && static_cast<std::int64_t>(rows->size()) > limit) {
      remember(list, *from.version, from.since,
               {{from.offset + limit, keys_of((*rows)[static_cast<std::size_t>(limit - 1)])}});
    }
  }

  // Where `window`'s page of `list` starts, reading the marks it lacks (a statement per
  // `spacing` rows).
  PageStart start(Host& host, soci::session& sql, const MarkedList& list,
                  const ListWindow& window) {
    if (window.after) return PageStart{0, window.after, 0, std::nullopt, {}};
    const std::int64_t offset = window.page.offset();
    if (offset <= spacing_) return top(window);
    PageStart from = top(window);
    from.since = std::chrono::steady_clock::now();
    std::int64_t at = 0;
    {
      std::lock_guard<std::mutex> lock(mu_);
      auto found = lists_.find(keyOf(list));
      if (found != lists_.end() &&
          std::chrono::steady_clock::now() - found->second.since > max_age_) {
        drop(found);
        found = lists_.end();
      }
      if (found != lists_.end()) {
        touch(found->second);
        auto mark = found->second.marks.upper_bound(offset);
        if (mark != found->second.marks.begin()) {
          --mark;
          at = mark->first;
          from.after = mark->second;
          from.version = found->second.version;
          from.since = found->second.since;
        }
      }
    }
    std::vector<std::pair<std::int64_t, std::vector<std::string>>> read;
    for (bool restarted = false; offset - at > spacing_;) {
      std::vector<std::string> keys;
      std::optional<std::int64_t> version = readAhead(host, sql, list, from.after, &keys);
      if (version && from.version && *version != *from.version) {
        // The list changed since the marks were read: from the top, once.
        if (restarted) return top(window);
        restarted = true;
        forget(list);
        read.clear();
        at = 0;
        from.after.reset();
        from.version.reset();
        from.since = std::chrono::steady_clock::now();
        continue;
      }
      if (!version) break;  // the list ends before the page: its read finds nothing
      at += spacing_;
      from.after = keys;
      from.version = version;
      read.emplace_back(at, std::move(keys));
    }
    if (from.version && !read.empty()) {
      remember(list, *from.version, from.since, std::move(read));
    }
    from.skip = offset - at;
    return from;
  }

  // How many marks are kept, over all lists.
  std::size_t size() const {
    std::lock_guard<std::mutex> lock(mu_);
    return total_;
  }

 private:
  struct Marks {
    std::int64_t version = 0;
    std::map<std::int64_t, std::vector<std::string>> marks;  // offset -> the row before's keys
    std::list<std::string>::iterator recent;                  // in recent_
    std::chrono::steady_clock::time_point since;              // when the first were read
  };

  static PageStart top(const ListWindow& window) {
    return PageStart{window.page.offset(), std::nullopt, window.page.offset(), std::nullopt, {}};
  }

  static std::string keyOf(const MarkedList& list) {
    std::string key = std::string(list.order.table) + '\x1f' + list.filter;
    for (const std::string& p : list.params) key += '\x1f' + p;
    return key;
  }

  // The sort keys of the row `spacing` - 1 rows after `after` (or from the top) into `*keys`,
  // and the list's version, read by the same statement; nullopt when there is no such row.
  std::optional<std::int64_t> readAhead(Host& host, soci::session& sql, const MarkedList& list,
                                        const std::optional<std::vector<std::string>>& after,
                                        std::vector<std::string>* keys) const {
    std::string text = "SELECT " + internal::orderKeys(list.order) + ", COALESCE(" +
                       list.version + ", 0) FROM " + std::string(list.order.table) +
                       (list.order.alias.empty() ? "" : " " + std::string(list.order.alias)) +
                       internal::orderedClause(list.order, list.filter,
                                               after ? list.after_values : "", false, 1) +
                       " OFFSET " + std::to_string(spacing_ - 1);
    keys->assign(list.order.keys.size(), std::string());
    std::vector<soci::indicator> nulls(keys->size(), soci::i_null);
    long long version = 0;
    PreparedStatement st(host, sql, text);
    for (std::size_t i = 0; i < keys->size(); ++i) st.exchange(soci::into((*keys)[i], nulls[i]));
    st.exchange(soci::into(version));
    for (const std::string& v : list.version_params) st.exchange(soci::use(v));
    for (const std::string& p : list.params) st.exchange(soci::use(p));
    if (after) {
      for (const std::string& k : *after) st.exchange(soci::use(k));
    }
    if (!st.execute(true)) return std::nullopt;
    for (soci::indicator n : nulls) {
      if (n != soci::i_ok) return std::nullopt;  // a key a cursor cannot name
    }
    return version;
  }

  // The list's version now.
  static std::int64_t versionOf(Host& host, soci::session& sql, const MarkedList& list) {
    long long version = 0;
    PreparedStatement st(host, sql, "SELECT COALESCE(" + list.version + ", 0)");
    st.exchange(soci::into(version));
    for (const std::string& v : list.version_params) st.exchange(soci::use(v));
    st.execute(true);
    return version;
  }

  // Keeps `marks` of `list` at `version`, found from marks read at `since` (their age is the
  // oldest's); marks of an older version go, a newer one's stay.
  void remember(const MarkedList& list, std::int64_t version,
                std::chrono::steady_clock::time_point since,
                std::vector<std::pair<std::int64_t, std::vector<std::string>>> marks) {
    std::lock_guard<std::mutex> lock(mu_);
    std::string key = keyOf(list);
    auto found = lists_.find(key);
    if (found == lists_.end()) {
      recent_.push_front(key);
      found = lists_.emplace(std::move(key), Marks{version, {}, recent_.begin(), since}).first;
    } else {
      if (version < found->second.version) return;
      if (version > found->second.version) {
        total_ -= found->second.marks.size();
        found->second.marks.clear();
        found->second.version = version;
        found->second.since = since;
      }
      found->second.since = std::min(found->second.since, since);
      touch(found->second);
    }
    for (auto& [offset, keys] : marks) {
      if (found->second.marks.insert_or_assign(offset, std::move(keys)).second) ++total_;
    }
    // Over the bound: the lists read least recently go, then, if it alone is over, this one's.
    while (total_ > max_marks_ && recent_.size() > 1) drop(lists_.find(recent_.back()));
    if (total_ > max_marks_) {
      total_ -= found->second.marks.size();
      found->second.marks.clear();
    }
  }

  void forget(const MarkedList& list) {
    std::lock_guard<std::mutex> lock(mu_);
    auto found = lists_.find(keyOf(list));
    if (found != lists_.end()) drop(found);
  }

  // Removes a list and its marks; mu_ held.
  void drop(std::unordered_map<std::string, Marks>::iterator list) {
    total_ -= list->second.marks.size();
    recent_.erase(list->second.recent);
    lists_.erase(list);
  }

  // Makes `marks` the list read most recently; mu_ held.
  void touch(Marks& marks) { recent_.splice(recent_.begin(), recent_, marks.recent); }

  const std::int64_t spacing_;
  const std::size_t max_marks_;
  const std::chrono::steady_clock::duration max_age_;
  mutable std::mutex mu_;
  std::unordered_map<std::string, Marks> lists_;
  std::list<std::string> recent_;  // keys of lists_, the most recently read first
  std::size_t total_ = 0;
};

}  // namespace v2
}  // namespace seo::sdk
