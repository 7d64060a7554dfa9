#pragma once

// What an offline corpus run obtained (docs/measurement-method.md, "The offline corpus"): per
// document whether every expected output was obtained, and if not why: memory, truncation,
// format, quality, or the run failing (an exit, a crash, the timeout). The time to obtain every
// expected output, accepted / expected, and the batch size, the concurrency sent and the requests
// the engine processed at once, each apart: they are not the same number.

#include "analysis/core/run.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Analysis {

// Why a repetition gave no accepted output. Memory: the OOM killer or the memory guard. Truncation:
// rejected, and the output reached max_new_tokens. Format: not readable as the rule needs (no JSON,
// a field missing). Quality: read, and wrong. Rejected: rejected by a record that does not say which
// (an older store). Error: the run failed otherwise (an exit code, a crash, the timeout, an HTTP error).
enum class FailureReason { Memory, Truncation, Format, Quality, Rejected, Error };
QString failureReasonName(FailureReason r); // "memory", "truncation", "format", "quality", "rejected", "error"
QString failureReasonText(FailureReason r); // translated, for tables
const QList<FailureReason>& failureReasons(); // in the order above

// Why rep failed; nullopt when it ran and was accepted (or had no rule to fail). maxNewTokens: the
// plan's max_new_tokens, when known: a rejected output that reached it was cut off.
std::optional<FailureReason> failureReason(const Repetition& rep, std::optional<int64_t> maxNewTokens);
// One line on what happened, in the person's language: the rule's words, the limit reached, the exit.
QString failureDetail(const Repetition& rep, FailureReason reason, std::optional<int64_t> maxNewTokens);

struct CorpusDocumentResult {
    QString id;
    std::optional<int> level; // serve mode: the concurrency level
    int stable = 0; // stable repetitions (warm-up left out)
    int accepted = 0;
    int failed = 0; // stable - accepted
    std::optional<FailureReason> reason; // the first failed repetition's; nullopt when none failed
    QString detail;
    int firstFailedRep = -1;
};

// One pass over the corpus: the whole run in process and loop mode, one concurrency level in serve mode.
struct CorpusPass {
    std::optional<int> level;
    int documents = 0; // documents with at least one stable repetition at this level
    int expected = 0; // of them, the ones with expected fields (a rule)
    int accepted = 0; // documents whose every stable repetition was accepted
    QMap<FailureReason, int> failures; // documents with a rule, by their first failure's reason
    // From the first stable repetition's start to the end of the last one, every document included;
    // nullopt when the record has no start times (an import).
    std::optional<double> spanMs;
    bool allObtained() const { return expected > 0 && accepted == expected; }
    QList<CorpusDocumentResult> failed; // documents that failed, in the corpus's order
};

struct CorpusFigures {
    int documents = 0; // in the run
    QString source; // the corpus as the plan named it
    QList<CorpusPass> passes; // process/loop: one; serve: one per level, lowest first
    // The three numbers the method keeps apart: the plan's batch_size (text as written; "null" when
    // not applicable), the concurrency levels sent, and per level the most requests the engine said
    // it was processing at once (its metrics), where it said so.
    QString batchSize;
    QList<int> concurrencySent;
    QMap<int, int> processedAtOnce;
    // The decision that made this run (a retry, a smaller batch), as recorded; empty when none.
    QString decisionFollows, decisionBecause, decisionChange;
    QStringList only; // the documents this run was limited to (a retry); empty: the whole corpus
};

// nullopt when the run is not a corpus run (no corpus.ids parameter).
std::optional<CorpusFigures> corpusFigures(const Run& run);
QStringList corpusDocumentIds(const Run& run);

} // namespace Analysis
