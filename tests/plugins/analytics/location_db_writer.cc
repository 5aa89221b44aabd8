#include "tests/plugins/analytics/location_db_writer.h"

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <memory>

// libloc 0.9's headers, libloc.h aside, do not declare their functions extern "C" themselves.
extern "C" {
#include <libloc/country.h>
#include <libloc/libloc.h>
#include <libloc/network.h>
#include <libloc/writer.h>
}

namespace seo::plugins::analytics::testing {

namespace {

struct ContextUnref {
  void operator()(loc_ctx* ctx) const { loc_unref(ctx); }
};
struct WriterUnref {
  void operator()(loc_writer* writer) const { loc_writer_unref(writer); }
};
struct NetworkUnref {
  void operator()(loc_network* network) const { loc_network_unref(network); }
};
struct FileClose {
  void operator()(std::FILE* file) const { std::fclose(file); }
};

// Failures are reported through `error`; libloc's own stderr lines would only add noise.
void discardLog(loc_ctx*, int, const char*, int, const char*, const char*, va_list) {}

bool fail(std::string* error, std::string message) {
  *error = std::move(message);
  return false;
}

}  // namespace

bool writeLocationDatabase(
    const std::string& path,
    const std::vector<std::pair<std::string, std::string>>& network_to_country,
    std::string* error) {
  loc_ctx* raw_ctx = nullptr;
  if (loc_new(&raw_ctx) != 0) return fail(error, "loc_new failed");
  std::unique_ptr<loc_ctx, ContextUnref> ctx(raw_ctx);
  loc_set_log_fn(ctx.get(), discardLog);

  loc_writer* raw_writer = nullptr;
  // No signing keys: IpCountry does not verify signatures.
  if (loc_writer_new(ctx.get(), &raw_writer, nullptr, nullptr) != 0) {
    return fail(error, "loc_writer_new failed");
  }
  std::unique_ptr<loc_writer, WriterUnref> writer(raw_writer);
  loc_writer_set_vendor(writer.get(), "seo-server tests");
  loc_writer_set_description(writer.get(), "Test location database");

  for (const auto& [cidr, country] : network_to_country) {
    loc_network* raw_network = nullptr;
    if (loc_writer_add_network(writer.get(), &raw_network, cidr.c_str()) != 0 ||
        raw_network == nullptr) {
      return fail(error, "network refused (not CIDR, or a duplicate): " + cidr);
    }
    std::unique_ptr<loc_network, NetworkUnref> network(raw_network);
    if (country.empty()) continue;
    int flag = loc_country_special_code_to_flag(country.c_str());
    int r = flag > 0 ? loc_network_set_flag(network.get(), flag)
                     : loc_network_set_country_code(network.get(), country.c_str());
    if (r != 0) return fail(error, "country code refused for " + cidr + ": " + country);
  }

  std::unique_ptr<std::FILE, FileClose> file(std::fopen(path.c_str(), "we"));
  if (!file) return fail(error, "cannot create " + path + ": " + std::strerror(errno));
  if (loc_writer_write(writer.get(), file.get(), LOC_DATABASE_VERSION_LATEST) != 0) {
    return fail(error, "loc_writer_write failed for " + path);
  }
  if (std::fclose(file.release()) != 0) {
    return fail(error, "cannot write " + path + ": " + std::strerror(errno));
  }
  return true;
}

}  // namespace seo::plugins::analytics::testing
