// The one libFuzzer executable: HEADROOM_FUZZ_TARGET names the target (fuzztargets.h) it fuzzes;
// HEADROOM_FUZZ_TARGET=list prints the names, one per line (tools/fuzz.sh runs each in turn).
#include "fuzztargets.h"

#include <cstdio>
#include <cstdlib>

namespace {
const Fuzz::Target* g_target = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    const char* name = std::getenv("HEADROOM_FUZZ_TARGET");
    if (name && QLatin1String(name) == QLatin1String("list")) {
        for (const Fuzz::Target& t : Fuzz::targets())
            std::printf("%s\n", qPrintable(t.name));
        std::exit(0);
    }
    g_target = name ? Fuzz::findTarget(QString::fromLocal8Bit(name)) : nullptr;
    if (!g_target) {
        std::fprintf(stderr,
            "fuzz_headroom: set HEADROOM_FUZZ_TARGET to one of the targets "
            "(HEADROOM_FUZZ_TARGET=list prints them)\n");
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return g_target->entry(data, size);
}
