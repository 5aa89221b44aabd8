// The real provider of search-term figures: a DataForSEO client (HTTP Basic auth, one task per
// live call, errors checked at the envelope and the task level).
#pragma once

#include "core/config/config.h"
#include "seo/sdk/http_client.h"
#include "seo/sdk/term_metrics.h"

namespace seo::core {

class DataForSeoClient : public seo::sdk::TermMetrics {
 public:
  // `http` must outlive the client.
  DataForSeoClient(DataForSeoConfig config, seo::sdk::HttpClient& http)
      : config_(std::move(config)), http_(http) {}
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> overview(const seo::sdk::TermQuery& query) override;
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> ideas(const seo::sdk::TermQuery& query) override;
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> searchVolume(
      const seo::sdk::TermQuery& query) override;

 private:
  DataForSeoConfig config_;
  seo::sdk::HttpClient& http_;
};

}  // namespace seo::core
