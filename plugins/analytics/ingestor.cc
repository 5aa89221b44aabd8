#include "plugins/analytics/ingestor.h"

#include <utility>

#include "plugins/analytics/channels.h"
#include "plugins/analytics/user_agents.h"

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
  // The data sets visits' breakdowns come from compile in a fifth of a second: once, here,
  // before the first batch's transaction (breakdowns.h).
  UserAgents::builtIn();
  referrerKind("");
  std::vector<IngestItem> batch;
  RawPruner pruner(options_.prune);
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      while (!stopping_ && queue_.empty() && pruner.due() > RawPruner::Clock::now()) {
        wake_.wait_until(lock, pruner.due());
      }
      if (queue_.empty()) {
        if (stopping_) return;  // everything queued is committed
        // Idle and a prune is due: one batch, then queued requests come first again.
        lock.unlock();
        pruner.step(*host_, RawPruner::Clock::now());
        continue;
      }
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
  // The batch's rows in one vector of each kind; each item's share is a range of them.
  std::vector<Pageview> pageviews;
  std::vector<BotHit> bot_hits;
  std::vector<CustomEvent> custom_events;
  struct Starts {
    std::size_t pageview, hit, custom_event;
  };
  std::vector<Starts> starts;  // of each item, then the ends
  for (IngestItem& item : batch) {
    starts.push_back({pageviews.size(), bot_hits.size(), custom_events.size()});
    for (Pageview& p : item.pageviews) pageviews.push_back(std::move(p));
    for (BotHit& h : item.bot_hits) bot_hits.push_back(std::move(h));
    for (CustomEvent& e : item.custom_events) custom_events.push_back(std::move(e));
  }
  starts.push_back({pageviews.size(), bot_hits.size(), custom_events.size()});
  std::vector<Status> outcome(batch.size(), write(pageviews, bot_hits, custom_events));
  if (!outcome.front().isOk() && batch.size() > 1) {
    // One request's rows (a website deleted meanwhile, say) must not cost the others theirs:
    // each request is written alone, and only those that fail again are refused.
    host_->log(seo::sdk::LogLevel::Warning,
               "analytics: a batch of " + std::to_string(batch.size()) + " events failed (" +
                   outcome.front().message() + "); writing them one by one");
    auto range = [](const auto& all, std::size_t from, std::size_t to) {
      return std::vector(all.begin() + static_cast<std::ptrdiff_t>(from),
                         all.begin() + static_cast<std::ptrdiff_t>(to));
    };
    for (std::size_t i = 0; i < batch.size(); ++i) {
      const Starts& from = starts[i];
      const Starts& to = starts[i + 1];
      outcome[i] =
          write(range(pageviews, from.pageview, to.pageview), range(bot_hits, from.hit, to.hit),
                range(custom_events, from.custom_event, to.custom_event));
    }
  }
  std::vector<Committed> answers;
  answers.reserve(batch.size());
  for (std::size_t i = 0; i < batch.size(); ++i) {
    IngestItem& item = batch[i];
    if (!outcome[i].isOk()) {
      host_->log(seo::sdk::LogLevel::Error,
                 "analytics: an event was not written: " + outcome[i].message());
    }
    answers.push_back({std::move(item.respond),
                       outcome[i].isOk()
                           ? seo::sdk::Result<seo::sdk::Response>(std::move(item.answer))
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

Status Ingestor::write(const std::vector<Pageview>& pageviews, const std::vector<BotHit>& bot_hits,
                       const std::vector<CustomEvent>& custom_events) {
  return host_->withTransaction([&](soci::session& sql) {
    return writeTraffic(sql, *host_, pageviews, bot_hits, custom_events);
  });
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
