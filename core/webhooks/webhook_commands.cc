#include "core/webhooks/webhook_commands.h"

#include <memory>

#include "core/webhooks/webhook_routes.h"
#include "seo/sdk/command.h"
#include "seo/sdk/util/status_macros.h"

namespace seo::core {
namespace {

using seo::sdk::CommandContext;
using seo::sdk::Result;
using seo::sdk::Status;
using Doc = rapidjson::Document;

// The API body the flags stand for: --url, --events (comma-separated), --description,
// --active on|off.
Result<Doc> bodyOf(const CommandContext& cmd) {
  Doc body(rapidjson::kObjectType);
  auto& a = body.GetAllocator();
  auto text = [&](std::string_view s) {
    return rapidjson::Value(s.data(), static_cast<rapidjson::SizeType>(s.size()), a);
  };
  if (auto url = cmd.flag("url")) body.AddMember("url", text(*url), a);
  if (auto events = cmd.flag("events")) {
    rapidjson::Value list(rapidjson::kArrayType);
    std::string_view rest = *events;
    while (!rest.empty()) {
      std::size_t comma = rest.find(',');
      std::string_view one = rest.substr(0, comma);
      if (!one.empty()) list.PushBack(text(one), a);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    body.AddMember("event_types", list, a);
  }
  if (auto d = cmd.flag("description")) body.AddMember("description", text(*d), a);
  if (auto active = cmd.flag("active")) {
    if (*active != "on" && *active != "off") {
      return Status::invalidArgument("--active takes on or off");
    }
    body.AddMember("active", *active == "on", a);
  }
  return body;
}

}  // namespace

void registerWebhookCommands(seo::sdk::Registrar& r, std::shared_ptr<const WebhookOptions> options,
                             const PluginManager& plugins) {
  auto known = std::make_shared<KnownEventType>(
      [&plugins](const std::string& type) { return knownEventType(plugins, type); });
  std::shared_ptr<const WebhookOptions> o = std::move(options);
  // Runs `op` on the organization --org names, after checking the flags.
  auto command = [&r, o, known](std::string name, std::string usage,
                                std::initializer_list<std::string_view> flags,
                                std::function<Result<Doc>(WebhookAdmin&, CommandContext&)> op) {
    std::vector<std::string> allowed(flags.begin(), flags.end());
    r.command(
        std::move(name), std::move(usage),
        [o, known, allowed, op](CommandContext& cmd) -> Result<Doc> {
          for (const auto& [flag, value] : cmd.flags) {
            if (flag != "org" && std::find(allowed.begin(), allowed.end(), flag) == allowed.end()) {
              return Status::invalidArgument("unknown flag --" + flag + " for " + cmd.name);
            }
          }
          SEO_ASSIGN_OR_RETURN(std::string org, seo::sdk::requiredFlag(cmd, "org"));
          WebhookAdmin admin{*cmd.host, *o, *known, org};
          return op(admin, cmd);
        });
  };
  auto id = [](CommandContext& cmd) { return seo::sdk::requiredFlag(cmd, "id"); };

  r.command("event-types", "   the event types endpoints can subscribe to",
            [&plugins](CommandContext&) -> Result<Doc> {
              return eventTypesJson(eventCatalogue(plugins));
            });
  command("list", "--org ORG   the organization's endpoints", {},
          [](WebhookAdmin& admin, CommandContext&) { return admin.list(); });
  command("create",
          "--org ORG --url URL --events TYPE[,TYPE...] [--description TEXT] [--active on|off]"
          "   adds an endpoint and prints its secret (shown once)",
          {"url", "events", "description", "active"},
          [](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(Doc body, bodyOf(cmd));
            return admin.create(body);
          });
  command("update",
          "--org ORG --id ID [--url URL] [--events TYPES] [--description TEXT] [--active on|off]"
          "   changes an endpoint (--active on re-enables a disabled one)",
          {"id", "url", "events", "description", "active"},
          [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
            SEO_ASSIGN_OR_RETURN(Doc body, bodyOf(cmd));
            return admin.update(endpoint, body);
          });
  command("delete", "--org ORG --id ID   deletes an endpoint and its delivery log", {"id"},
          [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
            SEO_RETURN_IF_ERROR(admin.remove(endpoint));
            Doc done(rapidjson::kObjectType);
            done.AddMember("success", true, done.GetAllocator());
            return done;
          });
  command("rotate-secret",
          "--org ORG --id ID   a new secret (printed once); the old one signs for 24 hours more",
          {"id"}, [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
            return admin.rotateSecret(endpoint);
          });
  command("test", "--org ORG --id ID   queues a webhooks.test event to the endpoint", {"id"},
          [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
            return admin.sendTest(endpoint);
          });
  command(
      "deliveries",
      "--org ORG --id ID [--status pending|succeeded|failed]   the newest 50 deliveries",
      {"id", "status"}, [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
        SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
        std::string status(cmd.flag("status").value_or(""));
        if (!status.empty() && status != "pending" && status != "succeeded" && status != "failed") {
          return Status::invalidArgument("--status takes pending, succeeded or failed");
        }
        long long total = 0;
        return admin.deliveries(endpoint, status, 50, 0, &total);
      });
  command("redeliver", "--org ORG --id ID --delivery ID   attempts a delivery again now",
          {"id", "delivery"}, [id](WebhookAdmin& admin, CommandContext& cmd) -> Result<Doc> {
            SEO_ASSIGN_OR_RETURN(std::string endpoint, id(cmd));
            SEO_ASSIGN_OR_RETURN(std::string delivery, seo::sdk::requiredFlag(cmd, "delivery"));
            return admin.redeliver(endpoint, delivery);
          });
}

}  // namespace seo::core
