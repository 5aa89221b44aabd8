#include "plugins/ai_visibility/run_job.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "plugins/ai_visibility/campaign_store.h"
#include "plugins/ai_visibility/daily_figures.h"
#include "plugins/ai_visibility/mention_detection.h"
#include "plugins/ai_visibility/run_store.h"
#include "plugins/ai_visibility/visibility_judge.h"
#include "seo/sdk/host.h"
#include "seo/sdk/util/job_continuation.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/json_text.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::plugins::ai_visibility {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// A job asks at most this many checks of a run, then hands the rest to a new job (continueRun):
// a run of hundreds of slow answers never holds a worker for minutes, and other organizations'
// jobs queued meanwhile go between its slices (issue 32).
constexpr std::size_t kChecksPerSlice = 5;

using CheckKey = std::tuple<std::string, std::string, std::string, std::int64_t>;

CheckKey keyOf(const Answer& a) { return {a.endpoint, a.model, a.language, a.sample}; }

seo::sdk::ChatRequest checkRequest(const Run& run, const std::string& language) {
  seo::sdk::ChatRequest request;
  request.json_answer = false;
  // Samples of one prompt are meant to differ as a user's would: the API's usual temperature.
  request.temperature = 1.0;
  request.messages.push_back(
      {"system",
       "Answer the user's question as you would for anyone asking. Answer in the "
       "language whose code is " +
           language + "."});
  request.messages.push_back({"user", run.prompt});
  return request;
}

// Detections, citations and the judge's verdict for one answered check.
void examine(seo::sdk::Host& host, const Run& run, const std::optional<ModelChoice>& judge,
             const std::vector<std::string>& extra_citations, Answer& a) {
  Citations citations = citationsOf(*a.content, extra_citations);
  std::vector<TrackedBrand> brands;
  for (const TrackedEntry& t : run.tracked) brands.push_back({t.name, t.domain});
  std::vector<BrandDetection> found = detectMentions(*a.content, brands, citations);
  for (std::size_t i = 0; i < run.tracked.size(); ++i) {
    Detection d;
    d.name = run.tracked[i].name;
    d.role = run.tracked[i].role;
    d.mentioned = found[i].mentioned;
    d.mentions = found[i].mentions;
    d.position = found[i].position;
    d.cited = found[i].cited;
    a.detections.push_back(std::move(d));
  }
  a.citations = std::move(citations.urls);
  a.cited_domains = std::move(citations.domains);
  if (!judge) return;
  std::vector<std::string> names;
  for (const TrackedEntry& t : run.tracked) names.push_back(t.name);
  Result<Verdict> verdict = askJudge(host, run.organization_id, run.id, *judge, names, *a.content);
  if (!verdict.isOk()) {
    // The judge's failure costs the answer nothing but its sentiment, which stays unknown.
    host.log(seo::sdk::LogLevel::Warning, "ai_visibility: the judge failed for run " + run.id +
                                              ": " + verdict.status().message());
    return;
  }
  a.tokens += verdict.value().tokens;
  for (Detection& d : a.detections) {
    auto it = verdict.value().sentiments.find(d.name);
    if (d.mentioned && it != verdict.value().sentiments.end()) d.sentiment = it->second;
  }
  a.other_brands = verdict.value().other_brands;
}

// The answer's contribution to the daily figures.
void addFigures(soci::session& sql, const Run& run, const Answer& a) {
  for (const Detection& d : a.detections) {
    DailyRow row{run.campaign_id, run.day, d.name, d.role, a.endpoint, a.model, {}};
    Tally& t = row.tally;
    t.answers = 1;
    t.with_citations = a.citations.empty() ? 0 : 1;
    t.mentioned = d.mentioned ? 1 : 0;
    t.mention_count = d.mentions;
    t.position_sum = d.position;
    t.position_squares = d.position * d.position;
    t.cited = d.cited ? 1 : 0;
    t.positive = d.mentioned && d.sentiment == "positive" ? 1 : 0;
    t.neutral = d.mentioned && d.sentiment == "neutral" ? 1 : 0;
    t.negative = d.mentioned && d.sentiment == "negative" ? 1 : 0;
    addToDaily(sql, row);
  }
  if (a.other_brands) {
    for (std::size_t i = 0; i < a.other_brands->size(); ++i) {
      addNamed(sql, run.campaign_id, run.day, "brand", (*a.other_brands)[i],
               static_cast<std::int64_t>(i + 1));
    }
  }
  for (const std::string& domain : a.cited_domains) {
    addNamed(sql, run.campaign_id, run.day, "domain", domain, 0);
  }
}

// Stability per tracked brand and model: within each group of samples (model x language),
// how many of the answered ones named the brand.
void addStability(soci::session& sql, const Run& run, const std::vector<Answer>& answers) {
  struct Group {
    std::int64_t n = 0;
    std::map<std::string, std::int64_t> present;  // by brand
  };
  std::map<std::tuple<std::string, std::string, std::string>, Group> groups;
  for (const Answer& a : answers) {
    if (a.status != "answered") continue;
    Group& g = groups[{a.endpoint, a.model, a.language}];
    ++g.n;
    for (const Detection& d : a.detections) g.present[d.name] += d.mentioned ? 1 : 0;
  }
  std::map<std::tuple<std::string, std::string, std::string>, Tally>
      sums;  // brand, endpoint, model
  for (const auto& [key, g] : groups) {
    if (g.n < 2) continue;
    for (const TrackedEntry& t : run.tracked) {
      auto it = g.present.find(t.name);
      const std::int64_t k = it == g.present.end() ? 0 : it->second;
      Tally& s = sums[{t.name, std::get<0>(key), std::get<1>(key)}];
      s.flip_pairs += k * (g.n - k);
      s.pairs += g.n * (g.n - 1) / 2;
      s.sample_groups += 1;
    }
  }
  for (const auto& [key, tally] : sums) {
    std::string role;
    for (const TrackedEntry& t : run.tracked) {
      if (t.name == std::get<0>(key)) role = t.role;
    }
    addToDaily(sql, {run.campaign_id, run.day, std::get<0>(key), role, std::get<1>(key),
                     std::get<2>(key), tally});
  }
}

std::string resultText(const Run& run) {
  return "{\"run_id\": \"" + run.id + "\", \"status\": \"" + run.status +
         "\", \"checks_answered\": " + std::to_string(run.checks_answered) +
         ", \"checks_failed\": " + std::to_string(run.checks_failed) + "}";
}

// The webhook event's `data` (runCompletedEventSchema).
std::string runEventData(const Run& run) {
  rapidjson::Document d(rapidjson::kObjectType);
  auto& a = d.GetAllocator();
  d.AddMember("run_id", rapidjson::Value(run.id.c_str(), a), a);
  d.AddMember("campaign_id", rapidjson::Value(run.campaign_id.c_str(), a), a);
  d.AddMember("status", rapidjson::Value(run.status.c_str(), a), a);
  d.AddMember("checks_planned", static_cast<std::int64_t>(run.checks_planned), a);
  d.AddMember("checks_answered", static_cast<std::int64_t>(run.checks_answered), a);
  d.AddMember("checks_failed", static_cast<std::int64_t>(run.checks_failed), a);
  d.AddMember("error", run.error ? rapidjson::Value(run.error->c_str(), a) : rapidjson::Value(), a);
  return seo::sdk::json::text(d);
}

// The rest of `run` handed to a new job of the same kind, queued behind whatever else waits:
// the run's job_id names it from now on.
Result<std::string> continueRun(seo::sdk::JobContext& job, const Run& run) {
  std::string next_id;
  SEO_RETURN_IF_ERROR(job.host->withTransaction([&](soci::session& sql) -> Status {
    // Run again after it handed on (its worker died before its end was recorded): the run names
    // the successor already, and no second one is queued.
    Run now;
    SEO_RETURN_IF_ERROR(findRunById(*job.host, sql, run.id, &now));
    if (now.job_id && *now.job_id != job.job_id) {
      next_id = *now.job_id;
      return Status::ok();
    }
    SEO_ASSIGN_OR_RETURN(next_id, seo::sdk::enqueueSuccessor(job, sql, job.payload));
    setRunJob(sql, run.id, next_id);
    return Status::ok();
  }));
  return seo::sdk::continuedResult(next_id,
                                   "{\"run_id\": \"" + run.id + "\", \"status\": \"running\"}");
}

}  // namespace

std::int64_t runEstimate(const Run& run, bool judged) {
  std::vector<std::string> names;
  for (const TrackedEntry& t : run.tracked) names.push_back(t.name);
  std::int64_t per_language = 0;
  for (const std::string& language : run.languages) {
    per_language += seo::sdk::estimatedTokens(checkRequest(run, language)) +
                    (judged ? judgeEstimate(names) : 0);
  }
  return per_language * static_cast<std::int64_t>(run.models.size()) * run.samples;
}

std::string runCompletedEventSchema() {
  return R"j({"type": "object",
  "required": ["run_id", "campaign_id", "status", "checks_planned", "checks_answered"],
  "properties": {
    "run_id": {"type": "string", "format": "uuid"},
    "campaign_id": {"type": "string", "format": "uuid"},
    "status": )j" +
         kRunEndings.schema() + R"j(,
    "checks_planned": {"type": "integer"}, "checks_answered": {"type": "integer"},
    "checks_failed": {"type": "integer"},
    "error": {"type": ["string", "null"], "description": "why checks failed or were not asked"}}})j";
}

Result<std::string> onRunJob(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  rapidjson::Document payload;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(job.payload, payload));
  if (!payload.IsObject() || !payload.HasMember("run_id") || !payload["run_id"].IsString()) {
    return Status::invalidArgument("ai_visibility.run: the payload has no run_id");
  }
  const std::string run_id = payload["run_id"].GetString();
  Run run;
  Status found =
      host.withSession([&](soci::session& sql) { return findRunById(host, sql, run_id, &run); });
  if (found.code() == seo::sdk::Code::NotFound) {
    return std::string("{\"skipped\": \"the run's campaign was deleted\"}");
  }
  SEO_RETURN_IF_ERROR(found);
  if (run.status != "queued" && run.status != "running") return resultText(run);
  // A slice that handed on already (run again after its worker died) has nothing left to do.
  if (run.job_id && *run.job_id != job.job_id) {
    return std::string("{\"skipped\": \"the run is with a later job\"}");
  }
  const std::string started = host.now();
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    markRunRunning(sql, run.id, started);
    return Status::ok();
  }));

  std::set<CheckKey> stored;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    for (const Answer& a : answersOfRuns(sql, {run.id})) stored.insert(keyOf(a));
    return Status::ok();
  }));
  const std::optional<ModelChoice> judge = configuredJudge(host);
  if (judge) run.judge = judge->text();

  // The checks still to ask, in the order they are planned.
  std::vector<Answer> pending;
  for (const ModelChoice& m : run.models) {
    for (const std::string& language : run.languages) {
      for (std::int64_t sample = 1; sample <= run.samples; ++sample) {
        Answer a;
        a.run_id = run.id;
        a.campaign_id = run.campaign_id;
        a.endpoint = m.endpoint;
        a.model = m.model;
        a.language = language;
        a.sample = sample;
        if (stored.count(keyOf(a)) == 0) pending.push_back(std::move(a));
      }
    }
  }
  const std::size_t slice = std::min(pending.size(), kChecksPerSlice);

  Status stopped;  // why the remaining checks were not asked (credits ran out)
  for (std::size_t i = 0; i < slice && stopped.isOk(); ++i) {
    Answer& a = pending[i];
    a.id = host.newId();
    Result<seo::sdk::ModelAnswer> asked = host.models().ask(
        run.organization_id, checkRequest(run, a.language), {a.endpoint, a.model, run.id});
    if (!asked.isOk() && asked.status().code() == seo::sdk::Code::PaymentRequired) {
      stopped = asked.status();
      break;
    }
    a.created_at = host.now();
    if (asked.isOk()) {
      const seo::sdk::ModelAnswer& answer = asked.value();
      a.status = "answered";
      a.collection = answer.collection;
      a.content = answer.answer.content;
      a.answered_model = answer.answer.model;
      a.tokens = answer.answer.usage.total_tokens;
      examine(host, run, judge, answer.citations, a);
    } else {
      a.status = "failed";
      a.collection = "";
      a.error = asked.status().message();
    }
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      if (insertAnswer(sql, a) && a.status == "answered") addFigures(sql, run, a);
      return Status::ok();
    }));
  }
  if (stopped.isOk() && pending.size() > slice) return continueRun(job, run);

  // The run ends once, with counts from what is stored (an earlier attempt's answers count).
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    std::vector<Answer> answers = answersOfRuns(sql, {run.id});
    run.checks_answered = run.checks_failed = run.tokens = 0;
    for (const Answer& a : answers) {
      (a.status == "answered" ? run.checks_answered : run.checks_failed) += 1;
      run.tokens += a.tokens;
    }
    if (!stopped.isOk()) {
      run.error = stopped.message() + ": " +
                  std::to_string(run.checks_planned - run.checks_answered - run.checks_failed) +
                  " checks were not asked";
    } else if (run.checks_failed > 0) {
      run.error = std::to_string(run.checks_failed) + " checks failed; see their answers";
    }
    run.status = run.checks_answered == run.checks_planned ? "completed"
                 : run.checks_answered > 0                 ? "partial"
                                                           : "failed";
    run.finished_at = host.now();
    if (!finishRun(sql, run)) return Status::ok();  // another attempt ended it
    // What the run reserved and did not use goes back.
    SEO_RETURN_IF_ERROR(host.credits().settle(sql, run.organization_id, run.id));
    addStability(sql, run, answers);
    setLastRunAt(sql, run.campaign_id, run.created_at);
    return host.events().emit(sql, {kRunCompletedEvent, run.organization_id, run.website_id,
                                    runEventData(run), "run:" + run.id});
  }));
  return resultText(run);
}

}  // namespace seo::plugins::ai_visibility
