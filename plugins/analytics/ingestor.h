// Group commit for collected traffic. Request threads queue what they collected and answer
// later (Response::later); one writer thread takes everything queued, writes it in one
// transaction (traffic_batch.h) and only then are its requests answered, by a second thread so
// that the writer starts the next commit at once. While one batch commits the next one gathers,
// so a busy server writes large batches and an idle one writes at once.
// An acknowledged event is therefore always committed. When a batch fails, each of its requests
// is written again on its own, so that one request's bad rows cost no other request (or tenant)
// anything; only the requests that fail alone are answered 503, and nothing of theirs is kept.
// When nothing is queued the writer also prunes the raw rows past their retention
// (raw_retention.h), one short batch at a time, so a queued request waits at most one batch. The
// writer starts with the first submit: a process that receives no traffic prunes nothing (and
// writes nothing new to prune; another process or a later start prunes the old rows).
// The writer reads a visit's breakdowns from what its first pageview's request said
// (breakdowns.h: VisitSignals), so the user agent's parse is off the request threads and events
// keep the order they came in; it compiles the data sets that takes once, before its first batch.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

#include "plugins/analytics/raw_retention.h"
#include "plugins/analytics/traffic_batch.h"
#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

struct IngestOptions {
  std::size_t max_batch = 2000;     // items per transaction
  std::size_t max_queued = 50000;   // beyond this, requests get 503 at once (back-pressure)
  RawPruneOptions prune;            // when and how much the writer prunes between commits
};

// One request's contribution and how to answer it once committed.
struct IngestItem {
  std::vector<Pageview> pageviews;
  std::vector<BotHit> bot_hits;
  std::vector<CustomEvent> custom_events;
  seo::sdk::Responder respond;
  seo::sdk::Response answer;  // sent after the commit
};

// Thread-safe. Destroying it (when the plugin's routes are released) commits what is queued and
// stops the writer.
class Ingestor {
 public:
  explicit Ingestor(IngestOptions options = {}) : options_(options) {}
  ~Ingestor();
  Ingestor(const Ingestor&) = delete;
  Ingestor& operator=(const Ingestor&) = delete;

  // Queues `item`; its responder is called from the answering thread once the item's batch is
  // committed. `host` is the plugin's host, the same for every call.
  void submit(seo::sdk::Host& host, IngestItem item);

 private:
  // A request's answer, once its batch is committed (or failed).
  struct Committed {
    seo::sdk::Responder respond;
    seo::sdk::Result<seo::sdk::Response> result;
  };

  void run();
  void commit(std::vector<IngestItem>& batch);
  // Writes these rows in one transaction.
  seo::sdk::Status write(const std::vector<Pageview>& pageviews,
                         const std::vector<BotHit>& bot_hits,
                         const std::vector<CustomEvent>& custom_events);
  void answer();

  const IngestOptions options_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<IngestItem> queue_;
  bool stopping_ = false;
  seo::sdk::Host* host_ = nullptr;

  std::mutex answers_mutex_;
  std::condition_variable answers_wake_;
  std::vector<Committed> answers_;
  bool writer_done_ = false;  // nothing more will be committed

  std::thread writer_;    // started by the first submit
  std::thread answerer_;  // started with it
};

}  // namespace seo::plugins::analytics
