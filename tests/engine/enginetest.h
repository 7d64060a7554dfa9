#pragma once

// Shared by the tests on the real engine (tests/engine/README.md): run a program in a folder,
// write a file, and say why the engine cannot run here.

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace EngineTest {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

inline Result run(const QString& program, const QStringList& args, const QString& cwd, int timeoutMs = 240000)
{
    QProcess p;
    p.setWorkingDirectory(cwd);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(program, args);
    Result r;
    if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "did not finish: " + p.errorString().toUtf8();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline bool write(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Why the engine cannot run here, or empty when it can.
inline QString engineMissing()
{
    if (QStringLiteral(HEADROOM_NODE_BIN).isEmpty())
        return QStringLiteral("node was not found when the build was configured (tools/install-deps.sh installs it)");
    const QString module = QStringLiteral(HEADROOM_ENGINE_DIR "/node_modules/node-llama-cpp/package.json");
    if (!QFile::exists(module))
        return QStringLiteral("node-llama-cpp is not installed at " HEADROOM_ENGINE_DIR
                              " (tools/install-deps.sh installs it from npm; the registry may not be reachable)");
    if (!QFile::exists(QStringLiteral(HEADROOM_TINY_GGUF)))
        return QStringLiteral("the tiny GGUF was not written: build the target headroom_tiny_gguf");
    return {};
}

} // namespace EngineTest
