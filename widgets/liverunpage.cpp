#include "widgets/liverunpage.h"

#include "analysis/core/utilisation.h"
#include "analysis/project/figuresmodel.h"
#include "analysis/project/projectimport.h"
#include "analysis/project/projectsession.h"
#include "analysis/project/rerun.h"
#include "analysis/store/store.h"
#include "remote/fleetrunner.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "widgets/chartnavigator.h"
#include "widgets/credentialsprompt.h"
#include "widgets/devicesmodel.h"
#include "widgets/hostkeydialog.h"
#include "widgets/inputcolours.h"
#include "widgets/memorychart.h"
#include "widgets/splitterstate.h"
#include "widgets/utilisationchart.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace Ui {

namespace {
enum RepColumn { RepInput, RepIndex, RepOutcome, RepWall, RepPeak, RepColumns };
} // namespace

LiveRunPage::LiveRunPage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(new Remote::PlanRunner(this))
    , m_remote(new Remote::RemotePlanRunner(this))
    , m_devices(new DevicesModel(this))
{
    m_redrawTimer.setSingleShot(true);
    m_redrawTimer.setInterval(kRedrawIntervalMs);
    connect(&m_redrawTimer, &QTimer::timeout, this, &LiveRunPage::redraw);

    m_stage = new QLabel(tr("Nothing is running. Start a plan from the Plan page."), this);
    m_where = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_cancel = new QPushButton(tr("&Cancel the run"), this);
    m_cancel->setEnabled(false);
    connect(m_cancel, &QPushButton::clicked, this, &LiveRunPage::cancel);
    m_memory = new MemoryChart(this);
    m_memory->setEmptyText(tr("The workload's memory appears here while a plan runs."));
    m_utilisation = new UtilisationChart(this);
    connect(m_memory, &MemoryChart::xRangeChanged, m_utilisation, &UtilisationChart::setXRange);
    connect(m_utilisation, &UtilisationChart::xRangeChanged, m_memory, &MemoryChart::setXRange);
    connect(m_utilisation, &UtilisationChart::resetRequested, m_memory, [this] { m_memory->navigator()->reset(); });
    m_reps = new QTableWidget(0, RepColumns, this);
    m_reps->setHorizontalHeaderLabels({ tr("Input"), tr("Repetition"), tr("Outcome"), tr("Time"), tr("Peak") });
    m_reps->horizontalHeader()->setStretchLastSection(true);
    m_reps->verticalHeader()->hide();
    m_reps->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_deviceBox = new QComboBox(this);
    m_deviceBox->setModel(m_devices);
    m_deviceBox->setToolTip(tr("Where the plan runs: this machine, or a device from the Devices page."));
    connect(m_deviceBox, &QComboBox::currentIndexChanged, this, [this] {
        const Remote::Device d = chosenDevice();
        emit deviceChosen(d.name, d.isLocal());
    });
    auto* deviceLabel = new QLabel(tr("&Device:"), this);
    deviceLabel->setBuddy(m_deviceBox);

    // One set of handlers for this machine's runner and a device's.
    for (Remote::Runner* runner : { static_cast<Remote::Runner*>(m_runner), static_cast<Remote::Runner*>(m_remote) }) {
        connect(runner, &Remote::Runner::stageChanged, m_stage, &QLabel::setText);
        connect(runner, &Remote::Runner::progressChanged, this, [this](int done, int total) {
            m_progress->setRange(0, std::max(0, total)); // 0: a sustained run, busy until the time is spent
            m_progress->setValue(done);
        });
        connect(runner, &Remote::Runner::eventReceived, this, &LiveRunPage::onEvent);
        connect(runner, &Remote::Runner::finished, this,
            [this, runner](
                const Analysis::Run& run, const Analysis::Diagnostics&) { onFinished(runner->runDir(), run); });
        connect(runner, &Remote::Runner::failed, this, &LiveRunPage::onFailed);
    }
    // Comes just before failed(): onFailed then asks the user instead of giving up.
    connect(m_remote, &Remote::RemotePlanRunner::hostKeyUnknown, this,
        [this](const QString& fingerprint) { m_unknownFingerprint = fingerprint; });
    // The probe carries on while the link is down; the page says so and the stream resumes.
    connect(m_remote, &Remote::RemotePlanRunner::connectionLost, this, [this](const QString& why) {
        setMessage(tr("The connection to %1 was lost (%2); reconnecting. The run goes on on the device.")
                       .arg(m_device.name, why));
    });
    connect(m_remote, &Remote::RemotePlanRunner::reconnected, this, [this](int attempt) {
        setMessage(
            tr("Reconnected to %1 (attempt %2); streaming resumes where it stopped.").arg(m_device.name).arg(attempt));
    });

    createFleetWidgets();
    m_stage->setWordWrap(true); // a fleet's summary names every device
    auto* top = new QHBoxLayout;
    top->addWidget(deviceLabel);
    top->addWidget(m_deviceBox);
    top->addWidget(m_fleetToggle);
    top->addWidget(m_stage, 1);
    top->addWidget(m_progress);
    top->addWidget(m_openMatrix);
    top->addWidget(m_cancel);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_fleetTable);
    split->addWidget(m_memory);
    split->addWidget(m_utilisation);
    split->addWidget(m_reps);
    // The memory chart first (it was squeezed to ~40 px): half the height, the lanes and the
    // repetitions' table share the rest.
    m_memory->setMinimumHeight(220);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    split->setStretchFactor(3, 1);
    split->setSizes({ 1000, 3000, 2000, 1000 });
    keepSplitterState(split, QStringLiteral("live/split"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_fleetPick);
    layout->addWidget(m_where);
    layout->addWidget(split, 1);
}

LiveRunPage::~LiveRunPage() = default; // PlanRunner's destructor stops a probe still running

Remote::Runner* LiveRunPage::activeRunner() const
{
    if (m_device.isLocal())
        return m_runner;
    return m_remote;
}

bool LiveRunPage::isRunning() const
{
    return activeRunner()->isRunning() || m_waitingForUser || (m_fleet && m_fleet->isRunning()) || m_saving
        || !m_saveQueue.isEmpty();
}

void LiveRunPage::setDevicesModel(DevicesModel* model)
{
    m_devices = model;
    m_deviceBox->setModel(model);
    m_deviceBox->setModelColumn(DevicesModel::Name);
    m_deviceBox->setCurrentIndex(0); // this machine
    connect(model, &QAbstractItemModel::modelReset, this, &LiveRunPage::refillFleetPicker);
    refillFleetPicker();
}

Remote::Device LiveRunPage::chosenDevice() const
{
    const int row = m_deviceBox->currentIndex();
    return row >= 0 && row < m_devices->rowCount() ? m_devices->device(row) : DevicesModel::localDevice();
}

bool LiveRunPage::selectDevice(const QString& name)
{
    const int row = m_devices->rowOf(name);
    if (row >= 0)
        m_deviceBox->setCurrentIndex(row);
    return row >= 0;
}

void LiveRunPage::setMessage(const QString& text)
{
    m_stage->setText(text);
}

bool LiveRunPage::start(const Analysis::Plan& plan, const QString& rerunOf)
{
    if (isRunning()) {
        setMessage(tr("A run is still going: cancel it first."));
        return false;
    }
    if (!m_session->isOpen()) {
        setMessage(tr("Open or create a project first: the run is saved into it."));
        return false;
    }
    clearView(plan);
    m_rerunOf = rerunOf;
    const QString root = QSettings()
                             .value(QStringLiteral("runs/root"),
                                 QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                                     .filePath(QStringLiteral("runs")))
                             .toString();
    // A re-run repeats one run on one device; otherwise "Several devices" makes a fleet.
    if (fleetMode() && rerunOf.isEmpty())
        return startFleet(root);
    m_device = chosenDevice();
    if (!m_device.isLocal()) {
        if (!QDir().mkpath(root)) {
            setMessage(tr("Cannot start the run: %1").arg(root));
            return false;
        }
        m_runsRoot = root;
        // The keychain and the dialogs answer later; the run starts then.
        const Analysis::JobTracker::Ticket ticket = m_userAnswers.next();
        m_waitingForUser = true;
        m_cancel->setEnabled(true);
        m_deviceBox->setEnabled(false);
        setMessage(tr("Signing in to %1…").arg(m_device.name));
        askCredentials(m_device, this, [this, ticket](std::optional<Remote::Credentials> credentials) {
            if (!m_userAnswers.isCurrent(ticket))
                return;
            m_waitingForUser = false;
            if (!credentials) {
                onFailed(tr("No password or passphrase was given; nothing was run."));
                return;
            }
            m_credentials = *credentials;
            startRemote({});
        });
        return true;
    }
    QString error;
    if (!QDir().mkpath(root) || !m_runner->start(plan, root, &error)) {
        setMessage(tr("Cannot start the run: %1").arg(error.isEmpty() ? root : error));
        return false;
    }
    m_cancel->setEnabled(true);
    m_deviceBox->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_where->setText(tr("Run folder: %1").arg(QDir::toNativeSeparators(m_runner->runDir())));
    return true;
}

bool LiveRunPage::startRemote(const QString& acceptFingerprint)
{
    Remote::RemoteRunSettings settings;
    settings.device = m_device;
    settings.credentials = m_credentials;
    settings.ssh = m_sshOptions;
    settings.acceptFingerprint = acceptFingerprint;
    m_remote->setSettings(settings);
    QString error;
    if (!m_remote->start(m_plan, m_runsRoot, &error)) {
        onFailed(error);
        return false;
    }
    m_cancel->setEnabled(true);
    m_deviceBox->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_where->setText(tr("Device %1; run folder on this machine: %2")
                         .arg(m_device.name, QDir::toNativeSeparators(m_remote->runDir())));
    return true;
}

void LiveRunPage::askHostKey(const QString& fingerprint)
{
    // Not exec(): the page keeps painting while the user compares the fingerprint.
    setMessage(tr("The host key of %1 is not known yet: compare its fingerprint to continue.").arg(m_device.target()));
    auto* dialog = new HostKeyDialog(m_device.target(), fingerprint, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const Analysis::JobTracker::Ticket ticket = m_userAnswers.next();
    m_waitingForUser = true;
    connect(dialog, &QDialog::finished, this, [this, fingerprint, ticket](int result) {
        if (!m_userAnswers.isCurrent(ticket))
            return;
        m_waitingForUser = false;
        if (result == QDialog::Accepted)
            startRemote(fingerprint); // the runner writes the key only if the device still shows it
        else
            onFailed(tr("The host key of %1 was not trusted; nothing was run.").arg(m_device.target()));
    });
    dialog->open();
}

void LiveRunPage::onFailed(const QString& message)
{
    if (!m_device.isLocal())
        QDir().rmdir(m_remote->runDir()); // the local folder of a run that never reached the probe, if empty
    if (!m_unknownFingerprint.isEmpty()) {
        askHostKey(std::exchange(m_unknownFingerprint, {}));
        return;
    }
    // A cancelled run keeps what it measured, and so does a remote run whose link was lost for
    // good (its journal): the folder goes into the project, incomplete.
    const bool cancelled = std::exchange(m_cancelling, false);
    const QString runDir = activeRunner()->runDir();
    if (!cancelled && !m_device.isLocal() && QFileInfo(runDir + QStringLiteral("/events.jsonl")).size() > 0)
        m_lostLink = message;
    if (cancelled || !m_lostLink.isEmpty()) {
        if (QFileInfo(runDir + QStringLiteral("/events.jsonl")).size() > 0) {
            m_cancel->setEnabled(false);
            m_deviceBox->setEnabled(true);
            m_redrawTimer.stop();
            redrawFinal();
            saveRun(runDir, std::nullopt);
            return;
        }
    }
    m_cancel->setEnabled(false);
    m_deviceBox->setEnabled(true);
    redrawFinal();
    setMessage(tr("The run failed: %1").arg(message));
    emit runFailed(message);
}

void LiveRunPage::clearView(const Analysis::Plan& plan)
{
    m_plan = plan;
    m_cancelling = false;
    m_reader = Analysis::EventStreamReader();
    m_utilisationAge.invalidate();
    m_memory->setTracks({});
    m_memory->setEmptyText(tr("The workload's memory appears here while a plan runs."));
    m_shown.clear();
    m_overviews.clear();
    m_reps->setRowCount(0);
    m_redraws = 0;
    m_followed = -1;
    delete std::exchange(m_fleet, nullptr); // the last fleet's rows go with it
    m_fleetReaders.clear();
    m_fleetTable->setRowCount(0);
    m_fleetTable->hide();
    m_openMatrix->hide();
}

void LiveRunPage::cancel()
{
    if (!m_fleetDevices.isEmpty()) {
        if (m_fleet && m_fleet->isRunning()) {
            setMessage(tr("Cancelling every device…"));
            m_fleet->cancelAll();
        } else if (m_waitingForUser) {
            m_userAnswers.dropAll();
            m_waitingForUser = false;
            m_fleetDevices.clear();
            m_cancel->setEnabled(false);
            m_fleetToggle->setEnabled(true);
            m_fleetPick->setEnabled(true);
            setMessage(tr("The run was cancelled."));
        }
        return;
    }
    if (m_waitingForUser) {
        m_userAnswers.dropAll(); // the open dialog's answer is dropped
        m_waitingForUser = false;
        onFailed(tr("The run was cancelled."));
        return;
    }
    if (!activeRunner()->isRunning())
        return;
    setMessage(tr("Cancelling…"));
    m_cancelling = true;
    activeRunner()->cancel();
}

void LiveRunPage::onEvent(const QByteArray& line)
{
    m_reader.feed(line);
    m_reader.feed("\n");
    // Coalesce: a probe sampling every 10 ms would otherwise redraw the chart 100 times a second.
    if (!m_redrawTimer.isActive())
        m_redrawTimer.start();
}

void LiveRunPage::redrawFinal()
{
    m_utilisationAge.invalidate();
    redraw();
}

void LiveRunPage::redraw()
{
    ++m_redraws;
    const Analysis::Run& run = shownReader().run();
    const bool wholeRunDue = !m_utilisationAge.isValid() || m_utilisationAge.elapsed() >= kUtilisationIntervalMs;
    QList<MemoryChart::Track> tracks;
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        const Analysis::MemorySeries& from = it.value();
        if (from.isEmpty())
            continue;
        Analysis::MemorySeries& shown = m_shown[it.key()];
        shown.timeIsEpoch = from.timeIsEpoch;
        const auto appendTail = [](std::vector<int64_t>& to, const std::vector<int64_t>& column, size_t n) {
            for (size_t i = to.size(); i < n; ++i)
                to.push_back(i < column.size() ? column[i] : Analysis::MemorySeries::kMissing);
        };
        shown.t.insert(shown.t.end(), from.t.begin() + long(shown.t.size()), from.t.end());
        appendTail(shown.rssKb, from.rssKb, from.size());
        appendTail(shown.hwmKb, from.hwmKb, from.size());
        Analysis::SeriesOverview& overview = m_overviews[it.key()];
        overview.extend(shown);
        if (wholeRunDue)
            overview.breaks = Analysis::repetitionBreaks(run, it.key(), from);
        // Inputs run one after another: one time axis from the run's start.
        // Colours by the input's place in the plan: a track that appears later does not repaint the others.
        const int index = inputIndex(run, it.key());
        tracks.append({ it.key().isEmpty() ? tr("memory") : it.key(), &shown, shown.timeIsEpoch ? shown.t.front() : 0,
            overview.breaks, &overview, inputColour(index), inputPenStyle(index) });
    }
    m_memory->setTracks(tracks);
    if (wholeRunDue) {
        Analysis::Utilisation lanes = Analysis::utilisationOf(run);
        Analysis::addPyramids(lanes); // the lanes are redrawn 25 times a second until the next
        m_utilisation->setUtilisation(lanes);
        m_utilisationAge.start();
    }
    m_utilisation->setXRange(m_memory->xMin(), m_memory->xMax());

    const QLocale l;
    for (int i = m_reps->rowCount(); i < run.repetitions.size(); ++i) {
        const Analysis::Repetition& r = run.repetitions.at(i);
        m_reps->insertRow(i);
        m_reps->setItem(i, RepInput, new QTableWidgetItem(r.inputId));
        m_reps->setItem(i, RepIndex,
            new QTableWidgetItem(r.warmup ? tr("%1 (warm-up)").arg(r.index + 1) : QString::number(r.index + 1)));
        m_reps->setItem(i, RepOutcome, new QTableWidgetItem(Analysis::outcomeText(r.outcome)));
        m_reps->setItem(i, RepWall, new QTableWidgetItem(tr("%1 ms").arg(l.toString(r.wallMs, 'f', 1))));
        const auto peak = r.inferencePeakKb ? r.inferencePeakKb : r.maxRssKb;
        m_reps->setItem(i, RepPeak, new QTableWidgetItem(peak ? Analysis::FiguresModel::formatKb(*peak) : QString()));
    }
    if (!run.repetitions.isEmpty()) {
        m_reps->scrollToBottom();
        const Analysis::Repetition& last = run.repetitions.constLast();
        const int perInput = m_plan.warmup + m_plan.repetitions;
        int inputIndex = 0;
        for (int i = 0; i < m_plan.inputs.size(); ++i)
            if (m_plan.inputs.at(i).id == last.inputId)
                inputIndex = i;
        m_where->setText(tr("Input %1 (%2 of %3), repetition %4 of %5 ended")
                             .arg(last.inputId)
                             .arg(inputIndex + 1)
                             .arg(m_plan.inputs.size())
                             .arg(last.index + 1)
                             .arg(perInput));
    }
}

void LiveRunPage::onFinished(const QString& runDir, const Analysis::Run& run)
{
    m_cancel->setEnabled(false);
    m_deviceBox->setEnabled(true);
    m_redrawTimer.stop();
    redrawFinal();
    saveRun(runDir, run);
}

void LiveRunPage::saveRun(const QString& runDir, const std::optional<Analysis::Run>& run)
{
    setMessage(tr("Saving the run into the project…"));
    const QString project = m_session->projectPath();
    // A cancelled run, or one whose link was lost, is named so in the project's run list.
    const QString incompleteName = m_lostLink.isEmpty()
        ? tr("%1 (cancelled, incomplete)").arg(QFileInfo(runDir).fileName())
        : tr("%1 (incomplete: the link was lost)").arg(QFileInfo(runDir).fileName());
    const auto save = [project, runDir, run, plan = m_plan, incompleteName, rerunOf = m_rerunOf] {
        Analysis::Store store; // this thread's own connection
        Analysis::FileImportOutcome out;
        out.diagnostics = store.open(project, Analysis::Store::OpenMode::ReadWrite);
        if (Analysis::hasErrors(out.diagnostics))
            return out;
        // The same way as `headroom run`: the plan's inputs go with it, so it can be re-run.
        Analysis::PlanRunToStore what;
        what.runFolder = runDir;
        what.run = run;
        what.plan = &plan;
        what.incompleteName = incompleteName;
        what.rerunOf = rerunOf;
        return Analysis::storePlanRun(store, what).outcome;
    };
    const auto saved = [this, complete = run.has_value(), lost = std::exchange(m_lostLink, {})](
                           const Analysis::FileImportOutcome& out) {
        if (out.runIds.isEmpty()) {
            QStringList lines;
            for (const auto& d : out.diagnostics)
                lines << d.toString();
            setMessage(tr("The run ended but could not be saved: %1").arg(lines.join(QStringLiteral("; "))));
            emit runFailed(m_stage->text());
            return;
        }
        if (!lost.isEmpty())
            setMessage(tr("%1 Every repetition that streamed is saved in the project as an incomplete run.").arg(lost));
        else
            setMessage(complete ? tr("The run ended and is saved in the project.")
                                : tr("The run was cancelled. What it measured until then is saved in the project as "
                                     "an incomplete run."));
        m_session->refreshRuns();
        emit runSaved(out.runIds.constFirst());
    };
    Analysis::runInBackground(this, save, saved);
}

} // namespace Ui
