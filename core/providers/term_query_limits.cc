#include "core/providers/term_query_limits.h"

#include <string>

#include "core/providers/location_codes.h"

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<int> checkTermQuery(const seo::sdk::TermQuery& query, bool ideas) {
  if (query.terms.empty()) return Status::invalidField("terms", "at least one term is required");
  std::size_t most = ideas ? kMaxSeedsPerQuery : kMaxTermsPerQuery;
  if (query.terms.size() > most) {
    return Status::invalidField("terms", "at most " + std::to_string(most) + " terms per call");
  }
  for (const std::string& term : query.terms) {
    if (term.find_first_not_of(" \t\r\n\f\v") == std::string::npos) {
      return Status::invalidField("terms", "a term is empty");
    }
  }
  if (query.language.empty()) {
    return Status::invalidField("language", "must be an ISO 639-1 code");
  }
  if (ideas && (query.limit < 1 || query.limit > kMaxIdeasLimit)) {
    return Status::invalidField("limit", "must be between 1 and " + std::to_string(kMaxIdeasLimit));
  }
  std::optional<int> location = countryLocationCode(query.country);
  if (!location) {
    return Status::invalidField("country",
                                "not an ISO 3166-1 alpha-2 country code: " + query.country);
  }
  return *location;
}

}  // namespace seo::core
