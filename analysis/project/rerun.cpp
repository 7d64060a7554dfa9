#include "analysis/project/rerun.h"

#include "analysis/core/tr.h"
#include "analysis/project/projectimport.h"
#include "analysis/core/savefile.h"
#include "analysis/store/store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Analysis {
namespace {

std::nullopt_t fail(Diagnostics* diagnostics, const QString& file, const QString& message)
{
    if (diagnostics)
        *diagnostics << Diagnostic { Diagnostic::Severity::Error, file, 0, {}, message };
    return std::nullopt;
}

// A path from a file someone handed us: only a plain relative path may be written, so that
// nothing in a project can make Headroom write outside the folder made for the re-run.
bool safeRelativePath(const QString& path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(u'\\') || path.contains(QChar(0)))
        return false;
    const QStringList parts = path.split(u'/');
    return std::none_of(parts.begin(), parts.end(), [](const QString& part) { return part == QLatin1String(".."); });
}

} // namespace

std::optional<Plan> restoreRerunPlan(
    const Store& store, const QString& runId, const QString& dir, Diagnostics* diagnostics)
{
    const QString project = store.path();
    const auto planText = store.plan(runId);
    if (!planText || planText->isEmpty())
        return fail(diagnostics, project,
            Tr::tr("Run %1 has no plan to re-run (it was imported from a log, not run by Headroom from a plan).")
                .arg(runId));
    Diagnostics read;
    std::optional<QList<PlanInputFile>> inputs;
    for (const auto& raw : store.rawFiles(runId, &read)) {
        if (raw.format != QLatin1String(kPlanInputsFormat))
            continue;
        if (const auto data = store.rawFileData(raw.id, &read))
            inputs = readPlanInputs(*data, raw.name, &read);
        break;
    }
    if (diagnostics)
        *diagnostics += read;
    if (hasErrors(read))
        return std::nullopt;
    if (!inputs)
        return fail(diagnostics, project,
            Tr::tr("Run %1 keeps its plan but not the plan's input files (they could not be read when the run was "
                   "stored, or an earlier version of Headroom stored it); it cannot be re-run.")
                .arg(runId));
    const QString planPath = dir + QStringLiteral("/plan.yaml");
    for (const auto& in : std::as_const(*inputs)) {
        if (!safeRelativePath(in.file) || QDir::cleanPath(in.file) == QLatin1String("plan.yaml"))
            return fail(diagnostics, project,
                Tr::tr("Input %1 of run %2 has the path \"%3\"; a re-run writes only plain relative paths (no "
                       "\"..\", not absolute), so it is not re-run.")
                    .arg(in.id, runId, in.file));
        const QString target = QDir(dir).filePath(QDir::cleanPath(in.file));
        // Two kept inputs with one path: the second must not silently replace the first.
        if (QFileInfo::exists(target))
            return fail(diagnostics, project,
                Tr::tr("Input %1 of run %2 has the path \"%3\", which another kept input already has; it is not "
                       "re-run.")
                    .arg(in.id, runId, in.file));
        QString error;
        if (!QDir().mkpath(QFileInfo(target).path()) || !saveFile(target, in.data, &error))
            return fail(diagnostics, target, Tr::tr("Cannot write input %1 (%2): %3").arg(in.id, in.file, error));
    }
    const QByteArray text = planText->text.toUtf8();
    QString error;
    if (!saveFile(planPath, text, &error))
        return fail(diagnostics, planPath, error);
    auto parsed = parsePlan(text, planPath, dir);
    if (diagnostics)
        *diagnostics += parsed.diagnostics;
    if (!parsed.plan)
        return std::nullopt;
    // The plan text is what decides which files the run reads: each must be one that was kept.
    for (const auto& input : std::as_const(parsed.plan->inputs)) {
        const bool kept = std::any_of(inputs->cbegin(), inputs->cend(),
            [&input](const PlanInputFile& f) { return f.id == input.id && f.file == input.file; });
        if (!kept || !safeRelativePath(input.file))
            return fail(diagnostics, project,
                Tr::tr("The plan's input %1 (%2) was not kept with run %3 as a plain relative path; it cannot be "
                       "re-run.")
                    .arg(input.id, input.file, runId));
    }
    return parsed.plan;
}

QString rerunProvenance(const QString& originalRunId, const QString& provenance)
{
    return provenance.isEmpty() ? Tr::tr("re-run of run %1").arg(originalRunId)
                                : Tr::tr("re-run of run %1; %2").arg(originalRunId, provenance);
}

QString rerunStatusName(RerunResult::Status s)
{
    switch (s) {
    case RerunResult::Status::Reproduced:
        return QStringLiteral("reproduced");
    case RerunResult::Status::NotReproduced:
        return QStringLiteral("not reproduced");
    case RerunResult::Status::Inconclusive:
        break;
    }
    return QStringLiteral("inconclusive");
}

QString rerunStatusText(const RerunResult& r)
{
    const int n = int(r.comparison.rows.size());
    switch (r.status) {
    case RerunResult::Status::Reproduced:
        return Tr::tr("reproduced: %1 of %1 figures the same").arg(n);
    case RerunResult::Status::NotReproduced:
        return Tr::tr("not reproduced: %1 of %2 figures differ").arg(r.different).arg(n);
    case RerunResult::Status::Inconclusive:
        break;
    }
    return Tr::tr("inconclusive: %1 of %2 figures the same, none differs").arg(r.same).arg(n);
}

RerunResult compareRerun(const Run& original, const Run& rerun, const QList<CompareFigure>& figures)
{
    RerunResult r;
    r.comparison = compareRuns(original, rerun, 0.0, figures);
    for (const auto& row : std::as_const(r.comparison.rows)) {
        r.different += row.outcome == CompareOutcome::Different;
        r.same += row.outcome == CompareOutcome::Same;
    }
    const int n = int(r.comparison.rows.size());
    r.status = r.different > 0 ? RerunResult::Status::NotReproduced
        : n > 0 && r.same == n ? RerunResult::Status::Reproduced
                               : RerunResult::Status::Inconclusive;
    return r;
}

} // namespace Analysis
