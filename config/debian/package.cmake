# The Debian package (scripts/package runs `cpack -G DEB` in the build folder): where an installed
# server's files go, and the package's scripts. Included by the top-level CMakeLists.txt.
#   /usr/lib/seo-server/{seo-server,seoctl,plugins/*.so}   the plugins beside the binary, so the
#                                                          default plugin folder finds them
#   /usr/bin/seoctl                                        reads /etc/seo-server by default
#   /etc/seo-server/seo-server.jsonc                       config/seo-server.jsonc, its paths
#                                                          made absolute (a conffile: kept)
#   /lib/systemd/system/seo-server.service                 config/systemd/
#   /var/lib/seo-server                                    data (made by postinst, and systemd)
set(SEO_PACKAGE_DIR lib/seo-server)
# cpack packs the tree as built (scripts/build made it): it never starts a build of its own.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
install(TARGETS seo-server seoctl RUNTIME DESTINATION ${SEO_PACKAGE_DIR})
install(DIRECTORY ${SEO_PLUGIN_OUTPUT_DIR}/ DESTINATION ${SEO_PACKAGE_DIR}/plugins
        FILES_MATCHING PATTERN "*.so")
# CPACK_STRIP_FILES strips what install(TARGETS) put; the plugins, copied as files, are stripped
# here (their exported symbols, which the loader looks up, are kept by --strip-unneeded).
install(CODE [[
  file(GLOB plugins "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/lib/seo-server/plugins/*.so")
  if(plugins)
    execute_process(COMMAND strip --strip-unneeded ${plugins} COMMAND_ERROR_IS_FATAL ANY)
  endif()
]])
install(PROGRAMS ${CMAKE_CURRENT_LIST_DIR}/seoctl DESTINATION bin)

# The installed configuration: the shipped one with the data, the key and the control socket
# where the unit's StateDirectory and RuntimeDirectory are, and no demo account (its key would
# go to the journal).
set(shipped_config ${CMAKE_SOURCE_DIR}/config/seo-server.jsonc)
set_property(DIRECTORY ${CMAKE_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${shipped_config})
file(READ ${shipped_config} config_text)
foreach(pair
    "\"sqlite://data/seo.db\"|\"sqlite:///var/lib/seo-server/seo.db\""
    "\"data/secret.key\"|\"/var/lib/seo-server/secret.key\""
    "\"data/seo-server.sock\"|\"/run/seo-server/control.sock\""
    "\"provision\": true|\"provision\": false")
  string(REPLACE "|" ";" parts "${pair}")
  list(GET parts 0 from)
  list(GET parts 1 to)
  string(FIND "${config_text}" "${from}" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "config/debian/package.cmake: ${from} is not in ${shipped_config}")
  endif()
  string(REPLACE "${from}" "${to}" config_text "${config_text}")
endforeach()
file(WRITE ${CMAKE_BINARY_DIR}/package/seo-server.jsonc "${config_text}")
install(FILES ${CMAKE_BINARY_DIR}/package/seo-server.jsonc DESTINATION /etc/seo-server
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ)
install(FILES ${CMAKE_SOURCE_DIR}/config/systemd/seo-server.service
        DESTINATION /lib/systemd/system)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/CHANGELOG.md
        DESTINATION share/doc/seo-server)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION share/doc/seo-server
        FILES_MATCHING PATTERN "*.md")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/config/nginx/ DESTINATION share/doc/seo-server/nginx
        OPTIONAL)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME seo-server)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR})
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "seo-server maintainers <maintainers@seo-server.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "self-hosted search optimization platform server (keywords, backlinks, content, analytics)")
set(CPACK_DEBIAN_PACKAGE_SECTION web)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "adduser")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "nginx | httpd, postgresql")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${CMAKE_CURRENT_LIST_DIR}/conffiles ${CMAKE_CURRENT_LIST_DIR}/postinst
    ${CMAKE_CURRENT_LIST_DIR}/prerm ${CMAKE_CURRENT_LIST_DIR}/postrm)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
