#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// Jetson tegrastats logs (--logfile): one line per interval, with or without the leading
// "MM-DD-YYYY HH:MM:SS" stamp (JetPack 5+). RAM used/total and SWAP in MB as printed (NVIDIA
// documents "megabytes" without saying 10^6 or 2^20 bytes, so the unit is kept as printed, not
// converted), CPU [load%@MHz,…|off], EMC_FREQ and GR3D_FREQ load % (@MHz when printed),
// temperatures name@T C, rails NAME cur/avg mW. Kept as figures (min/max/mean) of the device:
// on a Jetson the GPU shares this RAM (unified memory), so RAM used is CPU and GPU together.
bool readTegrastats(Input& in, Run& run);
bool looksLikeTegrastats(std::string_view head);

} // namespace Analysis::Importers
