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

// The states of `keys` (visitors or visits) of a funnel day, `keys` at most kKeysPerRead at a
// time; `texts` text columns then `integers` integer columns after the key, as `each` takes them.
void readStates(soci::session& sql, const std::string& select, const std::string& key_column,
                const std::string& funnel_id, const std::string& day,
                const std::set<std::string>& keys,
                const std::function<void(soci::statement&)>& intos,
                const std::function<void()>& each) {
  std::vector<std::string> all(keys.begin(), keys.end());
  for (std::size_t at = 0; at < all.size(); at += kKeysPerRead) {
    std::vector<std::string> chunk(all.begin() + at,
                                   all.begin() + std::min(all.size(), at + kKeysPerRead));
    std::vector<std::string> values{funnel_id, day};
    const std::string query =
        select + " WHERE funnel_id = :f AND day = :d" + dayList(key_column, chunk, "k", &values);
    soci::statement st(sql);
    for (const std::string& value : values) st.exchange(soci::use(value));
    intos(st);
    st.alloc();
    st.prepare(query);
    st.define_and_bind();
    st.execute();
    while (st.fetch()) each();
  }
}

// Upserts `visits` and `visitors` (those a walk touched) as the states of a funnel day.
void upsertStates(soci::session& sql, const std::string& funnel_id, const std::string& day,
                  const std::unordered_map<std::string, std::size_t>& visits,
                  const std::unordered_map<std::string, FunnelVisitor>& visitors) {
  if (!visits.empty()) {
    std::vector<std::string> funnels(visits.size(), funnel_id), days(visits.size(), day), keys;
    std::vector<long long> reached;
    for (const auto& [visit, steps] : visits) {
      keys.push_back(visit);
      reached.push_back(static_cast<long long>(steps));
    }
    sql << "INSERT INTO analytics_funnel_visits (funnel_id, day, visit, reached) VALUES (:f, :d, "
           ":v, :r) ON CONFLICT (funnel_id, day, visit) DO UPDATE SET reached = excluded.reached",
        soci::use(funnels), soci::use(days), soci::use(keys), soci::use(reached);
  }
  if (!visitors.empty()) {
    std::vector<std::string> funnels(visitors.size(), funnel_id), days(visitors.size(), day), keys,
        entry, last_at, last_id;
    std::vector<long long> best;
    for (const auto& [visitor, state] : visitors) {
      keys.push_back(visitor);
      best.push_back(static_cast<long long>(state.best));
      entry.push_back(state.entry_hour);
      last_at.push_back(state.last_at);
      last_id.push_back(state.last_id);
    }
    sql << "INSERT INTO analytics_funnel_visitors (funnel_id, day, visitor, best, entry_hour, "
           "last_at, last_id) VALUES (:f, :d, :v, :b, :h, :a, :i) ON CONFLICT (funnel_id, day, "
           "visitor) DO UPDATE SET best = excluded.best, entry_hour = excluded.entry_hour, "
           "last_at = excluded.last_at, last_id = excluded.last_id",
        soci::use(funnels), soci::use(days), soci::use(keys), soci::use(best), soci::use(entry),
        soci::use(last_at), soci::use(last_id);
  }
}

}  // namespace

const std::vector<Funnel>& LiveFunnels::funnelsOf(const std::string& website_id) {
  auto it = funnels_.find(website_id);
  if (it == funnels_.end()) it = funnels_.emplace(website_id, listFunnels(sql_, website_id)).first;
  return it->second;
}

void LiveFunnels::add(const std::string& website_id, std::int64_t ms, const std::string& visit_id,
                      const std::string& visitor, const std::string& id,
                      const std::function<bool(const Goal&)>& matches) {
  for (const Funnel& funnel : funnelsOf(website_id)) {
    unsigned steps = 0;
    for (std::size_t k = 0; k < funnel.steps.size(); ++k) {
      if (matches(funnel.steps[k])) steps |= 1u << k;
    }
    if (steps == 0) continue;
    // A custom event that joined no visit is a visit of its own (funnel_figures.h).
    hits_.push_back(
        {website_id, funnel.id, funnel.steps.size(),
         FunnelEvent{formatDay(dayOfMs(ms)), visit_id.empty() ? "\n" + visitor : visit_id, visitor,
                     isoOfMs(ms), id, steps}});
  }
}

void LiveFunnels::addPageview(const std::string& website_id, std::int64_t ms,
                              const std::string& visit_id, const std::string& visitor,
                              const std::string& id, const std::string& path) {
  add(website_id, ms, visit_id, visitor, id, [&path](const Goal& goal) {
    return goal.isPage() && pagePathMatches(*goal.what.page_path, path);
  });
}

void LiveFunnels::addCustomEvent(const std::string& website_id, std::int64_t ms,
                                 const std::string& visit_id, const std::string& visitor,
                                 const std::string& id, const std::string& name) {
  add(website_id, ms, visit_id, visitor, id,
      [&name](const Goal& goal) { return !goal.isPage() && *goal.what.event_name == name; });
}

void LiveFunnels::write() {
  if (hits_.empty()) return;
  // The events of each funnel day, in time order; then which of those days are live.
  std::map<std::pair<std::string, std::string>, std::vector<const Hit*>> days;
  std::map<std::string, std::pair<std::string, std::string>> span;  // by website: first, last day
  for (const Hit& hit : hits_) {
    days[{hit.funnel_id, hit.event.day}].push_back(&hit);
    auto [it, added] = span.emplace(hit.website_id, std::make_pair(hit.event.day, hit.event.day));
    if (!added) {
      it->second.first = std::min(it->second.first, hit.event.day);
      it->second.second = std::max(it->second.second, hit.event.day);
    }
  }
  std::set<std::pair<std::string, std::string>> live;
  for (const auto& [website_id, range] : span) {
    for (const SqlRow& row :
         runRows(sql_,
                 "SELECT funnel_id || ' ' || day FROM analytics_funnel_days WHERE website_id = :w "
                 "AND day >= :f AND day <= :t AND step = 0 AND live = 1",
                 {website_id, range.first, range.second}, 0)) {
      const std::size_t space = row.name.find(' ');
      live.emplace(row.name.substr(0, space), row.name.substr(space + 1));
    }
  }
  RollupSums hours("analytics_funnel_hours", {"website_id", "funnel_id", "hour"},
                   funnelHourColumns());
  for (auto& [key, of_day] : days) {
    if (!live.count(key)) continue;
    const auto& [funnel_id, day] = key;
    const std::string& website_id = of_day.front()->website_id;
    const std::size_t steps = of_day.front()->steps;
    std::sort(of_day.begin(), of_day.end(), [](const Hit* a, const Hit* b) {
      return std::tie(a->event.at, a->event.id) < std::tie(b->event.at, b->event.id);
    });
    // Where the day's visits and visitors of these events stand.
    std::set<std::string> visit_keys, visitor_keys;
    for (const Hit* hit : of_day) {
      visit_keys.insert(hit->event.visit);
      visitor_keys.insert(hit->event.visitor);
    }
    std::unordered_map<std::string, std::size_t> visits;
    std::unordered_map<std::string, FunnelVisitor> visitors;
    {
      std::string visit;
      long long reached = 0;
      readStates(
          sql_, "SELECT visit, reached FROM analytics_funnel_visits", "visit", funnel_id, day,
          visit_keys,
          [&](soci::statement& st) {
            st.exchange(soci::into(visit));
            st.exchange(soci::into(reached));
          },
          [&] { visits[visit] = static_cast<std::size_t>(reached); });
      std::string visitor;
      long long best = 0;
      FunnelVisitor state;
      readStates(
          sql_, "SELECT visitor, entry_hour, last_at, last_id, best FROM analytics_funnel_visitors",
          "visitor", funnel_id, day, visitor_keys,
          [&](soci::statement& st) {
            st.exchange(soci::into(visitor));
            st.exchange(soci::into(state.entry_hour));
            st.exchange(soci::into(state.last_at));
            st.exchange(soci::into(state.last_id));
            st.exchange(soci::into(best));
          },
          [&] {
            state.best = static_cast<std::size_t>(best);
            visitors[visitor] = state;
          });
    }
    // Walked on, the day's new visitors at each step by day and by entry hour.
    std::vector<long long> added(steps, 0);
    std::map<std::string, std::vector<long long>> by_hour;
    bool in_order = true;
    for (const Hit* hit : of_day) {
      FunnelVisitor& visitor = visitors[hit->event.visitor];
      if (!funnelEventAfter(hit->event, visitor)) {
        in_order = false;
        break;
      }
      const int reached = walkFunnelEvent(hit->event, steps, visits[hit->event.visit], visitor);
      if (reached < 0) continue;
      added[reached] += 1;
      std::vector<long long>& hour = by_hour[visitor.entry_hour];
      hour.resize(steps, 0);
      hour[reached] += 1;
    }
    if (!in_order) {
      unrollFunnelDay(sql_, website_id, funnel_id, day);
      continue;
    }
    upsertStates(sql_, funnel_id, day, visits, visitors);
    for (std::size_t k = 0; k < steps; ++k) {
      if (added[k] == 0) continue;
      const long long step = static_cast<long long>(k), count = added[k];
      sql_ << "UPDATE analytics_funnel_days SET visitors = visitors + :n WHERE funnel_id = :f "
              "AND day = :d AND step = :s",
          soci::use(count), soci::use(funnel_id), soci::use(day), soci::use(step);
    }
    for (const auto& [hour, figures] : by_hour) {
      std::vector<long long>& sums = hours.at({website_id, funnel_id, hour});
      for (std::size_t k = 0; k < figures.size(); ++k) sums[k] += figures[k];
    }
  }
  hours.write(sql_);
}

void writeFunnelStates(soci::session& sql, const Funnel& funnel, const std::string& day,
                       const FunnelDayWalk& walk) {
  dropFunnelStates(sql, funnel.id, day);
  upsertStates(sql, funnel.id, day, walk.visits, walk.visitors);
}

void dropFunnelStates(soci::session& sql, const std::string& funnel_id, const std::string& day) {
  sql << "DELETE FROM analytics_funnel_visits WHERE funnel_id = :f AND day = :d",
      soci::use(funnel_id), soci::use(day);
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
