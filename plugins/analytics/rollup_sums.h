// The changes one batch makes to a rollup table: sums by key, added to the stored rows with one
// bulk upsert (INSERT ... ON CONFLICT DO UPDATE SET f = f + excluded.f), so a batch of a thousand
// events costs one statement per table, whatever its keys.
//
//   RollupSums pages("analytics_daily_pages", {"website_id", "day", "path"},
//                    {"views", "entries", "bounces"});
//   pages.at({website, day, path})[0] += 1;
//   pages.write(sql);
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <soci/soci.h>

namespace seo::plugins::analytics {

class RollupSums {
 public:
  RollupSums(std::string table, std::vector<std::string> key_columns,
             std::vector<std::string> sum_columns);

  // The sums of `key` (one value per key column), zeros at first, in sum-column order.
  std::vector<long long>& at(const std::vector<std::string>& key);

  // Adds every key's sums to the table in `sql`'s open transaction; nothing when empty.
  void write(soci::session& sql) const;

 private:
  std::string table_;
  std::vector<std::string> key_columns_, sum_columns_;
  std::map<std::vector<std::string>, std::vector<long long>> sums_;
};

}  // namespace seo::plugins::analytics
