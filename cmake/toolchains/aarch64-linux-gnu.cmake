# Cross build of headroom-probe for aarch64-linux-gnu with Debian's cross compiler
# (apt-get install g++-aarch64-linux-gnu). Use: cmake -S remote/probe -B build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# binfmt_misc is often not mounted (CI containers): run target binaries through qemu explicitly.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static)
