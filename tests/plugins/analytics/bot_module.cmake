# The analytics module's AI bot traffic: the access-log import and the read endpoints, compiled
# from the plugin's own sources and run on the SDK's FakeHost over an in-memory SQLite database;
# and the raw rows' retention, also on PostgreSQL when the suite runs there.
find_package(OpenSSL REQUIRED)
include(${CMAKE_SOURCE_DIR}/plugins/analytics/embed_text.cmake)
set(SEO_ANALYTICS_DIR ${CMAKE_SOURCE_DIR}/plugins/analytics)

# One library for both tests: two targets must not list the same generated file, or parallel
# builds may write it twice at once. Its own name, apart from parsing.cmake's copy.
seo_embed_text(bot_module_ai_bots_tsv.cc seo::plugins::analytics::kAiBotsTsv
               ${SEO_ANALYTICS_DIR}/ai_bots.tsv)
add_library(analytics_test_bot_module STATIC
  ${CMAKE_CURRENT_BINARY_DIR}/bot_module_ai_bots_tsv.cc
  ${SEO_ANALYTICS_DIR}/access_log.cc
  ${SEO_ANALYTICS_DIR}/ai_bots.cc
  ${SEO_ANALYTICS_DIR}/bot_hits.cc
  ${SEO_ANALYTICS_DIR}/bot_log_import.cc
  ${SEO_ANALYTICS_DIR}/bot_traffic_reads.cc
  ${SEO_ANALYTICS_DIR}/days.cc
  ${SEO_ANALYTICS_DIR}/query_values.cc
  ${SEO_ANALYTICS_DIR}/raw_retention.cc
  ${SEO_ANALYTICS_DIR}/schema.cc
  ${SEO_ANALYTICS_DIR}/traffic_store.cc)
target_include_directories(analytics_test_bot_module PUBLIC ${CMAKE_SOURCE_DIR})
# seo_core only for the SOCI SQLite backend the fake host's session opens.
target_link_libraries(analytics_test_bot_module PUBLIC seo_core OpenSSL::Crypto)

add_executable(analytics_bot_log_import_test bot_log_import_test.cc bot_test_database.cc)
target_link_libraries(analytics_bot_log_import_test PRIVATE
  analytics_test_bot_module GTest::gtest_main)
gtest_discover_tests(analytics_bot_log_import_test)

add_executable(analytics_bot_traffic_reads_test bot_traffic_reads_test.cc bot_test_database.cc)
target_link_libraries(analytics_bot_traffic_reads_test PRIVATE
  analytics_test_bot_module GTest::gtest_main)
gtest_discover_tests(analytics_bot_traffic_reads_test)

# The group commit (ingestor.cc) over the same fake host, with the traffic writer it commits.
add_executable(analytics_ingestor_test ingestor_test.cc bot_test_database.cc
  ${SEO_ANALYTICS_DIR}/ingestor.cc ${SEO_ANALYTICS_DIR}/traffic_batch.cc)
target_link_libraries(analytics_ingestor_test PRIVATE analytics_test_bot_module GTest::gtest_main)
gtest_discover_tests(analytics_ingestor_test)

# The raw rows' retention on the suite's backend (a scratch PostgreSQL database, or SQLite).
add_executable(analytics_raw_retention_test raw_retention_test.cc bot_test_database.cc)
target_link_libraries(analytics_raw_retention_test PRIVATE
  analytics_test_bot_module seo_test_database GTest::gtest_main)
gtest_discover_tests(analytics_raw_retention_test)
