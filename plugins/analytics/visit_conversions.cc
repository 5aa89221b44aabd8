#include "plugins/analytics/visit_conversions.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/filter_figures.h"

namespace seo::plugins::analytics {

namespace {

// Sorts each visit's values and drops the repeated ones.
void settle(std::unordered_map<std::string, std::vector<std::string>>* by_visit) {
  for (auto& [visit, values] : *by_visit) {
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
  }
}

const std::vector<std::string>* find(
    const std::unordered_map<std::string, std::vector<std::string>>& by_visit,
    const std::string& visit_id) {
  auto it = by_visit.find(visit_id);
  return it == by_visit.end() || it->second.empty() ? nullptr : &it->second;
}

}  // namespace

const std::vector<std::string>* VisitConversions::goalsOf(const std::string& visit_id) const {
  return find(goals, visit_id);
}
const std::vector<std::string>* VisitConversions::propertiesOf(const std::string& visit_id) const {
  return find(properties, visit_id);
}

std::string idsSignature(std::vector<std::string> ids) {
  std::sort(ids.begin(), ids.end());
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

std::string goalsSignature(const std::vector<Goal>& goals) {
  std::vector<std::string> ids;
  for (const Goal& goal : goals) ids.push_back(goal.id);
  return idsSignature(std::move(ids));
}

VisitConversions visitConversions(soci::session& sql, const std::string& website_id,
                                  const std::string& day, const std::vector<Goal>& goals) {
  VisitConversions c;
  c.goal_ids = goalsSignature(goals);
  std::map<std::string, std::vector<const Goal*>> event_goals;  // by event name
  std::vector<const Goal*> page_goals;
  for (const Goal& goal : goals) {
    if (goal.isPage()) {
      page_goals.push_back(&goal);
    } else {
      event_goals[*goal.what.event_name].push_back(&goal);
    }
  }
  std::string visit, text, more;
  if (!event_goals.empty()) {
    // The index by website, day and name.
    soci::statement st =
        (sql.prepare << "SELECT visit_id, name FROM analytics_custom_events "
                        "WHERE website_id = :w AND day = :d AND visit_id <> ''",
         soci::use(website_id), soci::use(day), soci::into(visit), soci::into(text));
    st.execute();
    while (st.fetch()) {
      auto it = event_goals.find(text);
      if (it == event_goals.end()) continue;
      for (const Goal* goal : it->second) c.goals[visit].push_back(goal->id);
    }
  }
  if (!page_goals.empty()) {
    // Each visit's pages, from the index by website, day and page.
    soci::statement st =
        (sql.prepare << "SELECT DISTINCT visit_id, path FROM analytics_events WHERE website_id = "
                        ":w AND day = :d",
         soci::use(website_id), soci::use(day), soci::into(visit), soci::into(text));
    st.execute();
    std::map<std::string, std::vector<const Goal*>> matched;  // by page: a day's pages repeat
    while (st.fetch()) {
      auto [it, added] = matched.try_emplace(text);
      if (added) {
        for (const Goal* goal : page_goals) {
          if (pagePathMatches(*goal->what.page_path, text)) it->second.push_back(goal);
        }
      }
      for (const Goal* goal : it->second) c.goals[visit].push_back(goal->id);
    }
  }
  // The properties of the day's events, by their visit; the keys' values counted over every event,
  // a custom event that joined no visit (sent by a backend) too: its values are rolled with the
  // others' under the filters that apply to the event itself (page, country, source).
  std::map<std::string, std::set<std::string>> values_of;  // by key
  const std::string pageview(kPageviewName);
  for (const char* table : {"analytics_events", "analytics_custom_events"}) {
    const bool pageviews = std::string_view(table) == "analytics_events";
    soci::statement st =
        (sql.prepare << std::string("SELECT x.visit_id, pr.prop_key, pr.prop_value FROM "
                                    "analytics_event_props pr JOIN ") +
                            table +
                            " x ON x.id = pr.event_id WHERE pr.website_id = :w AND pr.day = :d "
                            "AND pr.event_name " +
                            (pageviews ? "=" : "<>") + " :n",
         soci::use(website_id), soci::use(day), soci::use(pageview), soci::into(visit),
         soci::into(text), soci::into(more));
    st.execute();
    while (st.fetch()) {
      std::set<std::string>& values = values_of[text];
      // Past the bound, a key's values are no longer gathered (nor kept).
      if (values.size() > kMaxRolledPropertyValues) continue;
      values.insert(more);
      if (!visit.empty()) c.properties[visit].push_back(propertyValue(text, more));
    }
  }
  std::set<std::string> dropped;
  for (const auto& [key, values] : values_of) {
    if (values.size() > kMaxRolledPropertyValues) {
      dropped.insert(key);
    } else {
      c.property_keys.push_back(key);
    }
  }
  if (!dropped.empty()) {
    for (auto& [v, values] : c.properties) {
      std::erase_if(values, [&](const std::string& value) {
        return dropped.count(value.substr(0, value.find('\x1f'))) > 0;
      });
    }
  }
  settle(&c.goals);
  settle(&c.properties);
  return c;
}

}  // namespace seo::plugins::analytics
