#include "remote/localtransport.h"
#include "remote/probesession.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

// Probe sessions through the local transport and a real sshd: lines streamed live, the link cut
// mid-stream (the sshd child serving it is killed) and resumed, cancel, and the final fetch
// with DONE's SHA-256 check. The device side is a short script (emit-events.sh) that writes
// events.jsonl line by line, as the probe does.
class TestProbeSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void streamsEveryLineOnce_data();
    void streamsEveryLineOnce();
    void resumesAfterTheLinkIsCut();
    void cancelKeepsWhatWasWritten();
    void fullDiskFetchKeepsTheJournal();
    void linkLostMidFetchKeepsTheJournal();
    void parseDone_data();
    void parseDone();

private:
    struct Outcome {
        QList<QByteArray> lines;
        Remote::FetchResult result;
        int lost = 0;
        int reconnected = 0;
        bool finished = false;
    };
    // Runs a session on its own thread; `during` is called on this thread each time lines arrive.
    void runSession(Remote::TransportFactory factory, const QByteArray& runFolder, const QList<QByteArray>& argv,
        const QString& localFolder, Outcome* outcome, const std::function<void(Remote::ProbeSession*)>& during = {});
    Remote::TransportFactory sshFactory() const;

    SshdFixture m_sshd;
    QString m_sshdError;
    QString m_script;
};

void TestProbeSession::initTestCase()
{
    m_script = QFINDTESTDATA("../data/remote/emit-events.sh");
    QVERIFY(!m_script.isEmpty());
    m_sshdError = m_sshd.start();
    if (m_sshdError.isEmpty())
        QVERIFY(m_sshd.trustHostKey());
}

Remote::TransportFactory TestProbeSession::sshFactory() const
{
    Remote::SshOptions options;
    options.processUserConfig = false;
    options.useGlobalKnownHosts = false;
    options.connectTimeoutSec = 5;
    const Remote::Device device = m_sshd.device();
    return
        [device, options] { return std::make_unique<Remote::SshTransport>(device, Remote::Credentials {}, options); };
}

void TestProbeSession::runSession(Remote::TransportFactory factory, const QByteArray& runFolder,
    const QList<QByteArray>& argv, const QString& localFolder, Outcome* outcome,
    const std::function<void(Remote::ProbeSession*)>& during)
{
    Remote::ProbeSessionOptions options;
    options.pollMs = 20;
    options.firstRetryMs = 50;
    QThread thread;
    auto* session = new Remote::ProbeSession(std::move(factory), runFolder, argv, localFolder, options);
    session->moveToThread(&thread);
    connect(&thread, &QThread::started, session, &Remote::ProbeSession::start);
    connect(&thread, &QThread::finished, session, &QObject::deleteLater);
    connect(session, &Remote::ProbeSession::eventsAvailable, this, [=](const QList<QByteArray>& lines) {
        outcome->lines += lines;
        if (during)
            during(session);
    });
    connect(session, &Remote::ProbeSession::connectionLost, this, [outcome] { ++outcome->lost; });
    connect(session, &Remote::ProbeSession::reconnected, this, [outcome] { ++outcome->reconnected; });
    connect(session, &Remote::ProbeSession::finished, this, [outcome](const Remote::FetchResult& r) {
        outcome->result = r;
        outcome->finished = true;
    });
    thread.start();
    QTRY_VERIFY_WITH_TIMEOUT(outcome->finished, 60000);
    thread.quit();
    QVERIFY(thread.wait(10000));
}

static QList<QByteArray> fileLines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = file.readAll().split('\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines;
}

void TestProbeSession::streamsEveryLineOnce_data()
{
    QTest::addColumn<bool>("overSsh");
    QTest::addRow("local") << false;
    QTest::addRow("ssh") << true;
}

void TestProbeSession::streamsEveryLineOnce()
{
    QFETCH(bool, overSsh);
    if (overSsh && !m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("device/run 1")));
    Outcome outcome;
    runSession(
        overSsh ? sshFactory() : [] { return std::make_unique<Remote::LocalTransport>(); }, runFolder,
        { "sh", QFile::encodeName(m_script), "15", "0.02" }, dir.filePath(QStringLiteral("fetched")), &outcome);
    QVERIFY2(outcome.result.ok, qPrintable(outcome.result.message));
    QVERIFY(outcome.result.done);
    QCOMPARE(outcome.lines.size(), 15);
    QCOMPARE(outcome.lines, fileLines(QFile::decodeName(runFolder) + QStringLiteral("/events.jsonl")));
    QCOMPARE(outcome.lines.constFirst(), QByteArray(R"({"v":1,"type":"sample","i":1,"rss_kib":1024})"));
    QVERIFY(outcome.result.files.contains(QStringLiteral("rep 1/stdout.txt")));
    QVERIFY(outcome.result.files.contains(QStringLiteral("DONE")));
    QCOMPARE(fileLines(dir.filePath(QStringLiteral("fetched/events.jsonl"))), outcome.lines);
}

void TestProbeSession::resumesAfterTheLinkIsCut()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("device/run")));
    Outcome outcome;
    int killed = 0;
    runSession(sshFactory(), runFolder, { "sh", QFile::encodeName(m_script), "40", "0.02" },
        dir.filePath(QStringLiteral("fetched")), &outcome, [&](Remote::ProbeSession*) {
            // Cut the link twice mid-stream, while the device keeps writing.
            if ((outcome.lines.size() >= 5 && killed == 0) || (outcome.lines.size() >= 20 && killed == 1))
                killed += m_sshd.killSessions() > 0 ? 1 : 0;
        });
    QCOMPARE(killed, 2);
    QVERIFY2(outcome.lost >= 2, qPrintable(QString::number(outcome.lost)));
    QVERIFY(outcome.reconnected >= 2);
    QVERIFY2(outcome.result.ok, qPrintable(outcome.result.message));
    // Exactly what the device wrote: no line lost, none twice, none torn.
    const QList<QByteArray> written = fileLines(QFile::decodeName(runFolder) + QStringLiteral("/events.jsonl"));
    QCOMPARE(written.size(), 40);
    QCOMPARE(outcome.lines, written);
    // And the fetched copy is the device's, byte for byte.
    QCOMPARE(fileLines(dir.filePath(QStringLiteral("fetched/events.jsonl"))), written);
    QVERIFY(outcome.result.done);
}

void TestProbeSession::cancelKeepsWhatWasWritten()
{
    QTemporaryDir dir;
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("device/run")));
    Outcome outcome;
    bool cancelled = false;
    runSession([] { return std::make_unique<Remote::LocalTransport>(); }, runFolder,
        { "sh", QFile::encodeName(m_script), "100000", "0.01" }, dir.filePath(QStringLiteral("fetched")), &outcome,
        [&](Remote::ProbeSession* session) {
            if (!cancelled && outcome.lines.size() >= 3) {
                cancelled = true;
                QMetaObject::invokeMethod(session, &Remote::ProbeSession::cancel);
            }
        });
    QVERIFY(outcome.result.cancelled);
    QVERIFY(!outcome.result.done);
    QVERIFY(outcome.lines.size() >= 3);
    QVERIFY(outcome.lines.size() < 100000);
    // Everything written is kept: the complete lines streamed, plus a torn last line if the
    // kill came between the two writes of one.
    QFile events(dir.filePath(QStringLiteral("fetched/events.jsonl")));
    QVERIFY(events.open(QIODevice::ReadOnly));
    QByteArray joined;
    for (const QByteArray& line : outcome.lines)
        joined += line + '\n';
    const QByteArray fetched = events.readAll();
    QVERIFY(fetched.startsWith(joined.left(joined.size() - (fetched.endsWith('\n') ? 0 : 1)).left(joined.size() - 1)));
    QVERIFY(outcome.result.files.contains(QStringLiteral("events.jsonl")));
}

// The local disk fills while the run folder is fetched: each file is fetched next to its target
// and renamed once whole, so the journal of events.jsonl (written as the lines streamed) is kept
// whole, and no partial copy is left. A 64 KiB tmpfs holds the fetched folder; the journal takes
// about 40 KiB of it, so its fetched copy cannot fit beside it.
void TestProbeSession::fullDiskFetchKeepsTheJournal()
{
    QTemporaryDir dir;
    const QString small = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(small));
    QProcess mount;
    mount.start(QStringLiteral("mount"),
        { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64k"),
            QStringLiteral("tmpfs"), small });
    if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit || mount.exitCode() != 0)
        QSKIP("cannot mount a 64 KiB tmpfs (needs root and CAP_SYS_ADMIN): the full-disk fetch does not run");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), { QStringLiteral("-l"), small }); });
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("device/run")));
    const QString fetched = small + QStringLiteral("/fetched");
    Outcome outcome;
    runSession([] { return std::make_unique<Remote::LocalTransport>(); }, runFolder,
        { "sh", QFile::encodeName(m_script), "900", "0" }, fetched, &outcome);
    QVERIFY(outcome.finished);
    QVERIFY(!outcome.result.ok);
    QVERIFY2(outcome.result.message.contains(QLatin1String("No space left on device")),
        qPrintable(outcome.result.message));
    const QList<QByteArray> written = fileLines(QFile::decodeName(runFolder) + QStringLiteral("/events.jsonl"));
    QCOMPARE(written.size(), 900);
    QCOMPARE(outcome.lines, written);
    QCOMPARE(fileLines(fetched + QStringLiteral("/events.jsonl")), written); // the journal, whole
    const QStringList left = QDir(fetched).entryList(QDir::Files);
    for (const QString& name : left)
        QVERIFY2(!name.endsWith(QLatin1String(".part")), qPrintable(name));
}

// The link dies inside the download of events.jsonl (the sshd's session processes are killed
// once the fetched copy's .part has bytes): the journal written while the lines streamed is kept
// whole. A fetch straight into events.jsonl would leave it cut at the point of the kill.
void TestProbeSession::linkLostMidFetchKeepsTheJournal()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("device/run")));
    const QString fetched = dir.filePath(QStringLiteral("fetched"));
    const QString part = fetched + QStringLiteral("/events.jsonl.part");
    // About 7 MB of events at once, then DONE: the download takes long enough to be cut.
    const QByteArray script = "awk 'BEGIN { for (i = 1; i <= 200000; i++) "
                              "printf \"{\\\"v\\\":1,\\\"type\\\":\\\"sample\\\",\\\"i\\\":%d}\\n\", i }' "
                              "> events.jsonl && sha256sum events.jsonl > DONE";
    int killed = 0;
    QTimer watch;
    watch.setInterval(2);
    // The cut comes once the fetched copy is being written: beside the journal (.part), or over it
    // (the journal shrinking after it was whole), so the test tells the two ways apart.
    const QString journal = fetched + QStringLiteral("/events.jsonl");
    qint64 whole = 0;
    connect(&watch, &QTimer::timeout, this, [&] {
        const qint64 size = QFileInfo(journal).size();
        whole = std::max(whole, size);
        const bool fetching = QFileInfo(part).size() > 0 || (whole > 6000000 && size < whole);
        if (killed == 0 && fetching)
            killed += m_sshd.killSessions() > 0 ? 1 : 0;
    });
    watch.start();
    Outcome outcome;
    runSession(sshFactory(), runFolder, { "sh", "-c", script }, fetched, &outcome);
    watch.stop();
    const QList<QByteArray> written = fileLines(QFile::decodeName(runFolder) + QStringLiteral("/events.jsonl"));
    QCOMPARE(written.size(), 200000);
    QCOMPARE(outcome.lines.size(), written.size());
    if (killed == 0)
        QSKIP("the fetch ended before the link could be cut (nothing to show on this run)");
    QVERIFY(!outcome.result.ok);
    QCOMPARE(fileLines(journal), written); // the journal, whole
    QVERIFY(!QFile::exists(part));
}

void TestProbeSession::parseDone_data()
{
    QTest::addColumn<QByteArray>("done");
    QTest::addColumn<int>("entries");
    QTest::addColumn<int>("bad");
    const QByteArray hex(64, 'a');
    QTest::addRow("two") << QByteArray(hex + "  events.jsonl\n" + hex + " *mem.log\n") << 2 << 0;
    QTest::addRow("no-trailing-newline") << QByteArray(hex + "  events.jsonl") << 1 << 0;
    QTest::addRow("dot-slash") << QByteArray(hex + "  ./env.json\n") << 1 << 0;
    QTest::addRow("absolute-path") << QByteArray(hex + "  /etc/passwd\n") << 0 << 1;
    QTest::addRow("escape-upwards") << QByteArray(hex + "  ../x\n") << 0 << 1;
    QTest::addRow("short-hash") << QByteArray("abc  x\n") << 0 << 1;
    QTest::addRow("not-hex") << QByteArray(QByteArray(64, 'z') + "  x\n") << 0 << 1;
    QTest::addRow("binary") << QByteArray("\x00\xff\n\n", 4) << 0 << 1;
}

void TestProbeSession::parseDone()
{
    QFETCH(QByteArray, done);
    int bad = -1;
    const auto sums = Remote::parseDone(done, &bad);
    QTEST(int(sums.size()), "entries");
    QTEST(bad, "bad");
}

QTEST_GUILESS_MAIN(TestProbeSession)
#include "tst_probesession.moc"
