#pragma once

// The per-input figures table, built once: the Markdown report, the PDF summary, inputs.csv, the
// JSON report's figures.inputs[] and the window's figures model all print these columns and
// these cells, so they cannot disagree. Adding a figure (say p95) is one column in inputtable.cpp:
// its header, the text a person reads and the fields a machine reads (docs/architecture.md,
// "Where a change goes").

#include "analysis/core/energy.h"
#include "analysis/core/run.h"
#include "analysis/verdict/verdict.h"

#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>

namespace Analysis {

// Which figure a column holds, in the table's order (the window's column index): the window uses
// it for tooltips.
enum class InputColumnId {
    Input,
    Lengths,
    AfterLoad,
    Peak,
    AnonPeak,
    FilePeak,
    ModelFile,
    Median,
    P90,
    Max,
    TailRatio,
    Ttft,
    Stages,
    TokensPerS,
    Energy,
    StableN,
    Outcomes,
    Count // the number of columns
};

struct InputCell;

// What a cell is made from: one input's figures, its spec (null when the run has none) and its
// tokens per second (null when not counted).
struct InputCellSource {
    const InputFigures& f;
    const InputSpec* spec;
    const double* tokensPerSecond;
    const EnergyFigures* energy = nullptr; // null: no energy measured (energy.h)
};

struct InputColumn {
    InputColumnId id;
    QString header; // translated
    int pageWidth = 0; // relative width on a page (PDF and Markdown); 0: window, CSV and JSON only
    bool number = true; // right-aligned where aligned
    InputCell (*cell)(const InputCellSource& source) = nullptr;
};

// One machine-readable figure: a key of inputs.csv and of figures.inputs[] (docs/json-format.md),
// its value in the unit the key names (kb, ms), null when unknown.
struct InputField {
    QString key;
    QJsonValue value;
    bool nested = false; // a list or an object: in the JSON only, not in inputs.csv
};

struct InputCell {
    QString text; // what a person reads; empty: unknown (a page writes "-")
    std::optional<double> sortValue; // the number behind the text, for sorting; none for text
    QList<InputField> fields;
};

struct InputTable {
    QList<InputColumn> columns;
    QStringList inputIds;
    QList<QList<InputCell>> rows; // rows[input][column]

    QList<int> pageColumns() const; // the columns a page shows, in order
    // Every field of a row in column order: the keys of figures.inputs[] (and, nested ones left
    // out, of inputs.csv).
    QList<InputField> fields(int row) const;
    // The keys of inputs.csv in order, as fields() gives them, from the columns alone (a table
    // without rows has its header too).
    QStringList csvKeys() const;
};

// The tokens per second of each input: the median over the stable repetitions of the decode rate
// (1000 / TPOT), where tokens were counted.
QMap<QString, double> tokensPerSecondByInput(const Run& run, const FigureTable& figures);

InputTable inputTable(const Run& run, const FigureTable& figures, const QMap<QString, double>& tokensPerSecond);
struct Report;
InputTable inputTable(const Report& report);

} // namespace Analysis
