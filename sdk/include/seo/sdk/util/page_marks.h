// File: page_marks.h
// Deep pages at about the cost of a shallow one. A `page` far down a list skips (page - 1) *
// limit index entries (pagination.h): 49 950 at page 1000 of 50, milliseconds on SQLite.
// PageMarks remembers where the pages it served stand in the list: the sort keys of the row just
// before each one and of its last row. The same page again, or the next one, then starts with an
// index seek to its mark and skips nothing; any other page skips only from the nearest mark
// before it. A page no mark precedes costs what it would without marks, plus the version's
// look-up and one more row.
//
// Marks hold for one version of the list: a number its module keeps, changed in the transaction
// of every write that adds, removes or reorders the list's rows (a scalar subquery names it;
// none yet reads as 0). A deep page reads the version first (a statement of one index look-up)
// and uses marks of that version only, so a mark never serves a list changed since, whichever
// process wrote; marks are learnt under the version read before their rows, so a write in
// between leaves them under a version already past. A list's marks are also dropped `max_age`
// after its first were read: the bound for a write that changes no version (one by an older
// build of the module still serving during an upgrade, or by hand). Header-only.
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
#include "seo/sdk/util/pagination.h"
#include "seo/sdk/util/prepared_statement.h"

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
  std::optional<std::int64_t> version;  // the list's version, read before; nullopt: unread
  bool lead = false;  // the row before the page is read first, to mark where the page starts
  std::chrono::steady_clock::time_point since;  // when the marks `after` comes from were read
};

// The WHERE, ORDER BY and LIMIT that read `limit` + 1 rows of `list` from `start` (the shapes of
// windowClause), after the row before them when start.lead.
inline std::string markedClause(const MarkedList& list, const PageStart& start,
                                std::int64_t limit) {
  const std::int64_t lead = start.lead && start.skip > 0 ? 1 : 0;
  return internal::orderedClause(list.order, list.filter, start.after ? list.after_values : "",
                                 start.skip - lead > 0, limit + 1 + lead);
}

// What markedClause's text binds, in order.
inline std::vector<std::string> markedValues(const MarkedList& list, const PageStart& start) {
  std::vector<std::string> values = list.params;
  if (start.after) values.insert(values.end(), start.after->begin(), start.after->end());
  const std::int64_t lead = start.lead && start.skip > 0 ? 1 : 0;
  if (start.skip - lead > 0) values.push_back(std::to_string(start.skip - lead));
  return values;
}

// The marks of the lists one route serves. Thread-safe: one object serves all the route's calls;
// no lock is held while a statement runs. Memory is bounded by `max_marks` over all lists (a few
// hundred bytes each): the lists read least recently lose theirs first, and a list alone over
// the bound keeps every other mark.
class PageMarks {
 public:
  // Pages up to `from_rows` rows down read from the top, without marks. `max_age`: how long a
  // list's marks serve after its first were read.
  explicit PageMarks(std::int64_t from_rows = 1000, std::size_t max_marks = 16384,
                     std::chrono::steady_clock::duration max_age = std::chrono::seconds(60))
      : from_rows_(from_rows), max_marks_(max_marks), max_age_(max_age) {}
  PageMarks(const PageMarks&) = delete;
  PageMarks& operator=(const PageMarks&) = delete;

  // Reads `window` of `list` into `*rows` (at most window.page.limit + 1: trimToPage) through
  // `read_rows(clause, values)`, which runs "SELECT ... FROM table alias" + clause with `values`
  // bound in order and appends the rows; `keys_of(row)`: a row's sort keys. A cursor's page, the
  // first page and pages within `from_rows` rows of the top read as windowClause does; deeper
  // ones from the nearest mark, leaving marks where they start and end. Throws as SOCI does
  // (within withSession: an error Status).
  template <typename Row, typename ReadRows, typename KeysOf>
  void readPage(Host& host, soci::session& sql, const MarkedList& list, const ListWindow& window,
                const ReadRows& read_rows, const KeysOf& keys_of, std::vector<Row>* rows) {
    const std::int64_t limit = window.page.limit;
    const PageStart from = start(host, sql, list, window);
    rows->clear();
    read_rows(markedClause(list, from, limit), markedValues(list, from));
    std::vector<std::pair<std::int64_t, std::vector<std::string>>> learnt;
    if (from.lead && from.skip > 0 && !rows->empty()) {
      learnt.emplace_back(from.offset, keys_of(rows->front()));
      rows->erase(rows->begin());
    }
    if (from.version && static_cast<std::int64_t>(rows->size()) > limit) {
      learnt.emplace_back(from.offset + limit,
                          keys_of((*rows)[static_cast<std::size_t>(limit - 1)]));
    }
    if (from.version && !learnt.empty()) {
      remember(list, *from.version, from.since, std::move(learnt));
    }
  }

  // Where `window`'s page of `list` starts; a page more than `from_rows` rows down reads the
  // list's version first (a statement) and starts from the nearest mark of that version.
  PageStart start(Host& host, soci::session& sql, const MarkedList& list,
                  const ListWindow& window) {
    if (window.after) return PageStart{0, window.after, 0, std::nullopt, false, {}};
    const std::int64_t offset = window.page.offset();
    if (offset <= from_rows_) return top(window);
    PageStart from = top(window);
    from.version = versionOf(host, sql, list);
    from.since = std::chrono::steady_clock::now();
    std::lock_guard<std::mutex> lock(mu_);
    auto found = lists_.find(keyOf(list));
    if (found != lists_.end() && (found->second.version < *from.version ||
                                  from.since - found->second.since > max_age_)) {
      drop(found);  // of an older version, or too old
      found = lists_.end();
    }
    // (Marks of a newer version than the one read, learnt meanwhile, stay for later pages.)
    if (found != lists_.end() && found->second.version == *from.version) {
      touch(found->second);
      auto mark = found->second.marks.upper_bound(offset);
      if (mark != found->second.marks.begin()) {
        --mark;
        from.after = mark->second;
        from.skip = offset - mark->first;
        from.since = found->second.since;
      }
    }
    from.lead = from.skip > 0;
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
    return PageStart{window.page.offset(), std::nullopt, window.page.offset(), std::nullopt,
                     false, {}};
  }

  // Which list: its table, order, filter and the filter's values.
  static std::string keyOf(const MarkedList& list) {
    std::string key = std::string(list.order.table) + '\x1f' + internal::orderKeys(list.order) +
                      '\x1f' + list.filter;
    for (const std::string& p : list.params) key += '\x1f' + p;
    return key;
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
    // Over the bound: the lists read least recently go, then, if it alone is over, every other
    // mark of this one.
    while (total_ > max_marks_ && recent_.size() > 1) drop(lists_.find(recent_.back()));
    auto& kept = found->second.marks;
    for (auto mark = kept.begin(); total_ > max_marks_ && mark != kept.end();) {
      mark = kept.erase(mark);
      --total_;
      if (mark != kept.end()) ++mark;
    }
  }

  // Removes a list and its marks; mu_ held.
  void drop(std::unordered_map<std::string, Marks>::iterator list) {
    total_ -= list->second.marks.size();
    recent_.erase(list->second.recent);
    lists_.erase(list);
  }

  // Makes `marks` the list read most recently; mu_ held.
  void touch(Marks& marks) { recent_.splice(recent_.begin(), recent_, marks.recent); }

  const std::int64_t from_rows_;
  const std::size_t max_marks_;
  const std::chrono::steady_clock::duration max_age_;
  mutable std::mutex mu_;
  std::unordered_map<std::string, Marks> lists_;
  std::list<std::string> recent_;  // keys of lists_, the most recently read first
  std::size_t total_ = 0;
};

}  // namespace v2
}  // namespace seo::sdk
