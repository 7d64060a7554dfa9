// The probe's event stream (events.jsonl), read line by line into one Run: EventStreamReader, one
// handler per event type of remote/probe/protocol.h. The in-process events (serve requests, a
// concurrency level's end, loop mode's passes) are inprocessevents.cpp; the field helpers both
// use are eventfields_p.h. The folder around the stream (its files, the DONE checksums, what the
// run is made of) is runfolder.cpp.
// It stays one file: the handlers share EventStreamReader's private state (the open repetition, the
// line being read) and each is short; the in-process events already moved out where they stand alone.
#include "analysis/core/energy.h"
#include "analysis/core/gpumemory.h"
#include "analysis/core/tr.h"
#include "analysis/import/eventfields_p.h"
#include "analysis/import/runfolder.h"

#include "remote/probe/protocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <climits>
#include <cmath>

namespace Analysis {

using namespace EventFields;

namespace {
// Probe lines are short; a line this long is not from the probe, and must not eat memory.
constexpr qsizetype kMaxLine = 16 * 1024 * 1024;


// Optional MemorySeries columns are either empty or as long as t (run.h): backfill on first use.
void pushOptional(std::vector<int64_t>& col, size_t rowsBefore, const QJsonValue& v)
{
    if (!v.isDouble() && col.empty())
        return;
    if (col.empty())
        col.assign(rowsBefore, MemorySeries::kMissing);
    col.push_back(v.isDouble() ? toInt(v) : MemorySeries::kMissing);
}
} // namespace

EventStreamReader::EventStreamReader(QString fileName)
    : m_file(std::move(fileName))
{
    m_run.timingKind = TimingKind::Unknown;
}

void EventStreamReader::error(const QString& field, const QString& message)
{
    m_diagnostics.append({ Diagnostic::Severity::Error, m_file, m_line, field, message });
    m_failed = true;
}

bool EventStreamReader::require(const QJsonObject& o, const char* key, int kind)
{
    const QJsonValue v = o.value(QLatin1String(key));
    const QString field = QString::fromLatin1(key);
    if (v.isUndefined()) {
        error(field, Tr::tr("required field \"%1\" is missing").arg(field));
        return false;
    }
    const bool good = (kind == String && v.isString()) || (kind == Number && v.isDouble())
        || (kind == Bool && v.isBool()) || (kind == Object && v.isObject());
    if (!good) {
        static const char* names[] = { "a string", "a number", "true or false", "an object" };
        error(field, Tr::tr("field \"%1\" must be %2").arg(field, QLatin1String(names[kind])));
    }
    return good;
}

bool EventStreamReader::feed(QByteArrayView bytes)
{
    if (m_failed)
        return false;
    m_pending.append(bytes.data(), bytes.size());
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_pending.indexOf('\n', start);
        if (nl < 0)
            break;
        ++m_line;
        parseLine(m_pending.mid(start, nl - start));
        start = nl + 1;
        if (m_failed)
            return false;
    }
    m_pending.remove(0, start);
    if (m_pending.size() > kMaxLine) {
        ++m_line;
        error(QString(), Tr::tr("a line longer than %1 bytes; this is not a probe event stream").arg(kMaxLine));
    }
    return !m_failed;
}

bool EventStreamReader::finish()
{
    if (m_failed)
        return false;
    if (!m_pending.trimmed().isEmpty()) {
        ++m_line;
        QJsonParseError pe;
        QJsonDocument::fromJson(m_pending, &pe);
        if (pe.error == QJsonParseError::NoError)
            parseLine(m_pending);
        else
            m_diagnostics.append({ Diagnostic::Severity::Warning, m_file, m_line, QString(),
                Tr::tr("the last line is cut off (the probe stopped mid-write); it is ignored") });
    }
    m_pending.clear();
    if (!m_failed)
        attributeEngineSamples(m_run);
    if (!m_failed && !m_started) {
        m_line = 0;
        error(QString(), Tr::tr("no events: the file is empty"));
    }
    if (!m_failed && m_eventsDropped > 0)
        m_diagnostics.append({ Diagnostic::Severity::Warning, m_file, 0, QString(),
            Tr::tr("%1 more notes (warnings, guard, background, critical processes) than the %2 kept; they are counted, "
                   "not stored")
                .arg(m_eventsDropped)
                .arg(kMaxEvents) });
    return !m_failed;
}

void EventStreamReader::parseLine(const QByteArray& line)
{
    if (line.trimmed().isEmpty())
        return;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
    if (pe.error != QJsonParseError::NoError) {
        error(QString(), Tr::tr("not valid JSON at byte %1: %2").arg(pe.offset + 1).arg(pe.errorString()));
        return;
    }
    if (!doc.isObject()) {
        error(QString(), Tr::tr("each line must be one JSON object"));
        return;
    }
    const QJsonObject o = doc.object();
    if (!require(o, "v", Number) || !require(o, "type", String))
        return;
    const int64_t v = toInt(o.value(QLatin1String("v")));
    if (v > HeadroomProtocol::kFormatVersion) {
        error(QStringLiteral("v"),
            Tr::tr("format version %1 is newer than this Headroom reads (%2); update Headroom to read it")
                .arg(v)
                .arg(HeadroomProtocol::kFormatVersion));
        return;
    }
    if (v < 1) {
        error(QStringLiteral("v"), Tr::tr("format version %1 is not valid").arg(v));
        return;
    }
    const QString type = o.value(QLatin1String("type")).toString();
    if (!m_started && type != QLatin1String(HeadroomProtocol::kEvRunStart)) {
        error(QStringLiteral("type"),
            Tr::tr("the first event must be \"%1\", found \"%2\"")
                .arg(QLatin1String(HeadroomProtocol::kEvRunStart), type));
        return;
    }
    if (type == QLatin1String(HeadroomProtocol::kEvRunStart)) {
        if (m_started) {
            error(QStringLiteral("type"), Tr::tr("a second run_start: two runs in one file"));
            return;
        }
        readRunStart(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvEnv)) {
        if (require(o, "env", Object))
            readEnv(o.value(QLatin1String("env")).toObject());
    } else if (type == QLatin1String(HeadroomProtocol::kEvSample)) {
        readSample(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvRepEnd)) {
        readRepEnd(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvLoaded)) {
        require(o, "input", String) && require(o, "rep", Number) && require(o, "load_ms", Number);
    } else if (type == QLatin1String(HeadroomProtocol::kEvRunEnd)) {
        readRunEnd(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvRepStart)) {
        readRepStart(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvSystem)) {
        readSystem(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvRequest)) {
        readRequest(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvIterationEnd)) {
        readIterationEnd(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvLevelEnd)) {
        readLevelEnd(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvCooldown)) {
        readCooldown(o);
    } else if (type == QLatin1String(HeadroomProtocol::kEvFirstOutput)) {
        // Its time is in rep_end (first_output_ms, and TTFT with its source): checked, not kept twice.
        require(o, "input", String) && require(o, "rep", Number) && require(o, "first_output_ms", Number);
    } else if (type == QLatin1String(HeadroomProtocol::kEvCritical) || type == QLatin1String(HeadroomProtocol::kEvGuard)
        || type == QLatin1String(HeadroomProtocol::kEvWarning)
        || type == QLatin1String(HeadroomProtocol::kEvBackground)) {
        readNote(type, o);
    }
    // Unknown types are ignored so that a newer minor probe stays readable.
}

QStringList EventStreamReader::readTypes()
{
    using namespace HeadroomProtocol;
    QStringList types;
    for (const char* t :
        { kEvRunStart, kEvEnv, kEvRepStart, kEvLoaded, kEvFirstOutput, kEvSample, kEvRepEnd, kEvWarning, kEvCritical,
            kEvGuard, kEvRunEnd, kEvSystem, kEvBackground, kEvRequest, kEvLevelEnd, kEvIterationEnd, kEvCooldown })
        types << QLatin1String(t);
    return types;
}

void EventStreamReader::readNote(const QString& type, const QJsonObject& o)
{
    using namespace HeadroomProtocol;
    if (type == QLatin1String(kEvCritical) && !require(o, "process", String))
        return;
    if (type == QLatin1String(kEvWarning) && !require(o, "message", String))
        return;
    if (type == QLatin1String(kEvBackground) && (!require(o, "action", String) || !require(o, "kind", String)))
        return;
    if (m_run.events.size() >= kMaxEvents) {
        ++m_eventsDropped;
        return;
    }
    const auto number = [&o](const char* key) -> std::optional<double> {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isDouble() && std::isfinite(v.toDouble()) ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    const auto text = [&o](const char* key) { return o.value(QLatin1String(key)).toString(); };
    RunEvent e;
    e.type = type;
    e.tMs = number("t_ms");
    e.inputId = text("input");
    if (const auto rep = number("rep"); rep && *rep >= 0 && *rep <= INT_MAX)
        e.rep = static_cast<int>(*rep);
    if (type == QLatin1String(kEvCritical)) {
        e.subject = text("process");
        e.value = number("level");
    } else if (type == QLatin1String(kEvGuard)) {
        e.value = number("mem_available_kb");
        e.limit = number("reserve_kb");
    } else if (type == QLatin1String(kEvWarning)) {
        e.message = text("message");
    } else {
        e.subject = text("kind");
        e.message = text("action");
        e.detail = text("detail");
    }
    m_run.events << e;
}

void EventStreamReader::readRunStart(const QJsonObject& o)
{
    if (!require(o, "probe", String) || !require(o, "mode", String))
        return;
    m_started = true;
    m_probeVersion = o.value(QLatin1String("probe")).toString();
    m_run.provenance = QStringLiteral("probe %1").arg(m_probeVersion);
    const QString timing = o.value(QLatin1String("timing")).toString();
    m_run.timingKind = timing == QLatin1String("cold_start") ? TimingKind::ColdStart
        : timing == QLatin1String("in_process")              ? TimingKind::InProcess
                                                             : TimingKind::Unknown;
    if (const auto t = optInt(o, "started_at"))
        m_run.startedAt = QDateTime::fromSecsSinceEpoch(*t, Qt::UTC);
    QStringList command;
    for (const auto& a : o.value(QLatin1String("command")).toArray())
        command.append(a.toString());
    if (!command.isEmpty())
        m_run.params.insert(QStringLiteral("command"), command.join(u' '));
    for (const char* key : { "mode", "interval_ms", "repeat", "warmup", "load", "load_regex", "guard_reserve_kb", "sustained_s" }) {
        const QJsonValue v = o.value(QLatin1String(key));
        // A number as the probe wrote it: whole numbers in full (QString::number's default of six
        // significant digits turned a reserve of 1234182 KiB into "1.23418e+06"), others shortest exact.
        if (v.isString())
            m_run.params.insert(QLatin1String(key), v.toString());
        else if (v.isDouble()) {
            const double d = v.toDouble();
            m_run.params.insert(QLatin1String(key),
                std::abs(d) < 9.0e15 && d == std::trunc(d) ? QString::number(qint64(d))
                                                           : QString::number(d, 'f', QLocale::FloatingPointShortest));
        }
    }
    for (const auto& item : o.value(QLatin1String("inputs")).toArray()) {
        const QJsonObject in = item.toObject();
        InputSpec spec;
        spec.id = in.value(QLatin1String("id")).toString();
        spec.file = in.value(QLatin1String("file")).toString();
        spec.bytes = optInt(in, "bytes").value_or(-1);
        spec.chars = optInt(in, "chars").value_or(-1);
        m_run.inputs.append(spec);
    }
    // Serve mode: every request's body, "{input}" for the input's text.
    if (const QJsonValue body = o.value(QLatin1String("request_body")); body.isObject())
        m_run.params.insert(QStringLiteral("serve.request_body"),
            QString::fromUtf8(QJsonDocument(body.toObject()).toJson(QJsonDocument::Compact)));
    if (const QJsonValue power = o.value(QLatin1String("power")); power.isObject())
        readPower(power.toObject());
    if (const QJsonValue gpu = o.value(QLatin1String("gpu")); gpu.isObject())
        readGpu(gpu.toObject());
    // Probe 0.2.10: where the workload's own GPU memory peaks are read (headroom:gpu_peak lines;
    // since 0.2.12 also the peaks file).
    if (const QString read = o.value(QLatin1String("workload_gpu_peaks")).toString(); !read.isEmpty())
        m_run.environment.values.insert(QLatin1String(GpuKeys::kWorkloadPeaksRead), read);
    // The plan's cgroup_memory: the probe made the workload's cgroup for this run (probe 0.2.3).
    if (o.value(QLatin1String("cgroup_created")).toBool())
        m_run.environment.values.insert(QStringLiteral("workload_cgroup_made_by_probe"), QStringLiteral("true"));
}

// Probe 0.2.9: where GPU memory came from (NVML, nvidia-smi, NvMapMemUsed), or what was tried.
void EventStreamReader::readGpu(const QJsonObject& gpu)
{
    auto& env = m_run.environment.values;
    const QString source = gpu.value(QLatin1String("source")).toString();
    if (source == u"nvml")
        env.insert(QLatin1String(GpuKeys::kSource),
            QStringLiteral("NVML (%1, driver %2)")
                .arg(gpu.value(QLatin1String("library")).toString(), gpu.value(QLatin1String("driver")).toString()));
    else if (source == u"nvidia-smi")
        env.insert(QLatin1String(GpuKeys::kSource), QStringLiteral("nvidia-smi --query-compute-apps"));
    else if (source == u"nvmap")
        env.insert(QLatin1String(GpuKeys::kSource), QStringLiteral("/proc/meminfo NvMapMemUsed"));
    if (gpu.value(QLatin1String("unified_memory")).toBool())
        env.insert(QLatin1String(GpuKeys::kUnified), QStringLiteral("true"));
    const QString tried = gpu.value(QLatin1String("tried")).toString();
    if (!tried.isEmpty())
        env.insert(QLatin1String(GpuKeys::kTried), tried);
}

// Probe 0.2.9: each GPU's memory over the repetition. Absent in older runs and without a per-GPU
// source; anything malformed is an error naming the line, never a half-read list.
bool EventStreamReader::readGpuMemory(const QJsonObject& o, Repetition& r)
{
    const QJsonValue list = o.value(QLatin1String("gpu_memory"));
    if (list.isUndefined() || list.isNull())
        return readWorkloadGpuPeaks(o, r); // the workload's own, with no GPU source of the probe's
    constexpr int kMaxGpus = 64;
    const auto bytes
        = [](const QJsonValue& x) { return x.isNull() || (x.isDouble() && x.toDouble() >= 0 && x.toDouble() < 9.0e18); };
    const auto optBytes
        = [](const QJsonValue& x) { return x.isDouble() ? std::optional<int64_t>(int64_t(x.toDouble())) : std::nullopt; };
    bool ok = list.isArray() && list.toArray().size() <= kMaxGpus;
    QList<GpuMemory> gpus;
    for (const QJsonValue& v : list.toArray()) {
        const QJsonObject g = v.toObject();
        const QJsonValue index = g.value(QLatin1String("index")), samples = g.value(QLatin1String("samples"));
        const QJsonValue total = g.value(QLatin1String("total_bytes")),
                         used = g.value(QLatin1String("used_peak_bytes")),
                         process = g.value(QLatin1String("process_peak_bytes"));
        if (!index.isDouble() || index.toDouble() < 0 || index.toDouble() >= kMaxGpus || !samples.isDouble()
            || samples.toDouble() < 0 || samples.toDouble() > 1e9 || !g.value(QLatin1String("name")).isString()
            || !bytes(total) || !bytes(used) || !bytes(process)) {
            ok = false;
            break;
        }
        gpus.append({ int(index.toDouble()), g.value(QLatin1String("name")).toString(),
            g.value(QLatin1String("source")).toString(), g.value(QLatin1String("unified")).toBool(), optBytes(total),
            optBytes(used), optBytes(process), int(samples.toDouble()), {}, {}, {} });
    }
    if (!ok) {
        error(QStringLiteral("gpu_memory"),
            Tr::tr("\"gpu_memory\" must be an array of at most %1 GPUs, each with an \"index\", a \"name\", "
                   "\"samples\" and byte counts of at least 0 or null")
                .arg(kMaxGpus));
        return false;
    }
    r.gpuMemory = gpus;
    return readWorkloadGpuPeaks(o, r);
}

// Probe 0.2.10: the workload's own peaks per GPU (headroom:gpu_peak lines), beside NVML's entry for
// the same GPU, or in an entry of their own (samples 0, no source) where NVML did not see it.
// Probe 0.2.12: each says its source, "line" or "file" (the peaks file); absent before, a line.
bool EventStreamReader::readWorkloadGpuPeaks(const QJsonObject& o, Repetition& r)
{
    const QJsonValue list = o.value(QLatin1String("workload_gpu_peaks"));
    const QJsonValue refused = o.value(QLatin1String("workload_gpu_peaks_refused"));
    if (list.isUndefined() && refused.isUndefined())
        return true;
    constexpr int kMaxGpus = 64;
    constexpr double kMaxBytes = 1.0e18;
    const auto bytes
        = [&](const QJsonValue& x) { return x.isDouble() && x.toDouble() >= 0 && x.toDouble() <= kMaxBytes; };
    bool ok = list.isArray() && list.toArray().size() <= kMaxGpus && refused.isDouble() && refused.toDouble() >= 0
        && refused.toDouble() < 1e15;
    QList<GpuMemory> gpus = r.gpuMemory;
    QList<int> seen;
    bool fromLine = false, fromFile = false;
    for (const QJsonValue& v : list.toArray()) {
        const QJsonObject g = v.toObject();
        const QJsonValue index = g.value(QLatin1String("gpu")), alloc = g.value(QLatin1String("allocated_peak_bytes")),
                         res = g.value(QLatin1String("reserved_peak_bytes")), api = g.value(QLatin1String("api")),
                         source = g.value(QLatin1String("source"));
        if (!ok || !index.isDouble() || index.toDouble() < 0 || index.toDouble() >= kMaxGpus
            || index.toDouble() != std::floor(index.toDouble()) || !bytes(alloc) || !bytes(res)
            || alloc.toDouble() > res.toDouble() || !api.isString() || api.toString().isEmpty()
            || api.toString().size() > 64 || seen.contains(int(index.toDouble()))
            || !(source.isUndefined() || source.toString() == u"line" || source.toString() == u"file")) {
            ok = false;
            break;
        }
        (source.toString() == u"file" ? fromFile : fromLine) = true;
        const int gpu = int(index.toDouble());
        seen << gpu;
        auto it = std::find_if(gpus.begin(), gpus.end(), [&](const GpuMemory& m) { return m.index == gpu; });
        if (it == gpus.end()) {
            GpuMemory m;
            m.index = gpu;
            gpus.append(m);
            it = gpus.end() - 1;
        }
        it->allocatedPeakBytes = int64_t(alloc.toDouble());
        it->reservedPeakBytes = int64_t(res.toDouble());
        it->peakApi = api.toString();
    }
    if (!ok) {
        error(QStringLiteral("workload_gpu_peaks"),
            Tr::tr("\"workload_gpu_peaks\" must be an array of at most %1 GPUs, each once with a \"gpu\" index, "
                   "\"allocated_peak_bytes\" at most \"reserved_peak_bytes\", an \"api\" and a \"source\" of "
                   "\"line\" or \"file\" if any, beside a count \"workload_gpu_peaks_refused\"")
                .arg(kMaxGpus));
        return false;
    }
    r.gpuMemory = gpus;
    m_workloadPeaksFromLine = m_workloadPeaksFromLine || fromLine;
    m_workloadPeaksFromFile = m_workloadPeaksFromFile || fromFile;
    if (fromLine || fromFile)
        m_run.environment.values.insert(QLatin1String(GpuKeys::kWorkloadPeaksFrom),
            m_workloadPeaksFromLine && m_workloadPeaksFromFile ? QStringLiteral("line,file")
                : m_workloadPeaksFromFile                      ? QStringLiteral("file")
                                                               : QStringLiteral("line"));
    m_workloadPeaksRefused += int64_t(refused.toDouble());
    if (m_workloadPeaksRefused > 0)
        m_run.environment.values.insert(
            QLatin1String(GpuKeys::kWorkloadPeaksRefused), QString::number(m_workloadPeaksRefused));
    return true;
}

// Probe 0.2.8: the power sources the probe found, what the energy total is made of, the supply.
void EventStreamReader::readPower(const QJsonObject& power)
{
    auto& env = m_run.environment.values;
    const QString supply = power.value(QLatin1String("supply")).toString();
    if (!power.value(QLatin1String("available")).isBool()
        || (supply != u"mains" && supply != u"battery" && supply != u"unknown")) {
        error(QStringLiteral("power"),
            Tr::tr("\"power\" needs \"available\" true or false and \"supply\" mains, battery or unknown"));
        return;
    }
    const bool available = power.value(QLatin1String("available")).toBool();
    env.insert(QLatin1String(PowerKeys::kAvailable), available ? QStringLiteral("true") : QStringLiteral("false"));
    env.insert(QLatin1String(PowerKeys::kSupply), supply);
    if (!available) {
        env.insert(QLatin1String(PowerKeys::kReason), power.value(QLatin1String("reason")).toString());
        return;
    }
    QStringList total, others;
    for (const auto& item : power.value(QLatin1String("sources")).toArray()) {
        const QJsonObject s = item.toObject();
        const QString text
            = QStringLiteral("%1 (%2: %3)")
                  .arg(s.value(QLatin1String("label")).toString(), s.value(QLatin1String("id")).toString(),
                      s.value(QLatin1String("files")).toString());
        (s.value(QLatin1String("in_total")).toBool() ? total : others) << text;
    }
    env.insert(QLatin1String(PowerKeys::kCoverage), power.value(QLatin1String("coverage")).toString());
    env.insert(QLatin1String(PowerKeys::kTotal), total.join(QStringLiteral(" + ")));
    if (!others.isEmpty())
        env.insert(QLatin1String(PowerKeys::kOthers), others.join(QStringLiteral(", ")));
    env.insert(QLatin1String(PowerKeys::kExact),
        power.value(QLatin1String("exact")).toBool() ? QStringLiteral("true") : QStringLiteral("false"));
}

void EventStreamReader::readCooldown(const QJsonObject& o)
{
    if (!require(o, "input", String) || !require(o, "rep", Number) || !require(o, "reached", Bool))
        return;
    // Null in a sustained run without a cooldown or pause (probe 0.2.11): only the start was recorded.
    if (o.value(QLatin1String("waited_ms")).isNull()) {
        m_cooldown = o;
        return;
    }
    if (!require(o, "waited_ms", Number))
        return;
    const double waited = o.value(QLatin1String("waited_ms")).toDouble();
    if (!(waited >= 0) || waited > 1e9) {
        error(QStringLiteral("waited_ms"), Tr::tr("\"waited_ms\" must be a duration of at least 0"));
        return;
    }
    m_cooldown = o;
}

void EventStreamReader::readEnv(const QJsonObject& env)
{
    for (auto it = env.begin(); it != env.end(); ++it) {
        if (it->isString())
            m_run.environment.values.insert(it.key(), it->toString());
        else if (it->isDouble())
            m_run.environment.values.insert(it.key(), QString::number(toInt(*it)));
        else if (it->isBool())
            m_run.environment.values.insert(it.key(), it->toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    // power_supply is a list of supplies; the conclusion shows one line: "AC (Mains): online; BAT0
    // (Battery): Discharging, 87%".
    QStringList supplies;
    for (const auto& item : env.value(QLatin1String("power_supply")).toArray()) {
        const QJsonObject ps = item.toObject();
        QStringList state;
        if (ps.value(QLatin1String("online")).isBool())
            state << (ps.value(QLatin1String("online")).toBool() ? QStringLiteral("online")
                                                                 : QStringLiteral("offline"));
        if (ps.value(QLatin1String("status")).isString())
            state << ps.value(QLatin1String("status")).toString();
        if (const auto cap = optInt(ps, "capacity_pct"))
            state << QStringLiteral("%1%").arg(*cap);
        supplies << QStringLiteral("%1 (%2): %3")
                        .arg(ps.value(QLatin1String("name")).toString(), ps.value(QLatin1String("type")).toString(),
                            state.join(QStringLiteral(", ")));
    }
    if (!supplies.isEmpty())
        m_run.environment.values.insert(QStringLiteral("power_supply"), supplies.join(QStringLiteral("; ")));
    m_run.environment.memTotalKb = optInt(env, "mem_total_kb");
    m_run.environment.memAvailableKb = optInt(env, "mem_available_kb");
    const QJsonObject cg = env.value(QLatin1String("cgroup")).toObject();
    m_run.environment.cgroupLimitBytes = optInt(cg, "limit_bytes");
    if (const auto ver = optInt(cg, "version"))
        m_run.environment.values.insert(QStringLiteral("cgroup_version"), QString::number(*ver));
    if (m_run.device.isEmpty())
        m_run.device = env.value(QLatin1String("hostname")).toString();
}

void EventStreamReader::readSample(const QJsonObject& o)
{
    if (!require(o, "input", String) || !require(o, "rep", Number) || !require(o, "t_ms", Number)
        || !require(o, "rss_kb", Number) || !require(o, "hwm_kb", Number))
        return;
    MemorySeries& s = m_run.memory[o.value(QLatin1String("input")).toString()];
    const size_t before = s.size();
    if (s.pid == 0)
        s.pid = optInt(o, "pid").value_or(0);
    s.append(o.value(QLatin1String("t_ms")).toDouble() / 1000.0, toInt(o.value(QLatin1String("rss_kb"))),
        toInt(o.value(QLatin1String("hwm_kb"))), optInt(o, "vm_size_kb").value_or(MemorySeries::kMissing));
    pushOptional(s.rssAnonKb, before, o.value(QLatin1String("rss_anon_kb")));
    pushOptional(s.rssFileKb, before, o.value(QLatin1String("rss_file_kb")));
    pushOptional(s.rssShmemKb, before, o.value(QLatin1String("rss_shmem_kb")));
    pushOptional(s.threads, before, o.value(QLatin1String("threads")));
    pushOptional(s.utimeMs, before, o.value(QLatin1String("utime_ms")));
    pushOptional(s.stimeMs, before, o.value(QLatin1String("stime_ms")));
    pushOptional(s.volCtxSwitches, before, o.value(QLatin1String("vol_cs")));
    pushOptional(s.involCtxSwitches, before, o.value(QLatin1String("invol_cs")));
    pushOptional(s.minFaults, before, o.value(QLatin1String("min_flt")));
    pushOptional(s.majFaults, before, o.value(QLatin1String("maj_flt")));
    pushOptional(s.readBytes, before, o.value(QLatin1String("read_bytes")));
}

namespace {
// Mean of the positive values of a JSON array (thermal zones in m°C, CPU frequencies in kHz).
std::optional<double> meanOf(const QJsonValue& v)
{
    double sum = 0;
    int n = 0;
    for (const auto& x : v.toArray())
        if (x.isDouble() && x.toDouble() > 0) {
            sum += x.toDouble();
            ++n;
        }
    return n ? std::optional<double>(sum / n) : std::nullopt;
}

// The environment keys the verdict's thermal check reads (analysis/verdict/verdict.h kEnv*).
void putThermal(Environment& env, const QJsonObject& thermal, const char* tempKey, const char* freqKey)
{
    if (const auto t = meanOf(thermal.value(QLatin1String("temp_mc"))))
        env.values.insert(QLatin1String(tempKey), QString::number(*t / 1000.0, 'f', 1));
    if (const auto f = meanOf(thermal.value(QLatin1String("freq_khz"))))
        env.values.insert(QLatin1String(freqKey), QString::number(std::llround(*f)));
}
} // namespace

void EventStreamReader::readRepStart(const QJsonObject& o)
{
    // The first repetition's start is the run's "before".
    const QJsonObject thermal = o.value(QLatin1String("thermal")).toObject();
    if (!thermal.isEmpty() && !m_run.environment.values.contains(QStringLiteral("temp_before_c"))
        && !m_run.environment.values.contains(QStringLiteral("cpu_freq_before_khz")))
        putThermal(m_run.environment, thermal, "temp_before_c", "cpu_freq_before_khz");
}

void EventStreamReader::readSystem(const QJsonObject& o)
{
    if (!require(o, "t_ms", Number))
        return;
    SystemSeries& s = m_run.system;
    auto pct = [&o](const char* key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isDouble() ? v.toDouble() : SystemSeries::kMissingPct;
    };
    s.t.push_back(o.value(QLatin1String("t_ms")).toDouble() / 1000.0);
    s.cpuUserPct.push_back(pct("cpu_user_pct"));
    s.cpuSystemPct.push_back(pct("cpu_system_pct"));
    s.cpuIowaitPct.push_back(pct("cpu_iowait_pct"));
    s.cpuStealPct.push_back(pct("cpu_steal_pct"));
    s.psiCpuSomePct.push_back(pct("psi_cpu_some_pct"));
    s.psiIoSomePct.push_back(pct("psi_io_some_pct"));
    s.psiMemSomePct.push_back(pct("psi_mem_some_pct"));
    s.psiMemFullPct.push_back(pct("psi_mem_full_pct"));
    s.memAvailableKb.push_back(optInt(o, "mem_available_kb").value_or(MemorySeries::kMissing));
    s.canaryMaxMs.push_back(pct("canary_max_ms"));
    s.gpuMemMiB.push_back(optInt(o, "gpu_mem_mib").value_or(MemorySeries::kMissing));
    // Optional gauges: a column appears once a value does, padded so it stays as long as t.
    auto gauge = [&s](std::vector<double>& column, double v) {
        if (column.empty() && v == SystemSeries::kMissingPct)
            return;
        column.resize(s.t.size() - 1, SystemSeries::kMissingPct);
        column.push_back(v);
    };
    double freqSum = 0, freqMin = SystemSeries::kMissingPct;
    int cores = 0;
    for (const auto& f : o.value(QLatin1String("cpu_freq_mhz")).toArray())
        if (f.isDouble() && f.toDouble() > 0) {
            freqSum += f.toDouble();
            freqMin = cores ? std::min(freqMin, f.toDouble()) : f.toDouble();
            ++cores;
        }
    gauge(s.cpuFreqMeanMhz, cores ? freqSum / cores : SystemSeries::kMissingPct);
    gauge(s.cpuFreqMinMhz, freqMin);
    gauge(s.tempMaxC, pct("temp_max_c"));
    gauge(s.gpuLoadPct, pct("gpu_load_pct"));
    gauge(s.runnable, pct("runnable"));
    gauge(s.cpusOnline, pct("cpus_online"));
    gauge(s.powerW, pct("power_w"));
    const QString gpu = o.value(QLatin1String("gpu")).toString();
    if (!gpu.isEmpty())
        s.gpu = QStringLiteral("%1: %2").arg(gpu, o.value(QLatin1String("gpu_reason")).toString());
}

void EventStreamReader::readRunEnd(const QJsonObject& o)
{
    if (!require(o, "complete", Bool))
        return;
    m_ended = true;
    m_complete = o.value(QLatin1String("complete")).toBool();
    if (const auto s = optInt(o, "sustainable_concurrency"))
        m_run.sustainableConcurrency = int(*s);
}

// Probe 0.2.4: the workload's largest file-backed mappings. Absent in older runs (not recorded);
// anything malformed is an error naming the line, never a half-read list.
bool EventStreamReader::readMappedFiles(const QJsonObject& o, Repetition& r)
{
    const QJsonValue scans = o.value(QLatin1String("mapped_scans"));
    const QJsonValue list = o.value(QLatin1String("mapped_files"));
    if (scans.isUndefined() && list.isUndefined())
        return true;
    constexpr int kMaxFiles = 64;
    if (!scans.isDouble() || scans.toDouble() < 0 || scans.toDouble() > 1e9 || !list.isArray()
        || list.toArray().size() > kMaxFiles) {
        error(QStringLiteral("mapped_files"),
            Tr::tr("\"mapped_files\" must be an array of at most %1 files, with \"mapped_scans\" a count")
                .arg(kMaxFiles));
        return false;
    }
    r.mappedScans = int(scans.toDouble());
    for (const QJsonValue& v : list.toArray()) {
        const QJsonObject f = v.toObject();
        const QJsonValue rss = f.value(QLatin1String("rss_kb")), size = f.value(QLatin1String("size_kb"));
        const QString path = f.value(QLatin1String("path")).toString();
        const QString kind = f.value(QLatin1String("kind")).toString();
        const auto count = [](const QJsonValue& x) { return x.isDouble() && x.toDouble() >= 0 && x.toDouble() < 1e15; };
        if (path.isEmpty() || !count(rss) || !count(size) || (kind != u"code" && kind != u"data")) {
            error(QStringLiteral("mapped_files"),
                Tr::tr("each of \"mapped_files\" needs a \"path\", \"rss_kb\" and \"size_kb\" of at least 0 and "
                       "a \"kind\" of \"code\" or \"data\""));
            return false;
        }
        r.mappedFiles.append(
            { path, int64_t(rss.toDouble()), int64_t(size.toDouble()), kind == u"code" });
    }
    return true;
}

void EventStreamReader::readRepEnd(const QJsonObject& o)
{
    if (!require(o, "input", String) || !require(o, "rep", Number) || !require(o, "warmup", Bool)
        || !require(o, "wall_ms", Number) || !require(o, "outcome", String))
        return;
    Repetition r;
    r.inputId = o.value(QLatin1String("input")).toString();
    r.index = int(toInt(o.value(QLatin1String("rep"))));
    r.warmup = o.value(QLatin1String("warmup")).toBool();
    r.wallMs = o.value(QLatin1String("wall_ms")).toDouble();
    r.loadMs = optReal(o, "load_ms");
    r.ttftMs = optReal(o, "ttft_ms");
    r.ttftSource = o.value(QLatin1String("ttft_source")).toString();
    // Before probe 0.2.2 the process-mode TTFT was the first stdout after load-complete.
    if (r.ttftSource.isEmpty() && r.ttftMs)
        r.ttftSource = QStringLiteral("first_output");
    r.tokensOut = optInt(o, "tokens_out");
    // The workload's own memory cgroup limit, as the probe read it after the repetition: the
    // ceiling the kernel enforced, which may be tighter than the probe's environment says (the
    // whole probe run inside a small cgroup). The smallest one seen is kept with the environment.
    if (const auto limit = optInt(o, "cgroup_limit_bytes"); limit && *limit > 0) {
        const QString key = QStringLiteral("workload_cgroup_limit_bytes");
        const bool known = m_run.environment.values.contains(key);
        if (!known || *limit < m_run.environment.values.value(key).toLongLong())
            m_run.environment.values.insert(key, QString::number(*limit));
    }
    r.engine = o.value(QLatin1String("engine")).toString();
    r.engineLoadMs = optReal(o, "engine_load_ms");
    // onnxruntime_perf_test repeats the model inside the process: its own summary of those
    // inferences, shown as the tool's summary beside the probe's cold-start repetition.
    if (o.value(QLatin1String("engine")).toString() == u"onnxruntime" && optInt(o, "ort_requests")) {
        ReportedSummary s;
        s.source = QStringLiteral("onnxruntime_perf_test, %1 #%2").arg(r.inputId).arg(r.index);
        s.n = *optInt(o, "ort_requests");
        for (const auto& [key, field] : { std::pair { "mean", "ort_average_ms" }, { "min", "ort_min_ms" },
                 { "median", "ort_p50_ms" }, { "p90", "ort_p90_ms" }, { "p95", "ort_p95_ms" }, { "p99", "ort_p99_ms" },
                 { "max", "ort_max_ms" }, { "first", "ort_first_inference_ms" } })
            if (const auto v = optReal(o, field))
                s.figures.insert(QLatin1String(key), *v);
        if (!r.warmup)
            m_run.reportedSummaries.append(s);
    }
    r.promptEvalMs = optReal(o, "prompt_eval_ms");
    r.promptTokens = optInt(o, "prompt_tokens");
    r.evalMs = optReal(o, "eval_ms");
    r.evalRuns = optInt(o, "eval_runs");
    r.tpotMs = optReal(o, "tpot_ms");
    r.tokensPerS = optReal(o, "tokens_per_s");
    if (const auto e = optInt(o, "exit"))
        r.exitCode = int(*e);
    if (const auto s = optInt(o, "signal"))
        r.signal = int(*s);
    const QString outcome = o.value(QLatin1String("outcome")).toString();
    r.outcome = outcomeFromName(outcome);
    if (r.outcome == Outcome::Unknown && outcome != outcomeName(Outcome::Unknown))
        m_diagnostics.append({ Diagnostic::Severity::Warning, m_file, m_line, QStringLiteral("outcome"),
            Tr::tr("unknown outcome \"%1\"; kept as unknown").arg(outcome) });
    // ru_maxrss is kept only when the probe could trust it (it starts from the probe's own RSS).
    if (o.value(QLatin1String("maxrss_trusted")).toBool(true))
        r.maxRssKb = optInt(o, "maxrss_kb");
    // The last repetition's end is the run's "after"; any repetition that ran throttled marks the run.
    putThermal(
        m_run.environment, o.value(QLatin1String("thermal_after")).toObject(), "temp_after_c", "cpu_freq_after_khz");
    const QJsonValue thr = o.value(QLatin1String("throttled"));
    if (thr.isBool()) {
        m_throttledSeen = m_throttledSeen || thr.toBool();
        m_run.environment.values.insert(
            QStringLiteral("throttled"), m_throttledSeen ? QStringLiteral("true") : QStringLiteral("false"));
    }
    r.loadHwmKb = optInt(o, "load_hwm_kb");
    // t_ms is when the repetition ended on the run's clock: its start is t_ms - wall_ms.
    if (const auto end = optReal(o, "t_ms"))
        r.startMs = std::max(0.0, *end - r.wallMs);
    r.inferencePeakKb = optInt(o, "inference_peak_kb");
    if (r.inferencePeakKb)
        r.inferencePeakExactness
            = o.value(QLatin1String("inference_peak_exact")).toBool() ? Exactness::Exact : Exactness::Sampled;
    if (!readMappedFiles(o, r) || !readGpuMemory(o, r))
        return;
    // Probe 0.2.8: the thermal protocol's wait before this repetition.
    if (!m_cooldown.isEmpty() && m_cooldown.value(QLatin1String("input")).toString() == r.inputId
        && toInt(m_cooldown.value(QLatin1String("rep"))) == r.index) {
        r.cooldownWaitMs = optReal(m_cooldown, "waited_ms");
        r.cooldownReached = m_cooldown.value(QLatin1String("reached")).toBool();
        r.startTempC = optReal(m_cooldown, "start_c");
        r.startFreqMhz = optReal(m_cooldown, "start_freq_mhz");
        m_cooldown = {};
    }
    // Probe 0.2.8: energy (null where the device has no power source; run_start's power says why).
    r.energyJ = optReal(o, "energy_j");
    r.powerMeanW = optReal(o, "power_mean_w");
    r.powerPeakW = optReal(o, "power_peak_w");
    if ((r.energyJ && (*r.energyJ < 0 || !std::isfinite(*r.energyJ))) || (r.powerMeanW && *r.powerMeanW < 0)
        || (r.powerPeakW && *r.powerPeakW < 0)) {
        error(QStringLiteral("energy_j"), Tr::tr("energy and power cannot be negative"));
        return;
    }
    // Loop mode: a pass the exit closed shares the process's outcome.
    for (Repetition& it : m_run.iterations)
        if (it.outcome == Outcome::Unknown && it.index == r.index && it.inputId == r.inputId)
            it.outcome = r.outcome;
    m_run.repetitions.append(r);
    m_outputs.append({ r.inputId, r.index, optInt(o, "stdout_bytes"),
        o.value(QLatin1String("stdout_sha256")).toString(), o.value(QLatin1String("stdout_cut")).toBool() });
}

} // namespace Analysis
