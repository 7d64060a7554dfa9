// `headroom compare` on sustained runs of two settings (issue 25, item 2): the real binary on a
// project holding sustained runs of threads=2 and threads=4 (built from repetitions as tst_sustained
// builds them, saved with the store) and a plain run. The text and the JSON say whether the faster
// setting at first is still the faster one at the end: a ranking that changes, a swap within noise
// that is no change, a plain run left out; two plain runs print no ranking at all.

#include "../analysis/verdict/sustainedruns.h"
#include "analysis/store/store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace SustainedRuns;

namespace {

struct Result {
    int exitCode = -1;
    QString out, err;
};

Result headroom(const QStringList& args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

class TstCliCompareSustained : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rankingChanges();
    void rankingChangesJson();
    void swapWithinNoise();
    void plainRunLeftOut();
    void plainRunsPrintNoRanking();

private:
    QString run(const QString& key) const { return m_project + u'#' + m_ids.value(key); }
    QJsonObject compareJson(const QString& a, const QString& b);
    QTemporaryDir m_dir;
    QString m_project;
    QMap<QString, QString> m_ids;
};

void TstCliCompareSustained::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("sustained.headroom"));
    const QStringList inputs { QStringLiteral("short") };
    // threads=2: 100 ms ± 10 throughout. threads=4: 80 ms, 1.2 ms slower each round (leads, then trails);
    // threads=4 again, 1 ms ahead then 1 ms behind threads=2 (within its spread); threads=8 and
    // threads=1 not sustained.
    const QMap<QString, Run> runs {
        { QStringLiteral("t2"),
            settingRun(
                QStringLiteral("a"), QStringLiteral("2"), inputs, 40, [](int, int r) { return 100.0 + cycle(r); }) },
        { QStringLiteral("t4"),
            settingRun(
                QStringLiteral("b"), QStringLiteral("4"), inputs, 40, [](int, int r) { return 80.0 + 1.2 * r; }) },
        { QStringLiteral("t4close"),
            settingRun(QStringLiteral("c"), QStringLiteral("4"), inputs, 40,
                [](int, int r) { return 100.0 + cycle(r) + (r < 20 ? -1.0 : 1.0); }) },
        { QStringLiteral("t8plain"),
            settingRun(
                QStringLiteral("d"), QStringLiteral("8"), inputs, 40, [](int, int r) { return 90.0 + cycle(r); }, 0) },
        { QStringLiteral("t1plain"),
            settingRun(
                QStringLiteral("e"), QStringLiteral("1"), inputs, 40, [](int, int r) { return 150.0 + cycle(r); }, 0) },
    };
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
    for (auto it = runs.cbegin(); it != runs.cend(); ++it) {
        const SaveResult saved = store.saveRun(it.value(), {});
        QVERIFY2(
            saved.ok(), qPrintable(saved.diagnostics.isEmpty() ? QString() : saved.diagnostics.first().toString()));
        m_ids.insert(it.key(), saved.runId);
    }
}

QJsonObject TstCliCompareSustained::compareJson(const QString& a, const QString& b)
{
    const Result r = headroom({ QStringLiteral("compare"), a, b, QStringLiteral("--json") });
    [&] { QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err)); }();
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    [&] { QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString())); }();
    // The ranking does not gate: the exit code is the comparison's.
    [&] { QCOMPARE(r.exitCode, o.value(u"regression").toBool() ? 1 : 0); }();
    return o;
}

void TstCliCompareSustained::rankingChanges()
{
    const Result r = headroom({ QStringLiteral("compare"), run(QStringLiteral("t2")), run(QStringLiteral("t4")) });
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Sustained runs ranked by median latency, first rounds against last"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"BASE is threads=2, NEW is threads=4."), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"Input short: first rounds threads=4 (84.2 ms) < threads=2 (100.0 ms); last rounds "
                            u"threads=2 (100.0 ms) < threads=4 (122.6 ms). The ranking changed: threads=4 was faster "
                            u"than threads=2 at first and slower at the end (different in the first rounds, different "
                            u"in the last)."),
        qPrintable(r.out));
    // The comparison itself is still there, above.
    QVERIFY(r.out.indexOf(u"median") < r.out.indexOf(u"Sustained runs ranked"));
}

void TstCliCompareSustained::rankingChangesJson()
{
    const QJsonObject o = compareJson(run(QStringLiteral("t2")), run(QStringLiteral("t4")));
    QVERIFY(o.contains(u"rows"));
    const QJsonObject s = o.value(u"sustained_settings").toObject();
    QCOMPARE(s.value(u"figure").toString(), QStringLiteral("median"));
    QVERIFY(s.value(u"changed").toBool());
    const QJsonArray runs = s.value(u"runs").toArray();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs.at(0).toObject().value(u"name").toString(), QStringLiteral("threads=2"));
    QCOMPARE(runs.at(1).toObject().value(u"planned_s").toDouble(), 60.0);
    QCOMPARE(runs.at(1).toObject().value(u"first").toObject().value(u"rounds").toInt(), 8);
    const QJsonObject in = s.value(u"inputs").toArray().first().toObject();
    QCOMPARE(in.value(u"input").toString(), QStringLiteral("short"));
    QCOMPARE(
        in.value(u"ranking_first").toArray(), QJsonArray({ QStringLiteral("threads=4"), QStringLiteral("threads=2") }));
    QCOMPARE(
        in.value(u"ranking_last").toArray(), QJsonArray({ QStringLiteral("threads=2"), QStringLiteral("threads=4") }));
    QVERIFY(in.value(u"changed").toBool());
    const QJsonObject pair = in.value(u"pairs").toArray().first().toObject();
    QVERIFY(pair.value(u"swapped").toBool() && pair.value(u"beyond_noise").toBool() && pair.value(u"counts").toBool());
    QCOMPARE(pair.value(u"last").toObject().value(u"outcome").toString(), QStringLiteral("different"));
    QVERIFY(s.value(u"not_compared").toArray().isEmpty());
}

void TstCliCompareSustained::swapWithinNoise()
{
    const Result r = headroom({ QStringLiteral("compare"), run(QStringLiteral("t2")), run(QStringLiteral("t4close")) });
    QVERIFY2(r.out.contains(u"Input short: first rounds threads=4 (99.0 ms) < threads=2 (100.0 ms); last rounds "
                            u"threads=2 (100.0 ms) < threads=4 (101.0 ms). The order swapped within noise, which is no "
                            u"change: threads=2 and threads=4 are not different in either window"),
        qPrintable(r.out));
    QVERIFY(!r.out.contains(u"The ranking changed"));
    const QJsonObject s = compareJson(run(QStringLiteral("t2")), run(QStringLiteral("t4close")))
                              .value(u"sustained_settings")
                              .toObject();
    QVERIFY(!s.value(u"changed").toBool());
    const QJsonObject in = s.value(u"inputs").toArray().first().toObject();
    QVERIFY(!in.value(u"changed").toBool());
    QVERIFY(in.value(u"swapped_within_noise").toBool());
    const QJsonObject pair = in.value(u"pairs").toArray().first().toObject();
    QVERIFY(pair.value(u"swapped").toBool());
    QVERIFY(!pair.value(u"beyond_noise").toBool());
}

void TstCliCompareSustained::plainRunLeftOut()
{
    const Result r = headroom({ QStringLiteral("compare"), run(QStringLiteral("t2")), run(QStringLiteral("t8plain")) });
    QVERIFY2(r.out.contains(u"BASE is sustained_s=60, threads=2, NEW is sustained_s=(not set), threads=8."),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(u"not compared: sustained_s=(not set), threads=8 is not a sustained run: it is left out of "
                            u"the ranking."),
        qPrintable(r.out));
    QVERIFY(r.out.contains(u"not compared: Fewer than two sustained runs with both windows: no settings to rank."));
    const QJsonObject s = compareJson(run(QStringLiteral("t2")), run(QStringLiteral("t8plain")))
                              .value(u"sustained_settings")
                              .toObject();
    QVERIFY(s.value(u"inputs").toArray().isEmpty());
    QCOMPARE(s.value(u"not_compared").toArray().size(), 2);
    QVERIFY(!s.value(u"runs").toArray().at(1).toObject().value(u"sustained").toBool());
}

void TstCliCompareSustained::plainRunsPrintNoRanking()
{
    const Result r
        = headroom({ QStringLiteral("compare"), run(QStringLiteral("t1plain")), run(QStringLiteral("t8plain")) });
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    QVERIFY(r.out.contains(u"median"));
    QVERIFY(!r.out.contains(u"Sustained"));
    QVERIFY(
        !compareJson(run(QStringLiteral("t1plain")), run(QStringLiteral("t8plain"))).contains(u"sustained_settings"));
}

QTEST_MAIN(TstCliCompareSustained)
#include "tst_cli_compare_sustained.moc"
