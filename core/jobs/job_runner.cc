#include "core/jobs/job_runner.h"

#include <rapidjson/document.h>
#include <unistd.h>

#include <algorithm>
#include <optional>

#include "core/common/ids.h"
#include "core/common/json_text.h"
#include "core/common/log.h"
#include "core/metrics/server_metrics.h"
#include "seo/sdk/util/job_continuation.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// "<host>:<pid>:<random>".
std::string ownerName() {
  char name[256] = {0};
  gethostname(name, sizeof name - 1);
  return std::string(name) + ":" + std::to_string(::getpid()) + ":" + randomHex(4);
}

}  // namespace

JobRunner::JobRunner(JobQueue& queue, PluginManager& plugins, seo::sdk::Host& host,
                     JobSignal& signal, JobsConfig config)
    : queue_(queue),
      plugins_(plugins),
      host_(host),
      signal_(signal),
      config_(config),
      owner_(ownerName()),
      per_organization_(workersPerOrganization(config)),
      pruner_(queue, plugins, host, config.retention, owner_) {}

JobRunner::~JobRunner() { stop(); }

void JobRunner::start() {
  // Each thread says when it returns (stopBy waits for that, with a limit; join cannot).
  auto counted = [this](void (JobRunner::*body)()) {
    return std::thread([this, body] {
      (this->*body)();
      std::lock_guard<std::mutex> lock(exited_mutex_);
      ++exited_;
      exited_changed_.notify_all();
    });
  };
  for (int i = 0; i < config_.workers; ++i) threads_.push_back(counted(&JobRunner::work));
  if (config_.workers > 0) threads_.push_back(counted(&JobRunner::heartbeat));
  // A process that runs no jobs leaves pruning to those that do.
  if (config_.workers > 0 && config_.retention.interval_seconds > 0) {
    threads_.push_back(counted(&JobRunner::prune));
  }
}

bool JobRunner::stopBy(std::chrono::steady_clock::time_point deadline,
                       const std::function<bool()>& interrupted) {
  stopping_ = true;
  signal_.stop();
  {
    std::unique_lock<std::mutex> lock(exited_mutex_);
    while (exited_ < threads_.size()) {
      if (std::chrono::steady_clock::now() >= deadline || (interrupted && interrupted())) break;
      exited_changed_.wait_for(lock, std::chrono::milliseconds(50));
    }
    if (exited_ < threads_.size()) {
      lock.unlock();
      Result<int> released = queue_.releaseLeases(owner_);
      logLine(Level::Warning, "jobs still running at shutdown: released to run again",
              {{"released", released.isOk() ? released.value() : 0}});
      for (std::thread& t : threads_) t.detach();  // the process exits under them
      threads_.clear();
      return false;
    }
  }
  stop();  // all returned: joins at once
  return true;
}

void JobRunner::stop() {
  stopping_ = true;
  signal_.stop();
  for (std::thread& t : threads_) {
    if (t.joinable()) t.join();
  }
  threads_.clear();
}

void JobRunner::work() {
  while (!stopping_) {
    bool ran = false;
    try {
      ran = runOne();
    } catch (const std::exception& e) {  // a database failure: log, back off, go on
      logLine(Level::Error, "job worker error", {{"error", e.what()}});
    }
    if (!ran && !stopping_) signal_.wait(std::chrono::milliseconds(config_.poll_ms));
  }
}

void JobRunner::heartbeat() {
  auto interval = std::chrono::milliseconds(config_.lease_seconds * 1000 / 3);
  while (!stopping_) {
    signal_.waitForStop(interval);
    if (stopping_) break;
    Status s = queue_.extendLeases(owner_, std::chrono::seconds(config_.lease_seconds));
    if (!s.isOk()) logLine(Level::Warning, "job lease renewal failed", {{"error", s.message()}});
  }
}

void JobRunner::prune() {
  // Asks more often than a run is due, so that among several processes none runs much late.
  auto look = std::chrono::seconds(std::min(config_.retention.interval_seconds, 60));
  // Between two batches: other writers get SQLite's write lock meanwhile.
  auto pause = [this] {
    signal_.waitForStop(std::chrono::milliseconds(20));
    return !stopping_.load();
  };
  while (!stopping_) {
    try {
      Result<bool> ran = pruner_.runIfDue(pause);
      if (!ran.isOk()) {
        logLine(Level::Warning, "pruning failed; the next turn tries again",
                {{"error", ran.status().message()}});
      }
    } catch (const std::exception& e) {
      logLine(Level::Error, "pruning error", {{"error", e.what()}});
    }
    signal_.waitForStop(look);
  }
}

std::vector<std::string> JobRunner::organizationsAtCap() {
  std::vector<std::string> full;
  std::lock_guard<std::mutex> lock(held_mutex_);
  for (const auto& [organization, workers] : held_) {
    if (workers >= per_organization_) full.push_back(organization);
  }
  return full;
}

void JobRunner::release(const std::string& organization_id) {
  std::lock_guard<std::mutex> lock(held_mutex_);
  auto it = held_.find(organization_id);
  if (it != held_.end() && --it->second <= 0) held_.erase(it);
}

std::optional<ClaimedJob> JobRunner::claimFairly(const Catalog& catalog,
                                                 const JobHandlerEntry** claimed_entry) {
  std::vector<const JobHandlerEntry*> entries;
  std::vector<std::string> kinds;
  for (const auto& [kind, entry] : catalog.job_handlers) {
    entries.push_back(entry.get());
    kinds.push_back(kind);
  }
  if (entries.empty()) return std::nullopt;
  std::unique_lock<std::mutex> claiming(claim_mutex_, std::defer_lock);
  if (per_organization_ < config_.workers) claiming.lock();
  std::vector<std::string> skip = organizationsAtCap();
  auto entryOf = [&catalog](const std::string& kind) -> const JobHandlerEntry* {
    auto it = catalog.job_handlers.find(kind);
    return it == catalog.job_handlers.end() ? nullptr : it->second.get();
  };
  // A job whose worker died on its last attempt ends failed at claim time: its failed event is
  // emitted then, as when a handler fails it.
  auto give_up = [this, &entryOf](soci::session& sql, const ClaimedJob& job,
                                  const std::string& error) {
    logLine(Level::Warning, "job failed",
            {{"job_id", job.id}, {"kind", job.kind}, {"attempt", job.attempt}, {"error", error}});
    const JobHandlerEntry* entry = entryOf(job.kind);
    JobQueue::OnEnd event = entry ? endEvent(job, entry->failed_event, "", error) : nullptr;
    return event ? event(sql) : Status::ok();
  };
  auto take = [&](const std::vector<std::string>& of) -> std::optional<ClaimedJob> {
    Result<std::optional<ClaimedJob>> claimed =
        queue_.claim(of, owner_, std::chrono::seconds(config_.lease_seconds), skip, give_up);
    if (!claimed.isOk() || !claimed.value().has_value()) return std::nullopt;
    const JobHandlerEntry* entry = entryOf(claimed.value()->kind);
    if (entry == nullptr) return std::nullopt;  // cannot be: the claim was of these kinds
    {
      std::lock_guard<std::mutex> lock(held_mutex_);
      ++held_[claimed.value()->organization_id];
    }
    *claimed_entry = entry;
    return std::move(claimed).value();
  };

  // Every other claim takes the oldest job due, whatever its kind, so a job waits for at most
  // about one job's end once a worker is free (another organization's slice of long work, say);
  // the others start at the next kind in turn, so a backlog of one kind never starves the rest.
  unsigned turn = next_kind_.fetch_add(1);
  if (turn % 2 == 0) {
    if (std::optional<ClaimedJob> oldest = take(kinds)) return oldest;
  }
  unsigned first = turn / 2;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (std::optional<ClaimedJob> job = take({entries[(first + i) % entries.size()]->kind})) {
      return job;
    }
  }
  return std::nullopt;
}

JobQueue::OnEnd JobRunner::endEvent(const ClaimedJob& job, const std::string& type,
                                    const std::string& result, const std::string& error) {
  if (type.empty()) return {};
  return [this, &job, type, result, error](soci::session& sql) {
    rapidjson::Document data(rapidjson::kObjectType);
    auto& a = data.GetAllocator();
    data.AddMember("job_id", rapidjson::Value(job.id.c_str(), a), a);
    data.AddMember("kind", rapidjson::Value(job.kind.c_str(), a), a);
    if (error.empty()) {
      rapidjson::Document parsed(&a);
      parsed.Parse(result.c_str(), result.size());
      rapidjson::Value value;
      if (parsed.HasParseError()) {
        value.SetString(result.c_str(), static_cast<rapidjson::SizeType>(result.size()), a);
      } else {
        value = static_cast<rapidjson::Value&>(parsed);  // moves
      }
      data.AddMember("result", value, a);
    } else {
      data.AddMember("error", rapidjson::Value(error.c_str(), a), a);
    }
    // The job id keys it: a job's end is recorded once, so its event is emitted once.
    return host_.events().emit(
        sql, {type, job.organization_id, job.website_id, jsonText(data), type + ":" + job.id});
  };
}

bool JobRunner::runOne() {
  // Pinned while the handler runs: its plugin stays loaded even if a reload swaps it out.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  if (catalog->job_handlers.empty()) return false;
  const JobHandlerEntry* entry = nullptr;
  std::optional<ClaimedJob> claimed = claimFairly(*catalog, &entry);
  if (!claimed) return false;
  const ClaimedJob& job = *claimed;
  // Its worker is free again however this ends.
  struct Held {
    JobRunner* runner;
    const std::string& organization_id;
    ~Held() { runner->release(organization_id); }
  } held{this, job.organization_id};

  seo::sdk::JobContext ctx;
  ctx.job_id = job.id;
  ctx.kind = job.kind;
  ctx.organization_id = job.organization_id;
  ctx.website_id = job.website_id;
  ctx.payload = job.payload;
  ctx.attempt = job.attempt;
  ctx.max_attempts = job.max_attempts;
  ctx.host = &host_;
  auto started = std::chrono::steady_clock::now();
  Result<std::string> result = entry->handler(ctx);
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
          .count();
  serverMetrics().jobAttempt(job.kind, result.isOk() ? "completed" : "failed", ms / 1000);
  if (result.isOk()) {
    // A job that handed the rest of its work to a successor ended a slice, not the work.
    std::string event =
        seo::sdk::isContinuedResult(result.value()) ? std::string() : entry->completed_event;
    auto kept = queue_.complete(job, owner_, result.value(),
                                endEvent(job, event, result.value(), ""));
    logLine(Level::Info, "job completed",
            {{"job_id", job.id},
             {"kind", job.kind},
             {"attempt", job.attempt},
             {"duration_ms", ms},
             {"recorded", kept.isOk() && kept.value() ? "yes" : "no"}});
  } else {
    RetryPolicy policy;
    policy.base = std::chrono::milliseconds(config_.retry_base_ms);
    auto kept = queue_.fail(job, owner_, result.status(), policy,
                            endEvent(job, entry->failed_event, "", result.status().message()));
    logLine(Level::Warning, "job attempt failed",
            {{"job_id", job.id},
             {"kind", job.kind},
             {"attempt", job.attempt},
             {"duration_ms", ms},
             {"error", result.status().message()},
             {"recorded", kept.isOk() && kept.value() ? "yes" : "no"}});
  }
  return true;
}

}  // namespace seo::core
