// The importers on logs recorded with the measurement method's own commands (docs/measurement-method.md) (tests/data/logs, see its README),
// and on hostile bytes: every malformed line named by file and line, nothing half-imported.

#include "analysis/core/inputfile.h"
#include "analysis/core/statistics.h"
#include "analysis/import/filesummary.h"
#include "analysis/import/importer.h"
#include "analysis/verdict/verdict.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Analysis;

namespace {

QString logsDir()
{
    return QStringLiteral(HEADROOM_LOGS_DIR);
}

QByteArray readFixture(const QString& name)
{
    QFile f(logsDir() + u'/' + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// An independent reading of a mem.log, the slow obvious way (QString and a regex per line), to
// check the fast parser against: number of stamp blocks that hold a VmRSS, the largest VmRSS
// and the largest VmHWM.
struct Reference {
    int blocks = 0;
    qint64 maxRss = -1;
    qint64 maxHwm = -1;
};
Reference referenceRead(const QByteArray& bytes)
{
    Reference r;
    const QRegularExpression field(QStringLiteral("^(VmRSS|VmHWM):\\s+(\\d+) kB$"));
    for (const QString& line : QString::fromUtf8(bytes).split(u'\n')) {
        const auto m = field.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        const qint64 v = m.captured(2).toLongLong();
        if (m.captured(1) == u"VmRSS") {
            ++r.blocks;
            r.maxRss = std::max(r.maxRss, v);
        } else {
            r.maxHwm = std::max(r.maxHwm, v);
        }
    }
    return r;
}

int firstErrorLine(const Diagnostics& d)
{
    for (const auto& x : d)
        if (x.severity == Diagnostic::Severity::Error)
            return x.line;
    return -1;
}

QString allMessages(const Diagnostics& d)
{
    QStringList out;
    for (const auto& x : d)
        out << x.toString();
    return out.join(u'\n');
}

int warnings(const Diagnostics& d)
{
    return static_cast<int>(std::count_if(
        d.begin(), d.end(), [](const Diagnostic& x) { return x.severity == Diagnostic::Severity::Warning; }));
}

} // namespace

class TstImporters : public QObject {
    Q_OBJECT

private slots:
    // A mapped log is given back behind the parser (issue 27): RssFile (this process's resident
    // file pages, /proc/self/status) falls by the log's size after the import released it,
    // and every sample was still read, the bytes behind the reader still the same when read again.
    void mappedLogIsReleasedBehindTheParser()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mem.log"));
        QByteArray log;
        const int n = 800000; // 40 MB of the kernel's bytes
        log.reserve(qsizetype(n) * 50);
        for (int i = 0; i < n; ++i)
            log += QByteArray::number(1700000000 + i) + "\nVmHWM:\t  200000 kB\nVmRSS:\t  "
                + QByteArray::number(100000 + i % 1000) + " kB\n";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(log) == log.size());
        f.close();
        const auto rssFileKb = [] {
            QFile s(QStringLiteral("/proc/self/status"));
            if (!s.open(QIODevice::ReadOnly))
                return qint64(-1);
            for (const QByteArray& line : s.readAll().split('\n'))
                if (line.startsWith("RssFile:"))
                    return line.mid(8).trimmed().split(' ').value(0).toLongLong();
            return qint64(-1);
        };
        if (rssFileKb() < 0)
            QSKIP("this kernel's /proc/self/status has no RssFile");
        Analysis::MappedInputFile mapped;
        QString why;
        QVERIFY2(mapped.open(path, Analysis::kMaxInputFileBytes, &why), qPrintable(why));
        QCOMPARE(mapped.size(), qint64(log.size()));
        const qint64 before = rssFileKb();
        int calls = 0;
        Analysis::ImportOptions options;
        options.hashSource = false;
        options.consumed = [&](const char* upTo) {
            ++calls;
            QVERIFY(upTo >= mapped.data() && upTo <= mapped.data() + mapped.size());
            mapped.releaseUpTo(upTo);
        };
        const Analysis::ImportResult r = Analysis::importBytes(mapped.bytes(), path, options);
        QVERIFY(r.ok());
        QCOMPARE(r.run->memory.constFind(QString())->size(), size_t(n));
        QVERIFY2(calls >= 2, qPrintable(QString::number(calls))); // every 16 MiB
        // The last stretch is released by the caller; then nothing of the log is resident.
        const qint64 touched = rssFileKb();
        mapped.releaseUpTo(mapped.data() + mapped.size());
        const qint64 after = rssFileKb();
        qInfo("RssFile %lld kB before, %lld kB after the parse, %lld kB after the last release (log %lld kB)",
            static_cast<long long>(before), static_cast<long long>(touched), static_cast<long long>(after),
            static_cast<long long>(log.size() / 1024));
        QVERIFY2(after < before + log.size() / 1024 / 4, qPrintable(QString::number(after)));
        // And while it ran: at its end no more than the last 16 MiB stretch (and a little) was resident.
        QVERIFY2(touched < before + log.size() / 1024 * 3 / 4, qPrintable(QString::number(touched)));
        // Read again after the release: the same bytes.
        QCOMPARE(QByteArray(mapped.data(), mapped.size()), log);
    }

    void memLogFixtures_data();
    void memLogFixtures();
    void snapshots();
    void memLogAloneIsOneInput();
    void timingFixtures_data();
    void timingFixtures();
    void hostile_data();
    void hostile();
    void partialLastBlockKept();
    void warmupOption();
    void mutatedFixturesNeverCrash();
    void cancel();
    void missingFile();
};

void TstImporters::memLogFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("method-loop-sleep-0.5") << QStringLiteral("mem-sleep0.5.log");
    QTest::addRow("fast-loop-nanosecond-stamps") << QStringLiteral("mem-sleep0.05-ns.log");
}

void TstImporters::memLogFixtures()
{
    QFETCH(QString, file);
    const QByteArray bytes = readFixture(file);
    QVERIFY(!bytes.isEmpty());
    const ImportResult r = importFile(logsDir() + u'/' + file, {});
    QVERIFY2(r.ok(), qPrintable(allMessages(r.diagnostics)));
    QCOMPARE(r.format, QStringLiteral("memlog"));
    // The loop ran on after the process exited: those bare stamps are reported, not kept.
    QCOMPARE(warnings(r.diagnostics), 1);
    QVERIFY(r.diagnostics.first().message.contains(u"exited"));
    const MemorySeries& m = r.run->memory.value(QString());
    QVERIFY(m.timeIsEpoch);
    const Reference ref = referenceRead(bytes);
    QCOMPARE(static_cast<int>(m.size()), ref.blocks);
    QCOMPARE(*std::max_element(m.rssKb.begin(), m.rssKb.end()), ref.maxRss);
    QVERIFY(std::is_sorted(m.t.begin(), m.t.end()));
    QCOMPARE(r.run->sources.size(), 1);
    QCOMPARE(r.run->sources.first().sha256.size(), 64);

    const FileSummary s = summarizeImport(file, r);
    QCOMPARE(s.memory.size(), 1);
    QCOMPARE(s.memory.first().peakRssKb, ref.maxRss);
    QCOMPARE(s.memory.first().maxHwmKb, ref.maxHwm);
    QVERIFY(!s.memory.first().partialLast);
    QVERIFY(s.memory.first().intervalMedianS.has_value());
    QVERIFY(toText(s).contains(u"not the device's"));
}

void TstImporters::snapshots()
{
    const ImportResult status = importFile(logsDir() + u"/status-after-load.txt", {});
    QVERIFY2(status.ok(), qPrintable(allMessages(status.diagnostics)));
    QCOMPARE(status.format, QStringLiteral("procstatus"));
    const MemorySeries& s = status.run->memory.value(QString());
    QCOMPARE(s.size(), size_t(1));
    QVERIFY(!s.timeIsEpoch);
    // Figures as the file has them (grep output, "VmRSS:\t   62660 kB").
    const Reference ref = referenceRead(readFixture(QStringLiteral("status-after-load.txt")));
    QCOMPARE(s.rssKb.front(), ref.maxRss);
    QCOMPARE(s.hwmKb.front(), ref.maxHwm);
    QCOMPARE(s.vmSizeKb.size(), size_t(1));
    QVERIFY(s.vmSizeKb.front() >= s.rssKb.front());

    const ImportResult ps = importFile(logsDir() + u"/ps-after-load.txt", {});
    QVERIFY2(ps.ok(), qPrintable(allMessages(ps.diagnostics)));
    QCOMPARE(ps.format, QStringLiteral("ps"));
    const QList<QByteArray> row
        = readFixture(QStringLiteral("ps-after-load.txt")).split('\n').at(1).simplified().split(' ');
    const MemorySeries& p = ps.run->memory.value(QString());
    QCOMPARE(p.pid, row.at(0).toLongLong());
    QCOMPARE(p.rssKb.front(), row.at(1).toLongLong());
    QCOMPARE(p.vmSizeKb.front(), row.at(2).toLongLong());
    QCOMPARE(p.hwmKb.front(), MemorySeries::kMissing); // ps has no high-water mark: missing, never 0
    QVERIFY(ps.run->environment.values.value(QStringLiteral("process.cmd")).contains(u"grow.py"));
}

void TstImporters::timingFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("msPerUnit"); // how the file's numbers convert to ms
    QTest::addRow("plain-seconds") << QStringLiteral("timing-list-seconds.txt") << QStringLiteral("timing-list")
                                   << 1000.0;
    QTest::addRow("with-ms-unit") << QStringLiteral("timing-list-ms.txt") << QStringLiteral("timing-list") << 1.0;
}

void TstImporters::timingFixtures()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(double, msPerUnit);
    const ImportResult r = importFile(logsDir() + u'/' + file, {});
    QVERIFY2(r.ok(), qPrintable(allMessages(r.diagnostics)));
    QCOMPARE(r.format, format);
    // Independent reading: the first number of each line, the first one dropped (warm-up).
    std::vector<double> expected;
    const QList<QByteArray> lines = readFixture(file).trimmed().split('\n');
    for (int i = 1; i < lines.size(); ++i)
        expected.push_back(lines.at(i).simplified().split(' ').first().toDouble() * msPerUnit);
    QCOMPARE(r.run->repetitions.size(), lines.size());
    QVERIFY(r.run->repetitions.first().warmup);
    const Summary want = summarize(expected, 0);
    const FileSummary s = summarizeImport(file, r);
    QCOMPARE(s.timing.size(), 1);
    QCOMPARE(s.timing.first().stats.n, want.n);
    QVERIFY(qAbs(s.timing.first().stats.median - want.median) < 1e-6);
    QVERIFY(qAbs(s.timing.first().stats.p90 - want.p90) < 1e-6);

    const ImportResult csv = importFile(logsDir() + u"/timing.csv", {});
    QVERIFY2(csv.ok(), qPrintable(allMessages(csv.diagnostics)));
    QCOMPARE(csv.format, QStringLiteral("timing-csv"));
    QCOMPARE(csv.run->repetitionsFor(QStringLiteral("short")).size(), 12);
    QCOMPARE(csv.run->repetitionsFor(QStringLiteral("long")).size(), 12);
    QVERIFY(csv.notes.join(u' ').contains(u"wall_ms"));

    const ImportResult summary = importFile(logsDir() + u"/timing-script-summary.txt", {});
    QVERIFY2(summary.ok(), qPrintable(allMessages(summary.diagnostics)));
    QCOMPARE(summary.format, QStringLiteral("timing-summary"));
    QVERIFY(summary.run->repetitions.isEmpty()); // a summary is never raw data
    QCOMPARE(summary.run->reportedSummaries.size(), 1);
    const ReportedSummary& rs = summary.run->reportedSummaries.first();
    QCOMPARE(rs.n, 19);
    const QList<QByteArray> second
        = readFixture(QStringLiteral("timing-script-summary.txt")).split('\n').at(1).split(' ');
    QVERIFY(qAbs(rs.figures.value(QStringLiteral("median")) - second.at(3).toDouble() * 1000) < 1e-9);
}

void TstImporters::hostile_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("errorLine"); // first error's line; -1 when none
    QTest::addColumn<QString>("says"); // part of the messages

    const QByteArray block1 = "1700000000\nVmHWM:\t   1000 kB\nVmRSS:\t    900 kB\n";
    const QByteArray block2 = "1700000001\nVmHWM:\t   1200 kB\nVmRSS:\t   1100 kB\n";
    QTest::addRow("empty-file") << QByteArray() << QString() << false << 0 << QStringLiteral("empty");
    QTest::addRow("only-blank-lines") << QByteArray("\n \r\n\t\n") << QString() << false << 0
                                      << QStringLiteral("empty");
    QTest::addRow("crlf") << QByteArray(block1 + block2).replace("\n", "\r\n") << QString() << true << -1 << QString();
    QTest::addRow("no-trailing-newline") << QByteArray(block1 + block2).chopped(1) << QString() << true << -1
                                         << QString();
    QTest::addRow("spaces-instead-of-tabs")
        << QByteArray("1700000000\nVmRSS:   900 kB\nVmHWM:  1000 kB\n") << QString() << true << -1 << QString();
    QTest::addRow("binary-junk-with-nul") << QByteArray("\x7f"
                                                        "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0",
        16) << QString() << false << 0 << QStringLiteral("NUL");
    QTest::addRow("binary-junk-high-bytes") << QByteArray("\xff\xfe\x80\x81\x9c\n\xc3\x28\xa0\xa1\n") << QString()
                                            << false << 0 << QStringLiteral("unrecognised");
    QTest::addRow("truncated-utf8-in-list")
        << QByteArray("0.5\n0.6\n\xe4\xb8\n") << QString() << false << 3 << QStringLiteral("expected one duration");
    QTest::addRow("truncated-utf8-csv-header")
        << QByteArray("run,wall_\xe4\xb8,\nx,1,\ny,2,\n") << QStringLiteral("2") << true << -1 << QString();
    QTest::addRow("ten-mb-single-line") << QByteArray(10 * 1024 * 1024, '7') << QString() << false << 1
                                        << QStringLiteral("longer than");
    QTest::addRow("negative-duration") << QByteArray("0.5\n-0.2\n0.4\n") << QString() << false << 2
                                       << QStringLiteral("negative");
    QTest::addRow("nan-duration") << QByteArray("0.5\nnan\n0.4\n") << QString() << false << 2
                                  << QStringLiteral("expected one duration");
    QTest::addRow("inf-duration") << QByteArray("0.5\n0.4\ninf\n") << QString() << false << 3
                                  << QStringLiteral("expected one duration");
    QTest::addRow("negative-rss") << QByteArray(block1 + "1700000001\nVmHWM:\t   1200 kB\nVmRSS:\t  -1100 kB\n")
                                  << QString() << false << 6 << QStringLiteral("whole number of kB");
    QTest::addRow("nan-stamp") << QByteArray(block1 + "nan\nVmHWM:\t   1200 kB\nVmRSS:\t   1100 kB\n") << QString()
                               << false << 4 << QStringLiteral("expected a time stamp line");
    QTest::addRow("non-monotonic-stamps")
        << QByteArray(block2 + block1) << QString() << false << 4 << QStringLiteral("earlier");
    QTest::addRow("field-twice") << QByteArray(block1 + "VmRSS:\t 5 kB\n" + block2) << QString() << false << 4
                                 << QStringLiteral("twice");
    QTest::addRow("middle-block-missing-hwm") << QByteArray(block1 + "1700000001\nVmRSS:\t 5 kB\n" + block2)
                                              << QString() << false << 4 << QStringLiteral("VmHWM");
    QTest::addRow("stamps-only") << QByteArray("1700000000\n1700000001\n1700000002\n") << QString() << false << 0
                                 << QStringLiteral("PID");
    QTest::addRow("date-without-format") << QByteArray(block1 + "Thu Nov 30 12:00:00 UTC 2023\n" + block2) << QString()
                                         << false << 4 << QStringLiteral("time stamp");
    QTest::addRow("ms-without-unit-warns")
        << QByteArray("250\n260\n255\n") << QString() << true << -1 << QStringLiteral("milliseconds");
    QTest::addRow("csv-ambiguous") << QByteArray("load_ms,wall_ms\n10,20\n") << QString() << false << 1
                                   << QStringLiteral("load_ms (1), wall_ms (2)");
    QTest::addRow("csv-chosen-column") << QByteArray("load_ms,wall_ms\n10,20\n") << QStringLiteral("WALL_MS") << true
                                       << -1 << QString();
    QTest::addRow("csv-unknown-column") << QByteArray("load_ms,wall_ms\n10,20\n") << QStringLiteral("ttft") << false
                                        << 1 << QStringLiteral("no column 'ttft'");
    QTest::addRow("csv-short-row") << QByteArray("rep,wall_ms\n0,20\n1\n2,22\n") << QString() << false << 3
                                   << QStringLiteral("2 cells");
    QTest::addRow("csv-quoted") << QByteArray("name,wall_ms\n\"a, b\",20\n\"c \"\"d\"\"\",21\n") << QString() << true
                                << -1 << QString();
    QTest::addRow("csv-unbalanced-quote")
        << QByteArray("name,wall_ms\n\"a, b,20\n") << QString() << false << 2 << QStringLiteral("quote");
    QTest::addRow("summary-impossible") << QByteArray("n= 3\nmin= 0.5 median= 0.2 max= 0.9\n") << QString() << false
                                        << 0 << QStringLiteral("cannot be");
    QTest::addRow("summary-junk-line") << QByteArray("n= 3\nmin= 0.1 median= 0.2 max= 0.3\nhello\n") << QString()
                                       << false << 3 << QStringLiteral("expected the timing script");
    QTest::addRow("ps-no-row") << QByteArray("  PID   RSS    VSZ     ELAPSED CMD\n") << QString() << false << 0
                               << QStringLiteral("exited");
    QTest::addRow("ps-busybox-suffix") << QByteArray(
        "PID   RSS  VSZ  ELAPSED COMMAND\n 812  1.5g 2g  01:02 ./llama-cli -m x\n")
                                       << QString() << true << -1 << QString();
    QTest::addRow("status-twice") << QByteArray("VmRSS:\t 5 kB\nVmRSS:\t 6 kB\n") << QString() << false << 2
                                  << QStringLiteral("twice");
    QByteArray manyBad("0.1\n");
    for (int i = 0; i < 5000; ++i)
        manyBad += "x\n";
    QTest::addRow("many-bad-lines-capped") << manyBad << QString() << false << 2 << QStringLiteral("too many errors");
}

void TstImporters::hostile()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, column);
    QFETCH(bool, ok);
    QFETCH(int, errorLine);
    QFETCH(QString, says);
    ImportOptions options;
    options.csvColumn = column;
    const ImportResult r = importBytes(data, QStringLiteral("in.log"), options);
    const QString messages = allMessages(r.diagnostics);
    QVERIFY2(r.ok() == ok, qPrintable(messages));
    // Succeeds whole or leaves nothing.
    QCOMPARE(r.run.has_value(), ok);
    QCOMPARE(firstErrorLine(r.diagnostics), errorLine);
    if (!says.isEmpty())
        QVERIFY2(messages.contains(says), qPrintable(messages));
    for (const auto& d : r.diagnostics)
        QCOMPARE(d.file, QStringLiteral("in.log"));
    QVERIFY(r.diagnostics.size() <= 2 * 50 + 1);
}

void TstImporters::partialLastBlockKept()
{
    // Cut off mid-write: the last line lost its end (no "kB", no newline).
    const QByteArray cut = "1700000000\nVmHWM:\t 1000 kB\nVmRSS:\t 900 kB\n1700000001\nVmHWM:\t 1300 kB\nVmRSS:\t 12";
    const ImportResult r = importBytes(cut, QStringLiteral("cut.log"), {});
    QVERIFY2(r.ok(), qPrintable(allMessages(r.diagnostics)));
    const MemorySeries& m = r.run->memory.value(QString());
    QCOMPARE(m.size(), size_t(2));
    QCOMPARE(m.hwmKb.back(), 1300);
    QCOMPARE(m.rssKb.back(), MemorySeries::kMissing);
    QCOMPARE(warnings(r.diagnostics), 2); // the cut line, and the partial block
    QCOMPARE(r.diagnostics.first().line, 6);
    const FileSummary s = summarizeImport(QStringLiteral("cut.log"), r);
    QVERIFY(s.memory.first().partialLast);
    QCOMPARE(s.memory.first().peakRssKb, 900); // a missing value is never read as a figure
}

void TstImporters::warmupOption()
{
    ImportOptions options;
    options.warmup = 3;
    options.timingKind = TimingKind::InProcess;
    const ImportResult r = importBytes("5 ms\n1 ms\n1 ms\n2 ms\n3 ms\n", QStringLiteral("t.txt"), options);
    QVERIFY(r.ok());
    QCOMPARE(r.run->timingKind, TimingKind::InProcess);
    const FileSummary s = summarizeImport(QStringLiteral("t.txt"), r);
    QCOMPARE(s.timing.first().warmupDropped, 3);
    QCOMPARE(s.timing.first().stats.n, 2);
    QCOMPARE(s.timing.first().stats.median, 2.5); // {2, 3}
}

void TstImporters::mutatedFixturesNeverCrash()
{
    // Deterministic mutations of every fixture: flipped bytes, cut files, inserted junk. Nothing
    // may crash, and the result is always all-or-nothing.
    std::mt19937 rng(12345);
    const QStringList files { QStringLiteral("mem-sleep0.5.log"), QStringLiteral("status-after-load.txt"),
        QStringLiteral("ps-after-load.txt"), QStringLiteral("timing.csv"), QStringLiteral("timing-script-summary.txt"),
        QStringLiteral("timing-list-ms.txt") };
    for (const QString& f : files) {
        const QByteArray original = readFixture(f);
        QVERIFY(!original.isEmpty());
        for (int i = 0; i < 300; ++i) {
            QByteArray b = original;
            const int edits = 1 + static_cast<int>(rng() % 4);
            for (int e = 0; e < edits && !b.isEmpty(); ++e) {
                const auto pos = static_cast<qsizetype>(rng() % static_cast<unsigned>(b.size()));
                switch (rng() % 3) {
                case 0:
                    b[pos] = static_cast<char>(rng() & 0xff);
                    break;
                case 1:
                    b.truncate(pos);
                    break;
                default:
                    b.insert(pos, static_cast<char>(rng() & 0xff));
                }
            }
            const ImportResult r = importBytes(b, f, {});
            QCOMPARE(r.run.has_value(), r.ok());
            if (!r.ok())
                QVERIFY(hasErrors(r.diagnostics));
        }
    }
}

void TstImporters::cancel()
{
    QByteArray big;
    for (int i = 0; i < 100000; ++i)
        big += QByteArray::number(1700000000 + i) + "\nVmHWM:\t 1000 kB\nVmRSS:\t 900 kB\n";
    QList<qint64> seen;
    ImportOptions options;
    options.progress = [&seen](qint64 done, qint64 total) {
        seen << done;
        return done < total / 2;
    };
    const ImportResult r = importBytes(big, QStringLiteral("big.log"), options);
    QVERIFY(r.cancelled);
    QVERIFY(!r.run.has_value());
    QVERIFY(seen.size() >= 2);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
}

void TstImporters::missingFile()
{
    const ImportResult r = importFile(QStringLiteral("/nonexistent/mem.log"), {});
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics.size(), 1);
    QVERIFY(r.diagnostics.first().toString().startsWith(u"/nonexistent/mem.log"));
}

// The method's own mem.log imported alone, with no timings and no input ids: one input named
// after the file, its sampled peak a figure like any other (the report's table was empty, and the
// verdict said no peak memory was recorded while `analyze` showed it).
void TstImporters::memLogAloneIsOneInput()
{
    const ImportResult r = importFile(logsDir() + u"/mem-sleep0.5.log", {});
    QVERIFY2(r.ok(), qPrintable(allMessages(r.diagnostics)));
    QVERIFY(r.run->inputs.isEmpty() && r.run->repetitions.isEmpty());
    const FigureTable table = perInputFigures(*r.run, {});
    QCOMPARE(table.inputs.size(), 1);
    QCOMPARE(table.inputs.first().inputId, r.run->name);
    QVERIFY(!r.run->name.isEmpty());
    QVERIFY(table.inputs.first().peakKb);
    QCOMPARE(table.inputs.first().peakExactness, Exactness::Sampled);
    QVERIFY(*table.inputs.first().peakKb > 100000); // the log's largest VmHWM, 189 MiB
    const Verdict v = decide(table);
    QVERIFY2(!v.reason.contains(QLatin1String("No peak memory")), qPrintable(v.reason));
}

QTEST_GUILESS_MAIN(TstImporters)
#include "tst_importers.moc"
