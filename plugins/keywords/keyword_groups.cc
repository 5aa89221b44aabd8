#include "plugins/keywords/keyword_groups.h"

#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_input.h"
#include "plugins/keywords/keyword_store.h"
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
  SEO_ASSIGN_OR_RETURN(std::string group, groupIdOf(ctx));
  SEO_ASSIGN_OR_RETURN(std::vector<std::string> ids,
                       seo::sdk::bodyIdList(ctx.json(), "ids", kMaxIdsPerRequest));
  const std::string& website = ctx.caller.website_id;
  long long updated = 0;
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    if (!groupExists(sql, website, group)) return Status::notFound();
    updated = into ? groupKeywords(sql, ctx.host->dialect(), website, ids, group)
                   : ungroupKeywords(sql, ctx.host->dialect(), website, ids, group);
    return Status::ok();
  }));
  return updatedAnswer(updated);
}

}  // namespace

Result<Response> onListGroups(seo::sdk::RequestContext& ctx) {
  std::vector<GroupRow> groups;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    groups = listGroups(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const GroupRow& g : groups) {
    data.PushBack(groupJson(g.id, g.name, g.keyword_count, g.created_at, a), a);
  }
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
  return Response::data(std::move(seo::sdk::json::setRoot(data, v)), 201);
}

Result<Response> onDeleteGroup(seo::sdk::RequestContext& ctx) {
  SEO_ASSIGN_OR_RETURN(std::string group, groupIdOf(ctx));
  SEO_RETURN_IF_ERROR(ctx.host->withTransaction([&](soci::session& sql) {
    return deleteGroup(sql, ctx.host->dialect(), ctx.caller.website_id, group);
  }));
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
