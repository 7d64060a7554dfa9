// The wall clock may jump during a run (NTP on a board that booted in 1970, a user setting the
// date): durations must not move with it. Time namespaces shift only CLOCK_MONOTONIC/BOOTTIME, and
// the probe is static (no LD_PRELOAD clock shim), so the wall clock cannot be jumped for the probe
// alone without changing the machine's clock for everyone. Two checks instead:
// - the probe's sources read CLOCK_REALTIME in one place, and use it only as a label;
// - each repetition's wall_ms agrees with an independent monotonic measure taken by the workload
//   itself (/proc/uptime, CLOCK_BOOTTIME).

#include "reliabilitytest.h"

#include <QDir>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ReliabilityTest;

class TestWallClock : public QObject {
    Q_OBJECT

private slots:
    void probeReadsTheWallClockOnlyForLabels()
    {
        const QDir src(QStringLiteral(HEADROOM_SOURCE_DIR "/remote/probe"));
        const QStringList files = src.entryList({ QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files);
        QVERIFY(files.size() > 10);
        const QRegularExpression wallApi(QStringLiteral(
            R"(CLOCK_REALTIME|gettimeofday|system_clock|\btime\s*\(\s*(nullptr|NULL|0)\s*\)|\bclock\s*\(\s*\))"));
        const QRegularExpression difference(QStringLiteral(R"(wallSeconds\(\)\s*[-+]|[-+]\s*wallSeconds\(\))"));
        int realtimeReads = 0;
        int labels = 0;
        for (const QString& name : files) {
            QFile f(src.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            int number = 0;
            for (const QByteArray& raw : f.readAll().split('\n')) {
                ++number;
                const QString line = QString::fromUtf8(raw);
                const QString where = QStringLiteral("%1:%2: %3").arg(name).arg(number).arg(line.trimmed());
                if (wallApi.match(line).hasMatch()) {
                    QVERIFY2(name == QLatin1String("util.cpp") && line.contains(QLatin1String("CLOCK_REALTIME")),
                        qPrintable(where));
                    ++realtimeReads;
                }
                QVERIFY2(!difference.match(line).hasMatch(), qPrintable(u"a duration from the wall clock: " + where));
                if (line.contains(QLatin1String("wallSeconds()"))
                    && !line.contains(QLatin1String("int64_t wallSeconds()")))
                    ++labels;
            }
        }
        QCOMPARE(realtimeReads, 1); // util.cpp wallSeconds()
        QVERIFY(labels > 0); // started_at and the mem.log stamp: labels, never subtracted
    }

    void wallMsAgreesWithAnIndependentMonotonicClock()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("run"));
        QProcess p;
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--warmup"),
                QStringLiteral("0"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"),
                QStringLiteral("-c"), QStringLiteral("cat /proc/uptime; sleep 0.3; cat /proc/uptime") });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile events(out + QStringLiteral("/events.jsonl"));
        QVERIFY(events.open(QIODevice::ReadOnly));
        QList<double> wallMs;
        for (const QByteArray& line : events.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QLatin1String("type")).toString() == QLatin1String("rep_end"))
                wallMs << o.value(QLatin1String("wall_ms")).toDouble(-1);
        }
        QCOMPARE(wallMs.size(), 3);
        const QStringList outputs
            = QDir(out + QStringLiteral("/out")).entryList({ QStringLiteral("*.stdout") }, QDir::Files, QDir::Name);
        QCOMPARE(outputs.size(), 3);
        for (const QString& name : outputs) {
            const int rep = QStringView(name).chopped(7).split(u'-').last().toInt();
            QVERIFY(rep >= 0 && rep < 3);
            QFile f(out + QStringLiteral("/out/") + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
            QCOMPARE(lines.size(), 2);
            const double inside
                = (lines[1].split(' ').first().toDouble() - lines[0].split(' ').first().toDouble()) * 1000;
            // /proc/uptime has 10 ms steps; the probe's figure also holds the start and exit of
            // the shell, so it may be longer, never shorter.
            QVERIFY2(inside >= 290, qPrintable(QString::number(inside)));
            QVERIFY2(wallMs[rep] >= inside - 10 && wallMs[rep] <= inside + 250,
                qPrintable(
                    QStringLiteral("rep %1: wall_ms %2, workload's own %3 ms").arg(rep).arg(wallMs[rep]).arg(inside)));
        }
    }
};

QTEST_GUILESS_MAIN(TestWallClock)
#include "tst_wallclock.moc"
