// The goals' routes: POST, GET and DELETE /website/goals (goals.h), GET answering each goal's
// figures over the traffic reads' period and filters (goal_conversions.h).
//
//   POST   /website/goals       {event_name | page_path, currency?} -> 201 {data: Goal}
//   GET    /website/goals       {data: [Goal + unique_conversions, total_conversions,
//                                       conversion_rate, revenue]}
//   DELETE /website/goals/{id}  {success: true}
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

void registerGoals(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
