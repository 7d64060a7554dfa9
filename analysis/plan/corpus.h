#pragma once

// The offline corpus (docs/plan-format.md, "corpus"; the measurement method's document trial,
// docs/measurement-method.md): a plan's inputs taken from a folder of documents or a JSONL file,
// each with a stable id and the fields its output must hold. Each document becomes an input of the
// run, and each expected field a json_field acceptance rule of it, so the report can say per
// document whether its output was obtained, and if not why (analysis/verdict/corpusfigures.h).

#include "analysis/core/diagnostic.h"
#include "analysis/plan/plan.h"

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Analysis {

// More than this many documents are refused: the probe takes each input as an argument, and the
// argument list of one process is bounded (about 2 MB on Linux).
inline constexpr int kMaxCorpusDocuments = 5000;
// A JSONL corpus file of more than this is refused before it is read.
inline constexpr qint64 kMaxCorpusFileBytes = qint64(256) << 20;

struct CorpusDocument {
    QString id;
    QString file; // a folder's document: its absolute path; empty for a JSONL document
    QByteArray text; // a JSONL document's text (UTF-8); empty for a folder's
    QString source; // where it was read: "corpus.jsonl:17" or the file's path
    std::optional<int64_t> tokens; // stated in the JSONL line
    // The expected fields, flattened to dotted paths ("total.amount", "items.0.name") with their
    // values; empty when the document has none (it is then left out of the acceptance figures).
    QList<QPair<QString, QJsonValue>> expected;
    bool hasExpected = false;
};

struct CorpusReadResult {
    QList<CorpusDocument> documents; // in the file's order, or a folder's by file name
    Diagnostics diagnostics; // each with the file and line it is about
};

// Reads the corpus the plan names (its paths relative to baseDir): every problem is a diagnostic
// naming the file and line; documents are returned only when there is no error.
CorpusReadResult readCorpus(const PlanCorpus& corpus, const QString& baseDir);

// The plan with the corpus's documents appended to its inputs (a JSONL document written as
// dir/ID.txt, created if needed, so the run keeps the bytes it sent) and each expected field a
// json_field rule; the plan itself when it has no corpus. nullopt and *error when the corpus cannot
// be read or a file cannot be written.
std::optional<Plan> withCorpusInputs(const Plan& plan, const QString& dir, QString* error);

// What a run adds to its plan's inputs, into its run folder: the corpus's documents (runDir/corpus)
// and then the robustness set (runDir/robustness), made from the first input of the two.
std::optional<Plan> withGeneratedInputs(const Plan& plan, const QString& runDir, QString* error);

// The run parameter that lists a corpus run's document ids (space-separated, in order).
inline QString corpusIdsKey()
{
    return QStringLiteral("corpus.ids");
}

} // namespace Analysis
