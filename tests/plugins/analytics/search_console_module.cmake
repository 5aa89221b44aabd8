# The analytics module's search-console part (page rows, Pages.csv imports, the sync job),
# compiled from the plugin's own sources and run on the SDK's FakeHost over a SQLite file.
find_package(OpenSSL REQUIRED)
set(SEO_ANALYTICS_DIR ${CMAKE_SOURCE_DIR}/plugins/analytics)

add_library(analytics_test_search_console STATIC
  search_console_test_database.cc
  ${SEO_ANALYTICS_DIR}/days.cc
  ${SEO_ANALYTICS_DIR}/schema.cc
  ${SEO_ANALYTICS_DIR}/search_console_client.cc
  ${SEO_ANALYTICS_DIR}/search_console_csv.cc
  ${SEO_ANALYTICS_DIR}/search_console_import.cc
  ${SEO_ANALYTICS_DIR}/search_console_pages.cc
  ${SEO_ANALYTICS_DIR}/search_console_settings.cc
  ${SEO_ANALYTICS_DIR}/search_console_store.cc
  ${SEO_ANALYTICS_DIR}/search_console_sync.cc)
target_include_directories(analytics_test_search_console PUBLIC ${CMAKE_SOURCE_DIR})
# seo_core only for the SOCI SQLite backend the fake host's session opens.
target_link_libraries(analytics_test_search_console PUBLIC
  seo_core OpenSSL::Crypto GTest::gtest)

add_executable(analytics_search_console_pages_test search_console_pages_test.cc)
target_link_libraries(analytics_search_console_pages_test PRIVATE
  analytics_test_search_console GTest::gtest_main)
gtest_discover_tests(analytics_search_console_pages_test)

add_executable(analytics_search_console_sync_test search_console_sync_test.cc)
target_link_libraries(analytics_search_console_sync_test PRIVATE
  analytics_test_search_console GTest::gtest_main)
gtest_discover_tests(analytics_search_console_sync_test)
