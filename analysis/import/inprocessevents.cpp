// The in-process events of the probe's stream (EventStreamReader, runfolder.h): serve mode's
// streamed requests and its concurrency levels' summaries, and loop mode's passes. Each is a
// figure taken inside a running process, kept apart from the cold-start repetitions.

#include "analysis/core/tr.h"
#include "analysis/import/eventfields_p.h"
#include "analysis/import/runfolder.h"

#include "remote/probe/protocol.h"

#include <QJsonObject>

#include <algorithm>
#include <climits>

namespace Analysis {

using namespace EventFields;

// Loop mode: one pass of the workload's own loop. Kept apart from the process repetitions
// (Run::iterations): in-process figures are never pooled with cold-start ones.
void EventStreamReader::readIterationEnd(const QJsonObject& o)
{
    if (!require(o, "input", String) || !require(o, "rep", Number) || !require(o, "iteration", Number)
        || !require(o, "duration_ms", Number) || !require(o, "closed_by", String))
        return;
    const int64_t iteration = toInt(o.value(QLatin1String("iteration")));
    if (iteration < 1 || iteration > INT_MAX) {
        error(QStringLiteral("iteration"), Tr::tr("iteration %1 is not a positive number").arg(iteration));
        return;
    }
    Repetition r;
    r.inputId = o.value(QLatin1String("input")).toString();
    r.index = int(std::clamp<int64_t>(toInt(o.value(QLatin1String("rep"))), 0, INT_MAX));
    r.iteration = int(iteration);
    r.warmup = o.value(QLatin1String("warmup")).toBool() || iteration == 1;
    r.wallMs = o.value(QLatin1String("duration_ms")).toDouble();
    r.startMs = optReal(o, "start_ms");
    r.ttftMs = optReal(o, "ttft_ms");
    r.ttftSource = r.ttftMs ? QStringLiteral("marker") : QStringLiteral("unknown");
    r.engine = QStringLiteral("markers");
    r.tokensOut = optInt(o, "tokens");
    r.tpotMs = optReal(o, "tpot_ms");
    if (r.tpotMs && *r.tpotMs > 0)
        r.tokensPerS = 1000.0 / *r.tpotMs;
    r.inferencePeakKb = optInt(o, "peak_kb");
    r.inferencePeakExactness = !r.inferencePeakKb ? Exactness::Unknown
        : o.value(QLatin1String("peak_exact")).toBool()  ? Exactness::Exact
                                                         : Exactness::Sampled;
    // Closed by the exit: the pass is whole only when the process ended well (rep_end says; the
    // outcome is filled in when it arrives).
    r.outcome = o.value(QLatin1String("closed_by")).toString() == QLatin1String("exit") ? Outcome::Unknown : Outcome::Ok;
    m_run.iterations.append(r);
}

void EventStreamReader::readRequest(const QJsonObject& o)
{
    if (!require(o, "input", String) || !require(o, "level", Number) || !require(o, "warmup", Bool)
        || !require(o, "e2e_ms", Number) || !require(o, "outcome", String))
        return;
    Repetition r;
    r.inputId = o.value(QLatin1String("input")).toString();
    r.warmup = o.value(QLatin1String("warmup")).toBool();
    r.index = m_requestIndex[r.inputId]++;
    r.wallMs = o.value(QLatin1String("e2e_ms")).toDouble();
    r.ttftMs = optReal(o, "ttft_ms");
    if (r.ttftMs)
        r.ttftSource = QStringLiteral("stream");
    r.tokensOut = optInt(o, "tokens_out");
    r.concurrency = int(toInt(o.value(QLatin1String("level"))));
    // When it was sent, on the run's clock: the window of the engine's samples and of the system
    // context during it (verdictcontext.cpp).
    if (const auto start = optReal(o, "start_t_ms"); start && *start >= 0)
        r.startMs = *start;
    r.tpotMs = optReal(o, "tpot_ms");
    r.tokensPerS = optReal(o, "decode_tokens_per_s");
    const QJsonObject server = o.value(QLatin1String("server")).toObject();
    r.serverPromptMs = optReal(server, "prompt_ms");
    r.serverGenerationMs = optReal(server, "generation_ms");
    r.error = o.value(QLatin1String("error")).toString();
    const QString outcome = o.value(QLatin1String("outcome")).toString();
    // "failed": the engine answered with an error or a broken stream; the nearest outcome the
    // verdict knows is a workload that reported failure.
    r.outcome = outcome == QLatin1String("failed") ? Outcome::NonZeroExit : outcomeFromName(outcome);
    m_run.repetitions.append(r);
    m_outputs.append(
        { r.inputId, r.index, optInt(o, "output_bytes"), QString(), o.value(QLatin1String("output_cut")).toBool() });
}

void EventStreamReader::readLevelEnd(const QJsonObject& o)
{
    if (!require(o, "level", Number) || !require(o, "completed", Number) || !require(o, "failed", Number))
        return;
    ConcurrencyLevel l;
    l.level = int(toInt(o.value(QLatin1String("level"))));
    l.requests = int(optInt(o, "requests").value_or(0));
    l.completed = int(toInt(o.value(QLatin1String("completed"))));
    l.failed = int(toInt(o.value(QLatin1String("failed"))));
    l.inFlight = int(optInt(o, "in_flight").value_or(0));
    l.wallMs = optReal(o, "wall_ms").value_or(0);
    l.ttftP50Ms = optReal(o, "ttft_p50_ms");
    l.ttftP90Ms = optReal(o, "ttft_p90_ms");
    l.ttftP99Ms = optReal(o, "ttft_p99_ms");
    l.e2eP50Ms = optReal(o, "e2e_p50_ms");
    l.e2eP90Ms = optReal(o, "e2e_p90_ms");
    l.e2eP99Ms = optReal(o, "e2e_p99_ms");
    l.outputTokensPerS = optReal(o, "output_tokens_per_s").value_or(0);
    l.requestsPerS = optReal(o, "requests_per_s").value_or(0);
    const QJsonValue within = o.value(QLatin1String("within_budget"));
    if (within.isBool())
        l.withinBudget = within.toBool();
    // What the engine's metrics said it processed at once (probe 0.2.6; absent or null: not read).
    if (const auto n = optInt(o, "engine_processing_max"); n && *n >= 0 && *n <= 1000000)
        l.engineProcessingMax = int(*n);
    m_run.concurrencyLevels.append(l);
}

} // namespace Analysis
