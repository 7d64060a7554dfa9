#include "analysis/import/importers/toolcommon.h"

#include <QJsonArray>
#include <QJsonParseError>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace Analysis::Importers {

QString numberText(double v)
{
    return QString::number(v, 'g', 15);
}

void putFigure(Run& run, const QString& key, double value, const QString& unit)
{
    run.environment.values.insert(key, unit.isEmpty() ? numberText(value) : numberText(value) + u' ' + unit);
}

void putText(Run& run, const QString& key, const QString& text)
{
    run.environment.values.insert(key, text);
}

ReportedSummary newSummary(const Input& in, const QString& label)
{
    ReportedSummary s;
    s.source = label.isEmpty() ? in.fileName() : QStringLiteral("%1: %2").arg(in.fileName(), label);
    return s;
}

int lineOfOffset(std::string_view all, qsizetype offset)
{
    const auto end = static_cast<size_t>(std::clamp<qsizetype>(offset, 0, static_cast<qsizetype>(all.size())));
    return 1 + static_cast<int>(std::count(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

std::optional<QJsonValue> parseJson(Input& in, std::string_view text, int firstLine)
{
    QJsonParseError error;
    const QJsonDocument doc
        = QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    if (error.error != QJsonParseError::NoError) {
        const bool cut = error.error == QJsonParseError::UnterminatedObject
            || error.error == QJsonParseError::UnterminatedArray || error.error == QJsonParseError::UnterminatedString
            || (error.error == QJsonParseError::IllegalValue && static_cast<size_t>(error.offset) + 2 >= text.size());
        in.error(firstLine - 1 + lineOfOffset(text, error.offset),
            cut ? Tr::tr("the JSON ends before it is complete (cut off mid-write?): %1").arg(error.errorString())
                : Tr::tr("not valid JSON: %1").arg(error.errorString()));
        return std::nullopt;
    }
    if (doc.isArray())
        return QJsonValue(doc.array());
    return QJsonValue(doc.object());
}

int lineOfKey(std::string_view all, const char* key, int fromLine)
{
    size_t pos = 0;
    for (int l = 1; l < fromLine && pos < all.size(); ++l) {
        const size_t nl = all.find('\n', pos);
        if (nl == std::string_view::npos)
            return fromLine;
        pos = nl + 1;
    }
    const std::string needle = std::string("\"") + key + '"';
    const size_t at = all.find(needle, pos);
    return at == std::string_view::npos ? fromLine : lineOfOffset(all, static_cast<qsizetype>(at));
}

std::optional<double> jsonNumber(Input& in, const QJsonObject& o, const char* key, int line)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        in.error(line, Tr::tr("'%1' should be a number").arg(QLatin1String(key)), QLatin1String(key));
        return std::nullopt;
    }
    return v.toDouble();
}

bool splitCsvCells(std::string_view line, char delim, std::vector<std::string>& cells)
{
    cells.clear();
    std::string cell;
    bool inQuotes = false;
    bool wasQuoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inQuotes) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                inQuotes = false;
            } else {
                cell += c;
            }
        } else if (c == '"' && trimmed(cell).empty()) {
            inQuotes = wasQuoted = true;
            cell.clear();
        } else if (c == delim) {
            cells.push_back(wasQuoted ? cell : std::string(trimmed(cell)));
            cell.clear();
            wasQuoted = false;
        } else {
            cell += c;
        }
    }
    if (inQuotes)
        return false;
    cells.push_back(wasQuoted ? cell : std::string(trimmed(cell)));
    return true;
}

bool splitMarkdownRow(std::string_view line, std::vector<std::string>& cells)
{
    cells.clear();
    const std::string_view t = trimmed(line);
    if (t.size() < 2 || t.front() != '|' || t.back() != '|')
        return false;
    size_t start = 1;
    bool inCode = false;
    for (size_t i = 1; i < t.size(); ++i) {
        if (t[i] == '`')
            inCode = !inCode;
        // hyperfine escapes '|' inside a command as "\|"; a '|' in `code` is part of the cell too.
        if (t[i] == '|' && !inCode && t[i - 1] != '\\') {
            cells.emplace_back(trimmed(t.substr(start, i - start)));
            start = i + 1;
        }
    }
    return !cells.empty();
}

bool isMarkdownRule(const std::vector<std::string>& cells)
{
    for (const auto& c : cells)
        if (c.empty() || c.find_first_not_of(":- ") != std::string::npos)
            return false;
    return !cells.empty();
}

std::optional<double> bytesPerMemoryUnit(std::string_view u)
{
    u = trimmed(u);
    if (u == "B" || u == "b" || u == "bytes")
        return 1.0;
    if (u == "kB" || u == "KB")
        return 1e3;
    if (u == "KiB" || u == "kiB")
        return 1024.0;
    if (u == "MB")
        return 1e6;
    if (u == "MiB")
        return 1024.0 * 1024.0;
    if (u == "GB")
        return 1e9;
    if (u == "GiB")
        return 1024.0 * 1024.0 * 1024.0;
    return std::nullopt;
}

std::optional<double> secondsPerTimeUnit(std::string_view u)
{
    u = trimmed(u);
    if (u == "ns")
        return 1e-9;
    if (u == "us" || u == "\xc2\xb5s" || u == "\xce\xbcs")
        return 1e-6;
    if (u == "ms")
        return 1e-3;
    if (u == "s" || u == "sec")
        return 1.0;
    if (u == "min")
        return 60.0;
    if (u == "h")
        return 3600.0;
    return std::nullopt;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

QString qs(const std::string& s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace Analysis::Importers
