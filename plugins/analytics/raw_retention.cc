#include "plugins/analytics/raw_retention.h"

#include <charconv>

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

using seo::sdk::LogLevel;
using seo::sdk::Result;
using seo::sdk::Status;

std::optional<std::string> rawRetentionCutoff(seo::sdk::Host& host) {
  std::optional<std::string> text = host.setting(kRawRetentionSetting);
  if (!text) return std::nullopt;
  std::int64_t days = 0;
  const char* end = text->data() + text->size();
  auto [at, error] = std::from_chars(text->data(), end, days);
  if (error != std::errc() || at != end || days > kMaxRawRetentionDays) {
    // A typo must not delete data: keep everything and say why.
    host.log(LogLevel::Warning, "analytics: settings.analytics.raw_retention_days is \"" + *text +
                                    "\", not a whole number of days (at most " +
                                    std::to_string(kMaxRawRetentionDays) + "); raw rows are kept");
    return std::nullopt;
  }
  if (days <= 0) return std::nullopt;
  std::optional<std::int64_t> now = msOfIso(host.now());
  if (!now) {
    host.log(LogLevel::Warning, "analytics: cannot read the host's clock; raw rows are kept");
    return std::nullopt;
  }
  return formatDay(dayOfMs(*now) - days);
}

Result<RawPruneBatch> pruneRawBatch(seo::sdk::Host& host, const char* table,
                                    const std::string& cutoff, std::size_t batch_rows) {
  // DELETE ... LIMIT is not in every SQLite build nor in PostgreSQL; a limited subquery of ids
  // is, and the day index makes it a range scan.
  const std::string statement = std::string("DELETE FROM ") + table + " WHERE id IN (SELECT id " +
                                "FROM " + table + " WHERE day < :c LIMIT " +
                                std::to_string(batch_rows) + ")";
  RawPruneBatch batch;
  Status s = host.withTransaction([&](soci::session& sql) {
    soci::statement st = (sql.prepare << statement, soci::use(cutoff));
    st.execute(true);
    batch.deleted = st.get_affected_rows();
    return Status::ok();
  });
  if (!s.isOk()) return s;
  batch.done = batch.deleted < static_cast<std::int64_t>(batch_rows);
  return batch;
}

void RawPruner::step(seo::sdk::Host& host, Clock::time_point now) {
  if (!running_) {
    if (now < next_run_) return;
    run_started_ = now;
    next_run_ = now + options_.interval;
    std::optional<std::string> cutoff = rawRetentionCutoff(host);
    if (!cutoff) return;  // everything is kept
    running_ = true;
    cutoff_ = *cutoff;
    table_ = next_table_;
    tables_done_ = 0;
    batches_ = 0;
    deleted_ = 0;
  }
  Result<RawPruneBatch> batch =
      pruneRawBatch(host, kRawTables.at(table_), cutoff_, options_.batch_rows);
  ++batches_;
  if (!batch.isOk()) {
    host.log(LogLevel::Warning, std::string("analytics: pruning ") + kRawTables.at(table_) +
                                    " failed (" + batch.status().message() +
                                    "); the next run tries again");
    finish(host);
    return;
  }
  deleted_ += batch.value().deleted;
  if (batch.value().done) {
    table_ = (table_ + 1) % kRawTables.size();
    ++tables_done_;
  }
  if (tables_done_ == kRawTables.size() || batches_ >= options_.max_batches) finish(host);
}

void RawPruner::finish(seo::sdk::Host& host) {
  running_ = false;
  next_table_ = table_;
  if (deleted_ == 0) return;
  std::string rest = tables_done_ == kRawTables.size() ? "" : "; the rest goes in the next runs";
  host.log(LogLevel::Info, "analytics: deleted " + std::to_string(deleted_) +
                               " raw rows of days before " + cutoff_ + rest);
}

}  // namespace seo::plugins::analytics
