#include "plugins/analytics/ingestor.h"

#include <utility>

namespace seo::plugins::analytics {

using seo::sdk::Status;

Ingestor::~Ingestor() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (writer_.joinable()) writer_.join();
}

void Ingestor::submit(seo::sdk::Host& host, IngestItem item) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (queue_.size() >= options_.max_queued || stopping_) {
    lock.unlock();
    item.respond(Status::unavailable("The server is busy; the event was not recorded"));
    return;
  }
  if (!writer_.joinable()) {
    host_ = &host;
    writer_ = std::thread([this] { run(); });
  }
  queue_.push_back(std::move(item));
  lock.unlock();
  wake_.notify_one();
}

void Ingestor::run() {
  std::vector<IngestItem> batch;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything queued is committed
      if (queue_.size() <= options_.max_batch) {
        batch.swap(queue_);
      } else {
        auto end = queue_.begin() + static_cast<std::ptrdiff_t>(options_.max_batch);
        batch.assign(std::make_move_iterator(queue_.begin()), std::make_move_iterator(end));
        queue_.erase(queue_.begin(), end);
      }
    }
    commit(batch);
    batch.clear();
  }
}

void Ingestor::commit(std::vector<IngestItem>& batch) {
  std::vector<Pageview> pageviews;
  std::vector<BotHit> bot_hits;
  for (IngestItem& item : batch) {
    for (Pageview& p : item.pageviews) pageviews.push_back(std::move(p));
    for (BotHit& h : item.bot_hits) bot_hits.push_back(std::move(h));
  }
  Status s = host_->withTransaction(
      [&](soci::session& sql) { return writeTraffic(sql, *host_, pageviews, bot_hits); });
  if (!s.isOk()) {
    host_->log(seo::sdk::LogLevel::Error, "analytics: a batch of " +
                                              std::to_string(batch.size()) +
                                              " events was not written: " + s.message());
  }
  for (IngestItem& item : batch) {
    if (s.isOk()) {
      item.respond(std::move(item.answer));
    } else {
      item.respond(Status::unavailable("The event was not recorded; try again"));
    }
  }
}

}  // namespace seo::plugins::analytics
