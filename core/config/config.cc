#include "core/config/config.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <arpa/inet.h>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include "seo/sdk/ascii.h"
#include "seo/sdk/domain_name.h"

namespace seo::core {
namespace {

using seo::sdk::Result;
using seo::sdk::Status;

// Adds `name` -> `address` to outbound.hosts: a host name (lower-cased) and a numeric address.
Status addOutboundHost(OutboundConfig& outbound, const std::string& name,
                       const std::string& address) {
  std::string host = seo::sdk::ascii::lower(name);
  in6_addr parsed{};
  if (!seo::sdk::isDomainName(host) && host != "localhost") {
    return Status::invalidArgument("outbound.hosts: \"" + name + "\" is not a host name");
  }
  if (inet_pton(AF_INET, address.c_str(), &parsed) != 1 &&
      inet_pton(AF_INET6, address.c_str(), &parsed) != 1) {
    return Status::invalidArgument("outbound.hosts: \"" + address + "\" is not a numeric address");
  }
  outbound.hosts[host] = address;
  return Status::ok();
}

Status readString(const rapidjson::Value& obj, const char* key, std::string& out) {
  if (!obj.HasMember(key)) return Status::ok();
  if (!obj[key].IsString()) return Status::invalidArgument(std::string(key) + " must be a string");
  out = obj[key].GetString();
  return Status::ok();
}

template <typename T>
Status readInt(const rapidjson::Value& obj, const char* key, T& out) {
  if (!obj.HasMember(key)) return Status::ok();
  if (!obj[key].IsInt64()) return Status::invalidArgument(std::string(key) + " must be an integer");
  out = static_cast<T>(obj[key].GetInt64());
  return Status::ok();
}

Status readBool(const rapidjson::Value& obj, const char* key, bool& out) {
  if (!obj.HasMember(key)) return Status::ok();
  if (!obj[key].IsBool()) return Status::invalidArgument(std::string(key) + " must be a boolean");
  out = obj[key].GetBool();
  return Status::ok();
}

// {"plugin": {"name": value}} -> settings["plugin.name"]; values are strings, numbers or booleans.
Status readSettings(const rapidjson::Value& obj, Config& c) {
  if (!obj.IsObject()) return Status::invalidArgument("settings must be an object of objects");
  for (const auto& plugin : obj.GetObject()) {
    std::string prefix = std::string(plugin.name.GetString()) + ".";
    if (!plugin.value.IsObject()) {
      return Status::invalidArgument("settings." + prefix + ".. must be an object");
    }
    for (const auto& item : plugin.value.GetObject()) {
      std::string key = prefix + item.name.GetString();
      const rapidjson::Value& v = item.value;
      if (v.IsString()) {
        c.settings[key] = v.GetString();
      } else if (v.IsBool()) {
        c.settings[key] = v.GetBool() ? "true" : "false";
      } else if (v.IsInt64()) {
        c.settings[key] = std::to_string(v.GetInt64());
      } else if (v.IsNumber()) {
        std::ostringstream text;
        text << v.GetDouble();
        c.settings[key] = text.str();
      } else {
        return Status::invalidArgument("settings." + key + " must be a string, number or boolean");
      }
    }
  }
  return Status::ok();
}

// "jobs.retention". Retentions are bounded so that a cut-off time never overflows.
Status readRetention(const rapidjson::Value& obj, RetentionConfig& r) {
  if (!obj.IsObject()) return Status::invalidArgument("jobs.retention must be an object");
  Status s;
  if (!(s = readInt(obj, "completed_jobs_hours", r.completed_jobs_hours)).isOk() ||
      !(s = readInt(obj, "failed_jobs_days", r.failed_jobs_days)).isOk() ||
      !(s = readInt(obj, "webhook_deliveries_days", r.webhook_deliveries_days)).isOk() ||
      !(s = readInt(obj, "interval_seconds", r.interval_seconds)).isOk() ||
      !(s = readInt(obj, "batch_size", r.batch_size)).isOk()) {
    return Status::invalidArgument("jobs.retention." + s.message());
  }
  if (r.completed_jobs_hours > 24 * 36500 || r.failed_jobs_days > 36500 ||
      r.webhook_deliveries_days > 36500 || r.interval_seconds < 0 ||
      r.interval_seconds > 7 * 86400 || r.batch_size < 1 || r.batch_size > 100000) {
    return Status::invalidArgument(
        "jobs.retention: completed_jobs_hours up to 876000, failed_jobs_days and "
        "webhook_deliveries_days up to 36500 (0 or less: kept forever), interval_seconds 0 to "
        "604800, batch_size 1 to 100000");
  }
  return Status::ok();
}

Status parse(const rapidjson::Value& root, Config& c) {
  if (!root.IsObject()) return Status::invalidArgument("the configuration must be a JSON object");
  Status s;
  if (root.HasMember("listen")) {
    const auto& l = root["listen"];
    if (!l.IsObject()) return Status::invalidArgument("listen must be an object");
    if (!(s = readString(l, "address", c.listen_address)).isOk()) return s;
    if (!(s = readInt(l, "port", c.port)).isOk()) return s;
  }
  if (!(s = readInt(root, "threads", c.threads)).isOk()) return s;
  if (!(s = readString(root, "client_ip_header", c.client_ip_header)).isOk()) return s;
  if (!(s = readString(root, "control_socket", c.control_socket)).isOk()) return s;
  if (root.HasMember("secrets")) {
    const auto& sec = root["secrets"];
    if (!sec.IsObject()) return Status::invalidArgument("secrets must be an object");
    if (!(s = readString(sec, "key_file", c.secret_key_file)).isOk()) return s;
    if (c.secret_key_file.empty()) return Status::invalidArgument("secrets.key_file is empty");
  }
  if (root.HasMember("settings")) {
    if (!(s = readSettings(root["settings"], c)).isOk()) return s;
  }
  if (!(s = readInt(root, "max_body_bytes", c.max_body_bytes)).isOk()) return s;
  if (!(s = readInt(root, "drain_seconds", c.drain_seconds)).isOk()) return s;
  if (c.drain_seconds < 0) return Status::invalidArgument("drain_seconds must be 0 or more");
  if (root.HasMember("http")) {
    const auto& h = root["http"];
    if (!h.IsObject()) return Status::invalidArgument("http must be an object");
    HttpLimits& l = c.http;
    for (auto [name, field] : std::initializer_list<std::pair<const char*, int*>>{
             {"max_request_line_bytes", &l.max_request_line_bytes},
             {"max_header_bytes", &l.max_header_bytes},
             {"max_headers", &l.max_headers},
             {"max_connections", &l.max_connections},
             {"max_connections_per_address", &l.max_connections_per_address},
             {"header_timeout_ms", &l.header_timeout_ms},
             {"body_timeout_ms", &l.body_timeout_ms},
             {"keep_alive_timeout_ms", &l.keep_alive_timeout_ms},
             {"write_timeout_ms", &l.write_timeout_ms}}) {
      if (!(s = readInt(h, name, *field)).isOk()) return s;
      if (*field < 0 || (*field == 0 && std::string(name) != "max_connections")) {
        return Status::invalidArgument(std::string("http.") + name + " must be a positive number");
      }
    }
    if (!(s = readInt(h, "max_buffered_bytes", l.max_buffered_bytes)).isOk()) return s;
    if (h.HasMember("rate_limits")) {
      const auto& r = h["rate_limits"];
      if (!r.IsObject()) return Status::invalidArgument("http.rate_limits must be an object");
      RateLimits& rl = c.rate_limits;
      if (!(s = readBool(r, "enabled", rl.enabled)).isOk()) return s;
      for (auto [name, field] : std::initializer_list<std::pair<const char*, double*>>{
               {"per_key_per_second", &rl.per_key_per_second},
               {"per_key_burst", &rl.per_key_burst},
               {"per_address_per_second", &rl.per_address_per_second},
               {"per_address_burst", &rl.per_address_burst},
               {"failed_auth_per_address_per_second", &rl.failed_auth_per_address_per_second},
               {"failed_auth_per_address_burst", &rl.failed_auth_per_address_burst}}) {
        if (!r.HasMember(name)) continue;
        if (!r[name].IsNumber() || r[name].GetDouble() <= 0) {
          return Status::invalidArgument(std::string("http.rate_limits.") + name +
                                         " must be a positive number");
        }
        *field = r[name].GetDouble();
      }
    }
    if (l.max_buffered_bytes <= 0) {
      return Status::invalidArgument("http.max_buffered_bytes must be a positive number");
    }
  }
  if (root.HasMember("database")) {
    const auto& d = root["database"];
    if (!d.IsObject()) return Status::invalidArgument("database must be an object");
    if (!(s = readString(d, "url", c.database_url)).isOk()) return s;
    if (!(s = readInt(d, "pool_size", c.database_pool_size)).isOk()) return s;
  }
  if (root.HasMember("plugins")) {
    const auto& p = root["plugins"];
    if (!p.IsObject()) return Status::invalidArgument("plugins must be an object");
    if (!(s = readString(p, "directory", c.plugin_directory)).isOk()) return s;
    if (p.HasMember("enabled")) {
      if (!p["enabled"].IsArray()) return Status::invalidArgument("plugins.enabled must be an array");
      c.enabled_plugins.clear();
      c.plugins_listed = true;
      for (const auto& v : p["enabled"].GetArray()) {
        if (!v.IsString()) return Status::invalidArgument("plugins.enabled holds plugin names");
        c.enabled_plugins.emplace_back(v.GetString());
      }
    }
  }
  if (root.HasMember("demo")) {
    const auto& d = root["demo"];
    if (!d.IsObject()) return Status::invalidArgument("demo must be an object");
    if (!(s = readBool(d, "provision", c.provision_demo)).isOk()) return s;
    if (!(s = readString(d, "plan", c.demo_plan)).isOk()) return s;
  }
  if (root.HasMember("credits")) {
    const auto& cr = root["credits"];
    if (!cr.IsObject() || !cr.HasMember("default_quotas") || !cr["default_quotas"].IsObject()) {
      return Status::invalidArgument("credits.default_quotas must be an object");
    }
    c.default_quotas.clear();
    for (const auto& m : cr["default_quotas"].GetObject()) {
      if (!m.value.IsInt64() || m.value.GetInt64() < 0) {
        return Status::invalidArgument("credits.default_quotas values must be integers >= 0");
      }
      c.default_quotas.emplace_back(m.name.GetString(), m.value.GetInt64());
    }
  }
  if (root.HasMember("outbound")) {
    const auto& o = root["outbound"];
    if (!o.IsObject()) return Status::invalidArgument("outbound must be an object");
    if (!(s = readInt(o, "timeout_ms", c.outbound.timeout_ms)).isOk()) return s;
    if (!(s = readInt(o, "max_response_bytes", c.outbound.max_response_bytes)).isOk()) return s;
    if (!(s = readInt(o, "workers", c.outbound.workers)).isOk()) return s;
    if (!(s = readInt(o, "max_queued", c.outbound.max_queued)).isOk()) return s;
    if (!(s = readInt(o, "max_running_per_organization",
                      c.outbound.max_running_per_organization)).isOk() ||
        !(s = readInt(o, "max_waiting_per_organization",
                      c.outbound.max_waiting_per_organization)).isOk()) {
      return s;
    }
    if (c.outbound.workers < 1 || c.outbound.max_queued < 1 ||
        c.outbound.max_running_per_organization < 1 || c.outbound.max_waiting_per_organization < 0) {
      return Status::invalidArgument(
          "outbound.workers, max_queued and max_running_per_organization must be at least 1, "
          "max_waiting_per_organization at least 0");
    }
    if (!(s = readBool(o, "allow_private_addresses", c.outbound.allow_private_addresses)).isOk()) {
      return s;
    }
    if (!(s = readString(o, "smtp_ca_file", c.outbound.smtp_ca_file)).isOk()) return s;
    if (!(s = readString(o, "ca_file", c.outbound.ca_file)).isOk()) return s;
    if (!(s = readInt(o, "smtp_timeout_ms", c.outbound.smtp_timeout_ms)).isOk()) return s;
    if (c.outbound.smtp_timeout_ms < 1000) {
      return Status::invalidArgument("outbound.smtp_timeout_ms must be at least 1000");
    }
    if (o.HasMember("hosts")) {
      if (!o["hosts"].IsObject()) return Status::invalidArgument("outbound.hosts must be an object");
      for (const auto& m : o["hosts"].GetObject()) {
        if (!m.value.IsString()) {
          return Status::invalidArgument("outbound.hosts values must be numeric addresses");
        }
        if (Status added = addOutboundHost(c.outbound, m.name.GetString(), m.value.GetString());
            !added.isOk()) {
          return added;
        }
      }
    }
  }
  if (root.HasMember("providers")) {
    const auto& p = root["providers"];
    if (!p.IsObject()) return Status::invalidArgument("providers must be an object");
    if (p.HasMember("llm")) {
      const auto& l = p["llm"];
      if (!l.IsObject()) return Status::invalidArgument("providers.llm must be an object");
      if (!(s = readString(l, "base_url", c.providers.llm.base_url)).isOk()) return s;
      if (!(s = readString(l, "api_key", c.providers.llm.api_key)).isOk()) return s;
      if (!(s = readString(l, "model", c.providers.llm.model)).isOk()) return s;
      if (!(s = readInt(l, "timeout_ms", c.providers.llm.timeout_ms)).isOk()) return s;
    }
    if (p.HasMember("llm_endpoints")) {
      if (!(s = readLlmEndpoints(p["llm_endpoints"], c.providers.llm_endpoints)).isOk()) {
        return s;
      }
    }
    if (p.HasMember("dataforseo")) {
      const auto& d = p["dataforseo"];
      if (!d.IsObject()) return Status::invalidArgument("providers.dataforseo must be an object");
      if (!(s = readString(d, "base_url", c.providers.dataforseo.base_url)).isOk()) return s;
      if (!(s = readString(d, "login", c.providers.dataforseo.login)).isOk()) return s;
      if (!(s = readString(d, "password", c.providers.dataforseo.password)).isOk()) return s;
      if (!(s = readInt(d, "timeout_ms", c.providers.dataforseo.timeout_ms)).isOk()) return s;
    }
    if (c.providers.llm.timeout_ms < 1 || c.providers.dataforseo.timeout_ms < 1) {
      return Status::invalidArgument("providers: timeout_ms >= 1");
    }
  }
  if (root.HasMember("jobs")) {
    const auto& j = root["jobs"];
    if (!j.IsObject()) return Status::invalidArgument("jobs must be an object");
    if (!(s = readInt(j, "workers", c.jobs.workers)).isOk()) return s;
    if (!(s = readInt(j, "poll_ms", c.jobs.poll_ms)).isOk()) return s;
    if (!(s = readInt(j, "lease_seconds", c.jobs.lease_seconds)).isOk()) return s;
    if (!(s = readInt(j, "retry_base_ms", c.jobs.retry_base_ms)).isOk()) return s;
    if (!(s = readInt(j, "max_workers_per_organization", c.jobs.max_workers_per_organization))
             .isOk()) {
      return s;
    }
    if (c.jobs.workers < 0 || c.jobs.poll_ms < 10 || c.jobs.lease_seconds < 1 ||
        c.jobs.retry_base_ms < 1 || c.jobs.max_workers_per_organization < 0) {
      return Status::invalidArgument(
          "jobs: workers >= 0, poll_ms >= 10, lease_seconds >= 1, retry_base_ms >= 1, "
          "max_workers_per_organization >= 0");
    }
    if (j.HasMember("retention")) {
      if (!(s = readRetention(j["retention"], c.jobs.retention)).isOk()) return s;
    }
  }
  return readString(root, "log_level", c.log_level);
}

}  // namespace

int workersPerOrganization(const JobsConfig& jobs) {
  if (jobs.max_workers_per_organization > 0) return jobs.max_workers_per_organization;
  return std::max(1, jobs.workers - 1);
}

int parsePort(const char* text) {
  char* end = nullptr;
  long port = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || port < 0 || port > 65535) return -1;
  return static_cast<int>(port);
}

namespace {

bool envFlag(const char* value) { return std::string(value) == "1" || std::string(value) == "true"; }

}  // namespace

Result<Config> loadConfig(const std::string& path, bool required) {
  Config config;
  std::ifstream in(path);
  if (!in) {
    if (required) return Status::invalidArgument("cannot read configuration file " + path);
    return config;
  }
  std::stringstream text;
  text << in.rdbuf();
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseCommentsFlag | rapidjson::kParseTrailingCommasFlag>(
      text.str().c_str());
  if (doc.HasParseError()) {
    return Status::invalidArgument(path + ": " + rapidjson::GetParseError_En(doc.GetParseError()) +
                                   " at offset " + std::to_string(doc.GetErrorOffset()));
  }
  if (Status s = parse(doc, config); !s.isOk()) {
    return Status::invalidArgument(path + ": " + s.message());
  }
  return config;
}

void applyEnvironment(Config& c) {
  if (const char* v = std::getenv("SEO_DATABASE_URL"); v && *v) c.database_url = v;
  if (const char* v = std::getenv("SEO_PORT"); v && *v) c.port = parsePort(v);
  if (const char* v = std::getenv("SEO_PLUGIN_DIR"); v && *v) c.plugin_directory = v;
  if (const char* v = std::getenv("SEO_PLUGINS"); v) {
    c.enabled_plugins.clear();
    c.plugins_listed = true;
    std::stringstream list(v);
    std::string name;
    while (std::getline(list, name, ',')) {
      if (!name.empty()) c.enabled_plugins.push_back(name);
    }
  }
  if (const char* v = std::getenv("SEO_CONTROL_SOCKET"); v) c.control_socket = v;
  if (const char* v = std::getenv("SEO_SECRET_KEY_FILE"); v && *v) c.secret_key_file = v;
  if (const char* v = std::getenv("SEO_PROVISION_DEMO"); v && *v) c.provision_demo = envFlag(v);
  if (const char* v = std::getenv("SEO_LOG_LEVEL"); v && *v) c.log_level = v;
  if (const char* v = std::getenv("SEO_JOB_WORKERS"); v && *v) c.jobs.workers = std::atoi(v);
  if (const char* v = std::getenv("SEO_JOB_LEASE_SECONDS"); v && *v) {
    c.jobs.lease_seconds = std::max(1, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_JOB_RETRY_BASE_MS"); v && *v) {
    c.jobs.retry_base_ms = std::max(1, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_JOB_MAX_WORKERS_PER_ORGANIZATION"); v && *v) {
    c.jobs.max_workers_per_organization = std::max(0, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_LLM_BASE_URL"); v) c.providers.llm.base_url = v;
  if (const char* v = std::getenv("SEO_LLM_API_KEY"); v) c.providers.llm.api_key = v;
  if (const char* v = std::getenv("SEO_LLM_MODEL"); v && *v) c.providers.llm.model = v;
  if (const char* v = std::getenv("SEO_LLM_TIMEOUT_MS"); v && *v) {
    c.providers.llm.timeout_ms = std::max(1, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_DATAFORSEO_BASE_URL"); v && *v) {
    c.providers.dataforseo.base_url = v;
  }
  if (const char* v = std::getenv("SEO_DATAFORSEO_LOGIN"); v) c.providers.dataforseo.login = v;
  if (const char* v = std::getenv("SEO_DATAFORSEO_PASSWORD"); v) {
    c.providers.dataforseo.password = v;
  }
  if (const char* v = std::getenv("SEO_ALLOW_PRIVATE_ADDRESSES"); v && *v) {
    c.outbound.allow_private_addresses = envFlag(v);
  }
  if (const char* v = std::getenv("SEO_SMTP_CA_FILE"); v) c.outbound.smtp_ca_file = v;
  if (const char* v = std::getenv("SEO_OUTBOUND_CA_FILE"); v) c.outbound.ca_file = v;
}

Status applySettingsEnvironment(Config& c) {
  // SEO_OUTBOUND_HOSTS="name=address,name=address" adds to outbound.hosts.
  if (const char* v = std::getenv("SEO_OUTBOUND_HOSTS"); v && *v) {
    std::stringstream list(v);
    std::string entry;
    while (std::getline(list, entry, ',')) {
      std::size_t eq = entry.find('=');
      if (eq == std::string::npos) {
        return Status::invalidArgument("SEO_OUTBOUND_HOSTS: \"" + entry + "\" is not name=address");
      }
      if (Status added = addOutboundHost(c.outbound, entry.substr(0, eq), entry.substr(eq + 1));
          !added.isOk()) {
        return Status::invalidArgument("SEO_OUTBOUND_HOSTS: " + added.message());
      }
    }
  }
  if (const char* v = std::getenv("SEO_CLIENT_IP_HEADER"); v) c.client_ip_header = v;
  if (const char* v = std::getenv("SEO_DRAIN_SECONDS"); v && *v) {
    c.drain_seconds = std::max(0, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_RATE_LIMITS"); v) {
    c.rate_limits.enabled = std::string(v) != "0" && std::string(v) != "off";
  }
  // SEO_LLM_ENDPOINTS: a JSON array shaped like providers.llm_endpoints, replacing it.
  if (const char* v = std::getenv("SEO_LLM_ENDPOINTS"); v && *v) {
    rapidjson::Document list;
    list.Parse(v);
    if (list.HasParseError()) {
      return Status::invalidArgument(std::string("SEO_LLM_ENDPOINTS: ") +
                                     rapidjson::GetParseError_En(list.GetParseError()));
    }
    if (Status s = readLlmEndpoints(list, c.providers.llm_endpoints); !s.isOk()) {
      return Status::invalidArgument("SEO_LLM_ENDPOINTS: " + s.message());
    }
  }
  const char* text = std::getenv("SEO_SETTINGS");
  if (text == nullptr || *text == '\0') return Status::ok();
  rapidjson::Document doc;
  doc.Parse(text);
  if (doc.HasParseError()) {
    return Status::invalidArgument(std::string("SEO_SETTINGS: ") +
                                   rapidjson::GetParseError_En(doc.GetParseError()));
  }
  if (Status s = readSettings(doc, c); !s.isOk()) {
    return Status::invalidArgument("SEO_SETTINGS: " + s.message());
  }
  return Status::ok();
}

}  // namespace seo::core
