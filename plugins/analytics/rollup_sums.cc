#include "plugins/analytics/rollup_sums.h"

#include <utility>

namespace seo::plugins::analytics {

RollupSums::RollupSums(std::string table, std::vector<std::string> key_columns,
                       std::vector<std::string> sum_columns)
    : table_(std::move(table)),
      key_columns_(std::move(key_columns)),
      sum_columns_(std::move(sum_columns)) {}

std::vector<long long>& RollupSums::at(const std::vector<std::string>& key) {
  auto [it, added] = sums_.try_emplace(key);
  if (added) it->second.assign(sum_columns_.size(), 0);
  return it->second;
}

void RollupSums::write(soci::session& sql) const {
  if (sums_.empty()) return;
  // Column-wise vectors for soci's bulk binding, in the statement's placeholder order.
  std::vector<std::vector<std::string>> keys(key_columns_.size());
  std::vector<std::vector<long long>> sums(sum_columns_.size());
  for (const auto& [key, values] : sums_) {
    for (std::size_t i = 0; i < key.size(); ++i) keys[i].push_back(key[i]);
    for (std::size_t i = 0; i < values.size(); ++i) sums[i].push_back(values[i]);
  }
  std::string columns, placeholders, conflict, update;
  for (std::size_t i = 0; i < key_columns_.size(); ++i) {
    const std::string sep = i ? ", " : "";
    columns += sep + key_columns_[i];
    placeholders += sep + ":k" + std::to_string(i);
    conflict += sep + key_columns_[i];
  }
  for (std::size_t i = 0; i < sum_columns_.size(); ++i) {
    const std::string& c = sum_columns_[i];
    columns += ", " + c;
    placeholders += ", :s" + std::to_string(i);
    update += std::string(i ? ", " : "") + c + " = " + table_ + "." + c + " + excluded." + c;
  }
  soci::statement st(sql);
  for (auto& column : keys) st.exchange(soci::use(column));
  for (auto& column : sums) st.exchange(soci::use(column));
  st.alloc();
  st.prepare("INSERT INTO " + table_ + " (" + columns + ") VALUES (" + placeholders +
             ") ON CONFLICT (" + conflict + ") DO UPDATE SET " + update);
  st.define_and_bind();
  st.execute(true);
}

}  // namespace seo::plugins::analytics
