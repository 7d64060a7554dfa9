#pragma once

// Reads what headroom-probe writes: a run folder (events.jsonl, env.json, DONE ...) and the
// events.jsonl stream itself, line by line, as it arrives over SSH. Both fill the same Run.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>

namespace Analysis {

// What the probe says of a repetition's output file (out/<input>-<rep>.stdout): the whole
// stream's size and SHA-256, and whether the file is a cut copy (run mode: its head, one marker
// line, its tail; serve mode: its head). Not stored with the run: the events.jsonl kept with it
// says the same; the plan's acceptance rules need it to say when they judged a cut copy.
struct RepetitionOutput {
    QString inputId;
    int index = 0;
    std::optional<int64_t> bytes; // the whole stream; unknown from probes before 0.2.1
    QString sha256; // of the whole stream (run mode); empty when not given
    bool cut = false;
};

// Incremental parser of events.jsonl. Feed bytes in any chunks; complete lines are parsed at once,
// so a live view can show repetitions as they end. The first error stops it (and names the file
// and line); unknown event types and unknown fields are ignored, a newer format major version is
// refused.
class EventStreamReader {
public:
    // Every event type of the protocol (remote/probe/protocol.h) this reader reads; a test fails
    // when the probe writes a type that is not here.
    static QStringList readTypes();
    // More notes than this (warnings, background switches...) in one run are counted, not kept.
    static constexpr int kMaxEvents = 10000;

    explicit EventStreamReader(QString fileName = QStringLiteral("events.jsonl"));

    // False once an error has been recorded; later input is ignored.
    bool feed(QByteArrayView bytes);
    // End of input. A last line without a newline is parsed if it is complete JSON, otherwise it is
    // a warning (a probe killed mid-write), not an error.
    bool finish();

    bool hasError() const { return m_failed; }
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    const Run& run() const { return m_run; }
    // One per repetition, in the order of run().repetitions.
    const QList<RepetitionOutput>& outputs() const { return m_outputs; }
    int lineCount() const { return m_line; }
    bool started() const { return m_started; }
    // A run_end event was read; complete() says whether the probe ran every repetition.
    bool ended() const { return m_ended; }
    bool complete() const { return m_complete; }
    QString probeVersion() const { return m_probeVersion; }

private:
    void parseLine(const QByteArray& line);
    void error(const QString& field, const QString& message);
    bool require(const QJsonObject& o, const char* key, int kind);
    void readRunStart(const QJsonObject& o);
    void readEnv(const QJsonObject& env);
    void readSample(const QJsonObject& o);
    void readRepEnd(const QJsonObject& o);
    bool readMappedFiles(const QJsonObject& o, Repetition& r);
    bool readGpuMemory(const QJsonObject& o, Repetition& r); // probe 0.2.9: rep_end gpu_memory
    bool readWorkloadGpuPeaks(const QJsonObject& o, Repetition& r); // probe 0.2.10: workload_gpu_peaks (0.2.12: source)
    void readRepStart(const QJsonObject& o);
    void readSystem(const QJsonObject& o);
    void readPower(const QJsonObject& power); // run_start's power object (probe 0.2.8)
    void readGpu(const QJsonObject& gpu); // run_start's gpu object (probe 0.2.9)
    void readCooldown(const QJsonObject& o); // the thermal protocol's wait (probe 0.2.8)
    void readRequest(const QJsonObject& o);
    void readIterationEnd(const QJsonObject& o);
    void readLevelEnd(const QJsonObject& o);
    void readRunEnd(const QJsonObject& o);
    void readNote(const QString& type, const QJsonObject& o);

    QString m_file;
    QByteArray m_pending;
    Run m_run;
    QList<RepetitionOutput> m_outputs;
    Diagnostics m_diagnostics;
    int m_line = 0;
    bool m_failed = false;
    bool m_started = false;
    bool m_ended = false;
    bool m_complete = false;
    QString m_probeVersion;
    QMap<QString, int> m_requestIndex; // serve mode: next repetition index per input
    bool m_throttledSeen = false;
    int64_t m_workloadPeaksRefused = 0; // headroom:gpu_peak lines and peaks files the probe refused, over the run
    bool m_workloadPeaksFromLine = false, m_workloadPeaksFromFile = false; // where the kept ones came from
    QJsonObject m_cooldown; // the last "cooldown" event: it belongs to the next rep_end of its input and rep
    int m_eventsDropped = 0;
};

// Serve mode (issue 21, item 4): the engine is not the probe's child, so its memory is sampled
// (samples keyed "", the engine's tree over the whole run) and never reset: its VmHWM is its
// lifetime's, from before the run too, and clearing it would change a process the probe did not
// start. Each request gets as its peak the highest VmRSS sampled while it was in flight (start to
// end on the run's clock), marked sampled; a request with no sample in its window keeps an unknown
// peak. EventStreamReader::finish() calls it.
void attributeEngineSamples(Run& run);

struct RunFolderResult {
    bool ok = false; // no errors: run holds everything; otherwise run is empty (nothing half-imported)
    bool complete = false; // run_end says every repetition ran, and DONE was there
    bool checksumsVerified = false; // every file DONE lists matched its SHA-256
    Run run;
    QList<RepetitionOutput> outputs; // one per repetition of run
    Diagnostics diagnostics;
};

RunFolderResult readRunFolder(const QString& dir);

} // namespace Analysis
