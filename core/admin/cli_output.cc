#include "core/admin/cli_output.h"

#include <algorithm>
#include <vector>

#include "core/common/json_text.h"

namespace seo::core {
namespace {

std::string scalar(const rapidjson::Value& v) {
  if (v.IsString()) return v.GetString();
  if (v.IsNull()) return "-";
  if (v.IsBool()) return v.GetBool() ? "yes" : "no";
  return jsonText(v);
}

}  // namespace

void printJson(std::ostream& out, const rapidjson::Value& value) {
  out << jsonText(value) << "\n";
}

void printHuman(std::ostream& out, const rapidjson::Value& value) {
  if (value.IsObject()) {
    std::size_t width = 0;
    for (const auto& m : value.GetObject()) width = std::max<std::size_t>(width, m.name.GetStringLength());
    for (const auto& m : value.GetObject()) {
      std::string name = m.name.GetString();
      out << name << ":" << std::string(width - name.size() + 1, ' ') << scalar(m.value) << "\n";
    }
    return;
  }
  if (!value.IsArray()) {
    out << scalar(value) << "\n";
    return;
  }
  if (value.Empty()) {
    out << "(none)\n";
    return;
  }
  std::vector<std::string> columns;
  for (const auto& m : value[0].GetObject()) columns.emplace_back(m.name.GetString());
  std::vector<std::vector<std::string>> rows;
  std::vector<std::size_t> widths;
  for (const std::string& c : columns) widths.push_back(c.size());
  for (const auto& item : value.GetArray()) {
    std::vector<std::string> row;
    for (std::size_t i = 0; i < columns.size(); ++i) {
      const char* key = columns[i].c_str();
      row.push_back(item.HasMember(key) ? scalar(item[key]) : "");
      widths[i] = std::max(widths[i], row.back().size());
    }
    rows.push_back(std::move(row));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      out << cells[i];
      if (i + 1 < cells.size()) out << std::string(widths[i] - cells[i].size() + 2, ' ');
    }
    out << "\n";
  };
  std::vector<std::string> header;
  for (const std::string& c : columns) {
    std::string upper = c;
    std::transform(upper.begin(), upper.end(), upper.begin(), ::toupper);
    header.push_back(upper);
  }
  line(header);
  for (const auto& r : rows) line(r);
}

}  // namespace seo::core
