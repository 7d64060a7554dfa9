// One libFuzzer executable per target; HEADROOM_FUZZ_ENTRY names the Fuzz:: function (CMake).
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return HEADROOM_FUZZ_ENTRY(data, size);
}
