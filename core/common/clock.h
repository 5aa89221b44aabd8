// UTC timestamps as the API shows them (ISO 8601) and the billing-period arithmetic on them.
#pragma once

#include <chrono>
#include <string>

namespace seo::core {

// The server's now: the system clock, moved by the whole seconds written in the file that the
// environment variable SEO_CLOCK_FILE names, when it is set. Tests move the clock of every server
// process sharing the file at once (scheduled publishing, schedules); production never sets it.
// An unreadable or empty file moves nothing.
std::chrono::system_clock::time_point clockNow();

// "2026-11-21T18:50:58.123Z", at clockNow().
std::string isoNow();
std::string isoTime(std::chrono::system_clock::time_point t);
// The first instant of the UTC calendar month holding `t`, and of the month after it.
std::string monthStart(std::chrono::system_clock::time_point t);
std::string nextMonthStart(std::chrono::system_clock::time_point t);

}  // namespace seo::core
