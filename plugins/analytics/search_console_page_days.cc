#include "plugins/analytics/search_console_page_days.h"

#include <string>
#include <vector>

#include "plugins/analytics/rounding.h"
#include "seo/sdk/util/dates.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// The longest page URL asked about: longer ones are no page Search Console reports.
constexpr std::size_t kMaxPageBytes = 2048;

Result<std::vector<std::string>> pagesOf(const rapidjson::Value& in) {
  if (!in.HasMember("pages") || !in["pages"].IsArray()) {
    return Status::invalidField("pages", "must be an array of URLs");
  }
  const rapidjson::Value& list = in["pages"];
  if (list.Empty() || list.Size() > kMaxPageDaysPages) {
    return Status::invalidField("pages",
                                "must hold 1 to " + std::to_string(kMaxPageDaysPages) + " URLs");
  }
  std::vector<std::string> pages;
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    if (!list[i].IsString() || list[i].GetStringLength() == 0 ||
        list[i].GetStringLength() > kMaxPageBytes) {
      return Status::invalidField("pages[" + std::to_string(i) + "]", "must be a URL");
    }
    pages.emplace_back(list[i].GetString(), list[i].GetStringLength());
  }
  return pages;
}

Result<std::string> answerPageDays(seo::sdk::Host& host, std::string_view website_id,
                                   std::string_view request) {
  rapidjson::Document in;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(request, in, 8, "service request"));
  if (!in.IsObject()) return Status::invalidArgument("The service request must be a JSON object");
  SEO_ASSIGN_OR_RETURN(std::vector<std::string> pages, pagesOf(in));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> from, seo::sdk::bodyDate(in, "from"));
  SEO_ASSIGN_OR_RETURN(std::optional<std::string> to, seo::sdk::bodyDate(in, "to"));
  if (!from) return Status::missingField("from");
  if (!to) return Status::missingField("to");
  const std::int64_t first = seo::sdk::dates::parseDay(*from).value_or(0);
  const std::int64_t last = seo::sdk::dates::parseDay(*to).value_or(0);
  if (first > last || last - first >= kMaxPageDaysDays) {
    return Status::invalidField("from", "must be at most " + std::to_string(kMaxPageDaysDays) +
                                            " days before to, and not after it");
  }
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  rapidjson::Value data(rapidjson::kArrayType);
  const std::string website(website_id);
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    std::string page, day;
    long long clicks = 0, impressions = 0;
    double weighted = 0;
    soci::statement st =
        (sql.prepare << "SELECT day, clicks, impressions, position_x_impressions FROM "
                        "search_console_rows WHERE website_id = :w AND page = :p AND day >= :f "
                        "AND day <= :t ORDER BY day",
         soci::use(website), soci::use(page), soci::use(*from), soci::use(*to), soci::into(day),
         soci::into(clicks), soci::into(impressions), soci::into(weighted));
    for (const std::string& each : pages) {
      page = each;
      st.execute();
      while (st.fetch()) {
        rapidjson::Value row(rapidjson::kObjectType);
        row.AddMember("page", seo::sdk::json::string(page, a), a);
        row.AddMember("day", seo::sdk::json::string(day, a), a);
        row.AddMember("clicks", static_cast<std::int64_t>(clicks), a);
        row.AddMember("impressions", static_cast<std::int64_t>(impressions), a);
        // Weighted by impressions and rounded as GET /search-console/pages rounds it; a day
        // without impressions has no position.
        if (impressions > 0) {
          row.AddMember("position", roundedTo(weighted / static_cast<double>(impressions), 2), a);
        } else {
          row.AddMember("position", rapidjson::Value(), a);
        }
        data.PushBack(row, a);
      }
    }
    return Status::ok();
  }));
  out.AddMember("data", data, a);
  return seo::sdk::json::text(out);
}

}  // namespace

void registerSearchConsolePageDays(seo::sdk::Registrar& r) {
  r.service(kSearchConsolePageDaysService, &answerPageDays);
}

}  // namespace seo::plugins::analytics
