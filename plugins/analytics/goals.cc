#include "plugins/analytics/goals.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "plugins/analytics/currencies.h"
#include "plugins/analytics/custom_event.h"
#include "plugins/analytics/funnels.h"
#include "plugins/analytics/sql_rows.h"
#include "seo/sdk/util/soci_optional.h"

namespace seo::plugins::analytics {

using seo::sdk::Result;
using seo::sdk::Status;

namespace {

std::optional<std::string_view> textMember(const rapidjson::Value& body, const char* name) {
  if (!body.HasMember(name) || body[name].IsNull()) return std::nullopt;
  const rapidjson::Value& v = body[name];
  if (!v.IsString()) return std::string_view();  // checked as text by the caller: refused
  return std::string_view(v.GetString(), v.GetStringLength());
}

// A page path a goal may name: '/' first, printable (no space or control character), as the
// tracker stores paths.
bool isGoalPath(std::string_view path) {
  if (path.empty() || path.front() != '/' || path.size() > kMaxGoalPathBytes) return false;
  std::size_t wildcards = 0;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(path[i]);
    if (c <= 0x20 || c == 0x7f) return false;
    if (c == '*' && (i == 0 || path[i - 1] != '*')) ++wildcards;
  }
  return wildcards <= kMaxGoalWildcards;
}

}  // namespace

Result<GoalDefinition> readGoalDefinition(const rapidjson::Value& body) {
  if (!body.IsObject()) return Status::invalidArgument("The body must be a JSON object");
  GoalDefinition what;
  std::optional<std::string_view> event_name = textMember(body, "event_name");
  std::optional<std::string_view> page_path = textMember(body, "page_path");
  if (event_name && page_path) {
    return Status::invalidField("page_path", "a goal is an event_name or a page_path, not both");
  }
  if (!event_name && !page_path) return Status::missingField("event_name");
  if (event_name) {
    if (!isEventName(*event_name) || *event_name == kPageviewName) {
      return Status::invalidField("event_name", eventNameRule() +
                                                    ", other than \"pageview\" (a pageview goal "
                                                    "names its page_path)");
    }
    what.event_name = std::string(*event_name);
  } else {
    if (!isGoalPath(*page_path)) {
      return Status::invalidField(
          "page_path", "must start with / and be at most " + std::to_string(kMaxGoalPathBytes) +
                           " bytes without spaces, with at most " +
                           std::to_string(kMaxGoalWildcards) +
                           " wildcards (* matches within a segment, ** across segments)");
    }
    what.page_path = std::string(*page_path);
  }
  if (std::optional<std::string_view> currency = textMember(body, "currency")) {
    if (page_path) return Status::invalidField("currency", "only an event goal has revenue");
    if (!isCurrencyCode(*currency)) {
      return Status::invalidField("currency",
                                  "must be an ISO 4217 currency code in upper case, such as EUR");
    }
    what.currency = std::string(*currency);
  }
  return what;
}

std::string goalName(const Goal& goal) {
  return goal.isPage() ? "Visit " + *goal.what.page_path : *goal.what.event_name;
}

bool pagePathMatches(std::string_view pattern, std::string_view path) {
  // matched: bit j set when the pattern so far matches the first j characters of the path. The
  // writer matches every pageview against every page goal, so a literal character costs a shift
  // of the bits (a word at a time) and only a wildcard walks the path.
  const std::size_t n = path.size(), words = (n + 1 + 63) / 64;
  using Bits = std::vector<std::uint64_t>;
  auto has = [](const Bits& bits, std::size_t j) { return (bits[j >> 6] >> (j & 63)) & 1; };
  auto add = [](Bits& bits, std::size_t j) { bits[j >> 6] |= std::uint64_t{1} << (j & 63); };
  Bits matched(words, 0), next(words, 0);
  add(matched, 0);
  std::map<char, Bits> ending_in;  // by character: the positions j whose character j-1 it is
  for (std::size_t i = 0; i < pattern.size();) {
    const bool star = pattern[i] == '*';
    const bool any = star && i + 1 < pattern.size() && pattern[i + 1] == '*';
    if (star) {
      // Takes nothing, or one more character (not '/' for a single star).
      next = matched;
      for (std::size_t j = 1; j <= n; ++j) {
        if (has(next, j - 1) && (any || path[j - 1] != '/')) add(next, j);
      }
    } else {
      auto at = ending_in.find(pattern[i]);
      if (at == ending_in.end()) {
        Bits ends(words, 0);
        for (std::size_t j = 1; j <= n; ++j) {
          if (path[j - 1] == pattern[i]) add(ends, j);
        }
        at = ending_in.emplace(pattern[i], std::move(ends)).first;
      }
      std::uint64_t carry = 0;
      for (std::size_t w = 0; w < words; ++w) {
        next[w] = ((matched[w] << 1) | carry) & at->second[w];
        carry = matched[w] >> 63;
      }
    }
    matched.swap(next);
    if (std::all_of(matched.begin(), matched.end(), [](std::uint64_t w) { return w == 0; })) {
      return false;
    }
    i += any ? 2 : 1;
  }
  return has(matched, n) != 0;
}

std::string_view literalPrefix(std::string_view pattern) {
  return pattern.substr(0, pattern.find('*'));
}

Result<Goal> createGoal(seo::sdk::Host& host, const std::string& website_id,
                        const GoalDefinition& what) {
  Goal goal{host.newId(), website_id, what, host.now()};
  SEO_RETURN_IF_ERROR(host.withTransaction([&](soci::session& sql) {
    long long count = 0;
    sql << "SELECT COUNT(*) FROM analytics_goals WHERE website_id = :w", soci::use(website_id),
        soci::into(count);
    if (count >= static_cast<long long>(kMaxGoalsPerWebsite)) {
      return Status::conflict("A website has at most " + std::to_string(kMaxGoalsPerWebsite) +
                              " goals: delete one first");
    }
    const std::string event_name = what.event_name.value_or("");
    const std::string page_path = what.page_path.value_or("");
    int one = 0;
    sql << "SELECT 1 FROM analytics_goals WHERE website_id = :w AND COALESCE(event_name, '') = "
           ":e AND COALESCE(page_path, '') = :p",
        soci::use(website_id), soci::use(event_name), soci::use(page_path), soci::into(one);
    if (sql.got_data()) return Status::conflict("The website has this goal already");
    sql << "INSERT INTO analytics_goals (id, website_id, event_name, page_path, currency, "
           "created_at) VALUES (:i, :w, :e, :p, :c, :t)",
        soci::use(goal.id), soci::use(website_id), soci::use(what.event_name),
        soci::use(what.page_path), soci::use(what.currency), soci::use(goal.created_at);
    return Status::ok();
  }));
  return goal;
}

std::vector<Goal> listGoals(soci::session& sql, const std::string& website_id) {
  std::vector<Goal> goals;
  Goal goal;
  goal.website_id = website_id;
  soci::statement st(sql);
  st.exchange(soci::use(website_id));
  st.exchange(soci::into(goal.id));
  st.exchange(soci::into(goal.what.event_name));
  st.exchange(soci::into(goal.what.page_path));
  st.exchange(soci::into(goal.what.currency));
  st.exchange(soci::into(goal.created_at));
  prepareOnce(st,
              "SELECT id, event_name, page_path, currency, created_at FROM "
              "analytics_goals WHERE website_id = :w ORDER BY created_at, id");
  st.execute();
  while (st.fetch()) goals.push_back(goal);
  return goals;
}

Status deleteGoal(seo::sdk::Host& host, const std::string& website_id, const std::string& id) {
  return host.withTransaction([&](soci::session& sql) {
    // A funnel's step stays: the funnel goes first.
    std::vector<std::string> funnels = funnelsWithGoal(sql, website_id, id);
    if (!funnels.empty()) {
      std::string names;
      for (const std::string& name : funnels) names += (names.empty() ? "" : ", ") + name;
      return Status::conflict("The goal is a step of the funnels " + names + ": delete them first");
    }
    soci::statement st =
        (sql.prepare << "DELETE FROM analytics_goals WHERE id = :i AND website_id = :w",
         soci::use(id), soci::use(website_id));
    st.execute(true);
    return st.get_affected_rows() > 0 ? Status::ok() : Status::notFound("Goal not found");
  });
}

}  // namespace seo::plugins::analytics
