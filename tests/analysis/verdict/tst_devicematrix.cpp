// The device matrix (issue 24, item 2): runs of several devices side by side, each figure the one
// the run's own figures give, nothing made up for an input a device did not run.

#include "analysis/verdict/devicematrix.h"

#include <QJsonArray>
#include <QTest>

using namespace Analysis;

namespace {
// A run on `device` with the inputs given, `reps` repetitions each, latencies spread by a fixed
// pattern around `medianMs`, TTFT a tenth of it, and an exact ru_maxrss peak.
Run makeRun(const QString& device, const QStringList& inputs, double medianMs, int64_t peakKb, int reps = 12)
{
    Run run;
    run.id = device + QStringLiteral("-run");
    run.name = QStringLiteral("fleet");
    run.device = device;
    run.environment.values.insert(QStringLiteral("kernel"), QStringLiteral("6.6.0"));
    for (const QString& input : inputs) {
        run.inputs << InputSpec { input, QString(), 40, 40, 12 };
        for (int i = 0; i < reps; ++i) {
            Repetition r;
            r.inputId = input;
            r.index = i;
            r.wallMs = medianMs * (1 + 0.01 * ((i * 7) % 5 - 2));
            r.ttftMs = r.wallMs / 10;
            r.outcome = Outcome::Ok;
            r.maxRssKb = peakKb;
            run.repetitions << r;
        }
    }
    return run;
}
} // namespace

class TestDeviceMatrix : public QObject {
    Q_OBJECT
private slots:
    void oneDeviceHasNoMatrix()
    {
        const Run a = makeRun(QStringLiteral("rk3588-1"), { QStringLiteral("short") }, 100, 50000);
        QVERIFY(deviceMatrix({ a, a }).isEmpty());
        QVERIFY(deviceMatrix({ a }).isEmpty());
        QVERIFY(deviceMatrixText(deviceMatrix({ a, a })).isEmpty());
    }

    void devicesSideBySide()
    {
        const Run a
            = makeRun(QStringLiteral("rk3588-1"), { QStringLiteral("short"), QStringLiteral("long") }, 100, 50000);
        const Run b = makeRun(QStringLiteral("jetson"), { QStringLiteral("short") }, 300, 80000);
        const DeviceMatrix m = deviceMatrix({ a, b });
        QVERIFY(!m.isEmpty());
        QCOMPARE(m.rows.size(), 2);
        QCOMPARE(m.inputs.size(), 2);
        QVERIFY(m.inputs.contains(QStringLiteral("short")) && m.inputs.contains(QStringLiteral("long")));
        QCOMPARE(m.rows.at(0).device, QStringLiteral("rk3588-1"));
        QCOMPARE(m.rows.at(1).device, QStringLiteral("jetson"));
        // Every figure is the run's own (perInputFigures), per input.
        for (qsizetype r = 0; r < 2; ++r) {
            const Run& run = r == 0 ? a : b;
            const FigureTable table = perInputFigures(run, verdictOptionsFromRun(run));
            for (qsizetype i = 0; i < m.inputs.size(); ++i) {
                const DeviceMatrixCell& cell = m.rows.at(r).cells.at(i);
                const InputFigures* own = nullptr;
                for (const InputFigures& f : table.inputs)
                    if (f.inputId == m.inputs.at(i))
                        own = &f;
                QCOMPARE(cell.present, own != nullptr);
                if (!own) {
                    QVERIFY(!cell.peakKb && !cell.p90Ms && !cell.ttftMs); // nothing invented
                    continue;
                }
                QCOMPARE(cell.peakKb, own->peakKb);
                QCOMPARE(cell.p90Ms.value_or(-1), own->p90Ms);
                QCOMPARE(cell.ttftMs, own->ttftMedianMs);
                QCOMPARE(cell.n, own->n);
            }
            QCOMPARE(m.rows.at(r).first, decide(table).first);
        }
        const int shortIndex = int(m.inputs.indexOf(QStringLiteral("short")));
        QCOMPARE(*m.rows.at(1).cells.at(shortIndex).peakKb, int64_t(80000));
        QVERIFY(*m.rows.at(1).cells.at(shortIndex).p90Ms > *m.rows.at(0).cells.at(shortIndex).p90Ms);

        const QJsonObject json = deviceMatrixToJson(m);
        const QJsonArray rows = json.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).toObject().value(QStringLiteral("device")).toString(), QStringLiteral("jetson"));
        // The jetson did not run "long": its row has one cell, for "short".
        const QJsonArray jetsonCells = rows.at(1).toObject().value(QStringLiteral("cells")).toArray();
        QCOMPARE(jetsonCells.size(), 1);
        QCOMPARE(jetsonCells.at(0).toObject().value(QStringLiteral("input")).toString(), QStringLiteral("short"));
        QCOMPARE(jetsonCells.at(0).toObject().value(QStringLiteral("peak_kb")).toInteger(), 80000);
        QVERIFY(jetsonCells.at(0).toObject().value(QStringLiteral("peak_exact")).toBool());

        const QString text = deviceMatrixText(m);
        QVERIFY2(text.contains(QStringLiteral("rk3588-1")) && text.contains(QStringLiteral("jetson"))
                && text.contains(QStringLiteral("absent")),
            qPrintable(text));
        QVERIFY2(
            !text.contains(u'e') || !text.contains(QStringLiteral("e+")), qPrintable(text)); // no scientific notation
    }
};

QTEST_MAIN(TestDeviceMatrix)
#include "tst_devicematrix.moc"
