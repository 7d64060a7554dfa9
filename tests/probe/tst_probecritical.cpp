// The measurement method's safety layer on real processes: a critical process the workload kills
// mid-run is noted by the probe, read by the host, and said first by the verdict, the report and the
// JSON; `headroom compare` fails the run that cost it (it was written by the probe and read by no one).

#include "analysis/import/runfolder.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/verdict.h"
#include "probetest.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;
using namespace Analysis;

class TestProbeCritical : public QObject {
    Q_OBJECT
private slots:
    void everyProtocolEventIsRead();
    void criticalProcessLostIsSaidFirst();
};

// A test fails when the probe writes an event type the host does not read (issue 22, item 7: four
// types were written and never shown).
void TestProbeCritical::everyProtocolEventIsRead()
{
    QFile header(QStringLiteral(HEADROOM_SOURCE_DIR "/remote/probe/protocol.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(header.readAll());
    static const QRegularExpression re(QStringLiteral("constexpr const char kEv\\w+\\[\\] = \"(\\w+)\""));
    QStringList written;
    for (auto it = re.globalMatch(text); it.hasNext();)
        written << it.next().captured(1);
    QVERIFY(written.size() >= 15);
    const QStringList read = EventStreamReader::readTypes();
    for (const QString& type : std::as_const(written))
        QVERIFY2(read.contains(type), qPrintable(QStringLiteral("the host does not read \"%1\" events").arg(type)));
}

namespace {
// Runs the probe for three repetitions of `script` with process `pid` watched as critical.
bool probeRun(const QString& out, qint64 pid, const QString& script)
{
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--interval-ms"),
            QStringLiteral("20"), QStringLiteral("--critical"), QString::number(pid), QStringLiteral("--out"), out,
            QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), script });
    if (r.exitCode != 0)
        qWarning() << r.err;
    return r.exitCode == 0;
}
} // namespace

void TestProbeCritical::criticalProcessLostIsSaidFirst()
{
    QTemporaryDir dir;
    QProcess kept, victim;
    kept.start(QStringLiteral("/bin/sleep"), { QStringLiteral("300") });
    victim.start(QStringLiteral("/bin/sleep"), { QStringLiteral("300") });
    QVERIFY(kept.waitForStarted() && victim.waitForStarted());
    const qint64 keptPid = kept.processId(), victimPid = victim.processId();
    // The probe looks for its critical processes once a second: 3 repetitions of 1 s leave it room.
    const QString base = dir.filePath(QStringLiteral("base")), cand = dir.filePath(QStringLiteral("cand"));
    QVERIFY(probeRun(base, keptPid, QStringLiteral("sleep 1")));
    QVERIFY(probeRun(cand, victimPid, QStringLiteral("sleep 0.3; kill %1 2>/dev/null; sleep 0.7").arg(victimPid)));
    victim.waitForFinished(5000);
    kept.kill();
    kept.waitForFinished(5000);

    const RunFolderResult b = readRunFolder(base), c = readRunFolder(cand);
    QVERIFY(b.ok && c.ok);
    QVERIFY(std::none_of(b.run.events.begin(), b.run.events.end(),
        [](const RunEvent& e) { return e.type == u"critical_lost"; }));
    const auto lost = std::find_if(
        c.run.events.begin(), c.run.events.end(), [](const RunEvent& e) { return e.type == u"critical_lost"; });
    QVERIFY(lost != c.run.events.end());
    QCOMPARE(lost->subject, QString::number(victimPid));
    QVERIFY(lost->tMs && *lost->tMs > 0 && lost->rep);

    // The verdict says it first, whatever rule decided.
    const Verdict v = decide(c.run, verdictOptionsFromRun(c.run));
    QVERIFY(v.criticalLost);
    QVERIFY2(v.reason.startsWith(QStringLiteral("The run cost a critical service: %1 disappeared").arg(victimPid)),
        qPrintable(v.reason));
    QVERIFY(!decide(b.run, verdictOptionsFromRun(b.run)).criticalLost);

    // The report and the JSON carry it.
    const Report report = makeReport(c.run, {}, {}, std::nullopt);
    QCOMPARE(report.headline(SentenceLanguage::English), QStringLiteral("Verdict: the run cost a critical service"));
    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    QVERIFY2(md.contains(QLatin1String("## Events noted by the probe")), qPrintable(md.left(2000)));
    QVERIFY(md.contains(QStringLiteral("critical process %1 lost").arg(victimPid)));
    QVERIFY(md.contains(QLatin1String("The run cost a critical service")));
    const QByteArray json = reportToJson(report);
    QVERIFY(json.contains("\"critical_lost\": true"));
    QVERIFY(json.contains("\"type\": \"critical_lost\""));

    // compare fails the run that cost it, and only that one.
    const RunComparison worse = compareRuns(b.run, c.run, 0.10);
    QVERIFY(worse.regression);
    QCOMPARE(worse.criticalLost.size(), 1);
    QVERIFY(compareRuns(c.run, b.run, 10.0).criticalLost.isEmpty());
    const Result cli = run(QStringLiteral(HEADROOM_APP_BIN), { QStringLiteral("compare"), base, cand });
    QCOMPARE(cli.exitCode, 1);
    QVERIFY2(cli.out.contains("cost a critical service"), cli.out.constData());
}

QTEST_GUILESS_MAIN(TestProbeCritical)
#include "tst_probecritical.moc"
