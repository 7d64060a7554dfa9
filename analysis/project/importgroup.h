#pragma once

// Several log files that belong to ONE run: the measurement method's way of working is a mem.log per input
// length plus one timing log, made by hand. Each file is read by its importer; the user says which
// input each file measured and how long each input is, and the pieces become one run with one
// input per length, so trends and the verdict see the lengths. Used by the import dialog and by
// `headroom import --run NAME --length N=FILE ...` alike (the same N for a memory log and the
// timing log of that input).
//
// The grouping is kept in the project as a raw file of its own (a JSON manifest naming each
// member by SHA-256), so `headroom verify` rebuilds the same run from the raw files.

#include "analysis/core/diagnostic.h"
#include "analysis/import/importer.h"
#include "analysis/project/projectimport.h"
#include "analysis/verdict/verdict.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace Analysis {

class Store;
struct RawFile;

struct GroupMember {
    QString path; // file to read (display name only when the data is given)
    // The input this file measured: all its figures go on it when the log names at most one input
    // itself (hyperfine and GNU time name a command line, not an input). Empty: as the log names
    // them (a timing CSV's input column).
    QString inputId;
    QByteArray data; // filled by importGroup; or given (verify rebuilds from the raw files)
};

struct ImportGroup {
    QString runName;
    QList<GroupMember> members;
    QMap<QString, qint64> lengths; // by input id; an input without one has no place on a trend
    LengthUnit unit = LengthUnit::Tokens; // Tokens or Chars
    ImportOptions log;
    QMap<QString, QString> labels; // given to the run (core/labels.h)
};

// What the import dialog shows for one file before anything is stored (read and parsed: call it
// off the GUI thread). Input and length are guessed from the file name ("mem-len512.log",
// "long.log", "ctx_2048_mem.log") and, failing that, from the one input the log names when that
// reads as an id (not a command line). A log that names several inputs gets no guess: it keeps them.
struct MemberPreview {
    QString path;
    QString format; // importer id; empty when not recognised
    QString formatText; // translated description
    bool memory = false; // has memory samples
    bool timing = false; // has repetitions
    QStringList namedInputs; // input ids the log itself names (a timing CSV's column, hyperfine's commands)
    QString inputId; // guessed; empty when nothing tells or the log names several inputs
    qint64 length = -1; // guessed; -1 when nothing tells
    Diagnostics diagnostics;
};
MemberPreview previewMember(const QString& path, const ImportOptions& options);

// "mem-len512.log" -> {"len512", 512}; "long.txt" -> {"long", -1}; "run_ctx2048" -> {"ctx2048", 2048}.
struct InputGuess {
    QString id;
    qint64 length = -1;
};
InputGuess guessInputFromName(const QString& fileName);

// Reads every member (already holding its data) and combines them into one run. Pure: nothing is
// stored. Errors name the file: a member whose samples have no input, two memory logs for one
// input, a member given an input whose log names several (and how many), a member that does not parse.
struct GroupResult {
    std::optional<Run> run;
    QStringList formats; // per member, the importer id
    Diagnostics diagnostics;
    bool ok() const { return run.has_value() && !hasErrors(diagnostics); }
};
GroupResult combineGroup(const ImportGroup& group);
// The field of the error about a member whose figures have no input (say which input it measured).
inline constexpr char kMissingInputField[] = "input";

// Reads the members' files, combines them and stores the run with every member and the manifest
// as raw files, in one transaction.
FileImportOutcome importGroup(Store& store, ImportGroup group);

// The manifest kept with a grouped run (format kImportGroupFormat), and back.
inline constexpr char kImportGroupFormat[] = "import-group";
QByteArray groupManifest(const ImportGroup& group);
// Rebuilds the group from its manifest and the run's raw files (with data); members are found by
// SHA-256, so files with the same name (three "mem.log") stay apart.
std::optional<ImportGroup> groupFromManifest(
    const QByteArray& manifest, const QList<RawFile>& raws, Diagnostics* diagnostics);

} // namespace Analysis
