#include "analysis/verdict/devicematrix.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"

#include <QJsonArray>
#include <QSet>

namespace Analysis {
namespace {
QJsonValue optional(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
} // namespace

DeviceMatrix deviceMatrix(const QList<Run>& runs, const VerdictOptions& defaults)
{
    DeviceMatrix m;
    QSet<QString> devices;
    for (const Run& run : runs)
        devices.insert(run.device);
    if (devices.size() < 2)
        return m;
    QList<FigureTable> tables;
    for (const Run& run : runs) {
        tables << perInputFigures(run, verdictOptionsFromRun(run, defaults));
        for (const InputFigures& f : std::as_const(tables.last().inputs))
            if (!m.inputs.contains(f.inputId))
                m.inputs << f.inputId;
    }
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const Run& run = runs.at(i);
        const FigureTable& table = tables.at(i);
        const Verdict verdict = decide(table);
        DeviceMatrixRow row;
        row.device = run.device;
        row.runId = run.id;
        row.runName = run.name;
        row.first = verdict.first;
        row.rule = verdict.rule;
        row.reason = verdict.reason;
        for (const QString& input : std::as_const(m.inputs)) {
            DeviceMatrixCell cell;
            for (const InputFigures& f : table.inputs) {
                if (f.inputId != input)
                    continue;
                cell.present = true;
                cell.peakKb = f.peakKb;
                cell.peakExactness = f.peakExactness;
                cell.n = f.n;
                if (f.n > 0)
                    cell.p90Ms = f.p90Ms;
                cell.ttftMs = f.ttftMedianMs;
            }
            row.cells << cell;
        }
        m.rows << row;
    }
    return m;
}

QJsonObject deviceMatrixToJson(const DeviceMatrix& m)
{
    QJsonArray rows;
    for (const DeviceMatrixRow& row : m.rows) {
        QJsonArray cells;
        for (qsizetype i = 0; i < row.cells.size() && i < m.inputs.size(); ++i) {
            const DeviceMatrixCell& c = row.cells.at(i);
            if (!c.present)
                continue;
            cells.append(QJsonObject { { QStringLiteral("input"), m.inputs.at(i) },
                { QStringLiteral("peak_kb"), c.peakKb ? QJsonValue(qint64(*c.peakKb)) : QJsonValue(QJsonValue::Null) },
                { QStringLiteral("peak_exact"), c.peakExactness == Exactness::Exact },
                { QStringLiteral("p90_ms"), optional(c.p90Ms) }, { QStringLiteral("n"), c.n },
                { QStringLiteral("ttft_ms"), optional(c.ttftMs) } });
        }
        rows.append(QJsonObject { { QStringLiteral("device"), row.device }, { QStringLiteral("run_id"), row.runId },
            { QStringLiteral("run_name"), row.runName }, { QStringLiteral("first_limit"), firstLimitName(row.first) },
            { QStringLiteral("verdict_rule"), verdictRuleName(row.rule) }, { QStringLiteral("reason"), row.reason },
            { QStringLiteral("cells"), cells } });
    }
    return QJsonObject { { QStringLiteral("inputs"), QJsonArray::fromStringList(m.inputs) },
        { QStringLiteral("rows"), rows } };
}

QString deviceMatrixText(const DeviceMatrix& m)
{
    if (m.isEmpty())
        return {};
    QString text = Tr::tr("Devices side by side:\n");
    text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                .arg(Tr::tr("device"), -16)
                .arg(Tr::tr("input"), -10)
                .arg(Tr::tr("peak"), 12)
                .arg(Tr::tr("p90"), 10)
                .arg(Tr::tr("TTFT"), 10)
                .arg(Tr::tr("verdict"));
    for (const DeviceMatrixRow& row : m.rows) {
        const QString device = row.device.isEmpty() ? Tr::tr("(not recorded)") : row.device;
        for (qsizetype i = 0; i < row.cells.size() && i < m.inputs.size(); ++i) {
            const DeviceMatrixCell& c = row.cells.at(i);
            const QString missing = c.present ? QStringLiteral("-") : Tr::tr("absent");
            text += QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                        .arg(device, -16)
                        .arg(inputLabel(m.inputs.at(i)), -10)
                        .arg(c.peakKb ? formatKb(*c.peakKb) : missing, 12)
                        .arg(c.p90Ms ? formatMs(*c.p90Ms) : missing, 10)
                        .arg(c.ttftMs ? formatMs(*c.ttftMs) : missing, 10)
                        .arg(i == 0 ? firstLimitText(row.first) : QString());
        }
    }
    return text;
}

} // namespace Analysis
