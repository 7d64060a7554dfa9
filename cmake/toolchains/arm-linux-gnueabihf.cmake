# Cross build of headroom-probe for arm-linux-gnueabihf with Debian's cross compiler
# (apt-get install g++-arm-linux-gnueabihf). Use: cmake -S remote/probe -B build-arm -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/arm-linux-gnueabihf.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR armv7l)
set(CMAKE_C_COMPILER arm-linux-gnueabihf-gcc)
set(CMAKE_CXX_COMPILER arm-linux-gnueabihf-g++)
set(CMAKE_FIND_ROOT_PATH /usr/arm-linux-gnueabihf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# binfmt_misc is often not mounted (CI containers): run target binaries through qemu explicitly.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-arm-static)
