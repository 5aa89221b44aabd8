#include "core/providers/dataforseo_serp_queue.h"

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <set>

#include "core/providers/dataforseo_call.h"
#include "core/providers/dataforseo_serp.h"
#include "core/providers/dataforseo_wire.h"
#include "seo/sdk/util/json_member.h"
#include "seo/sdk/util/status_macros.h"
#include "seo/sdk/util/utf8.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::SerpCitation;
using seo::sdk::SerpPage;
using seo::sdk::SerpTask;
using seo::sdk::Status;
namespace wire = dataforseo_wire;
namespace json = seo::sdk::json;

namespace {

constexpr std::size_t kMaxTagBytes = 255;

void writeString(rapidjson::Writer<rapidjson::StringBuffer>& w, const std::string& s) {
  w.String(s.c_str(), static_cast<rapidjson::SizeType>(s.size()));
}

// The tasks as task_post takes them, with their location codes (checked by checkSerpTasks).
std::string postBody(const std::vector<SerpTask>& tasks, const std::vector<int>& locations) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartArray();
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const SerpTask& t = tasks[i];
    w.StartObject();
    w.Key(wire::kSerpQueryField);
    writeString(w, t.query);
    w.Key(wire::kLocationCodeField);
    w.Int(locations[i]);
    w.Key(wire::kLanguageCodeField);
    writeString(w, t.language);
    w.Key(wire::kDeviceField);
    writeString(w, t.device);
    w.Key(wire::kDepthField);
    w.Int(t.depth);
    if (!t.tag.empty()) {
      w.Key(wire::kTagField);
      writeString(w, t.tag);
    }
    w.EndObject();
  }
  w.EndArray();
  return std::string(buf.GetString(), buf.GetSize());
}

// A task id as DataForSEO makes them (digits, letters and dashes), safe in a URL path.
bool isTaskId(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-')) {
      return false;
    }
  }
  return true;
}

// The features and the AI Overview's sources of a results page.
void readFeatures(const rapidjson::Value& result, SerpPage* page) {
  const rapidjson::Value* items = json::member(result, wire::kItemsField);
  if (items == nullptr || !items->IsArray()) return;
  std::set<std::string> seen;
  std::set<std::string> cited;
  auto citeAll = [&](const rapidjson::Value& element) {
    const rapidjson::Value* refs = json::member(element, wire::kReferencesField);
    if (refs == nullptr || !refs->IsArray()) return;
    for (const rapidjson::Value& ref : refs->GetArray()) {
      SerpCitation c{json::stringMember(ref, wire::kDomainField),
                     json::stringMember(ref, wire::kUrlField)};
      if (c.domain.empty() && c.url.empty()) continue;
      if (cited.insert(c.domain + ' ' + c.url).second) {
        page->ai_overview_citations.push_back(std::move(c));
      }
    }
  };
  for (const rapidjson::Value& item : items->GetArray()) {
    const std::string type = json::stringMember(item, wire::kItemTypeField);
    if (type.empty() || type == wire::kOrganicType) continue;
    if (seen.insert(type).second) page->features.push_back(type);
    if (type != wire::kAiOverviewType) continue;
    citeAll(item);
    const rapidjson::Value* parts = json::member(item, wire::kItemsField);
    if (parts == nullptr || !parts->IsArray()) continue;
    for (const rapidjson::Value& part : parts->GetArray()) citeAll(part);
  }
}

}  // namespace

Status checkSerpTasks(const std::vector<SerpTask>& tasks) {
  if (tasks.empty() || tasks.size() > seo::sdk::kMaxSerpTasksPerPost) {
    return Status::invalidField(
        "tasks", "must hold 1 to " + std::to_string(seo::sdk::kMaxSerpTasksPerPost) + " tasks");
  }
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const SerpTask& t = tasks[i];
    const std::string at = "tasks[" + std::to_string(i) + "].";
    seo::sdk::SerpQuery q{t.query, t.language, t.country, t.depth};
    Result<int> location = checkSerpQuery(q);
    if (!location.isOk()) {
      // "Invalid field: country: ..." becomes "Invalid field: tasks[i].country: ...".
      std::string message = location.status().message();
      const std::string prefix = "Invalid field: ";
      if (message.rfind(prefix, 0) == 0) message.insert(prefix.size(), at);
      return Status::invalidArgument(message);
    }
    if (t.device != "desktop" && t.device != "mobile") {
      return Status::invalidField(at + "device", "must be desktop or mobile");
    }
    if (t.tag.size() > kMaxTagBytes || !seo::sdk::utf8::isCleanText(t.tag)) {
      return Status::invalidField(at + "tag", "must be text of at most 255 bytes");
    }
  }
  return Status::ok();
}

Result<std::vector<std::string>> DataForSeoSerpQueue::post(const std::vector<SerpTask>& tasks) {
  SEO_RETURN_IF_ERROR(checkSerpTasks(tasks));
  std::vector<int> locations;
  for (const SerpTask& t : tasks) {
    locations.push_back(checkSerpQuery({t.query, t.language, t.country, t.depth}).value());
  }
  SEO_ASSIGN_OR_RETURN(DataForSeoEnvelope reply,
                       callDataForSeoTasks(config_, http_, "POST", wire::kSerpTaskPostPath,
                                           postBody(tasks, locations)));
  // One task answered per task posted, in order; any refused fails the post (those created
  // are never read, and cost what DataForSEO charges for them).
  if (reply.tasks->Size() != tasks.size()) {
    return Status::badGateway("DataForSEO answered " + std::to_string(reply.tasks->Size()) +
                              " tasks for " + std::to_string(tasks.size()) + " posted");
  }
  std::vector<std::string> ids;
  for (const rapidjson::Value& task : reply.tasks->GetArray()) {
    SEO_RETURN_IF_ERROR(dataForSeoTaskStatus(task, wire::kTaskCreated));
    std::string id = json::stringMember(task, wire::kIdField);
    if (!isTaskId(id)) return Status::badGateway("DataForSEO answered a task without an id");
    ids.push_back(std::move(id));
  }
  return ids;
}

Result<std::vector<std::string>> DataForSeoSerpQueue::ready() {
  SEO_ASSIGN_OR_RETURN(DataForSeoEnvelope reply,
                       callDataForSeoTasks(config_, http_, "GET", wire::kSerpTasksReadyPath, ""));
  std::vector<std::string> ids;
  for (const rapidjson::Value& task : reply.tasks->GetArray()) {
    SEO_RETURN_IF_ERROR(dataForSeoTaskStatus(task, wire::kOk));
    const rapidjson::Value* result = json::member(task, wire::kResultField);
    if (result == nullptr || !result->IsArray()) continue;
    for (const rapidjson::Value& done : result->GetArray()) {
      std::string id = json::stringMember(done, wire::kIdField);
      if (isTaskId(id)) ids.push_back(std::move(id));
    }
  }
  return ids;
}

Result<std::optional<SerpPage>> DataForSeoSerpQueue::page(std::string_view task_id) {
  if (!isTaskId(task_id)) return Status::invalidField("task_id", "not a task id");
  SEO_ASSIGN_OR_RETURN(
      DataForSeoEnvelope reply,
      callDataForSeoTasks(config_, http_, "GET",
                          std::string(wire::kSerpTaskGetPath) + std::string(task_id), ""));
  if (reply.tasks->Empty()) return Status::badGateway("DataForSEO answered no task");
  const rapidjson::Value& task = (*reply.tasks)[0];
  const int code = dataForSeoStatusCode(task);
  if (code == wire::kTaskInQueue || code == wire::kTaskHanded) return std::optional<SerpPage>();
  if (code / 100 == wire::kNotFoundGroup) {
    return Status::notFound("DataForSEO knows no task " + std::string(task_id));
  }
  SEO_RETURN_IF_ERROR(dataForSeoTaskStatus(task, wire::kOk));
  SerpPage page;
  page.task_id = std::string(task_id);
  const rapidjson::Value* cost = json::member(task, wire::kCostField);
  page.cost = cost != nullptr && cost->IsNumber() ? cost->GetDouble() : reply.cost;
  const rapidjson::Value* data = json::member(task, wire::kDataField);
  int depth = 100;
  if (data != nullptr) {
    page.tag = json::stringMember(*data, wire::kTagField);
    const rapidjson::Value* d = json::member(*data, wire::kDepthField);
    if (d != nullptr && d->IsInt() && d->GetInt() > 0) depth = d->GetInt();
  }
  const rapidjson::Value* result = json::member(task, wire::kResultField);
  if (result == nullptr || !result->IsArray() || result->Empty()) return std::optional(page);
  page.items = organicItems((*result)[0], depth);
  readFeatures((*result)[0], &page);
  return std::optional(std::move(page));
}

std::string OfflineSerpQueue::unavailableReason() {
  return "No SERP provider is configured (providers.dataforseo): search positions cannot be "
         "estimated offline, so none is recorded";
}

Result<std::vector<std::string>> OfflineSerpQueue::post(const std::vector<SerpTask>& tasks) {
  SEO_RETURN_IF_ERROR(checkSerpTasks(tasks));
  return Status::unavailable(unavailableReason());
}

Result<std::vector<std::string>> OfflineSerpQueue::ready() {
  return Status::unavailable(unavailableReason());
}

Result<std::optional<SerpPage>> OfflineSerpQueue::page(std::string_view) {
  return Status::unavailable(unavailableReason());
}

}  // namespace seo::core
