// A real OOM kill inside a memory cgroup with a small limit: recorded as oom_killed with its
// peak, and the run goes on with the next repetition.

#include "probetest.h"

#include <QFileInfo>
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
};

QTEST_GUILESS_MAIN(TestProbeOom)
#include "tst_probeoom.moc"
