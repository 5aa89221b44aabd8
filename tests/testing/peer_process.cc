#include "tests/testing/peer_process.h"

#include <curl/curl.h>
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "tests/testing/build_paths.h"

namespace seo::tests {
namespace {

std::size_t appendTo(char* data, std::size_t size, std::size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

// GETs `url`, or POSTs `post_body` as JSON to it when that is not null, and keeps the answer's
// body in `*answer`; false with `*error` unless the answer is a 200.
bool exchange(const std::string& url, const std::string& ca_file, const std::string* post_body,
              std::string* answer, std::string* error) {
  const std::string what = (post_body != nullptr ? "POST " : "GET ") + url;
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (curl == nullptr) {
    *error = what + ": curl_easy_init failed";
    return false;
  }
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(
      curl_slist_append(nullptr, "Content-Type: application/json"), curl_slist_free_all);
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_PROXY, "");  // the peer is local: no proxy from the env
  curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, 10000L);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, appendTo);
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, answer);
  if (!ca_file.empty()) curl_easy_setopt(curl.get(), CURLOPT_CAINFO, ca_file.c_str());
  if (post_body != nullptr) {
    curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, headers.get());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, post_body->c_str());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(post_body->size()));
  }
  CURLcode code = curl_easy_perform(curl.get());
  if (code != CURLE_OK) {
    *error = what + ": " + curl_easy_strerror(code);
    return false;
  }
  long status = 0;
  curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
  if (status != 200) {
    *error = what + " answered " + std::to_string(status) + ": " + *answer;
    return false;
  }
  return true;
}

}  // namespace

PeerProcess::PeerProcess(std::string script, std::vector<std::string> args)
    : script_(std::move(script)), args_(std::move(args)) {}

bool PeerProcess::start(std::string* error) {
  std::vector<std::string> argv = {seo::testing::python3Bin(),
                                   seo::testing::peersDir() + "/" + script_};
  argv.insert(argv.end(), args_.begin(), args_.end());
  if (!child_.start(ChildSpec{argv, {{"PYTHONUNBUFFERED", "1"}}, "", ""}, error)) return false;
  std::optional<std::string> line = child_.readLine(std::chrono::seconds(20));
  port_ = line ? std::atoi(line->c_str()) : 0;
  if (port_ > 0) return true;
  child_.kill();
  *error = script_ + " printed no port; stderr:\n" + child_.stderrText();
  return false;
}

std::string PeerProcess::url(const std::string& path) const {
  return (ca_file_.empty() ? "http://127.0.0.1:" : "https://127.0.0.1:") + std::to_string(port_) +
         path;
}

bool PeerProcess::control(const std::string& json, std::string* error) const {
  std::string answer;
  return exchange(url("/_control"), ca_file_, &json, &answer, error);
}

bool PeerProcess::requests(rapidjson::Document* out, std::string* error) const {
  if (!get("/_requests", out, error)) return false;
  if (out->IsArray()) return true;
  *error = "GET " + url("/_requests") + " answered no JSON array";
  out->SetArray();
  return false;
}

bool PeerProcess::get(const std::string& path, rapidjson::Document* out,
                      std::string* error) const {
  std::string answer;
  bool ok = exchange(url(path), ca_file_, nullptr, &answer, error);
  if (ok) {
    out->Parse(answer.c_str());
    ok = !out->HasParseError();
    if (!ok) *error = "GET " + url(path) + " answered no JSON: " + answer;
  }
  if (!ok) out->SetNull();
  return ok;
}

std::string llmControl(const std::string& mode, const char* content) {
  rapidjson::StringBuffer buf;
  rapidjson::Writer<rapidjson::StringBuffer> w(buf);
  w.StartObject();
  w.Key("mode");
  w.String(mode.c_str());
  if (content != nullptr) {
    w.Key("content");
    w.String(content);
  }
  w.EndObject();
  return buf.GetString();
}

}  // namespace seo::tests
