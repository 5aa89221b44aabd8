#include "plugins/analytics/search_console_commands.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "plugins/analytics/days.h"
#include "plugins/analytics/search_console_import.h"
#include "plugins/analytics/search_console_settings.h"
#include "plugins/analytics/search_console_store.h"
#include "plugins/analytics/search_console_sync.h"

namespace seo::plugins::analytics {

using seo::sdk::CommandContext;
using seo::sdk::onlyFlags;
using seo::sdk::requiredFlag;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::WebsiteInfo;
using seo::sdk::json::string;
using Doc = rapidjson::Document;

namespace {

// Pages.csv of the UI's export holds at most a thousand rows; far larger files are not one.
constexpr std::uintmax_t kMaxCsvBytes = 64u << 20;

Result<WebsiteInfo> websiteOf(const CommandContext& cmd) {
  Result<std::string> id = requiredFlag(cmd, "website");
  if (!id.isOk()) return id.status();
  Result<WebsiteInfo> site = cmd.host->findWebsite(id.value());
  if (!site.isOk() && site.status().code() == seo::sdk::Code::NotFound) {
    return Status::notFound("unknown website: " + id.value());
  }
  return site;
}

bool hasSpace(std::string_view text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) <= ' ') return true;
  }
  return false;
}

// A property as Search Console names it: a domain property or a URL prefix ending in '/'.
Status checkProperty(std::string_view property) {
  Status bad = Status::invalidArgument(
      "--property must be a Search Console property (sc-domain:example.com or "
      "https://example.com/), not \"" +
      std::string(property) + "\"");
  if (property.empty() || hasSpace(property)) return bad;
  if (property.starts_with("sc-domain:")) {
    std::string_view domain = property.substr(10);
    return domain.empty() || domain.find_first_of("/:") != std::string_view::npos ? bad
                                                                                  : Status::ok();
  }
  for (std::string_view scheme : {"https://", "http://"}) {
    if (property.starts_with(scheme)) {
      std::string_view rest = property.substr(scheme.size());
      return rest.size() > 1 && rest.front() != '/' && rest.back() == '/' ? Status::ok() : bad;
    }
  }
  return bad;
}

Doc scheduled(const std::string& website_id, const std::string& property,
              const std::string& job_id) {
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("website_id", string(website_id, a), a);
  d.AddMember("property", string(property, a), a);
  d.AddMember("job_id", string(job_id, a), a);
  return d;
}

Result<Doc> onLink(CommandContext& cmd) {
  if (Status s = onlyFlags(cmd, {"website", "property"}); !s.isOk()) return s;
  if (Result<std::string> id = requiredFlag(cmd, "website"); !id.isOk()) return id.status();
  Result<std::string> property = requiredFlag(cmd, "property");
  if (!property.isOk()) return property.status();
  if (Status s = checkProperty(property.value()); !s.isOk()) return s;
  Result<WebsiteInfo> site = websiteOf(cmd);
  if (!site.isOk()) return site.status();
  seo::sdk::Host& host = *cmd.host;
  // Without a usable service account every sync would fail, seen only in the server's log:
  // refuse here, where the operator is, and link nothing.
  if (Result<ServiceAccount> account = serviceAccountFromSettings(host); !account.isOk()) {
    return account.status();
  }
  std::string job_id;
  Status s = host.withTransaction([&](soci::session& sql) {
    saveLink(sql, site.value().id, property.value(), host.now());
    Result<std::string> job =
        scheduleSync(sql, host, site.value().organization_id, site.value().id, 0);
    if (!job.isOk()) return job.status();
    job_id = job.value();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return scheduled(site.value().id, property.value(), job_id);
}

Result<Doc> onUnlink(CommandContext& cmd) {
  if (Status s = onlyFlags(cmd, {"website"}); !s.isOk()) return s;
  Result<WebsiteInfo> site = websiteOf(cmd);
  if (!site.isOk()) return site.status();
  std::string property;
  Status s = cmd.host->withTransaction([&](soci::session& sql) {
    std::optional<SearchConsoleLink> link = findLink(sql, site.value().id);
    if (!link || !removeLink(sql, site.value().id)) {
      return Status::notFound("website " + site.value().id + " is not linked to Search Console");
    }
    property = link->property;
    return Status::ok();
  });
  if (!s.isOk()) return s;
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("website_id", string(site.value().id, a), a);
  d.AddMember("property", string(property, a), a);
  d.AddMember("unlinked", true, a);
  return d;
}

Result<Doc> onSync(CommandContext& cmd) {
  if (Status s = onlyFlags(cmd, {"website"}); !s.isOk()) return s;
  Result<WebsiteInfo> site = websiteOf(cmd);
  if (!site.isOk()) return site.status();
  seo::sdk::Host& host = *cmd.host;
  std::string property, job_id;
  Status s = host.withTransaction([&](soci::session& sql) {
    std::optional<SearchConsoleLink> link = findLink(sql, site.value().id);
    if (!link) {
      return Status::notFound("website " + site.value().id +
                              " is not linked to Search Console (search-console-link first)");
    }
    property = link->property;
    Result<std::string> job =
        scheduleSync(sql, host, site.value().organization_id, site.value().id, 0);
    if (!job.isOk()) return job.status();
    job_id = job.value();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return scheduled(site.value().id, property, job_id);
}

Result<std::string> readCsvFile(const std::string& path) {
  std::error_code ec;
  std::string why;
  if (!std::filesystem::is_regular_file(path, ec)) {
    why = ec ? ec.message() : std::string("not a regular file");
  } else if (std::filesystem::file_size(path, ec) > kMaxCsvBytes) {
    why = "larger than " + std::to_string(kMaxCsvBytes >> 20) + " MiB";
  }
  std::ostringstream text;
  if (why.empty()) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      why = std::strerror(errno);
    } else {
      text << in.rdbuf();
      if (in.bad()) why = "read error";
    }
  }
  if (!why.empty()) return Status::invalidArgument("cannot read --file " + path + ": " + why);
  return text.str();
}

Result<Doc> onImport(CommandContext& cmd) {
  if (Status s = onlyFlags(cmd, {"website", "file", "date"}); !s.isOk()) return s;
  if (Result<std::string> id = requiredFlag(cmd, "website"); !id.isOk()) return id.status();
  Result<std::string> file = requiredFlag(cmd, "file");
  if (!file.isOk()) return file.status();
  Result<std::string> date = requiredFlag(cmd, "date");
  if (!date.isOk()) return date.status();
  std::optional<std::int64_t> day = parseDay(date.value());
  if (!day) {
    return Status::invalidArgument("--date must be a date YYYY-MM-DD, not \"" + date.value() +
                                   "\"");
  }
  // Tomorrow in UTC is today somewhere; anything later cannot have been exported yet.
  if (*day > dayOfMs(nowMs()) + 1) {
    return Status::invalidArgument("--date " + date.value() + " is in the future");
  }
  Result<WebsiteInfo> site = websiteOf(cmd);
  if (!site.isOk()) return site.status();
  Result<std::string> text = readCsvFile(file.value());
  if (!text.isOk()) return text.status();
  Result<std::size_t> pages =
      importPagesCsv(*cmd.host, site.value().id, formatDay(*day), text.value());
  if (!pages.isOk()) return pages.status();
  Doc d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("website_id", string(site.value().id, a), a);
  d.AddMember("date", string(formatDay(*day), a), a);
  d.AddMember("pages", static_cast<std::uint64_t>(pages.value()), a);
  return d;
}

}  // namespace

void registerSearchConsoleCommands(seo::sdk::Registrar& r) {
  r.command("search-console-link",
            "--website ID --property PROPERTY   links the website to a Search Console property "
            "(sc-domain:example.com or https://example.com/) and syncs it now, then every "
            "day; needs the setting analytics.search_console_credentials",
            &onLink);
  r.command("search-console-unlink",
            "--website ID   removes the website's Search Console link and its schedule; "
            "stored rows stay",
            &onUnlink);
  r.command("search-console-sync",
            "--website ID   syncs a linked website's Search Console data now", &onSync);
  r.command("import-search-console",
            "--website ID --file Pages.csv --date YYYY-MM-DD   imports Pages.csv of a Search "
            "Console Performance export; the export has no per-day split, so its totals are "
            "filed under --date (export one day to keep days apart); re-importing a page and "
            "day replaces it",
            &onImport);
}

}  // namespace seo::plugins::analytics
