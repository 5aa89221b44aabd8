#include "plugins/content/automation_routes.h"

#include <set>

#include "plugins/content/api_examples.h"
#include "plugins/content/article.h"
#include "plugins/content/article_store.h"
#include "plugins/content/automation_settings_json.h"
#include "plugins/content/automation_settings_store.h"
#include "plugins/content/credits.h"
#include "plugins/content/generation_routes.h"
#include "plugins/content/keyword_link.h"
#include "plugins/content/slug_folding.h"
#include "plugins/content/zone_time.h"
#include "seo/sdk/util/api_doc.h"
#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/recurring_job.h"

namespace seo::plugins::content {

namespace dates = seo::sdk::dates;
using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

constexpr const char* kPlanningCandidatesService = "keywords.planning_candidates";
constexpr std::int64_t kSlotSearchDays = 120;
constexpr std::int64_t kMaxGeneratedPerRun = 10;

Response automationAnswer(const AutomationRow& row) {
  rapidjson::Document data;
  rapidjson::Value v = automationJson(row, data.GetAllocator());
  return Response::data(std::move(seo::sdk::json::setRoot(data, v)));
}

Status enqueuePlanner(seo::sdk::Host& host, soci::session& sql, const std::string& website_id,
                      const std::string& organization_id, int delay_seconds,
                      std::optional<std::string>* job_id) {
  seo::sdk::JobRequest job;
  job.kind = kPlanJob;
  job.organization_id = organization_id;
  job.website_id = website_id;
  job.payload = "{}";
  job.max_attempts = 3;
  job.delay_seconds = delay_seconds;
  SEO_ASSIGN_OR_RETURN(std::string id, host.jobs().enqueue(sql, job));
  *job_id = id;
  return Status::ok();
}

// The next `n` free publishing slots after `now_ms`: publish_days at publish_time in the zone,
// skipping days that already have an article.
std::vector<std::int64_t> freeSlots(soci::session& sql, const std::string& website_id,
                                    const AutomationSettings& s, std::int64_t now_ms,
                                    std::int64_t n) {
  std::vector<std::int64_t> slots;
  std::optional<std::int64_t> today = localDayOf(s.time_zone, now_ms);
  if (!today) return slots;
  std::set<int> days(s.publish_days.begin(), s.publish_days.end());
  for (std::int64_t day = *today;
       day < *today + kSlotSearchDays && static_cast<std::int64_t>(slots.size()) < n; ++day) {
    if (days.count(dates::weekdayOf(day)) == 0) continue;
    std::optional<std::int64_t> at = utcOfLocal(s.time_zone, day, s.publish_minute);
    std::optional<std::int64_t> begin = utcOfLocal(s.time_zone, day, 0);
    std::optional<std::int64_t> end = utcOfLocal(s.time_zone, day + 1, 0);
    if (!at || !begin || !end || *at <= now_ms) continue;
    if (!calendarEntries(sql, website_id, dates::isoOfMs(*begin), dates::isoOfMs(*end), 1)
             .empty()) {
      continue;
    }
    slots.push_back(*at);
  }
  return slots;
}

struct Candidate {
  LinkedKeyword keyword;
};

Result<std::vector<Candidate>> planningCandidates(seo::sdk::Host& host,
                                                  const std::string& website_id,
                                                  std::int64_t limit) {
  Result<std::string> answer = host.services().call(kPlanningCandidatesService, website_id,
                                                    "{\"limit\": " + std::to_string(limit) + "}");
  if (!answer.isOk()) return answer.status();
  rapidjson::Document doc;
  SEO_RETURN_IF_ERROR(seo::sdk::json::parse(answer.value(), doc, 8, "keywords module answer"));
  std::vector<Candidate> out;
  if (!doc.IsObject() || !doc.HasMember("data") || !doc["data"].IsArray()) return out;
  for (const auto& k : doc["data"].GetArray()) {
    if (!k.IsObject() || !k.HasMember("id") || !k["id"].IsString() || !k.HasMember("term") ||
        !k["term"].IsString()) {
      continue;
    }
    LinkedKeyword keyword{k["id"].GetString(), k["term"].GetString(), std::nullopt, std::nullopt};
    if (k.HasMember("volume") && k["volume"].IsInt64()) keyword.volume = k["volume"].GetInt64();
    if (k.HasMember("difficulty") && k["difficulty"].IsInt64()) {
      keyword.difficulty = k["difficulty"].GetInt64();
    }
    out.push_back({std::move(keyword)});
  }
  return out;
}

// The ISO 8601 UTC start of the local week (Monday 00:00 in the zone) holding `now_ms`.
std::string weekStart(const AutomationSettings& s, std::int64_t now_ms) {
  std::int64_t today = localDayOf(s.time_zone, now_ms).value_or(dates::dayOfMs(now_ms));
  std::int64_t monday = today - dates::weekdayOf(today);
  return dates::isoOfMs(utcOfLocal(s.time_zone, monday, 0).value_or(monday * dates::kMsPerDay));
}

std::string capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace

Result<Response> onGetAutomation(seo::sdk::RequestContext& ctx) {
  AutomationRow row;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    row = loadAutomation(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  return automationAnswer(row);
}

Result<Response> onUpdateAutomation(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (body.MemberCount() == (body.HasMember("website_id") ? 1u : 0u)) {
    return Status::invalidArgument("Nothing to update: give one of the automation settings");
  }
  // Checked once here against defaults, so a bad field answers 400 before the transaction.
  AutomationSettings probe;
  SEO_RETURN_IF_ERROR(applyAutomationPatch(body, &probe));
  AutomationRow row;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    row = loadAutomation(sql, ctx.caller.website_id);
    SEO_RETURN_IF_ERROR(applyAutomationPatch(body, &row.settings));
    row.planner_job_id.reset();  // a running chain ends unless a new run starts below
    if (row.settings.anyOn()) {
      SEO_RETURN_IF_ERROR(enqueuePlanner(*ctx.host, sql, ctx.caller.website_id,
                                         ctx.caller.payingOrganizationId(), 0,
                                         &row.planner_job_id));
    }
    saveAutomation(sql, ctx.caller.website_id, ctx.caller.payingOrganizationId(), row,
                   ctx.host->now());
    row.stored = true;
    return Status::ok();
  }));
  return automationAnswer(row);
}

namespace {

// Records a planner run's outcome `text` and queues the next run (none once every automation
// setting is off), in the caller's transaction; nothing when another run has the turn.
Status recordRunAndGoOn(seo::sdk::Host& host, soci::session& sql, const seo::sdk::JobContext& job,
                        const seo::sdk::RecurringRun& turn, const std::string& now,
                        const std::string& text) {
  if (!turn.holds(sql)) return Status::ok();
  AutomationRow current = loadAutomation(sql, job.website_id);
  std::optional<std::string> next;
  if (current.settings.anyOn()) {
    SEO_RETURN_IF_ERROR(enqueuePlanner(host, sql, job.website_id, job.organization_id,
                                       kPlannerIntervalSeconds, &next));
  }
  recordPlannerRun(sql, job.website_id, now, text, next);
  return Status::ok();
}

// One planner run, for a job whose turn it is: plans, queues generations, and records what it
// did with the next run in one transaction.
Result<std::string> planRun(seo::sdk::JobContext& job, const seo::sdk::RecurringRun& turn,
                            const AutomationRow& row) {
  seo::sdk::Host& host = *job.host;
  const AutomationSettings& s = row.settings;
  const std::string now = host.now();
  const std::int64_t now_ms = dates::msOfIso(now).value_or(0);
  rapidjson::Document run(rapidjson::kObjectType);
  auto& a = run.GetAllocator();
  rapidjson::Value planned(rapidjson::kArrayType), generating(rapidjson::kArrayType),
      notes(rapidjson::kArrayType);

  if (s.auto_plan) {
    std::int64_t made = 0;
    SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
      made = countCreatedSince(sql, job.website_id, "automation", weekStart(s, now_ms));
      return Status::ok();
    }));
    std::int64_t want = s.articles_per_week - made;
    if (want > 0) {
      Result<std::vector<Candidate>> candidates = planningCandidates(host, job.website_id, want);
      if (!candidates.isOk()) {
        notes.PushBack(seo::sdk::json::string("planning: " + candidates.status().message(), a), a);
      } else if (candidates.value().empty()) {
        notes.PushBack("planning: the website has no unplanned keyword left", a);
      } else {
        SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
          std::vector<std::int64_t> slots;
          if (s.auto_publish) {
            slots = freeSlots(sql, job.website_id, s, now_ms,
                              static_cast<std::int64_t>(candidates.value().size()));
          }
          std::size_t i = 0;
          for (const Candidate& c : candidates.value()) {
            ArticleRecord article;
            article.id = host.newId();
            article.website_id = job.website_id;
            article.organization_id = job.organization_id;
            article.title = capitalized(c.keyword.term);
            article.slug = slugOf(article.title);
            article.article_type = s.default_article_type;
            article.keyword = c.keyword;
            article.origin = "automation";
            if (i < slots.size()) article.scheduled_publish_at = dates::isoOfMs(slots[i]);
            ++i;
            article.created_at = article.updated_at = now;
            insertArticle(sql, article);
            SEO_RETURN_IF_ERROR(linkKeyword(host, sql, article));
            planned.PushBack(seo::sdk::json::string(article.id, a), a);
          }
          return Status::ok();
        }));
      }
    }
  }

  if (s.auto_generate) {
    Status credits = host.credits().check(job.organization_id, kAiCredits);
    if (!credits.isOk()) {
      notes.PushBack(seo::sdk::json::string("generation: " + credits.message(), a), a);
    } else {
      std::string due = dates::isoOfMs(now_ms + 2 * dates::kMsPerDay);
      std::string stopped;  // why generations due were not queued (credits ran out)
      SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
        for (ArticleRecord& summary :
             articlesToGenerate(host, sql, job.website_id, due, kMaxGeneratedPerRun)) {
          ArticleRecord article;
          if (!findArticle(host, sql, job.website_id, summary.id, &article).isOk()) continue;
          // Each generation reserves its estimate: those that fit are queued, the rest wait
          // for the next run.
          Status queued = queueGeneration(host, sql, article, kDefaultWords);
          if (queued.code() == seo::sdk::Code::PaymentRequired) {
            stopped = queued.message();
            break;
          }
          SEO_RETURN_IF_ERROR(queued);
          article.updated_at = now;
          updateArticle(sql, article);
          SEO_RETURN_IF_ERROR(linkKeyword(host, sql, article));
          generating.PushBack(seo::sdk::json::string(article.id, a), a);
        }
        return Status::ok();
      }));
      if (!stopped.empty()) {
        notes.PushBack(seo::sdk::json::string("generation: " + stopped, a), a);
      }
    }
  }

  run.AddMember("planned", planned, a);
  run.AddMember("generating", generating, a);
  run.AddMember("notes", notes, a);
  std::string text = seo::sdk::json::text(run);
  SEO_RETURN_IF_ERROR(host.withTransaction(
      [&](soci::session& sql) { return recordRunAndGoOn(host, sql, job, turn, now, text); }));
  return text;
}

}  // namespace

Result<std::string> onPlanJob(seo::sdk::JobContext& job) {
  seo::sdk::Host& host = *job.host;
  seo::sdk::RecurringRun turn(
      job, [&](soci::session& sql) { return plannerTurn(sql, host.dialect(), job.website_id); });
  AutomationRow row;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    row = loadAutomation(sql, job.website_id);
    return Status::ok();
  }));
  if (row.planner_job_id != std::optional<std::string>(job.job_id)) {
    return turn.staleResult("another planner run took over");
  }
  Result<std::string> done = planRun(job, turn, row);
  if (!done.isOk()) {
    // Recorded as the run's outcome, and the next run queued: one failed run ends no schedule.
    return turn.afterFailure(done.status(), [&](soci::session& sql) {
      rapidjson::Document failed(rapidjson::kObjectType);
      failed.AddMember("error",
                       seo::sdk::json::string(done.status().message(), failed.GetAllocator()),
                       failed.GetAllocator());
      return recordRunAndGoOn(host, sql, job, turn, host.now(), seo::sdk::json::text(failed));
    });
  }
  return done;
}

void registerAutomation(seo::sdk::Registrar& r) {
  namespace doc = seo::sdk::doc;
  r.route("GET", "/content/automation", &onGetAutomation)
      .summary("The website's content automation")
      .answers(200, doc::dataOf(doc::ref("ContentAutomation")), "The settings and the last run")
      .answerExample(200, examples::kGetContentAutomation200);
  r.route("PATCH", "/content/automation", &onUpdateAutomation)
      .summary("Change the website's content automation",
               "A flag on starts the planner now; it runs hourly while one is on.")
      .body(R"({"type": "object", "minProperties": 1, "properties": {
                "website_id": {"type": "string", "format": "uuid"},
                "auto_plan": {"type": "boolean"},
                "auto_generate": {"type": "boolean"},
                "auto_publish": {"type": "boolean"},
                "articles_per_week": )" +
                doc::integer(1, kMaxArticlesPerWeek) + R"(,
                "publish_days": {"type": "array", "minItems": 1, "maxItems": 7, "items": )" +
                kWeekdays.schema() + R"(},
                "publish_time": {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"},
                "time_zone": {"type": "string"},
                "default_article_type": )" +
                kArticleTypes.schema() + R"(,
                "cms_type": {"type": ["string", "null"]}}})",
            "The settings to change")
      .answers(200, doc::dataOf(doc::ref("ContentAutomation")), "The settings")
      .bodyExample(examples::kPatchContentAutomationBody)
      .answerExample(200, examples::kPatchContentAutomation200);
  r.job(kPlanJob, &onPlanJob);
}

}  // namespace seo::plugins::content
