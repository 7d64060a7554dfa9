#pragma once

#include "remote/device.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>

class QFile;
class QTimer;

namespace Remote {

class Transport;
using TransportFactory = std::function<std::unique_ptr<Transport>()>;

struct ProbeSessionOptions {
    int pollMs = 100; // how often events.jsonl is read
    int keepAliveMs = 5000; // libssh has no timer of its own
    int firstRetryMs = 100; // reconnect backoff: doubles per failure up to maxRetryMs
    int maxRetryMs = 5000;
    int maxReconnectAttempts = 30; // per drop; then the session gives up (the probe carries on)
    qint64 maxReadBytes = 1024 * 1024; // per poll
    // Resume (headroom run --resume): attach to a probe already running, or finished, in
    // runFolder with this pid instead of starting one, from byte attachOffset of events.jsonl.
    QByteArray attachPid;
    qint64 attachOffset = 0;
};

struct FetchResult {
    bool ok = false; // run complete: DONE present and every SHA-256 in it matches
    bool done = false; // the device wrote DONE
    bool cancelled = false;
    QString message; // translated
    QString localFolder; // also set when the session gave up: the journal there holds what streamed
    QStringList files; // relative paths fetched
    QStringList mismatched; // listed in DONE but missing or with another SHA-256
};

// One probe run on one device. Lives on its own worker thread (moveToThread before start());
// the transport is made there by the factory, so its libssh session never leaves that thread.
// The probe starts detached in its own session, so a dropped link does not stop it; events.jsonl
// is followed from a byte offset, and after a drop the session reconnects with backoff and
// resumes at that offset: only complete lines are delivered, each exactly once. Every byte of
// events.jsonl that arrives is appended to localFolder/events.jsonl at once (the journal), so a
// run whose link is lost for good keeps every repetition that streamed.
class ProbeSession final : public QObject {
    Q_OBJECT
public:
    // runFolder: a fresh folder on the device for this run. argv: the probe (or any program)
    // and its arguments, run with runFolder as its working directory.
    ProbeSession(TransportFactory factory, const QByteArray& runFolder, const QList<QByteArray>& argv,
        const QString& localFolder, const ProbeSessionOptions& options = {});
    ~ProbeSession() override;

    qint64 offset() const { return m_offset; }
    // The probe's process group on the device, once started() was emitted.
    QByteArray pid() const { return m_pid; }

public slots:
    void start();
    // Stops the workload on the device (the whole process group); what was written is kept and fetched.
    void cancel();

signals:
    void started();
    void eventsAvailable(const QList<QByteArray>& lines); // without the trailing newline
    void connectionLost(const QString& message);
    void reconnected(int attempt);
    void finished(const Remote::FetchResult& result);

private:
    void poll();
    void lost(const QString& message);
    void tryReconnect();
    void finish(bool done);
    void fail(const QString& message);
    void deliver(const QByteArray& data);
    bool processAlive();
    QByteArray groupArgument() const;
    bool journal(const QByteArray& data);

    TransportFactory m_factory;
    std::unique_ptr<Transport> m_transport;
    QByteArray m_runFolder;
    QList<QByteArray> m_argv;
    QString m_localFolder;
    ProbeSessionOptions m_options;
    QTimer* m_pollTimer = nullptr;
    QTimer* m_keepAliveTimer = nullptr;
    qint64 m_offset = 0; // bytes of events.jsonl consumed
    QByteArray m_partial; // a last line still being written
    QByteArray m_pid;
    QFile* m_journal = nullptr;
    int m_attempt = 0;
    int m_retryMs = 0;
    int m_idlePolls = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

// Parses a DONE file: one "<sha256 hex>  <relative path>" per line (sha256sum's format).
// Returns path → hex; lines that do not parse are left out and counted in *bad.
QMap<QString, QByteArray> parseDone(const QByteArray& done, int* bad = nullptr);

} // namespace Remote

Q_DECLARE_METATYPE(Remote::FetchResult)
