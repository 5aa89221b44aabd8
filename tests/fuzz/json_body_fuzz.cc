// libFuzzer: seo/sdk/util/json_parse.h on any bytes. A document it accepts is valid UTF-8 without NUL
// and nested at most 32 deep, so what it writes out must parse again. (Not to the same text:
// RapidJSON's default number parsing may round a long decimal differently the second time.)
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "seo/sdk/util/json_parse.h"
#include "seo/sdk/util/utf8.h"

namespace {

std::string written(const rapidjson::Value& value) {
  rapidjson::StringBuffer out;
  rapidjson::Writer<rapidjson::StringBuffer> writer(out);
  value.Accept(writer);
  return std::string(out.GetString(), out.GetSize());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  rapidjson::Document doc;
  seo::sdk::Status s = seo::sdk::json::parse(text, doc);
  if (!s.isOk()) {
    // The refusal is shown to the client: it must be text itself.
    if (!seo::sdk::utf8::isCleanText(s.message())) std::abort();
    return 0;
  }
  std::string once = written(doc);
  if (!seo::sdk::utf8::isValid(once)) std::abort();
  rapidjson::Document again;
  if (!seo::sdk::json::parse(once, again).isOk()) std::abort();
  return 0;
}
