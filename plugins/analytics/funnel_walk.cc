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
  // A visit's first step is the visitor's first only when none of their visits had it.
  const bool entering = visitor.best == 0;
  const int step = reachFunnelStep(e.steps, steps, *reached, visitor.best);
  if (step >= 0 && entering) visitor.entry_hour = e.at.substr(0, 13);
  return step;
}

int reachFunnelStep(unsigned steps_of, std::size_t steps, std::size_t& reached, std::size_t& best) {
  if (reached >= steps || !(steps_of & (1u << reached))) return -1;
  ++reached;  // one event is one step
  if (reached <= best) return -1;
  best = reached;
  return static_cast<int>(reached - 1);
}

void FunnelDayWalk::count(int step, const FunnelVisitor& visitor) {
  figures[step] += 1;
  std::vector<long long>& hour = hours[visitor.entry_hour];
  hour.resize(figures.size(), 0);
  hour[step] += 1;
}

namespace {

// Time order; an event of several steps comes once per step: next to each other.
void sortEvents(std::vector<FunnelEvent>& events) {
  std::sort(events.begin(), events.end(), [](const FunnelEvent& a, const FunnelEvent& b) {
    return std::tie(a.day, a.at, a.id) < std::tie(b.day, b.at, b.id);
  });
}

// Walks the sorted `events` from `i` while they are of `day`'s; where it stopped.
std::size_t walkSorted(FunnelDayWalk& walk, const std::vector<FunnelEvent>& events, std::size_t i,
                       std::size_t steps) {
  const std::string day = events[i].day;
  while (i < events.size() && events[i].day == day) {
    // An event of several steps comes once per step: one event.
    FunnelEvent e = events[i];
    for (++i; i < events.size() && events[i].id == e.id && events[i].day == e.day; ++i) {
      e.steps |= events[i].steps;
    }
    FunnelVisitor& visitor = walk.visitors[e.visitor];
    const int reached = walkFunnelEvent(e, steps, visitor);
    if (reached >= 0) walk.count(reached, visitor);
  }
  return i;
}

}  // namespace

void walkFunnelDay(FunnelDayWalk& walk, std::vector<FunnelEvent> events, std::size_t steps) {
  sortEvents(events);
  for (std::size_t i = 0; i < events.size();) i = walkSorted(walk, events, i, steps);
}

std::map<std::string, FunnelDayWalk> walkFunnelDays(std::vector<FunnelEvent> events,
                                                    std::size_t steps) {
  sortEvents(events);
  std::map<std::string, FunnelDayWalk> days;
  for (std::size_t i = 0; i < events.size();) {
    i = walkSorted(days.try_emplace(events[i].day, steps).first->second, events, i, steps);
  }
  return days;
}

}  // namespace seo::plugins::analytics
