#include "analysis/import/importers/tegrastats.h"

#include "analysis/import/importers/toolcommon.h"

#include <QDateTime>

#include <cmath>
#include <map>

namespace Analysis::Importers {

namespace {

struct Stat {
    double min = INFINITY, max = -INFINITY, sum = 0, last = 0;
    int n = 0;
    void add(double v)
    {
        min = std::min(min, v);
        max = std::max(max, v);
        sum += v;
        last = v;
        ++n;
    }
};

// "2448/3964MB" -> 2448, 3964; the unit must be MB.
bool usedTotal(std::string_view s, double& used, double& total)
{
    const size_t slash = s.find('/');
    if (slash == std::string_view::npos || s.size() < 3 || s.substr(s.size() - 2) != "MB")
        return false;
    const auto u = parseDouble(s.substr(0, slash));
    const auto t = parseDouble(s.substr(slash + 1, s.size() - slash - 3));
    if (!u || !t || *u < 0 || *t <= 0)
        return false;
    used = *u;
    total = *t;
    return true;
}

// "0%@2133", "0%@[305]", "0%@[305,305]", "12%" -> load, MHz (-1 when not printed).
bool loadAt(std::string_view s, double& load, double& mhz)
{
    const size_t pct = s.find('%');
    if (pct == std::string_view::npos)
        return false;
    const auto l = parseDouble(s.substr(0, pct));
    if (!l)
        return false;
    load = *l;
    mhz = -1;
    std::string_view f = s.substr(pct + 1);
    if (f.empty())
        return true;
    if (!startsWith(f, "@"))
        return false;
    f = f.substr(1);
    if (startsWith(f, "[") && f.back() == ']')
        f = f.substr(1, f.size() - 2);
    f = f.substr(0, f.find(','));
    const auto m = parseDouble(f);
    if (!m)
        return false;
    mhz = *m;
    return true;
}

} // namespace

bool looksLikeTegrastats(std::string_view head)
{
    const std::string_view first = firstLine(head);
    const size_t ram = first.find("RAM ");
    return ram != std::string_view::npos && (ram == 0 || ram == 20) && first.find("MB") != std::string_view::npos
        && (first.find(" CPU [") != std::string_view::npos || first.find(" SWAP ") != std::string_view::npos);
}

bool readTegrastats(Input& in, Run& run)
{
    Line line;
    std::map<QString, Stat> stats; // key -> values
    std::map<QString, QString> units;
    QDateTime first, last;
    int samples = 0;
    // Each VDD_* rail's readings with the line's time stamp (seconds since the first): its energy.
    std::map<QString, std::vector<std::pair<double, double>>> railTrace;
    auto add = [&](const QString& key, double v, const char* unit) {
        stats[key].add(v);
        units[key] = QLatin1String(unit);
    };
    while (!in.tooManyErrors() && in.next(line)) {
        std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        if (t.size() > 20 && t[2] == '-' && t[5] == '-' && t[10] == ' ' && t[13] == ':') {
            const QDateTime stamp
                = QDateTime::fromString(toQString(t.substr(0, 19)), QStringLiteral("MM-dd-yyyy HH:mm:ss"));
            if (!stamp.isValid()) {
                in.error(line.number, Tr::tr("unreadable time stamp %1").arg(quoted(t.substr(0, 19))));
                continue;
            }
            if (last.isValid() && stamp < last) {
                in.error(line.number, Tr::tr("the time stamp goes backwards"));
                continue;
            }
            if (!first.isValid())
                first = stamp;
            last = stamp;
            t = trimmed(t.substr(19));
        }
        const auto tokens = splitBlanks(t, 256);
        bool ramSeen = false, bad = false;
        for (size_t i = 0; i < tokens.size() && !bad; ++i) {
            const std::string_view tok = tokens[i];
            const std::string_view next = i + 1 < tokens.size() ? tokens[i + 1] : std::string_view();
            double a = 0, b = 0;
            if (tok == "RAM" || tok == "SWAP") {
                if (!usedTotal(next, a, b)) {
                    in.error(line.number,
                        Tr::tr("%1 should be 'used/totalMB', found %2").arg(toQString(tok), quoted(next)),
                        toQString(tok));
                    bad = true;
                    break;
                }
                const QString k = tok == "RAM" ? QStringLiteral("ram") : QStringLiteral("swap");
                add(k + QStringLiteral("_used"), a, "MB");
                add(k + QStringLiteral("_total"), b, "MB");
                ramSeen = ramSeen || tok == "RAM";
                ++i;
            } else if (tok == "CPU" && startsWith(next, "[")) {
                std::string_view list
                    = next.substr(1, next.find(']') == std::string_view::npos ? 0 : next.find(']') - 1);
                double sum = 0, maxMhz = -1;
                int on = 0;
                while (!list.empty()) {
                    const size_t comma = list.find(',');
                    const std::string_view core = list.substr(0, comma);
                    if (core != "off") {
                        if (!loadAt(core, a, b)) {
                            in.error(line.number,
                                Tr::tr("CPU core %1 should be 'load%@MHz' or 'off'").arg(quoted(core)),
                                QStringLiteral("CPU"));
                            bad = true;
                            break;
                        }
                        if (!in.possibleFrequency(line.number, b, QStringLiteral("CPU"))) {
                            bad = true;
                            break;
                        }
                        sum += a;
                        maxMhz = std::max(maxMhz, b);
                        ++on;
                    }
                    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
                }
                if (on > 0)
                    add(QStringLiteral("cpu_load_mean_of_cores"), sum / on, "%");
                if (maxMhz >= 0)
                    add(QStringLiteral("cpu_freq_max_core"), maxMhz, "MHz");
                ++i;
            } else if (tok == "EMC_FREQ" || tok == "GR3D_FREQ") {
                if (!loadAt(next, a, b)) {
                    in.error(line.number,
                        Tr::tr("%1 should be 'load%[@MHz]', found %2").arg(toQString(tok), quoted(next)),
                        toQString(tok));
                    bad = true;
                    break;
                }
                if (!in.possibleFrequency(line.number, b, toQString(tok))) {
                    bad = true;
                    break;
                }
                const QString k = tok == "EMC_FREQ" ? QStringLiteral("emc") : QStringLiteral("gr3d");
                add(k + QStringLiteral("_load"), a, "%");
                if (b >= 0)
                    add(k + QStringLiteral("_freq"), b, "MHz");
                ++i;
            } else if (tok.size() > 2 && tok.back() == 'C' && tok.find('@') != std::string_view::npos) {
                const size_t at = tok.find('@');
                const auto c = parseDouble(tok.substr(at + 1, tok.size() - at - 2));
                if (c && *c > -100 && *c < 200) // -256C is tegrastats' "sensor off"
                    add(QStringLiteral("temp_%1").arg(toQString(tok.substr(0, at))), *c, "°C");
            } else if (next.size() > 4 && next.substr(next.size() - 2) == "mW"
                && next.find('/') != std::string_view::npos) {
                const auto cur = parseDouble(next.substr(0, next.find("mW")));
                if (cur) {
                    add(QStringLiteral("power_%1").arg(toQString(tok)), *cur, "mW");
                    if (last.isValid())
                        railTrace[toQString(tok)].emplace_back(double(first.secsTo(last)), *cur);
                }
                ++i;
            }
        }
        if (bad)
            continue;
        if (!ramSeen) {
            if (!line.terminated) {
                in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(t)));
                break;
            }
            in.error(line.number, Tr::tr("a tegrastats line without 'RAM used/totalMB': %1").arg(quoted(t)));
            continue;
        }
        ++samples;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (samples == 0) {
        in.error(0, Tr::tr("no tegrastats sample in the file"));
        return false;
    }
    const QString p = QStringLiteral("tegrastats.");
    putFigure(run, p + QStringLiteral("samples"), samples, QStringLiteral("samples"));
    for (const auto& [key, s] : stats) {
        const QString& unit = units[key];
        if (key.endsWith(u"_total")) {
            putFigure(run, p + key, s.max, unit);
            continue;
        }
        putFigure(run, p + key + QStringLiteral("_max"), s.max, unit);
        putFigure(run, p + key + QStringLiteral("_min"), s.min, unit);
        putFigure(run, p + key + QStringLiteral("_mean"), s.sum / s.n, unit);
        if (key == u"ram_used")
            putFigure(run, p + key + QStringLiteral("_last"), s.last, unit);
    }
    // Energy per rail (issue 25): the trapezoid over the time-stamped readings, mW x s / 1000 = J.
    // tegrastats stamps whole seconds; at its default 1 s interval each step is one second.
    for (const auto& [rail, trace] : railTrace) {
        if (trace.size() < 2 || trace.back().first <= trace.front().first)
            continue;
        double joules = 0;
        for (size_t i = 1; i < trace.size(); ++i)
            joules += (trace[i - 1].second + trace[i].second) / 2.0 * (trace[i].first - trace[i - 1].first) / 1000.0;
        putFigure(run, p + QStringLiteral("energy_%1").arg(rail), joules, QStringLiteral("J"));
    }
    if (first.isValid()) {
        putFigure(run, p + QStringLiteral("duration"), static_cast<double>(first.secsTo(last)), QStringLiteral("s"));
        run.startedAt = first;
    }
    putText(run, p + QStringLiteral("memory"),
        QStringLiteral("unified: RAM used includes GPU allocations (Jetson CPU and GPU share one RAM)"));
    if (!railTrace.empty())
        in.note(Tr::tr("tegrastats: each VDD_* rail's energy is its power integrated over the time stamps (whole "
                       "seconds); VDD_IN is the board's input and holds the other rails: they are never added"));
    in.note(Tr::tr("tegrastats: device figures, not one process's; RAM and SWAP in MB as printed (NVIDIA documents "
                   "'megabytes' without saying 10^6 or 2^20 bytes: not converted); the Jetson's GPU shares this RAM "
                   "(unified memory), so RAM used counts CPU and GPU memory together"));
    if (!first.isValid())
        in.note(Tr::tr("tegrastats without time stamps: the interval (--interval, 1000 ms by default) is not in the "
                       "log, so no time axis and no duration"));
    return true;
}

} // namespace Analysis::Importers
