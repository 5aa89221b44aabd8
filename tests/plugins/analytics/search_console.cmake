# The analytics module's Search Console parts, compiled from the plugin's own sources.

# The Pages.csv parser of the Performance export, on its own.
add_executable(analytics_search_console_csv_test
  search_console_csv_test.cc
  ${CMAKE_SOURCE_DIR}/plugins/analytics/search_console_csv.cc)
target_include_directories(analytics_search_console_csv_test PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(analytics_search_console_csv_test PRIVATE SeoSdk::sdk GTest::gtest_main)
gtest_discover_tests(analytics_search_console_csv_test)

# The API client against tests/peers/search_console_peer.py over the host's real outbound HTTP
# client (seo_core); OpenSSL signs the service account's assertions and, in the test, makes keys.
add_executable(analytics_search_console_client_test
  search_console_client_test.cc
  ${CMAKE_SOURCE_DIR}/plugins/analytics/search_console_client.cc)
target_include_directories(analytics_search_console_client_test PRIVATE ${CMAKE_SOURCE_DIR})
target_link_libraries(analytics_search_console_client_test PRIVATE
  seo_core seo_test_process OpenSSL::Crypto GTest::gtest_main)
gtest_discover_tests(analytics_search_console_client_test)
