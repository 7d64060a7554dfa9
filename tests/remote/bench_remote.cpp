// Not a test: measures connect + cached deploy + probe start over loopback against
// `ssh host true`, for docs/performance.md "## Remote". Usage: bench_remote [ROUNDS]
#include "remote/deploy.h"
#include "remote/devicetest.h"
#include "remote/probesession.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSysInfo>

#include <algorithm>
#include <cstdio>

static double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    SshdFixture sshd;
    if (const QString e = sshd.start(); !e.isEmpty() || !sshd.trustHostKey()) {
        std::fprintf(stderr, "skipped: the test sshd did not start: %s\n", qPrintable(e));
        return 77; // ctest's SKIP_RETURN_CODE: not measured, said so
    }
    Remote::SshOptions options;
    options.processUserConfig = false;
    options.useGlobalKnownHosts = false;
    const Remote::Device device = sshd.device();
    const Remote::ProbeBuilds builds { { Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()),
        QString::fromUtf8(HEADROOM_PROBE_BIN) } };
    {
        // First deploy uploads; the rounds below measure the cached case.
        Remote::SshTransport t(device, {}, options);
        Remote::Deployer first(t, QFile::encodeName(device.runFolder), builds);
        if (!t.open().ok || (first.run(), !first.succeeded()))
            return 1;
    }
    QList<double> connectMs, execMs, deployMs, startMs, totalMs, sshMs;
    for (int i = 0; i < rounds; ++i) {
        QElapsedTimer total;
        total.start();
        QElapsedTimer step;
        step.start();
        auto t = std::make_unique<Remote::SshTransport>(device, Remote::Credentials {}, options);
        if (!t->open().ok)
            return 1;
        connectMs << step.nsecsElapsed() / 1e6;
        Remote::Deployer deployer(*t, QFile::encodeName(device.runFolder), builds);
        step.start();
        deployer.run();
        if (!deployer.succeeded() || deployer.uploaded())
            return 1;
        deployMs << step.nsecsElapsed() / 1e6;
        // Start (not wait for) a short probe run through a session of its own connection, as a run does.
        step.start();
        Remote::ProbeSession session(
            [&] { return std::make_unique<Remote::SshTransport>(device, Remote::Credentials {}, options); },
            QFile::encodeName(device.runFolder) + "/runs/" + QByteArray::number(i),
            { deployer.remoteProbePath(), "env" }, QString());
        bool started = false;
        QObject::connect(&session, &Remote::ProbeSession::started, [&] { started = true; });
        session.start();
        if (!started)
            return 1;
        startMs << step.nsecsElapsed() / 1e6;
        totalMs << total.nsecsElapsed() / 1e6;
        // One bare command on the open connection: the unit every step is made of.
        step.start();
        if (!t->exec({ "true" }).ok())
            return 1;
        execMs << step.nsecsElapsed() / 1e6;

        QElapsedTimer sshTimer;
        sshTimer.start();
        const int rc = QProcess::execute(QStringLiteral("ssh"),
            { QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"), sshd.clientKey(),
                QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + sshd.knownHostsFile(),
                QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-p"),
                QString::number(sshd.port()), SshdFixture::userName() + QStringLiteral("@127.0.0.1"),
                QStringLiteral("true") });
        if (rc != 0)
            return 1;
        sshMs << sshTimer.nsecsElapsed() / 1e6;
    }
    std::printf("rounds %d (medians, ms)\nconnect+auth %.1f\none exec of true %.1f\ncached deploy (5 steps) %.1f\n"
                "probe start (own connection) %.1f\ntotal %.1f\nssh host true %.1f\n",
        rounds, median(connectMs), median(execMs), median(deployMs), median(startMs), median(totalMs), median(sshMs));
    return 0;
}
