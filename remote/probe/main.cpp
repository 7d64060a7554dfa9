#include "protocol.h"

#include <cstdio>
#include <cstring>

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("headroom-probe %s protocol %d\n", HeadroomProtocol::kProbeVersion, HeadroomProtocol::kFormatVersion);
        return 0;
    }
    std::fprintf(stderr, "usage: headroom-probe --version\n");
    return 2;
}
