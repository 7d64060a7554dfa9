#include "util.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Probe {

double monotonicMs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) * 1000.0 + double(ts.tv_nsec) / 1e6;
}

int64_t wallSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_REALTIME, &ts);
    return ts.tv_sec;
}

bool readFile(const std::string& path, std::string& out, size_t limit)
{
    out.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char buf[4096];
    // /proc files report size 0, so read until EOF, bounded by limit.
    while (out.size() < limit) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        out.append(buf, size_t(n));
    }
    ::close(fd);
    return true;
}

std::string readLine(const std::string& path)
{
    std::string s;
    if (!readFile(path, s, 4096))
        return {};
    const auto nl = s.find('\n');
    if (nl != std::string::npos)
        s.resize(nl);
    return s;
}

bool writeFile(const std::string& path, const std::string& data)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    size_t off = 0;
    while (off < data.size()) {
        const ssize_t n = ::write(fd, data.data() + off, data.size() - off);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            ::close(fd);
            return false;
        }
        off += size_t(n);
    }
    return ::close(fd) == 0;
}

bool fileExists(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0;
}

bool isDirectory(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool makeDirs(const std::string& path)
{
    std::string cur;
    for (const auto& part : split(path, '/')) {
        cur += part;
        cur += '/';
        if (part.empty() || part == ".")
            continue;
        if (::mkdir(cur.c_str(), 0755) != 0 && errno != EEXIST)
            return false;
    }
    return isDirectory(path);
}

std::vector<std::string> listDir(const std::string& path)
{
    std::vector<std::string> out;
    DIR* d = ::opendir(path.c_str());
    if (!d)
        return out;
    while (dirent* e = ::readdir(d)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            out.emplace_back(e->d_name);
    }
    ::closedir(d);
    return out;
}

bool parseInt64(const std::string& s, int64_t& out)
{
    if (s.empty())
        return false;
    errno = 0;
    char* end = nullptr;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    if (errno != 0 || end == s.c_str() || *end != '\0')
        return false;
    out = v;
    return true;
}

bool parseDouble(const std::string& s, double& out)
{
    if (s.empty())
        return false;
    errno = 0;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (errno != 0 || end == s.c_str() || *end != '\0' || !std::isfinite(v))
        return false;
    out = v;
    return true;
}

std::string trim(const std::string& s)
{
    size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r'))
        --e;
    return s.substr(b, e - b);
}

bool startsWith(const std::string& s, const char* prefix)
{
    return s.compare(0, std::strlen(prefix), prefix) == 0;
}

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (;;) {
        const size_t p = s.find(sep, start);
        if (p == std::string::npos) {
            out.push_back(s.substr(start));
            return out;
        }
        out.push_back(s.substr(start, p - start));
        start = p + 1;
    }
}

int64_t fieldValue(const std::string& text, const char* key)
{
    const size_t klen = std::strlen(key);
    size_t pos = 0;
    while (pos < text.size()) {
        if (text.compare(pos, klen, key) == 0 && pos + klen < text.size() && text[pos + klen] == ':') {
            const char* p = text.c_str() + pos + klen + 1;
            while (*p == ' ' || *p == '\t')
                ++p;
            char* end = nullptr;
            const long long v = std::strtoll(p, &end, 10);
            return end == p ? -1 : v;
        }
        const size_t nl = text.find('\n', pos);
        if (nl == std::string::npos)
            break;
        pos = nl + 1;
    }
    return -1;
}

int64_t keyValue(const char* text, const char* key)
{
    const size_t klen = std::strlen(key);
    for (const char* p = text; p && *p;) {
        if (std::strncmp(p, key, klen) == 0 && p[klen] == ':') {
            const char* v = p + klen + 1;
            while (*v == ' ' || *v == '\t')
                ++v;
            char* end = nullptr;
            const long long n = std::strtoll(v, &end, 10);
            return end == v ? -1 : n;
        }
        p = std::strchr(p, '\n');
        if (p)
            ++p;
    }
    return -1;
}

// Length of the valid UTF-8 sequence at s[i], or 0 when the bytes there are not one.
static size_t utf8Length(const std::string& s, size_t i)
{
    const auto c = static_cast<unsigned char>(s[i]);
    size_t n = 0;
    uint32_t cp = 0;
    if (c < 0x80)
        return 1;
    if ((c & 0xE0) == 0xC0) {
        n = 2;
        cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3;
        cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (i + n > s.size())
        return 0;
    for (size_t k = 1; k < n; ++k) {
        const auto cc = static_cast<unsigned char>(s[i + k]);
        if ((cc & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (cc & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF
        || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

void appendJsonString(std::string& out, const std::string& s)
{
    out += '"';
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
            ++i;
        } else if (c == '\n') {
            out += "\\n";
            ++i;
        } else if (c == '\t') {
            out += "\\t";
            ++i;
        } else if (c == '\r') {
            out += "\\r";
            ++i;
        } else if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
            ++i;
        } else {
            const size_t n = utf8Length(s, i);
            if (n == 0) {
                out += "\\ufffd";
                ++i;
            } else {
                out.append(s, i, n);
                i += n;
            }
        }
    }
    out += '"';
}

void JsonObject::key(const char* k)
{
    if (m_text.size() > 1)
        m_text += ',';
    m_text += '"';
    m_text += k;
    m_text += "\":";
}

JsonObject& JsonObject::str(const char* k, const std::string& v)
{
    key(k);
    appendJsonString(m_text, v);
    return *this;
}

// Integer to text without locale or printf machinery: samples are written 100 times a second.
void appendInt(std::string& out, long long v)
{
    char buf[24];
    char* p = buf + sizeof buf;
    unsigned long long u = v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    do {
        *--p = char('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--p = '-';
    out.append(p, size_t(buf + sizeof buf - p));
}

JsonObject& JsonObject::num(const char* k, int64_t v)
{
    key(k);
    appendInt(m_text, v);
    return *this;
}

JsonObject& JsonObject::strOrNull(const char* k, const std::string& v, bool present)
{
    return present ? str(k, v) : null(k);
}

JsonObject& JsonObject::numOrNull(const char* k, int64_t v, bool present)
{
    return present ? num(k, v) : null(k);
}

void appendFixed(std::string& out, double v, int decimals)
{
    // Fixed point by integer arithmetic where it is exact (the common case: times and
    // percentages), printf otherwise. Same text as "%.*f" would give, rounding half away from zero.
    static const double scale[] = { 1, 10, 100, 1000, 10000, 100000, 1000000 };
    if (decimals >= 0 && decimals <= 6 && std::fabs(v) < 1e12) {
        const long long scaled = std::llround(v * scale[decimals]);
        const long long unit = static_cast<long long>(scale[decimals]);
        if (scaled < 0)
            out += '-';
        const long long a = scaled < 0 ? -scaled : scaled;
        appendInt(out, a / unit);
        if (decimals > 0) {
            out += '.';
            char frac[8];
            long long f = a % unit;
            for (int i = decimals - 1; i >= 0; --i) {
                frac[i] = char('0' + f % 10);
                f /= 10;
            }
            out.append(frac, size_t(decimals));
        }
        return;
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    out += buf;
}

JsonObject& JsonObject::real(const char* k, double v, int decimals)
{
    if (!std::isfinite(v))
        return null(k);
    key(k);
    appendFixed(m_text, v, decimals);
    return *this;
}

JsonObject& JsonObject::realOrNull(const char* k, double v, bool present, int decimals)
{
    return present ? real(k, v, decimals) : null(k);
}

JsonObject& JsonObject::boolean(const char* k, bool v)
{
    key(k);
    m_text += v ? "true" : "false";
    return *this;
}

JsonObject& JsonObject::null(const char* k)
{
    key(k);
    m_text += "null";
    return *this;
}

JsonObject& JsonObject::raw(const char* k, const std::string& json)
{
    key(k);
    m_text += json;
    return *this;
}

std::string jsonStringArray(const std::vector<std::string>& items)
{
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) {
        if (i)
            out += ',';
        appendJsonString(out, items[i]);
    }
    return out + "]";
}

} // namespace Probe
