// The server's configuration: a commented JSON file (config/seo-server.jsonc), then environment
// variables, then command-line flags, each overriding the one before.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/config/llm_endpoints_config.h"
#include "core/http/http_limits.h"
#include "seo/sdk/status.h"

namespace seo::core {

struct OutboundConfig {
  int timeout_ms = 10000;
  std::int64_t max_response_bytes = 4 * 1024 * 1024;
  bool allow_private_addresses = false;
  // Outbound mail (Host::mailer): a PEM file of the certificate authorities SMTP servers'
  // certificates are checked against, instead of the system's ("": the system's), and the time
  // one delivery may take.
  std::string smtp_ca_file;
  // The same for HTTPS calls (CMS connectors, webhooks, providers): a PEM file of authorities
  // checked instead of the system's ("": the system's), for a CMS behind a private authority.
  std::string ca_file;
  int smtp_timeout_ms = 60000;
  // Host names outbound calls reach at a fixed address instead of asking DNS, like /etc/hosts
  // for this server alone (names lower case; addresses numeric). The address policy above still
  // applies to them.
  std::map<std::string, std::string, std::less<>> hosts;
  // Handlers that call the outside world (RouteSpec::callsOutside) run on this many threads;
  // at most max_queued wait for one (503 past it); one organization runs at most
  // max_running_per_organization at once and has at most max_waiting_per_organization more in
  // line (429 past it).
  int workers = 16;
  int max_queued = 256;
  int max_running_per_organization = 4;
  int max_waiting_per_organization = 64;
};

// How long finished work is kept before the job workers prune it ("jobs.retention"). A
// retention of 0 or less keeps those rows forever. Rows still at work (jobs pending or
// processing, webhook deliveries pending or retrying) are never pruned.
struct RetentionConfig {
  int completed_jobs_hours = 24;     // completed jobs, from their end (updated_at)
  int failed_jobs_days = 7;          // failed jobs, from their end (updated_at)
  int webhook_deliveries_days = 30;  // ended deliveries and their attempts; then their events
  int interval_seconds = 300;        // one process prunes this often; 0 never prunes
  int batch_size = 500;              // rows per statement and transaction
};

struct JobsConfig {
  int workers = 4;         // job worker threads per process; 0 runs no jobs here
  int poll_ms = 250;       // how often idle workers look for jobs enqueued elsewhere
  int lease_seconds = 30;  // a dead process's jobs are taken over after this
  int retry_base_ms = 1000;  // first retry delay, doubling per attempt
  // The workers of this process one organization may hold at once; 0: workers - 1 (at least
  // 1), so with two or more workers another organization's job always finds one free.
  int max_workers_per_organization = 0;
  RetentionConfig retention;
};

// JobsConfig::max_workers_per_organization, its default applied.
int workersPerOrganization(const JobsConfig& jobs);

// An OpenAI-compatible chat-completions server. Empty base_url: the offline stand-in.
struct LlmConfig {
  std::string base_url;  // e.g. https://api.openai.com or http://localhost:11434 (Ollama)
  std::string api_key;
  std::string model = "gpt-4o-mini";
  int timeout_ms = 60000;
};

// DataForSEO, for search-term figures. Empty login: the offline estimator.
struct DataForSeoConfig {
  std::string base_url = "https://api.dataforseo.com";
  std::string login;
  std::string password;
  int timeout_ms = 30000;
};

struct ProvidersConfig {
  LlmConfig llm;
  std::vector<LlmEndpointConfig> llm_endpoints;  // named endpoints beside `llm`
  DataForSeoConfig dataforseo;
};

// "console": signing in to the web console (core/console/).
struct ConsoleConfig {
  // The address people open the console at, e.g. "https://seo.example.com". "": http://localhost
  // and the listening port. With https the session cookie is "__Host-seo_session" and Secure.
  std::string public_url;
  int session_idle_days = 14;  // a session unused this long ends (each use moves it on)
  int session_max_days = 30;   // a session ends this long after sign-in, however used
  // Sign-in attempts allowed per minute from one address, and for one account.
  int sign_in_attempts_per_minute = 5;
  int link_hours = 24;  // a set-password or invitation link stands this long, once
};

// /metrics in the Prometheus text format (metrics/metrics_endpoint.h). Off by default.
struct MetricsConfig {
  bool enabled = false;
  // A scraper sends "Authorization: Bearer <token>" ("": no token asked).
  std::string token;
  // Client addresses allowed to read it, in CIDR notation; [] allows any (then a token is
  // required). Behind a proxy the address is client_ip_header's.
  std::vector<std::string> allowed_networks = {"127.0.0.0/8", "::1/128"};
  // "address:port" of a listener serving /metrics alone ("": the API's listener serves it).
  std::string listen;
};

struct Config {
  // Loopback: reached from this machine only (a reverse proxy's); "0.0.0.0" for every interface.
  std::string listen_address = "127.0.0.1";
  int port = 8080;  // 0: any free port (the chosen one is printed)
  int threads = 4;
  // The header a trusted reverse proxy puts the client's address in (X-Forwarded-For,
  // X-Real-IP); its last address is taken. "": the connection's peer is the client.
  std::string client_ip_header;
  std::int64_t max_body_bytes = 1024 * 1024;
  // On SIGTERM, how long requests already read and running jobs get to finish before the
  // process exits anyway (a second SIGTERM ends it at once).
  int drain_seconds = 30;
  // Request line, headers, connections, buffered bytes and time-outs ("http" in the file).
  HttpLimits http;
  RateLimits rate_limits;
  std::string database_url = "sqlite://data/seo.db";
  int database_pool_size = 8;
  std::string plugin_directory;  // "": the folder `plugins` beside the server binary
  // The plugins to load, by name; the configuration file lists them (core names no module).
  std::vector<std::string> enabled_plugins;
  // False when no file, variable or flag listed them: then every plugin in the folder loads,
  // so a first run without a configuration file serves everything (pluginsToLoad).
  bool plugins_listed = false;
  // The configuration file read (loadConfig), "" for the shipped one compiled in.
  std::string source_path;
  // The key file secrets at rest are sealed with (secrets/sealer.h); created on first start.
  std::string secret_key_file = "data/secret.key";
  // The Unix socket the admin CLI asks the running server through (reloads); "": none.
  std::string control_socket = "data/seo-server.sock";
  bool provision_demo = true;
  std::string demo_plan = "pro";
  // Credit buckets every new organization gets, with their quota per billing period. The
  // resource names belong to the modules, so they come from the configuration file only (the
  // shipped one, compiled in, when there is none: loadConfig).
  std::vector<std::pair<std::string, std::int64_t>> default_quotas;
  OutboundConfig outbound;
  JobsConfig jobs;
  ProvidersConfig providers;
  ConsoleConfig console;
  MetricsConfig metrics;
  std::string log_level = "info";
  // Plugins' own settings, "<plugin>.<name>" -> the value as text (JSON text for numbers and
  // booleans), from the "settings" object; core passes them through (Host::setting) and reads
  // only those of its own webhooks component ("webhooks.*", webhooks/webhook_options.h).
  std::map<std::string, std::string, std::less<>> settings;
};

// A port number 0..65535 from text; -1 for anything else (refused at start-up).
int parsePort(const char* text);

// Reads `path` over the defaults. A missing file is an error only when `required`; without it,
// the shipped config/seo-server.jsonc (compiled in) is read instead, its plugin list left out.
seo::sdk::Result<Config> loadConfig(const std::string& path, bool required);
// Applies SEO_DATABASE_URL, SEO_PORT, SEO_PLUGIN_DIR, SEO_PLUGINS (comma-separated),
// SEO_PROVISION_DEMO (0/1), SEO_LOG_LEVEL, SEO_ALLOW_PRIVATE_ADDRESSES (0/1), SEO_JOB_WORKERS,
// SEO_JOB_LEASE_SECONDS, SEO_JOB_RETRY_BASE_MS, SEO_JOB_MAX_WORKERS_PER_ORGANIZATION,
// SEO_LLM_BASE_URL, SEO_LLM_API_KEY, SEO_LLM_MODEL, SEO_LLM_TIMEOUT_MS, SEO_DATAFORSEO_BASE_URL,
// SEO_DATAFORSEO_LOGIN, SEO_DATAFORSEO_PASSWORD, SEO_CONTROL_SOCKET (set but empty: no control
// socket), SEO_SMTP_CA_FILE, SEO_METRICS (0/1), SEO_METRICS_TOKEN, SEO_METRICS_LISTEN,
// SEO_METRICS_ALLOWED_NETWORKS (comma-separated).
void applyEnvironment(Config& config);
// Merges SEO_SETTINGS, a JSON object shaped like the file's "settings" ({"plugin": {"name":
// value}}), over config.settings; SEO_CLIENT_IP_HEADER sets client_ip_header;
// SEO_OUTBOUND_HOSTS ("name=address,...") adds to outbound.hosts. InvalidArgument when
// SEO_SETTINGS is not such an object or an outbound host entry is not a name and an address.
seo::sdk::Status applySettingsEnvironment(Config& config);

}  // namespace seo::core
