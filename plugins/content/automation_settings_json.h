// Content automation as the API shows it (the spec's ContentAutomation): the settings
// (automation_settings.h), whether the planner is active, and its last run.
#pragma once

#include <rapidjson/document.h>

#include "plugins/content/automation_settings.h"

namespace seo::plugins::content {

// The settings alone: what GET shows of them, and what the table stores.
rapidjson::Value settingsJson(const AutomationSettings& s, rapidjson::Document::AllocatorType& a);

rapidjson::Value automationJson(const AutomationRow& row, rapidjson::Document::AllocatorType& a);

}  // namespace seo::plugins::content
