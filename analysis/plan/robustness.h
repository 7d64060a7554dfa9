#pragma once

// The robustness set (the measurement method, docs/measurement-method.md: "异常格式输入注入非标准字符与截断的 UTF-8 编码，用于校验底层 C/C++
// 推理引擎的内存安全与边界防护能力"): inputs made from the plan's first input that an engine must
// survive. Each has a stable id, so runs can be compared input by input, and the same bytes on
// every machine (no randomness but SplitMix64 with a fixed seed). Each repetition of one gets an
// outcome: ok, error reply, crash or hang; one bad input never ends the run (the probe goes on to
// the next repetition whatever the outcome).

#include "analysis/plan/plan.h"
#include "analysis/core/run.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

struct RobustnessInput {
    QString id; // "robust.truncated_utf8", "robust.unusual_codepoints", "robust.control_chars", "robust.over_context"
    QByteArray bytes;
};

// The set made from source (the first input's bytes). contextTokens: params.context_length; the
// over-context input is then at least 8 bytes per token of it (no tokenizer needs fewer than one
// token per 8 bytes of ordinary text); without it, 1 MiB.
QList<RobustnessInput> robustnessSet(const QByteArray& source, std::optional<int64_t> contextTokens);

bool isRobustnessInput(const QString& inputId); // the id starts with "robust."

// The plan with the robustness set written as files into dir (created if needed) and appended to
// its inputs; the plan itself when plan.robustness is false. nullopt and *error (translated) when
// the first input cannot be read or a file cannot be written.
std::optional<Plan> withRobustnessInputs(const Plan& plan, const QString& dir, QString* error);

enum class RobustnessOutcome { Ok, ErrorReply, Crash, Hang, NotRun };

// What a repetition of a robustness input came to. Process mode: a normal exit is ok (also when its
// output was rejected: the engine survived), a non-zero exit is an error reply, a signal or the OOM
// killer a crash, the timeout a hang. Serve mode: an HTTP error status or an error event is an error
// reply; a refused connection or an answer cut off (the engine went away) a crash; the request's
// timeout a hang.
RobustnessOutcome robustnessOutcome(const Repetition& rep);
QString robustnessOutcomeName(RobustnessOutcome o); // "ok", "error_reply", "crash", "hang", "not_run"
QString robustnessOutcomeText(RobustnessOutcome o); // translated

struct RobustnessRow {
    QString inputId;
    int ok = 0, errorReply = 0, crash = 0, hang = 0, notRun = 0; // over every repetition, warm-up included
    RobustnessOutcome worst = RobustnessOutcome::NotRun; // crash > hang > error reply > ok
};
QList<RobustnessRow> robustnessRows(const Run& run);

} // namespace Analysis
