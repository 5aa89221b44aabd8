// The stand-in for search-term figures used while DataForSEO is not configured: deterministic
// estimates derived from the term's text (the same term always gets the same figures), answered
// with source "offline-estimate" and `estimate: true`.
#pragma once

#include "seo/sdk/term_metrics.h"

namespace seo::core {

class OfflineTermMetrics : public seo::sdk::TermMetrics {
 public:
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> overview(const seo::sdk::TermQuery& query) override;
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> ideas(const seo::sdk::TermQuery& query) override;
  seo::sdk::Result<seo::sdk::TermFiguresAnswer> searchVolume(
      const seo::sdk::TermQuery& query) override;
};

}  // namespace seo::core
