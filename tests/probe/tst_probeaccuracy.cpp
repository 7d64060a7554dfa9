// The probe's peak against the kernel's own figure, and a workload behind `sh -c`.

#include "probetest.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;

class TestProbeAccuracy : public QObject {
    Q_OBJECT

private slots:
    // 200 MB touched for 20 ms, then freed: the probe's peak is within 2% of /usr/bin/time -v's
    // maximum resident set size for the same run (time wraps the probe, so it sees the workload
    // as the largest of its descendants).
    void spikeMatchesTimeV_data()
    {
        QTest::addColumn<int>("intervalMs");
        QTest::addRow("10ms") << 10;
        QTest::addRow("100ms") << 100; // far coarser than the spike: VmHWM and ru_maxrss still catch it
    }

    void spikeMatchesTimeV()
    {
        QFETCH(int, intervalMs);
        if (!QFile::exists(QStringLiteral("/usr/bin/time")))
            QSKIP("/usr/bin/time is not installed (Debian package 'time')");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(QStringLiteral("/usr/bin/time"),
            { QStringLiteral("-v"), probe(), QStringLiteral("run"), QStringLiteral("--interval-ms"),
                QString::number(intervalMs), QStringLiteral("--out"), out, QStringLiteral("--"), spike(),
                QStringLiteral("200"), QStringLiteral("20"), QStringLiteral("150") });
        QCOMPARE(r.exitCode, 0);
        static const QRegularExpression re(QStringLiteral("Maximum resident set size \\(kbytes\\): ([0-9]+)"));
        const auto m = re.match(QString::fromUtf8(r.err));
        QVERIFY2(m.hasMatch(), r.err.constData());
        const double timeKb = m.captured(1).toDouble();
        QVERIFY(timeKb > 200 * 1024);
        const auto ends = events(out, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 1);
        const QJsonObject e = ends.first();
        QCOMPARE(e.value(u"outcome").toString(), QStringLiteral("ok"));
        const double peak = double(num(e, "peak_kb"));
        qInfo("interval %d ms: probe peak %.0f kB (exact: %s), time -v %.0f kB, sampled VmRSS max %lld kB", intervalMs,
            peak, e.value(u"peak_exact").toBool() ? "yes" : "no", timeKb, num(e, "sampled_rss_max_kb"));
        QVERIFY2(std::abs(peak - timeKb) <= 0.02 * timeKb, qPrintable(QString::number(peak)));
        QVERIFY(e.value(u"peak_exact").toBool());
        QVERIFY(e.value(u"maxrss_trusted").toBool());
        // The sampled VmHWM alone (without ru_maxrss) is within 2% too: the kernel keeps the mark.
        const double hwm = double(num(e, "sampled_hwm_max_kb"));
        QVERIFY2(std::abs(hwm - timeKb) <= 0.02 * timeKb, qPrintable(QString::number(hwm)));
    }

    // `sh -c 'spike ...; true'` keeps the shell alive as the parent: the probe must measure the
    // spike (its descendant), not the few hundred kB of the shell.
    void shellWrapperDoesNotHideTheWorkload()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"),
                QStringLiteral("-c"), u"'" + spike() + u"' 120 300 100; true" });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject e = events(out, QStringLiteral("rep_end")).first();
        QCOMPARE(e.value(u"outcome").toString(), QStringLiteral("ok"));
        QVERIFY(num(e, "max_procs") >= 2);
        QVERIFY2(num(e, "peak_kb") > 120 * 1024, qPrintable(QString::number(num(e, "peak_kb"))));
        QVERIFY(num(e, "sampled_rss_max_kb") > 120 * 1024); // held 300 ms: samples see it too
        const qint64 shellPid = num(e, "pid");
        bool sawChild = false;
        for (const auto& s : events(out, QStringLiteral("sample")))
            if (num(s, "rss_kb") > 100 * 1024) {
                QVERIFY(num(s, "largest_pid") != shellPid);
                sawChild = true;
            }
        QVERIFY(sawChild);
    }

    // A load marker resets VmHWM (clear_refs): the inference-phase peak is then the later
    // phase's own, not the load spike's.
    void loadMarkerSeparatesThePhases()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        // 150 MB "load" spike, freed, then "touched" ends the load phase and a 40 MB phase follows.
        const QString script = u"'" + spike() + u"' 150 20 0 >/dev/null; exec '" + spike() + u"' 40 200 50";
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--load-regex"), QStringLiteral("^touched"),
                QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                script });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject e = events(out, QStringLiteral("rep_end")).first();
        QVERIFY(e.value(u"clear_refs").toBool());
        const qint64 inf = num(e, "inference_peak_kb");
        QVERIFY2(inf >= 40 * 1024 && inf < 60 * 1024, qPrintable(QString::number(inf)));
        QVERIFY(num(e, "peak_kb") >= 150 * 1024); // the lifetime peak still has the load spike
    }
};

QTEST_GUILESS_MAIN(TestProbeAccuracy)
#include "tst_probeaccuracy.moc"
