#pragma once

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and the same on every compiler. The standard
// distributions (std::uniform_int_distribution) differ between libstdc++ and libc++, which would
// make the "same inputs, same confidence interval" promise depend on the toolchain. Used by every
// bootstrap in analysis/.

#include <cstddef>
#include <cstdint>

namespace Analysis {

class SplitMix64 {
public:
    explicit SplitMix64(uint64_t seed)
        : m_state(seed)
    {
    }
    uint64_t next()
    {
        uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform index in [0, n) by Lemire's multiply-shift; the bias (n / 2^64) is far below
    // anything a bootstrap of latencies can show.
    size_t below(size_t n) { return static_cast<size_t>((static_cast<unsigned __int128>(next()) * n) >> 64); }

private:
    uint64_t m_state;
};

} // namespace Analysis
