// Impossible values (issue 19, item 12): VmRSS above VmHWM in one reading is warned about with
// the line; a duration of a million years and a 1e308 MHz clock are refused with the line; a
// number too large for its type says "too large", never "expected a whole number".

#include "analysis/import/importer.h"
#include "analysis/plan/plan.h"

#include <QFile>
#include <QTest>

using namespace Analysis;

namespace {

QString dump(const Diagnostics& d)
{
    QStringList lines;
    for (const auto& x : d)
        lines.append(x.toString());
    return lines.join(u'\n');
}

QByteArray fixture(const char* name)
{
    QFile f(QStringLiteral(HEADROOM_LOGS_DIR "/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A million years in seconds (365.25 days each).
constexpr char kMillionYearsS[] = "31557600000000";

} // namespace

class TstImpossibleValues : public QObject {
    Q_OBJECT

private slots:
    void refused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("timeFormat");
        QTest::addColumn<QString>("map");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        const QByteArray years(kMillionYearsS);
        QTest::addRow("timing-list") << QByteArray("0.5\n" + years + "\n0.4\n") << QString() << QString() << 2
                                     << QStringLiteral("more than a year");
        QTest::addRow("timing-list-ms") << QByteArray("500 ms\n" + years + "000 ms\n") << QString() << QString() << 2
                                        << QStringLiteral("more than a year");
        QTest::addRow("timing-csv") << QByteArray("rep,wall_ms\n0,20\n1," + years + "000\n") << QString() << QString()
                                    << 3 << QStringLiteral("more than a year");
        QTest::addRow("timing-summary") << QByteArray("n= 3\nmin= 0.1 median= 0.2 max= " + years + "\n") << QString()
                                        << QString() << 2 << QStringLiteral("more than a year");
        QTest::addRow("generic-csv") << QByteArray("t,lat\n0,20\n1," + years + "000\n") << QString()
                                     << QStringLiteral("latency=lat:ms") << 3 << QStringLiteral("more than a year");
        QTest::addRow("gnu-time-f") << QByteArray("0.5 1000 0\n" + years + " 1000 0\n") << QStringLiteral("%e %M %x")
                                    << QString() << 2 << QStringLiteral("more than a year");
        QByteArray hyperfine = fixture("hyperfine.json");
        const qsizetype times = hyperfine.indexOf("\"times\"");
        const qsizetype open = hyperfine.indexOf('[', times);
        const qsizetype value = hyperfine.indexOf("0.49049170100000006", open); // the first time, replaced
        QVERIFY(value > open);
        hyperfine.replace(value, qstrlen("0.49049170100000006"), years);
        int timesLine = 1 + int(hyperfine.left(times).count('\n'));
        QTest::addRow("hyperfine-json") << hyperfine << QString() << QString() << timesLine
                                        << QStringLiteral("more than a year");
        QByteArray tegra = fixture("tegrastats-jp5.log");
        QVERIFY(tegra.left(tegra.indexOf('\n')).contains("EMC_FREQ 8%@3199"));
        tegra.replace("EMC_FREQ 8%@3199", "EMC_FREQ 8%@1e308");
        QTest::addRow("tegrastats-emc-1e308-mhz") << tegra << QString() << QString() << 1 << QStringLiteral("MHz");
        QByteArray cpu = fixture("tegrastats-jp5.log");
        cpu.replace("CPU [4%@1510,", "CPU [4%@1e308,");
        QTest::addRow("tegrastats-cpu-1e308-mhz") << cpu << QString() << QString() << 1 << QStringLiteral("100 GHz");
        QTest::addRow("status-too-large") << QByteArray("VmRSS:\t 5 kB\nVmHWM:\t 99999999999999999999 kB\n")
                                          << QString() << QString() << 2 << QStringLiteral("too large");
        QTest::addRow("memlog-too-large")
            << QByteArray("1700000000\nVmHWM:\t 10 kB\nVmRSS:\t 5 kB\n1700000001\nVmHWM:\t 10 kB\nVmRSS:\t "
                          "18446744073709551617 kB\n")
            << QString() << QString() << 6 << QStringLiteral("too large");
        QTest::addRow("gnu-time-f-too-large")
            << QByteArray("0.5 1000 0\n0.6 99999999999999999999 0\n") << QStringLiteral("%e %M %x") << QString() << 2
            << QStringLiteral("too large");
    }

    void refused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, timeFormat);
        QFETCH(QString, map);
        QFETCH(int, line);
        QFETCH(QString, says);
        ImportOptions o;
        o.timeFormat = timeFormat;
        if (!map.isEmpty()) {
            QString error;
            o.columns = parseColumnMap(map, &error).value();
        }
        const ImportResult r = importBytes(data, QStringLiteral("bad.log"), o);
        QVERIFY2(!r.ok(), qPrintable(r.format));
        QVERIFY(!r.run); // nothing half-imported
        QVERIFY(!r.diagnostics.isEmpty());
        const Diagnostic& first = r.diagnostics.first();
        QCOMPARE(first.file, QStringLiteral("bad.log"));
        QCOMPARE(first.line, line);
        QVERIFY2(first.message.contains(says), qPrintable(dump(r.diagnostics)));
        QVERIFY2(!first.message.contains(QLatin1String("whole number")), qPrintable(dump(r.diagnostics)));
    }

    void rssAboveHwmIsWarned_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("line");
        QTest::addRow("memlog") << QByteArray("1700000000\nVmHWM:\t 1000 kB\nVmRSS:\t 900 kB\n1700000001\nVmHWM:\t "
                                              "1000 kB\nVmRSS:\t 2000 kB\n")
                                << 4;
        QTest::addRow("procstatus") << QByteArray("Name:\tpython3\nVmHWM:\t 1000 kB\nVmRSS:\t 2000 kB\n") << 3;
    }

    void rssAboveHwmIsWarned()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, line);
        const ImportResult r = importBytes(data, QStringLiteral("mixed.log"), {});
        QVERIFY2(r.ok(), qPrintable(dump(r.diagnostics)));
        int warnings = 0;
        for (const auto& d : r.diagnostics)
            if (d.severity == Diagnostic::Severity::Warning && d.message.contains(QLatin1String("above VmHWM"))) {
                ++warnings;
                QCOMPARE(d.file, QStringLiteral("mixed.log"));
                QCOMPARE(d.line, line);
            }
        QCOMPARE(warnings, 1);
        // A consistent reading says nothing of the kind.
        const ImportResult fine = importBytes(fixture("mem-sleep0.5.log"), QStringLiteral("ok.log"), {});
        QVERIFY(fine.ok());
        for (const auto& d : fine.diagnostics)
            QVERIFY(!d.message.contains(QLatin1String("above VmHWM")));
    }

    void possibleValuesAreKept()
    {
        // The bounds are far from real figures: a day-long repetition and a 3.2 GHz clock are read.
        const ImportResult day = importBytes(QByteArrayLiteral("86400\n86400.5\n"), QStringLiteral("day.txt"), {});
        QVERIFY2(day.ok(), qPrintable(dump(day.diagnostics)));
        const ImportResult tegra = importBytes(fixture("tegrastats-jp5.log"), QStringLiteral("t.log"), {});
        QVERIFY2(tegra.ok(), qPrintable(dump(tegra.diagnostics)));
    }

    void planIntegerTooLarge()
    {
        const QByteArray text = "version: 1\nname: x\nrepetitions: 99999999999999999999999\n";
        const PlanParseResult r = parsePlan(text, QStringLiteral("p.yaml"), QStringLiteral("."));
        QVERIFY(!r.plan);
        bool said = false;
        for (const auto& d : r.diagnostics)
            if (d.line == 3 && d.field == u"repetitions") {
                said = true;
                QVERIFY2(d.message.contains(QLatin1String("too large")), qPrintable(d.message));
                QVERIFY2(!d.message.contains(QLatin1String("whole number,")), qPrintable(d.message));
            }
        QVERIFY2(said, qPrintable(dump(r.diagnostics)));
        // Not a number at all is still "expected a whole number".
        const PlanParseResult words = parsePlan(QByteArrayLiteral("version: 1\nname: x\nrepetitions: many\n"),
            QStringLiteral("p.yaml"), QStringLiteral("."));
        QVERIFY(dump(words.diagnostics).contains(QLatin1String("Expected a whole number")));
    }
};

QTEST_GUILESS_MAIN(TstImpossibleValues)
#include "tst_impossiblevalues.moc"
