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
  if (writer_.joinable()) writer_.join();  // commits what is queued
  {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    writer_done_ = true;
  }
  answers_wake_.notify_all();
  if (answerer_.joinable()) answerer_.join();  // answers what was committed
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
    answerer_ = std::thread([this] { answer(); });
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
  std::vector<Committed> answers;
  answers.reserve(batch.size());
  for (IngestItem& item : batch) {
    answers.push_back({std::move(item.respond),
                       s.isOk() ? seo::sdk::Result<seo::sdk::Response>(std::move(item.answer))
                                : Status::unavailable("The event was not recorded; try again")});
  }
  {
    std::lock_guard<std::mutex> lock(answers_mutex_);
    if (answers_.empty()) {
      answers_.swap(answers);
    } else {
      for (Committed& c : answers) answers_.push_back(std::move(c));
    }
  }
  answers_wake_.notify_one();
}

void Ingestor::answer() {
  std::vector<Committed> ready;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(answers_mutex_);
      answers_wake_.wait(lock, [this] { return writer_done_ || !answers_.empty(); });
      if (answers_.empty()) return;  // the writer is done and everything is answered
      ready.swap(answers_);
    }
    for (Committed& c : ready) c.respond(std::move(c.result));
    ready.clear();
  }
}

}  // namespace seo::plugins::analytics
