#include "core/jobs/prune_step.h"

#include "core/common/clock.h"

namespace seo::core {

seo::sdk::Result<long long> pruneOlderThan(seo::sdk::Host& host, const std::string& statement,
                                           std::chrono::hours keep, int batch) {
  long long deleted = 0;
  seo::sdk::Status s = host.withTransaction([&](soci::session& sql) {
    const std::string before = isoTime(clockNow() - keep);
    const long long limit = batch;
    soci::statement st = (sql.prepare << statement, soci::use(before), soci::use(limit));
    st.execute(true);
    deleted = st.get_affected_rows();
    return seo::sdk::Status::ok();
  });
  if (!s.isOk()) return s;
  return deleted;
}

}  // namespace seo::core
