#include "plugins/analytics/funnel_walk.h"

#include <algorithm>
#include <tuple>

namespace seo::plugins::analytics {

int walkFunnelEvent(const FunnelEvent& e, std::size_t steps, FunnelVisitor& visitor) {
  visitor.last_at = e.at;
  visitor.last_id = e.id;
  std::size_t* reached = &visitor.loose;
  if (!e.visit.empty()) {
    if (e.visit != visitor.visit) {
      visitor.visit = e.visit;
      visitor.reached = 0;
    }
    reached = &visitor.reached;
  }
  if (*reached >= steps || !(e.steps & (1u << *reached))) return -1;
  ++*reached;  // one event is one step
  if (*reached <= visitor.best) return -1;
  // A visit's first step is the visitor's first only when none of their visits had it.
  if (visitor.best == 0) visitor.entry_hour = e.at.substr(0, 13);
  visitor.best = *reached;
  return static_cast<int>(*reached - 1);
}

void FunnelDayWalk::count(int step, const FunnelVisitor& visitor) {
  figures[step] += 1;
  std::vector<long long>& hour = hours[visitor.entry_hour];
  hour.resize(figures.size(), 0);
  hour[step] += 1;
}

bool funnelEventAfter(const FunnelEvent& e, const FunnelVisitor& visitor) {
  return visitor.last_at.empty() ||
         std::tie(e.at, e.id) > std::tie(visitor.last_at, visitor.last_id);
}

std::map<std::string, FunnelDayWalk> walkFunnelDays(std::vector<FunnelEvent> events,
                                                    std::size_t steps) {
  std::sort(events.begin(), events.end(), [](const FunnelEvent& a, const FunnelEvent& b) {
    return std::tie(a.day, a.at, a.id) < std::tie(b.day, b.at, b.id);
  });
  std::map<std::string, FunnelDayWalk> days;
  for (std::size_t i = 0; i < events.size();) {
    // An event of several steps comes once per step: one event.
    FunnelEvent e = events[i];
    for (++i; i < events.size() && events[i].id == e.id && events[i].day == e.day; ++i) {
      e.steps |= events[i].steps;
    }
    FunnelDayWalk& walk = days.try_emplace(e.day, steps).first->second;
    FunnelVisitor& visitor = walk.visitors[e.visitor];
    const int reached = walkFunnelEvent(e, steps, visitor);
    if (reached >= 0) walk.count(reached, visitor);
  }
  return days;
}

}  // namespace seo::plugins::analytics
