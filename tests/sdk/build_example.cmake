# Configures and builds sdk/examples/hello in a clean folder with nothing but the SDK package.
# In scripts/test's PostgreSQL pass (SEO_TEST_POSTGRES_URL set) the SQLite pass has just done so
# from the same tree: the build there is brought up to date instead (a no-op unless a source
# changed), since the tests that need it load the plugin, not its build, on the backend.
if(DEFINED ENV{SEO_TEST_POSTGRES_URL} AND EXISTS "${BUILD_DIR}/hello.so"
   AND EXISTS "${BUILD_DIR}/CMakeCache.txt")
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" RESULT_VARIABLE build_result)
  if(NOT build_result EQUAL 0)
    message(FATAL_ERROR "building the example plugin against the SDK failed")
  endif()
  return()
endif()
file(REMOVE_RECURSE "${BUILD_DIR}")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${BUILD_DIR}" "-DSeoSdk_DIR=${SDK_DIR}"
          "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_CXX_FLAGS=-Wall -Wextra -Werror"
  RESULT_VARIABLE configure_result)
if(NOT configure_result EQUAL 0)
  message(FATAL_ERROR "configuring the example plugin against the SDK failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}" RESULT_VARIABLE build_result)
if(NOT build_result EQUAL 0)
  message(FATAL_ERROR "building the example plugin against the SDK failed")
endif()
if(NOT EXISTS "${BUILD_DIR}/hello.so")
  message(FATAL_ERROR "the example build produced no hello.so")
endif()
