# Install layout and the .deb (CPack). The workbench and the host probe go to bin/; the static
# probe builds for other architectures go to libexec/headroom/headroom-probe-<arch>, where
# Remote::findProbeBuilds looks for them when deploying to a device.
include(GNUInstallDirs)

install(TARGETS headroom RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS headroom-probe RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The probe is static: it has no RPATH for qt_standard_project_setup()'s $ORIGIN rule to rewrite.
set_target_properties(headroom-probe PROPERTIES INSTALL_RPATH "" SKIP_BUILD_RPATH ON)

# The documents the Help menu opens and the quickstart plan the start page's "Measure this machine"
# loads (widgets/shippeddocs.h looks for them here). The plan is data, not documentation: minimal
# Debian images drop /usr/share/doc (dpkg path-exclude), and the plan must still be there.
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/headroom)
install(FILES docs/workbench.md docs/architecture.md docs/json-format.md docs/measurement-method.md docs/performance.md
              docs/plan-format.md docs/reliability.md docs/ci.md
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/headroom/docs)
install(FILES examples/calibrate.yaml examples/llama-server.yaml examples/fit-calibrate.yaml DESTINATION ${CMAKE_INSTALL_DATADIR}/headroom/examples)
install(DIRECTORY examples/inputs DESTINATION ${CMAKE_INSTALL_DATADIR}/headroom/examples)
install(DIRECTORY examples/ci DESTINATION ${CMAKE_INSTALL_DATADIR}/headroom/examples)

# Cross builds of the probe, when Debian's cross compilers are installed
# (g++-aarch64-linux-gnu, g++-arm-linux-gnueabihf). Each is the probe's own standalone project
# built with a toolchain file, so what ships is exactly what `cmake -S remote/probe` builds.
find_program(HEADROOM_AARCH64_CXX aarch64-linux-gnu-g++)
find_program(HEADROOM_ARMHF_CXX arm-linux-gnueabihf-g++)
set(_cross_default OFF)
if(HEADROOM_AARCH64_CXX OR HEADROOM_ARMHF_CXX)
    set(_cross_default ON)
endif()
option(HEADROOM_CROSS_PROBES "Build the static probe for aarch64 and armhf too" ${_cross_default})

if(HEADROOM_CROSS_PROBES)
    include(ExternalProject)
    foreach(_arch IN ITEMS aarch64 armhf)
        if(_arch STREQUAL "aarch64")
            set(_cxx "${HEADROOM_AARCH64_CXX}")
            set(_toolchain "${PROJECT_SOURCE_DIR}/cmake/toolchains/aarch64-linux-gnu.cmake")
        else()
            set(_cxx "${HEADROOM_ARMHF_CXX}")
            set(_toolchain "${PROJECT_SOURCE_DIR}/cmake/toolchains/arm-linux-gnueabihf.cmake")
        endif()
        if(NOT _cxx)
            continue()
        endif()
        set(_bin "${CMAKE_BINARY_DIR}/probe-${_arch}")
        ExternalProject_Add(headroom-probe-${_arch}
            SOURCE_DIR "${PROJECT_SOURCE_DIR}/remote/probe"
            BINARY_DIR "${_bin}"
            CMAKE_ARGS -DCMAKE_TOOLCHAIN_FILE=${_toolchain} -DCMAKE_BUILD_TYPE=Release -DHEADROOM_WERROR=${HEADROOM_WERROR}
            BUILD_ALWAYS ON
            INSTALL_COMMAND ${CMAKE_COMMAND} -E copy "${_bin}/headroom-probe"
                            "${CMAKE_BINARY_DIR}/app/headroom-probe-${_arch}"
            BUILD_BYPRODUCTS "${_bin}/headroom-probe")
        # Beside the workbench in the build tree, so a device of that architecture can be used
        # straight from a build.
        add_dependencies(headroom headroom-probe-${_arch})
        install(PROGRAMS "${_bin}/headroom-probe" DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/headroom
                RENAME headroom-probe-${_arch})
    endforeach()
endif()

set(CPACK_PACKAGE_NAME headroom)
set(CPACK_PACKAGE_VENDOR "Headroom")
set(CPACK_PACKAGE_CONTACT "Headroom developers <headroom@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Which limit an on-device inference workload reaches first: memory or latency")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# dpkg-shlibdeps finds the Qt, libssh, SQLite and yaml-cpp runtime packages from the binaries.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "openssh-client")
set(CPACK_STRIP_FILES ON)
include(CPack)
