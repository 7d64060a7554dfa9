#pragma once

// The plan (fixed.yaml): everything a measurement holds fixed, written down so that someone
// else can run the same thing. The format is documented in docs/plan-format.md; the parser
// is strict (unknown keys, wrong types and missing files are errors with file, line and key)
// because a silently ignored key is a parameter that was not fixed.

#include "analysis/core/diagnostic.h"
#include "analysis/plan/fitplan.h"

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Analysis {

// Process: a fresh process per repetition (cold start). Loop: a fresh process per repetition that
// runs the input `iterations` times itself, marking each pass (in-process figures beside the cold
// ones). Serve: requests to an engine that is already running.
enum class PlanMode { Process, Loop, Serve };
enum class ServeApi { Llama, OpenAiCompletions, OpenAiChat, Ollama };

QString planModeName(PlanMode mode); // "process", "loop", "serve"
// Process and loop mode start the workload themselves (a command, limits on it, a cgroup).
inline bool startsProcess(PlanMode mode)
{
    return mode != PlanMode::Serve;
}
QString serveApiName(ServeApi api); // "llama", "openai-completions", "openai-chat", "ollama"

struct PlanEndpoint {
    QString url; // http://127.0.0.1:PORT[/...]: an engine on the device's own loopback
    ServeApi api = ServeApi::Llama;
    std::optional<int64_t> pid; // the engine's PID when the user gives it
    QString metricsPath; // its Prometheus metrics ("/metrics"), read while each level runs; empty: not read
};

struct PlanInput {
    QString id; // stable id, [A-Za-z0-9_.-]+
    QString file; // as written: relative to the plan's folder, or absolute
    std::optional<int64_t> tokens; // stated in the plan
    QStringList tokenCountCommand; // argv with {input}; empty: the plan-wide one or none
};

// Why an output failed its rule: it could not be read as the rule needs (no JSON, a field missing)
// or it was read and is wrong (another value, no match).
enum class Rejection { Format, Quality };
QString rejectionName(Rejection r); // "format", "quality"

// How a repetition's output is checked ("a syntactically valid JSON can still hold a wrong answer").
struct AcceptanceRule {
    enum class Kind { Regex, Exact, JsonField };
    QString input; // an input id
    Kind kind = Kind::Regex;
    QString text; // the regex or the exact text
    QString jsonField; // dotted path, numeric parts index arrays: "answer.items.0.name"
    QJsonValue jsonValue; // the expected value (string, number, bool or null)

    // True when the output passes; otherwise *why (if given) says what was wrong, in English
    // for the log, and *as (if given) whether the output's format or its content failed.
    bool accepts(const QByteArray& output, QString* why = nullptr, Rejection* as = nullptr) const;
};

// The offline corpus (analysis/plan/corpus.h): documents from a folder or a JSONL file.
struct PlanCorpus {
    QString documents; // as written: a folder or a .jsonl file, relative to the plan's folder or absolute
    QString expected; // as written, optional: a .jsonl of {"id", "expected"} lines
    QStringList only; // run only these documents (a retry of the ones that failed); empty: every one
};

// Why this run was made (a retry, a smaller batch): a recorded decision, so that the earlier run's
// failures stay what they were instead of being replaced by a better result.
struct PlanDecision {
    QString follows; // the earlier run, as the user names it (its id or name)
    QString because; // "memory", "truncation", "format", "quality" or "error"
    QString change; // what was changed, in the user's words ("batch_size 8 -> 4")
};

struct LoadComplete {
    enum class Kind { None, Regex, FirstOutput, AfterMs };
    Kind kind = Kind::None; // None: the plan gives no marker, load time stays unknown
    QString regex; // POSIX ERE (the probe matches it with regcomp)
    int64_t afterMs = 0;
};

struct PlanLimits {
    bool memoryAuto = true; // ceiling = min(cgroup limit, MemTotal) - reserve
    int64_t memoryBytes = 0; // when not auto
    bool reserveIsPercent = true;
    double reservePercent = 0; // of the ceiling, 0 < p < 100
    int64_t reserveBytes = 0;
    double latencyS = 0; // latency budget per repetition
    double ttftS = 0; // optional, serve mode: budget for the time to the first token; 0: none
    // Optional, process mode: the probe runs the workload in a memory cgroup of this size that it
    // creates for the run and removes after it ("as on a 4 GiB board" on a larger machine); 0: none.
    int64_t cgroupMemoryBytes = 0;
    static constexpr int64_t kMinCgroupMemoryBytes = int64_t(4) << 20; // below this nothing starts
};

// The thermal protocol (issue 25, item 2): before each repetition the probe waits until a thermal
// zone is at or below untilC, for at most maxWaitS; zone "auto" is the hottest zone.
struct PlanCooldown {
    double untilC = 0;
    QString zone = QStringLiteral("auto");
    double maxWaitS = 300;
};

// sustained: {minutes: 30} (issue 25, item 2): the plan's inputs repeat in interleaved rounds until
// the time is spent, and the analysis compares the first rounds with the last (core/sustained.h).
struct PlanSustained {
    double minutes = 0; // > 0, at most kMaxMinutes; fractions allowed (0.1 = 6 s)
    static constexpr double kMaxMinutes = 24 * 60;
};

struct Plan {
    static constexpr int kFormatVersion = 1;

    int version = kFormatVersion;
    QString name;
    PlanMode mode = PlanMode::Process;
    QString workload; // "calibrate" when the shorthand is used; then command is empty
    QStringList command; // as written: {name} placeholders intact
    std::optional<PlanEndpoint> endpoint; // serve mode only
    // The fixed parameters (knownParams()), text as written; nullopt: stated as not applicable.
    QMap<QString, std::optional<QString>> params;
    QMap<QString, QString> extraParams; // params.extra: the user's own placeholders
    // The extras written in quotes that would read as a number or a boolean without them: text
    // whatever they look like ("42" is not the number 42 when serve mode sends it;
    // analysis/plan/servefields.h). A quoted "abc" is text either way and is not listed.
    QSet<QString> quotedExtras;
    // labels: what the build under test is (core/labels.h), kept with every run of the plan;
    // `headroom run --label` adds to them and wins for the same key.
    QMap<QString, QString> labels;
    QList<PlanInput> inputs;
    std::optional<PlanCorpus> corpus; // its documents join the inputs when the plan runs
    QStringList corpusIds; // the inputs that are its documents, once they have joined (not compared)
    std::optional<PlanDecision> decision;
    QStringList tokenCountCommand; // plan-wide, for inputs without their own
    int repetitions = 0;
    int warmup = 0;
    int iterations = 0; // loop mode: passes per process, {iterations} in the command; 0 in other modes
    int sampleIntervalMs = 0;
    double timeoutS = 0;
    PlanLimits limits;
    LoadComplete loadComplete; // regex: POSIX ERE, matched by the probe on the device
    QString outputTokenRegex; // POSIX ERE: each stdout line matching it after load-complete is a token
    // Process mode: whose figures give TTFT and the output tokens, "llama.cpp", "markers" or "none";
    // empty: detected by the probe from the output and recorded per repetition.
    QString engine;
    QList<AcceptanceRule> acceptance;
    QStringList criticalProcesses; // names, or PIDs written as numbers
    QList<int> concurrency; // serve mode
    bool interleave = false; // process mode: input A rep 0, input B rep 0, ... (spreads thermal drift)
    std::optional<PlanCooldown> cooldown; // process and loop mode: wait for a zone to cool before each repetition
    double pauseS = 0; // process and loop mode: a pause before every repetition but the first
    // Process and loop mode: rounds of every input until the time is spent (repetitions: the fewest rounds).
    std::optional<PlanSustained> sustained;
    // Adds the robustness set (robustness.h) to the inputs when the plan runs: truncated UTF-8,
    // unusual code points, control characters, an input longer than the context.
    bool robustness = false;
    // `headroom fit`'s search space (fitplan.h); a plan with it has no inputs of its own.
    std::optional<PlanFit> fit;

    // Where the plan came from; not part of equality.
    QString sourcePath;
    QString baseDir; // inputs and relative paths resolve against this
    QByteArray sourceText; // verbatim: the run keeps the plan it ran

    // The parameters the measurement method requires written down (max_new_tokens ... model).
    static const QStringList& knownParams();
    // Fixed parameters that may be left out because not every device has them (gpu_affinity);
    // when written they are checked, recorded and usable as placeholders like the others.
    static const QStringList& optionalParams();

    QString inputPath(const PlanInput& input) const; // absolute
    const PlanInput* findInput(const QString& id) const;
    // The command with every host-side placeholder replaced by its parameter; {input} is kept
    // for the probe, which substitutes it per input. The workload shorthand is expanded here.
    QStringList expandedCommand() const;
    // The token-count command for an input (its own or the plan-wide one), {input} replaced.
    QStringList tokenCommandFor(const PlanInput& input) const;
};

bool operator==(const PlanEndpoint& a, const PlanEndpoint& b);
bool operator==(const PlanInput& a, const PlanInput& b);
bool operator==(const AcceptanceRule& a, const AcceptanceRule& b);
bool operator==(const PlanCorpus& a, const PlanCorpus& b);
bool operator==(const PlanDecision& a, const PlanDecision& b);
bool operator==(const LoadComplete& a, const LoadComplete& b);
bool operator==(const PlanLimits& a, const PlanLimits& b);
bool operator==(const PlanCooldown& a, const PlanCooldown& b);
bool operator==(const PlanSustained& a, const PlanSustained& b);
bool operator==(const Plan& a, const Plan& b);
inline bool operator!=(const Plan& a, const Plan& b)
{
    return !(a == b);
}

struct PlanParseResult {
    std::optional<Plan> plan; // set only when there is no error
    Diagnostics diagnostics; // every error and warning found, not just the first
};

// Plans are small; anything larger is refused before parsing.
constexpr qint64 kMaxPlanBytes = 1024 * 1024;

PlanParseResult parsePlanFile(const QString& path);
// fileName is used in messages; baseDir is where input files are looked up.
PlanParseResult parsePlan(const QByteArray& text, const QString& fileName, const QString& baseDir);

// A fresh YAML text for the plan. yaml-cpp cannot keep comments, so an edited plan is written
// as a new file; the original text stays in Plan::sourceText. parsePlan(toYaml(p)) == p.
QByteArray toYaml(const Plan& plan);
// Writes toYaml(plan) to path atomically. Refuses the plan's own source file: the original, with
// its comments, is never overwritten by a fresh text.
bool savePlanAs(const Plan& plan, const QString& path, QString* error);

// "3.5GiB", "512MiB", "800MB", "1073741824" -> bytes; false for anything else (no bare "G").
bool parseByteSize(const QString& text, int64_t* bytes);
QString formatByteSize(int64_t bytes); // exact: the largest binary unit that divides, else bytes

} // namespace Analysis
