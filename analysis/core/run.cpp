#include "analysis/core/run.h"

#include "analysis/core/tr.h"

#include <algorithm>
#include <optional>

namespace Analysis {

void MemorySeries::reserve(size_t n)
{
    t.reserve(n);
    rssKb.reserve(n);
    hwmKb.reserve(n);
}

void MemorySeries::append(double time, int64_t rss, int64_t hwm, int64_t vmSize)
{
    t.push_back(time);
    rssKb.push_back(rss);
    hwmKb.push_back(hwm);
    // VmSize is optional: keep the column empty until a value appears, then backfill.
    if (vmSize != kMissing && vmSizeKb.empty() && t.size() > 1)
        vmSizeKb.assign(t.size() - 1, kMissing);
    if (vmSize != kMissing || !vmSizeKb.empty())
        vmSizeKb.push_back(vmSize);
}

namespace {
struct OutcomeNameRow {
    Outcome outcome;
    const char* name;
};
constexpr OutcomeNameRow kOutcomeNames[] = {
    { Outcome::Ok, "ok" },
    { Outcome::NonZeroExit, "nonzero_exit" },
    { Outcome::Crashed, "crashed" },
    { Outcome::OomKilled, "oom_killed" },
    { Outcome::TimedOut, "timed_out" },
    { Outcome::Rejected, "rejected" },
    { Outcome::StoppedByGuard, "stopped_by_guard" },
    { Outcome::Interrupted, "interrupted" },
    { Outcome::Unknown, "unknown" },
};
} // namespace

QString outcomeName(Outcome o)
{
    for (const auto& row : kOutcomeNames)
        if (row.outcome == o)
            return QString::fromLatin1(row.name);
    return QStringLiteral("unknown");
}

Outcome outcomeFromName(const QString& name)
{
    for (const auto& row : kOutcomeNames)
        if (name == QLatin1String(row.name))
            return row.outcome;
    return Outcome::Unknown;
}

QString timingKindName(TimingKind k)
{
    switch (k) {
    case TimingKind::ColdStart:
        return QStringLiteral("cold_start");
    case TimingKind::InProcess:
        return QStringLiteral("in_process");
    case TimingKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

TimingKind timingKindFromName(const QString& name)
{
    for (TimingKind k : { TimingKind::ColdStart, TimingKind::InProcess })
        if (timingKindName(k) == name)
            return k;
    return TimingKind::Unknown;
}

QString exactnessName(Exactness e)
{
    switch (e) {
    case Exactness::Exact:
        return QStringLiteral("exact");
    case Exactness::Sampled:
        return QStringLiteral("sampled");
    case Exactness::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

Exactness exactnessFromName(const QString& name)
{
    for (Exactness e : { Exactness::Exact, Exactness::Sampled })
        if (exactnessName(e) == name)
            return e;
    return Exactness::Unknown;
}

namespace {
template <typename F> QString countedSummary(const QList<Repetition>& reps, F&& field)
{
    QMap<QString, int> counts;
    for (const Repetition& r : reps)
        if (!field(r).isEmpty())
            ++counts[field(r)];
    if (counts.size() == 1)
        return counts.firstKey();
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << it.key() + u' ' + QString::number(it.value());
    return parts.join(QStringLiteral(", "));
}
} // namespace

QString ttftSourceSummary(const QList<Repetition>& reps)
{
    return countedSummary(reps, [](const Repetition& r) -> const QString& { return r.ttftSource; });
}

QString engineSummary(const QList<Repetition>& reps)
{
    return countedSummary(reps, [](const Repetition& r) -> const QString& { return r.engine; });
}

QList<Repetition> Run::repetitionsFor(const QString& inputId) const
{
    QList<Repetition> out;
    for (const auto& r : repetitions)
        if (r.inputId == inputId)
            out.append(r);
    return out;
}

QString ttftSourceText(const QString& source)
{
    if (source == u"llama.cpp")
        return Tr::tr("llama.cpp log: load + prompt evaluation + first sample");
    if (source == u"marker")
        return Tr::tr("headroom:first_token marker");
    if (source == u"first_output")
        return Tr::tr("first output after load, may be a prompt echo");
    if (source == u"stream")
        return Tr::tr("first streamed token");
    if (source == u"unknown")
        return Tr::tr("unknown");
    return source;
}

QString ttftSourceShortText(const QString& source)
{
    if (source == u"llama.cpp")
        return Tr::tr("llama.cpp log");
    if (source == u"marker")
        return Tr::tr("marker");
    if (source == u"first_output")
        return Tr::tr("first output");
    if (source == u"stream")
        return Tr::tr("stream");
    return ttftSourceText(source);
}

QString outcomeText(Outcome o)
{
    switch (o) {
    case Outcome::Ok:
        return Tr::tr("ok");
    case Outcome::NonZeroExit:
        return Tr::tr("non-zero exit");
    case Outcome::Crashed:
        return Tr::tr("crashed");
    case Outcome::OomKilled:
        return Tr::tr("OOM-killed");
    case Outcome::TimedOut:
        return Tr::tr("timed out");
    case Outcome::Rejected:
        return Tr::tr("rejected output");
    case Outcome::StoppedByGuard:
        return Tr::tr("stopped by the memory guard");
    case Outcome::Interrupted:
        return Tr::tr("interrupted");
    case Outcome::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

QString runEventText(const RunEvent& e)
{
    const QString where = e.inputId.isEmpty() ? QString()
        : e.rep                               ? Tr::tr(" (input %1, repetition %2)").arg(e.inputId).arg(*e.rep)
                                              : Tr::tr(" (input %1)").arg(e.inputId);
    if (e.type == u"critical_lost")
        return (e.value ? Tr::tr("critical process %1 lost at concurrency %2").arg(e.subject).arg(*e.value)
                        : Tr::tr("critical process %1 lost").arg(e.subject))
            + where;
    if (e.type == u"guard")
        return (e.value && e.limit ? Tr::tr("memory guard stopped the workload: MemAvailable %1 kB under the reserve "
                                            "of %2 kB")
                                         .arg(qint64(*e.value))
                                         .arg(qint64(*e.limit))
                                   : Tr::tr("memory guard stopped the workload"))
            + where;
    if (e.type == u"background")
        return (e.message == u"stop"        ? Tr::tr("background load %1 stopped").arg(e.subject)
                       : e.detail.isEmpty() ? Tr::tr("background load %1 started").arg(e.subject)
                                            : Tr::tr("background load %1 started: %2").arg(e.subject, e.detail))
            + where;
    if (e.type == u"warning")
        return Tr::tr("probe warning: %1").arg(e.message) + where;
    return Tr::tr("%1 event").arg(e.type) + where;
}

QStringList distinctRunNames(const QList<Run>& runs)
{
    QStringList names;
    for (const Run& r : runs)
        names << (r.name.isEmpty() ? r.id : r.name);
    QStringList out;
    for (int i = 0; i < runs.size(); ++i) {
        if (names.count(names.at(i)) < 2 || runs.at(i).name.isEmpty()) {
            out << names.at(i);
            continue;
        }
        // A fleet's runs share their plan's name: the device tells them apart at a glance.
        bool otherDevice = false;
        for (int j = 0; j < runs.size(); ++j)
            otherDevice = otherDevice || (names.at(j) == names.at(i) && runs.at(j).device != runs.at(i).device);
        out << (otherDevice && !runs.at(i).device.isEmpty()
                ? QStringLiteral("%1 #%2 (%3)").arg(names.at(i), runs.at(i).id, runs.at(i).device)
                : QStringLiteral("%1 #%2").arg(names.at(i), runs.at(i).id));
    }
    return out;
}

namespace {
// Parameters that repeat what other parameters say: the plan's whole text, its file, the command line
// with the values substituted, the fit's bookkeeping, where each TTFT came from, a serve request body.
bool echoesOtherParams(const QString& key)
{
    return key == u"plan" || key == u"plan_file" || key == u"command" || key == u"serve.request_body"
        || key.startsWith(u"fit.") || key.startsWith(u"ttft_source.") || key.startsWith(u"decision.");
}

// A value as a name shows it: one line, at most 40 characters.
QString settingValueText(const std::optional<QString>& value)
{
    if (!value)
        return Tr::tr("(not set)");
    const QString v = value->simplified();
    return v.size() > 40 ? QString(v.left(39) + u'\u2026') : v;
}
} // namespace

QStringList settingNames(const QList<Run>& runs)
{
    // What each run says for a key: a parameter ("p" + key), a label ("l" + key) or its device ("d").
    const auto valueOf = [](const Run& run, const QString& key) -> std::optional<QString> {
        if (key == u"d")
            return run.device.isEmpty() ? std::nullopt : std::optional<QString>(run.device);
        const QString name = key.mid(1);
        const QMap<QString, QString>& map = key.startsWith(u'l') ? run.labels : run.params;
        return map.contains(name) ? std::optional<QString>(map.value(name)) : std::nullopt;
    };
    const auto differing = [&runs, &valueOf](bool echoes) {
        QStringList keys;
        for (const Run& run : runs) {
            for (auto it = run.params.cbegin(); it != run.params.cend(); ++it)
                if (echoesOtherParams(it.key()) == echoes)
                    keys << QString(QStringLiteral("p") + it.key());
            if (!echoes)
                for (auto it = run.labels.cbegin(); it != run.labels.cend(); ++it)
                    keys << QString(QStringLiteral("l") + it.key());
        }
        if (!echoes)
            keys << QStringLiteral("d");
        keys.removeDuplicates();
        std::sort(keys.begin(), keys.end(), [](const QString& a, const QString& b) { return a.mid(1) < b.mid(1); });
        keys.removeIf([&](const QString& key) {
            return std::all_of(runs.begin(), runs.end(),
                [&](const Run& run) { return valueOf(run, key) == valueOf(runs.front(), key); });
        });
        return keys;
    };
    QStringList keys = runs.isEmpty() ? QStringList() : differing(false);
    if (keys.isEmpty() && !runs.isEmpty())
        keys = differing(true);
    QStringList names;
    for (const Run& run : runs) {
        QStringList parts;
        for (const QString& key : std::as_const(keys))
            parts << QString(
                (key == u"d" ? QStringLiteral("device") : key.mid(1)) + u'=' + settingValueText(valueOf(run, key)));
        names << parts.join(QStringLiteral(", "));
    }
    const QStringList distinct = distinctRunNames(runs);
    QStringList out;
    for (int i = 0; i < names.size(); ++i) {
        if (names.at(i).isEmpty())
            out << distinct.at(i);
        else if (names.count(names.at(i)) > 1)
            out << QStringLiteral("%1 #%2").arg(names.at(i), runs.at(i).id);
        else
            out << names.at(i);
    }
    return out;
}

} // namespace Analysis
