#include "plugins/keywords/keyword_groups.h"

#include "plugins/keywords/keyword_counts.h"
#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/request_values.h"

namespace seo::plugins::keywords {

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;
using seo::sdk::json::string;

namespace {

rapidjson::Value groupJson(const std::string& id, const std::string& name, long long count,
                           const std::string& created_at, rapidjson::Document::AllocatorType& a) {
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("id", string(id, a), a);
  v.AddMember("name", string(name, a), a);
  v.AddMember("keyword_count", static_cast<std::int64_t>(count), a);
  v.AddMember("created_at", string(created_at, a), a);
  return v;
}

// The {id} path segment, lower-cased; NotFound when it cannot be a group id.
Result<std::string> groupIdOf(const seo::sdk::RequestContext& ctx) {
  return seo::sdk::pathUuid(ctx, "id");
}

Response updatedAnswer(long long updated) {
  Response r = Response::success();
  r.body.AddMember("updated", static_cast<std::int64_t>(updated), r.body.GetAllocator());
  return r;
}

// Moves the body's `ids` into the group {id} (`into`), or out of it, in one transaction, after
// checking that the group belongs to the website. Leaving counts only the group's members.
Result<Response> updateMembers(seo::sdk::RequestContext& ctx, bool into) {
  Result<std::string> group_id = groupIdOf(ctx);
  if (!group_id.isOk()) return group_id.status();
  Result<std::vector<std::string>> ids = seo::sdk::bodyIdList(ctx.json(), "ids", kMaxIdsPerRequest);
  if (!ids.isOk()) return ids.status();
  const std::string& website = ctx.caller.website_id;
  const std::string& group = group_id.value();
  long long updated = 0;
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    if (!groupExists(sql, website, group)) return Status::notFound();
    std::string id;
    soci::indicator group_i = into ? soci::i_ok : soci::i_null;
    soci::statement st =
        (sql.prepare << "UPDATE keywords SET group_id = :g WHERE website_id = :w AND id = :i",
         soci::use(group, group_i), soci::use(website), soci::use(id));
    updated = changeKeywords(
        sql, ctx.host->dialect(), website, ids.value(),
        [&](const std::string& keyword_id, const KeywordState& before) {
          if (!into && before.group_id != group) return KeywordChange{false, before};
          id = keyword_id;
          st.execute(true);
          KeywordState after{before.status, into ? std::optional<std::string>(group) : std::nullopt};
          return KeywordChange{true, after};
        });
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return updatedAnswer(updated);
}

}  // namespace

Result<Response> onListGroups(seo::sdk::RequestContext& ctx) {
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  Status s = ctx.host->withSession([&](soci::session& sql) {
    std::string id, name, created_at;
    long long count = 0;
    soci::statement st =
        (sql.prepare << "SELECT g.id, g.name, g.created_at, COUNT(k.id) FROM keyword_groups g "
                        "LEFT JOIN keywords k ON k.group_id = g.id AND k.website_id = g.website_id "
                        "WHERE g.website_id = :w GROUP BY g.id, g.name, g.name_key, g.created_at "
                        "ORDER BY g.name_key, g.id",
         soci::use(ctx.caller.website_id), soci::into(id), soci::into(name),
         soci::into(created_at), soci::into(count));
    st.execute();
    while (st.fetch()) data.PushBack(groupJson(id, name, count, created_at, a), a);
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::data(std::move(data));
}

Result<Response> onCreateGroup(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("name") || body["name"].IsNull()) return Status::missingField("name");
  Result<std::optional<std::string>> name = seo::sdk::bodyText(body, "name", kMaxGroupNameChars, "name");
  if (!name.isOk()) return name.status();
  std::string id = ctx.host->newId();
  std::string created_at = ctx.host->now();
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    return createGroup(sql, ctx.caller.website_id, id, *name.value(), created_at);
  });
  if (!s.isOk()) return s;
  rapidjson::Document data;
  rapidjson::Value v = groupJson(id, *name.value(), 0, created_at, data.GetAllocator());
  data.CopyFrom(v, data.GetAllocator());
  return Response::data(std::move(data), 201);
}

Result<Response> onDeleteGroup(seo::sdk::RequestContext& ctx) {
  Result<std::string> group_id = groupIdOf(ctx);
  if (!group_id.isOk()) return group_id.status();
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    const std::string& website = ctx.caller.website_id;
    // Ungrouped explicitly rather than by the foreign key, so it holds whatever the database's
    // foreign-key setting; then the group's counts move to "no group" (keyword rows before count
    // rows, the order every write locks them in).
    sql << "UPDATE keywords SET group_id = NULL WHERE website_id = :w AND group_id = :g",
        soci::use(website), soci::use(group_id.value());
    ungroupCounts(sql, ctx.host->dialect(), website, group_id.value());
    soci::statement st = (sql.prepare << "DELETE FROM keyword_groups WHERE website_id = :w "
                                         "AND id = :g",
                          soci::use(website), soci::use(group_id.value()));
    st.execute(true);
    if (st.get_affected_rows() == 0) return Status::notFound();  // rolls the UPDATE back too
    return Status::ok();
  });
  if (!s.isOk()) return s;
  return Response::success();
}

Result<Response> onAssignToGroup(seo::sdk::RequestContext& ctx) {
  return updateMembers(ctx, /*into=*/true);
}

Result<Response> onRemoveFromGroup(seo::sdk::RequestContext& ctx) {
  // Only keywords that are in this group are ungrouped.
  return updateMembers(ctx, /*into=*/false);
}

}  // namespace seo::plugins::keywords
