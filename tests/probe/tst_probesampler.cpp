// The probe's sampler on real, growing processes (issue 27): a statm-only sample must give what
// /proc/PID/status gives for the same moment (VmRSS, VmSize, RssAnon, summed over the tree), its
// VmHWM must never be above the kernel's nor below the VmRSS, a reset with clear_refs must not
// leave a stale mark, and a full sample must come about every kFullReadMs.

#include "remote/probe/procfs.h"
#include "remote/probe/runoutput.h"
#include "remote/probe/sampler.h"
#include "remote/probe/util.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <poll.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

// The probe's main.cpp keeps the run folder's write errors; RunOutput reports to these. Here a
// failed write fails the test that made it.
namespace Probe {
static int g_writeError = 0;
void noteOutputError(const char*, int err)
{
    g_writeError = err ? err : -1;
}
int pendingOutputError()
{
    return g_writeError;
}
} // namespace Probe

namespace {
void pauseMs(long ms)
{
    timespec ts { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0) { }
}

// A forked child says it reached a point with a byte on a pipe; the test waits for it instead of
// sleeping a guessed time (300 ms was not enough for 64 MiB on a loaded machine).
void signalReady(int fd)
{
    if (fd < 0)
        return;
    const char c = 1;
    while (::write(fd, &c, 1) < 0 && errno == EINTR) { }
}

bool waitReady(int fd, int timeoutMs = 60000)
{
    pollfd p { fd, POLLIN, 0 };
    char c = 0;
    return ::poll(&p, 1, timeoutMs) == 1 && ::read(fd, &c, 1) == 1;
}

// Touches stepMb more anonymous memory every stepMs, steps times, then holds it; with a shared
// anonymous mapping (shmem) of a few MB touched at the start. Only system calls after fork():
// the test process has threads, so the child must not use malloc.
// Writes a byte to readyFd (when one is given) once it has grown and holds.
[[noreturn]] void grow(int steps, int stepMb, long stepMs, int readyFd = -1)
{
    const long page = ::sysconf(_SC_PAGESIZE);
    const size_t shm = 3u << 20;
    auto* s = static_cast<char*>(::mmap(nullptr, shm, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
    if (s != MAP_FAILED)
        for (size_t i = 0; i < shm; i += size_t(page))
            s[i] = 1;
    for (int k = 0; k < steps; ++k) {
        const size_t bytes = size_t(stepMb) << 20;
        auto* p
            = static_cast<char*>(::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
        if (p == MAP_FAILED)
            _exit(3);
        for (size_t i = 0; i < bytes; i += size_t(page))
            p[i] = char(k + 1);
        pauseMs(stepMs);
    }
    signalReady(readyFd);
    pauseMs(60000);
    _exit(0);
}

// One process that grows, or two: a parent that forks a growing child and grows itself.
pid_t startGrower(bool withChild, int steps = 200, int stepMb = 1, long stepMs = 10, int readyFd = -1)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0); // its own group (the parent sets it too: whichever runs first), so a
                         // SIGSTOP to the group reaches the child as well
        if (withChild && ::fork() == 0)
            grow(steps, stepMb, stepMs);
        grow(steps, stepMb, stepMs, readyFd);
    }
    if (pid > 0)
        ::setpgid(pid, pid);
    return pid;
}

struct Status {
    int64_t rss = 0, hwm = 0, vmSize = 0, anon = 0, file = 0, shmem = 0;
};

// /proc/PID/status of every pid, summed: the reference the sampler is compared with.
Status statusOf(const std::vector<pid_t>& pids)
{
    Status sum;
    for (pid_t pid : pids) {
        std::string text;
        if (!Probe::readFile("/proc/" + std::to_string(pid) + "/status", text, 65536))
            continue;
        sum.rss += Probe::fieldValue(text, "VmRSS");
        sum.hwm += Probe::fieldValue(text, "VmHWM");
        sum.vmSize += Probe::fieldValue(text, "VmSize");
        sum.anon += Probe::fieldValue(text, "RssAnon");
        sum.file += Probe::fieldValue(text, "RssFile");
        sum.shmem += Probe::fieldValue(text, "RssShmem");
    }
    return sum;
}

// Stops every process of the tree (SIGSTOP on the group) and waits until each one is stopped, so
// that a sample and the status read after it see the same memory.
bool stopTree(pid_t root, const std::vector<pid_t>& pids)
{
    if (::kill(-root, SIGSTOP) != 0 && ::kill(root, SIGSTOP) != 0)
        return false;
    for (pid_t pid : pids)
        for (int i = 0; i < 500; ++i) {
            std::string stat;
            if (!Probe::readFile("/proc/" + std::to_string(pid) + "/stat", stat, 4096))
                break;
            const auto rp = stat.rfind(')');
            if (rp != std::string::npos && rp + 2 < stat.size() && (stat[rp + 2] == 'T' || stat[rp + 2] == 't'))
                break;
            pauseMs(1);
        }
    return true;
}

void endTree(pid_t root)
{
    ::kill(-root, SIGKILL);
    ::kill(root, SIGKILL);
    int st = 0;
    ::waitpid(root, &st, 0);
}

bool within(int64_t a, int64_t b, double share)
{
    return double(std::llabs(a - b)) <= share * double(std::max<int64_t>(b, 1));
}
} // namespace

class TestProbeSampler : public QObject {
    Q_OBJECT

private slots:
    // A growing process, alone and with a growing child: every statm-only sample, taken with the
    // tree stopped, equals what status gives (within 1%, the bound; the counters are the
    // same, so it is equal here), and its VmHWM lies between the VmRSS and the kernel's mark.
    void statmSamplesMatchStatus_data()
    {
        QTest::addColumn<bool>("withChild");
        QTest::addRow("one process") << false;
        QTest::addRow("parent and child") << true;
    }

    void statmSamplesMatchStatus()
    {
        QFETCH(bool, withChild);
        const pid_t root = startGrower(withChild);
        QVERIFY(root > 0);
        pauseMs(50);
        // fullMs far above the test's length: the samples of the first kFullStartMs are full, every
        // later one statm-only.
        Probe::TreeSampler sampler(root, 1e9);
        sampler.sample(Probe::monotonicMs() - Probe::kFullStartMs);
        int light = 0, grewOver = 0;
        int64_t first = -1, last = -1;
        for (int i = 0; i < 30; ++i) {
            pauseMs(20);
            const Probe::TreeSample probe = [&] {
                // Discover the tree first (a sample while running), then stop it and sample again.
                sampler.sample(Probe::monotonicMs());
                stopTree(root, sampler.sample(Probe::monotonicMs()).pids);
                return sampler.sample(Probe::monotonicMs());
            }();
            const Status ref = statusOf(probe.pids);
            ::kill(-root, SIGCONT);
            ::kill(root, SIGCONT);
            QVERIFY(!probe.full);
            ++light;
            QCOMPARE(probe.procs, withChild ? 2 : 1);
            QVERIFY2(within(probe.rssKb, ref.rss, 0.01),
                qPrintable(QStringLiteral("sample %1: VmRSS %2 kB from statm, %3 kB from status")
                               .arg(i)
                               .arg(probe.rssKb)
                               .arg(ref.rss)));
            QVERIFY2(within(probe.vmSizeKb, ref.vmSize, 0.01), qPrintable(QString::number(probe.vmSizeKb)));
            QVERIFY2(within(probe.rssAnonKb, ref.anon, 0.01),
                qPrintable(QStringLiteral("RssAnon %1 / %2").arg(probe.rssAnonKb).arg(ref.anon)));
            QVERIFY2(probe.hwmKb >= probe.rssKb && probe.hwmKb <= ref.hwm,
                qPrintable(QStringLiteral("VmHWM %1, VmRSS %2, kernel's mark %3")
                               .arg(probe.hwmKb)
                               .arg(probe.rssKb)
                               .arg(ref.hwm)));
            if (first < 0)
                first = probe.rssKb;
            grewOver += last >= 0 && probe.rssKb > last;
            last = probe.rssKb;
        }
        endTree(root);
        QCOMPARE(light, 30);
        // The process really grew while it was sampled (so the comparison covered a moving figure).
        // It grows for 2 s of its own running time, which stops with it: however slow this machine,
        // the 30 rounds see it grow.
        QVERIFY2(last - first >= 10 * 1024, qPrintable(QStringLiteral("%1 -> %2 kB").arg(first).arg(last)));
        QVERIFY2(grewOver >= 5, qPrintable(QString::number(grewOver)));
    }

    // A full sample reads status: the composition it gives is status's own.
    void fullSampleHasTheComposition()
    {
        int ready[2];
        QVERIFY(::pipe(ready) == 0);
        const pid_t root = startGrower(false, 5, 4, 10, ready[1]);
        ::close(ready[1]);
        QVERIFY(root > 0);
        const bool grown = waitReady(ready[0]); // grown and holding
        ::close(ready[0]);
        if (!grown)
            endTree(root);
        QVERIFY(grown);
        Probe::TreeSampler sampler(root, 0);
        stopTree(root, { root });
        const Probe::TreeSample s = sampler.sample(Probe::monotonicMs());
        const Status ref = statusOf({ root });
        endTree(root);
        QVERIFY(s.full);
        QCOMPARE(s.rssKb, ref.rss);
        QCOMPARE(s.hwmKb, ref.hwm);
        QCOMPARE(s.rssFileKb, ref.file);
        QCOMPARE(s.rssShmemKb, ref.shmem);
        QVERIFY(s.rssShmemKb >= 3 * 1024); // the child's shared mapping
        QVERIFY(s.threads >= 1);
    }

    // Grown to its top, the kernel's mark is reset with clear_refs: the next sample must read status
    // again, or it would carry the old mark into the inference phase's peak.
    void clearRefsDropsTheCarriedMark()
    {
        int ready[2];
        QVERIFY(::pipe(ready) == 0);
        const pid_t root = ::fork();
        if (root == 0) {
            const size_t big = 64u << 20;
            auto* p
                = static_cast<char*>(::mmap(nullptr, big, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
            if (p == MAP_FAILED)
                _exit(3);
            std::memset(p, 1, big);
            ::munmap(p, big);
            signalReady(ready[1]);
            pauseMs(60000);
            _exit(0);
        }
        ::close(ready[1]);
        QVERIFY(root > 0);
        const bool grown = waitReady(ready[0]); // the 64 MiB came and went
        ::close(ready[0]);
        if (!grown)
            endTree(root);
        QVERIFY(grown);
        Probe::TreeSampler sampler(root, 1e9);
        // A first sample kFullStartMs ago (full, as every sample of a sampler's start), then none
        // until the next reset: the ones below read statm.
        const Probe::TreeSample before = sampler.sample(Probe::monotonicMs() - Probe::kFullStartMs);
        QVERIFY(before.full);
        // A forked child starts with its parent's resident pages (a sanitized test binary has tens
        // of MB): the figures below are read against that, the 64 MiB that came and went on top.
        QVERIFY2(before.hwmKb >= before.rssKb + 48 * 1024,
            qPrintable(QStringLiteral("VmHWM %1, VmRSS %2").arg(before.hwmKb).arg(before.rssKb)));
        const Probe::TreeSample carried = sampler.sample(Probe::monotonicMs());
        QVERIFY(!carried.full);
        QCOMPARE(carried.hwmKb, before.hwmKb); // carried from the status read, above the VmRSS
        QVERIFY(carried.rssKb <= before.hwmKb - 48 * 1024);
        const bool reset = Probe::clearRefs(root);
        const Probe::TreeSample after = sampler.sample(Probe::monotonicMs());
        endTree(root);
        if (!reset)
            QSKIP("clear_refs could not be written here (the kernel or the permissions)");
        QVERIFY(after.full);
        QVERIFY2(after.hwmKb <= before.hwmKb - 48 * 1024,
            qPrintable(QStringLiteral("VmHWM %1 after the reset, %2 before").arg(after.hwmKb).arg(before.hwmKb)));
    }

    // After the start, called every 10 ms, about one sample in ten is full; called every 100 ms,
    // every one; fullMs 0: every one. And every sample of the first kFullStartMs is full.
    void fullSampleRate_data()
    {
        QTest::addColumn<double>("stepMs");
        QTest::addColumn<double>("fullMs");
        QTest::addColumn<int>("expectFull");
        QTest::addRow("10 ms steps") << 10.0 << Probe::kFullReadMs << 10;
        QTest::addRow("100 ms steps, a little early") << 99.0 << Probe::kFullReadMs << 100;
        QTest::addRow("every sample") << 10.0 << 0.0 << 100;
    }

    void fullSampleRate()
    {
        QFETCH(double, stepMs);
        QFETCH(double, fullMs);
        QFETCH(int, expectFull);
        Probe::TreeSampler sampler(::getpid(), fullMs);
        sampler.sample(1000.0 - Probe::kFullStartMs); // the start, when every sample is full
        int full = 0;
        // The sampler's clock is the caller's: a synthetic one, so the count does not depend on load.
        for (int i = 0; i < 100; ++i)
            full += sampler.sample(1000.0 + i * stepMs).full;
        QCOMPARE(full, expectFull);
        Probe::TreeSampler young(::getpid());
        for (int i = 0; i < 20; ++i)
            QVERIFY(young.sample(1000.0 + i * 10.0).full);
    }

    // The sample event: a statm-only sample has the memory figures and leaves the rest out (absent,
    // never a stale or zero value); a full one has every field. mem.log gets both.
    void sampleEventsSayWhatWasRead()
    {
        QTemporaryDir dir;
        std::string error;
        {
            Probe::RunOutput out;
            QVERIFY2(out.open(dir.path().toStdString(), true, error), error.c_str());
            Probe::TreeSampler sampler(::getpid(), 1e9);
            const Probe::TreeSample full = sampler.sample(Probe::monotonicMs() - Probe::kFullStartMs);
            const Probe::TreeSample light = sampler.sample(Probe::monotonicMs());
            QVERIFY(full.full && !light.full);
            Probe::recordSample(out, full, ::getpid(), "short", 0, 1.0, 1.0);
            Probe::recordSample(out, light, ::getpid(), "short", 0, 11.0, 11.0);
            out.flush();
        }
        QCOMPARE(Probe::pendingOutputError(), 0);
        QFile f(dir.filePath(QStringLiteral("events.jsonl")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject a = QJsonDocument::fromJson(lines[0]).object(),
                          b = QJsonDocument::fromJson(lines[1]).object();
        for (const char* k : { "rss_kb", "hwm_kb", "vm_size_kb", "rss_anon_kb", "procs", "largest_pid" }) {
            QVERIFY2(a.value(QLatin1String(k)).isDouble(), k);
            QVERIFY2(b.value(QLatin1String(k)).isDouble(), k);
        }
        for (const char* k : { "rss_file_kb", "rss_shmem_kb", "threads", "utime_ms", "stime_ms", "vol_cs", "invol_cs",
                 "min_flt", "maj_flt" }) {
            QVERIFY2(a.value(QLatin1String(k)).isDouble(), k);
            QVERIFY2(!b.contains(QLatin1String(k)), k);
        }
        QVERIFY(!b.contains(QLatin1String("read_bytes")));
        QFile mem(dir.filePath(QStringLiteral("mem.log")));
        QVERIFY(mem.open(QIODevice::ReadOnly));
        QCOMPARE(mem.readAll().count("VmRSS:"), 2);
    }
};

QTEST_GUILESS_MAIN(TestProbeSampler)
#include "tst_probesampler.moc"
