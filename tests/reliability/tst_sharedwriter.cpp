// A project written by other processes while this one reads it (issue 23, shared projects): 20 real
// `headroom import` processes, one after another, while this process does what a window does all
// the time: a long-lived connection lists the runs, renames and deletes some, and a new Store per
// read (a run loader's) opens the project and reads every run and a raw file. No read may ever
// call the project damaged or malformed; a lock is only ever reported as the project being in use.
// Bounded: 20 imports, each waited for at most 60 s; nothing is asserted about time.

#include "reliabilitytest.h"

#include "analysis/store/store.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace ReliabilityTest;

namespace {

constexpr int kImports = 20;

bool isBusy(const QString& message)
{
    return message.contains(QLatin1String("in use by another process"))
        || message.contains(QLatin1String("another process is using it"));
}

} // namespace

class TestSharedWriter : public QObject {
    Q_OBJECT

    QStringList m_failures; // every message that was neither success nor "in use"
    int m_reads = 0;
    int m_busy = 0;

    void check(const Diagnostics& d, const char* what)
    {
        for (const Diagnostic& x : d) {
            if (x.severity != Diagnostic::Severity::Error)
                continue;
            if (isBusy(x.message))
                ++m_busy;
            else
                m_failures << QStringLiteral("%1: %2").arg(QLatin1String(what), x.toString());
        }
    }

    // One round of what the window and its run loaders read.
    void readEverything(Store& window, const QString& project)
    {
        Diagnostics listed;
        const QList<RunRow> rows = window.listRuns(&listed);
        check(listed, "listRuns");
        Store loader;
        const Diagnostics opened = loader.open(project, Store::OpenMode::ReadOnly);
        check(opened, "open");
        if (hasErrors(opened))
            return;
        for (const RunRow& row : rows) {
            Diagnostics d;
            // A run deleted since the list was read is gone, not damaged: "no run with id".
            if (!loader.loadRun(row.id, &d) && !d.isEmpty() && d.constFirst().message.contains(QLatin1String("no run")))
                continue;
            check(d, "loadRun");
            Diagnostics raw;
            const QList<RawFile> raws = loader.rawFiles(row.id, &raw);
            if (!raws.isEmpty())
                loader.rawFileData(raws.constFirst().id, &raw);
            if (raw.isEmpty() || !raw.constFirst().message.contains(QLatin1String("no run")))
                check(raw, "raw file");
            ++m_reads;
        }
    }

private slots:
    void readersNeverSeeDamage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString project = dir.filePath(QStringLiteral("shared.headroom"));
        Store window; // the window's own connection, open all along
        QVERIFY(!hasErrors(window.open(project, Store::OpenMode::ReadWrite)));
        int deleted = 0;
        for (int n = 0; n < kImports; ++n) {
            const QString log = dir.filePath(QStringLiteral("timing-%1.txt").arg(n));
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int i = 0; i < 200; ++i)
                f.write(QByteArray::number(100 + n + i * 0.5) + " ms\n");
            f.close();
            QProcess cli;
            cli.start(app(), { QStringLiteral("import"), log, QStringLiteral("--into"), project });
            QVERIFY(cli.waitForStarted());
            bool finished = false;
            for (int round = 0; round < 3000 && !(finished = cli.waitForFinished(10)); ++round)
                readEverything(window, project);
            QVERIFY(finished || cli.waitForFinished(60000));
            const QString err = QString::fromUtf8(cli.readAllStandardError());
            QVERIFY2(cli.exitCode() == 0 || isBusy(err), qPrintable(err));
            QVERIFY2(!err.contains(QLatin1String("damaged")) && !err.contains(QLatin1String("malformed")),
                qPrintable(err));
            // The window's own writes between the imports: a rename, and every fourth time the
            // newest run deleted, so that the next import is given its id again.
            const QList<RunRow> rows = window.listRuns();
            QVERIFY(!rows.isEmpty());
            Diagnostics d;
            if (n % 4 == 3) {
                window.deleteRun(rows.constLast().id, &d);
                ++deleted;
            } else {
                window.renameRun(rows.constLast().id, QStringLiteral("renamed %1").arg(n), &d);
            }
            check(d, "window write");
            readEverything(window, project);
        }
        QVERIFY2(m_failures.isEmpty(), qPrintable(m_failures.mid(0, 10).join(u'\n')));
        qInfo("%d run reads, %d busy answers", m_reads, m_busy);
        QVERIFY(m_reads > kImports);

        // The window's connection sees what a fresh one sees: nothing was lost under it.
        Store fresh;
        QVERIFY(!hasErrors(fresh.open(project, Store::OpenMode::ReadOnly)));
        QCOMPARE(window.listRuns().size(), kImports - deleted);
        QCOMPARE(fresh.listRuns().size(), kImports - deleted);
        QVERIFY(fresh.integrityCheck().isEmpty());
        QVERIFY(QFile::exists(project + QStringLiteral("-wal"))); // still WAL under the open window
    }
};

QTEST_MAIN(TestSharedWriter)
#include "tst_sharedwriter.moc"
