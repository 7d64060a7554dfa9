#include "analysis/verdict/history.h"

#include "analysis/core/energy.h"
#include "analysis/core/format.h"
#include "analysis/core/labels.h"
#include "analysis/core/tr.h"

#include <QHash>
#include <QJsonArray>

#include <algorithm>

namespace Analysis {

namespace {

// The run with only what the figure of one input needs: that input, its repetitions and memory
// series; the environment, system series and events as they are (they decide the peak's resolution,
// contention and a lost critical service).
Run onlyInput(const Run& r, const QString& inputId)
{
    Run out;
    out.id = r.id;
    out.name = r.name;
    out.device = r.device;
    out.startedAt = r.startedAt;
    out.params = r.params;
    out.labels = r.labels;
    out.timingKind = r.timingKind;
    out.environment = r.environment;
    out.system = r.system;
    out.provenance = r.provenance;
    for (const InputSpec& s : r.inputs)
        if (s.id == inputId)
            out.inputs << s;
    for (const Repetition& x : r.repetitions)
        if (x.inputId == inputId)
            out.repetitions << x;
    if (r.memory.contains(inputId))
        out.memory.insert(inputId, r.memory.value(inputId));
    else if (r.inputs.size() <= 1 && r.memory.contains(QString()))
        out.memory.insert(inputId, r.memory.value(QString()));
    for (const RunEvent& e : r.events)
        if (e.inputId.isEmpty() || e.inputId == inputId)
            out.events << e;
    return out;
}

// The runs of one point as one: their repetitions of the input pooled, renumbered in order, so the
// comparison sees every repetition of every run of that label value. The first run gives the rest.
Run pooled(const QList<const Run*>& group, const QString& inputId)
{
    Run out = onlyInput(*group.first(), inputId);
    int index = 0;
    for (Repetition& x : out.repetitions)
        index = std::max(index, x.index + 1);
    for (qsizetype i = 1; i < group.size(); ++i) {
        const Run one = onlyInput(*group.at(i), inputId);
        int next = index;
        for (Repetition x : one.repetitions) {
            x.index += index;
            next = std::max(next, x.index + 1);
            out.repetitions << x;
        }
        index = next;
        for (const RunEvent& e : one.events)
            out.events << e;
    }
    return out;
}

bool hasInput(const Run& r, const QString& inputId)
{
    return std::any_of(
        r.repetitions.cbegin(), r.repetitions.cend(), [&](const Repetition& x) { return x.inputId == inputId; });
}

bool isImprovement(CompareFigure figure, const FigureComparison& row, double threshold)
{
    if (row.outcome != CompareOutcome::Different)
        return false;
    return figure == CompareFigure::TokensPerS ? row.ciLow > threshold * row.base : row.ciHigh < -threshold * row.base;
}

} // namespace

HistoryResult buildHistory(const QList<Run>& runs, const HistoryOptions& options)
{
    HistoryResult result;
    QList<const Run*> ordered;
    for (const Run& r : runs) {
        if (!options.device.isEmpty() && r.device != options.device)
            continue;
        if (!hasInput(r, options.inputId)) {
            result.leftOut << Tr::tr("run %1 (%2): no repetition of input %3").arg(r.id, r.name, options.inputId);
            continue;
        }
        if (!options.byLabel.isEmpty() && !r.labels.contains(options.byLabel)) {
            result.leftOut << Tr::tr("run %1 (%2): no label %3").arg(r.id, r.name, options.byLabel);
            continue;
        }
        ordered << &r;
    }
    // Time order by the start of each run; runs that do not say when they started come first, in the
    // order they were stored.
    std::stable_sort(ordered.begin(), ordered.end(), [](const Run* a, const Run* b) {
        if (a->startedAt.isValid() != b->startedAt.isValid())
            return !a->startedAt.isValid();
        if (a->startedAt != b->startedAt)
            return a->startedAt < b->startedAt;
        return a->id.toLongLong() < b->id.toLongLong();
    });

    QList<QList<const Run*>> groups;
    QHash<QString, qsizetype> groupOf;
    for (const Run* r : std::as_const(ordered)) {
        if (options.byLabel.isEmpty()) {
            groups.append({ r });
            continue;
        }
        const QString value = r->labels.value(options.byLabel);
        const auto it = groupOf.constFind(value);
        if (it == groupOf.cend()) {
            groupOf.insert(value, groups.size());
            groups.append({ r });
        } else {
            groups[*it].append(r);
        }
    }

    QList<Run> merged;
    merged.reserve(groups.size());
    for (const auto& group : std::as_const(groups)) {
        merged << pooled(group, options.inputId);
        HistoryPoint p;
        const Run& first = *group.first();
        p.key = options.byLabel.isEmpty() ? first.id : first.labels.value(options.byLabel);
        p.startedAt = first.startedAt;
        p.device = first.device;
        p.labels = first.labels;
        for (const Run* r : group) {
            p.runIds << r->id;
            p.runNames << r->name;
            for (auto it = p.labels.begin(); it != p.labels.end();)
                it = r->labels.value(it.key()) == it.value() ? std::next(it) : p.labels.erase(it);
        }
        // The value as the comparison reads it: the same figure code, the point against itself.
        const RunComparison self = compareRuns(merged.last(), merged.last(), options.maxRegression, { options.figure });
        if (!self.rows.isEmpty()) {
            p.value = self.rows.first().base;
            p.samples = self.rows.first().nBase;
        }
        result.points << p;
    }

    const auto compare
        = [&](qsizetype from, qsizetype to, QString* why, bool* contended) -> std::optional<FigureComparison> {
        const RunComparison c = compareRuns(merged.at(from), merged.at(to), options.maxRegression, { options.figure });
        const QStringList notes = c.notCompared + c.contended;
        if (why)
            *why = notes.join(u' ');
        *contended = !c.contended.isEmpty();
        if (c.rows.isEmpty())
            return std::nullopt;
        return c.rows.first();
    };
    for (qsizetype i = 1; i < result.points.size(); ++i) {
        HistoryPoint& p = result.points[i];
        p.change = compare(i - 1, i, &p.notCompared, &p.contended);
        if (p.change) {
            p.regression = p.change->regression;
            p.improvement = isImprovement(options.figure, *p.change, options.maxRegression);
        }
    }
    const qsizetype newest = result.points.size() - 1;
    for (qsizetype i = newest - 1; i >= 0; --i) {
        if (!result.points.at(i).regression) {
            result.lastGood = int(i);
            break;
        }
    }
    if (result.lastGood) {
        result.gate = compare(*result.lastGood, newest, nullptr, &result.gateContended);
        result.newestRegressed = result.gate && result.gate->regression;
    }
    return result;
}

namespace {
QJsonValue optionalNumber(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue comparisonJson(const std::optional<FigureComparison>& c)
{
    if (!c)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject { { QStringLiteral("base"), c->base }, { QStringLiteral("new"), c->candidate },
        { QStringLiteral("relative_change"), c->relativeChange }, { QStringLiteral("ci_low"), c->ciLow },
        { QStringLiteral("ci_high"), c->ciHigh }, { QStringLiteral("outcome"), compareOutcomeName(c->outcome) },
        { QStringLiteral("regression"), c->regression }, { QStringLiteral("explanation"), c->explanation } };
}
} // namespace

QJsonObject historyToJson(const QString& store, const HistoryOptions& options, const HistoryResult& history)
{
    QJsonArray points;
    for (const HistoryPoint& p : history.points) {
        QJsonObject labels;
        for (auto it = p.labels.cbegin(); it != p.labels.cend(); ++it)
            labels[it.key()] = it.value();
        points.append(QJsonObject { { QStringLiteral("key"), p.key },
            { QStringLiteral("runs"), QJsonArray::fromStringList(p.runIds) },
            { QStringLiteral("run_names"), QJsonArray::fromStringList(p.runNames) },
            { QStringLiteral("started_at"),
                p.startedAt.isValid() ? QJsonValue(p.startedAt.toUTC().toString(Qt::ISODateWithMs))
                                      : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("device"), p.device }, { QStringLiteral("labels"), labels },
            { QStringLiteral("value"), optionalNumber(p.value) }, { QStringLiteral("samples"), p.samples },
            { QStringLiteral("change"), comparisonJson(p.change) },
            { QStringLiteral("not_compared"),
                p.notCompared.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(p.notCompared) },
            { QStringLiteral("regression"), p.regression }, { QStringLiteral("improvement"), p.improvement },
            { QStringLiteral("contended"), p.contended } });
    }
    return QJsonObject { { QStringLiteral("format_version"), 1 }, { QStringLiteral("store"), store },
        { QStringLiteral("figure"), compareFigureName(options.figure) }, { QStringLiteral("input"), options.inputId },
        { QStringLiteral("device"),
            options.device.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(options.device) },
        { QStringLiteral("by"),
            options.byLabel.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(options.byLabel) },
        { QStringLiteral("max_regression"), options.maxRegression }, { QStringLiteral("points"), points },
        { QStringLiteral("left_out"), QJsonArray::fromStringList(history.leftOut) },
        { QStringLiteral("last_good"),
            history.lastGood ? QJsonValue(*history.lastGood) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("gate"), comparisonJson(history.gate) },
        { QStringLiteral("gate_contended"), history.gateContended },
        { QStringLiteral("regression"), history.newestRegressed } };
}

QString historyValueText(CompareFigure figure, double value)
{
    switch (figure) {
    case CompareFigure::PeakMemory:
        return formatKb(int64_t(value));
    case CompareFigure::Energy:
    case CompareFigure::EnergyPerToken:
        return formatJoules(value);
    case CompareFigure::TokensPerS:
        return Tr::tr("%1 tokens/s").arg(formatNumber(value));
    case CompareFigure::MedianLatency:
    case CompareFigure::P90Latency:
    case CompareFigure::P99Latency:
    case CompareFigure::Ttft:
        break;
    }
    return formatMs(value);
}

} // namespace Analysis
