#include "plugins/analytics/bot_log_import.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string_view>
#include <vector>

#include "plugins/analytics/access_log.h"
#include "plugins/analytics/ai_bots.h"
#include "plugins/analytics/bot_hits.h"
#include "plugins/analytics/days.h"
#include "plugins/analytics/raw_retention.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr std::size_t kMaxLineBytes = 64 * 1024;

// Lines of at most kMaxLineBytes, never holding more: a longer one (a file that is no log at all,
// say) is skipped up to its newline instead of growing a string without bound.
class LineReader {
 public:
  enum class Got { Line, TooLong, End, Error };

  explicit LineReader(std::istream& in) : in_(in), buffer_(kMaxLineBytes + 1) {}

  // The next line without its newline, valid until the next call.
  Got next(std::string_view* line) {
    in_.getline(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    std::size_t count = static_cast<std::size_t>(in_.gcount());
    if (in_.bad()) return Got::Error;
    if (in_.eof()) {  // the last line, which had no newline, or nothing left
      if (count == 0) return Got::End;
      *line = std::string_view(buffer_.data(), count);
      return Got::Line;
    }
    if (in_.fail()) {  // the buffer filled before a newline came
      in_.clear();
      in_.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
      return in_.bad() ? Got::Error : Got::TooLong;
    }
    *line = std::string_view(buffer_.data(), count - 1);  // gcount counts the newline
    return Got::Line;
  }

 private:
  std::istream& in_;
  std::vector<char> buffer_;
};

// The hit a parsed line records, or nullopt when its time cannot be stored.
std::optional<BotHit> botHitOf(const AccessLogHit& line, const AiBot& bot,
                               const std::string& website_id) {
  // Stored as the tracker stores times (with milliseconds), so times of both sources compare.
  std::optional<std::int64_t> ms = msOfIso(line.time_utc);
  if (!ms) return std::nullopt;
  BotHit hit;
  hit.website_id = website_id;
  hit.hit_key = hitKey(line);
  hit.occurred_at = isoOfMs(*ms);
  hit.day = formatDay(dayOfMs(*ms));
  hit.bot = bot.name;
  hit.path = line.target;
  hit.source = kAccessLogSource;
  return hit;
}

}  // namespace

Result<AccessLogImport> importAccessLog(seo::sdk::Host& host, const std::string& website_id,
                                        std::istream& in, std::size_t batch_hits) {
  const AiBotList& bots = AiBotList::builtIn();
  const std::optional<std::string> cutoff = rawRetentionCutoff(host);
  AccessLogImport done;
  std::vector<BotHit> batch;
  auto flush = [&]() -> Status {
    if (batch.empty()) return Status::ok();
    std::int64_t added = 0;
    Status s = host.withTransaction([&](soci::session& sql) {
      Result<std::int64_t> recorded = recordBotHits(sql, host, batch);
      if (!recorded.isOk()) return recorded.status();
      added = recorded.value();
      return Status::ok();
    });
    if (!s.isOk()) {
      return Status(s.code(), "access log import stopped at line " + std::to_string(done.lines) +
                                  " (earlier lines are recorded): " + s.message());
    }
    done.bot_hits_recorded += added;
    done.already_recorded += static_cast<std::int64_t>(batch.size()) - added;
    batch.clear();
    return Status::ok();
  };
  auto skipMalformed = [&](const std::string& why) {
    if (done.malformed++ == 0) {
      host.log(seo::sdk::LogLevel::Warning,
               "access log line " + std::to_string(done.lines) + " skipped: " + why);
    }
  };

  LineReader reader(in);
  std::string_view text;
  for (;;) {
    LineReader::Got got = reader.next(&text);
    if (got == LineReader::Got::End) break;
    if (got == LineReader::Got::Error) {
      return Status::unavailable("cannot read the access log after line " +
                                 std::to_string(done.lines));
    }
    ++done.lines;
    if (got == LineReader::Got::TooLong) {
      skipMalformed("longer than " + std::to_string(kMaxLineBytes) + " bytes");
      continue;
    }
    Result<AccessLogHit> line = parseCombinedLogLine(text);
    if (!line.isOk()) {
      skipMalformed(line.status().message());
      continue;
    }
    const AiBot* bot = bots.match(line.value().user_agent);
    if (!bot) {
      ++done.not_ai_bots;
      continue;
    }
    std::optional<BotHit> hit = botHitOf(line.value(), *bot, website_id);
    if (!hit) {
      skipMalformed("time out of range");
      continue;
    }
    if (cutoff && hit->day < *cutoff) {
      ++done.older_than_retention;
      continue;
    }
    batch.push_back(std::move(*hit));
    if (batch.size() >= batch_hits) {
      if (Status s = flush(); !s.isOk()) return s;
    }
  }
  if (Status s = flush(); !s.isOk()) return s;
  return done;
}

Result<rapidjson::Document> onImportAccessLog(seo::sdk::CommandContext& cmd) {
  for (const auto& [name, value] : cmd.flags) {
    if (name != "website" && name != "file") {
      return Status::invalidArgument("unknown flag --" + name +
                                     " (import-access-log takes --website ID --file PATH)");
    }
  }
  std::string website_id(cmd.flag("website").value_or(""));
  std::string file(cmd.flag("file").value_or(""));
  if (website_id.empty()) return Status::invalidArgument("missing --website");
  if (file.empty()) return Status::invalidArgument("missing --file");

  if (Result<seo::sdk::WebsiteInfo> site = cmd.host->findWebsite(website_id); !site.isOk()) {
    if (site.status().code() != seo::sdk::Code::NotFound) return site.status();
    return Status::notFound("website " + website_id + " not found");
  }
  // "-" is standard input, opened as a file so it is read with the same buffering.
  std::string path = file == "-" ? "/dev/stdin" : file;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return Status::invalidArgument("cannot read access log " + file + ": it is a directory");
  }
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::string why = errno != 0 ? std::strerror(errno) : "cannot be opened";
    return Status::invalidArgument("cannot read access log " + file + ": " + why);
  }

  Result<AccessLogImport> done = importAccessLog(*cmd.host, website_id, in);
  if (!done.isOk()) return done.status();
  const AccessLogImport& d = done.value();
  rapidjson::Document out(rapidjson::kObjectType);
  auto& a = out.GetAllocator();
  out.AddMember("website_id", seo::sdk::json::string(website_id, a), a);
  out.AddMember("lines", d.lines, a);
  out.AddMember("bot_hits_recorded", d.bot_hits_recorded, a);
  out.AddMember("already_recorded", d.already_recorded, a);
  out.AddMember("older_than_retention", d.older_than_retention, a);
  out.AddMember("not_ai_bots", d.not_ai_bots, a);
  out.AddMember("malformed", d.malformed, a);
  return out;
}

}  // namespace seo::plugins::analytics
