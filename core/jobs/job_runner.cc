#include "core/jobs/job_runner.h"

#include <rapidjson/document.h>
#include <unistd.h>

#include "core/common/ids.h"
#include "core/common/json_text.h"
#include "core/common/log.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

JobRunner::JobRunner(JobQueue& queue, PluginManager& plugins, seo::sdk::Host& host,
                     JobSignal& signal, JobsConfig config)
    : queue_(queue), plugins_(plugins), host_(host), signal_(signal), config_(config) {
  char name[256] = {0};
  gethostname(name, sizeof name - 1);
  owner_ = std::string(name) + ":" + std::to_string(::getpid()) + ":" + randomHex(4);
}

JobRunner::~JobRunner() { stop(); }

void JobRunner::start() {
  for (int i = 0; i < config_.workers; ++i) threads_.emplace_back(&JobRunner::work, this);
  if (config_.workers > 0) threads_.emplace_back(&JobRunner::heartbeat, this);
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
    return host_.emitEvent(
        sql, {type, job.organization_id, job.website_id, jsonText(data), type + ":" + job.id});
  };
}

bool JobRunner::runOne() {
  // Pinned while the handler runs: its plugin stays loaded even if a reload swaps it out.
  std::shared_ptr<const Catalog> catalog = plugins_.current();
  if (catalog->job_handlers.empty()) return false;
  std::vector<const JobHandlerEntry*> entries;
  for (const auto& [kind, entry] : catalog->job_handlers) entries.push_back(entry.get());

  // Start at a different kind each time so one busy kind cannot starve the others.
  unsigned first = next_kind_.fetch_add(1);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const JobHandlerEntry* entry = entries[(first + i) % entries.size()];
    Result<std::optional<ClaimedJob>> claimed =
        queue_.claim(entry->kind, owner_, std::chrono::seconds(config_.lease_seconds));
    if (!claimed.isOk() || !claimed.value().has_value()) continue;
    const ClaimedJob& job = *claimed.value();

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
    if (result.isOk()) {
      auto kept = queue_.complete(job, owner_, result.value(),
                                  endEvent(job, entry->completed_event, result.value(), ""));
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
  return false;
}

}  // namespace seo::core
