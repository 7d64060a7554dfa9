#pragma once

// `headroom verify P.headroom`: every stored figure is recomputed from the raw files kept in the
// project (issue 6: "a conclusion is only worth something if someone else can recompute it").
// Logs are imported again from their blobs (importBytes); probe runs are written back to a
// temporary run folder and read with readRunFolder. The per-input figures of the stored run and
// of the recomputed one are compared, and every figure that differs is reported, so a number
// edited by hand in the .headroom file is caught.

#include "analysis/core/diagnostic.h"
#include "analysis/store/store.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Analysis {

struct FigureDifference {
    QString inputId;
    QString figure; // stable name: "median_ms", "peak_kb", "outcomes", "input" ...
    QString stored; // as text, full precision
    QString recomputed;
};

struct RunVerification {
    enum class Status { Reproduced, Differs, NotRecomputable };
    QString runId;
    QString runName;
    Status status = Status::NotRecomputable;
    int figuresCompared = 0;
    QList<FigureDifference> differences;
    QStringList notes; // translated: what was assumed or could not be checked
    // Stored columns ("table.column") that no raw file gives back (labels, identifiers, the user's
    // conclusion): listed, never counted as reproduced.
    QStringList notChecked;
    Diagnostics diagnostics; // why a run could not be recomputed, or a raw file that changed
};

QString verificationStatusName(RunVerification::Status s); // "reproduced", "differs", "not_recomputable"

RunVerification verifyRun(const Store& store, const QString& runId);

struct VerifyResult {
    QList<RunVerification> runs;
    Diagnostics diagnostics; // the project itself
    bool allReproduced() const;
};

VerifyResult verifyProject(const Store& store);

QJsonObject verifyResultToJson(const VerifyResult& result, const QString& projectPath);

} // namespace Analysis
