#include "widgets/rerunflow.h"

#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "widgets/devicesmodel.h"
#include "widgets/liverunpage.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QtConcurrent>

namespace Ui {

namespace {
QString diagnosticsText(const Analysis::Diagnostics& d)
{
    QStringList lines;
    for (const auto& x : d)
        lines << x.toString();
    return lines.join(u'\n');
}
} // namespace

RerunFlow::RerunFlow(Analysis::ProjectSession* session, LiveRunPage* live, QWidget* window)
    : QObject(live)
    , m_session(session)
    , m_live(live)
    , m_window(window)
{
    connect(m_live, &LiveRunPage::runSaved, this, [this](const QString& id) {
        if (isBusy())
            compare(id);
    });
    connect(m_live, &LiveRunPage::runFailed, this, [this](const QString& message) {
        if (isBusy())
            fail(message);
    });
}

RerunFlow::~RerunFlow() = default;

void RerunFlow::ask(const QString& runId, const QString& label)
{
    // The box shows each device's label ("This machine"); the Live run page selects by name.
    QStringList devices, names;
    const auto* model = qobject_cast<const DevicesModel*>(m_live->deviceBox()->model());
    for (int i = 0; model && i < m_live->deviceBox()->count(); ++i) {
        devices << m_live->deviceBox()->itemText(i);
        names << model->device(i).name;
    }
    auto* dialog = new QInputDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Re-run on a device"));
    dialog->setLabelText(label.isEmpty()
            ? tr("Run the plan of run %1 again, with the input files kept with it, on:").arg(runId)
            : tr("Run the plan of \"%1\" again, with the input files kept with it, on:").arg(label));
    dialog->setComboBoxItems(devices);
    dialog->setComboBoxEditable(false);
    connect(dialog, &QInputDialog::textValueSelected, this,
        [this, runId, devices, names](const QString& d) { start(runId, names.value(int(devices.indexOf(d)))); });
    dialog->open();
}

void RerunFlow::start(const QString& runId, const QString& device)
{
    if (isBusy() || m_live->isRunning()) {
        emit failed(tr("A run is still going on the Live run page."));
        return;
    }
    if (!m_live->selectDevice(device)) {
        emit failed(tr("There is no device named %1.").arg(device));
        return;
    }
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        emit failed(tr("Cannot create a temporary folder: %1").arg(m_dir->errorString()));
        return;
    }
    m_original = runId;
    m_device = device;
    const QString project = m_session->projectPath(), dir = m_dir->path();
    // Reading blobs and writing files: off the GUI thread, on the thread's own connection.
    QtConcurrent::run([project, runId, dir] {
        Analysis::Store store;
        Analysis::Diagnostics d = store.open(project, Analysis::Store::OpenMode::ReadOnly);
        std::optional<Analysis::Plan> plan;
        if (!Analysis::hasErrors(d))
            plan = Analysis::restoreRerunPlan(store, runId, dir, &d);
        return std::make_pair(plan, d);
    })
        .then(qApp,
            [self = QPointer<RerunFlow>(this)](
                const std::pair<std::optional<Analysis::Plan>, Analysis::Diagnostics>& r) {
                if (!self)
                    return;
                if (r.first)
                    self->run(*r.first);
                else
                    self->fail(diagnosticsText(r.second));
            });
}

void RerunFlow::run(const Analysis::Plan& plan)
{
    if (!m_live->start(plan, m_original))
        fail(tr("The Live run page could not start the plan of run %1.").arg(m_original));
}

void RerunFlow::compare(const QString& newRunId)
{
    const QString project = m_session->projectPath(), original = m_original;
    QtConcurrent::run([project, original, newRunId]() -> std::pair<std::optional<Analysis::RerunResult>, QString> {
        Analysis::Store store;
        Analysis::Diagnostics d = store.open(project, Analysis::Store::OpenMode::ReadOnly);
        const auto a = Analysis::hasErrors(d) ? std::nullopt : store.loadRun(original, &d);
        const auto b = Analysis::hasErrors(d) ? std::nullopt : store.loadRun(newRunId, &d);
        if (!a || !b)
            return { std::nullopt, diagnosticsText(d) };
        return { Analysis::compareRerun(*a, *b), QString() };
    })
        .then(qApp,
            [self = QPointer<RerunFlow>(this), newRunId](
                const std::pair<std::optional<Analysis::RerunResult>, QString>& r) {
                if (!self)
                    return;
                if (!r.first) {
                    self->fail(r.second);
                    return;
                }
                QStringList rows;
                for (const auto& row : r.first->comparison.rows)
                    rows << tr("input %1, %2: %3 → %4 (%5): %6")
                                .arg(row.inputId, Analysis::compareFigureName(row.figure))
                                .arg(row.base)
                                .arg(row.candidate)
                                .arg(Analysis::compareOutcomeName(row.outcome), row.explanation);
                rows += r.first->comparison.notCompared;
                auto* box = new QMessageBox(QMessageBox::Information, tr("Re-run of run %1").arg(self->m_original),
                    tr("Run %1 re-run on %2 as run %3: %4")
                        .arg(self->m_original, self->m_device, newRunId, Analysis::rerunStatusText(*r.first)),
                    QMessageBox::Ok, self->m_window);
                box->setDetailedText(rows.join(u'\n'));
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
                self->m_original.clear();
                self->m_dir.reset();
                emit self->compared(*r.first, newRunId);
            });
}

void RerunFlow::fail(const QString& message)
{
    m_original.clear();
    m_dir.reset();
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot re-run"), message, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    emit failed(message);
}

} // namespace Ui
