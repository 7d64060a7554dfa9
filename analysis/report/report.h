#pragma once

// The content of a report, assembled once from a stored run, so that the PDF, Markdown, CSV and
// JSON exports all say the same thing: the run, its per-input figures, the verdict, the
// conclusion (the reviewer's stored one, or a default built from the verdict), the plan as
// written, every raw file with its SHA-256, and the versions. Plain data, QtCore only.

#include "analysis/core/coldwarm.h"
#include "analysis/core/diagnostic.h"
#include "analysis/core/format.h" // formatMs, formatKbValue, formatNumber: used with every report
#include "analysis/plan/robustness.h"
#include "analysis/store/store.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/conclusion.h"
#include "analysis/verdict/corpusfigures.h"
#include "analysis/verdict/servefigures.h"
#include "analysis/verdict/sustained.h"
#include "analysis/verdict/sustainedsettings.h"
#include "analysis/verdict/verdict.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Analysis {

struct Report {
    QString projectPath; // display only
    Run run;
    VerdictOptions options; // the plan's limits, when the plan gives them
    FigureTable figures;
    Verdict verdict;
    Conclusion conclusion; // built from the data; its known/unknown replaced by the stored ones
    QMap<QString, double> tokensPerSecond; // by input: median over the stable repetitions, where tokens were counted
    QList<StreamingFigures> streaming; // serve mode: TTFT / TPOT / ITL per input
    QList<AcceptanceFigures> acceptance; // per input: accepted / expected, accepted per minute
    QList<LevelAcceptance> levelAcceptance; // serve mode: accepted outputs per second per level
    QList<RobustnessRow> robustness; // the robustness set's outcomes, when the plan asked for it
    QList<ColdWarm> coldWarm; // loop mode: per input, a cold call beside a warm one
    std::optional<CorpusFigures> corpus; // an offline corpus run: what it obtained, per document
    SustainedAnalysis sustained; // a sustained run: first rounds against last (sustained.h)
    bool conclusionStored = false; // a reviewer saved a conclusion for this run
    QString storedSentenceZh, storedSentenceEn; // the sentence as signed off, when stored
    PlanText plan;
    QList<RawFile> rawFiles; // without data
    QString headroomVersion; // the Headroom that wrote the report
    QString probeVersion; // empty when the run was not made by the probe
    QDateTime generatedAt;

    // The measurement method's sentence: the stored one when a reviewer saved it, else the one built here.
    QString sentence(SentenceLanguage lang) const;
    // The verdict in one line, by a fixed template in each language (like the sentence: a
    // reviewer compares it word for word whatever the UI language is).
    QString headline(SentenceLanguage lang) const;
    QStringList unknownTexts(SentenceLanguage lang) const;
    const RawFile* rawFileNamed(const QString& name) const;
};

Report makeReport(const Run& run, const PlanText& plan, const QList<RawFile>& rawFiles,
    const std::optional<QByteArray>& conclusionJson);

// The run started last (ties: the larger id); empty when the project has no run.
QString latestRunId(const Store& store, Diagnostics* diagnostics = nullptr);

// Loads run `runId` (empty: the latest) and everything around it; nullopt with a diagnostic when
// there is no such run.
std::optional<Report> loadReport(const Store& store, const QString& runId, Diagnostics* diagnostics);

// Formatting shared by the exports: numbers never change with the UI locale, so a Markdown
// table and a PDF show the same digits.
QString exactnessText(Exactness e); // translated: "exact", "sampled", "unknown"
// An input's peak as a table says it: its exactness, and "probably missed" when it is in doubt.
QString peakExactnessText(const InputFigures& f);
// The run's fixed parameters as (key, value) rows. With planPrintedBelow, the plan's whole text (the
// "plan" parameter a plan run records) is named, not printed a second time (the PDF printed it twice).
QList<QStringList> fixedParameterRows(const Report& report, bool planPrintedBelow);
// Translated: the warm-up repetitions' own peak per input, apart from the Peak column
// ("Warm-up peak, not in the Peak column: short 1.1 MiB, long 2.0 MiB."); empty without warm-ups.
QString warmupPeakNote(const FigureTable& table);

// Runs compared with a base (the Compare page; `headroom compare` is the case of one), for the
// comparison exports: the same rows whichever format writes them.
struct ComparisonReport {
    QString base; // the base run as the user knows it (a name, a path)
    QStringList candidates; // parallel to comparisons
    QList<RunComparison> comparisons; // comparisons[i]: candidates[i] against base
    double maxRegression = 0; // the threshold the rows' "regression" used
    // Sustained runs' settings ranked, first rounds against last (sustainedsettings.h); empty when
    // no run compared is sustained.
    SustainedSettingsRanking sustainedSettings;
};

// A compared figure's value as `headroom compare` prints it: a peak in KiB/MiB, a latency in ms/s;
// signed: "+1.2 ms", "-40 KiB" (an interval's ends).
QString compareValueText(CompareFigure f, double v);
QString signedCompareValueText(CompareFigure f, double v);

} // namespace Analysis
