#include "analysis/import/importers/textinput.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>

namespace Analysis::Importers {

namespace {
constexpr qsizetype kProgressStep = 1 << 20;
constexpr qsizetype kConsumedStep = 16 << 20;
}

Input::Input(const char* data, qsizetype size, const QString& fileName, const ImportOptions& options)
    : m_data(data)
    , m_size(size)
    , m_fileName(fileName)
    , m_options(options)
{
}

bool Input::next(Line& line)
{
    if (m_failed || m_cancelled || m_pos >= m_size)
        return false;
    if (m_options.progress && m_pos >= m_nextProgress) {
        m_nextProgress = m_pos + kProgressStep;
        if (!m_options.progress(m_pos, m_size)) {
            m_cancelled = true;
            return false;
        }
    }
    if (m_options.consumed && m_pos >= m_nextConsumed) {
        m_nextConsumed = m_pos + kConsumedStep;
        m_options.consumed(m_data + m_pos);
    }
    const char* start = m_data + m_pos;
    const qsizetype left = m_size - m_pos;
    // Look no further than the limit: a 10 MB line is refused after reading 1 MiB of it.
    const qsizetype window = std::min(left, m_options.maxLineBytes + 2);
    const auto* nl = static_cast<const char*>(std::memchr(start, '\n', static_cast<size_t>(window)));
    ++m_lineNumber;
    qsizetype len = nl ? nl - start : window;
    if (!nl && window < left) {
        error(m_lineNumber,
            Tr::tr("line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)")
                .arg(m_options.maxLineBytes));
        m_failed = true;
        return false;
    }
    line.terminated = nl != nullptr;
    m_pos += nl ? len + 1 : len;
    if (len > 0 && start[len - 1] == '\r')
        --len;
    if (len > m_options.maxLineBytes) {
        error(m_lineNumber,
            Tr::tr("line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)")
                .arg(m_options.maxLineBytes));
        m_failed = true;
        return false;
    }
    line.text = std::string_view(start, static_cast<size_t>(len));
    line.number = m_lineNumber;
    return true;
}

void Input::error(int line, const QString& message, const QString& field)
{
    ++m_errors;
    if (m_errors > kMaxErrors)
        return;
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.file = m_fileName;
    d.line = line;
    d.field = field;
    d.message = m_errors == kMaxErrors ? Tr::tr("%1 (too many errors; stopped reading)").arg(message) : message;
    m_diagnostics.append(d);
}

void Input::warning(int line, const QString& message, const QString& field)
{
    // Warnings are capped too: a file of 1M odd lines must not produce 1M messages.
    if (m_diagnostics.size() >= 2 * kMaxErrors)
        return;
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.file = m_fileName;
    d.line = line;
    d.field = field;
    d.message = message;
    m_diagnostics.append(d);
}

bool Input::possibleDuration(int line, double ms, const QString& field)
{
    if (ms <= kMaxDurationMs)
        return true;
    error(line,
        Tr::tr("a duration of %1 s is more than a year: no repetition lasts that long (a wrong unit, or a damaged "
               "log?)")
            .arg(ms / 1e3, 0, 'g', 6),
        field);
    return false;
}

bool Input::possibleFrequency(int line, double mhz, const QString& field)
{
    if (mhz <= kMaxFrequencyMhz)
        return true;
    error(line, Tr::tr("a clock of %1 MHz is not possible (above 100 GHz): a damaged log?").arg(mhz, 0, 'g', 6), field);
    return false;
}

void Input::checkReading(int line, const MemReading& r)
{
    if (r.rss >= 0 && r.hwm >= 0 && r.rss > r.hwm)
        warning(line,
            Tr::tr("VmRSS (%1 kB) is above VmHWM (%2 kB) in the same reading; the kernel never reports that, so the "
                   "log was edited or its lines mixed up")
                .arg(r.rss)
                .arg(r.hwm),
            QStringLiteral("VmRSS"));
}

std::string_view trimmed(std::string_view s)
{
    size_t b = 0;
    size_t e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
        --e;
    return s.substr(b, e - b);
}

bool isBlank(std::string_view s)
{
    return trimmed(s).empty();
}

QString quoted(std::string_view s)
{
    constexpr size_t kShown = 60;
    const bool cut = s.size() > kShown;
    // fromUtf8 replaces invalid and truncated sequences with U+FFFD; control bytes are shown as '?'
    // so a message never carries a terminal escape from a hostile file.
    QString text = QString::fromUtf8(s.data(), static_cast<qsizetype>(std::min(s.size(), kShown)));
    for (QChar& c : text)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = u'?';
    return u'"' + text + (cut ? QStringLiteral("…\"") : QStringLiteral("\""));
}

std::optional<int64_t> parseInt(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    int64_t v = 0;
    const char* b = s.data();
    const char* e = s.data() + s.size();
    if (*b == '+')
        ++b;
    const auto r = std::from_chars(b, e, v);
    if (r.ec != std::errc() || r.ptr != e)
        return std::nullopt;
    return v;
}

std::optional<double> parseDouble(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    const char* b = s.data();
    const char* e = s.data() + s.size();
    if (*b == '+')
        ++b;
    // from_chars also accepts "nan" and "inf"; a duration or stamp never is one.
    if (b == e || !(std::isdigit(static_cast<unsigned char>(*b)) || *b == '-' || *b == '.'))
        return std::nullopt;
    double v = 0;
    const auto r = std::from_chars(b, e, v, std::chars_format::general);
    if (r.ec != std::errc() || r.ptr != e || !std::isfinite(v))
        return std::nullopt;
    return v;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && std::memcmp(s.data(), prefix.data(), prefix.size()) == 0;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

StatusParse parseStatusField(std::string_view line, StatusField& out)
{
    // The kernel writes "VmRSS:\t  123456 kB" (seq_put_decimal_ull_width with a tab and padding);
    // older kernels and copies through terminals use spaces. Accept any run of blanks.
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 32)
        return StatusParse::NotAField;
    for (size_t i = 0; i < colon; ++i) {
        const char c = line[i];
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return StatusParse::NotAField;
    }
    out.key = line.substr(0, colon);
    std::string_view rest = trimmed(line.substr(colon + 1));
    size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9')
        ++digits;
    out.tooLarge = false;
    if (digits == 0)
        return StatusParse::BadValue;
    if (digits > 15) { // 10^15 kB is an exabyte: anything longer is not a reading
        out.tooLarge = trimmed(rest.substr(digits)) == "kB";
        return StatusParse::BadValue;
    }
    int64_t v = 0;
    for (size_t i = 0; i < digits; ++i)
        v = v * 10 + (rest[i] - '0');
    const std::string_view unit = trimmed(rest.substr(digits));
    if (unit != "kB")
        return StatusParse::BadValue;
    out.kb = v;
    return StatusParse::Ok;
}

QString statusValueTooLarge(std::string_view key, std::string_view text)
{
    return Tr::tr("the value of %1 in %2 is too large: no memory holds 10^15 kB or more")
        .arg(toQString(key), quoted(text));
}

std::string_view firstLine(std::string_view head)
{
    size_t pos = 0;
    while (pos < head.size()) {
        const size_t nl = head.find('\n', pos);
        const std::string_view line = trimmed(head.substr(pos, nl == std::string_view::npos ? head.npos : nl - pos));
        if (!line.empty())
            return line;
        if (nl == std::string_view::npos)
            break;
        pos = nl + 1;
    }
    return {};
}

std::vector<std::string_view> splitBlanks(std::string_view s, size_t maxParts)
{
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size() && out.size() < maxParts) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        if (i >= s.size())
            break;
        if (out.size() + 1 == maxParts) { // the last part keeps its blanks (the command line)
            out.push_back(trimmed(s.substr(i)));
            break;
        }
        size_t e = i;
        while (e < s.size() && s[e] != ' ' && s[e] != '\t')
            ++e;
        out.push_back(s.substr(i, e - i));
        i = e;
    }
    return out;
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

MemKey memKey(std::string_view key)
{
    if (key == "VmRSS")
        return MemKey::VmRSS;
    if (key == "VmHWM")
        return MemKey::VmHWM;
    if (key == "VmSize")
        return MemKey::VmSize;
    if (key == "RssAnon")
        return MemKey::RssAnon;
    if (key == "RssFile")
        return MemKey::RssFile;
    if (key == "RssShmem")
        return MemKey::RssShmem;
    if (startsWith(key, "Vm") || startsWith(key, "Rss") || startsWith(key, "Hugetlb"))
        return MemKey::Ignored;
    return MemKey::Unknown;
}

bool MemReading::set(MemKey key, int64_t kb)
{
    int64_t* slot = nullptr;
    switch (key) {
    case MemKey::VmRSS:
        slot = &rss;
        break;
    case MemKey::VmHWM:
        slot = &hwm;
        break;
    case MemKey::VmSize:
        slot = &vmSize;
        break;
    case MemKey::RssAnon:
        slot = &anon;
        break;
    case MemKey::RssFile:
        slot = &file;
        break;
    case MemKey::RssShmem:
        slot = &shmem;
        break;
    case MemKey::Unknown:
    case MemKey::Ignored:
        return true;
    }
    if (*slot >= 0)
        return false;
    *slot = kb;
    return true;
}

namespace {
void appendOptional(std::vector<int64_t>& column, size_t before, int64_t v)
{
    if (v >= 0 && column.empty() && before > 0)
        column.assign(before, MemorySeries::kMissing);
    if (v >= 0 || !column.empty())
        column.push_back(v >= 0 ? v : MemorySeries::kMissing);
}
} // namespace

void appendReading(MemorySeries& series, double t, const MemReading& r)
{
    const size_t before = series.t.size();
    series.t.push_back(t);
    series.rssKb.push_back(r.rss >= 0 ? r.rss : MemorySeries::kMissing);
    series.hwmKb.push_back(r.hwm >= 0 ? r.hwm : MemorySeries::kMissing);
    appendOptional(series.vmSizeKb, before, r.vmSize);
    appendOptional(series.rssAnonKb, before, r.anon);
    appendOptional(series.rssFileKb, before, r.file);
    appendOptional(series.rssShmemKb, before, r.shmem);
}

DurationParse parseDuration(std::string_view s, double& value, DurationUnit& unit)
{
    s = trimmed(s);
    size_t split = 0;
    while (split < s.size()) {
        const auto c = static_cast<unsigned char>(s[split]);
        if (std::isalpha(c) || c >= 0x80) // a letter, or the first byte of "µ"
            break;
        ++split;
    }
    const std::string_view number = trimmed(s.substr(0, split));
    const std::string_view suffix = s.substr(split);
    const auto v = parseDouble(number);
    if (!v)
        return DurationParse::NotANumber;
    if (suffix.empty())
        unit = DurationUnit::None;
    else if (suffix == "s" || suffix == "sec")
        unit = DurationUnit::Seconds;
    else if (suffix == "ms")
        unit = DurationUnit::Milliseconds;
    else if (suffix == "us" || suffix == "\xc2\xb5s")
        unit = DurationUnit::Microseconds;
    else if (suffix == "ns")
        unit = DurationUnit::Nanoseconds;
    else
        return DurationParse::BadUnit;
    if (*v < 0)
        return DurationParse::Negative;
    value = *v;
    return DurationParse::Ok;
}

double toMs(double value, DurationUnit unit, DurationUnit assumed)
{
    switch (unit == DurationUnit::None ? assumed : unit) {
    case DurationUnit::Milliseconds:
        return value;
    case DurationUnit::Microseconds:
        return value / 1e3;
    case DurationUnit::Nanoseconds:
        return value / 1e6;
    case DurationUnit::None:
    case DurationUnit::Seconds:
        break;
    }
    return value * 1e3;
}

QString unitName(DurationUnit unit)
{
    switch (unit) {
    case DurationUnit::Milliseconds:
        return QStringLiteral("ms");
    case DurationUnit::Microseconds:
        return QStringLiteral("us");
    case DurationUnit::Nanoseconds:
        return QStringLiteral("ns");
    case DurationUnit::None:
    case DurationUnit::Seconds:
        break;
    }
    return QStringLiteral("s");
}

void setRepetitions(Run& run, const std::vector<double>& ms, const ImportOptions& options)
{
    run.timingKind = options.timingKind;
    run.repetitions.reserve(static_cast<qsizetype>(ms.size()));
    for (size_t i = 0; i < ms.size(); ++i) {
        Repetition r;
        r.index = static_cast<int>(i);
        r.warmup = static_cast<int>(i) < options.warmup;
        r.wallMs = ms[i];
        r.outcome = Outcome::Ok; // a bare list only holds runs that produced a time
        run.repetitions.append(r);
    }
}

} // namespace Analysis::Importers
