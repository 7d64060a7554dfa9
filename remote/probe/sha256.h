#pragma once

// SHA-256 (FIPS 180-4), written out here because the probe links nothing but libc.
// DONE lists every run-folder file with it, in sha256sum's format, so `sha256sum -c DONE` checks it.

#include <cstddef>
#include <cstdint>
#include <string>

namespace Probe {

class Sha256 {
public:
    Sha256();
    void update(const void* data, size_t len);
    std::string hexDigest(); // finishes; the object is spent afterwards

private:
    void block(const uint8_t* p);
    uint32_t m_h[8];
    uint8_t m_buf[64];
    size_t m_bufLen = 0;
    uint64_t m_total = 0;
};

std::string sha256Hex(const std::string& data);
// Empty string when the file cannot be read.
std::string sha256File(const std::string& path);

} // namespace Probe
