#include "analysis/verdict/corpusfigures.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"
#include "analysis/plan/corpus.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace Analysis {

QString failureReasonName(FailureReason r)
{
    switch (r) {
    case FailureReason::Memory:
        return QStringLiteral("memory");
    case FailureReason::Truncation:
        return QStringLiteral("truncation");
    case FailureReason::Format:
        return QStringLiteral("format");
    case FailureReason::Quality:
        return QStringLiteral("quality");
    case FailureReason::Rejected:
        return QStringLiteral("rejected");
    case FailureReason::Error:
        return QStringLiteral("error");
    }
    return QString();
}

QString failureReasonText(FailureReason r)
{
    switch (r) {
    case FailureReason::Memory:
        return Tr::tr("memory");
    case FailureReason::Truncation:
        return Tr::tr("truncation");
    case FailureReason::Format:
        return Tr::tr("format");
    case FailureReason::Quality:
        return Tr::tr("quality");
    case FailureReason::Rejected:
        return Tr::tr("rejected (reason not recorded)");
    case FailureReason::Error:
        return Tr::tr("run failed");
    }
    return QString();
}

const QList<FailureReason>& failureReasons()
{
    static const QList<FailureReason> all = { FailureReason::Memory, FailureReason::Truncation, FailureReason::Format,
        FailureReason::Quality, FailureReason::Rejected, FailureReason::Error };
    return all;
}

std::optional<FailureReason> failureReason(const Repetition& rep, std::optional<int64_t> maxNewTokens)
{
    switch (rep.outcome) {
    case Outcome::Ok:
        return std::nullopt;
    case Outcome::OomKilled:
    case Outcome::StoppedByGuard:
        return FailureReason::Memory;
    case Outcome::Rejected:
        if (maxNewTokens && rep.tokensOut && *rep.tokensOut >= *maxNewTokens)
            return FailureReason::Truncation;
        if (rep.rejection == u"format")
            return FailureReason::Format;
        if (rep.rejection == u"quality")
            return FailureReason::Quality;
        return FailureReason::Rejected;
    case Outcome::NonZeroExit:
    case Outcome::Crashed:
    case Outcome::TimedOut:
    case Outcome::Interrupted:
    case Outcome::Unknown:
        return FailureReason::Error;
    }
    return FailureReason::Error;
}

QString failureDetail(const Repetition& rep, FailureReason reason, std::optional<int64_t> maxNewTokens)
{
    QStringList parts;
    switch (reason) {
    case FailureReason::Memory:
    case FailureReason::Error:
        if (rep.exitCode && rep.outcome == Outcome::NonZeroExit)
            parts << Tr::tr("%1 (exit code %2)").arg(outcomeText(rep.outcome)).arg(*rep.exitCode);
        else if (rep.signal)
            parts << Tr::tr("%1 (signal %2)").arg(outcomeText(rep.outcome)).arg(*rep.signal);
        else
            parts << outcomeText(rep.outcome);
        break;
    case FailureReason::Truncation:
        parts << Tr::tr("the output reached max_new_tokens (%1 of %2 tokens)").arg(*rep.tokensOut).arg(*maxNewTokens);
        break;
    case FailureReason::Format:
    case FailureReason::Quality:
    case FailureReason::Rejected:
        break;
    }
    if (!rep.error.isEmpty())
        parts << rep.error;
    return parts.join(QStringLiteral("; "));
}

QStringList corpusDocumentIds(const Run& run)
{
    const QString ids = run.params.value(corpusIdsKey());
    return ids.isEmpty() ? QStringList() : ids.split(u' ', Qt::SkipEmptyParts);
}

std::optional<CorpusFigures> corpusFigures(const Run& run)
{
    if (!run.params.contains(corpusIdsKey()))
        return std::nullopt;
    CorpusFigures f;
    const QStringList ids = corpusDocumentIds(run);
    f.documents = int(ids.size());
    f.source = run.params.value(QStringLiteral("corpus.documents"));
    f.batchSize = run.params.value(QStringLiteral("batch_size"));
    f.decisionFollows = run.params.value(QStringLiteral("decision.follows"));
    f.decisionBecause = run.params.value(QStringLiteral("decision.because"));
    f.decisionChange = run.params.value(QStringLiteral("decision.change"));
    f.only = run.params.value(QStringLiteral("corpus.only")).split(u' ', Qt::SkipEmptyParts);
    std::optional<int64_t> maxNewTokens;
    bool ok = false;
    const qlonglong m = run.params.value(QStringLiteral("max_new_tokens")).toLongLong(&ok);
    if (ok && m > 0)
        maxNewTokens = m;
    for (const ConcurrencyLevel& level : run.concurrencyLevels) {
        f.concurrencySent.append(level.level);
        if (level.engineProcessingMax)
            f.processedAtOnce.insert(level.level, *level.engineProcessingMax);
    }

    // The levels the documents ran at: none (one pass) outside serve mode.
    QList<std::optional<int>> levels;
    const QSet<QString> docs(ids.cbegin(), ids.cend());
    for (const Repetition& rep : run.repetitions)
        if (docs.contains(rep.inputId) && !rep.warmup && !levels.contains(rep.concurrency))
            levels.append(rep.concurrency);
    std::sort(levels.begin(), levels.end());

    for (const std::optional<int>& level : levels) {
        CorpusPass pass;
        pass.level = level;
        double first = std::numeric_limits<double>::infinity(), last = -first;
        bool timed = true;
        QMap<QString, CorpusDocumentResult> results;
        for (const Repetition& rep : run.repetitions) {
            if (rep.warmup || rep.concurrency != level || !docs.contains(rep.inputId))
                continue;
            CorpusDocumentResult& r = results[rep.inputId];
            r.id = rep.inputId;
            r.level = level;
            ++r.stable;
            if (rep.startMs) {
                first = std::min(first, *rep.startMs);
                last = std::max(last, *rep.startMs + rep.wallMs);
            } else {
                timed = false;
            }
            const auto reason = failureReason(rep, maxNewTokens);
            if (!reason) {
                ++r.accepted;
                continue;
            }
            ++r.failed;
            if (!r.reason) {
                r.reason = reason;
                r.detail = failureDetail(rep, *reason, maxNewTokens);
                r.firstFailedRep = rep.index;
            }
        }
        if (timed && last >= first)
            pass.spanMs = last - first;
        for (const QString& id : ids) {
            const auto it = results.constFind(id);
            if (it == results.cend())
                continue;
            ++pass.documents;
            // A document without a rule is run (its time counts) but not judged.
            if (!run.params.contains(QStringLiteral("acceptance.") + id))
                continue;
            ++pass.expected;
            if (it->failed == 0) {
                ++pass.accepted;
                continue;
            }
            ++pass.failures[*it->reason];
            pass.failed.append(*it);
        }
        f.passes.append(pass);
    }
    return f;
}

} // namespace Analysis
