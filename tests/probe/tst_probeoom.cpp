// A real OOM kill inside a memory cgroup with a small limit: recorded as oom_killed with its
// peak, and the run goes on with the next repetition. And a plan's limits.cgroup_memory: the probe
// makes the cgroup itself, removes it after the run, and the verdict takes its limit as the ceiling
// with the OOM kill as the rule (issue 22, item 1).

#include "probetest.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ProbeTest;

class TestProbeOom : public QObject {
    Q_OBJECT

    QString m_cgroup;
    int m_version = 0;

    static bool writeText(const QString& path, const QByteArray& text)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    }

private slots:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("making a memory cgroup needs root");
        const QString name = u"headroom-test-" + QString::number(QCoreApplication::applicationPid());
        if (QFile::exists(QStringLiteral("/sys/fs/cgroup/memory/memory.limit_in_bytes"))) {
            m_cgroup = u"/sys/fs/cgroup/memory/" + name;
            m_version = 1;
        } else if (QFile::exists(QStringLiteral("/sys/fs/cgroup/cgroup.controllers"))) {
            QFile c(QStringLiteral("/sys/fs/cgroup/cgroup.subtree_control"));
            if (!c.open(QIODevice::ReadOnly) || !c.readAll().contains("memory"))
                QSKIP("cgroup v2 without the memory controller enabled for children");
            m_cgroup = u"/sys/fs/cgroup/" + name;
            m_version = 2;
        } else {
            QSKIP("no memory cgroup controller (v1 or v2) mounted");
        }
        if (!QDir().mkdir(m_cgroup))
            QSKIP("cannot create a memory cgroup here (read-only cgroupfs?)");
        const QByteArray limit = QByteArray::number(64 * 1024 * 1024);
        QVERIFY(writeText(m_cgroup + (m_version == 1 ? u"/memory.limit_in_bytes" : u"/memory.max"), limit));
        if (m_version == 2)
            writeText(m_cgroup + u"/memory.swap.max", "0");
    }

    void cleanupTestCase()
    {
        if (!m_cgroup.isEmpty())
            QTRY_VERIFY_WITH_TIMEOUT((QDir().rmdir(m_cgroup), !QFileInfo::exists(m_cgroup)), 5000);
    }

    void oomKillIsRecordedAndTheRunGoesOn()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("big")), small = dir.filePath(QStringLiteral("small"));
        QVERIFY(writeText(big, "200"));
        QVERIFY(writeText(small, "8"));
        const QString out = dir.filePath(QStringLiteral("run"));
        // The input file holds the megabytes to touch; exec keeps the spike the repetition's root.
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral("--cgroup"),
                m_cgroup, QStringLiteral("--input"), u"big=" + big, QStringLiteral("--input"), u"small=" + small,
                QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                u"exec '" + spike() + u"' \"$(cat \"$1\")\" 20 0", QStringLiteral("sh"), QStringLiteral("{input}") });
        QCOMPARE(r.exitCode, 0);
        const auto ends = events(out, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 4);
        for (const auto& e : ends) {
            QCOMPARE(num(e, "cgroup_version"), qint64(m_version));
            QCOMPARE(num(e, "cgroup_limit_bytes"), qint64(64 * 1024 * 1024));
            if (e.value(u"input").toString() == u"big") {
                QCOMPARE(e.value(u"outcome").toString(), QStringLiteral("oom_killed"));
                QCOMPARE(num(e, "signal"), qint64(9));
                QVERIFY(num(e, "oom_kill_delta") >= 1);
                // Its peak is close to the limit. RSS can pass it by the shared file pages (the binary,
                // libc) that were charged to other cgroups when first read.
                const qint64 peak = num(e, "peak_kb");
                QVERIFY2(peak > 48 * 1024 && peak <= 64 * 1024 + 8 * 1024, qPrintable(QString::number(peak)));
                QVERIFY(num(e, "cgroup_peak_bytes") <= 64 * 1024 * 1024);
            } else {
                QCOMPARE(e.value(u"outcome").toString(), QStringLiteral("ok"));
            }
        }
        const auto end = events(out, QStringLiteral("run_end"));
        QCOMPARE(end.size(), 1);
        QVERIFY(end.first().value(u"complete").toBool());
    }

    // headroom run on a plan with cgroup_memory, then its report's JSON: memory first, by the OOM
    // kill, against the 64 MiB the probe's own cgroup allowed; and no cgroup is left behind.
    void planCgroupMemoryIsTheCeilingAndIsRemoved()
    {
        QTemporaryDir dir;
        QVERIFY(writeText(dir.filePath(QStringLiteral("big.txt")), "200"));
        QVERIFY(writeText(dir.filePath(QStringLiteral("small.txt")), "8"));
        // The spike's path is $0 of the shell script, so no quoting of it is needed in the YAML.
        const QByteArray plan = QByteArrayLiteral("version: 1\n"
                                                  "name: as-on-a-small-board\n"
                                                  "mode: process\n"
                                                  "command: [/bin/sh, -c, 'exec \"$0\" \"$(cat \"$1\")\" 20 0', '")
            + spike().toUtf8()
            + QByteArrayLiteral("', '{input}']\n"
                                "params: {model: null, max_new_tokens: 1, temperature: null, top_p: null, top_k: null,\n"
                                "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                                "         quantization: none, backend: spike, cpu_affinity: null}\n"
                                "inputs:\n"
                                "  - {id: small, file: small.txt, tokens: 8}\n"
                                "  - {id: big, file: big.txt, tokens: 200}\n"
                                "repetitions: 1\n"
                                "warmup: 0\n"
                                "sample_interval_ms: 10\n"
                                "timeout_s: 60\n"
                                "limits: {memory: auto, reserve: 1MiB, latency_s: 30, cgroup_memory: 64MiB}\n");
        QVERIFY(writeText(dir.filePath(QStringLiteral("plan.yaml")), plan));
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        const Result r = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), dir.filePath(QStringLiteral("plan.yaml")), QStringLiteral("--into"), project,
                QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")) });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QDirIterator it(dir.filePath(QStringLiteral("runs")), { QStringLiteral("events.jsonl") }, QDir::Files,
            QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        const QString folder = QFileInfo(it.next()).path();
        const auto start = events(folder, QStringLiteral("run_start"));
        QCOMPARE(start.size(), 1);
        QVERIFY(start.first().value(u"cgroup_created").toBool());
        const QString made = start.first().value(u"cgroup_dir").toString();
        QVERIFY(made.contains(u"headroom-probe-"));
        QVERIFY2(!QFileInfo::exists(made), qPrintable(made + u" is still there"));
        for (const auto& e : events(folder, QStringLiteral("rep_end")))
            QCOMPARE(e.value(u"outcome").toString(),
                e.value(u"input").toString() == u"big" ? QStringLiteral("oom_killed") : QStringLiteral("ok"));

        const QString json = dir.filePath(QStringLiteral("report.json"));
        const Result rep = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("report"), project, QStringLiteral("--json"), json });
        QVERIFY2(rep.exitCode == 0, rep.err.constData());
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject verdict = doc.value(u"verdict").toObject();
        QCOMPARE(verdict.value(u"first_limit").toString(), QStringLiteral("memory"));
        QCOMPARE(verdict.value(u"rule").toString(), QStringLiteral("oom_killed"));
        // The ceiling is the cgroup's 64 MiB less the 1 MiB reserve, and says where it came from.
        const QJsonObject figures = doc.value(u"figures").toObject();
        QCOMPARE(figures.value(u"memory_ceiling_kb").toInteger(), qint64(63 * 1024));
        const QString origin = figures.value(u"ceiling_origin").toString();
        QVERIFY2(origin.contains(u"the probe made for this run (the plan's cgroup_memory"), qPrintable(origin));
    }
};

QTEST_GUILESS_MAIN(TestProbeOom)
#include "tst_probeoom.moc"
