#include "core/config/config.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "tests/core/testing/temp_env.h"
#include "tests/testing/build_paths.h"

namespace seo::core {
namespace {

using seo::sdk::Code;

const char* const kEnvNames[] = {"SEO_DATABASE_URL",
                                 "SEO_PORT",
                                 "SEO_PLUGIN_DIR",
                                 "SEO_PLUGINS",
                                 "SEO_PROVISION_DEMO",
                                 "SEO_LOG_LEVEL",
                                 "SEO_ALLOW_PRIVATE_ADDRESSES",
                                 "SEO_LLM_BASE_URL",
                                 "SEO_LLM_API_KEY",
                                 "SEO_LLM_MODEL",
                                 "SEO_LLM_TIMEOUT_MS",
                                 "SEO_DATAFORSEO_BASE_URL",
                                 "SEO_DATAFORSEO_LOGIN",
                                 "SEO_DATAFORSEO_PASSWORD",
                                 "SEO_SMTP_CA_FILE",
                                 "SEO_OUTBOUND_CA_FILE",
                                 "SEO_OUTBOUND_HOSTS",
                                 "SEO_LLM_ENDPOINTS"};

class ConfigTest : public ::testing::Test {
 protected:
  void SetUp() override { clearEnvironment(); }
  void TearDown() override { clearEnvironment(); }

  static void clearEnvironment() {
    for (const char* name : kEnvNames) ::unsetenv(name);
  }

  std::string write(const std::string& text) {
    std::string path = (dir_.path() / ("config-" + std::to_string(++files_) + ".jsonc")).string();
    std::ofstream(path) << text;
    return path;
  }

  // The error message for a file holding `text`; fails the test if it loads.
  std::string errorFor(const std::string& text) {
    auto r = loadConfig(write(text), true);
    EXPECT_FALSE(r.isOk()) << text;
    if (r.isOk()) return "";
    EXPECT_EQ(r.status().code(), Code::InvalidArgument);
    return r.status().message();
  }

  testing::TempDir dir_;
  int files_ = 0;
};

TEST_F(ConfigTest, CommentsAndTrailingCommasAreAccepted) {
  auto r = loadConfig(write(R"(// leading comment
{
  /* block comment */
  "listen": {"address": "127.0.0.1", "port": 9000,},  // trailing comma in an object
  "threads": 3,
  "max_body_bytes": 2048,
  "database": {"url": "sqlite:///tmp/x.db", "pool_size": 5},
  "plugins": {"directory": "/opt/plugins", "enabled": ["one", "two",],},
  "demo": {"provision": false, "plan": "free"},
  "credits": {"default_quotas": {"alpha": 5, "beta": 0,}},
  "outbound": {"timeout_ms": 1500, "max_response_bytes": 4096, "allow_private_addresses": true},
  "log_level": "debug",
})"),
                      true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const Config& c = r.value();
  EXPECT_EQ(c.listen_address, "127.0.0.1");
  EXPECT_EQ(c.port, 9000);
  EXPECT_EQ(c.threads, 3);
  EXPECT_EQ(c.max_body_bytes, 2048);
  EXPECT_EQ(c.database_url, "sqlite:///tmp/x.db");
  EXPECT_EQ(c.database_pool_size, 5);
  EXPECT_EQ(c.plugin_directory, "/opt/plugins");
  EXPECT_EQ(c.enabled_plugins, (std::vector<std::string>{"one", "two"}));
  EXPECT_FALSE(c.provision_demo);
  EXPECT_EQ(c.demo_plan, "free");
  EXPECT_EQ(c.default_quotas,
            (std::vector<std::pair<std::string, std::int64_t>>{{"alpha", 5}, {"beta", 0}}));
  EXPECT_EQ(c.outbound.timeout_ms, 1500);
  EXPECT_EQ(c.outbound.max_response_bytes, 4096);
  EXPECT_TRUE(c.outbound.allow_private_addresses);
  EXPECT_EQ(c.log_level, "debug");
}

TEST_F(ConfigTest, UnsetKeysKeepTheirDefaults) {
  auto r = loadConfig(write(R"({"threads": 9})"), true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  Config defaults;
  EXPECT_EQ(r.value().threads, 9);
  EXPECT_EQ(r.value().port, defaults.port);
  EXPECT_EQ(r.value().database_url, defaults.database_url);
  EXPECT_EQ(r.value().enabled_plugins, defaults.enabled_plugins);
}

TEST_F(ConfigTest, TypeErrorsNameTheKey) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"threads": "four"})", "threads"},
      {R"({"listen": {"port": 80.5}})", "listen.port"},
      {R"({"listen": {"address": 1}})", "listen.address"},
      {R"({"database": {"pool_size": true}})", "database.pool_size"},
      {R"({"database": {"url": null}})", "database.url"},
      {R"({"demo": {"provision": "yes"}})", "demo.provision"},
      {R"({"outbound": {"allow_private_addresses": 1}})", "outbound.allow_private_addresses"},
      {R"({"outbound": {"max_response_bytes": "big"}})", "outbound.max_response_bytes"},
      {R"({"http": {"rate_limits": {"failed_auth_per_address_burst": 0}}})",
       "http.rate_limits.failed_auth_per_address_burst"},
      {R"({"http": {"rate_limits": {"failed_auth_per_address_per_second": -1}}})",
       "http.rate_limits.failed_auth_per_address_per_second"},
      {R"({"http": {"rate_limits": []}})", "http.rate_limits"},
      {R"({"http": {"max_headers": 0}})", "http.max_headers"},
      {R"({"jobs": {"retention": {"batch_size": "x"}}})", "jobs.retention.batch_size"},
      {R"({"providers": {"llm": {"timeout_ms": "1"}}})", "providers.llm.timeout_ms"},
      {R"({"threads": 4294967296})", "threads"},
      {R"({"plugins": {"enabled": "account"}})", "plugins.enabled"},
      {R"({"plugins": {"enabled": [1]}})", "plugins.enabled"},
      {R"({"credits": {"default_quotas": {"a": -1}}})", "credits.default_quotas"},
      {R"({"credits": {"default_quotas": [1]}})", "credits.default_quotas"},
      {R"({"log_level": 3})", "log_level"},
      {R"({"database": "sqlite://x"})", "database"},
  };
  for (const auto& [text, key] : cases) {
    std::string message = errorFor(text);
    EXPECT_NE(message.find(key), std::string::npos) << text << " -> " << message;
  }
}

TEST_F(ConfigTest, ErrorsNameTheFile) {
  std::string path = write("{\"threads\": }");
  auto r = loadConfig(path, true);
  ASSERT_FALSE(r.isOk());
  EXPECT_EQ(r.status().message().rfind(path, 0), 0u) << r.status().message();
  EXPECT_NE(errorFor("[1, 2]").find("JSON object"), std::string::npos);
}

// Without a file, the shipped one's values (compiled in): its credit buckets, on loopback, and
// every plugin in the folder (none listed).
TEST_F(ConfigTest, MissingOptionalFileGivesTheShippedValues) {
  std::string missing = (dir_.path() / "absent.jsonc").string();
  auto r = loadConfig(missing, false);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  auto shipped = loadConfig(seo::testing::sourceDir() + "/config/seo-server.jsonc", true);
  ASSERT_TRUE(shipped.isOk()) << shipped.status().message();
  EXPECT_FALSE(r.value().default_quotas.empty());
  EXPECT_EQ(r.value().default_quotas, shipped.value().default_quotas);
  EXPECT_EQ(r.value().settings, shipped.value().settings);
  EXPECT_EQ(r.value().listen_address, "127.0.0.1");
  EXPECT_FALSE(r.value().plugins_listed);
  Config defaults;
  EXPECT_EQ(r.value().port, defaults.port);
  EXPECT_EQ(r.value().database_url, defaults.database_url);
  EXPECT_EQ(r.value().max_body_bytes, defaults.max_body_bytes);
  EXPECT_EQ(r.value().enabled_plugins, defaults.enabled_plugins);
  EXPECT_EQ(r.value().outbound.allow_private_addresses, defaults.outbound.allow_private_addresses);

  auto required = loadConfig(missing, true);
  ASSERT_FALSE(required.isOk());
  EXPECT_NE(required.status().message().find(missing), std::string::npos);
}

TEST_F(ConfigTest, JobFairnessAndRetentionAreReadAndChecked) {
  Config defaults;
  EXPECT_EQ(workersPerOrganization(defaults.jobs), 3) << "four workers: one kept for others";
  JobsConfig eight;
  eight.workers = 8;
  EXPECT_EQ(workersPerOrganization(eight), 7);
  eight.workers = 1;
  EXPECT_EQ(workersPerOrganization(eight), 1);
  EXPECT_EQ(defaults.jobs.retention.completed_jobs_hours, 24);
  EXPECT_EQ(defaults.jobs.retention.failed_jobs_days, 7);
  EXPECT_EQ(defaults.jobs.retention.webhook_deliveries_days, 30);

  auto r = loadConfig(write(R"({"jobs": {"workers": 4, "max_workers_per_organization": 2,
      "retention": {"completed_jobs_hours": 1, "failed_jobs_days": 0,
                    "webhook_deliveries_days": -1, "interval_seconds": 60,
                    "batch_size": 100}}})"),
                      true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const JobsConfig& jobs = r.value().jobs;
  EXPECT_EQ(workersPerOrganization(jobs), 2);
  EXPECT_EQ(jobs.retention.completed_jobs_hours, 1);
  EXPECT_EQ(jobs.retention.failed_jobs_days, 0);
  EXPECT_EQ(jobs.retention.webhook_deliveries_days, -1);
  EXPECT_EQ(jobs.retention.interval_seconds, 60);
  EXPECT_EQ(jobs.retention.batch_size, 100);

  EXPECT_NE(errorFor(R"({"jobs": {"max_workers_per_organization": -1}})")
                .find("max_workers_per_organization"),
            std::string::npos);
  EXPECT_NE(errorFor(R"({"jobs": {"retention": {"batch_size": "many"}}})")
                .find("jobs.retention.batch_size"),
            std::string::npos);
  for (const char* bad : {R"({"jobs": {"retention": {"batch_size": 0}}})",
                          R"({"jobs": {"retention": {"interval_seconds": -5}}})",
                          R"({"jobs": {"retention": {"failed_jobs_days": 100000}}})",
                          R"({"jobs": {"retention": []}})"}) {
    EXPECT_NE(errorFor(bad).find("jobs.retention"), std::string::npos) << bad;
  }
}

TEST_F(ConfigTest, ShippedConfigurationLoads) {
  auto r = loadConfig(seo::testing::sourceDir() + "/config/seo-server.jsonc", true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_FALSE(r.value().default_quotas.empty());
}

TEST_F(ConfigTest, EnvironmentOverridesTheFile) {
  auto r = loadConfig(write(R"({"listen": {"port": 1111}, "log_level": "warning"})"), true);
  ASSERT_TRUE(r.isOk());
  Config c = r.value();
  ::setenv("SEO_DATABASE_URL", "postgresql://u@h/db", 1);
  ::setenv("SEO_PORT", "2222", 1);
  ::setenv("SEO_PLUGIN_DIR", "/srv/plugins", 1);
  ::setenv("SEO_PLUGINS", "alpha,,beta,", 1);
  ::setenv("SEO_PROVISION_DEMO", "0", 1);
  ::setenv("SEO_LOG_LEVEL", "error", 1);
  ::setenv("SEO_ALLOW_PRIVATE_ADDRESSES", "true", 1);
  applyEnvironment(c);
  EXPECT_EQ(c.database_url, "postgresql://u@h/db");
  EXPECT_EQ(c.port, 2222);
  EXPECT_EQ(c.plugin_directory, "/srv/plugins");
  EXPECT_EQ(c.enabled_plugins, (std::vector<std::string>{"alpha", "beta"}));
  EXPECT_FALSE(c.provision_demo);
  EXPECT_EQ(c.log_level, "error");
  EXPECT_TRUE(c.outbound.allow_private_addresses);
}

TEST_F(ConfigTest, ProvidersFromTheFileAndTheEnvironment) {
  auto r = loadConfig(write(R"({"providers": {
      "llm": {"base_url": "http://localhost:11434", "model": "llama3", "timeout_ms": 5000},
      "dataforseo": {"login": "me@example.com", "password": "pw"}}})"),
                      true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  Config c = r.value();
  EXPECT_EQ(c.providers.llm.base_url, "http://localhost:11434");
  EXPECT_EQ(c.providers.llm.api_key, "");
  EXPECT_EQ(c.providers.llm.model, "llama3");
  EXPECT_EQ(c.providers.llm.timeout_ms, 5000);
  EXPECT_EQ(c.providers.dataforseo.base_url, "https://api.dataforseo.com");
  EXPECT_EQ(c.providers.dataforseo.login, "me@example.com");
  EXPECT_EQ(c.providers.dataforseo.password, "pw");
  ::setenv("SEO_LLM_BASE_URL", "https://api.openai.com", 1);
  ::setenv("SEO_LLM_API_KEY", "sk-test", 1);
  ::setenv("SEO_LLM_MODEL", "gpt-4o-mini", 1);
  ::setenv("SEO_LLM_TIMEOUT_MS", "1500", 1);
  ::setenv("SEO_DATAFORSEO_BASE_URL", "http://127.0.0.1:9", 1);
  ::setenv("SEO_DATAFORSEO_LOGIN", "", 1);  // set but empty: back to the offline estimator
  applyEnvironment(c);
  EXPECT_EQ(c.providers.llm.base_url, "https://api.openai.com");
  EXPECT_EQ(c.providers.llm.api_key, "sk-test");
  EXPECT_EQ(c.providers.llm.model, "gpt-4o-mini");
  EXPECT_EQ(c.providers.llm.timeout_ms, 1500);
  EXPECT_EQ(c.providers.dataforseo.base_url, "http://127.0.0.1:9");
  EXPECT_EQ(c.providers.dataforseo.login, "");
  for (const char* bad :
       {R"({"providers": {"llm": {"timeout_ms": 0}}})", R"({"providers": {"llm": {"model": 3}}})",
        R"({"providers": {"dataforseo": []}})"}) {
    EXPECT_FALSE(loadConfig(write(bad), true).isOk()) << bad;
  }
}

TEST_F(ConfigTest, UnsetOrEmptyEnvironmentChangesNothing) {
  Config c;
  c.port = 4321;
  c.log_level = "warning";
  c.provision_demo = true;
  ::setenv("SEO_PORT", "", 1);
  ::setenv("SEO_LOG_LEVEL", "", 1);
  applyEnvironment(c);
  EXPECT_EQ(c.port, 4321);
  EXPECT_EQ(c.log_level, "warning");
  EXPECT_TRUE(c.provision_demo);
  EXPECT_EQ(c.enabled_plugins, Config().enabled_plugins);
  // An empty plugin list is a deliberate choice: no plugins.
  ::setenv("SEO_PLUGINS", "", 1);
  applyEnvironment(c);
  EXPECT_TRUE(c.enabled_plugins.empty());
}

TEST_F(ConfigTest, DemoFlagAcceptsOneAndTrue) {
  for (const char* value : {"1", "true"}) {
    Config c;
    c.provision_demo = false;
    ::setenv("SEO_PROVISION_DEMO", value, 1);
    applyEnvironment(c);
    EXPECT_TRUE(c.provision_demo) << value;
  }
}

}  // namespace
}  // namespace seo::core

namespace seo::core {
namespace {

TEST_F(ConfigTest, OutboundMailAndHostOverridesAreReadAndChecked) {
  auto r = loadConfig(write(R"({"outbound": {"smtp_ca_file": "/etc/seo/ca.pem",
      "ca_file": "/etc/seo/https-ca.pem",
      "smtp_timeout_ms": 5000, "hosts": {"CMS.Internal.Example": "10.0.0.5", "v6.example": "::1"}}})"),
                      true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  EXPECT_EQ(r.value().outbound.smtp_ca_file, "/etc/seo/ca.pem");
  EXPECT_EQ(r.value().outbound.smtp_timeout_ms, 5000);
  EXPECT_EQ(r.value().outbound.ca_file, "/etc/seo/https-ca.pem");
  EXPECT_EQ(r.value().outbound.hosts.at("cms.internal.example"), "10.0.0.5");
  EXPECT_EQ(r.value().outbound.hosts.at("v6.example"), "::1");
  EXPECT_NE(errorFor(R"({"outbound": {"hosts": {"cms.example": "not-an-address"}}})")
                .find("not a numeric address"),
            std::string::npos);
  EXPECT_NE(
      errorFor(R"({"outbound": {"hosts": {"bad name": "10.0.0.5"}}})").find("not a host name"),
      std::string::npos);
  EXPECT_NE(errorFor(R"({"outbound": {"hosts": ["x"]}})").find("outbound.hosts"),
            std::string::npos);
  EXPECT_NE(errorFor(R"({"outbound": {"smtp_timeout_ms": 10}})").find("smtp_timeout_ms"),
            std::string::npos);

  Config c = r.value();
  ::setenv("SEO_SMTP_CA_FILE", "/other/ca.pem", 1);
  ::setenv("SEO_OUTBOUND_CA_FILE", "/other/https-ca.pem", 1);
  ::setenv("SEO_OUTBOUND_HOSTS", "a.example=127.0.0.1,b.example=::1", 1);
  applyEnvironment(c);
  ASSERT_TRUE(applySettingsEnvironment(c).isOk());
  EXPECT_EQ(c.outbound.smtp_ca_file, "/other/ca.pem");
  EXPECT_EQ(c.outbound.ca_file, "/other/https-ca.pem");
  EXPECT_EQ(c.outbound.hosts.at("a.example"), "127.0.0.1");
  EXPECT_EQ(c.outbound.hosts.at("b.example"), "::1");
  EXPECT_EQ(c.outbound.hosts.at("cms.internal.example"), "10.0.0.5") << "the file's stay";
  ::setenv("SEO_OUTBOUND_HOSTS", "a.example", 1);
  EXPECT_EQ(applySettingsEnvironment(c).code(), Code::InvalidArgument);
  ::setenv("SEO_OUTBOUND_HOSTS", "a.example=nowhere", 1);
  EXPECT_EQ(applySettingsEnvironment(c).code(), Code::InvalidArgument);
}

TEST_F(ConfigTest, NamedLlmEndpointsAreReadAndChecked) {
  auto r = loadConfig(write(R"({"providers": {"llm_endpoints": [
      {"name": "openai", "base_url": "https://api.openai.com", "api_key": "sk-x",
       "models": ["gpt-4o-mini", "gpt-4o"]},
      {"name": "local", "base_url": "http://localhost:11434", "models": ["llama3.1"],
       "web_search": true, "timeout_ms": 5000}]}})"),
                      true);
  ASSERT_TRUE(r.isOk()) << r.status().message();
  const std::vector<LlmEndpointConfig>& e = r.value().providers.llm_endpoints;
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[0].name, "openai");
  EXPECT_EQ(e[0].models, (std::vector<std::string>{"gpt-4o-mini", "gpt-4o"}));
  EXPECT_FALSE(e[0].web_search);
  EXPECT_EQ(e[0].timeout_ms, 60000);
  EXPECT_TRUE(e[1].web_search);
  EXPECT_EQ(e[1].timeout_ms, 5000);

  const std::pair<const char*, const char*> bad[] = {
      {R"({"providers": {"llm_endpoints": {}}})", "must be an array"},
      {R"({"providers": {"llm_endpoints": [{"name": "Open AI", "base_url": "http://x", "models": ["m"]}]}})",
       "llm_endpoints[0].name"},
      {R"({"providers": {"llm_endpoints": [{"name": "default", "base_url": "http://x", "models": ["m"]}]}})",
       "is taken"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "http://x", "models": ["m"]},
                                            {"name": "a", "base_url": "http://y", "models": ["m"]}]}})",
       "llm_endpoints[1].name"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "ftp://x", "models": ["m"]}]}})",
       "base_url"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "http://x", "models": []}]}})",
       "models"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "http://x"}]}})", "models"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "http://x", "models": ["m"], "colour": 1}]}})",
       "unknown field colour"},
      {R"({"providers": {"llm_endpoints": [{"name": "a", "base_url": "http://x", "models": ["m"], "timeout_ms": 0}]}})",
       "timeout_ms"},
  };
  for (const auto& [text, needle] : bad) {
    EXPECT_NE(errorFor(text).find(needle), std::string::npos) << text;
  }

  // SEO_LLM_ENDPOINTS replaces the file's list; a bad one names the variable.
  Config c = r.value();
  ::setenv("SEO_LLM_ENDPOINTS", R"([{"name": "env", "base_url": "http://e", "models": ["m"]}])", 1);
  ASSERT_TRUE(applySettingsEnvironment(c).isOk());
  ASSERT_EQ(c.providers.llm_endpoints.size(), 1u);
  EXPECT_EQ(c.providers.llm_endpoints[0].name, "env");
  ::setenv("SEO_LLM_ENDPOINTS", "[{", 1);
  seo::sdk::Status s = applySettingsEnvironment(c);
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("SEO_LLM_ENDPOINTS"), std::string::npos);
}

}  // namespace
}  // namespace seo::core
