// How a funnel's events (funnels.h) move its visitors through its steps, event by event in time
// order: the one rule both the roll over the raw rows and the read of the hours after a day's
// last rolled one (funnel_live.h) follow, so a day's hours walked on from where its visitors
// stood count what a roll of the whole day would.
//
// A visit reaches a step when it has the step's event after the previous step's (one event is
// one step; events in between do not matter). A visitor counts once a day at the furthest step
// any of their visits reached, and by hour in the hour they entered the funnel (their first
// event of its first step that day), as unique_visitors counts a visitor in the hour of their
// first visit: so a day's hours add up to its figures.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace seo::plugins::analytics {

// One event of a funnel's steps: `steps` has bit k set when it is an event of step k.
struct FunnelEvent {
  std::string day;
  std::string visit;  // its visit's id; "" for a custom event that joined none
  std::string visitor, at, id;
  unsigned steps = 0;
};

// Where a visitor of a day stands. A visitor's events join their latest visit or none
// (traffic_batch.cc: a new visit is never followed by an event of an older one), so the visit
// they are in and the custom events that joined no visit (a visit of their own) are all a walk
// needs to keep.
struct FunnelVisitor {
  std::size_t best = 0;          // the furthest step any of their visits reached
  std::string entry_hour;        // 'YYYY-MM-DDTHH' of their first event of the first step
  std::string last_at, last_id;  // their latest event of any step: what came after it
  std::string visit;             // the visit of their latest event that joined one
  std::size_t reached = 0;       // the steps `visit` reached
  std::size_t loose = 0;         // the steps their events that joined no visit reached
};

// The events of one day walked so far, and their figures: visitors at each step, by day and by
// entry hour.
struct FunnelDayWalk {
  explicit FunnelDayWalk(std::size_t steps) : figures(steps, 0) {}

  // Counts a visitor who newly reached `step` (walkFunnelEvent's answer), in the day and in
  // their entry hour.
  void count(int step, const FunnelVisitor& visitor);

  std::unordered_map<std::string, FunnelVisitor> visitors;
  std::vector<long long> figures;
  std::map<std::string, std::vector<long long>> hours;
};

// The rule of one event of a visit (or of the visitor's events that joined none): `steps_of` its
// steps' bits, `reached` the steps that visit reached so far, `best` the visitor's furthest. The
// step the visitor newly reached (their new `best` - 1), or -1.
int reachFunnelStep(unsigned steps_of, std::size_t steps, std::size_t& reached, std::size_t& best);

// Walks `e` on from where `visitor` stands (a funnel of `steps` steps): the step the visitor
// newly reached (their new `best` - 1), or -1. The caller keeps time order (the visitor's last
// event comes before `e`).
int walkFunnelEvent(const FunnelEvent& e, std::size_t steps, FunnelVisitor& visitor);

// Walks `events` (one day's of a funnel of `steps` steps, any order) on from where `walk`'s
// visitors stand, counting those who newly reach a step in its figures and hours.
void walkFunnelDay(FunnelDayWalk& walk, std::vector<FunnelEvent> events, std::size_t steps);

// The walks of `events` (a funnel of `steps` steps; any order, several days) by day.
std::map<std::string, FunnelDayWalk> walkFunnelDays(std::vector<FunnelEvent> events,
                                                    std::size_t steps);

}  // namespace seo::plugins::analytics
