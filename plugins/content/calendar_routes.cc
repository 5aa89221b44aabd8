#include "plugins/content/calendar_routes.h"

#include "plugins/content/api_examples.h"
#include "plugins/content/article_json.h"
#include "plugins/content/article_store.h"
#include "seo/sdk/util/api_doc.h"

namespace seo::plugins::content {

namespace dates = seo::sdk::dates;
namespace doc = seo::sdk::doc;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The day of `name`, or of its alias; 400 naming what was given.
Result<std::int64_t> dayParam(const seo::sdk::RequestContext& ctx, const char* name,
                              const char* alias) {
  std::optional<std::string_view> text = ctx.queryParam(name);
  const char* given = name;
  if (!text) {
    text = ctx.queryParam(alias);
    given = alias;
  }
  if (!text) return Status::missingField(name);
  std::optional<std::int64_t> day = dates::parseDay(*text);
  if (!day) return Status::invalidField(given, "must be a date YYYY-MM-DD");
  return *day;
}

}  // namespace

Result<Response> onArticleCalendar(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::int64_t start, dayParam(ctx, "start", "from"));
  SEO_ASSIGN_OR_RETURN(std::int64_t end, dayParam(ctx, "end", "to"));
  const char* end_name = ctx.queryParam("end") ? "end" : "to";
  if (end < start) return Status::invalidField(end_name, "must not be before the start");
  if (end - start + 1 > kMaxCalendarDays) {
    return Status::invalidField(
        end_name, "the range may span at most " + std::to_string(kMaxCalendarDays) + " days");
  }
  std::string from = dates::formatDay(start) + "T00:00:00.000Z";
  std::string to = dates::formatDay(end + 1) + "T00:00:00.000Z";
  rapidjson::Document events(rapidjson::kArrayType);
  bool too_many = false;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    std::vector<CalendarEntry> rows =
        calendarEntries(sql, ctx.caller.website_id, from, to, kMaxCalendarEvents + 1);
    too_many = static_cast<std::int64_t>(rows.size()) > kMaxCalendarEvents;
    if (too_many) return Status::ok();
    events.Reserve(static_cast<rapidjson::SizeType>(rows.size()), events.GetAllocator());
    for (const CalendarEntry& e : rows) {
      events.PushBack(calendarEventJson(e, events.GetAllocator()), events.GetAllocator());
    }
    return Status::ok();
  }));
  if (too_many) {
    return Status::invalidField(end_name, "the range holds more than " +
                                              std::to_string(kMaxCalendarEvents) +
                                              " articles; ask for a shorter one");
  }
  return Response::data(std::move(events));
}

void registerCalendar(seo::sdk::Registrar& r) {
  r.route("GET", "/articles/calendar", &onArticleCalendar)
      .summary("The calendar of published and scheduled articles",
               "Events by date, for UTC days from `start` to `end` inclusive (`from` and `to` "
               "are accepted too), at most " +
                   std::to_string(kMaxCalendarDays) + " days and " +
                   std::to_string(kMaxCalendarEvents) + " events.")
      .requiredQuery("start", std::string(doc::kDate), "the first day (alias: from)")
      .requiredQuery("end", std::string(doc::kDate), "the last day (alias: to)")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("CalendarEvent"))), "The events")
      .answerExample(200, examples::kGetArticlesCalendar200);
}

}  // namespace seo::plugins::content
