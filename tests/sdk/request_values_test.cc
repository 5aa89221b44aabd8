// The SDK's request toolkit: typed readers, pagination, cursors, status macros, text helpers
// (host names, e-mail addresses, language codes, stored JSON).
#include "seo/sdk/util/request_values.h"

#include <gtest/gtest.h>

#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/email_address.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/language_code.h"
#include "seo/sdk/util/pagination.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::sdk {
namespace {

RequestContext withQuery(Params query) {
  RequestContext ctx;
  ctx.query = std::move(query);
  return ctx;
}

rapidjson::Document body(const char* json) {
  rapidjson::Document d;
  d.Parse(json);
  return d;
}

std::string messageOf(const Status& s) { return s.message(); }

TEST(RequestValuesTest, QueryIntReadsRangesAndNamesTheField) {
  EXPECT_EQ(queryInt(withQuery({}), "limit", 50, 1, 500).value(), 50);
  EXPECT_EQ(queryInt(withQuery({{"limit", "500"}}), "limit", 50, 1, 500).value(), 500);
  for (const char* bad : {"0", "501", "", "1e2", "12a", " 5", "99999999999999999999", "-1"}) {
    Result<std::int64_t> r = queryInt(withQuery({{"limit", bad}}), "limit", 50, 1, 500);
    ASSERT_FALSE(r.isOk()) << bad;
    EXPECT_EQ(messageOf(r.status()), "Invalid field: limit: must be a whole number from 1 to 500");
  }
  EXPECT_EQ(queryInt(withQuery({{"delta", "-3"}}), "delta", 0, -5, 5).value(), -3);
}

TEST(RequestValuesTest, QueryBoolOneOfDateUuidAndText) {
  EXPECT_TRUE(queryBool(withQuery({{"x", "true"}}), "x", false).value());
  EXPECT_FALSE(queryBool(withQuery({{"x", "0"}}), "x", true).value());
  EXPECT_EQ(messageOf(queryBool(withQuery({{"x", "yes"}}), "x", false).status()),
            "Invalid field: x: must be true or false");

  EXPECT_EQ(queryOneOf(withQuery({}), "range", {"7d", "30d"}, "30d").value(), "30d");
  EXPECT_EQ(
      messageOf(queryOneOf(withQuery({{"range", "1y"}}), "range", {"7d", "30d"}, "30d").status()),
      "Invalid field: range: must be one of 7d, 30d");

  EXPECT_EQ(*queryDate(withQuery({{"from", "2024-02-29"}}), "from").value(), "2024-02-29");
  for (const char* bad : {"2023-02-29", "2024-13-01", "2024-1-01", "0000-01-01", "2024-04-31"}) {
    EXPECT_FALSE(queryDate(withQuery({{"from", bad}}), "from").isOk()) << bad;
  }
  EXPECT_FALSE(queryDate(withQuery({}), "from").value().has_value());

  EXPECT_EQ(*queryUuid(withQuery({{"g", "ABCDEF01-2345-6789-ABCD-EF0123456789"}}), "g").value(),
            "abcdef01-2345-6789-abcd-ef0123456789");
  EXPECT_EQ(messageOf(queryUuid(withQuery({{"g", "nope"}}), "g").status()),
            "Invalid field: g: must be a UUID");

  EXPECT_EQ(*queryText(withQuery({{"q", "  seo  "}}), "q", 10).value(), "seo");
  EXPECT_FALSE(queryText(withQuery({{"q", "   "}}), "q", 10).isOk());
  EXPECT_FALSE(queryText(withQuery({{"q", std::string("a\0b", 3)}}), "q", 10).isOk());
  EXPECT_FALSE(queryText(withQuery({{"q", "\xff"}}), "q", 10).isOk());
}

TEST(RequestValuesTest, PathUuidIsNotFoundWhenItIsNoUuid) {
  RequestContext ctx;
  ctx.path_params = {{"id", "0F8FAD5B-D9CB-469F-A165-70867728950E"}};
  EXPECT_EQ(pathUuid(ctx, "id").value(), "0f8fad5b-d9cb-469f-a165-70867728950e");
  ctx.path_params = {{"id", "42"}};
  Result<std::string> bad = pathUuid(ctx, "id");
  ASSERT_FALSE(bad.isOk());
  EXPECT_EQ(bad.status().code(), Code::NotFound);
  EXPECT_EQ(messageOf(bad.status()), "Resource not found");
}

TEST(RequestValuesTest, BodyReaders) {
  rapidjson::Document b = body(
      R"({"n": 7, "big": 1e3, "flag": true, "name": "  Ann  ", "empty": " ", "kind": "a",
          "day": "2026-11-23", "id": "0F8FAD5B-D9CB-469F-A165-70867728950E", "nothing": null})");
  EXPECT_EQ(bodyInt(b, "n", 1, 1, 10).value(), 7);
  EXPECT_EQ(bodyInt(b, "nothing", 3, 1, 10).value(), 3);
  EXPECT_EQ(messageOf(bodyInt(b, "big", 1, 1, 10).status()),
            "Invalid field: big: must be a whole number from 1 to 10");
  EXPECT_TRUE(bodyBool(b, "flag").value());
  EXPECT_FALSE(bodyBool(b, "absent").value());
  EXPECT_EQ(messageOf(bodyBool(b, "n").status()), "Invalid field: n: must be a boolean");
  EXPECT_EQ(*bodyText(b, "name", 10).value(), "Ann");
  EXPECT_FALSE(bodyText(b, "absent", 10).value().has_value());
  EXPECT_EQ(messageOf(bodyText(b, "empty", 10, "items[2].empty").status()),
            "Invalid field: items[2].empty: must be a non-empty string of at most 10 characters");
  EXPECT_EQ(messageOf(requiredText(b, "absent", 10).status()), "Missing required field: absent");
  EXPECT_EQ(bodyOneOf(b, "kind", {"a", "b"}, "b").value(), "a");
  EXPECT_FALSE(bodyOneOf(b, "n", {"a", "b"}, "b").isOk());
  EXPECT_EQ(*bodyDate(b, "day").value(), "2026-11-23");
  EXPECT_EQ(*bodyUuid(b, "id").value(), "0f8fad5b-d9cb-469f-a165-70867728950e");
  EXPECT_FALSE(bodyUuid(b, "name").isOk());
  // Not an object: every member is absent.
  rapidjson::Document array = body("[]");
  EXPECT_EQ(bodyInt(array, "n", 4, 1, 10).value(), 4);
}

TEST(RequestValuesTest, BodyIdListLowerCasesDropsRepeatsAndNamesTheElement) {
  rapidjson::Document ok = body(R"({"ids": ["0F8FAD5B-D9CB-469F-A165-70867728950E",
                                            "0f8fad5b-d9cb-469f-a165-70867728950e"]})");
  EXPECT_EQ(bodyIdList(ok, "ids", 10).value(),
            std::vector<std::string>{"0f8fad5b-d9cb-469f-a165-70867728950e"});
  EXPECT_EQ(messageOf(bodyIdList(body("{}"), "ids", 10).status()), "Missing required field: ids");
  EXPECT_EQ(messageOf(bodyIdList(body(R"({"ids": []})"), "ids", 10).status()),
            "Invalid field: ids: must not be empty");
  EXPECT_EQ(messageOf(bodyIdList(body(R"({"ids": ["0f8fad5b-d9cb-469f-a165-70867728950e", 3]})"),
                                 "ids", 10)
                          .status()),
            "Invalid field: ids[1]: must be a UUID");
  EXPECT_EQ(messageOf(bodyIdList(body(R"({"ids": ["a","b","c"]})"), "ids", 2).status()),
            "Invalid field: ids: at most 2 ids per request");
}

TEST(PaginationTest, ReadsPagesAndAnswersWithMeta) {
  Result<Page> page = readPage(withQuery({{"limit", "20"}, {"page", "3"}}), 50, 100);
  ASSERT_TRUE(page.isOk());
  EXPECT_EQ(page.value().offset(), 40);
  EXPECT_FALSE(readPage(withQuery({{"page", "0"}}), 50, 100).isOk());
  EXPECT_FALSE(readPage(withQuery({{"limit", "101"}}), 50, 100).isOk());

  rapidjson::Document items(rapidjson::kArrayType);
  items.PushBack(1, items.GetAllocator());
  Response r = pagedAnswer(std::move(items), 41, page.value());
  EXPECT_EQ(json::text(r.body), R"({"data":[1],"meta":{"total":41,"page":3,"limit":20}})");
}

TEST(PaginationTest, CursorsRoundTripAndRefuseForgeries) {
  std::string token = encodeCursor({"2026-11-23T10:00:00.000Z", "an id"});
  auto keys = readCursor(withQuery({{"cursor", token}}), 2);
  ASSERT_TRUE(keys.isOk());
  EXPECT_EQ(*keys.value(), (std::vector<std::string>{"2026-11-23T10:00:00.000Z", "an id"}));
  EXPECT_FALSE(readCursor(withQuery({}), 2).value().has_value());
  for (const std::string& bad : {std::string("zz"), std::string("abc"), token + "00",
                                 encodeCursor({"one"}), std::string("6331")}) {
    Result<std::optional<std::vector<std::string>>> r = readCursor(withQuery({{"cursor", bad}}), 2);
    ASSERT_FALSE(r.isOk()) << bad;
    EXPECT_EQ(messageOf(r.status()),
              "Invalid field: cursor: must be a next_cursor this list answered");
  }
  rapidjson::Document items(rapidjson::kArrayType);
  Response last = cursorAnswer(std::move(items), 10, std::nullopt);
  EXPECT_EQ(json::text(last.body), R"({"data":[],"meta":{"limit":10,"next_cursor":null}})");
}

TEST(PaginationTest, AListWindowIsAPageOrACursorAndEveryAnswerSaysWhatFollows) {
  Result<ListWindow> by_page = readListWindow(withQuery({{"limit", "2"}, {"page", "3"}}), 50, 100, 2);
  ASSERT_TRUE(by_page.isOk());
  EXPECT_FALSE(by_page.value().byCursor());
  EXPECT_EQ(by_page.value().page.offset(), 4);
  std::string token = encodeCursor({"2026-11-23T10:00:00.000Z", "b"});
  Result<ListWindow> by_cursor = readListWindow(withQuery({{"cursor", token}}), 50, 100, 2);
  ASSERT_TRUE(by_cursor.isOk());
  EXPECT_TRUE(by_cursor.value().byCursor());
  EXPECT_EQ(by_cursor.value().page.limit, 50);
  EXPECT_EQ(messageOf(readListWindow(withQuery({{"cursor", token}, {"page", "2"}}), 50, 100, 2)
                          .status()),
            "Invalid field: cursor: cannot be combined with page");
  EXPECT_FALSE(readListWindow(withQuery({{"cursor", token}}), 50, 100, 3).isOk());

  // limit + 1 rows read: the extra one goes, and the cursor names the last row kept.
  std::vector<std::pair<std::string, std::string>> rows{{"t3", "c"}, {"t2", "b"}, {"t1", "a"}};
  auto keys = [](const std::pair<std::string, std::string>& r) {
    return std::vector<std::string>{r.first, r.second};
  };
  std::optional<std::string> next = trimToPage(rows, 2, keys);
  ASSERT_EQ(rows.size(), 2u);
  ASSERT_TRUE(next.has_value());
  EXPECT_EQ(*readCursor(withQuery({{"cursor", *next}}), 2).value(),
            (std::vector<std::string>{"t2", "b"}));
  EXPECT_FALSE(trimToPage(rows, 2, keys).has_value()) << "no row beyond the page: the last";

  rapidjson::Document items(rapidjson::kArrayType);
  Response paged = listAnswer(std::move(items), 7, by_page.value(), next);
  EXPECT_EQ(json::text(paged.body["meta"]),
            R"({"total":7,"page":3,"limit":2,"next_cursor":")" + *next + R"("})");
  rapidjson::Document none(rapidjson::kArrayType);
  Response last = listAnswer(std::move(none), 0, by_cursor.value(), std::nullopt);
  EXPECT_EQ(json::text(last.body["meta"]), R"({"limit":50,"next_cursor":null})");
}

TEST(PaginationTest, ALaterPageReadsIdsFromTheIndexThenTheRows) {
  DescendingOrder newest{"keywords", {"created_at", "id"}, "k"};
  ListWindow page3{{20, 3}, std::nullopt};
  EXPECT_EQ(windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page3),
            " WHERE k.id IN (SELECT k.id FROM keywords k WHERE k.website_id = :w ORDER BY "
            "k.created_at DESC, k.id DESC LIMIT 21 OFFSET :window_offset) ORDER BY k.created_at "
            "DESC, k.id DESC");
  EXPECT_EQ(windowValues(page3), (std::vector<std::string>{"40"}));
  EXPECT_EQ(windowClause({"runs", {"created_at", "id"}, ""}, " WHERE campaign_id = :c",
                         "(:ca, :ci)", page3),
            " WHERE id IN (SELECT id FROM runs WHERE campaign_id = :c ORDER BY created_at DESC, "
            "id DESC LIMIT 21 OFFSET :window_offset) ORDER BY created_at DESC, id DESC");
}

TEST(PaginationTest, TheFirstPageAndACursorsPageReadStraightDownTheOrder) {
  DescendingOrder newest{"keywords", {"created_at", "id"}, "k"};
  ListWindow page1{{50, 1}, std::nullopt};
  EXPECT_EQ(windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page1),
            " WHERE k.website_id = :w ORDER BY k.created_at DESC, k.id DESC LIMIT 51");
  EXPECT_TRUE(windowValues(page1).empty());
  ListWindow after{{5, 1}, std::vector<std::string>{"t", "x"}};
  EXPECT_EQ(windowClause({"runs", {"created_at", "id"}, ""}, " WHERE campaign_id = :c",
                         "(:ca, :ci)", after),
            " WHERE campaign_id = :c AND (created_at, id) < (:ca, :ci) ORDER BY created_at DESC, "
            "id DESC LIMIT 6");
  EXPECT_EQ(windowClause({"runs", {"created_at", "id"}, ""}, "", "(:ca, :ci)", after),
            " WHERE (created_at, id) < (:ca, :ci) ORDER BY created_at DESC, id DESC LIMIT 6")
      << "no filter: the cursor's condition is the WHERE";
  EXPECT_EQ(windowValues(after), (std::vector<std::string>{"t", "x"}));
}

TEST(PaginationTest, EveryPageAfterTheFirstIsOneText) {
  // A statement kept prepared serves them all; the first page, with no OFFSET, is planned once.
  DescendingOrder newest{"keywords", {"created_at", "id"}, "k"};
  ListWindow page1{{50, 1}, std::nullopt}, page2{{50, 2}, std::nullopt},
      page1000{{50, 1000}, std::nullopt};
  EXPECT_EQ(windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page2),
            windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page1000));
  EXPECT_NE(windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page1),
            windowClause(newest, " WHERE k.website_id = :w", "(:c, :i)", page2));
  EXPECT_EQ(windowValues(page1000), (std::vector<std::string>{"49950"}));
}

Status failsWhenNegative(int n) {
  return n < 0 ? Status::invalidArgument("negative") : Status::ok();
}
Result<int> doubled(int n) {
  if (n > 100) return Status::invalidArgument("too big");
  return n * 2;
}
Result<int> chain(int n) {
  SEO_RETURN_IF_ERROR(failsWhenNegative(n));
  SEO_ASSIGN_OR_RETURN(int twice, doubled(n));
  SEO_ASSIGN_OR_RETURN(int four_times, doubled(twice));
  return four_times;
}

TEST(StatusMacrosTest, ReturnEarlyOnErrors) {
  EXPECT_EQ(chain(3).value(), 12);
  EXPECT_EQ(chain(-1).status().message(), "negative");
  EXPECT_EQ(chain(60).status().message(), "too big");  // 120 > 100 on the second call
}

TEST(AsciiTest, FoldsTrimsAndComparesWithoutLocale) {
  EXPECT_EQ(ascii::lower(std::string("MiXeD-Ä")), "mixed-Ä");
  EXPECT_EQ(ascii::upper("us"), "US");
  EXPECT_EQ(ascii::trim(" \t x y \r\n"), "x y");
  EXPECT_TRUE(ascii::equalsIgnoreCase("Content-Type", "content-type"));
  EXPECT_TRUE(ascii::startsWithIgnoreCase("HTTPS://x", "https://"));
  EXPECT_FALSE(isUuid("0f8fad5b-d9cb-469f-a165-70867728950"));
  EXPECT_EQ(utf8::characterCount("\xc3\xa9t\xc3\xa9"), 3u);
}

TEST(ResponseTest, DataMovesTheDocumentWithoutCopying) {
  rapidjson::Document value(rapidjson::kObjectType);
  value.AddMember("k", "v", value.GetAllocator());
  const rapidjson::Value* member_before = &value["k"];
  Response r = Response::data(std::move(value), 201);
  EXPECT_EQ(r.status, 201);
  EXPECT_EQ(json::text(r.body), R"({"data":{"k":"v"}})");
  EXPECT_EQ(&r.body["data"]["k"], member_before);  // the same node, not a copy
}

}  // namespace
}  // namespace seo::sdk

namespace seo::sdk {
namespace {

TEST(DomainNameTest, TwoOrMoreLabelsOfLettersDigitsAndInnerHyphens) {
  for (const char* good :
       {"example.com", "blog.alpha-beta.example", "a.b", "x1.io", "xn--bcher-kva.example"}) {
    EXPECT_TRUE(isDomainName(good)) << good;
  }
  for (const char* bad :
       {"", "localhost", "example.", ".example.com", "a..b", "-a.com", "a-.com", "10.0.0.1",
        "exa mple.com", "ex_ample.com", "https://example.com", "[::1]", "bücher.example"}) {
    EXPECT_FALSE(isDomainName(bad)) << bad;
  }
  EXPECT_FALSE(isDomainName(std::string(64, 'a') + ".com")) << "a label over 63";
  EXPECT_FALSE(isDomainName(std::string(250, 'a').insert(60, ".").insert(120, ".") + ".com"));
}

TEST(EmailAddressTest, CommonMailboxesOnly) {
  for (const char* good :
       {"ann@example.com", "a.b+tag@mail.example.org", "x_y-z@a.b", "o'brien@example.ie"}) {
    EXPECT_TRUE(isEmailAddress(good)) << good;
  }
  for (const char* bad :
       {"", "ann", "@example.com", "ann@", "ann@localhost", "ann@@example.com", ".ann@example.com",
        "ann.@example.com", "a..b@example.com", "ann @example.com", "ann@example.com>",
        "<ann@example.com", "ann@example.com\r\nBcc: x@y.example", "\"ann\"@example.com",
        "ann@[127.0.0.1]", "ann@10.0.0.1"}) {
    EXPECT_FALSE(isEmailAddress(bad)) << bad;
  }
  EXPECT_FALSE(isEmailAddress(std::string(65, 'a') + "@example.com")) << "a local part over 64";
}

TEST(EmailAddressTest, BodyEmailTrimsLowerCasesTheDomainAndNamesTheField) {
  rapidjson::Document b = body(R"({"to": "  Ann.Lee@Mail.Example.COM ", "bad": "nope",
                                   "num": 5, "none": null})");
  EXPECT_EQ(*bodyEmail(b, "to").value(), "Ann.Lee@mail.example.com");
  EXPECT_EQ(messageOf(bodyEmail(b, "bad").status()),
            "Invalid field: bad: must be an e-mail address");
  EXPECT_EQ(bodyEmail(b, "num").status().code(), Code::InvalidArgument);
  EXPECT_FALSE(bodyEmail(b, "none").value().has_value());
  EXPECT_FALSE(bodyEmail(b, "absent").value().has_value());
}

TEST(RequestValuesTest, BodyLineRefusesLineBreaks) {
  rapidjson::Document b = body(R"({"subject": " Hello ", "cr": "a\rb", "lf": "a\nb"})");
  EXPECT_EQ(*bodyLine(b, "subject", 10).value(), "Hello");
  EXPECT_EQ(messageOf(bodyLine(b, "cr", 10).status()),
            "Invalid field: cr: must be one line (no CR or LF)");
  EXPECT_EQ(bodyLine(b, "lf", 10).status().code(), Code::InvalidArgument);
  EXPECT_EQ(bodyLine(b, "subject", 3).status().code(), Code::InvalidArgument) << "too long";
}

TEST(JsonTextTest, ValueOfReadsStoredTextIntoTheAnswersAllocator) {
  rapidjson::Document answer(rapidjson::kObjectType);
  auto& a = answer.GetAllocator();
  answer.AddMember("tags", json::valueOf(R"(["a", "b"])", rapidjson::kArrayType, a), a);
  answer.AddMember("wrong_type", json::valueOf(R"({"x": 1})", rapidjson::kArrayType, a), a);
  answer.AddMember("broken", json::valueOf("{not json", rapidjson::kObjectType, a), a);
  EXPECT_EQ(json::text(answer), R"({"tags":["a","b"],"wrong_type":[],"broken":{}})");
}

TEST(RequestValuesTest, BodyOnlyNamesTheFirstFieldNotAllowed) {
  EXPECT_TRUE(bodyOnly(body(R"({"a": 1, "website_id": "x"})"), {"a", "b"}, "nope").isOk());
  EXPECT_TRUE(bodyOnly(body("{}"), {"a"}, "nope").isOk());
  EXPECT_EQ(bodyOnly(body(R"({"a": 1, "c": 2})"), {"a", "b"}, "cannot be changed").message(),
            "Invalid field: c: cannot be changed");
  EXPECT_EQ(bodyOnly(body("[1]"), {"a"}, "x").message(), "The body must be a JSON object");
}

TEST(LanguageCodeTest, LanguageLowerRegionUpperAnythingElseRefused) {
  EXPECT_EQ(languageCode("en"), "en");
  EXPECT_EQ(languageCode("EN"), "en");
  EXPECT_EQ(languageCode("PT-br"), "pt-BR");
  for (const char* bad : {"", "e", "eng", "english", "pt_BR", "pt-B", "p1", "pt-B2", "pt-BRA"}) {
    EXPECT_FALSE(languageCode(bad).has_value()) << bad;
  }
}

}  // namespace
}  // namespace seo::sdk
