// verify: recompute a run from its raw files (below) and compare. The store-shaped view that the
// comparison walks (every stored column of a run, by row) is in verifycells.cpp.
#include "analysis/project/verify.h"

#include "analysis/core/tr.h"
#include "analysis/project/verifycells.h"

#include "analysis/import/importer.h"
#include "analysis/project/importgroup.h"
#include "analysis/plan/inputlength.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/report.h"
#include "analysis/import/runfolder.h"
#include "analysis/core/savefile.h"
#include "analysis/verdict/verdict.h"
#include "remote/probe/protocol.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <cmath>

namespace Analysis {
namespace {
// A stored name is untrusted (the .headroom file may come from anyone): it becomes a file
// name inside the temporary folder only when it is a plain name.
bool plainName(const QString& name)
{
    return !name.isEmpty() && !name.contains(u'/') && !name.contains(u'\\') && name != u"." && name != u".."
        && !name.contains(QChar(0));
}

struct Recomputed {
    std::optional<Run> run;
    std::optional<ImportOptions> options; // how a log was read (kept with the run since issue 19)
    QString format; // the importer that read a log again
    Diagnostics diagnostics;
    QStringList notes;
};

// DONE lists each repetition's stdout/stderr (out/...), which the project does not keep;
// those lines are dropped so the files that are kept are still checked against DONE.
QByteArray doneForKeptFiles(const QByteArray& done, const QSet<QString>& kept, int* dropped)
{
    QByteArray out;
    for (const QByteArray& line : done.split('\n')) {
        const QByteArray t = line.trimmed();
        if (t.isEmpty())
            continue;
        const QString rel = QString::fromUtf8(t.mid(66));
        if (t.size() > 66 && !kept.contains(rel)) {
            ++*dropped;
            continue;
        }
        out += t + '\n';
    }
    return out;
}

// The plan runner measures each input file where the probe's run_start left a length out (serve
// mode writes no character count; planrunner.cpp readPlanRun): the same measurement, of the bytes
// kept with the run (the plan's inputs and the robustness set it made), so a stored length is
// recomputed rather than left at -1.
bool fillInputLengths(Run& run, const QString& bundleName, const QByteArray& bundle, const QString& dir, Recomputed* r)
{
    const auto kept = readPlanInputs(bundle, bundleName, &r->diagnostics);
    if (!kept)
        return false;
    for (InputSpec& spec : run.inputs) {
        if (spec.bytes >= 0 && spec.chars >= 0)
            continue;
        const auto it = std::find_if(
            kept->begin(), kept->end(), [&spec](const PlanInputFile& f) { return f.id == spec.id; });
        if (it == kept->end())
            continue;
        const QString path = QDir(dir).filePath(QStringLiteral("input-length.bin"));
        QString message;
        if (!saveFile(path, it->data, &message)) {
            r->diagnostics << fileError(path, message);
            return false;
        }
        const InputLength length = measureInputFile(path);
        QFile::remove(path);
        if (spec.bytes < 0)
            spec.bytes = length.bytes;
        if (spec.chars < 0)
            spec.chars = length.chars;
    }
    return true;
}

Recomputed recompute(const Store& store, const QString& runId)
{
    Recomputed r;
    const QList<RawFile> raws = store.rawFiles(runId, &r.diagnostics);
    if (raws.isEmpty()) {
        r.diagnostics << fileError(
            store.path(), Tr::tr("Run %1 keeps no raw file: its figures cannot be recomputed.").arg(runId));
        return r;
    }
    QMap<QString, QByteArray> files;
    QList<RawFile> withData; // a grouped run's members may share a name (three "mem.log")
    std::optional<QByteArray> groupManifestData;
    std::optional<std::pair<QString, QByteArray>> planInputs; // the inputs a planned run sent
    bool probe = false;
    for (const RawFile& raw : raws) {
        const auto data = store.rawFileData(raw.id, &r.diagnostics);
        if (!data)
            return r;
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex());
        if (sha != raw.sha256) {
            r.diagnostics << fileError(raw.name,
                Tr::tr("The raw file %1 does not match its recorded SHA-256 (%2, now %3): it was changed inside the "
                       "project.")
                    .arg(raw.name, raw.sha256, sha));
            return r;
        }
        probe = probe || raw.format == u"probe-events" || raw.name == QLatin1String(HeadroomProtocol::kEventsFile);
        files.insert(raw.name, *data);
        withData << raw;
        withData.last().data = *data;
        if (raw.format == QLatin1String(kImportGroupFormat))
            groupManifestData = *data;
        if (raw.format == QLatin1String(kPlanInputsFormat))
            planInputs = std::make_pair(raw.name, *data);
        if (raw.format == QLatin1String(kImportOptionsFormat)) {
            files.remove(raw.name); // how the log was read, not a log
            r.options = readImportOptions(*data, raw.name, &r.diagnostics);
            if (!r.options)
                return r;
        }
    }
    if (groupManifestData) {
        // Several logs combined into one run by the user (importgroup.h): rebuilt from its manifest.
        const auto group = groupFromManifest(*groupManifestData, withData, &r.diagnostics);
        if (!group)
            return r;
        GroupResult combined = combineGroup(*group);
        r.diagnostics += combined.diagnostics;
        if (combined.ok())
            r.run = std::move(combined.run);
        return r;
    }
    if (probe) {
        QTemporaryDir dir;
        if (!dir.isValid()) {
            r.diagnostics << fileError(dir.path(), Tr::tr("Cannot create a temporary folder: %1").arg(dir.errorString()));
            return r;
        }
        QSet<QString> kept;
        for (auto it = files.cbegin(); it != files.cend(); ++it)
            kept.insert(it.key());
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            if (!plainName(it.key())) {
                r.diagnostics << fileError(
                    it.key(), Tr::tr("A raw file has the name \"%1\", which is not a plain file name.").arg(it.key()));
                return r;
            }
            QByteArray data = it.value();
            if (it.key() == QLatin1String(HeadroomProtocol::kDoneFile)) {
                int dropped = 0;
                data = doneForKeptFiles(data, kept, &dropped);
                if (dropped > 0)
                    r.notes << Tr::tr("%n file(s) listed in DONE (each repetition's output) are not kept in the "
                                      "project and were not checked.",
                        nullptr, dropped);
            }
            QString message;
            if (!saveFile(dir.filePath(it.key()), data, &message)) {
                r.diagnostics << fileError(dir.filePath(it.key()), message);
                return r;
            }
        }
        RunFolderResult folder = readRunFolder(dir.path());
        for (Diagnostic d : folder.diagnostics) {
            d.file = QFileInfo(d.file).fileName(); // the temporary folder means nothing to the reader
            r.diagnostics << d;
        }
        if (folder.ok) {
            r.run = std::move(folder.run);
            if (planInputs && !fillInputLengths(*r.run, planInputs->first, planInputs->second, dir.path(), &r))
                r.run.reset();
        }
        return r;
    }
    if (files.size() != 1) {
        r.diagnostics << fileError(store.path(),
            Tr::tr("Run %1 keeps %2 raw files but no probe events; Headroom cannot tell how they combine.")
                .arg(runId)
                .arg(files.size()));
        return r;
    }
    // Projects made before the options were kept with the run: the defaults are what `headroom
    // import` uses unless told otherwise.
    if (!r.options)
        r.notes << Tr::tr("%1 was read again with the default import options (1 warm-up repetition).")
                       .arg(files.firstKey());
    ImportResult imported = importBytes(files.first(), files.firstKey(), r.options.value_or(ImportOptions {}));
    r.diagnostics += imported.diagnostics;
    r.format = imported.format;
    if (imported.ok())
        r.run = std::move(imported.run);
    return r;
}

using VerifyCells::text;
using VerifyCells::exactnessName;
QString outcomesText(const InputFigures& f)
{
    QStringList parts;
    for (auto it = f.outcomes.cbegin(); it != f.outcomes.cend(); ++it)
        parts << QStringLiteral("%1=%2").arg(outcomeName(it.key())).arg(it.value());
    return parts.join(u',');
}

void compareInput(const InputFigures& a, const InputFigures& b, RunVerification& v)
{
    // A figure made from a column taken over from the store (carryOver) was not recomputed: it is
    // left out of the count, the column is named in notChecked.
    const bool lengthCarried
        = a.lengthUnit == LengthUnit::Tokens && v.notChecked.contains(QStringLiteral("inputs.tokens"));
    const bool outcomesCarried = v.notChecked.contains(QStringLiteral("repetitions.outcome"));
    const QList<std::pair<QString, std::pair<QString, QString>>> figures = {
        { QStringLiteral("length"), { text(a.length), text(b.length) } },
        { QStringLiteral("length_unit"), { lengthUnitName(a.lengthUnit), lengthUnitName(b.lengthUnit) } },
        { QStringLiteral("after_load_kb"), { text(a.afterLoadKb), text(b.afterLoadKb) } },
        { QStringLiteral("peak_kb"), { text(a.peakKb), text(b.peakKb) } },
        { QStringLiteral("peak_exactness"), { exactnessName(a.peakExactness), exactnessName(b.peakExactness) } },
        { QStringLiteral("stable_n"), { QString::number(a.n), QString::number(b.n) } },
        { QStringLiteral("median_ms"), { text(a.medianMs), text(b.medianMs) } },
        { QStringLiteral("p90_ms"), { text(a.p90Ms), text(b.p90Ms) } },
        { QStringLiteral("max_ms"), { text(a.maxMs), text(b.maxMs) } },
        { QStringLiteral("ttft_median_ms"), { text(a.ttftMedianMs), text(b.ttftMedianMs) } },
        { QStringLiteral("outcomes"), { outcomesText(a), outcomesText(b) } },
    };
    for (const auto& [name, values] : figures) {
        if ((lengthCarried && name == u"length") || (outcomesCarried && name == u"outcomes"))
            continue;
        ++v.figuresCompared;
        if (values.first != values.second)
            v.differences.append({ a.inputId, name, values.first, values.second });
    }
}
} // namespace

QString verificationStatusName(RunVerification::Status s)
{
    switch (s) {
    case RunVerification::Status::Reproduced:
        return QStringLiteral("reproduced");
    case RunVerification::Status::Differs:
        return QStringLiteral("differs");
    case RunVerification::Status::NotRecomputable:
        break;
    }
    return QStringLiteral("not_recomputable");
}

RunVerification verifyRun(const Store& store, const QString& runId)
{
    RunVerification v;
    v.runId = runId;
    const std::optional<Run> stored = store.loadRun(runId, &v.diagnostics);
    if (!stored)
        return v;
    v.runName = stored->name;
    Recomputed again = recompute(store, runId);
    v.diagnostics += again.diagnostics;
    v.notes += again.notes;
    if (!again.run || hasErrors(v.diagnostics))
        return v;
    Run& fresh = *again.run;
    // Token counts of a planned run come from the plan's token-count command at run time, not
    // from a raw file: they are taken from the store and said so.
    for (const InputSpec& spec : fresh.inputs)
        for (const InputSpec& s : stored->inputs)
            if (s.id == spec.id && spec.tokens < 0 && s.tokens >= 0)
                v.notes << Tr::tr("Input %1: the token count (%2) is not in a raw file; the stored one was used.")
                               .arg(s.id)
                               .arg(s.tokens);
    v.notChecked = VerifyCells::carryOver(*stored, fresh);
    VerifyCells::Cells storedCells = VerifyCells::cellsOf(*stored);
    // The runs list shows model, quantization, backend and verdict from the runs row itself.
    for (const RunRow& row : store.listRuns()) {
        if (row.id != runId)
            continue;
        storedCells[{ QStringLiteral("runs.model"), {} }] = row.model;
        storedCells[{ QStringLiteral("runs.quantization"), {} }] = row.quantization;
        storedCells[{ QStringLiteral("runs.backend"), {} }] = row.backend;
        storedCells[{ QStringLiteral("runs.verdict"), {} }] = row.verdict.value_or(QStringLiteral("null"));
    }
    VerifyCells::Cells freshCells = VerifyCells::cellsOf(fresh);
    // The verdict from the recomputed figures, as the import decided it (projectimport.cpp).
    freshCells[{ QStringLiteral("runs.verdict"), {} }]
        = firstLimitName(decide(fresh, verdictOptionsFromRun(fresh)).first);
    VerifyCells::compareCells(storedCells, freshCells, v.notChecked, v);
    const VerdictOptions options = verdictOptionsFromRun(*stored);
    const FigureTable a = perInputFigures(*stored, options);
    const FigureTable b = perInputFigures(fresh, options);
    for (const InputFigures& fa : a.inputs) {
        const auto it = std::find_if(
            b.inputs.begin(), b.inputs.end(), [&](const InputFigures& f) { return f.inputId == fa.inputId; });
        ++v.figuresCompared;
        if (it == b.inputs.end())
            v.differences.append(
                { fa.inputId, QStringLiteral("input"), QStringLiteral("present"), QStringLiteral("absent") });
        else
            compareInput(fa, *it, v);
    }
    for (const InputFigures& fb : b.inputs) {
        const bool inStored = std::any_of(
            a.inputs.begin(), a.inputs.end(), [&](const InputFigures& f) { return f.inputId == fb.inputId; });
        if (!inStored) {
            ++v.figuresCompared;
            v.differences.append(
                { fb.inputId, QStringLiteral("input"), QStringLiteral("absent"), QStringLiteral("present") });
        }
    }
    v.status = v.differences.isEmpty() ? RunVerification::Status::Reproduced : RunVerification::Status::Differs;
    return v;
}

bool VerifyResult::allReproduced() const
{
    if (hasErrors(diagnostics) || runs.isEmpty())
        return false;
    return std::all_of(runs.begin(), runs.end(),
        [](const RunVerification& r) { return r.status == RunVerification::Status::Reproduced; });
}

VerifyResult verifyProject(const Store& store)
{
    VerifyResult result;
    // A damaged page or a row that refers to no run (a raw file or a conclusion moved by hand)
    // is the project's own fault, named before any run.
    result.diagnostics += store.integrityCheck();
    const QList<RunRow> rows = store.listRuns(&result.diagnostics);
    for (const RunRow& row : rows)
        result.runs << verifyRun(store, row.id);
    return result;
}

QJsonObject verifyResultToJson(const VerifyResult& result, const QString& projectPath)
{
    QJsonArray runs;
    for (const RunVerification& r : result.runs) {
        QJsonArray diffs;
        for (const FigureDifference& d : r.differences)
            diffs.append(QJsonObject { { QStringLiteral("input"), d.inputId }, { QStringLiteral("figure"), d.figure },
                { QStringLiteral("stored"), d.stored }, { QStringLiteral("recomputed"), d.recomputed } });
        QJsonArray errors;
        for (const Diagnostic& d : r.diagnostics)
            errors.append(d.toString());
        runs.append(QJsonObject { { QStringLiteral("id"), r.runId }, { QStringLiteral("name"), r.runName },
            { QStringLiteral("status"), verificationStatusName(r.status) },
            { QStringLiteral("figures_compared"), r.figuresCompared }, { QStringLiteral("differences"), diffs },
            { QStringLiteral("notes"), QJsonArray::fromStringList(r.notes) },
            { QStringLiteral("not_checked"), QJsonArray::fromStringList(r.notChecked) },
            { QStringLiteral("messages"), errors } });
    }
    QJsonArray errors;
    for (const Diagnostic& d : result.diagnostics)
        errors.append(d.toString());
    return QJsonObject { { QStringLiteral("format_version"), 1 },
        { QStringLiteral("project"), QFileInfo(projectPath).fileName() },
        { QStringLiteral("all_reproduced"), result.allReproduced() }, { QStringLiteral("runs"), runs },
        { QStringLiteral("messages"), errors } };
}

} // namespace Analysis
