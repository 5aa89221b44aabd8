#include "plugins/analytics/funnel_live.h"

#include <algorithm>
#include <set>
#include <tuple>
#include <utility>

#include "plugins/analytics/days.h"
#include "plugins/analytics/funnel_figures.h"
#include "plugins/analytics/funnel_hours.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/rollup_sums.h"
#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Status;

namespace {

// Keys bound in one IN list: well under SQLite's and PostgreSQL's limits on parameters.
constexpr std::size_t kKeysPerRead = 500;

// The states of `visitors` of `funnel_id`'s `day` (those that have one).
std::unordered_map<std::string, FunnelVisitor> readVisitors(soci::session& sql,
                                                            const std::string& funnel_id,
                                                            const std::string& day,
                                                            const std::set<std::string>& visitors) {
  std::unordered_map<std::string, FunnelVisitor> states;
  const std::vector<std::string> all(visitors.begin(), visitors.end());
  for (std::size_t at = 0; at < all.size(); at += kKeysPerRead) {
    const std::vector<std::string> chunk(all.begin() + at,
                                         all.begin() + std::min(all.size(), at + kKeysPerRead));
    std::vector<std::string> values{funnel_id, day};
    const std::string query =
        "SELECT visitor, entry_hour, last_at, last_id, visit, best, reached, loose FROM "
        "analytics_funnel_visitors WHERE funnel_id = :f AND day = :d" +
        dayList("visitor", chunk, "v", &values);
    std::string visitor;
    FunnelVisitor state;
    long long best = 0, reached = 0, loose = 0;
    soci::statement st(sql);
    for (const std::string& value : values) st.exchange(soci::use(value));
    for (std::string* text :
         {&visitor, &state.entry_hour, &state.last_at, &state.last_id, &state.visit}) {
      st.exchange(soci::into(*text));
    }
    for (long long* number : {&best, &reached, &loose}) st.exchange(soci::into(*number));
    st.alloc();
    st.prepare(query);
    st.define_and_bind();
    st.execute();
    while (st.fetch()) {
      state.best = static_cast<std::size_t>(best);
      state.reached = static_cast<std::size_t>(reached);
      state.loose = static_cast<std::size_t>(loose);
      states[visitor] = state;
    }
  }
  return states;
}

// Visitors' states of funnel days, column by column, for one bulk upsert.
struct VisitorRows {
  std::vector<std::string> funnel, day, visitor, entry_hour, last_at, last_id, visit;
  std::vector<long long> best, reached, loose;

  void add(const std::string& funnel_id, const std::string& of_day,
           const std::unordered_map<std::string, FunnelVisitor>& visitors) {
    for (const auto& [key, state] : visitors) {
      funnel.push_back(funnel_id);
      day.push_back(of_day);
      visitor.push_back(key);
      entry_hour.push_back(state.entry_hour);
      last_at.push_back(state.last_at);
      last_id.push_back(state.last_id);
      visit.push_back(state.visit);
      best.push_back(static_cast<long long>(state.best));
      reached.push_back(static_cast<long long>(state.reached));
      loose.push_back(static_cast<long long>(state.loose));
    }
  }

  void upsert(soci::session& sql) {
    if (funnel.empty()) return;
    sql << "INSERT INTO analytics_funnel_visitors (funnel_id, day, visitor, entry_hour, last_at, "
           "last_id, visit, best, reached, loose) VALUES (:f, :d, :v, :h, :a, :i, :s, :b, :r, :l) "
           "ON CONFLICT (funnel_id, day, visitor) DO UPDATE SET entry_hour = excluded.entry_hour, "
           "last_at = excluded.last_at, last_id = excluded.last_id, visit = excluded.visit, best "
           "= excluded.best, reached = excluded.reached, loose = excluded.loose",
        soci::use(funnel), soci::use(day), soci::use(visitor), soci::use(entry_hour),
        soci::use(last_at), soci::use(last_id), soci::use(visit), soci::use(best),
        soci::use(reached), soci::use(loose);
  }
};

// The live funnel days of `website_id` from `first` to `last` (funnel_id, day), and those
// funnels' steps (of `goals`, the website's) by funnel id: one statement.
struct LiveDays {
  std::set<std::pair<std::string, std::string>> days;
  std::map<std::string, std::vector<const Goal*>> steps;
};
LiveDays liveDays(soci::session& sql, const std::string& website_id, const std::string& first,
                  const std::string& last, const std::vector<Goal>& goals) {
  LiveDays live;
  std::string funnel_id, day, goal_id;
  soci::statement st =
      (sql.prepare << "SELECT d.funnel_id, d.day, s.goal_id FROM analytics_funnel_days d JOIN "
                      "analytics_funnel_steps s ON s.funnel_id = d.funnel_id WHERE d.website_id "
                      "= :w AND d.day >= :f AND d.day <= :t AND d.step = 0 AND d.live = 1 ORDER "
                      "BY d.funnel_id, d.day, s.position",
       soci::use(website_id), soci::use(first), soci::use(last), soci::into(funnel_id),
       soci::into(day), soci::into(goal_id));
  st.execute();
  std::map<std::string, std::string> steps_day;  // the day whose rows give a funnel's steps
  while (st.fetch()) {
    live.days.emplace(funnel_id, day);
    const std::string& of_day = steps_day.try_emplace(funnel_id, day).first->second;
    if (of_day != day) continue;
    auto goal = std::find_if(goals.begin(), goals.end(),
                             [&goal_id](const Goal& g) { return g.id == goal_id; });
    // A step's goal is not deleted while its funnel lives (goals.cc), but one made (with its
    // funnel, rolled live) by another transaction since `goals` were loaded is not among them.
    live.steps[funnel_id].push_back(goal != goals.end() ? &*goal : nullptr);
  }
  return live;
}

}  // namespace

void LiveFunnels::addPageview(const std::string& website_id, std::int64_t ms,
                              const std::string& visit_id, const std::string& visitor,
                              const std::string& id, const std::string& path) {
  events_.push_back({website_id,
                     FunnelEvent{formatDay(dayOfMs(ms)), visit_id, visitor, isoOfMs(ms), id, 0},
                     path, true});
}

void LiveFunnels::addCustomEvent(const std::string& website_id, std::int64_t ms,
                                 const std::string& visit_id, const std::string& visitor,
                                 const std::string& id, const std::string& name) {
  events_.push_back({website_id,
                     FunnelEvent{formatDay(dayOfMs(ms)), visit_id, visitor, isoOfMs(ms), id, 0},
                     name, false});
}

void LiveFunnels::write(GoalConversions& goals) {
  if (events_.empty()) return;
  std::map<std::string, std::pair<std::string, std::string>> span;  // by website: first, last day
  for (const Event& e : events_) {
    auto [it, added] = span.emplace(e.website_id, std::make_pair(e.event.day, e.event.day));
    if (!added) {
      it->second.first = std::min(it->second.first, e.event.day);
      it->second.second = std::max(it->second.second, e.event.day);
    }
  }
  // Each live funnel day's events of its steps, in time order.
  struct Day {
    std::string website_id;
    std::size_t steps = 0;
    std::vector<FunnelEvent> events;
  };
  std::map<std::pair<std::string, std::string>, Day> days;
  for (const auto& [website_id, range] : span) {
    const LiveDays live =
        liveDays(sql_, website_id, range.first, range.second, goals.goalsOf(website_id));
    for (const auto& [funnel_id, steps_of] : live.steps) {
      if (std::find(steps_of.begin(), steps_of.end(), nullptr) != steps_of.end()) {
        // Its steps unknown to this batch: its days are counted from the raw rows until rolled
        // again.
        for (const auto& [live_funnel, day] : live.days) {
          if (live_funnel == funnel_id) unrollFunnelDay(sql_, website_id, funnel_id, day);
        }
        continue;
      }
      for (const Event& e : events_) {
        if (e.website_id != website_id || !live.days.count({funnel_id, e.event.day})) continue;
        unsigned steps = 0;
        for (std::size_t k = 0; k < steps_of.size(); ++k) {
          const Goal& goal = *steps_of[k];
          const bool matches = e.pageview
                                   ? goal.isPage() && pagePathMatches(*goal.what.page_path, e.what)
                                   : !goal.isPage() && *goal.what.event_name == e.what;
          if (matches) steps |= 1u << k;
        }
        if (steps == 0) continue;
        Day& day = days[{funnel_id, e.event.day}];
        day.website_id = website_id;
        day.steps = steps_of.size();
        day.events.push_back(e.event);
        day.events.back().steps = steps;
      }
    }
  }
  if (days.empty()) return;
  VisitorRows states;
  std::vector<std::string> update_funnel, update_day;
  std::vector<long long> update_step, update_count;
  RollupSums hours("analytics_funnel_hours", {"website_id", "funnel_id", "hour"},
                   funnelHourColumns());
  for (auto& [key, day] : days) {
    const auto& [funnel_id, of_day] = key;
    std::sort(day.events.begin(), day.events.end(), [](const FunnelEvent& a, const FunnelEvent& b) {
      return std::tie(a.at, a.id) < std::tie(b.at, b.id);
    });
    std::set<std::string> keys;
    for (const FunnelEvent& e : day.events) keys.insert(e.visitor);
    std::unordered_map<std::string, FunnelVisitor> visitors =
        readVisitors(sql_, funnel_id, of_day, keys);
    // Walked on: the day's new visitors at each step, by day and by entry hour.
    FunnelDayWalk added(day.steps);
    bool in_order = true;
    for (const FunnelEvent& e : day.events) {
      FunnelVisitor& visitor = visitors[e.visitor];
      if (!funnelEventAfter(e, visitor)) {
        in_order = false;
        break;
      }
      const int reached = walkFunnelEvent(e, day.steps, visitor);
      if (reached >= 0) added.count(reached, visitor);
    }
    if (!in_order) {
      unrollFunnelDay(sql_, day.website_id, funnel_id, of_day);
      continue;
    }
    states.add(funnel_id, of_day, visitors);
    for (std::size_t k = 0; k < day.steps; ++k) {
      if (added.figures[k] == 0) continue;
      update_funnel.push_back(funnel_id);
      update_day.push_back(of_day);
      update_step.push_back(static_cast<long long>(k));
      update_count.push_back(added.figures[k]);
    }
    for (const auto& [hour, figures] : added.hours) {
      std::vector<long long>& sums = hours.at({day.website_id, funnel_id, hour});
      for (std::size_t k = 0; k < figures.size(); ++k) sums[k] += figures[k];
    }
  }
  states.upsert(sql_);
  if (!update_funnel.empty()) {
    sql_ << "UPDATE analytics_funnel_days SET visitors = visitors + :n WHERE funnel_id = :f AND "
            "day = :d AND step = :s",
        soci::use(update_count), soci::use(update_funnel), soci::use(update_day),
        soci::use(update_step);
  }
  hours.write(sql_);
}

void writeFunnelStates(soci::session& sql, const Funnel& funnel, const std::string& day,
                       const FunnelDayWalk& walk) {
  dropFunnelStates(sql, funnel.id, day);
  VisitorRows states;
  states.add(funnel.id, day, walk.visitors);
  states.upsert(sql);
}

void dropFunnelStates(soci::session& sql, const std::string& funnel_id, const std::string& day) {
  sql << "DELETE FROM analytics_funnel_visitors WHERE funnel_id = :f AND day = :d",
      soci::use(funnel_id), soci::use(day);
}

Status pruneFunnelStates(seo::sdk::Host& host, const std::string& website_id,
                         const std::string& last_closed) {
  std::vector<std::string> closed;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    for (const SqlRow& row :
         runRows(sql,
                 "SELECT DISTINCT day FROM analytics_funnel_days WHERE website_id = :w AND day <= "
                 ":l AND step = 0 AND live = 1",
                 {website_id, last_closed}, 0)) {
      closed.push_back(row.name);
    }
    return Status::ok();
  }));
  for (const std::string& day : closed) {
    SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
      holdRolls(sql, website_id);
      dayEvents(sql, website_id, day, seo::sdk::forUpdate(host.dialect()));
      for (const SqlRow& row :
           runRows(sql,
                   "SELECT funnel_id FROM analytics_funnel_days WHERE website_id = :w AND day = "
                   ":d AND step = 0 AND live = 1",
                   {website_id, day}, 0)) {
        dropFunnelStates(sql, row.name, day);
      }
      sql << "UPDATE analytics_funnel_days SET live = 0 WHERE website_id = :w AND day = :d",
          soci::use(website_id), soci::use(day);
      return Status::ok();
    }));
  }
  return Status::ok();
}

}  // namespace seo::plugins::analytics
