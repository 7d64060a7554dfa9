// Helper for tst_store's kill test: opens a project and saves one large run in a single
// transaction. Just before COMMIT it prints "begun" and waits for the test to SIGKILL it.
// Usage: store_kill_helper PROJECT SAMPLES

#include "analysis/store/store.h"

#include <QCoreApplication>

#include <poll.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: store_kill_helper PROJECT SAMPLES\n");
        return 2;
    }
    const qint64 samples = args.at(2).toLongLong();

    Analysis::Store::Options options;
    options.beforeCommit = [] {
        std::printf("begun\n");
        std::fflush(stdout);
        // Wait for the kill; if none comes within a minute, leave without committing so
        // the test sees a failure to kill, never a committed run.
        pollfd in { STDIN_FILENO, POLLIN, 0 };
        poll(&in, 1, 60000);
        _exit(3);
    };
    Analysis::Store store(options);
    const auto opened = store.open(args.at(1), Analysis::Store::OpenMode::ReadWrite);
    if (Analysis::hasErrors(opened)) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.constFirst().toString()));
        return 1;
    }

    Analysis::Run run;
    run.name = QStringLiteral("large import");
    run.device = QStringLiteral("local");
    run.provenance = QStringLiteral("store_kill_helper");
    Analysis::MemorySeries& series = run.memory[QStringLiteral("long")];
    series.reserve(size_t(samples));
    for (qint64 i = 0; i < samples; ++i)
        series.append(double(i) * 0.01, 100000 + i % 977, 200000 + i, 300000 + i % 13);
    series.rssAnonKb.assign(series.size(), 4242);

    Analysis::RawFile raw;
    raw.name = QStringLiteral("mem.log");
    raw.format = QStringLiteral("memlog");
    raw.data = QByteArray(8 << 20, 'x');
    const auto result = store.saveRun(run, { raw });
    // Reached only if beforeCommit did not stop us.
    std::fprintf(stderr, "saveRun returned %s\n", qPrintable(result.runId));
    return 4;
}
