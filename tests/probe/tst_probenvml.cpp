// Accelerator memory (issue 25, item 3) with the real probe on real workloads: NVML through the
// probe's one dlopen path, pointed with --nvml-library at a stand-in library the tests build
// (standin_nvml.cpp) whose figures this test writes; the workload itself adds its own pid to the
// stand-in's process list, as a CUDA program appears in the driver's. A Jetson's NvMapMemUsed from a
// fixture /proc (--procfs-root, tests/data/gpu). Then the host: run folder, store, report, verdict.

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
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;
using namespace Analysis;

namespace {

constexpr qint64 kGiB = qint64(1) << 30;

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

QJsonObject gpuOf(const QString& out)
{
    const auto starts = events(out, QStringLiteral("run_start"));
    return starts.isEmpty() ? QJsonObject() : starts.first().value(u"gpu").toObject();
}

// A workload that shows up on GPU 0 with (processes listed so far) GiB: 1, 2, 3 GiB in its three
// repetitions. It waits, bounded, until the stand-in has listed it to the probe twice ("seen PID"
// in $SEEN): the probe takes a reading into the peaks before it asks again, so the peak was read
// without any assumption about timing.
QString workload()
{
    return QStringLiteral("n=$(grep -c '^process 0 ' \"$HEADROOM_STANDIN_NVML\"); n=$((n + 1)); "
                          "echo \"process 0 $$ $((n * 1073741824))\" >> \"$HEADROOM_STANDIN_NVML\"; i=0; "
                          "while [ $i -lt 2000 ]; do c=$(grep -c \"^seen $$\\$\" \"$HEADROOM_STANDIN_NVML_SEEN\" "
                          "2>/dev/null); [ \"${c:-0}\" -ge 2 ] && break; sleep 0.01; i=$((i + 1)); done");
}

} // namespace

class TestProbeNvml : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void discreteGpuIntoRunStoreReportVerdict();
    void nvmlUnavailableSaysWhatWasTried();
    void jetsonUnifiedMemory();
    void malformedGpuMemoryIsRefused();

private:
    QTemporaryDir m_tmp;
};

void TestProbeNvml::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    // The stand-in library must be one the probe can load: a static probe loads it only with the
    // same glibc release, which a library built beside it has.
    QVERIFY(QFile::exists(QStringLiteral(HEADROOM_STANDIN_NVML_LIB)));
}

// Two GPUs: GPU 0 (3.125 GiB) runs the workload, GPU 1 (16 GiB) only a process outside the tree.
// Each repetition's peak on GPU 0 is exactly what the workload listed; GPU 1's is 0; the device
// figures are the stand-in's. The last repetition fills 96% of GPU 0: the verdict says memory,
// by that GPU's own ceiling, whatever system RAM has to spare.
void TestProbeNvml::discreteGpuIntoRunStoreReportVerdict()
{
    const QString control = m_tmp.filePath(QStringLiteral("nvml-a.txt"));
    const QString seen = m_tmp.filePath(QStringLiteral("seen-a.txt"));
    QVERIFY(writeFile(control,
        "driver 550.54.14\n"
        "device 0 3355443200 2147483648 Stand-in GPU A\n"
        "device 1 17179869184 536870912 Stand-in GPU B\n"
        "process 1 1 536870912\n"));
    qputenv("HEADROOM_STANDIN_NVML", control.toLocal8Bit());
    qputenv("HEADROOM_STANDIN_NVML_SEEN", seen.toLocal8Bit());
    const QString out = m_tmp.filePath(QStringLiteral("run-a"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral("--warmup"),
            QStringLiteral("1"), QStringLiteral("--context-interval-ms"), QStringLiteral("20"),
            QStringLiteral("--nvml-library"), QStringLiteral(HEADROOM_STANDIN_NVML_LIB), QStringLiteral("--out"), out,
            QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"), workload() });
    QVERIFY2(r.exitCode == 0, r.err.constData());

    const QJsonObject gpu = gpuOf(out);
    QCOMPARE(gpu.value(u"source").toString(), QStringLiteral("nvml"));
    QCOMPARE(gpu.value(u"library").toString(), QStringLiteral(HEADROOM_STANDIN_NVML_LIB));
    QCOMPARE(gpu.value(u"driver").toString(), QStringLiteral("550.54.14"));
    QCOMPARE(gpu.value(u"devices").toArray().size(), 2);
    QCOMPARE(
        gpu.value(u"devices").toArray().at(1).toObject().value(u"name").toString(), QStringLiteral("Stand-in GPU B"));

    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 3);
    for (int i = 0; i < ends.size(); ++i) {
        const QJsonArray list = ends.at(i).value(u"gpu_memory").toArray();
        QCOMPARE(list.size(), 2);
        const QJsonObject a = list.at(0).toObject(), b = list.at(1).toObject();
        QVERIFY(a.value(u"samples").toInt() >= 1);
        QCOMPARE(qint64(a.value(u"process_peak_bytes").toDouble()), (i + 1) * kGiB);
        QCOMPARE(qint64(a.value(u"total_bytes").toDouble()), qint64(3355443200));
        QCOMPARE(qint64(a.value(u"used_peak_bytes").toDouble()), 2 * kGiB);
        QCOMPARE(a.value(u"unified").toBool(), false);
        QCOMPARE(qint64(b.value(u"process_peak_bytes").toDouble()), qint64(0)); // not the workload's
        QCOMPARE(b.value(u"name").toString(), QStringLiteral("Stand-in GPU B"));
    }
    // The system events: per GPU apart, and the lane's figure (the tree on all GPUs) in MiB.
    bool sampled = false;
    for (const auto& s : events(out, QStringLiteral("system")))
        if (s.value(u"gpu_mem_mib").toInt() > 0) {
            sampled = true;
            QCOMPARE(s.value(u"gpus").toArray().size(), 2);
        }
    QVERIFY(sampled);

    // The host: the run folder, into a project and back, the report and the verdict.
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY2(folder.ok, qPrintable(folder.diagnostics.isEmpty() ? QString() : folder.diagnostics.first().message));
    QCOMPARE(folder.run.repetitions.size(), 3);
    QCOMPARE(folder.run.repetitions.at(2).gpuMemory.size(), 2);
    QCOMPARE(*folder.run.repetitions.at(2).gpuMemory.at(0).processPeakBytes, 3 * kGiB);
    const QString project = m_tmp.filePath(QStringLiteral("a.headroom"));
    Run stored;
    {
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadWrite)));
        const auto outcomes = importIntoProject(store, { out }, {});
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(outcomes.first().ok());
        Diagnostics d;
        const auto loaded = store.loadRun(outcomes.first().runIds.value(0), &d);
        QVERIFY(loaded);
        stored = *loaded;
    }
    QCOMPARE(stored.repetitions.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(stored.repetitions.at(i).gpuMemory.size(), 2);
        const GpuMemory& g = stored.repetitions.at(i).gpuMemory.at(0);
        QCOMPARE(*g.processPeakBytes, (i + 1) * kGiB);
        QCOMPARE(*g.totalBytes, qint64(3355443200));
        QCOMPARE(g.name, QStringLiteral("Stand-in GPU A"));
        QCOMPARE(g.source, QStringLiteral("nvml"));
    }

    const Report report = makeReport(stored, {}, {}, std::nullopt);
    // Warm-up left out: the measured peaks are 2 and 3 GiB, so 3 GiB of 3.125 GiB.
    const auto peaks = gpuPeaks(stored);
    QCOMPARE(peaks.size(), 2);
    QCOMPARE(peaks.at(0).n, 2);
    QCOMPARE(*peaks.at(0).processPeakBytes, 3 * kGiB);
    QCOMPARE(report.verdict.first, FirstLimit::Memory);
    QCOMPARE(verdictRuleName(report.verdict.rule), QStringLiteral("gpu_peak_at_ceiling"));
    QVERIFY2(
        report.verdict.reason.contains(QStringLiteral("GPU 0 (Stand-in GPU A)")), qPrintable(report.verdict.reason));
    QVERIFY2(report.verdict.reason.contains(QStringLiteral("reached 96% of that GPU's memory")),
        qPrintable(report.verdict.reason));
    bool evidence = false;
    for (const Evidence& e : report.verdict.evidence)
        evidence = evidence || (e.unit == u"bytes" && e.value == double(3 * kGiB));
    QVERIFY(evidence);

    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    QVERIFY2(md.contains(QStringLiteral("## GPU memory")), qPrintable(md)); // the PDF draws the same table
    QVERIFY2(md.contains(QStringLiteral("3.00 GiB (3221225472 bytes)")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("NVML (%1, driver 550.54.14)").arg(QStringLiteral(HEADROOM_STANDIN_NVML_LIB))),
        qPrintable(md));
    const QJsonObject json = QJsonDocument::fromJson(reportToJson(report)).object();
    const QJsonArray figures = json.value(u"figures").toObject().value(u"gpu_memory").toArray();
    QCOMPARE(figures.size(), 2);
    QCOMPARE(figures.at(0).toObject().value(u"process_peak_gib").toDouble(), 3.0);
    QCOMPARE(figures.at(0).toObject().value(u"total_gib").toDouble(), 3.125);
    QCOMPARE(json.value(u"verdict").toObject().value(u"rule").toString(), QStringLiteral("gpu_peak_at_ceiling"));
    qunsetenv("HEADROOM_STANDIN_NVML");
    qunsetenv("HEADROOM_STANDIN_NVML_SEEN");
}

// No library at the path, then a library whose nvmlInit fails: each says what was tried, the
// system events say "not available" with it, and the report's environment carries it.
void TestProbeNvml::nvmlUnavailableSaysWhatWasTried()
{
    const QString missing = m_tmp.filePath(QStringLiteral("absent/libnvidia-ml.so.1"));
    const QString out = m_tmp.filePath(QStringLiteral("run-missing"));
    Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--context-interval-ms"), QStringLiteral("20"),
            QStringLiteral("--nvml-library"), missing, QStringLiteral("--out"), out, QStringLiteral("--"),
            QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("sleep 0.1") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonObject gpu = gpuOf(out);
    QVERIFY(gpu.value(u"source").isNull());
    const QString tried = gpu.value(u"tried").toString();
    QVERIFY2(tried.contains(QStringLiteral("dlopen ") + missing), qPrintable(tried));
    QVERIFY2(tried.contains(QStringLiteral("nvidia-smi")), qPrintable(tried));
    QVERIFY(!events(out, QStringLiteral("rep_end")).first().contains(u"gpu_memory"));
    const auto systems = events(out, QStringLiteral("system"));
    QVERIFY(!systems.isEmpty());
    QCOMPARE(systems.first().value(u"gpu").toString(), QStringLiteral("not available"));
    QCOMPARE(systems.first().value(u"gpu_reason").toString(), tried);
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    QCOMPARE(gpuSourceText(folder.run.environment), QStringLiteral("not available: ") + tried);

    const QString control = m_tmp.filePath(QStringLiteral("nvml-fail.txt"));
    QVERIFY(writeFile(control, "fail init 9\n"));
    qputenv("HEADROOM_STANDIN_NVML", control.toLocal8Bit());
    const QString out2 = m_tmp.filePath(QStringLiteral("run-fail"));
    r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--nvml-library"), QStringLiteral(HEADROOM_STANDIN_NVML_LIB),
            QStringLiteral("--out"), out2, QStringLiteral("--"), QStringLiteral("/bin/true") });
    qunsetenv("HEADROOM_STANDIN_NVML");
    QVERIFY2(r.exitCode == 0, r.err.constData());
    gpu = gpuOf(out2);
    QVERIFY2(gpu.value(u"tried").toString().startsWith(QStringLiteral("nvmlInit: Driver Not Loaded (9)")),
        qPrintable(gpu.value(u"tried").toString()));
}

// A Jetson Orin from a fixture /proc: the GPU shares RAM, NvMapMemUsed is read, and the memory
// ceiling stays on system RAM (the verdict weighs no GPU ceiling).
void TestProbeNvml::jetsonUnifiedMemory()
{
    const QString root = QStringLiteral(HEADROOM_TEST_DATA "/gpu/jetson-orin-procfs");
    const QString out = m_tmp.filePath(QStringLiteral("run-jetson"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--context-interval-ms"), QStringLiteral("20"),
            QStringLiteral("--procfs-root"), root, QStringLiteral("--out"), out, QStringLiteral("--"),
            QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("sleep 0.2") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject gpu = gpuOf(out);
    QCOMPARE(gpu.value(u"source").toString(), QStringLiteral("nvmap"));
    QCOMPARE(gpu.value(u"unified_memory").toBool(), true);
    QCOMPARE(gpu.value(u"counter").toString(), QStringLiteral("NvMapMemUsed"));
    bool read = false;
    for (const auto& s : events(out, QStringLiteral("system"))) {
        QCOMPARE(s.value(u"gpu").toString(), QStringLiteral("unified memory"));
        read = read || s.value(u"nvmap_used_kb").toInt() == 812544;
    }
    QVERIFY(read);
    const QJsonArray list = events(out, QStringLiteral("rep_end")).first().value(u"gpu_memory").toArray();
    QCOMPARE(list.size(), 1);
    const QJsonObject g = list.first().toObject();
    QCOMPARE(g.value(u"unified").toBool(), true);
    QVERIFY(g.value(u"total_bytes").isNull());
    QVERIFY(g.value(u"process_peak_bytes").isNull());
    if (g.value(u"samples").toInt() > 0)
        QCOMPARE(qint64(g.value(u"used_peak_bytes").toDouble()), qint64(812544) * 1024);

    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    const Report report = makeReport(folder.run, {}, {}, std::nullopt);
    QVERIFY(verdictRuleName(report.verdict.rule) != u"gpu_peak_at_ceiling");
    QVERIFY(report.figures.memoryCeilingKb); // from MemTotal: system RAM
    QVERIFY(gpuSourceText(folder.run.environment).contains(QStringLiteral("shares system RAM")));
    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    if (g.value(u"samples").toInt() > 0)
        QVERIFY2(md.contains(QStringLiteral("the memory ceiling stays on system RAM")), qPrintable(md));
}

// A rep_end whose gpu_memory is not what the format says is an error naming the field, never a
// half-read run.
void TestProbeNvml::malformedGpuMemoryIsRefused()
{
    const QString out = m_tmp.filePath(QStringLiteral("run-bad"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/true") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(out + u"/events.jsonl");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    const qsizetype at = text.indexOf("\"type\":\"rep_end\"");
    QVERIFY(at > 0);
    text.insert(at, "\"gpu_memory\":[{\"index\":0,\"name\":\"x\",\"samples\":1,\"total_bytes\":-5},{}],");
    QVERIFY(writeFile(out + u"/events.jsonl", text));
    QFile::remove(out + u"/DONE"); // the folder's checksums no longer hold: read as an unfinished run
    const RunFolderResult folder = readRunFolder(out);
    bool named = false;
    for (const Diagnostic& d : folder.diagnostics)
        named = named || d.message.contains(QStringLiteral("gpu_memory"));
    QVERIFY(named);
    for (const Repetition& rep : folder.run.repetitions)
        QVERIFY(rep.gpuMemory.isEmpty());
}

QTEST_MAIN(TestProbeNvml)
#include "tst_probenvml.moc"
