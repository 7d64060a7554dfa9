// The Live run page's fleet: one plan on several devices at once (Remote::FleetRunner, the same
// driver as `headroom run PLAN --device a --device b`), a row per device, the chart following
// the selected row, each device's run stored in the project as it ends.

#include "widgets/liverunpage.h"

#include "analysis/core/jobtracker.h"
#include "analysis/project/projectimport.h"
#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "remote/fleetrunner.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "widgets/credentialsprompt.h"
#include "widgets/devicesmodel.h"
#include "widgets/memorychart.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>

namespace Ui {

namespace {
enum FleetColumn { FleetDevice, FleetState, FleetProgress, FleetDetail, FleetCancel, FleetColumns };
constexpr int kGroupRole = Qt::UserRole + 1; // the item is a group: its devices
} // namespace

void LiveRunPage::createFleetWidgets()
{
    m_fleetToggle = new QToolButton(this);
    m_fleetToggle->setText(tr("Several devices"));
    m_fleetToggle->setCheckable(true);
    m_fleetToggle->setToolTip(tr("Run the plan on several devices at once: tick them, or a saved device group."));
    m_fleetPick = new QListWidget(this);
    m_fleetPick->setObjectName(QStringLiteral("fleetPicker"));
    m_fleetPick->setFlow(QListView::LeftToRight);
    m_fleetPick->setWrapping(true);
    m_fleetPick->setResizeMode(QListView::Adjust);
    m_fleetPick->setSpacing(2);
    m_fleetPick->setToolTip(tr("The devices the plan runs on; a group ticks its devices."));
    m_fleetPick->hide();
    connect(m_fleetToggle, &QToolButton::toggled, this, &LiveRunPage::setFleetMode);
    connect(m_fleetPick, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const QStringList members = item->data(kGroupRole).toStringList();
        if (!members.isEmpty() && item->checkState() == Qt::Checked) {
            for (int i = 0; i < m_fleetPick->count(); ++i) {
                QListWidgetItem* other = m_fleetPick->item(i);
                if (other->data(kGroupRole).toStringList().isEmpty()
                    && members.contains(other->data(Qt::UserRole).toString()))
                    other->setCheckState(Qt::Checked);
            }
        }
        emitRunTarget();
    });
    connect(m_devices, &QAbstractItemModel::modelReset, this, &LiveRunPage::refillFleetPicker);

    m_fleetTable = new QTableWidget(0, FleetColumns, this);
    m_fleetTable->setObjectName(QStringLiteral("fleetTable"));
    m_fleetTable->setHorizontalHeaderLabels({ tr("Device"), tr("State"), tr("Progress"), tr("Stage or result"), {} });
    // Names, states and counts whole; the stage or the reason takes the rest (its tooltip has all of it).
    for (int c : { FleetDevice, FleetState, FleetProgress })
        m_fleetTable->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_fleetTable->horizontalHeader()->setSectionResizeMode(FleetDetail, QHeaderView::Stretch);
    m_fleetTable->setWordWrap(false);
    m_fleetTable->horizontalHeader()->setSectionResizeMode(FleetCancel, QHeaderView::ResizeToContents);
    m_fleetTable->verticalHeader()->hide();
    m_fleetTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_fleetTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fleetTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_fleetTable->setToolTip(tr("One row per device; the chart below shows the selected one."));
    m_fleetTable->hide();
    connect(m_fleetTable, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0 && row != m_followed)
            followDevice(row);
    });

    m_openMatrix = new QPushButton(tr("Open the &device matrix"), this);
    m_openMatrix->setToolTip(tr("Compare the runs this fleet stored, devices against inputs, on the Compare page."));
    m_openMatrix->hide();
    connect(m_openMatrix, &QPushButton::clicked, this, [this] {
        // The runs that finished: an incomplete one would compare part of a run with whole ones.
        QStringList ids;
        for (auto it = m_fleetRunIds.cbegin(); it != m_fleetRunIds.cend(); ++it)
            if (!m_fleetFailed.contains(it.key()))
                ids << it.value();
        if (!ids.isEmpty())
            emit deviceMatrixRequested(ids);
    });
}

void LiveRunPage::refillFleetPicker()
{
    const QStringList ticked = fleetDevices();
    const QSignalBlocker block(m_fleetPick);
    m_fleetPick->clear();
    for (int row = 0; row < m_devices->rowCount(); ++row) {
        // Shown as the device list shows it ("This machine"); the name is what a fleet runs on.
        const QString name = m_devices->device(row).name;
        auto* item = new QListWidgetItem(
            m_devices->data(m_devices->index(row, DevicesModel::Name), Qt::DisplayRole).toString(), m_fleetPick);
        item->setData(Qt::UserRole, name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
    const QMap<QString, QStringList> groups = m_devices->groups();
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        auto* item = new QListWidgetItem(
            tr("group %1 (%2)").arg(it.key(), it.value().join(QStringLiteral(", "))), m_fleetPick);
        item->setData(kGroupRole, it.value());
        item->setData(Qt::UserRole, it.key());
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    // Room for two rows of tick boxes; a long device list scrolls.
    const int row = m_fleetPick->count() > 0 ? m_fleetPick->sizeHintForRow(0) : fontMetrics().height();
    m_fleetPick->setFixedHeight(2 * (row + 2 * m_fleetPick->spacing()) + 2 * m_fleetPick->frameWidth() + 2);
}

void LiveRunPage::setFleetMode(bool on)
{
    if (m_fleetToggle->isChecked() != on)
        m_fleetToggle->setChecked(on); // comes back here
    if (on && m_fleetPick->count() == 0)
        refillFleetPicker();
    m_fleetPick->setVisible(on);
    m_deviceBox->setEnabled(!on && !isRunning());
    emitRunTarget();
}

bool LiveRunPage::fleetMode() const
{
    return m_fleetToggle->isChecked();
}

void LiveRunPage::emitRunTarget()
{
    if (!fleetMode()) {
        const Remote::Device d = chosenDevice();
        emit deviceChosen(d.name, d.isLocal());
        return;
    }
    emit deviceChosen(tr("%n device(s)", nullptr, int(fleetDevices().size())), false);
}

bool LiveRunPage::setFleetDevices(const QStringList& names)
{
    refillFleetPicker();
    const QSignalBlocker block(m_fleetPick);
    QStringList wanted;
    for (const QString& name : names) {
        if (name.startsWith(u'@')) {
            const auto groups = m_devices->groups();
            if (!groups.contains(name.mid(1)))
                return false;
            wanted += groups.value(name.mid(1));
        } else {
            wanted << name;
        }
    }
    for (const QString& name : std::as_const(wanted))
        if (m_devices->rowOf(name) < 0)
            return false;
    for (int i = 0; i < m_fleetPick->count(); ++i) {
        QListWidgetItem* item = m_fleetPick->item(i);
        const bool isGroup = !item->data(kGroupRole).toStringList().isEmpty();
        item->setCheckState(isGroup
                ? (names.contains(u'@' + item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked)
                : (wanted.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked));
    }
    emitRunTarget();
    return true;
}

QStringList LiveRunPage::fleetDevices() const
{
    QStringList names;
    for (int i = 0; i < m_fleetPick->count(); ++i) {
        const QListWidgetItem* item = m_fleetPick->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        const QStringList members = item->data(kGroupRole).toStringList();
        for (const QString& name : members.isEmpty() ? QStringList { item->data(Qt::UserRole).toString() } : members)
            if (!names.contains(name))
                names << name;
    }
    return names;
}

const Analysis::EventStreamReader& LiveRunPage::shownReader() const
{
    if (m_fleet && m_followed >= 0 && size_t(m_followed) < m_fleetReaders.size())
        return *m_fleetReaders[size_t(m_followed)];
    return m_reader;
}

bool LiveRunPage::startFleet(const QString& root)
{
    const QStringList names = fleetDevices();
    if (names.isEmpty()) {
        setMessage(tr("Tick the devices to run the plan on (or turn off Several devices)."));
        return false;
    }
    if (!QDir().mkpath(root)) {
        setMessage(tr("Cannot start the run: %1").arg(root));
        return false;
    }
    m_runsRoot = root;
    m_fleetDevices.clear();
    m_fleetCredentials.clear();
    for (const QString& name : names) {
        const int row = m_devices->rowOf(name);
        if (row < 0) {
            setMessage(tr("There is no device named \"%1\" any more.").arg(name));
            return false;
        }
        m_fleetDevices << m_devices->device(row);
        m_fleetCredentials << Remote::Credentials();
    }
    m_cancel->setEnabled(true);
    m_deviceBox->setEnabled(false);
    m_fleetToggle->setEnabled(false);
    m_fleetPick->setEnabled(false);
    m_openMatrix->hide();
    askFleetCredentials(0);
    return true;
}

// The secrets each SSH device needs, one device after another (the keychain, or a dialog), and
// then the fleet starts.
void LiveRunPage::askFleetCredentials(int next)
{
    while (next < m_fleetDevices.size() && m_fleetDevices.at(next).isLocal())
        ++next;
    if (next >= m_fleetDevices.size()) {
        m_waitingForUser = false;
        launchFleet();
        return;
    }
    const Analysis::JobTracker::Ticket ticket = m_userAnswers.next();
    m_waitingForUser = true;
    setMessage(tr("Signing in to %1…").arg(m_fleetDevices.at(next).name));
    askCredentials(m_fleetDevices.at(next), this, [this, ticket, next](std::optional<Remote::Credentials> c) {
        if (!m_userAnswers.isCurrent(ticket))
            return;
        if (c)
            m_fleetCredentials[next] = *c;
        else
            m_fleetCredentials[next].password = QByteArray(); // that device fails at start, the others run
        askFleetCredentials(next + 1);
    });
}

void LiveRunPage::launchFleet()
{
    delete m_fleet;
    m_fleet = new Remote::FleetRunner(this);
    m_fleetReaders.clear();
    m_fleetRunIds.clear();
    m_fleetFailed.clear();
    m_fleetSummary.clear();
    m_saveQueue.clear();
    for (qsizetype i = 0; i < m_fleetDevices.size(); ++i) {
        const Remote::Device& device = m_fleetDevices.at(i);
        m_fleetReaders.push_back(std::make_unique<Analysis::EventStreamReader>());
        if (device.isLocal()) {
            m_fleet->addDevice(device.name, std::make_unique<Remote::PlanRunner>(), false);
            continue;
        }
        auto runner = std::make_unique<Remote::RemotePlanRunner>();
        Remote::RemoteRunSettings settings;
        settings.device = device;
        settings.credentials = m_fleetCredentials.at(i);
        settings.ssh = m_sshOptions;
        runner->setSettings(settings);
        Remote::RemotePlanRunner* raw = runner.get();
        const int index = m_fleet->addDevice(device.name, std::move(runner), true);
        // In a fleet no dialog interrupts the others: an unknown host key fails that device.
        connect(raw, &Remote::RemotePlanRunner::hostKeyUnknown, m_fleet, [this, index, device](const QString& fp) {
            Analysis::Diagnostic d;
            d.file = device.name;
            d.message = tr("The host key of %1 (%2) is not known yet: run a plan on it alone once to compare and "
                           "trust it.")
                            .arg(device.target(), fp);
            m_fleet->addDiagnostic(index, d);
        });
        connect(raw, &Remote::RemotePlanRunner::connectionLost, m_fleet, [this, index](const QString& why) {
            m_fleetTable->item(index, FleetDetail)->setText(tr("connection lost (%1); reconnecting").arg(why));
        });
    }
    connect(m_fleet, &Remote::FleetRunner::memberChanged, this, &LiveRunPage::updateFleetRow);
    connect(m_fleet, &Remote::FleetRunner::eventReceived, this, [this](int index, const QByteArray& line) {
        Analysis::EventStreamReader& reader = *m_fleetReaders[size_t(index)];
        reader.feed(line);
        reader.feed("\n");
        if (index == m_followed && !m_redrawTimer.isActive())
            m_redrawTimer.start();
        if (m_fleetTable->item(index, FleetProgress))
            updateFleetRow(index);
    });
    connect(m_fleet, &Remote::FleetRunner::memberEnded, this, [this](int index) {
        m_saveQueue << index;
        if (!m_saving)
            saveNextFleetRun();
    });

    m_fleetTable->setRowCount(0);
    m_fleetTable->setRowCount(m_fleet->size());
    for (int i = 0; i < m_fleet->size(); ++i) {
        for (int c = 0; c < FleetCancel; ++c)
            m_fleetTable->setItem(i, c, new QTableWidgetItem);
        // As the device list shows it ("This machine" for local), the name it runs under beside.
        const QString name = m_fleet->member(i).name;
        QString shown = name;
        for (int row = 0; row < m_devices->rowCount(); ++row)
            if (m_devices->device(row).name == name)
                shown = m_devices->data(m_devices->index(row, DevicesModel::Name), Qt::DisplayRole).toString();
        m_fleetTable->item(i, FleetDevice)->setText(shown);
        m_fleetTable->item(i, FleetDevice)->setToolTip(name);
        auto* cancel = new QPushButton(tr("Cancel"), m_fleetTable);
        cancel->setToolTip(tr("Stop this device's run; the others go on. What it measured is kept."));
        connect(cancel, &QPushButton::clicked, this, [this, i] { cancelDevice(i); });
        m_fleetTable->setCellWidget(i, FleetCancel, cancel);
    }
    m_fleetTable->show();
    m_followed = -1;
    followDevice(0);
    m_progress->setRange(0, m_fleet->size());
    m_progress->setValue(0);
    m_where->setText(tr("Fleet of %n device(s); run folders under %1", nullptr, m_fleet->size())
                         .arg(QDir::toNativeSeparators(m_runsRoot)));
    setMessage(tr("Running the plan on %n device(s) at once.", nullptr, m_fleet->size()));
    m_fleet->start(m_plan, m_runsRoot);
    for (int i = 0; i < m_fleet->size(); ++i)
        updateFleetRow(i);
}

void LiveRunPage::updateFleetRow(int index)
{
    if (!m_fleet || index >= m_fleetTable->rowCount())
        return;
    const Remote::FleetRunner::Member& m = m_fleet->member(index);
    m_fleetTable->item(index, FleetState)->setText(Remote::FleetRunner::stateText(m.state));
    QString progress;
    const Analysis::Run& run = m_fleetReaders[size_t(index)]->run();
    const int perInput = m_plan.warmup + m_plan.repetitions;
    const int total = int(m_plan.inputs.size()) * perInput;
    if (!run.repetitions.isEmpty()) {
        const Analysis::Repetition& last = run.repetitions.constLast();
        progress = tr("%1 of %2 (input %3, repetition %4)")
                       .arg(run.repetitions.size())
                       .arg(total)
                       .arg(last.inputId)
                       .arg(last.index + 1);
    } else if (m.state != Remote::FleetRunner::State::Waiting) {
        progress = tr("0 of %1").arg(total);
    }
    m_fleetTable->item(index, FleetProgress)->setText(progress);
    QString detail = m.stage;
    if (m.state == Remote::FleetRunner::State::Failed)
        detail = m.reason();
    else if (m_fleetRunIds.contains(m.name))
        detail = tr("stored as run %1").arg(m_fleetRunIds.value(m.name));
    else if (m.state == Remote::FleetRunner::State::Done || m.state == Remote::FleetRunner::State::Cancelled)
        detail = tr("saving…");
    m_fleetTable->item(index, FleetDetail)->setText(detail);
    m_fleetTable->item(index, FleetDetail)->setToolTip(detail);
    if (QWidget* cancel = m_fleetTable->cellWidget(index, FleetCancel))
        cancel->setEnabled(
            m.state == Remote::FleetRunner::State::Starting || m.state == Remote::FleetRunner::State::Running);
    m_progress->setValue(m_fleet->endedCount());
}

void LiveRunPage::followDevice(int index)
{
    if (!m_fleet || index < 0 || index >= m_fleet->size() || index == m_followed)
        return;
    m_followed = index;
    if (m_fleetTable->currentRow() != index)
        m_fleetTable->selectRow(index);
    // The chart starts over from that device's samples so far.
    m_memory->setTracks({});
    m_shown.clear();
    m_overviews.clear();
    m_reps->setRowCount(0);
    m_memory->setEmptyText(tr("%1's memory appears here once its workload runs.").arg(m_fleet->member(index).name));
    redrawFinal();
}

void LiveRunPage::cancelDevice(int index)
{
    if (m_fleet && index >= 0 && index < m_fleet->size())
        m_fleet->cancel(index);
}

// Each ended device is stored in its turn (the project has one writer), the same way as
// `headroom run` stores a fleet's: named by its device, an interrupted one as incomplete.
void LiveRunPage::saveNextFleetRun()
{
    if (m_saveQueue.isEmpty()) {
        m_saving = false;
        if (m_fleet && !m_fleet->isRunning())
            finishFleet();
        return;
    }
    m_saving = true;
    const int index = m_saveQueue.takeFirst();
    const Remote::FleetRunner::Member& m = m_fleet->member(index);
    if (m.runFolder.isEmpty()) {
        m_fleetFailed.insert(m.name, m.reason().isEmpty() ? tr("nothing was measured") : m.reason());
        updateFleetRow(index);
        saveNextFleetRun();
        return;
    }
    const QString project = m_session->projectPath();
    const QString folderName = QFileInfo(m.runFolder).fileName();
    const QString incompleteName = m.cancelled ? tr("%1 (cancelled, incomplete)").arg(folderName)
                                               : tr("%1 (incomplete: the link was lost)").arg(folderName);
    const auto save = [project, folder = m.runFolder, run = m.run, plan = m_plan, incompleteName, device = m.name] {
        Analysis::Store store; // this thread's own connection
        Analysis::StoredPlanRun out;
        out.outcome.diagnostics = store.open(project, Analysis::Store::OpenMode::ReadWrite);
        if (Analysis::hasErrors(out.outcome.diagnostics))
            return out;
        Analysis::PlanRunToStore what;
        what.runFolder = folder;
        what.run = run;
        what.plan = &plan;
        what.device = device;
        what.incompleteName = incompleteName;
        return Analysis::storePlanRun(store, what);
    };
    Analysis::runInBackground(this, save, [this, index](const Analysis::StoredPlanRun& out) {
        const Remote::FleetRunner::Member& m = m_fleet->member(index);
        if (out.runId().isEmpty()) {
            QStringList lines;
            for (const auto& d : out.outcome.diagnostics)
                lines << d.toString();
            m_fleetFailed.insert(m.name, tr("could not be saved: %1").arg(lines.join(QStringLiteral("; "))));
        } else if (m.state == Remote::FleetRunner::State::Done) {
            m_fleetRunIds.insert(m.name, out.runId());
        } else {
            // Cancelled, or its link lost for good: what streamed is kept as an incomplete run.
            m_fleetRunIds.insert(m.name, out.runId());
            m_fleetFailed.insert(m.name,
                m.cancelled ? tr("cancelled; stored as incomplete run %1").arg(out.runId())
                            : tr("%1; stored as incomplete run %2").arg(m.reason(), out.runId()));
        }
        m_session->refreshRuns();
        updateFleetRow(index);
        saveNextFleetRun();
    });
}

void LiveRunPage::finishFleet()
{
    m_redrawTimer.stop();
    redrawFinal();
    QStringList finished, failed;
    for (int i = 0; i < m_fleet->size(); ++i) {
        const QString& name = m_fleet->member(i).name;
        if (m_fleetFailed.contains(name))
            failed << tr("%1 (%2)").arg(name, m_fleetFailed.value(name));
        else if (m_fleetRunIds.contains(name))
            finished << name;
    }
    m_fleetSummary = tr("Fleet: %1 of %2 devices finished and stored (%3).")
                         .arg(finished.size())
                         .arg(m_fleet->size())
                         .arg(finished.isEmpty() ? tr("none") : finished.join(QStringLiteral(", ")));
    if (!failed.isEmpty())
        m_fleetSummary += u' ' + tr("Failed: %1.").arg(failed.join(QStringLiteral("; ")));
    setMessage(m_fleetSummary);
    m_stage->setToolTip(m_fleetSummary);
    m_cancel->setEnabled(false);
    m_fleetToggle->setEnabled(true);
    m_fleetPick->setEnabled(true);
    m_deviceBox->setEnabled(!fleetMode());
    m_fleetDevices.clear();
    m_openMatrix->setVisible(!finished.isEmpty());
    emit fleetEnded(m_fleetRunIds, m_fleetFailed);
}

} // namespace Ui
