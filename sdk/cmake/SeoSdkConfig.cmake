# CMake package of the SEO server SDK. A plugin author writes:
#
#   find_package(SeoSdk REQUIRED)          # -DSeoSdk_DIR=<sdk>/cmake or an installed prefix
#   seo_add_plugin(myplugin plugin.cc)     # builds myplugin.so, ready for the plugin folder
#
# The SDK is headers only; plugins link SOCI's core library, shared with the host, and OpenSSL's
# libcrypto (base64.h).

if(TARGET SeoSdk::sdk)
  return()
endif()

# In the source tree the fakes for tests sit in testing/; installed, they sit beside the headers.
if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/../include/seo/sdk/version.h")
  get_filename_component(_seo_sdk_include "${CMAKE_CURRENT_LIST_DIR}/../include" ABSOLUTE)
  get_filename_component(_seo_sdk_testing "${CMAKE_CURRENT_LIST_DIR}/../testing" ABSOLUTE)
  list(APPEND _seo_sdk_include "${_seo_sdk_testing}")
else()
  get_filename_component(_seo_sdk_include "${CMAKE_CURRENT_LIST_DIR}/../../../include" ABSOLUTE)
endif()

find_path(SEO_SOCI_INCLUDE_DIR soci/soci.h REQUIRED)
find_path(SEO_RAPIDJSON_INCLUDE_DIR rapidjson/document.h REQUIRED)
find_path(SEO_BOOST_INCLUDE_DIR boost/dll/alias.hpp REQUIRED)
find_library(SEO_SOCI_CORE_LIBRARY soci_core REQUIRED)
include(CMakeFindDependencyMacro)
find_dependency(OpenSSL)

add_library(SeoSdk::sdk INTERFACE IMPORTED)
set_target_properties(SeoSdk::sdk PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES
    "${_seo_sdk_include};${SEO_SOCI_INCLUDE_DIR};${SEO_RAPIDJSON_INCLUDE_DIR};${SEO_BOOST_INCLUDE_DIR}"
  INTERFACE_LINK_LIBRARIES "${SEO_SOCI_CORE_LIBRARY};OpenSSL::Crypto"
  INTERFACE_COMPILE_FEATURES cxx_std_20)

# Compiled as every plugin is: hidden visibility, so a plugin's only exported symbol is the SDK's
# entry point, and no GNU unique symbols (from header-only Boost pieces), which would make dlclose
# a no-op so an old build of a plugin could never be unmapped after a swap.
function(_seo_plugin_compile_options name)
  set_target_properties(${name} PROPERTIES
    CXX_STANDARD 20
    CXX_STANDARD_REQUIRED ON
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    POSITION_INDEPENDENT_CODE ON)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${name} PRIVATE -fno-gnu-unique)
  endif()
endfunction()

# seo_add_plugin(<name> <sources>...): a plugin library named <name>.so.
function(seo_add_plugin name)
  add_library(${name} MODULE ${ARGN})
  set_target_properties(${name} PROPERTIES PREFIX "")
  _seo_plugin_compile_options(${name})
  target_link_libraries(${name} PRIVATE SeoSdk::sdk)
  if(DEFINED SEO_PLUGIN_OUTPUT_DIR)
    set_target_properties(${name} PROPERTIES LIBRARY_OUTPUT_DIRECTORY "${SEO_PLUGIN_OUTPUT_DIR}")
  endif()
endfunction()

# seo_add_plugin_logic(<name> <sources>...): a plugin's logic (everything but plugin.cc, whose
# entry point may exist once per program) as an object library compiled as the plugin is, so
# the plugin and its tests link the same objects:
#   seo_add_plugin_logic(things_logic thing_routes.cc thing_store.cc)
#   seo_add_plugin(things plugin.cc)
#   target_link_libraries(things PRIVATE things_logic)
#   add_executable(things_test things_test.cc)   # and plugin.cc if it calls onRegister
#   target_link_libraries(things_test PRIVATE things_logic GTest::gtest_main)
# Libraries the logic needs are linked to <name> PUBLIC, so both sides get them.
function(seo_add_plugin_logic name)
  add_library(${name} OBJECT ${ARGN})
  _seo_plugin_compile_options(${name})
  target_link_libraries(${name} PUBLIC SeoSdk::sdk)
endfunction()

# seo_embed_files(<target> <header> NAMESPACE <ns> FILES <file>...): files served as assets (a
# console page's ES module, a stylesheet) kept as files and compiled into <target>: a header
# <header>, generated in the build folder and on the include path of <target> and of what links
# it, holds each file's
# bytes as `inline constexpr std::string_view k<Name>` ("console.js" -> kConsoleJs). Editing a
# file rebuilds what includes the header.
#   seo_embed_files(hello_logic hello_assets.h NAMESPACE hello::assets FILES console.js)
#   r.asset({"/hello/console.js", "text/javascript; charset=utf-8",
#            std::string(hello::assets::kConsoleJs), 3600});
set(_seo_embed_script "${CMAKE_CURRENT_LIST_DIR}/SeoEmbed.cmake")
function(seo_embed_files target header)
  cmake_parse_arguments(EMBED "" "NAMESPACE" "FILES" ${ARGN})
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/${target}_embedded")
  set(out "${dir}/${header}")
  set(files "")
  foreach(file IN LISTS EMBED_FILES)
    get_filename_component(absolute "${file}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND files "${absolute}")
  endforeach()
  string(REPLACE ";" "|" files_arg "${files}")  # one argument; SeoEmbed.cmake splits it
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
    COMMAND ${CMAKE_COMMAND} "-DOUT=${out}" "-DNAMESPACE=${EMBED_NAMESPACE}"
            "-DFILES=${files_arg}" -P "${_seo_embed_script}"
    DEPENDS ${files} "${_seo_embed_script}"
    COMMENT "Embedding ${header}"
    VERBATIM)
  target_sources(${target} PRIVATE "${out}")
  # PUBLIC: what links a plugin's logic library (the plugin, its tests) includes the header too.
  target_include_directories(${target} PUBLIC "${dir}")
endfunction()

set(SeoSdk_FOUND TRUE)
