#include "core/secrets/connection_sealing.h"

#include <string>
#include <utility>
#include <vector>

namespace seo::core {

using seo::sdk::Result;
using seo::sdk::Status;

Result<int> resealConnections(Database& db, const Sealer& sealer) {
  struct Row {
    std::string website_id, type, settings;
  };
  std::vector<Row> stale;
  Status s = db.withSession([&](soci::session& sql) {
    Row row;
    soci::statement st = (sql.prepare << "SELECT website_id, type, settings FROM connections",
                          soci::into(row.website_id), soci::into(row.type),
                          soci::into(row.settings));
    st.execute();
    while (st.fetch()) {
      if (Sealer::keyIdOf(row.settings) != sealer.currentKeyId()) stale.push_back(row);
    }
    return Status::ok();
  });
  if (!s.isOk()) return s;

  int resealed = 0;
  for (const Row& row : stale) {
    std::string plain = row.settings;
    if (Sealer::isSealed(row.settings)) {
      Result<std::string> opened = sealer.open(row.settings);
      if (!opened.isOk()) {
        return Status::invalidArgument("connection " + row.type + " of website " +
                                       row.website_id + ": " + opened.status().message());
      }
      plain = std::move(opened).value();
    }
    Result<std::string> sealed = sealer.seal(plain);
    if (!sealed.isOk()) return sealed.status();
    Status written = db.withTransaction([&](soci::session& sql) {
      sql << "UPDATE connections SET settings = :n WHERE website_id = :w AND type = :t "
             "AND settings = :o",
          soci::use(sealed.value()), soci::use(row.website_id), soci::use(row.type),
          soci::use(row.settings);
      return Status::ok();
    });
    if (!written.isOk()) return written;
    ++resealed;
  }
  return resealed;
}

}  // namespace seo::core
