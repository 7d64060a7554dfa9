#include "analysis/project/projectsession.h"

#include "analysis/project/importgroup.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "analysis/verdict/sustained.h"
#include "analysis/project/verify.h"

#include <QFile>
#include <QPointer>

namespace Analysis {

ProjectSession::ProjectSession(QObject* parent)
    : QObject(parent)
    , m_store(std::make_unique<Store>())
    , m_runs(new RunsModel(this))
    , m_watch(new QTimer(this))
    , m_loads(this)
{
    m_watch->setInterval(kWatchIntervalMs);
    connect(m_watch, &QTimer::timeout, this, &ProjectSession::checkForChanges);
}

ProjectSession::~ProjectSession()
{
    // A running import checks the flag between files; its own Store closes with it.
    if (m_cancelImport)
        m_cancelImport->store(true);
}

bool ProjectSession::isOpen() const
{
    return m_store->isOpen();
}

Diagnostics ProjectSession::openProject(const QString& path, Store::OpenMode mode)
{
    auto store = std::make_unique<Store>();
    Diagnostics d = store->open(path, mode);
    if (hasErrors(d))
        return d;
    m_store = std::move(store);
    m_path = path;
    m_loads.dropAll(); // a run still loading from the previous project is dropped
    refreshRuns();
    m_watch->start();
    emit projectOpened(path);
    return d;
}

RunsChange ProjectSession::refreshRuns()
{
    if (!m_store->isOpen())
        return m_runs->setRuns({});
    Diagnostics d;
    const QList<RunRow> rows = m_store->listRuns(&d);
    // A project busy past the timeout keeps the list it had; the next look tries again.
    m_listStale = hasErrors(d);
    return m_listStale ? RunsChange {} : m_runs->setRuns(rows);
}

void ProjectSession::checkForChanges()
{
    // This session's own import refills the list when it finishes; until then its commits are not
    // news. The version it moved stays unread, so the first look after it still refills.
    if (m_importRunning || !m_store->isOpen() || (!m_store->hasChangedElsewhere() && !m_listStale))
        return;
    const RunsChange change = refreshRuns();
    if (!change.isEmpty())
        emit runsChangedElsewhere(change);
}

void ProjectSession::importFiles(const QStringList& paths, const ImportOptions& options)
{
    runImport(
        options, [paths](Store& store, const ProjectImportOptions& po) { return importIntoProject(store, paths, po); });
}

void ProjectSession::importGroup(const ImportGroup& group)
{
    runImport(group.log, [group](Store& store, const ProjectImportOptions& po) {
        if (po.progress && !po.progress(0, 1, group.runName))
            return QList<FileImportOutcome>();
        ImportGroup g = group;
        g.log = po.log;
        return QList<FileImportOutcome> { Analysis::importGroup(store, std::move(g)) };
    });
}

void ProjectSession::runImport(
    const ImportOptions& options, std::function<QList<FileImportOutcome>(Store&, const ProjectImportOptions&)> importer)
{
    if (m_importRunning || m_path.isEmpty())
        return;
    m_importRunning = true;
    m_cancelImport = std::make_shared<std::atomic_bool>(false);
    const auto cancel = m_cancelImport;
    const QString project = m_path;
    QPointer<ProjectSession> self(this);

    auto work = [=]() -> std::pair<QList<FileImportOutcome>, bool> {
        Store store; // this thread's own connection
        Diagnostics d = store.open(project, Store::OpenMode::ReadWrite);
        if (hasErrors(d)) {
            FileImportOutcome o;
            o.path = project;
            o.diagnostics = d;
            return { { o }, false };
        }
        ProjectImportOptions po;
        po.log = options;
        po.log.progress = [cancel](qint64, qint64) { return !cancel->load(); };
        po.progress = [self, cancel](int done, int total, const QString& file) {
            if (cancel->load())
                return false;
            QMetaObject::invokeMethod(
                self,
                [self, done, total, file] {
                    if (self)
                        emit self->importProgress(done, total, file);
                },
                Qt::QueuedConnection);
            return true;
        };
        auto outcomes = importer(store, po);
        return { outcomes, cancel->load() };
    };
    runInBackground(this, work, [this](std::pair<QList<FileImportOutcome>, bool> result) {
        m_importRunning = false;
        refreshRuns();
        emit importFinished(result.first, result.second);
    });
}

void ProjectSession::cancelImport()
{
    if (m_cancelImport)
        m_cancelImport->store(true);
}

namespace {
// A job's own connection: the run with everything the Run page shows, computed off the GUI thread.
LoadedRun loadRunFrom(const QString& project, const QString& runId, const VerdictOptions& options)
{
    LoadedRun out;
    Store store;
    out.diagnostics = store.open(project, Store::OpenMode::ReadOnly);
    if (hasErrors(out.diagnostics))
        return out;
    auto run = store.loadRun(runId, &out.diagnostics);
    if (!run)
        return out;
    auto shared = std::make_shared<const Run>(std::move(*run));
    out.run = shared;
    out.table = perInputFigures(*shared, verdictOptionsFromRun(*shared, options));
    out.verdict = decide(out.table);
    addSustainedToVerdict(*shared, out.verdict);
    out.utilisation = utilisationOf(*shared); // rates over every sample: seconds for 10M samples
    addPyramids(out.utilisation);
    out.overviews = overviewsOf(*shared);
    if (auto c = store.conclusion(runId))
        out.conclusionJson = QString::fromUtf8(c->json);
    return out;
}
} // namespace

void ProjectSession::loadRun(const QString& runId)
{
    if (m_path.isEmpty())
        return;
    const QString project = m_path;
    const VerdictOptions options = m_verdictOptions;
    m_loads.run([project, runId, options] { return loadRunFrom(project, runId, options); },
        [this](LoadedRun loaded) { // only the run asked for last
            if (hasErrors(loaded.diagnostics))
                emit runLoadFailed(loaded.diagnostics);
            else
                emit runLoaded(loaded);
        });
}

void ProjectSession::verifyRun(const QString& runId)
{
    if (m_path.isEmpty())
        return;
    const QString project = m_path;
    runInBackground(
        this,
        [project, runId]() -> RunVerification {
            Store store;
            RunVerification v;
            v.runId = runId;
            v.diagnostics = store.open(project, Store::OpenMode::ReadOnly);
            if (hasErrors(v.diagnostics))
                return v;
            return Analysis::verifyRun(store, runId);
        },
        [this](const RunVerification& v) { emit runVerified(v); });
}

Diagnostics ProjectSession::saveConclusion(const QString& runId, const QByteArray& json)
{
    Diagnostics d;
    m_store->setConclusion(runId, json, &d);
    return d;
}

std::optional<ConclusionDraft> ProjectSession::conclusionDraft(const QString& runId, Diagnostics* diagnostics) const
{
    QString error;
    if (const auto draft = m_store->conclusion(runId, ConclusionKind::Draft)) {
        if (auto d = draftFromJson(draft->json, &error))
            return d;
        if (diagnostics)
            *diagnostics << Diagnostic { Diagnostic::Severity::Warning, m_path, 0, {},
                tr("The conclusion draft of run %1 cannot be read (%2); the form starts again.").arg(runId, error) };
    }
    if (const auto saved = m_store->conclusion(runId)) {
        if (auto d = draftFromConclusionJson(saved->json, &error))
            return d;
        if (diagnostics)
            *diagnostics << Diagnostic { Diagnostic::Severity::Warning, m_path, 0, {},
                tr("The saved conclusion of run %1 cannot be read (%2).").arg(runId, error) };
    }
    return std::nullopt;
}

Diagnostics ProjectSession::saveConclusionDraft(const QString& runId, const ConclusionDraft& draft)
{
    Diagnostics d;
    m_store->setConclusionDraft(runId, draftToJson(draft), &d);
    return d;
}

Diagnostics ProjectSession::discardConclusionDraft(const QString& runId)
{
    Diagnostics d;
    m_store->discardConclusionDraft(runId, &d);
    return d;
}

std::optional<ConclusionRecord> ProjectSession::savedConclusion(const QString& runId) const
{
    return m_store->conclusion(runId);
}

bool ProjectSession::hasConclusionDraft(const QString& runId) const
{
    return m_store->conclusion(runId, ConclusionKind::Draft).has_value();
}

Diagnostics ProjectSession::exportRuns(const QStringList& runIds, const QString& destPath)
{
    return m_store->exportRuns(runIds, destPath);
}

Diagnostics ProjectSession::renameRun(const QString& runId, const QString& name)
{
    Diagnostics d;
    m_store->renameRun(runId, name, &d);
    refreshRuns();
    return d;
}

Diagnostics ProjectSession::deleteRuns(const QStringList& runIds)
{
    Diagnostics d;
    if (runIds.isEmpty())
        return d;
    if (!m_trashDir)
        m_trashDir = std::make_unique<QTemporaryDir>();
    const QString copy = m_trashDir->filePath(QStringLiteral("deleted-%1.headroom").arg(m_trash.size() + 1));
    // Nothing is deleted unless the copy that undoes it was written whole.
    d = m_store->exportRuns(runIds, copy);
    if (hasErrors(d) || !m_trashDir->isValid())
        return d;
    for (const QString& id : runIds)
        m_store->deleteRun(id, &d);
    m_trash << copy;
    refreshRuns();
    return d;
}

Diagnostics ProjectSession::undoDelete()
{
    if (m_trash.isEmpty())
        return {};
    const ProjectImportResult r = m_store->importProject(m_trash.last());
    if (r.ok()) {
        QFile::remove(m_trash.last());
        m_trash.removeLast();
    }
    refreshRuns();
    return r.diagnostics;
}

} // namespace Analysis
