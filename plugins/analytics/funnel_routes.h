// The funnels' routes (funnels.h, funnel_figures.h), each scoped to the caller's website:
//
//   POST   /website/funnels       {name, steps: [goal ids]} -> 201 {data: Funnel}
//   GET    /website/funnels       {data: [Funnel]}, oldest first
//   GET    /website/funnels/{id}  with the period and filters of the traffic reads ->
//                                 {data: {id, name, created_at, visitors, entering_visitors,
//                                  conversion_rate, steps: [{goal_id, name, visitors,
//                                  conversion_rate, step_conversion_rate, dropoff,
//                                  dropoff_rate}]}}
//   DELETE /website/funnels/{id}
#pragma once

#include "seo/sdk/sdk.h"

namespace seo::plugins::analytics {

void registerFunnels(seo::sdk::Registrar& r);

}  // namespace seo::plugins::analytics
