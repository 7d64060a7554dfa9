#pragma once

// Helpers shared by the fault tests: the real binaries, and counting what a run folder holds
// without the parser under test (a plain line split and QJsonDocument).

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ReliabilityTest {

inline QString probe()
{
    return QStringLiteral(HEADROOM_PROBE_BIN);
}

inline QString app()
{
    return QStringLiteral(HEADROOM_APP_BIN);
}

// Complete lines (ending in a newline) of events.jsonl whose "type" is type.
inline int countEvents(const QString& eventsFile, const QString& type)
{
    QFile f(eventsFile);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    int n = 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(QLatin1String("type")).toString() == type)
            ++n;
    }
    return n;
}

// VmHWM of this process in kB (the kernel's exact high-water mark).
inline qint64 peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace ReliabilityTest
