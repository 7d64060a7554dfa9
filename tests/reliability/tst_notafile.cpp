// Files that are not files (issue 19, item 6): `headroom analyze /dev/zero` once ended in
// std::bad_alloc after 2 GB, /dev/urandom grew without end, and a FIFO without a writer hung.
// Real devices, a real FIFO, a real socket and real folders, through every reader: the importer,
// the project import, plans, input lengths, and the command line. Each must be refused at once,
// by name; nothing here waits on a clock: a FIFO that anything opened for reading is found by a
// writer that then succeeds in opening it (and so unblocks the reader), never by a timeout.

#include "analysis/import/importer.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"
#include "reliabilitytest.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace Analysis;

namespace {

QString dump(const Diagnostics& d)
{
    QStringList lines;
    for (const auto& x : d)
        lines.append(x.toString());
    return lines.join(u'\n');
}

// Polls the FIFO with a non-blocking writer: that open succeeds only while someone has the FIFO
// open for reading, which nothing under test may do. Stopping it ends the poll at once.
class FifoWatch {
public:
    explicit FifoWatch(const QString& path)
        : m_path(QFile::encodeName(path))
        , m_thread([this] {
            while (!m_stop) {
                const int fd = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
                if (fd >= 0) {
                    m_opened = true;
                    ::close(fd); // the blocked reader sees the end and returns
                }
                ::usleep(2000);
            }
        })
    {
    }
    ~FifoWatch()
    {
        m_stop = true;
        m_thread.join();
    }
    bool openedForReading() const { return m_opened; }

private:
    QByteArray m_path;
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_opened { false };
    std::thread m_thread;
};

} // namespace

class TstNotAFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_socket = -1;
    QString fifo() const { return m_dir.filePath(QStringLiteral("fifo")); }
    QString socketPath() const { return m_dir.filePath(QStringLiteral("sock")); }
    QString folder() const { return m_dir.filePath(QStringLiteral("folder")); }

    void rows()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::addRow("dev-zero") << QStringLiteral("/dev/zero") << QStringLiteral("character device");
        QTest::addRow("dev-urandom") << QStringLiteral("/dev/urandom") << QStringLiteral("character device");
        QTest::addRow("dev-null") << QStringLiteral("/dev/null") << QStringLiteral("character device");
        QTest::addRow("fifo-without-writer") << fifo() << QStringLiteral("FIFO");
        QTest::addRow("socket") << socketPath() << QStringLiteral("socket");
        QTest::addRow("folder") << folder() << QStringLiteral("folder");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(::mkfifo(QFile::encodeName(fifo()).constData(), 0600) == 0);
        m_socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(m_socket >= 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(socketPath());
        QVERIFY(size_t(name.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        QVERIFY(::bind(m_socket, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) == 0);
        QVERIFY(QDir().mkpath(folder()));
        QFile log(folder() + QStringLiteral("/times.txt"));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write("0.5\n0.4\n0.45\n");
    }

    void cleanupTestCase()
    {
        if (m_socket >= 0)
            ::close(m_socket);
    }

    void importerRefuses_data() { rows(); }
    void importerRefuses()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        const FifoWatch watch(fifo());
        const ImportResult r = importFile(path, {});
        QVERIFY(!r.ok());
        QVERIFY(!r.run);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.first().file, path);
        QVERIFY2(r.diagnostics.first().message.contains(says), qPrintable(dump(r.diagnostics)));
        QVERIFY(csvShape(path).isEmpty());
        QVERIFY(!watch.openedForReading());
    }

    void planAndInputRefuse_data() { rows(); }
    void planAndInputRefuse()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        const FifoWatch watch(fifo());
        const PlanParseResult plan = parsePlanFile(path);
        QVERIFY(!plan.plan);
        QCOMPARE(plan.diagnostics.first().file, path);
        QVERIFY2(plan.diagnostics.first().message.contains(says), qPrintable(dump(plan.diagnostics)));
        const InputLength length = measureInputFile(path);
        QVERIFY2(length.error.contains(path) && length.error.contains(says), qPrintable(length.error));
        QCOMPARE(length.bytes, qint64(-1));
        QVERIFY(!watch.openedForReading());
    }

    void projectImportRefuses_data() { rows(); }
    void projectImportRefuses()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        if (path == folder())
            QSKIP("a folder is walked: see folderImportNamesWhatItSkips");
        const FifoWatch watch(fifo());
        QTemporaryDir project;
        Store store;
        QVERIFY(!hasErrors(store.open(project.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const QList<FileImportOutcome> outcomes = importIntoProject(store, { path }, {});
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(!outcomes.first().ok());
        QVERIFY2(dump(outcomes.first().diagnostics).contains(says), qPrintable(dump(outcomes.first().diagnostics)));
        QVERIFY(store.listRuns().isEmpty());
        QVERIFY(!watch.openedForReading());
    }

    void folderImportNamesWhatItSkips()
    {
        QTemporaryDir dir;
        const QString logs = dir.filePath(QStringLiteral("logs"));
        QVERIFY(QDir().mkpath(logs + QStringLiteral("/sub")));
        QFile::copy(folder() + QStringLiteral("/times.txt"), logs + QStringLiteral("/times.txt"));
        QVERIFY(::mkfifo(QFile::encodeName(logs + QStringLiteral("/pipe")).constData(), 0600) == 0);
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), logs + QStringLiteral("/zero")));
        QFile hidden(logs + QStringLiteral("/.hidden"));
        QVERIFY(hidden.open(QIODevice::WriteOnly));
        hidden.close();
        const FifoWatch watch(logs + QStringLiteral("/pipe"));
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const QList<FileImportOutcome> outcomes = importIntoProject(store, { logs }, {});
        QStringList skipped, imported;
        for (const auto& o : outcomes) {
            QVERIFY2(o.ok(), qPrintable(dump(o.diagnostics)));
            if (o.skipped) {
                QCOMPARE(o.diagnostics.size(), 1);
                QCOMPARE(o.diagnostics.first().severity, Diagnostic::Severity::Warning);
                QVERIFY(o.diagnostics.first().message.startsWith(QLatin1String("Skipped")));
                skipped << QFileInfo(o.path).fileName();
            } else {
                imported << QFileInfo(o.path).fileName();
            }
        }
        skipped.sort();
        QCOMPARE(skipped,
            (QStringList {
                QStringLiteral(".hidden"), QStringLiteral("pipe"), QStringLiteral("sub"), QStringLiteral("zero") }));
        QCOMPARE(imported, QStringList { QStringLiteral("times.txt") });
        QCOMPARE(store.listRuns().size(), 1);
        QVERIFY(!watch.openedForReading());
    }

    void emptyFolderIsAnError_data()
    {
        QTest::addColumn<bool>("withSkipped");
        QTest::addRow("empty") << false;
        QTest::addRow("only-things-skipped") << true;
    }
    void emptyFolderIsAnError()
    {
        QFETCH(bool, withSkipped);
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        if (withSkipped)
            QVERIFY(QDir().mkpath(empty + QStringLiteral("/sub")));
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const QList<FileImportOutcome> outcomes = importIntoProject(store, { empty }, {});
        bool error = false;
        for (const auto& o : outcomes)
            for (const auto& d : o.diagnostics)
                error = error || (d.severity == Diagnostic::Severity::Error && d.file == empty);
        QVERIFY2(error, "an empty folder must be an error, not a silent success");
    }

    void commandLineRefusesAtOnce_data() { rows(); }
    void commandLineRefusesAtOnce()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        const FifoWatch watch(fifo());
        QTemporaryDir project;
        const QString other = QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt");
        for (const QStringList& args : { QStringList { QStringLiteral("analyze"), path },
                 QStringList { QStringLiteral("import"), path, QStringLiteral("--into"),
                     project.filePath(QStringLiteral("p.headroom")) },
                 QStringList { QStringLiteral("compare"), other, path } }) {
            if (path == folder() && args.first() != u"analyze")
                continue; // a folder is imported (folderImportNamesWhatItSkips), or compared as a run folder
            QProcess p;
            p.start(ReliabilityTest::app(), args);
            // A bound for a hang, not a timing assertion: the refusal takes milliseconds.
            QVERIFY(p.waitForFinished(120000));
            QCOMPARE(p.exitStatus(), QProcess::NormalExit);
            QCOMPARE(p.exitCode(), args.first() == u"compare" ? 2 : 1); // compare: 1 means "worse"
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(err.contains(path) && err.contains(says), qPrintable(err));
        }
        QVERIFY(!watch.openedForReading());
    }

    void commandLineEmptyFolderFails()
    {
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        QProcess p;
        p.start(ReliabilityTest::app(),
            { QStringLiteral("import"), empty, QStringLiteral("--into"), dir.filePath(QStringLiteral("p.headroom")) });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(empty));
    }
};

QTEST_GUILESS_MAIN(TstNotAFile)
#include "tst_notafile.moc"
