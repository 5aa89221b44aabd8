#include "core/config/config.h"

#include <arpa/inet.h>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/config/config_section.h"
#include "shipped_config.h"
#include "seo/sdk/util/ascii.h"
#include "seo/sdk/util/domain_name.h"
#include "seo/sdk/util/status_macros.h"

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
Status readRetention(const ConfigSection& s, RetentionConfig& r) {
  SEO_RETURN_IF_ERROR(s.integer("completed_jobs_hours", r.completed_jobs_hours));
  SEO_RETURN_IF_ERROR(s.integer("failed_jobs_days", r.failed_jobs_days));
  SEO_RETURN_IF_ERROR(s.integer("webhook_deliveries_days", r.webhook_deliveries_days));
  SEO_RETURN_IF_ERROR(s.integer("interval_seconds", r.interval_seconds));
  SEO_RETURN_IF_ERROR(s.integer("batch_size", r.batch_size));
  if (r.completed_jobs_hours > 24 * 36500 || r.failed_jobs_days > 36500 ||
      r.webhook_deliveries_days > 36500 || r.interval_seconds < 0 ||
      r.interval_seconds > 7 * 86400 || r.batch_size < 1 || r.batch_size > 100000) {
    return s.invalid(
        "completed_jobs_hours up to 876000, failed_jobs_days and webhook_deliveries_days up to "
        "36500 (0 or less: kept forever), interval_seconds 0 to 604800, batch_size 1 to 100000");
  }
  return Status::ok();
}

Status readJobs(const ConfigSection& s, JobsConfig& j) {
  SEO_RETURN_IF_ERROR(s.integer("workers", j.workers));
  SEO_RETURN_IF_ERROR(s.integer("poll_ms", j.poll_ms));
  SEO_RETURN_IF_ERROR(s.integer("lease_seconds", j.lease_seconds));
  SEO_RETURN_IF_ERROR(s.integer("retry_base_ms", j.retry_base_ms));
  SEO_RETURN_IF_ERROR(s.integer("max_workers_per_organization", j.max_workers_per_organization));
  if (j.workers < 0 || j.poll_ms < 10 || j.lease_seconds < 1 || j.retry_base_ms < 1 ||
      j.max_workers_per_organization < 0) {
    return s.invalid(
        "workers >= 0, poll_ms >= 10, lease_seconds >= 1, retry_base_ms >= 1, "
        "max_workers_per_organization >= 0");
  }
  return s.section("retention", j.retention, readRetention);
}

Status readConsole(const ConfigSection& s, ConsoleConfig& c) {
  SEO_RETURN_IF_ERROR(s.text("public_url", c.public_url));
  SEO_RETURN_IF_ERROR(s.integer("session_idle_days", c.session_idle_days));
  SEO_RETURN_IF_ERROR(s.integer("session_max_days", c.session_max_days));
  SEO_RETURN_IF_ERROR(s.integer("sign_in_attempts_per_minute", c.sign_in_attempts_per_minute));
  SEO_RETURN_IF_ERROR(s.integer("link_hours", c.link_hours));
  if (!c.public_url.empty() && c.public_url.rfind("http://", 0) != 0 &&
      c.public_url.rfind("https://", 0) != 0) {
    return s.invalid("public_url", "must start with http:// or https://");
  }
  while (!c.public_url.empty() && c.public_url.back() == '/') c.public_url.pop_back();
  if (c.session_idle_days < 1 || c.session_max_days < c.session_idle_days ||
      c.session_max_days > 3650 || c.sign_in_attempts_per_minute < 1 || c.link_hours < 1 ||
      c.link_hours > 24 * 30) {
    return s.invalid(
        "session_idle_days >= 1, session_max_days from session_idle_days to 3650, "
        "sign_in_attempts_per_minute >= 1, link_hours 1 to 720");
  }
  return Status::ok();
}

// "metrics". The networks and the listen address are checked where they are used
// (MetricsEndpoint::create), after the environment had its say.
Status readMetrics(const ConfigSection& s, MetricsConfig& m) {
  SEO_RETURN_IF_ERROR(s.flag("enabled", m.enabled));
  SEO_RETURN_IF_ERROR(s.text("token", m.token));
  SEO_RETURN_IF_ERROR(s.text("listen", m.listen));
  if (!s.has("allowed_networks")) return Status::ok();
  if (!s["allowed_networks"].IsArray()) return s.invalid("allowed_networks", "must be an array");
  m.allowed_networks.clear();
  for (const auto& v : s["allowed_networks"].GetArray()) {
    if (!v.IsString()) return s.invalid("allowed_networks", "holds networks such as 10.0.0.0/8");
    m.allowed_networks.emplace_back(v.GetString());
  }
  return Status::ok();
}

Status readListen(const ConfigSection& s, Config& c) {
  SEO_RETURN_IF_ERROR(s.text("address", c.listen_address));
  return s.integer("port", c.port);
}

Status readSecrets(const ConfigSection& s, Config& c) {
  SEO_RETURN_IF_ERROR(s.text("key_file", c.secret_key_file));
  if (c.secret_key_file.empty()) return s.invalid("key_file", "is empty");
  return Status::ok();
}

Status readRateLimits(const ConfigSection& s, RateLimits& r) {
  SEO_RETURN_IF_ERROR(s.flag("enabled", r.enabled));
  SEO_RETURN_IF_ERROR(s.positive("per_key_per_second", r.per_key_per_second));
  SEO_RETURN_IF_ERROR(s.positive("per_key_burst", r.per_key_burst));
  SEO_RETURN_IF_ERROR(s.positive("per_address_per_second", r.per_address_per_second));
  SEO_RETURN_IF_ERROR(s.positive("per_address_burst", r.per_address_burst));
  SEO_RETURN_IF_ERROR(
      s.positive("failed_auth_per_address_per_second", r.failed_auth_per_address_per_second));
  return s.positive("failed_auth_per_address_burst", r.failed_auth_per_address_burst);
}

Status readHttp(const ConfigSection& s, Config& c) {
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
    SEO_RETURN_IF_ERROR(s.integer(name, *field));
    // max_connections alone may be 0: no cap but the per-address one.
    if (*field < 0 || (*field == 0 && std::string_view(name) != "max_connections")) {
      return s.invalid(name, "must be a positive number");
    }
  }
  SEO_RETURN_IF_ERROR(s.integer("max_buffered_bytes", l.max_buffered_bytes));
  if (l.max_buffered_bytes <= 0) {
    return s.invalid("max_buffered_bytes", "must be a positive number");
  }
  return s.section("rate_limits", c.rate_limits, readRateLimits);
}

Status readDatabase(const ConfigSection& s, Config& c) {
  SEO_RETURN_IF_ERROR(s.text("url", c.database_url));
  return s.integer("pool_size", c.database_pool_size);
}

Status readPlugins(const ConfigSection& s, Config& c) {
  SEO_RETURN_IF_ERROR(s.text("directory", c.plugin_directory));
  if (!s.has("enabled")) return Status::ok();
  if (!s["enabled"].IsArray()) return s.invalid("enabled", "must be an array");
  c.enabled_plugins.clear();
  c.plugins_listed = true;
  for (const auto& v : s["enabled"].GetArray()) {
    if (!v.IsString()) return s.invalid("enabled", "holds plugin names");
    c.enabled_plugins.emplace_back(v.GetString());
  }
  return Status::ok();
}

Status readDemo(const ConfigSection& s, Config& c) {
  SEO_RETURN_IF_ERROR(s.flag("provision", c.provision_demo));
  return s.text("plan", c.demo_plan);
}

Status readCredits(const ConfigSection& s, Config& c) {
  if (!s.has("default_quotas") || !s["default_quotas"].IsObject()) {
    return s.invalid("default_quotas", "must be an object");
  }
  c.default_quotas.clear();
  for (const auto& m : s["default_quotas"].GetObject()) {
    if (!m.value.IsInt64() || m.value.GetInt64() < 0) {
      return s.invalid("default_quotas", "values must be integers >= 0");
    }
    c.default_quotas.emplace_back(m.name.GetString(), m.value.GetInt64());
  }
  return Status::ok();
}

Status readOutbound(const ConfigSection& s, OutboundConfig& o) {
  SEO_RETURN_IF_ERROR(s.integer("timeout_ms", o.timeout_ms));
  SEO_RETURN_IF_ERROR(s.integer("max_response_bytes", o.max_response_bytes));
  SEO_RETURN_IF_ERROR(s.integer("workers", o.workers));
  SEO_RETURN_IF_ERROR(s.integer("max_queued", o.max_queued));
  SEO_RETURN_IF_ERROR(s.integer("max_running_per_organization", o.max_running_per_organization));
  SEO_RETURN_IF_ERROR(s.integer("max_waiting_per_organization", o.max_waiting_per_organization));
  if (o.workers < 1 || o.max_queued < 1 || o.max_running_per_organization < 1 ||
      o.max_waiting_per_organization < 0) {
    return s.invalid(
        "workers, max_queued and max_running_per_organization must be at least 1, "
        "max_waiting_per_organization at least 0");
  }
  SEO_RETURN_IF_ERROR(s.flag("allow_private_addresses", o.allow_private_addresses));
  SEO_RETURN_IF_ERROR(s.text("smtp_ca_file", o.smtp_ca_file));
  SEO_RETURN_IF_ERROR(s.text("ca_file", o.ca_file));
  SEO_RETURN_IF_ERROR(s.integer("smtp_timeout_ms", o.smtp_timeout_ms));
  if (o.smtp_timeout_ms < 1000) return s.invalid("smtp_timeout_ms", "must be at least 1000");
  if (!s.has("hosts")) return Status::ok();
  if (!s["hosts"].IsObject()) return s.invalid("hosts", "must be an object");
  for (const auto& m : s["hosts"].GetObject()) {
    if (!m.value.IsString()) return s.invalid("hosts", "values must be numeric addresses");
    SEO_RETURN_IF_ERROR(addOutboundHost(o, m.name.GetString(), m.value.GetString()));
  }
  return Status::ok();
}

Status readLlm(const ConfigSection& s, LlmConfig& l) {
  SEO_RETURN_IF_ERROR(s.text("base_url", l.base_url));
  SEO_RETURN_IF_ERROR(s.text("api_key", l.api_key));
  SEO_RETURN_IF_ERROR(s.text("model", l.model));
  return s.integer("timeout_ms", l.timeout_ms);
}

Status readDataForSeo(const ConfigSection& s, DataForSeoConfig& d) {
  SEO_RETURN_IF_ERROR(s.text("base_url", d.base_url));
  SEO_RETURN_IF_ERROR(s.text("login", d.login));
  SEO_RETURN_IF_ERROR(s.text("password", d.password));
  return s.integer("timeout_ms", d.timeout_ms);
}

Status readProviders(const ConfigSection& s, ProvidersConfig& p) {
  SEO_RETURN_IF_ERROR(s.section("llm", p.llm, readLlm));
  if (s.has("llm_endpoints")) {
    SEO_RETURN_IF_ERROR(readLlmEndpoints(s["llm_endpoints"], p.llm_endpoints));
  }
  SEO_RETURN_IF_ERROR(s.section("dataforseo", p.dataforseo, readDataForSeo));
  if (p.llm.timeout_ms < 1 || p.dataforseo.timeout_ms < 1) return s.invalid("timeout_ms >= 1");
  return Status::ok();
}

// The whole file, section by section; what a key leaves out keeps its default.
Status readConfig(const ConfigSection& root, Config& c) {
  SEO_RETURN_IF_ERROR(root.section("listen", c, readListen));
  SEO_RETURN_IF_ERROR(root.integer("threads", c.threads));
  SEO_RETURN_IF_ERROR(root.text("client_ip_header", c.client_ip_header));
  SEO_RETURN_IF_ERROR(root.text("control_socket", c.control_socket));
  SEO_RETURN_IF_ERROR(root.section("secrets", c, readSecrets));
  if (root.has("settings")) SEO_RETURN_IF_ERROR(readSettings(root["settings"], c));
  SEO_RETURN_IF_ERROR(root.integer("max_body_bytes", c.max_body_bytes));
  SEO_RETURN_IF_ERROR(root.integer("drain_seconds", c.drain_seconds));
  if (c.drain_seconds < 0) return root.invalid("drain_seconds", "must be 0 or more");
  SEO_RETURN_IF_ERROR(root.section("http", c, readHttp));
  SEO_RETURN_IF_ERROR(root.section("database", c, readDatabase));
  SEO_RETURN_IF_ERROR(root.section("plugins", c, readPlugins));
  SEO_RETURN_IF_ERROR(root.section("demo", c, readDemo));
  SEO_RETURN_IF_ERROR(root.section("credits", c, readCredits));
  SEO_RETURN_IF_ERROR(root.section("outbound", c.outbound, readOutbound));
  SEO_RETURN_IF_ERROR(root.section("providers", c.providers, readProviders));
  SEO_RETURN_IF_ERROR(root.section("jobs", c.jobs, readJobs));
  SEO_RETURN_IF_ERROR(root.section("console", c.console, readConsole));
  SEO_RETURN_IF_ERROR(root.section("metrics", c.metrics, readMetrics));
  return root.text("log_level", c.log_level);
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

bool envFlag(const char* value) {
  return std::string(value) == "1" || std::string(value) == "true";
}

}  // namespace

namespace {

// `text` (JSON with comments and trailing commas) read over the defaults; errors name `origin`.
Result<Config> parseConfig(const std::string& text, const std::string& origin) {
  Config config;
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseCommentsFlag | rapidjson::kParseTrailingCommasFlag>(text.c_str());
  if (doc.HasParseError()) {
    return Status::invalidArgument(origin + ": " +
                                   rapidjson::GetParseError_En(doc.GetParseError()) +
                                   " at offset " + std::to_string(doc.GetErrorOffset()));
  }
  if (!doc.IsObject()) {
    return Status::invalidArgument(origin + ": the configuration must be a JSON object");
  }
  if (Status s = readConfig(ConfigSection(doc), config); !s.isOk()) {
    return Status::invalidArgument(origin + ": " + s.message());
  }
  return config;
}

}  // namespace

Result<Config> loadConfig(const std::string& path, bool required) {
  std::ifstream in(path);
  if (!in) {
    if (required) return Status::invalidArgument("cannot read configuration file " + path);
    // The shipped file's values (its credit buckets, settings, limits), so that a first run
    // without one works as scripts/run does; every plugin in the folder loads, as none is listed.
    SEO_ASSIGN_OR_RETURN(Config config, parseConfig(std::string(shipped::kSeoServerJsonc),
                                                    "the built-in configuration"));
    config.enabled_plugins.clear();
    config.plugins_listed = false;
    return config;
  }
  std::stringstream text;
  text << in.rdbuf();
  SEO_ASSIGN_OR_RETURN(Config config, parseConfig(text.str(), path));
  config.source_path = path;
  return config;
}

void applyEnvironment(Config& c) {
  if (const char* v = std::getenv("SEO_DATABASE_URL"); v && *v) c.database_url = v;
  if (const char* v = std::getenv("SEO_PORT"); v && *v) c.port = parsePort(v);
  if (const char* v = std::getenv("SEO_LISTEN_ADDRESS"); v && *v) c.listen_address = v;
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
  if (const char* v = std::getenv("SEO_METRICS"); v && *v) c.metrics.enabled = envFlag(v);
  if (const char* v = std::getenv("SEO_METRICS_TOKEN"); v) c.metrics.token = v;
  if (const char* v = std::getenv("SEO_METRICS_LISTEN"); v) c.metrics.listen = v;
  if (const char* v = std::getenv("SEO_METRICS_ALLOWED_NETWORKS"); v) {
    c.metrics.allowed_networks.clear();
    std::stringstream list(v);
    std::string network;
    while (std::getline(list, network, ',')) {
      network = std::string(seo::sdk::ascii::trim(network));
      if (!network.empty()) c.metrics.allowed_networks.push_back(network);
    }
  }
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
  if (const char* v = std::getenv("SEO_SIGN_IN_ATTEMPTS_PER_MINUTE"); v && *v) {
    c.console.sign_in_attempts_per_minute = std::max(1, std::atoi(v));
  }
  if (const char* v = std::getenv("SEO_CONSOLE_URL"); v && *v) c.console.public_url = v;
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
