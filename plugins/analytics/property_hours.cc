#include "plugins/analytics/property_hours.h"

#include <algorithm>
#include <cstdio>

#include "plugins/analytics/days.h"
#include "plugins/analytics/roll_holds.h"
#include "plugins/analytics/sql_rows.h"
#include "plugins/analytics/traffic_batch.h"
#include "plugins/analytics/visit_conversions.h"
#include "seo/sdk/util/sql_dialect.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

// FNV-1a (64 bits) of a key, or of a key and a value: what a visitor's state keeps of them. The
// byte between them (0xff) is never in clean text.
std::uint64_t seenHash(const std::string& key, const std::string* value = nullptr) {
  std::uint64_t hash = 14695981039346656037ull;
  auto mix = [&hash](unsigned char c) {
    hash ^= c;
    hash *= 1099511628211ull;
  };
  for (unsigned char c : key) mix(c);
  if (value) {
    mix(0xff);
    for (unsigned char c : *value) mix(c);
  }
  return hash;
}

// A visitor's hashes as stored: 16 hexadecimal digits each, in order.
std::string seenText(const std::set<std::uint64_t>& seen) {
  std::string text;
  char digits[17];
  for (std::uint64_t hash : seen) {
    std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(hash));
    text += digits;
  }
  return text;
}

std::set<std::uint64_t> parseSeen(const std::string& text) {
  std::set<std::uint64_t> seen;
  for (std::size_t at = 0; at + 16 <= text.size(); at += 16) {
    seen.insert(std::stoull(text.substr(at, 16), nullptr, 16));
  }
  return seen;
}

// The last hour rolled of `day` ("" when it is not rolled).
std::string rolledUntil(soci::session& sql, const std::string& website_id, const std::string& day) {
  std::string last;
  sql << "SELECT last_hour FROM analytics_property_rolls WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day), soci::into(last);
  return sql.got_data() ? last : "";
}

// The states of `visitors` of `day` (those that have one).
std::unordered_map<std::string, std::set<std::uint64_t>> readSeen(
    soci::session& sql, const std::string& website_id, const std::string& day,
    const std::set<std::string>& visitors) {
  std::unordered_map<std::string, std::set<std::uint64_t>> seen;
  const std::vector<std::string> all(visitors.begin(), visitors.end());
  for (std::size_t at = 0; at < all.size(); at += kValuesPerInList) {
    const std::vector<std::string> chunk(all.begin() + at,
                                         all.begin() + std::min(all.size(), at + kValuesPerInList));
    std::vector<std::string> values{website_id, day};
    const std::string query =
        "SELECT visitor, seen FROM analytics_property_visitors WHERE website_id = :w AND day = :d" +
        dayList("visitor", chunk, "v", &values);
    std::string visitor, text;
    soci::statement st(sql);
    for (const std::string& value : values) st.exchange(soci::use(value));
    st.exchange(soci::into(visitor));
    st.exchange(soci::into(text));
    prepareOnce(st, query);
    st.execute();
    while (st.fetch()) seen[visitor] = parseSeen(text);
  }
  return seen;
}

// Drops what `website_id` keeps of `day`'s hours.
void dropPropertyDay(soci::session& sql, const std::string& website_id, const std::string& day) {
  const std::string first = day + "T00", last = day + "T23";
  sql << "DELETE FROM analytics_property_rolls WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
  sql << "DELETE FROM analytics_property_crowded WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
  sql << "DELETE FROM analytics_property_visitors WHERE website_id = :w AND day = :d",
      soci::use(website_id), soci::use(day);
  sql << "DELETE FROM analytics_property_hours WHERE website_id = :w AND hour >= :f AND hour <= :l",
      soci::use(website_id), soci::use(first), soci::use(last);
}

// Rolls `day`'s hours to `last` in a transaction that holds its analytics_daily row; false when
// another roll had (or it has no traffic).
Result<bool> rollDay(seo::sdk::Host& host, const std::string& website_id, const std::string& day,
                     const std::string& last) {
  bool rolled = false;
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    holdRolls(sql, website_id);
    if (dayEvents(sql, website_id, day, seo::sdk::forUpdate(host.dialect())).first < 0) {
      return Status::ok();
    }
    const std::string before = rolledUntil(sql, website_id, day);
    if (before >= last) return Status::ok();
    const std::string first_hour = day + "T00", last_hour = day + "T23";
    TrafficScope scope;
    scope.website_id = website_id;
    scope.raw_days = std::vector<std::string>{day};
    scope.period.days.from = scope.period.days.to = day;
    // The rows to roll: the day's to `last` the first time, then those of the hours since
    // `before`, whose visitors go on from what they had by then.
    std::vector<PropertyRow> rows =
        before.empty()
            ? rawPropertyRows(sql, scope, std::nullopt)
            : rawPropertyRows(sql, scope, std::nullopt,
                              DayRows::between(timeOrderedIdStart(msOfHour(before) + kMsPerHour),
                                               timeOrderedIdStart(msOfHour(last) + kMsPerHour)));
    rows.erase(std::remove_if(
                   rows.begin(), rows.end(),
                   [&](const PropertyRow& row) { return row.hour > last || row.hour <= before; }),
               rows.end());
    std::sort(rows.begin(), rows.end(),
              [](const PropertyRow& a, const PropertyRow& b) { return a.hour < b.hour; });
    // The keys with too many values to keep (visit_conversions.h's bound, as the closed days'):
    // those of the rolled hours, and the values they kept.
    std::map<std::string, std::set<std::string>> values;
    std::set<std::string> crowded;
    if (!before.empty()) {
      for (const SqlRow& row :
           runRows(sql,
                   "SELECT prop_key FROM analytics_property_crowded WHERE website_id = :w AND "
                   "day = :d",
                   {website_id, day}, 0)) {
        crowded.insert(row.name);
      }
      std::string key, value;
      soci::statement st =
          (sql.prepare << "SELECT DISTINCT prop_key, prop_value FROM analytics_property_hours "
                          "WHERE website_id = :w AND hour >= :f AND hour <= :l AND whole = 0",
           soci::use(website_id), soci::use(first_hour), soci::use(before), soci::into(key),
           soci::into(value));
      st.execute();
      while (st.fetch()) values[key].insert(value);
    }
    std::set<std::string> newly_crowded;
    for (const PropertyRow& row : rows) {
      if (crowded.count(row.key)) continue;
      std::set<std::string>& of = values[row.key];
      of.insert(row.value);
      if (of.size() > kMaxRolledPropertyValues) {
        crowded.insert(row.key);
        newly_crowded.insert(row.key);
      }
    }
    PropertyWalk walk(crowded);
    std::set<std::string> walked;  // the visitors seen since `before`
    for (const PropertyRow& row : rows) walked.insert(row.visitor);
    if (!before.empty()) walk.seen = readSeen(sql, website_id, day, walked);
    for (const PropertyRow& row : rows) walk.add(row);

    // The hours since `before` written (a key crowded now loses the values the hours before
    // kept); the states of the visitors seen since (the others' are as they were).
    if (before.empty()) dropPropertyDay(sql, website_id, day);
    for (const std::string& key : newly_crowded) {
      sql << "DELETE FROM analytics_property_hours WHERE website_id = :w AND hour >= :f AND hour "
             "<= :l AND prop_key = :k AND whole = 0",
          soci::use(website_id), soci::use(first_hour), soci::use(last_hour), soci::use(key);
    }
    std::vector<std::string> site, hour, key, value;
    std::vector<int> whole;
    std::vector<long long> events, visitors;
    for (const auto& [at, figures] : walk.hours) {
      site.push_back(website_id);
      hour.push_back(std::get<0>(at));
      whole.push_back(std::get<1>(at));
      key.push_back(std::get<2>(at));
      value.push_back(std::get<3>(at));
      events.push_back(figures.events);
      visitors.push_back(figures.visitors);
    }
    if (!site.empty()) {
      sql << "INSERT INTO analytics_property_hours (website_id, hour, prop_key, whole, "
             "prop_value, events, visitors) VALUES (:w, :h, :k, :o, :v, :e, :u)",
          soci::use(site), soci::use(hour), soci::use(key), soci::use(whole), soci::use(value),
          soci::use(events), soci::use(visitors);
    }
    if (!newly_crowded.empty()) {
      const std::vector<std::string> keys(newly_crowded.begin(), newly_crowded.end());
      std::vector<std::string> sites(keys.size(), website_id), days(keys.size(), day);
      sql << "INSERT INTO analytics_property_crowded (website_id, day, prop_key) VALUES (:w, :d, "
             ":k)",
          soci::use(sites), soci::use(days), soci::use(keys);
    }
    if (last == last_hour) {
      // Rolled to its end: no read goes on from its states.
      sql << "DELETE FROM analytics_property_visitors WHERE website_id = :w AND day = :d",
          soci::use(website_id), soci::use(day);
    } else {
      std::vector<std::string> sites, days, who, seen;
      for (const std::string& visitor : walked) {
        sites.push_back(website_id);
        days.push_back(day);
        who.push_back(visitor);
        seen.push_back(seenText(walk.seen[visitor]));
      }
      if (!who.empty()) {
        sql << "INSERT INTO analytics_property_visitors (website_id, day, visitor, seen) VALUES "
               "(:w, :d, :v, :s) ON CONFLICT (website_id, day, visitor) DO UPDATE SET seen = "
               "excluded.seen",
            soci::use(sites), soci::use(days), soci::use(who), soci::use(seen);
      }
    }
    sql << "INSERT INTO analytics_property_rolls (website_id, day, last_hour) VALUES (:w, :d, :l) "
           "ON CONFLICT (website_id, day) DO UPDATE SET last_hour = excluded.last_hour",
        soci::use(website_id), soci::use(day), soci::use(last);
    rolled = true;
    return Status::ok();
  }));
  return rolled;
}

}  // namespace

void PropertyWalk::add(const PropertyRow& row) {
  std::set<std::uint64_t>& had = seen[row.visitor];
  PropertyFigures& of_key = hours[{row.hour, 1, row.key, ""}];
  of_key.events += 1;
  if (had.insert(seenHash(row.key)).second) of_key.visitors += 1;
  if (crowded_.count(row.key)) return;
  PropertyFigures& of_value = hours[{row.hour, 0, row.key, row.value}];
  of_value.events += 1;
  if (had.insert(seenHash(row.key, &row.value)).second) of_value.visitors += 1;
}

std::vector<PropertyFigures> PropertyWalk::figures(const std::string& first_hour,
                                                   const std::string& last_hour,
                                                   const std::optional<std::string>& key) const {
  PropertySums sums;
  for (const auto& [at, of] : hours) {
    const auto& [hour, whole, of_key, value] = at;
    if (hour < first_hour || hour > last_hour || whole != (key ? 0 : 1)) continue;
    if (key && of_key != *key) continue;
    sums.add(PropertyFigures{key ? value : of_key, of.events, of.visitors});
  }
  return sums.rows();
}

std::vector<PropertyFigures> propertyHourFigures(soci::session& sql, const std::string& website_id,
                                                 const std::string& day,
                                                 const std::string& first_hour,
                                                 const std::string& last_hour,
                                                 const std::optional<std::string>& key) {
  const std::string rolled = rolledUntil(sql, website_id, day);
  bool crowded = false;
  if (!rolled.empty() && key) {
    int one = 0;
    sql << "SELECT 1 FROM analytics_property_crowded WHERE website_id = :w AND day = :d AND "
           "prop_key = :k",
        soci::use(website_id), soci::use(day), soci::use(*key), soci::into(one);
    crowded = sql.got_data();
  }
  TrafficScope scope;
  scope.website_id = website_id;
  scope.raw_days = std::vector<std::string>{day};
  scope.period.days.from = scope.period.days.to = day;
  if (rolled.empty() || crowded) {
    // The day's raw rows (of the key), walked from its first hour.
    std::vector<PropertyRow> rows = rawPropertyRows(sql, scope, key);
    std::sort(rows.begin(), rows.end(),
              [](const PropertyRow& a, const PropertyRow& b) { return a.hour < b.hour; });
    PropertyWalk walk;
    for (const PropertyRow& row : rows) walk.add(row);
    return walk.figures(first_hour, last_hour, key);
  }
  PropertySums sums;
  if (first_hour <= rolled) {
    std::vector<std::string> values{website_id, first_hour, std::min(last_hour, rolled)};
    std::string query = std::string("SELECT ") + (key ? "prop_value" : "prop_key") +
                        ", CAST(SUM(events) AS BIGINT), CAST(SUM(visitors) AS BIGINT) FROM "
                        "analytics_property_hours WHERE website_id = :w AND hour >= :f AND hour "
                        "<= :l";
    if (key) {
      query += " AND whole = 0 AND prop_key = :k GROUP BY prop_value";
      values.push_back(*key);
    } else {
      query += " AND whole = 1 GROUP BY prop_key";
    }
    for (const SqlRow& row : runRows(sql, query, values, 2)) {
      sums.add(PropertyFigures{row.name, row.values[0], row.values[1]});
    }
  }
  if (last_hour > rolled) {
    // The raw rows of the hours after: their visitors go on from what they had by then.
    std::vector<PropertyRow> rows =
        rawPropertyRows(sql, scope, key,
                        DayRows::between(timeOrderedIdStart(msOfHour(rolled) + kMsPerHour),
                                         timeOrderedIdStart(msOfHour(last_hour) + kMsPerHour)));
    std::sort(rows.begin(), rows.end(),
              [](const PropertyRow& a, const PropertyRow& b) { return a.hour < b.hour; });
    std::set<std::string> visitors;
    for (const PropertyRow& row : rows) visitors.insert(row.visitor);
    PropertyWalk walk;
    walk.seen = readSeen(sql, website_id, day, visitors);
    for (const PropertyRow& row : rows) {
      if (row.hour > rolled) walk.add(row);
    }
    sums.add(walk.figures(std::max(first_hour, rolled), last_hour, key));
  }
  return sums.rows();
}

std::vector<std::string> propertyHourDays(soci::session& sql, const std::string& website_id,
                                          const std::string& from, const std::string& to) {
  std::vector<std::string> days;
  for (const SqlRow& row : runRows(sql,
                                   "SELECT day FROM analytics_property_rolls WHERE website_id = "
                                   ":w AND day >= :f AND day <= :t",
                                   {website_id, from, to}, 0)) {
    days.push_back(row.name);
  }
  return days;
}

bool propertyHoursToRoll(soci::session& sql, const std::string& website_id, std::int64_t now_ms) {
  const std::int64_t today = dayOfMs(now_ms);
  const std::vector<std::string> days = daysWithTraffic(
      sql, website_id, formatDay(today - (kPropertyHourDays - 1)), formatDay(today));
  for (const std::string& day : days) {
    const std::string last = lastClosedHourOf(day, now_ms);
    if (!last.empty() && rolledUntil(sql, website_id, day) < last) return true;
  }
  return false;
}

Result<std::int64_t> rollPropertyHours(seo::sdk::Host& host, const std::string& website_id) {
  const std::int64_t now_ms = nowMsOf(host);
  const std::int64_t today = dayOfMs(now_ms);
  const std::string first_kept = formatDay(today - (kPropertyHourDays - 1));
  std::vector<std::string> days;
  SEO_RETURN_IF_ERROR(host.withSession([&](soci::session& sql) {
    days = daysWithTraffic(sql, website_id, first_kept, formatDay(today));
    return Status::ok();
  }));
  std::int64_t rolled = 0;
  for (const std::string& day : days) {
    const std::string last = lastClosedHourOf(day, now_ms);
    if (last.empty()) continue;
    SEO_ASSIGN_OR_RETURN(bool done, rollDay(host, website_id, day, last));
    if (done) rolled += 1;
  }
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    const std::string first_hour = first_kept + "T00";
    sql << "DELETE FROM analytics_property_rolls WHERE website_id = :w AND day < :d",
        soci::use(website_id), soci::use(first_kept);
    sql << "DELETE FROM analytics_property_crowded WHERE website_id = :w AND day < :d",
        soci::use(website_id), soci::use(first_kept);
    sql << "DELETE FROM analytics_property_visitors WHERE website_id = :w AND day < :d",
        soci::use(website_id), soci::use(first_kept);
    sql << "DELETE FROM analytics_property_hours WHERE website_id = :w AND hour < :h",
        soci::use(website_id), soci::use(first_hour);
    return Status::ok();
  }));
  return rolled;
}

void unrollPropertyHour(soci::session& sql, const std::string& website_id, std::int64_t ms,
                        std::int64_t now_ms) {
  const std::string hour = hourText(ms);
  if (now_ms <= 0 || hour > lastClosedHour(now_ms)) return;
  const std::string day = hour.substr(0, 10);
  const std::string rolled = rolledUntil(sql, website_id, day);
  if (!rolled.empty() && hour <= rolled) dropPropertyDay(sql, website_id, day);
}

}  // namespace seo::plugins::analytics
