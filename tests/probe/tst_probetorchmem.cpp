// A PyTorch workload's own GPU memory peaks (issue 25, item 3) with the real probe: a workload
// (torch_standin.py, python3 without torch) prints headroom:gpu_peak lines through the example's
// own report_gpu_peaks() (examples/pytorch/gpu_peaks.py), while the stand-in NVML library
// (standin_nvml.cpp) lists the same process on GPU 0. The peak of allocated tensors, the peak the
// caching allocator reserved and NVML's figure for the process come out per GPU, side by side and
// never added: in rep_end, the run folder, the store, the report (Markdown, the PDF's and the run
// page's table) and the JSON. Hostile lines are refused with the output file and line.
// The same peaks through the file the probe names in $HEADROOM_GPU_PEAKS_FILE (the example's
// write_gpu_peaks_file()): kept with their source, winning over a line for the same GPU; a file
// that is no good (malformed, too big, a link, a FIFO, a folder) is refused by its name, whole.

#include "analysis/core/gpumemory.h"
#include "analysis/import/runfolder.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/report/reporttables.h"
#include "analysis/store/store.h"
#include "probetest.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;
using namespace Analysis;

namespace {

constexpr qint64 kGiB = qint64(1) << 30;
constexpr qint64 kAllocated = 3 * kGiB / 2; // 1.5 GiB
constexpr qint64 kReserved = 2 * kGiB;
constexpr qint64 kNvml = 3 * kGiB; // what NVML sees the process hold: reserved + context + ...

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

QStringList standin(const QString& api, int gpus, qint64 nvml, const QString& route = QStringLiteral("line"))
{
    return { QStringLiteral(HEADROOM_TORCH_STANDIN), QStringLiteral(HEADROOM_EXAMPLES_DIR "/pytorch"), api,
        QString::number(gpus), QString::number(kAllocated), QString::number(kReserved), QString::number(nvml), route };
}

QStringList warningsOf(const QString& out)
{
    QStringList w;
    for (const auto& e : events(out, QStringLiteral("warning")))
        w << e.value(u"message").toString();
    return w;
}

// The relative paths DONE vouches for.
QStringList doneFiles(const QString& out)
{
    QFile f(out + u"/DONE");
    QStringList files;
    if (f.open(QIODevice::ReadOnly))
        for (const QByteArray& line : f.readAll().split('\n'))
            if (line.size() > 66)
                files << QString::fromUtf8(line.mid(66));
    return files;
}

} // namespace

class TestProbeTorchMem : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void peaksBesideNvmlNeverAdded();
    void memoryStatsWithoutNvml();
    void hostileLinesRefusedWithFileAndLine();
    void peaksFileArrivesWithItsSource();
    void fileWinsOverLinesForItsGpus();
    void badPeaksFilesRefusedWhole();

private:
    QString m_python;
    QTemporaryDir m_tmp;
};

void TestProbeTorchMem::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (m_python.isEmpty())
        QSKIP("python3 is not installed: the stand-in PyTorch workload is a Python script");
    QVERIFY(QFile::exists(QStringLiteral(HEADROOM_STANDIN_NVML_LIB)));
}

// GPU 0: the workload's allocated 1.5 GiB and reserved 2 GiB, NVML's 3 GiB for its process. GPU 1:
// NVML sees it, the workload (one visible device) reports nothing: "not available" with what was read.
void TestProbeTorchMem::peaksBesideNvmlNeverAdded()
{
    const QString control = m_tmp.filePath(QStringLiteral("nvml.txt"));
    const QString seen = m_tmp.filePath(QStringLiteral("seen.txt"));
    QVERIFY(writeFile(control,
        "driver 550.54.14\n"
        "device 0 8589934592 4294967296 Stand-in GPU A\n"
        "device 1 17179869184 536870912 Stand-in GPU B\n"));
    qputenv("HEADROOM_STANDIN_NVML", control.toLocal8Bit());
    qputenv("HEADROOM_STANDIN_NVML_SEEN", seen.toLocal8Bit());
    const QString out = m_tmp.filePath(QStringLiteral("run-side"));
    QStringList args { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("1"),
        QStringLiteral("--context-interval-ms"), QStringLiteral("20"), QStringLiteral("--nvml-library"),
        QStringLiteral(HEADROOM_STANDIN_NVML_LIB), QStringLiteral("--out"), out, QStringLiteral("--"), m_python };
    args << standin(QStringLiteral("max_memory"), 1, kNvml);
    const Result r = run(probe(), args);
    qunsetenv("HEADROOM_STANDIN_NVML");
    qunsetenv("HEADROOM_STANDIN_NVML_SEEN");
    QVERIFY2(r.exitCode == 0, r.err.constData());

    QCOMPARE(events(out, QStringLiteral("run_start")).first().value(u"workload_gpu_peaks").toString(),
        QStringLiteral("headroom:gpu_peak lines on stdout and stderr and the file in $HEADROOM_GPU_PEAKS_FILE "
                       "(out/ID-REP.gpu_peaks.json)"));
    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 1);
    QCOMPARE(ends.first().value(u"outcome").toString(), QStringLiteral("ok"));
    const QJsonArray peaks = ends.first().value(u"workload_gpu_peaks").toArray();
    QCOMPARE(peaks.size(), 1);
    const QJsonObject p = peaks.first().toObject();
    QCOMPARE(p.value(u"gpu").toInt(), 0);
    QCOMPARE(qint64(p.value(u"allocated_peak_bytes").toDouble()), kAllocated);
    QCOMPARE(qint64(p.value(u"reserved_peak_bytes").toDouble()), kReserved);
    QCOMPARE(p.value(u"api").toString(), QStringLiteral("torch.cuda.max_memory"));
    QCOMPARE(p.value(u"source").toString(), QStringLiteral("line"));
    QCOMPARE(p.value(u"stream").toString(), QStringLiteral("stdout"));
    QCOMPARE(p.value(u"line").toInt(), 2); // after "warming up"
    QCOMPARE(ends.first().value(u"workload_gpu_peaks_refused").toInt(), 0);
    const QJsonArray nvml = ends.first().value(u"gpu_memory").toArray();
    QCOMPARE(nvml.size(), 2);
    QCOMPARE(qint64(nvml.at(0).toObject().value(u"process_peak_bytes").toDouble()), kNvml);

    // Run folder, project store and back: three figures on GPU 0, none on GPU 1.
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY2(folder.ok, qPrintable(folder.diagnostics.isEmpty() ? QString() : folder.diagnostics.first().message));
    Run stored;
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_tmp.filePath(QStringLiteral("side.headroom")), Store::OpenMode::ReadWrite)));
        const auto outcomes = importIntoProject(store, { out }, {});
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(outcomes.first().ok());
        Diagnostics d;
        const auto loaded = store.loadRun(outcomes.first().runIds.value(0), &d);
        QVERIFY(loaded);
        stored = *loaded;
    }
    QCOMPARE(stored.repetitions.size(), 1);
    const QList<GpuMemory>& gpus = stored.repetitions.first().gpuMemory;
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus.at(0).index, 0);
    QCOMPARE(*gpus.at(0).allocatedPeakBytes, kAllocated);
    QCOMPARE(*gpus.at(0).reservedPeakBytes, kReserved);
    QCOMPARE(*gpus.at(0).processPeakBytes, kNvml);
    QCOMPARE(gpus.at(0).peakApi, QStringLiteral("torch.cuda.max_memory"));
    QCOMPARE(gpus.at(1).index, 1);
    QVERIFY(!gpus.at(1).allocatedPeakBytes && !gpus.at(1).reservedPeakBytes);

    const Report report = makeReport(stored, {}, {}, std::nullopt);
    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    QVERIFY2(md.contains(QStringLiteral("## GPU memory the workload reported")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("1.50 GiB (1610612736 bytes)")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("2.00 GiB (2147483648 bytes)")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("3.00 GiB (3221225472 bytes)")), qPrintable(md));
    // Never added: not allocated + reserved (3.5 GiB), not all three (6.5 GiB), not reserved + NVML (5 GiB).
    for (const char* sum : { "3.50 GiB", "6.50 GiB", "5.00 GiB" })
        QVERIFY2(!md.contains(QLatin1String(sum)), sum);
    // GPU 1: the workload reported nothing, and the report says what was read.
    const ReportTable t = workloadGpuMemoryTable(report);
    QCOMPARE(t.rows.size(), 2);
    QCOMPARE(t.rows.at(1).at(2), QStringLiteral("not available"));
    QCOMPARE(t.rows.at(1).at(4), QStringLiteral("0.00 GiB (0 bytes)")); // NVML: none of GPU 1 is the workload's
    QVERIFY2(t.notes.join(u'\n').contains(QStringLiteral(
                 "not available: the probe read headroom:gpu_peak lines on stdout and stderr and the file in "
                 "$HEADROOM_GPU_PEAKS_FILE (out/ID-REP.gpu_peaks.json), and the workload reported none for this GPU")),
        qPrintable(t.notes.join(u'\n')));
    bool inPlanTables = false; // the PDF and the run page draw planFigureTables
    for (const ReportTable& x : planFigureTables(report))
        inPlanTables = inPlanTables || x.title == t.title;
    QVERIFY(inPlanTables);

    const QJsonObject json = QJsonDocument::fromJson(reportToJson(report)).object();
    const QJsonObject g0 = json.value(u"figures").toObject().value(u"gpu_memory").toArray().at(0).toObject();
    QCOMPARE(g0.value(u"allocated_peak_gib").toDouble(), 1.5);
    QCOMPARE(g0.value(u"reserved_peak_gib").toDouble(), 2.0);
    QCOMPARE(g0.value(u"process_peak_gib").toDouble(), 3.0);
    QCOMPARE(g0.value(u"workload_n").toInt(), 1);
    const QJsonObject rep0 = json.value(u"run")
                                 .toObject()
                                 .value(u"repetitions")
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(u"gpu_memory")
                                 .toArray()
                                 .at(0)
                                 .toObject();
    QCOMPARE(qint64(rep0.value(u"allocated_peak_bytes").toDouble()), kAllocated);
    QCOMPARE(rep0.value(u"peak_api").toString(), QStringLiteral("torch.cuda.max_memory"));
}

// memory_stats() on two GPUs, NVML missing: the workload's figures alone, NVML's "not available"
// naming what was tried.
void TestProbeTorchMem::memoryStatsWithoutNvml()
{
    const QString out = m_tmp.filePath(QStringLiteral("run-stats"));
    QStringList args { QStringLiteral("run"), QStringLiteral("--context-interval-ms"), QStringLiteral("20"),
        QStringLiteral("--nvml-library"), m_tmp.filePath(QStringLiteral("absent/libnvidia-ml.so.1")),
        QStringLiteral("--out"), out, QStringLiteral("--"), m_python };
    args << standin(QStringLiteral("memory_stats"), 2, 0);
    const Result r = run(probe(), args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    const QList<GpuMemory>& gpus = folder.run.repetitions.first().gpuMemory;
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(*gpus.at(1).allocatedPeakBytes, kAllocated + 1);
    QCOMPARE(*gpus.at(1).reservedPeakBytes, kReserved + 1);
    QCOMPARE(gpus.at(1).peakApi, QStringLiteral("torch.cuda.memory_stats"));
    QVERIFY(!gpus.at(1).processPeakBytes && gpus.at(1).source.isEmpty());
    const Report report = makeReport(folder.run, {}, {}, std::nullopt);
    QVERIFY(gpuMemoryTable(report).rows.isEmpty()); // NVML saw nothing
    const ReportTable t = workloadGpuMemoryTable(report);
    QCOMPARE(t.rows.size(), 2);
    QCOMPARE(t.rows.at(1).at(1), QStringLiteral("1"));
    QCOMPARE(t.rows.at(1).at(3), QStringLiteral("2.00 GiB (2147483649 bytes)"));
    QCOMPARE(t.rows.at(1).at(4), QStringLiteral("not available"));
    const QString notes = t.notes.join(u'\n');
    QVERIFY2(notes.contains(QStringLiteral("Where NVML's figure is not available")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("absent/libnvidia-ml.so.1")), qPrintable(notes));
}

// Every way a line can be wrong, on both streams: each refused with its file and line, the good
// line after them kept, and no byte sequence stops the run.
void TestProbeTorchMem::hostileLinesRefusedWithFileAndLine()
{
    const QString script = m_tmp.filePath(QStringLiteral("hostile.sh"));
    QVERIFY(writeFile(script,
        "echo hello\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=1.5e9 reserved=2147483648 api=torch.cuda.max_memory'\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=5 reserved=4 api=torch.cuda.max_memory' >&2\n"
        "printf 'headroom:gpu_peak gpu=0 allocated=\\377\\000 reserved=9 api=x\\n'\n"
        "echo 'headroom:gpu_peak gpu=64 allocated=1 reserved=2 api=x'\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=-1 reserved=2 api=x'\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=99999999999999999999 reserved=2 api=x'\n"
        "echo 'headroom:gpu_peak gpu=0 gpu=0 allocated=1 reserved=2 api=x'\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=$(date)'\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=1 reserved=2'\n"
        "echo 'headroom:gpu_peaks gpu=0 allocated=1 reserved=2 api=x'\n" // another word: not read
        "echo 'headroom:gpu_peak gpu=0 allocated=1024 reserved=4096 api=torch.cuda.max_memory'\n"));
    const QString out = m_tmp.filePath(QStringLiteral("run-hostile"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"),
            script });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto end = events(out, QStringLiteral("rep_end")).first();
    QCOMPARE(end.value(u"workload_gpu_peaks_refused").toInt(), 9);
    const QJsonArray kept = end.value(u"workload_gpu_peaks").toArray();
    QCOMPARE(kept.size(), 1);
    QCOMPARE(qint64(kept.first().toObject().value(u"allocated_peak_bytes").toDouble()), qint64(1024));
    QCOMPARE(kept.first().toObject().value(u"line").toInt(), 11);
    QStringList warnings;
    for (const auto& w : events(out, QStringLiteral("warning")))
        warnings << w.value(u"message").toString();
    QCOMPARE(warnings.size(), 9); // stdout and stderr are read as they come: found by their text
    const auto named = [&](const QString& text) {
        for (const QString& w : warnings)
            if (w.contains(text))
                return true;
        return false;
    };
    for (const QString& expected :
        { QStringLiteral("out/run-0.stdout line 2: headroom:gpu_peak refused: allocated= must be a whole number "
                         "of bytes (digits only, at most 10^18), got \"1.5e9\""),
            QStringLiteral("out/run-0.stderr line 1: headroom:gpu_peak refused: allocated= (5) above reserved= (4)"),
            QStringLiteral("out/run-0.stdout line 3: headroom:gpu_peak refused: allocated= must be"),
            QStringLiteral("out/run-0.stdout line 4: headroom:gpu_peak refused: gpu= must be a device index from 0 "
                           "to 63, got \"64\""),
            QStringLiteral("out/run-0.stdout line 5: headroom:gpu_peak refused: allocated= must be a whole number "
                           "of bytes (digits only, at most 10^18), got \"-1\""),
            QStringLiteral("out/run-0.stdout line 6: headroom:gpu_peak refused: allocated= must be"),
            QStringLiteral("out/run-0.stdout line 7: headroom:gpu_peak refused: gpu= given twice"),
            QStringLiteral("out/run-0.stdout line 8: headroom:gpu_peak refused: api= must name the call"),
            QStringLiteral("out/run-0.stdout line 9: headroom:gpu_peak refused: missing api=") })
        QVERIFY2(named(expected), qPrintable(expected + u"\nin:\n" + warnings.join(u'\n')));
    QVERIFY(QFile::exists(out + u"/out/run-0.stdout"));

    // The host keeps the good line, counts the refused ones and names them in the report's note.
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    QCOMPARE(folder.run.environment.values.value(QLatin1String(GpuKeys::kWorkloadPeaksRefused)), QStringLiteral("9"));
    const ReportTable t = workloadGpuMemoryTable(makeReport(folder.run, {}, {}, std::nullopt));
    QCOMPARE(t.rows.size(), 1);
    QCOMPARE(t.rows.first().at(2), QStringLiteral("0.00 GiB (1024 bytes)"));
}

// The example's write_gpu_peaks_file() under the probe, two GPUs, memory_stats(): the figures come
// from the file alone (no line printed), with their source in rep_end, the run folder, the store
// and the report; the file stays in the run folder, vouched for by DONE.
void TestProbeTorchMem::peaksFileArrivesWithItsSource()
{
    const QString out = m_tmp.filePath(QStringLiteral("run-file"));
    QStringList args { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"),
        QStringLiteral("--nvml-library"), m_tmp.filePath(QStringLiteral("absent/libnvidia-ml.so.1")),
        QStringLiteral("--out"), out, QStringLiteral("--"), m_python };
    args << standin(QStringLiteral("memory_stats"), 2, 0, QStringLiteral("file"));
    const Result r = run(probe(), args);
    QVERIFY2(r.exitCode == 0, r.err.constData());

    QVERIFY(events(out, QStringLiteral("run_start"))
                .first()
                .value(u"workload_gpu_peaks")
                .toString()
                .contains(QStringLiteral("the file in $HEADROOM_GPU_PEAKS_FILE (out/ID-REP.gpu_peaks.json)")));
    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 2);
    for (int rep = 0; rep < 2; ++rep) {
        QCOMPARE(ends.at(rep).value(u"outcome").toString(), QStringLiteral("ok")); // the variable was set
        QCOMPARE(ends.at(rep).value(u"workload_gpu_peaks_refused").toInt(), 0);
        const QJsonArray peaks = ends.at(rep).value(u"workload_gpu_peaks").toArray();
        QCOMPARE(peaks.size(), 2);
        const QString name = QStringLiteral("out/run-%1.gpu_peaks.json").arg(rep);
        for (int gpu = 0; gpu < 2; ++gpu) {
            const QJsonObject p = peaks.at(gpu).toObject();
            QCOMPARE(p.value(u"gpu").toInt(), gpu);
            QCOMPARE(qint64(p.value(u"allocated_peak_bytes").toDouble()), kAllocated + gpu);
            QCOMPARE(qint64(p.value(u"reserved_peak_bytes").toDouble()), kReserved + gpu);
            QCOMPARE(p.value(u"api").toString(), QStringLiteral("torch.cuda.memory_stats"));
            QCOMPARE(p.value(u"source").toString(), QStringLiteral("file"));
            QCOMPARE(p.value(u"file").toString(), name);
            QVERIFY(!p.contains(u"line") && !p.contains(u"stream"));
        }
        QVERIFY(QFile::exists(out + u'/' + name));
        QVERIFY(doneFiles(out).contains(name));
    }
    QVERIFY(warningsOf(out).isEmpty());

    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok && folder.checksumsVerified);
    QCOMPARE(folder.run.environment.values.value(QLatin1String(GpuKeys::kWorkloadPeaksFrom)), QStringLiteral("file"));
    Run stored;
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_tmp.filePath(QStringLiteral("file.headroom")), Store::OpenMode::ReadWrite)));
        const auto outcomes = importIntoProject(store, { out }, {});
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(outcomes.first().ok());
        Diagnostics d;
        const auto loaded = store.loadRun(outcomes.first().runIds.value(0), &d);
        QVERIFY(loaded);
        stored = *loaded;
    }
    QCOMPARE(*stored.repetitions.at(1).gpuMemory.at(1).allocatedPeakBytes, kAllocated + 1);
    const ReportTable t = workloadGpuMemoryTable(makeReport(stored, {}, {}, std::nullopt));
    QCOMPARE(t.rows.size(), 2);
    QCOMPARE(t.rows.at(0).at(2), QStringLiteral("1.50 GiB (1610612736 bytes)"));
    QCOMPARE(t.rows.at(1).at(3), QStringLiteral("2.00 GiB (2147483649 bytes)"));
    QCOMPARE(t.rows.at(1).at(5), QStringLiteral("torch.cuda.memory_stats"));
    QVERIFY2(t.notes.join(u'\n').contains(
                 QStringLiteral("the workload's own report (the peaks file $HEADROOM_GPU_PEAKS_FILE named)")),
        qPrintable(t.notes.join(u'\n')));
}

// Lines for GPUs 0 and 1 (1 KiB less of each), then the file for GPU 0 alone: GPU 0 has the file's
// figures, GPU 1 the line's, each with its source; the report says both ways were used.
void TestProbeTorchMem::fileWinsOverLinesForItsGpus()
{
    const QString out = m_tmp.filePath(QStringLiteral("run-both"));
    QStringList args { QStringLiteral("run"), QStringLiteral("--nvml-library"),
        m_tmp.filePath(QStringLiteral("absent/libnvidia-ml.so.1")), QStringLiteral("--out"), out, QStringLiteral("--"),
        m_python };
    args << standin(QStringLiteral("max_memory"), 2, 0, QStringLiteral("both"));
    const Result r = run(probe(), args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray peaks = events(out, QStringLiteral("rep_end")).first().value(u"workload_gpu_peaks").toArray();
    QCOMPARE(peaks.size(), 2);
    const QJsonObject g0 = peaks.at(0).toObject(), g1 = peaks.at(1).toObject();
    QCOMPARE(g0.value(u"source").toString(), QStringLiteral("file"));
    QCOMPARE(qint64(g0.value(u"allocated_peak_bytes").toDouble()), kAllocated);
    QCOMPARE(qint64(g0.value(u"reserved_peak_bytes").toDouble()), kReserved);
    QCOMPARE(g1.value(u"source").toString(), QStringLiteral("line"));
    QCOMPARE(g1.value(u"stream").toString(), QStringLiteral("stdout"));
    QCOMPARE(g1.value(u"line").toInt(), 3); // "warming up", GPU 0's line, GPU 1's
    QCOMPARE(qint64(g1.value(u"allocated_peak_bytes").toDouble()), kAllocated + 1 - 1024);

    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    QCOMPARE(
        folder.run.environment.values.value(QLatin1String(GpuKeys::kWorkloadPeaksFrom)), QStringLiteral("line,file"));
    const ReportTable t = workloadGpuMemoryTable(makeReport(folder.run, {}, {}, std::nullopt));
    QCOMPARE(t.rows.at(0).at(2), QStringLiteral("1.50 GiB (1610612736 bytes)"));
    QCOMPARE(t.rows.at(1).at(2), QStringLiteral("1.50 GiB (1610611713 bytes)"));
    QVERIFY2(
        t.notes.join(u'\n').contains(QStringLiteral("the file's figures replace the lines' for the GPUs it names")),
        qPrintable(t.notes.join(u'\n')));
}

// One bad peaks file per repetition, each beside a good line for GPU 0: the file is refused by its
// name in the run folder and counted, none of it kept (GPU 1 of the malformed file's good first
// entry is not there), the line still counts; a link to /dev/zero and a FIFO neither hang the
// probe nor get into DONE, and the host reads the folder as sound.
void TestProbeTorchMem::badPeaksFilesRefusedWhole()
{
    const QString script = m_tmp.filePath(QStringLiteral("badfiles.sh"));
    QVERIFY(writeFile(script,
        "f=\"$HEADROOM_GPU_PEAKS_FILE\"\n"
        "echo 'headroom:gpu_peak gpu=0 allocated=1024 reserved=4096 api=line'\n"
        "case \"$f\" in\n"
        "/*/out/run-0.gpu_peaks.json) printf '{\"gpus\":[{\"gpu\":1,\"allocated\":1,\"reserved\":2,\"api\":\"x\"},"
        "{\"gpu\":2,\"allocated\":1.5e9,\"reserved\":2,\"api\":\"x\"}]}' >\"$f\" ;;\n"
        "*/out/run-1.gpu_peaks.json) { printf '{\"gpus\":[]}'; head -c 70000 /dev/zero | tr '\\000' ' '; } >\"$f\" ;;\n"
        "*/out/run-2.gpu_peaks.json) ln -s /dev/zero \"$f\" ;;\n"
        "*/out/run-3.gpu_peaks.json) mkfifo \"$f\" ;;\n"
        "*/out/run-4.gpu_peaks.json) mkdir \"$f\" ;;\n"
        "*/out/run-5.gpu_peaks.json) echo 'headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=x' >\"$f\" ;;\n"
        "*) echo \"unexpected peaks file: $f\" >&2; exit 3 ;;\n"
        "esac\n"));
    const QString out = QStringLiteral("run-badfiles"); // relative: the workload still gets a full path
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_tmp.path()));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("6"), QStringLiteral("--out"), out,
            QStringLiteral("--"), QStringLiteral("/bin/sh"), script });
    QDir::setCurrent(cwd);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString dir = m_tmp.filePath(out);
    const auto ends = events(dir, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 6);
    for (const QJsonObject& end : ends) {
        QCOMPARE(end.value(u"exit").toInt(), 0); // the case matched: an absolute path in out/
        QCOMPARE(end.value(u"workload_gpu_peaks_refused").toInt(), 1);
        const QJsonArray kept = end.value(u"workload_gpu_peaks").toArray();
        QCOMPARE(kept.size(), 1); // the line's GPU 0, nothing of the file
        QCOMPARE(kept.first().toObject().value(u"source").toString(), QStringLiteral("line"));
        QCOMPARE(qint64(kept.first().toObject().value(u"allocated_peak_bytes").toDouble()), qint64(1024));
    }
    const QStringList warnings = warningsOf(dir);
    QCOMPARE(warnings.size(), 6);
    const QStringList expected {
        QStringLiteral("repetition 0: out/run-0.gpu_peaks.json: GPU peaks file refused: \"gpus\" entry 2: "
                       "\"allocated\" must be a whole number of bytes (digits only, at most 10^18), got \"1.5e9\""),
        QStringLiteral("repetition 1: out/run-1.gpu_peaks.json: GPU peaks file refused: larger than 65536 bytes "
                       "(70011 bytes); none of it was read"),
        QStringLiteral("repetition 2: out/run-2.gpu_peaks.json: GPU peaks file refused: a symbolic link, which is "
                       "not followed"),
        QStringLiteral("repetition 3: out/run-3.gpu_peaks.json: GPU peaks file refused: not a regular file (a FIFO, "
                       "socket or device)"),
        QStringLiteral("repetition 4: out/run-4.gpu_peaks.json: GPU peaks file refused: not a regular file (a "
                       "directory)"),
        QStringLiteral("repetition 5: out/run-5.gpu_peaks.json: GPU peaks file refused: not JSON: "),
    };
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(warnings.at(i).startsWith(expected.at(i)), qPrintable(warnings.at(i)));

    // DONE vouches for the regular files the workload left, never the link or the FIFO.
    const QStringList done = doneFiles(dir);
    QVERIFY(done.contains(QStringLiteral("out/run-0.gpu_peaks.json")));
    QVERIFY(done.contains(QStringLiteral("out/run-1.gpu_peaks.json")));
    QVERIFY(!done.contains(QStringLiteral("out/run-2.gpu_peaks.json")));
    QVERIFY(!done.contains(QStringLiteral("out/run-3.gpu_peaks.json")));
    const RunFolderResult folder = readRunFolder(dir);
    QVERIFY(folder.ok && folder.checksumsVerified);
    QCOMPARE(folder.run.environment.values.value(QLatin1String(GpuKeys::kWorkloadPeaksRefused)), QStringLiteral("6"));
    QCOMPARE(folder.run.environment.values.value(QLatin1String(GpuKeys::kWorkloadPeaksFrom)), QStringLiteral("line"));
}

QTEST_MAIN(TestProbeTorchMem)
#include "tst_probetorchmem.moc"
