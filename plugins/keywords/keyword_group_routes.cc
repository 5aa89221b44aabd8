#include "plugins/keywords/keyword_group_routes.h"

#include "plugins/keywords/api_examples.h"
#include "plugins/keywords/api_schemas.h"
#include "plugins/keywords/keyword_group.h"
#include "plugins/keywords/keyword_group_json.h"
#include "plugins/keywords/keyword_group_store.h"
#include "plugins/keywords/keyword_store.h"
#include "plugins/keywords/keywords_values.h"

namespace seo::plugins::keywords {

namespace doc = seo::sdk::doc;

using seo::sdk::Response;
using seo::sdk::Result;
using seo::sdk::Status;

namespace {

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

Result<Response> onListGroups(seo::sdk::RequestContext& ctx) {
  std::vector<KeywordGroupRecord> groups;
  SEO_RETURN_IF_ERROR(ctx.host->withSession([&](soci::session& sql) {
    groups = listGroups(sql, ctx.caller.website_id);
    return Status::ok();
  }));
  rapidjson::Document data(rapidjson::kArrayType);
  auto& a = data.GetAllocator();
  for (const KeywordGroupRecord& g : groups) data.PushBack(keywordGroupJson(g, a), a);
  return Response::data(std::move(data));
}

Result<Response> onCreateGroup(seo::sdk::RequestContext& ctx) {
  const rapidjson::Value& body = ctx.json();
  if (!body.HasMember("name") || body["name"].IsNull()) return Status::missingField("name");
  Result<std::optional<std::string>> name =
      seo::sdk::bodyText(body, "name", kMaxGroupNameChars, "name");
  if (!name.isOk()) return name.status();
  KeywordGroupRecord group{ctx.host->newId(), *name.value(), ctx.host->now(), 0};
  Status s = ctx.host->withTransaction([&](soci::session& sql) {
    return createGroup(sql, ctx.caller.website_id, group.id, group.name, group.created_at);
  });
  if (!s.isOk()) return s;
  rapidjson::Document data;
  rapidjson::Value v = keywordGroupJson(group, data.GetAllocator());
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

// The body of POST /keywords/groups.
std::string createBody() {
  return R"({"type": "object", "required": ["name"], "properties": {
      "website_id": {"type": "string", "format": "uuid"},
      "name": {"type": "string", "minLength": 1, "maxLength": )" +
         std::to_string(kMaxGroupNameChars) + "}}}";
}

}  // namespace

void registerKeywordGroups(seo::sdk::Registrar& r) {
  const std::string kIds = doc::ref("KeywordIds");
  r.route("GET", "/keywords/groups", &onListGroups)
      .summary("List the website's keyword groups, with their keyword counts")
      .answers(200, doc::dataOf(doc::arrayOf(doc::ref("KeywordGroup"))), "The groups, by name")
      .answerExample(200, examples::kGetKeywordsGroups200);
  r.route("POST", "/keywords/groups", &onCreateGroup)
      .summary("Create a keyword group")
      .body(createBody(), "The group's name, unique in the website whatever its case")
      .answers(201, doc::dataOf(doc::ref("KeywordGroup")), "The group")
      .fails(409, "The website has a group of that name")
      .bodyExample(examples::kPostKeywordsGroupsBody)
      .answerExample(201, examples::kPostKeywordsGroups201);
  r.route("DELETE", "/keywords/groups/{id}", &onDeleteGroup)
      .summary("Delete a keyword group", "Its keywords stay, with no group.")
      .answers(200, doc::kSuccess, "Deleted")
      .answerExample(200, examples::kDeleteKeywordsGroupsById200);
  r.route("PUT", "/keywords/groups/{id}/keywords", &onAssignToGroup)
      .summary("Move keywords into a group")
      .body(kIds, "The keywords to move")
      .answers(200, kUpdatedAnswer, "How many keywords changed")
      .bodyExample(examples::kPutKeywordsGroupsByIdKeywordsBody)
      .answerExample(200, examples::kPutKeywordsGroupsByIdKeywords200);
  r.route("DELETE", "/keywords/groups/{id}/keywords", &onRemoveFromGroup)
      .summary("Take keywords out of a group", "Only keywords in this group change.")
      .body(kIds, "The keywords to take out")
      .answers(200, kUpdatedAnswer, "How many keywords changed")
      .bodyExample(examples::kDeleteKeywordsGroupsByIdKeywordsBody)
      .answerExample(200, examples::kDeleteKeywordsGroupsByIdKeywords200);
}

}  // namespace seo::plugins::keywords
