#include "core/http/http_types.h"

#include "core/common/percent_decode.h"

namespace seo::core {

const std::string* firstValue(const std::vector<std::pair<std::string, std::string>>& fields,
                              std::string_view name) {
  for (const auto& [k, v] : fields) {
    if (k == name) return &v;
  }
  return nullptr;
}

const char* forwardingHeaderOf(const HttpRequest& request) {
  for (const char* name : {"x-forwarded-for", "x-real-ip", "forwarded"}) {
    if (firstValue(request.headers, name) != nullptr) return name;
  }
  return nullptr;
}

std::vector<std::pair<std::string, std::string>> parseQueryString(const std::string& query) {
  std::vector<std::pair<std::string, std::string>> out;
  std::size_t i = 0;
  while (i <= query.size()) {
    std::size_t amp = query.find('&', i);
    if (amp == std::string::npos) amp = query.size();
    std::string part = query.substr(i, amp - i);
    if (!part.empty()) {
      std::size_t eq = part.find('=');
      std::string key = part.substr(0, eq);
      std::string value = eq == std::string::npos ? "" : part.substr(eq + 1);
      out.emplace_back(percentDecode(key, true), percentDecode(value, true));
    }
    i = amp + 1;
  }
  return out;
}

}  // namespace seo::core
