#pragma once

// Brings files into a project: log files of any supported format, probe run folders, a
// colleague's .headroom file, or a folder holding any mix of them. Used by `headroom import` and
// by the workbench alike. Each file is one transaction: a file with an error leaves nothing.

#include "analysis/core/diagnostic.h"
#include "analysis/import/importer.h"
#include "analysis/plan/plan.h"
#include "analysis/store/store.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Analysis {

class Store;

struct FileImportOutcome {
    QString path;
    QString format; // importer id, "probe-run" or "headroom"
    QStringList runIds; // runs created
    bool duplicate = false; // the same raw bytes were already in the project
    bool skipped = false; // a folder's entry that was not a log to import (the warning says why)
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

struct ProjectImportOptions {
    ImportOptions log; // options for log files
    // Labels (core/labels.h) given to every run made from a log or a run folder; a colleague's
    // .headroom file keeps its runs' own labels (a warning says these were not added).
    QMap<QString, QString> labels;
    // Called before each file with (index, total, path); return false to stop (cancel).
    std::function<bool(int, int, const QString&)> progress;
};

// Expands folders (a folder with events.jsonl is one probe run; others are walked, one level
// of files and sub-folders, sorted by name) into the list of things to import. Every entry of a
// folder that is left out (sub-folders that are not run folders, symbolic links, FIFOs, sockets,
// devices, hidden files, READMEs) is named in a warning; a folder with nothing to import is an error.
QStringList expandImportPaths(const QStringList& paths, Diagnostics* diagnostics);

// One probe run folder with every file in it as raw files. `run`, when given, replaces what is read
// from the folder (PlanRunner's run carries the plan's token counts); `plan` is kept verbatim;
// `extraRawFiles` are kept with the run as well (the plan's inputs, see planInputsRawFile).
// `labels` are added to the run's own (and win for the same key).
FileImportOutcome importRunFolder(Store& store, const QString& dir, const std::optional<Run>& run = {},
    const PlanText& plan = {}, const QList<RawFile>& extraRawFiles = {}, const QMap<QString, QString>& labels = {});

// The plan's input files travel with the run so that someone else can re-run it (`headroom verify
// --rerun`). They are kept as ONE raw file of this format, a JSON bundle, not one raw file each:
// the store refuses a raw file whose SHA-256 is already in the project (a log imported twice), and
// every run of the same plan has the same inputs. The bundle names the run's events.jsonl by its
// SHA-256, which makes it unique per run.
inline constexpr char kPlanInputsFormat[] = "plan-inputs";
struct PlanInputFile {
    QString id; // the plan's input id
    QString file; // the path as the plan wrote it
    QByteArray data;
};
// nullopt with a diagnostic when an input cannot be read or the whole is larger than a raw file may be.
std::optional<RawFile> planInputsRawFile(const Plan& plan, const QString& runFolder, Diagnostics* diagnostics);
// Reads a bundle back; every file's SHA-256 is checked. `name` is used in messages.
std::optional<QList<PlanInputFile>> readPlanInputs(
    const QByteArray& bundle, const QString& name, Diagnostics* diagnostics);

// A plan run, from the CLI (`headroom run`, `verify --rerun`) or the window's Live run page, kept
// the one way: the runner's run (or, without one, what the run folder holds, named incompleteName
// when it is incomplete), every file of the folder, the plan verbatim and its inputs, so that the
// run can be re-run anywhere; rerunOf names the run it repeats in its provenance.
struct PlanRunToStore {
    QString runFolder; // on this machine
    std::optional<Run> run; // the runner's run; nullopt: read the folder
    const Plan* plan = nullptr; // as it ran
    QString incompleteName; // the name of an incomplete run; empty: the folder's
    QString rerunOf; // the run this one repeats, or empty
    QMap<QString, QString> labels; // `--label`s: added to the plan's labels, and win for the same key
    // The device it ran on ("local", a saved device's name, user@host), for a run read from its
    // folder (an interrupted one); empty: what the folder says (the machine's host name).
    QString device;
};
struct StoredPlanRun {
    FileImportOutcome outcome;
    bool incomplete = false; // stored from a folder without run_end or DONE
    QString runId() const { return outcome.runIds.value(0); }
};
// Inputs that cannot be kept are a warning: the run was measured, it just cannot be re-run.
StoredPlanRun storePlanRun(Store& store, const PlanRunToStore& what);

// The options a log was read with (warm-up, timing kind, a generic CSV's column map, GNU time's -f
// format, a forced format) travel with its run as a raw file of this format, so `headroom verify`
// reads the log the same way. It names the log by its SHA-256, which makes it unique per run (the
// store refuses a second raw file with the same SHA-256).
inline constexpr char kImportOptionsFormat[] = "import-options";
RawFile importOptionsRawFile(const ImportOptions& options, const QByteArray& logSha256Hex);
// Reads them back; nullopt with a diagnostic naming `name` when the file is not such a record.
std::optional<ImportOptions> readImportOptions(const QByteArray& data, const QString& name, Diagnostics* diagnostics);

QList<FileImportOutcome> importIntoProject(Store& store, const QStringList& paths, const ProjectImportOptions& options);

} // namespace Analysis
