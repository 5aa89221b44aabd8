// UTC timestamps as the API shows them (ISO 8601) and the billing-period arithmetic on them.
#pragma once

#include <chrono>
#include <string>

namespace seo::core {

// "2026-11-21T18:50:58.123Z".
std::string isoNow();
std::string isoTime(std::chrono::system_clock::time_point t);
// The first instant of the UTC calendar month holding `t`, and of the month after it.
std::string monthStart(std::chrono::system_clock::time_point t);
std::string nextMonthStart(std::chrono::system_clock::time_point t);

}  // namespace seo::core
