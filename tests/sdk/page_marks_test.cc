// PageMarks (page_marks.h) on an in-memory SQLite: pages read from marks are the pages an OFFSET
// reads, before and after writes that raise the list's version; a write that does not raise it
// shows that a page served before does start from its mark; two orders of a table keep their
// own marks; cursors and shallow pages read no mark; memory stays within its bound.
#include "seo/sdk/util/page_marks.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "seo/sdk/testing/fake_host.h"
#include "seo/sdk/testing/module_database.h"

namespace seo::sdk {
namespace {

using Row = std::vector<std::string>;  // a row's sort keys

class PageMarksTest : public ::testing::Test {
 protected:
  void SetUp() override {
    sql() << "CREATE TABLE items (id TEXT PRIMARY KEY, owner TEXT NOT NULL, "
             "created_at TEXT NOT NULL)";
    sql() << "CREATE INDEX items_owner_newest ON items (owner, created_at, id)";
    sql() << "CREATE TABLE item_versions (owner TEXT PRIMARY KEY, version BIGINT NOT NULL)";
  }
  soci::session& sql() { return db_.session(); }

  // `n` items of `owner`, newer than those it has, two at each second (ties go by id); raises
  // the list's version unless `quietly`.
  void add(const std::string& owner, int n, bool quietly = false) {
    for (int i = 0; i < n; ++i, ++added_) {
      char at[32], id[32];
      std::snprintf(at, sizeof at, "2026-01-01T%08d", added_ / 2);
      std::snprintf(id, sizeof id, "%s-%06d", owner.c_str(), added_);
      std::string id_text = id, at_text = at;  // bound by reference until the statement runs
      sql() << "INSERT INTO items (id, owner, created_at) VALUES (:i, :o, :a)",
          soci::use(id_text), soci::use(owner), soci::use(at_text);
    }
    if (!quietly) raise(owner);
  }
  // Removes every `nth` item of `owner` and raises its version.
  void removeEvery(const std::string& owner, int nth) {
    sql() << "DELETE FROM items WHERE owner = :o AND CAST(substr(id, -6) AS INTEGER) % :n = 0",
        soci::use(owner), soci::use(nth);
    raise(owner);
  }
  void raise(const std::string& owner) {
    sql() << "INSERT INTO item_versions (owner, version) VALUES (:o, 1) ON CONFLICT (owner) "
             "DO UPDATE SET version = item_versions.version + 1",
        soci::use(owner);
  }

  static MarkedList listOf(const std::string& owner) {
    return {{"items", {"created_at", "id"}, ""},
            " WHERE owner = :o",
            {owner},
            "(:c, :i)",
            "(SELECT version FROM item_versions WHERE owner = :v)",
            {owner}};
  }

  // The ids of `window` of `list` read through `marks` (limit + 1 rows at most); each row is
  // read as its sort keys, the last of them the id.
  std::vector<std::string> read(PageMarks& marks, const MarkedList& list,
                                const ListWindow& window) {
    std::vector<Row> rows;
    marks.readPage(
        host_, sql(), list, window,
        [&](const std::string& clause, const std::vector<std::string>& values) {
          Row row(list.order.keys.size());
          std::string keys = internal::orderKeys(list.order);
          PreparedStatement st(host_, sql(), "SELECT " + keys + " FROM items" + clause);
          for (std::string& column : row) st.exchange(soci::into(column));
          for (const std::string& v : values) st.exchange(soci::use(v));
          st.execute();
          while (st.fetch()) rows.push_back(row);
        },
        [](const Row& row) { return row; }, &rows);
    std::vector<std::string> ids;
    for (const Row& r : rows) ids.push_back(r.back());
    return ids;
  }
  std::vector<std::string> page(PageMarks& marks, const std::string& owner, std::int64_t limit,
                                std::int64_t number) {
    return read(marks, listOf(owner), ListWindow{{limit, number}, std::nullopt});
  }
  // What an OFFSET reads: the same rows, counted from the top.
  std::vector<std::string> offsetPage(const std::string& owner, std::int64_t limit,
                                      std::int64_t number) {
    std::vector<std::string> ids;
    std::string id;
    long long rows = limit + 1, skip = (number - 1) * limit;
    soci::statement st = (sql().prepare << "SELECT id FROM items WHERE owner = :o ORDER BY "
                                           "created_at DESC, id DESC LIMIT :l OFFSET :s",
                          soci::use(owner), soci::use(rows), soci::use(skip), soci::into(id));
    st.execute();
    while (st.fetch()) ids.push_back(id);
    return ids;
  }
  // Every page of every limit in `limits` through `marks`, deepest first then from the top,
  // against OFFSET's; and a page past the end.
  void expectEveryPageAsOffsetReads(PageMarks& marks, const std::string& owner, int count,
                                    std::vector<std::int64_t> limits) {
    for (std::int64_t limit : limits) {
      std::int64_t last = (count + limit - 1) / limit;
      for (std::int64_t n = last; n >= 1; n -= 3) {
        ASSERT_EQ(page(marks, owner, limit, n), offsetPage(owner, limit, n))
            << "limit " << limit << " page " << n;
      }
      for (std::int64_t n = 1; n <= last + 1; ++n) {
        ASSERT_EQ(page(marks, owner, limit, n), offsetPage(owner, limit, n))
            << "limit " << limit << " page " << n;
      }
    }
  }

  testing::ModuleDatabase db_;
  testing::FakeHost host_{db_.session()};
  int added_ = 0;
};

TEST(MarkedClauseTest, APageFromAMarkSeeksThenSkips) {
  MarkedList list{{"keywords", {"created_at", "id"}, "k"},
                  " WHERE k.website_id = :w",
                  {"site"},
                  "(:c, :i)",
                  "(SELECT version FROM versions WHERE website_id = :v)",
                  {"site"}};
  PageStart from{1040, std::vector<std::string>{"t", "x"}, 40, 7, true, {}};
  // 40 rows on from the mark: 39 skipped, then the row before the page (its mark), then 51.
  EXPECT_EQ(markedClause(list, from, 50),
            " WHERE k.id IN (SELECT k.id FROM keywords k WHERE k.website_id = :w AND "
            "(k.created_at, k.id) < (:c, :i) ORDER BY k.created_at DESC, k.id DESC LIMIT 52 "
            "OFFSET :window_offset) ORDER BY k.created_at DESC, k.id DESC");
  EXPECT_EQ(markedValues(list, from), (std::vector<std::string>{"site", "t", "x", "39"}));
  from.skip = 0;
  from.lead = false;
  EXPECT_EQ(markedClause(list, from, 50),
            windowClause(list.order, list.filter, list.after_values,
                         ListWindow{{50, 1}, std::vector<std::string>{"t", "x"}}))
      << "a page that starts at a mark is the page of a cursor";
  EXPECT_EQ(markedValues(list, from), (std::vector<std::string>{"site", "t", "x"}));
  // From the top: windowClause's page, the same text.
  PageStart top{1000, std::nullopt, 1000, std::nullopt, false, {}};
  EXPECT_EQ(markedClause(list, top, 50), windowClause(list.order, list.filter, list.after_values,
                                                      ListWindow{{50, 21}, std::nullopt}));
  EXPECT_EQ(markedValues(list, top), (std::vector<std::string>{"site", "1000"}));
}

TEST_F(PageMarksTest, PagesFromMarksAreThePagesAnOffsetReads) {
  add("a", 500, /*quietly=*/true);  // no version row yet: version 0
  add("b", 40);                     // another list in the same table
  PageMarks marks(16);
  ASSERT_NO_FATAL_FAILURE(expectEveryPageAsOffsetReads(marks, "a", 500, {1, 7, 50}));
  EXPECT_GT(marks.size(), 0u) << "pages more than 16 rows down leave marks";
  ASSERT_NO_FATAL_FAILURE(expectEveryPageAsOffsetReads(marks, "b", 40, {3}));
}

TEST_F(PageMarksTest, AWriteThatRaisesTheVersionIsSeenByTheNextPage) {
  add("a", 300);
  PageMarks marks(10);
  ASSERT_NO_FATAL_FAILURE(expectEveryPageAsOffsetReads(marks, "a", 300, {9}));
  add("a", 5);  // newer: every row moves down five places
  ASSERT_NO_FATAL_FAILURE(expectEveryPageAsOffsetReads(marks, "a", 305, {9, 20}));
  removeEvery("a", 4);  // rows go from everywhere in the list
  int left = 0;
  sql() << "SELECT COUNT(*) FROM items WHERE owner = 'a'", soci::into(left);
  ASSERT_NO_FATAL_FAILURE(expectEveryPageAsOffsetReads(marks, "a", left, {9, 1}));
}

TEST_F(PageMarksTest, APageServedBeforeStartsFromItsMark) {
  add("a", 200);
  PageMarks marks(10);
  ASSERT_EQ(page(marks, "a", 5, 30), offsetPage("a", 5, 30));
  // Three newer rows, the version left as it was: the marks still name the rows they named, so
  // the page starts three rows further down than an OFFSET now does. (Never so in a module,
  // whose every such write raises the version.)
  add("a", 3, /*quietly=*/true);
  std::vector<std::string> from_marks = page(marks, "a", 5, 30);
  EXPECT_NE(from_marks, offsetPage("a", 5, 30));
  std::vector<std::string> all = offsetPage("a", 300, 1);
  EXPECT_EQ(from_marks, std::vector<std::string>(all.begin() + 148, all.begin() + 154));
  raise("a");
  EXPECT_EQ(page(marks, "a", 5, 30), offsetPage("a", 5, 30)) << "the version moved on";
}

TEST_F(PageMarksTest, TwoOrdersOfOneTableKeepTheirOwnMarks) {
  add("a", 100);
  PageMarks marks(10);
  MarkedList by_id = listOf("a");
  by_id.order.keys = {"id"};
  ASSERT_EQ(page(marks, "a", 5, 9), offsetPage("a", 5, 9));  // newest first: marks at 40, 45
  std::vector<std::string> all;
  std::string id;
  soci::statement st = (sql().prepare << "SELECT id FROM items WHERE owner = 'a' ORDER BY id DESC",
                        soci::into(id));
  st.execute();
  while (st.fetch()) all.push_back(id);
  EXPECT_EQ(read(marks, by_id, ListWindow{{5, 9}, std::nullopt}),
            std::vector<std::string>(all.begin() + 40, all.begin() + 46))
      << "by id, not from the marks of the other order";
}

TEST_F(PageMarksTest, MarksServeNoLongerThanTheirAge) {
  add("a", 200);
  PageMarks marks(10, 16384, std::chrono::milliseconds(0));
  ASSERT_EQ(page(marks, "a", 5, 30), offsetPage("a", 5, 30));
  ASSERT_GT(marks.size(), 0u);
  add("a", 3, /*quietly=*/true);  // as an older build's write would: no version change
  EXPECT_EQ(page(marks, "a", 5, 30), offsetPage("a", 5, 30)) << "the marks were read anew";
}

TEST_F(PageMarksTest, CursorsAndShallowPagesReadNoMark) {
  add("a", 100);
  PageMarks marks(20);
  EXPECT_EQ(page(marks, "a", 10, 3), offsetPage("a", 10, 3));  // offset 20: within spacing
  std::vector<std::string> all = offsetPage("a", 100, 1);
  Row after(2);
  sql() << "SELECT created_at, id FROM items WHERE id = :i", soci::use(all[60]),
      soci::into(after[0]), soci::into(after[1]);
  std::vector<std::string> by_cursor = read(marks, listOf("a"), ListWindow{{10, 1}, after});
  EXPECT_EQ(by_cursor, std::vector<std::string>(all.begin() + 61, all.begin() + 72));
  EXPECT_EQ(marks.size(), 0u);
}

TEST_F(PageMarksTest, APagePastTheEndIsEmptyAndKeepsTheMarks) {
  add("a", 95);
  PageMarks marks(10);
  ASSERT_EQ(page(marks, "a", 10, 9), offsetPage("a", 10, 9));
  std::size_t kept = marks.size();
  ASSERT_GT(kept, 0u);
  EXPECT_TRUE(page(marks, "a", 10, 11).empty());
  EXPECT_TRUE(page(marks, "a", 10, 500).empty());
  EXPECT_GE(marks.size(), kept) << "an empty page is not taken for a changed list";
  EXPECT_EQ(page(marks, "a", 10, 10), offsetPage("a", 10, 10));
}

TEST_F(PageMarksTest, MarksStayWithinTheirBound) {
  for (const char* owner : {"a", "b", "c", "d", "e"}) add(owner, 120);
  PageMarks marks(4, 40);
  for (const char* owner : {"a", "b", "c", "d", "e"}) {
    for (std::int64_t n = 12; n >= 2; --n) {
      ASSERT_EQ(page(marks, owner, 10, n), offsetPage(owner, 10, n)) << owner << " " << n;
      EXPECT_LE(marks.size(), 40u);
    }
  }
  // The lists read least recently lost theirs; every page still reads right.
  for (const char* owner : {"a", "e", "c"}) {
    for (std::int64_t n = 12; n >= 1; --n) {
      ASSERT_EQ(page(marks, owner, 10, n), offsetPage(owner, 10, n)) << owner << " " << n;
    }
    EXPECT_LE(marks.size(), 40u);
  }
  // One list over the bound alone keeps every other mark, not none.
  PageMarks few(2, 10);
  for (std::int64_t n = 2; n <= 60; ++n) {
    ASSERT_EQ(page(few, "b", 2, n), offsetPage("b", 2, n)) << n;
    ASSERT_LE(few.size(), 10u);
  }
  EXPECT_GE(few.size(), 5u);
}

}  // namespace
}  // namespace seo::sdk
