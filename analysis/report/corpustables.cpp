// The offline corpus's tables (docs/measurement-method.md, "The offline corpus"): what each pass
// over the documents obtained, and which documents failed and why.

#include "analysis/core/tr.h"
#include "analysis/report/reporttables.h"

namespace Analysis {

namespace {

QString levelsText(const QList<int>& levels)
{
    QStringList parts;
    for (int l : levels)
        parts << QString::number(l);
    return parts.join(QStringLiteral(", "));
}

// The three numbers the method keeps apart, each as recorded or said unknown.
QString batchConcurrencyNote(const CorpusFigures& c)
{
    const QString batch = c.batchSize.isEmpty() ? Tr::tr("not recorded")
        : c.batchSize == u"null"                ? Tr::tr("not applicable (the plan says null)")
                                                : c.batchSize;
    QString sent = c.concurrencySent.isEmpty()
        ? Tr::tr("one request at a time (process mode: one process per repetition)")
        : levelsText(c.concurrencySent);
    QString processed;
    if (c.concurrencySent.isEmpty())
        processed = Tr::tr("one");
    else if (c.processedAtOnce.isEmpty())
        processed = Tr::tr("unknown: the engine's metrics gave no such figure");
    else {
        QStringList parts;
        for (int level : c.concurrencySent)
            parts << (c.processedAtOnce.contains(level)
                    ? Tr::tr("%1 at level %2").arg(c.processedAtOnce.value(level)).arg(level)
                    : Tr::tr("unknown at level %1").arg(level));
        processed = parts.join(QStringLiteral(", "));
    }
    return Tr::tr("Batch size (batch_size): %1. Concurrency sent: %2. Requests the engine processed at once (the most "
                  "its metrics reported): %3. These are three numbers, not one.")
        .arg(batch, sent, processed);
}

} // namespace

QList<ReportTable> corpusTables(const CorpusFigures& c)
{
    const bool serve = !c.concurrencySent.isEmpty();
    bool unrecorded = false;
    for (const CorpusPass& p : c.passes)
        unrecorded = unrecorded || p.failures.value(FailureReason::Rejected) > 0;

    ReportTable t;
    t.title = Tr::tr("Offline corpus");
    if (serve)
        t.header << Tr::tr("Concurrency");
    t.header << Tr::tr("Documents") << Tr::tr("Accepted / expected") << Tr::tr("Time to every expected output");
    QList<FailureReason> reasons;
    for (FailureReason r : failureReasons())
        if (r != FailureReason::Rejected || unrecorded) {
            reasons << r;
            QString header = failureReasonText(r);
            header[0] = header.at(0).toUpper();
            t.header << header;
        }
    if (serve)
        t.widths << 9;
    t.widths << 9 << 12 << 20;
    for (int i = 0; i < reasons.size(); ++i)
        t.widths << 9;
    for (const CorpusPass& p : c.passes) {
        QStringList row;
        if (serve)
            row << (p.level ? QString::number(*p.level) : QString());
        row << QString::number(p.documents) << QStringLiteral("%1 / %2").arg(p.accepted).arg(p.expected);
        if (p.expected == 0)
            row << Tr::tr("no expected outputs");
        else if (p.allObtained())
            row << (p.spanMs ? formatDuration(*p.spanMs) : Tr::tr("unknown (no start times)"));
        else
            row << (p.spanMs ? Tr::tr("not reached (%1 missing; the corpus took %2)")
                                   .arg(p.expected - p.accepted)
                                   .arg(formatDuration(*p.spanMs))
                             : Tr::tr("not reached (%1 missing)").arg(p.expected - p.accepted));
        for (FailureReason r : reasons)
            row << QString::number(p.failures.value(r));
        t.rows << row;
    }
    QString source = c.source.isEmpty() ? Tr::tr("a corpus") : c.source;
    t.notes << (c.only.isEmpty() ? Tr::tr("Corpus %1: %2 documents.").arg(source).arg(c.documents)
                                 : Tr::tr("Corpus %1: this run was limited to %2 of its documents (corpus.only).")
                                       .arg(source)
                                       .arg(c.documents));
    t.notes << Tr::tr("A document is accepted when every stable repetition of it was; one that failed counts once, "
                      "under the reason of its first failure. Memory: the OOM killer or the memory guard. Truncation: "
                      "rejected, with the output at max_new_tokens. Format: no JSON, or a field missing. Quality: the "
                      "fields read, a value wrong. Run failed: an exit code, a crash, the timeout or an HTTP error.");
    t.notes << Tr::tr("Time to every expected output: from the start of the first measured repetition to the end of "
                      "the last (warm-ups that ran in between are inside it; with warmup 0 it is the corpus's own wall "
                      "time); \"not reached\" while any expected output is missing.");
    t.notes << batchConcurrencyNote(c);
    if (!c.decisionFollows.isEmpty()) {
        QString because = c.decisionBecause;
        for (FailureReason r : failureReasons())
            if (failureReasonName(r) == because)
                because = failureReasonText(r);
        t.notes << Tr::tr("Decision: this run follows \"%1\" because of its failures (%2); changed: %3. The failures "
                          "of \"%1\" stay recorded there.")
                       .arg(c.decisionFollows, because, c.decisionChange);
    }

    QList<ReportTable> tables { t };
    ReportTable f;
    f.title = Tr::tr("Documents that failed");
    if (serve)
        f.header << Tr::tr("Concurrency");
    f.header << Tr::tr("Document") << Tr::tr("Reason") << Tr::tr("Failed / stable") << Tr::tr("First failure");
    if (serve)
        f.widths << 9;
    f.widths << 16 << 12 << 10 << 53;
    int total = 0;
    for (const CorpusPass& p : c.passes)
        for (const CorpusDocumentResult& d : p.failed) {
            if (++total > kMaxFailedDocumentRows)
                continue;
            QStringList row;
            if (serve)
                row << (d.level ? QString::number(*d.level) : QString());
            row << d.id << failureReasonText(*d.reason) << QStringLiteral("%1 / %2").arg(d.failed).arg(d.stable)
                << Tr::tr("repetition %1: %2").arg(d.firstFailedRep).arg(d.detail);
            f.rows << row;
        }
    if (total > kMaxFailedDocumentRows)
        f.notes << Tr::tr("%1 more documents failed; headroom report --json lists every one.")
                       .arg(total - kMaxFailedDocumentRows);
    if (!f.rows.isEmpty())
        tables << f;
    return tables;
}

} // namespace Analysis
