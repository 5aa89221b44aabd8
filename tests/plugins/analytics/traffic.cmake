# The traffic side's small parts: UTC days, period and limit parameters, page addresses and
# which hosts belong to a website, and the visitor hash.
add_executable(analytics_traffic_parts_test
  traffic_parts_test.cc
  ${SEO_ANALYTICS_DIR}/days.cc
  ${SEO_ANALYTICS_DIR}/page_url.cc
  ${SEO_ANALYTICS_DIR}/query_values.cc
  ${SEO_ANALYTICS_DIR}/site_directory.cc
  ${SEO_ANALYTICS_DIR}/visitor_hash.cc)
target_include_directories(analytics_traffic_parts_test PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(analytics_traffic_parts_test PRIVATE
  OpenSSL::Crypto SeoSdk::sdk GTest::gtest_main)
gtest_discover_tests(analytics_traffic_parts_test)

# The tracking script itself, run in a minimal fake browser under Node.js (Debian's nodejs).
find_program(NODE_BIN node REQUIRED)
add_test(NAME AnalyticsTrackerScript.SendsPageviewsAndNavigations
  COMMAND ${NODE_BIN} ${CMAKE_CURRENT_SOURCE_DIR}/tracker_test.js ${SEO_ANALYTICS_DIR}/tracker.js)
