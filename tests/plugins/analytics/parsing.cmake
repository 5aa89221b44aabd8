# The analytics module's parsers and lookups, each compiled from the plugin's own sources:
# IP location (libloc), the AI bot list, automated-agent detection, access-log lines.
find_package(PkgConfig REQUIRED)
pkg_check_modules(LIBLOC REQUIRED IMPORTED_TARGET libloc)
find_package(OpenSSL REQUIRED)
include(${CMAKE_SOURCE_DIR}/plugins/analytics/embed_text.cmake)
set(SEO_ANALYTICS_DIR ${CMAKE_SOURCE_DIR}/plugins/analytics)

# IpCountry on databases written by libloc's own writer (location_db_writer, also meant for the
# end-to-end tests) and on Debian's /usr/share/libloc-location/location.db when installed.
add_executable(analytics_ip_country_test
  ip_country_test.cc
  location_db_writer.cc
  ${SEO_ANALYTICS_DIR}/ip_country.cc)
target_include_directories(analytics_ip_country_test PRIVATE ${CMAKE_SOURCE_DIR})
# SeoSdk::sdk only for the include path of seo/sdk/status.h.
target_link_libraries(analytics_ip_country_test PRIVATE
  PkgConfig::LIBLOC SeoSdk::sdk Threads::Threads GTest::gtest_main)
gtest_discover_tests(analytics_ip_country_test)

# ai_bots.tsv embedded as the plugin embeds it. One library for both tests below: two targets
# must not list the same custom command's output, or parallel builds may run it twice at once.
seo_embed_text(ai_bots_tsv.cc seo::plugins::analytics::kAiBotsTsv ${SEO_ANALYTICS_DIR}/ai_bots.tsv)
add_library(analytics_test_ai_bots STATIC
  ${CMAKE_CURRENT_BINARY_DIR}/ai_bots_tsv.cc
  ${SEO_ANALYTICS_DIR}/ai_bots.cc)
target_include_directories(analytics_test_ai_bots PUBLIC ${CMAKE_SOURCE_DIR})
target_link_libraries(analytics_test_ai_bots PUBLIC SeoSdk::sdk)

add_executable(analytics_ai_bots_test ai_bots_test.cc)
target_link_libraries(analytics_ai_bots_test PRIVATE analytics_test_ai_bots GTest::gtest_main)
# The test reads the source file too, to compare it with the embedded copy.
target_compile_definitions(analytics_ai_bots_test PRIVATE
  AI_BOTS_TSV_PATH="${SEO_ANALYTICS_DIR}/ai_bots.tsv")
gtest_discover_tests(analytics_ai_bots_test)

add_executable(analytics_automated_agents_test
  automated_agents_test.cc
  ${SEO_ANALYTICS_DIR}/automated_agents.cc)
target_link_libraries(analytics_automated_agents_test PRIVATE
  analytics_test_ai_bots GTest::gtest_main)
gtest_discover_tests(analytics_automated_agents_test)

add_executable(analytics_access_log_test
  access_log_test.cc
  ${SEO_ANALYTICS_DIR}/access_log.cc)
target_include_directories(analytics_access_log_test PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(analytics_access_log_test PRIVATE
  OpenSSL::Crypto SeoSdk::sdk GTest::gtest_main)
gtest_discover_tests(analytics_access_log_test)
