#include "analysis/import/importers/gnutime.h"

#include "analysis/import/importers/toolcommon.h"

#include <cmath>
#include <cstring>

namespace Analysis::Importers {

namespace {

// "1:02:03", "0:05.22", "12:01.5" -> seconds; nullopt when not of that form.
std::optional<double> parseClock(std::string_view s)
{
    s = trimmed(s);
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == ':') {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    if (parts.size() < 2 || parts.size() > 3)
        return std::nullopt;
    double total = 0;
    for (size_t i = 0; i < parts.size(); ++i) {
        const bool last = i + 1 == parts.size();
        std::optional<double> v = parseDouble(parts[i]);
        if (!last && !parseInt(parts[i]))
            v.reset();
        if (!v || *v < 0 || (i > 0 && *v >= 60))
            return std::nullopt;
        total = total * 60 + static_cast<double>(*v);
    }
    return total;
}

// "Command exited with non-zero status 3" / "Command terminated by signal 9": GNU time writes
// them before the figures of that run.
bool statusLine(std::string_view t, Repetition& pending, bool& hasPending)
{
    for (const auto& [prefix, isSignal] : { std::pair { "Command exited with non-zero status ", false },
             std::pair { "Command terminated by signal ", true } })
        if (startsWith(t, prefix)) {
            const auto n = parseInt(trimmed(t.substr(std::strlen(prefix))));
            if (!n)
                return false;
            if (isSignal) {
                pending.signal = static_cast<int>(*n);
                pending.outcome = Outcome::Crashed;
            } else {
                pending.exitCode = static_cast<int>(*n);
                pending.outcome = Outcome::NonZeroExit;
            }
            hasPending = true;
            return true;
        }
    return false;
}

void finish(Run& run, Repetition rep, const QString& input)
{
    rep.inputId = input;
    int index = 0;
    for (const auto& r : run.repetitions)
        index += r.inputId == input ? 1 : 0;
    rep.index = index;
    if (rep.outcome == Outcome::Unknown && rep.exitCode)
        rep.outcome = *rep.exitCode == 0 ? Outcome::Ok : Outcome::NonZeroExit;
    run.repetitions.append(rep);
}

void commonNotes(Input& in)
{
    in.note(Tr::tr("GNU time: one cold-start repetition per run; maximum resident set size in KiB (rusage ru_maxrss, "
                   "the kernel's exact lifetime peak of the process and its waited-for children's largest); GNU time "
                   "1.7 on Linux printed it 4 times too large, 1.8+ is right"));
}

} // namespace

bool looksLikeGnuTimeVerbose(std::string_view head)
{
    return head.find("\tCommand being timed: ") != std::string_view::npos
        || head.find("Maximum resident set size (kbytes):") != std::string_view::npos;
}

bool looksLikeGnuTimeDefault(std::string_view head)
{
    return head.find("elapsed ") != std::string_view::npos && head.find("maxresident)k") != std::string_view::npos;
}

bool readGnuTimeVerbose(Input& in, Run& run)
{
    Line line;
    Repetition rep;
    bool open = false, hasPending = false, haveElapsed = false;
    int openLine = 0, runNo = 0;
    QString command;
    auto close = [&](int number) {
        if (!open)
            return;
        if (!haveElapsed || !rep.exitCode) {
            in.error(number,
                Tr::tr("the report of '%1' lacks 'Elapsed (wall clock) time' or 'Exit status': cut off?").arg(command));
        } else {
            finish(run, rep, command);
        }
        rep = Repetition {};
        open = hasPending = haveElapsed = false;
    };
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        Repetition status;
        bool statusSeen = false;
        if (statusLine(t, status, statusSeen)) {
            close(line.number - 1);
            rep = status;
            hasPending = true;
            continue;
        }
        const size_t colon = t.rfind(": ");
        if (colon == std::string_view::npos) {
            in.error(line.number, Tr::tr("expected 'Name: value' as GNU time -v writes it, found %1").arg(quoted(t)));
            continue;
        }
        const std::string_view key = t.substr(0, colon);
        const std::string_view value = trimmed(t.substr(colon + 2));
        if (key == "Command being timed") {
            if (!hasPending)
                close(line.number - 1);
            open = true;
            hasPending = false;
            openLine = line.number;
            ++runNo;
            command = toQString(value);
            if (command.size() >= 2 && command.startsWith(u'"') && command.endsWith(u'"'))
                command = command.mid(1, command.size() - 2);
            continue;
        }
        if (!open) {
            in.error(line.number, Tr::tr("a figure before any 'Command being timed:' line"));
            continue;
        }
        const QString prefix = QStringLiteral("gnu-time.run %1.").arg(runNo);
        auto number = [&](bool integer) -> std::optional<double> {
            const auto v = integer
                ? (parseInt(value) ? std::optional<double>(static_cast<double>(*parseInt(value))) : std::nullopt)
                : parseDouble(value);
            if (!v || *v < 0)
                in.error(line.number,
                    Tr::tr("'%1' should be a non-negative number, found %2").arg(toQString(key), quoted(value)),
                    toQString(key));
            return v;
        };
        if (key == "Elapsed (wall clock) time (h:mm:ss or m:ss)") {
            const auto s = parseClock(value);
            if (!s) {
                in.error(line.number,
                    Tr::tr("expected the elapsed time as h:mm:ss or m:ss.ss, found %1").arg(quoted(value)),
                    QStringLiteral("elapsed"));
                continue;
            }
            rep.wallMs = *s * 1e3;
            haveElapsed = in.possibleDuration(line.number, rep.wallMs, QStringLiteral("elapsed"));
        } else if (key == "Maximum resident set size (kbytes)") {
            if (const auto v = number(true))
                rep.maxRssKb = static_cast<int64_t>(*v);
        } else if (key == "Exit status") {
            if (const auto v = number(true)) {
                rep.exitCode = static_cast<int>(*v);
                if (rep.outcome != Outcome::Crashed)
                    rep.outcome = *v == 0 ? Outcome::Ok : Outcome::NonZeroExit;
            }
            close(line.number);
        } else if (key == "User time (seconds)" || key == "System time (seconds)") {
            if (const auto v = number(false))
                putFigure(run, prefix + (key[0] == 'U' ? QStringLiteral("user_time") : QStringLiteral("system_time")),
                    *v, QStringLiteral("s"));
        } else if (key == "Percent of CPU this job got") {
            const auto v = parseInt(value.substr(0, value.find('%')));
            if (v)
                putFigure(run, prefix + QStringLiteral("cpu_percent"), static_cast<double>(*v), QStringLiteral("%"));
        } else if (key == "Major (requiring I/O) page faults" || key == "Minor (reclaiming a frame) page faults") {
            if (const auto v = number(true))
                putFigure(run,
                    prefix + (key[1] == 'a' ? QStringLiteral("major_faults") : QStringLiteral("minor_faults")), *v,
                    QStringLiteral("faults"));
        } else if (key == "Voluntary context switches" || key == "Involuntary context switches") {
            if (const auto v = number(true))
                putFigure(run,
                    prefix
                        + (key[0] == 'V' ? QStringLiteral("voluntary_switches")
                                         : QStringLiteral("involuntary_switches")),
                    *v, QStringLiteral("switches"));
        } else if (key == "File system inputs" || key == "File system outputs") {
            if (const auto v = number(true))
                putFigure(run,
                    prefix
                        + (key.back() == 's' && key[12] == 'i' ? QStringLiteral("fs_inputs")
                                                               : QStringLiteral("fs_outputs")),
                    *v, QStringLiteral("512-byte blocks"));
        } else if (key == "Page size (bytes)") {
            if (const auto v = number(true))
                putFigure(run, prefix + QStringLiteral("page_size"), *v, QStringLiteral("B"));
        }
        // The "Average … (kbytes)" lines are always 0 on Linux (the kernel does not fill them): not read.
    }
    if (in.failed() || in.cancelled())
        return false;
    if (open)
        close(openLine);
    if (in.hasErrors())
        return false;
    if (run.repetitions.isEmpty()) {
        in.error(0, Tr::tr("no complete GNU time -v report in the file"));
        return false;
    }
    run.timingKind = TimingKind::ColdStart;
    commonNotes(in);
    in.note(Tr::tr("elapsed h:mm:ss / m:ss.ss → ms; user/system time in s, faults, switches as figures "
                   "gnu-time.run N.<name>"));
    return true;
}

bool readGnuTimeDefault(Input& in, Run& run)
{
    // "0.09user 0.03system 0:00.41elapsed 32%CPU (0avgtext+0avgdata 46168maxresident)k"
    // "0inputs+0outputs (0major+17564minor)pagefaults 0swaps"
    Line line;
    Repetition pending;
    bool hasPending = false;
    int runNo = 0;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty() || startsWith(t, "0inputs") || t.find("pagefaults") != std::string_view::npos)
            continue;
        if (statusLine(t, pending, hasPending))
            continue;
        const auto tokens = splitBlanks(t, 16);
        std::optional<double> user, system, elapsed;
        std::optional<int64_t> maxRss;
        for (auto tok : tokens) {
            auto suffixed = [&](const char* suffix) -> std::string_view {
                const size_t n = std::strlen(suffix);
                return tok.size() > n && tok.substr(tok.size() - n) == suffix ? tok.substr(0, tok.size() - n)
                                                                              : std::string_view();
            };
            if (const auto u = suffixed("user"); !u.empty())
                user = parseDouble(u);
            else if (const auto s = suffixed("system"); !s.empty())
                system = parseDouble(s);
            else if (const auto e = suffixed("elapsed"); !e.empty())
                elapsed = parseClock(e);
            else if (const auto m = suffixed("maxresident)k"); !m.empty())
                maxRss = parseInt(m);
        }
        if (!elapsed) {
            if (!line.terminated) {
                in.error(line.number, Tr::tr("the last line %1 is cut off mid-write").arg(quoted(t)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected GNU time's default line '…user …system h:mm:ss.sselapsed …', found %1")
                    .arg(quoted(t)));
            continue;
        }
        Repetition rep = hasPending ? pending : Repetition {};
        // GNU time writes the status line only for a non-zero exit or a signal: without it the exit was 0.
        if (!hasPending) {
            rep.exitCode = 0;
            rep.outcome = Outcome::Ok;
        }
        rep.wallMs = *elapsed * 1e3;
        if (!in.possibleDuration(line.number, rep.wallMs, QStringLiteral("elapsed")))
            continue;
        if (maxRss && *maxRss >= 0)
            rep.maxRssKb = *maxRss;
        ++runNo;
        const QString prefix = QStringLiteral("gnu-time.run %1.").arg(runNo);
        if (user)
            putFigure(run, prefix + QStringLiteral("user_time"), *user, QStringLiteral("s"));
        if (system)
            putFigure(run, prefix + QStringLiteral("system_time"), *system, QStringLiteral("s"));
        finish(run, rep, QString());
        pending = Repetition {};
        hasPending = false;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (run.repetitions.isEmpty()) {
        in.error(0, Tr::tr("no GNU time line in the file"));
        return false;
    }
    run.timingKind = TimingKind::ColdStart;
    commonNotes(in);
    in.note(Tr::tr("GNU time's default format names no command: the repetitions have no input name"));
    return true;
}

namespace {

struct Piece {
    char spec = 0; // 0: literal text
    std::string literal;
};

std::optional<std::vector<Piece>> compileFormat(const QString& format, QString* error)
{
    const std::string f = format.toStdString();
    std::vector<Piece> pieces;
    for (size_t i = 0; i < f.size(); ++i) {
        if (f[i] == '%' && i + 1 < f.size() && f[i + 1] != '%') {
            const char c = f[++i];
            if (std::string_view("eEMxUSPCctKDpXZFRWcwIOrsk").find(c) == std::string_view::npos) {
                *error = Tr::tr("unknown GNU time specifier %1").arg(QStringLiteral("%") + QLatin1Char(c));
                return std::nullopt;
            }
            if (!pieces.empty() && pieces.back().spec != 0) {
                *error = Tr::tr("two specifiers with nothing between them cannot be told apart");
                return std::nullopt;
            }
            pieces.push_back({ c, {} });
        } else if (f[i] == '\\' && i + 1 < f.size() && f[i + 1] == 'n') {
            *error = Tr::tr("a format over several lines (\\n) is not supported; give a one-line -f format");
            return std::nullopt;
        } else {
            if (f[i] == '%')
                ++i; // "%%"
            if (pieces.empty() || pieces.back().spec != 0)
                pieces.push_back({ 0, {} });
            pieces.back().literal += f[i];
        }
    }
    return pieces;
}

// Splits a line by the format's literals; false when the line does not fit.
bool matchFormat(
    std::string_view line, const std::vector<Piece>& pieces, std::vector<std::pair<char, std::string_view>>& out)
{
    out.clear();
    size_t pos = 0;
    for (size_t i = 0; i < pieces.size(); ++i) {
        const Piece& p = pieces[i];
        if (p.spec == 0) {
            if (line.substr(pos, p.literal.size()) != p.literal)
                return false;
            pos += p.literal.size();
            continue;
        }
        size_t end = line.size();
        if (i + 1 < pieces.size()) {
            end = line.find(pieces[i + 1].literal, pos);
            if (end == std::string_view::npos)
                return false;
        }
        out.emplace_back(p.spec, line.substr(pos, end - pos));
        pos = end;
    }
    return pos == line.size();
}

} // namespace

bool looksLikeGnuTimeFormat(std::string_view head, const QString& format)
{
    QString error;
    const auto pieces = compileFormat(format, &error);
    if (format.isEmpty() || !pieces)
        return false;
    std::vector<std::pair<char, std::string_view>> fields;
    size_t pos = 0;
    while (pos < head.size()) {
        const size_t nl = head.find('\n', pos);
        const std::string_view l = trimmed(head.substr(pos, nl == std::string_view::npos ? head.npos : nl - pos));
        if (!l.empty() && !startsWith(l, "Command ")) {
            // Three blank-separated words fit "%e %M %x": the numbers must be numbers too.
            if (!matchFormat(l, *pieces, fields))
                return false;
            for (const auto& [spec, text] : fields) {
                const bool ok = (spec == 'M' || spec == 'x')      ? parseInt(text).has_value()
                    : (spec == 'e' || spec == 'U' || spec == 'S') ? parseDouble(text).has_value()
                    : spec == 'E'                                 ? parseClock(text).has_value()
                                                                  : true;
                if (!ok)
                    return false;
            }
            return true;
        }
        if (nl == std::string_view::npos)
            break;
        pos = nl + 1;
    }
    return false;
}

bool readGnuTimeFormat(Input& in, Run& run)
{
    QString formatError;
    const auto pieces = compileFormat(in.options().timeFormat, &formatError);
    if (!pieces) {
        in.error(0, Tr::tr("the GNU time format '%1': %2").arg(in.options().timeFormat, formatError));
        return false;
    }
    Line line;
    Repetition pending;
    bool hasPending = false;
    bool anyElapsed = false;
    QStringList skipped;
    std::vector<std::pair<char, std::string_view>> fields;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        if (statusLine(t, pending, hasPending))
            continue;
        if (!matchFormat(t, *pieces, fields)) {
            const QString message = line.terminated ? Tr::tr("the line %1 does not fit the format '%2'")
                                                    : Tr::tr("the last line %1 is cut off mid-write (format '%2')");
            in.error(line.number, message.arg(quoted(t), in.options().timeFormat));
            continue;
        }
        Repetition rep = hasPending ? pending : Repetition {};
        QString command;
        bool ok = true;
        for (const auto& [spec, text] : fields) {
            auto bad = [&, spec = spec, text = text](const QString& expected) {
                const QString tooLarge = wholeNumberTooLarge(toQString(text));
                in.error(line.number,
                    !tooLarge.isEmpty() ? tooLarge
                                        : Tr::tr("%1 should be %2, found %3")
                                              .arg(QStringLiteral("%") + QLatin1Char(spec), expected, quoted(text)),
                    QStringLiteral("%") + QLatin1Char(spec));
                ok = false;
            };
            switch (spec) {
            case 'e': {
                const auto v = parseDouble(text);
                if (!v || *v < 0)
                    bad(Tr::tr("seconds"));
                else if (!in.possibleDuration(line.number, *v * 1e3, QStringLiteral("%e")))
                    ok = false;
                else
                    rep.wallMs = *v * 1e3, anyElapsed = true;
                break;
            }
            case 'E': {
                const auto v = parseClock(text);
                if (!v)
                    bad(Tr::tr("[h:]m:ss"));
                else if (!in.possibleDuration(line.number, *v * 1e3, QStringLiteral("%E")))
                    ok = false;
                else
                    rep.wallMs = *v * 1e3, anyElapsed = true;
                break;
            }
            case 'M': {
                const auto v = parseInt(text);
                if (!v || *v < 0)
                    bad(Tr::tr("KiB"));
                else
                    rep.maxRssKb = *v;
                break;
            }
            case 'x': {
                const auto v = parseInt(text);
                if (!v)
                    bad(Tr::tr("an exit status"));
                else
                    rep.exitCode = static_cast<int>(*v);
                break;
            }
            case 'C':
            case 'c':
                command = toQString(text);
                break;
            default:
                if (!skipped.contains(QLatin1Char(spec)))
                    skipped << QStringLiteral("%") + QLatin1Char(spec);
                break;
            }
        }
        if (!ok)
            continue;
        if (!rep.exitCode && !hasPending)
            rep.exitCode = 0; // GNU time announces every non-zero exit and signal on a line of its own
        finish(run, rep, command);
        pending = Repetition {};
        hasPending = false;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (!anyElapsed) {
        in.error(0,
            Tr::tr("the format '%1' has no elapsed time (%e or %E): no repetition can be made")
                .arg(in.options().timeFormat));
        return false;
    }
    if (run.repetitions.isEmpty()) {
        in.error(0, Tr::tr("no line of the format '%1' in the file").arg(in.options().timeFormat));
        return false;
    }
    run.timingKind = TimingKind::ColdStart;
    commonNotes(in);
    in.note(Tr::tr("GNU time -f '%1': %e in s → ms, %E [h:]m:ss → ms, %M in KiB").arg(in.options().timeFormat));
    if (!skipped.isEmpty())
        in.note(Tr::tr("specifiers not read: %1").arg(skipped.join(QStringLiteral(" "))));
    return true;
}

} // namespace Analysis::Importers
