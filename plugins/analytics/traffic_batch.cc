#include "plugins/analytics/traffic_batch.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

#include "plugins/analytics/days.h"

namespace seo::plugins::analytics {

using seo::sdk::Status;

namespace {

struct Visit {
  std::string id;
  std::string day;  // of its first event: the day its figures count in
  std::int64_t last_ms = 0;
  std::int64_t pageviews = 0;
  std::string country;
  bool changed = false;  // its row needs last_ms and pageviews written
};

struct DayFigures {
  std::int64_t visitors = 0, visits = 0, pageviews = 0, bounces = 0, duration_ms = 0;
};

struct CountryFigures {
  std::int64_t views = 0, visits = 0;
};

const char* forUpdate(seo::sdk::Dialect dialect) {
  return dialect == seo::sdk::Dialect::Postgresql ? " FOR UPDATE" : "";
}

// The visitor's latest visit, if it has one (its visitor hash only exists for one day).
bool loadLatestVisit(soci::session& sql, seo::sdk::Dialect dialect, const Pageview& view,
                     Visit* out) {
  long long last_ms = 0, pageviews = 0;
  sql << std::string("SELECT id, day, last_ms, pageviews, country FROM analytics_visits WHERE "
                     "website_id = :w AND visitor = :v ORDER BY last_ms DESC LIMIT 1") +
             forUpdate(dialect),
      soci::use(view.website_id), soci::use(view.visitor), soci::into(out->id),
      soci::into(out->day), soci::into(last_ms), soci::into(pageviews), soci::into(out->country);
  if (!sql.got_data()) return false;
  out->last_ms = last_ms;
  out->pageviews = pageviews;
  return true;
}

}  // namespace

Status writeTraffic(soci::session& sql, seo::sdk::Host& host,
                    const std::vector<Pageview>& pageviews, const std::vector<BotHit>& bot_hits) {
  const seo::sdk::Dialect dialect = host.dialect();
  // Keyed by website and visitor; a visitor absent from the map was not looked up yet, one
  // mapped to an empty id has no visit.
  std::unordered_map<std::string, Visit> visits;
  std::map<std::pair<std::string, std::string>, DayFigures> days;
  std::map<std::tuple<std::string, std::string, std::string>, CountryFigures> countries;
  std::vector<std::string> e_id, e_website, e_at, e_day, e_visit, e_path, e_country;
  std::vector<std::string> e_referrer;
  std::vector<soci::indicator> e_referrer_ind;
  std::vector<Visit> ended;

  for (const Pageview& view : pageviews) {
    std::string key = view.website_id + '\n' + view.visitor;
    auto it = visits.find(key);
    if (it == visits.end()) {
      Visit loaded;
      if (!loadLatestVisit(sql, dialect, view, &loaded)) loaded = Visit{};
      it = visits.emplace(key, std::move(loaded)).first;
    }
    Visit& visit = it->second;
    const bool known_visitor = !visit.id.empty();
    if (known_visitor && view.ms - visit.last_ms <= kVisitGapMs) {
      DayFigures& f = days[{view.website_id, visit.day}];
      f.pageviews += 1;
      f.duration_ms += std::max<std::int64_t>(0, view.ms - visit.last_ms);
      if (visit.pageviews == 1) f.bounces -= 1;  // no longer a one-page visit
      visit.pageviews += 1;
      visit.last_ms = std::max(visit.last_ms, view.ms);
      visit.changed = true;
      countries[{view.website_id, visit.day, view.country}].views += 1;
    } else {
      if (visit.changed) ended.push_back(visit);  // the earlier visit still needs its update
      std::string day = formatDay(dayOfMs(view.ms));
      DayFigures& f = days[{view.website_id, day}];
      if (!known_visitor) f.visitors += 1;
      f.visits += 1;
      f.pageviews += 1;
      f.bounces += 1;
      CountryFigures& c = countries[{view.website_id, day, view.country}];
      c.visits += 1;
      c.views += 1;
      long long started = view.ms;
      long long one = 1;
      std::string id = host.newId();
      sql << "INSERT INTO analytics_visits (id, website_id, visitor, day, started_ms, last_ms, "
             "pageviews, country) VALUES (:id, :w, :v, :d, :s, :l, :p, :c)",
          soci::use(id), soci::use(view.website_id), soci::use(view.visitor), soci::use(day),
          soci::use(started), soci::use(started), soci::use(one), soci::use(view.country);
      visit = Visit{id, day, view.ms, 1, view.country, false};
    }
    e_id.push_back(host.newId());
    e_website.push_back(view.website_id);
    e_at.push_back(isoOfMs(view.ms));
    e_day.push_back(formatDay(dayOfMs(view.ms)));
    e_visit.push_back(visit.id);
    e_path.push_back(view.path);
    e_referrer.push_back(view.referrer_host);
    e_referrer_ind.push_back(view.referrer_host.empty() ? soci::i_null : soci::i_ok);
    e_country.push_back(view.country);
  }

  for (const auto& [key, visit] : visits) {
    if (visit.changed) ended.push_back(visit);
  }
  for (const Visit& visit : ended) {
    long long last_ms = visit.last_ms, pv = visit.pageviews;
    sql << "UPDATE analytics_visits SET last_ms = :l, pageviews = :p WHERE id = :id",
        soci::use(last_ms), soci::use(pv), soci::use(visit.id);
  }
  if (!e_id.empty()) {
    sql << "INSERT INTO analytics_events (id, website_id, occurred_at, day, visit_id, path, "
           "referrer_host, country) VALUES (:id, :w, :t, :d, :v, :p, :r, :c)",
        soci::use(e_id), soci::use(e_website), soci::use(e_at), soci::use(e_day),
        soci::use(e_visit), soci::use(e_path), soci::use(e_referrer, e_referrer_ind),
        soci::use(e_country);
  }
  for (const auto& [key, f] : days) {
    long long visitors = f.visitors, n_visits = f.visits, views = f.pageviews,
              bounces = f.bounces, duration = f.duration_ms;
    sql << "INSERT INTO analytics_daily (website_id, day, visitors, visits, pageviews, bounces, "
           "duration_ms) VALUES (:w, :d, :a, :b, :c, :e, :f) ON CONFLICT (website_id, day) DO "
           "UPDATE SET visitors = analytics_daily.visitors + excluded.visitors, visits = "
           "analytics_daily.visits + excluded.visits, pageviews = analytics_daily.pageviews + "
           "excluded.pageviews, bounces = analytics_daily.bounces + excluded.bounces, "
           "duration_ms = analytics_daily.duration_ms + excluded.duration_ms",
        soci::use(key.first), soci::use(key.second), soci::use(visitors), soci::use(n_visits),
        soci::use(views), soci::use(bounces), soci::use(duration);
  }
  for (const auto& [key, c] : countries) {
    long long views = c.views, n_visits = c.visits;
    sql << "INSERT INTO analytics_daily_countries (website_id, day, country, views, visits) "
           "VALUES (:w, :d, :c, :v, :n) ON CONFLICT (website_id, day, country) DO UPDATE SET "
           "views = analytics_daily_countries.views + excluded.views, visits = "
           "analytics_daily_countries.visits + excluded.visits",
        soci::use(std::get<0>(key)), soci::use(std::get<1>(key)), soci::use(std::get<2>(key)),
        soci::use(views), soci::use(n_visits);
  }
  if (!bot_hits.empty()) {
    seo::sdk::Result<std::int64_t> recorded = recordBotHits(sql, host, bot_hits);
    if (!recorded.isOk()) return recorded.status();
  }
  return Status::ok();
}

}  // namespace seo::plugins::analytics
