#pragma once

// Shared by the probe's test classes: start the real probe binary, read its run folder.

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QStringList>

namespace ProbeTest {

inline QString probe()
{
    return QStringLiteral(HEADROOM_PROBE_BIN);
}

inline QString spike()
{
    return QStringLiteral(HEADROOM_SPIKE_BIN);
}

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

inline Result run(const QString& program, const QStringList& args, int timeoutMs = 180000)
{
    QProcess p;
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

inline QList<QJsonObject> events(const QString& dir, const QString& type = QString())
{
    QList<QJsonObject> out;
    QFile f(dir + u"/events.jsonl");
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        if (type.isEmpty() || o.value(u"type").toString() == type)
            out.append(o);
    }
    return out;
}

inline qint64 num(const QJsonObject& o, const char* key)
{
    return qint64(o.value(QLatin1String(key)).toDouble(-1));
}

// Processes whose command line contains marker (an argument no other process uses).
inline QList<qint64> processesWith(const QByteArray& marker)
{
    QList<qint64> out;
    for (const QString& e : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        QFile f(u"/proc/" + e + u"/cmdline");
        if (f.open(QIODevice::ReadOnly) && f.readAll().replace('\0', ' ').contains(marker))
            out.append(pid);
    }
    return out;
}

} // namespace ProbeTest
