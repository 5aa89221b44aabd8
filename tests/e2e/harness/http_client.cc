#include "tests/e2e/harness/http_client.h"

#include <algorithm>
#include <cctype>
#include <memory>

#include <curl/curl.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace seo::tests {
namespace {

struct CurlGlobal {
  CurlGlobal() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  ~CurlGlobal() { curl_global_cleanup(); }
};

std::size_t onBody(char* data, std::size_t size, std::size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

std::string trim(std::string text) {
  auto not_space = [](unsigned char c) { return !std::isspace(c); };
  text.erase(text.begin(), std::find_if(text.begin(), text.end(), not_space));
  text.erase(std::find_if(text.rbegin(), text.rend(), not_space).base(), text.end());
  return text;
}

std::size_t onHeader(char* data, std::size_t size, std::size_t count, void* out) {
  std::string line(data, size * count);
  std::size_t colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = trim(line.substr(0, colon));
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    static_cast<std::multimap<std::string, std::string>*>(out)->emplace(
        name, trim(line.substr(colon + 1)));
  }
  return size * count;
}

}  // namespace

std::optional<std::string> HttpResponse::header(const std::string& name) const {
  auto it = headers.find(name);
  if (it == headers.end()) return std::nullopt;
  return it->second;
}

rapidjson::Document HttpResponse::json() const { return parseJson(body); }

HttpClient::HttpClient(std::string base_url) : base_url_(std::move(base_url)) {
  static CurlGlobal global;
}

HttpResponse HttpClient::send(const HttpRequest& request) const {
  HttpResponse response;
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) {
    response.transport_error = "curl_easy_init failed";
    return response;
  }
  CURL* c = curl.get();
  std::string url = base_url_ + request.path;
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, request.method.c_str());
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_NOPROXY, "*");  // the server under test is always local
  curl_easy_setopt(c, CURLOPT_TIMEOUT, 30L);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, &onBody);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &response.body);
  curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, &onHeader);
  curl_easy_setopt(c, CURLOPT_HEADERDATA, &response.headers);

  curl_slist* raw_headers = nullptr;
  std::vector<std::string> lines;
  if (request.key) lines.push_back("Authorization: Bearer " + *request.key);
  if (request.body) {
    lines.emplace_back("Content-Type: application/json");
    lines.emplace_back("Expect:");  // no 100-continue round trip
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, request.body->data());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body->size()));
  } else if (request.method == "HEAD") {
    curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
  }
  for (const auto& [name, value] : request.headers) lines.push_back(name + ": " + value);
  for (const std::string& line : lines) raw_headers = curl_slist_append(raw_headers, line.c_str());
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, raw_headers);

  CURLcode rc = curl_easy_perform(c);
  curl_slist_free_all(raw_headers);
  if (rc != CURLE_OK) {
    response.transport_error = curl_easy_strerror(rc);
    return response;
  }
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &response.status);
  return response;
}

HttpResponse HttpClient::get(const std::string& path, const std::optional<std::string>& key) const {
  HttpRequest request;
  request.path = path;
  request.key = key;
  return send(request);
}

HttpResponse HttpClient::post(const std::string& path, const std::optional<std::string>& key,
                              const std::string& body) const {
  HttpRequest request;
  request.method = "POST";
  request.path = path;
  request.key = key;
  request.body = body;
  return send(request);
}

rapidjson::Document parseJson(const std::string& text) {
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  return doc;
}

std::string toJson(const rapidjson::Value& value) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  value.Accept(w);
  return std::string(buf.GetString(), buf.GetSize());
}

std::string stringField(const rapidjson::Value& value, const char* name) {
  if (!value.IsObject() || !value.HasMember(name) || !value[name].IsString()) return "";
  return value[name].GetString();
}

std::string urlEncode(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0xf]);
    }
  }
  return out;
}

}  // namespace seo::tests

