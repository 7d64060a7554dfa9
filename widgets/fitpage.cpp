#include "widgets/fitpage.h"

#include "analysis/core/format.h"
#include "analysis/core/inputfile.h"
#include "analysis/core/savefile.h"
#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "remote/shellquote.h"
#include "widgets/credentialsprompt.h"
#include "widgets/devicesmodel.h"
#include "widgets/fitcharts.h"
#include "widgets/fitpage_p.h"
#include "widgets/splitterstate.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <cmath>

namespace Ui {

namespace {

QString defaultRunsRoot()
{
    // The Live run page's setting: every run folder of this machine in one place.
    return QSettings()
        .value(QStringLiteral("runs/root"),
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                .filePath(QStringLiteral("runs")))
        .toString();
}

QString rateText(std::optional<double> rate)
{
    if (!rate)
        return QStringLiteral("-");
    return FitPage::tr("%1 tokens/s").arg(Analysis::formatNumber(std::round(*rate * 10) / 10));
}

QString tokensText(int64_t tokens)
{
    return FitPage::tr("%1 tokens").arg(tokens);
}

QTableWidgetItem* item(const QString& text, bool right = false)
{
    auto* it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (right)
        it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return it;
}

} // namespace

FitPage::FitPage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_devices(new DevicesModel(this))
    , m_runsRoot(defaultRunsRoot())
{
    m_planLabel = new QLabel(tr("No plan chosen: a plan with a fit section defines what is searched."), this);
    m_planLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_choosePlan = new QPushButton(tr("Choose &plan…"), this);
    connect(m_choosePlan, &QPushButton::clicked, this, &FitPage::choosePlan);
    m_usePlanPage = new QPushButton(tr("Use the Plan page's plan"), this);
    m_usePlanPage->setEnabled(false);
    connect(m_usePlanPage, &QPushButton::clicked, this, [this] { loadPlan(m_offeredPlan); });
    m_deviceBox = new QComboBox(this);
    m_deviceBox->setModel(m_devices);
    m_deviceBox->setToolTip(tr("Where every point is measured: this machine, or a device from the Devices page."));
    auto* deviceLabel = new QLabel(tr("&Device:"), this);
    deviceLabel->setBuddy(m_deviceBox);
    m_start = new QPushButton(tr("&Start the fit"), this);
    m_start->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &FitPage::start);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_cancel->setEnabled(false);
    connect(m_cancel, &QPushButton::clicked, this, &FitPage::cancel);
    m_storedFits = new QComboBox(this);
    m_storedFits->setToolTip(tr("The fits this project holds: choose one to see its answer."));
    m_storedFits->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_storedFits, &QComboBox::activated, this, [this](int index) {
        const QString id = m_storedFits->itemData(index).toString();
        if (!id.isEmpty())
            showStoredFit(id);
    });
    auto* storedLabel = new QLabel(tr("&Fits in the project:"), this);
    storedLabel->setBuddy(m_storedFits);

    m_space = new QLabel(this);
    m_space->setWordWrap(true);
    m_space->setTextFormat(Qt::RichText);
    m_space->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_space->hide(); // until a plan or a stored fit says what the space is
    m_message = new QLabel(tr("Choose a plan with a fit section, then Start."), this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_lengths = new FitLengthsView(this);
    m_lengths->setEmptyText(tr("Each setting's length axis appears here: every point measured as it arrives, "
                               "and the bracket around the boundary narrowing."));
    auto* lengthsScroll = new QScrollArea(this);
    lengthsScroll->setWidget(m_lengths);
    lengthsScroll->setWidgetResizable(true);
    lengthsScroll->setFrameShape(QFrame::StyledPanel);

    m_table = new QTableWidget(0, ColColumns, this);
    m_table->setHorizontalHeaderLabels({ tr("Setting"), tr("Longest input held"), tr("Bracket"), tr("Binding limit"),
        tr("Speed there"), tr("Peak there"), tr("Answer") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_pareto = new FitParetoChart(this);
    m_pareto->setEmptyText(tr("When the fit is done: each setting's longest input against its speed there."));

    m_arguments = new QLineEdit(this);
    m_arguments->setReadOnly(true);
    m_arguments->setPlaceholderText(tr("The recommended setting's engine arguments appear here."));
    m_copy = new QPushButton(tr("C&opy"), this);
    m_copy->setEnabled(false);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_arguments->text()); });
    auto* argsLabel = new QLabel(tr("&Launch the recommended setting with:"), this);
    argsLabel->setBuddy(m_arguments);
    m_stored = new QLabel(this);
    m_stored->setWordWrap(true);
    m_stored->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Plan:"), this));
    top->addWidget(m_planLabel, 1);
    top->addWidget(m_choosePlan);
    top->addWidget(m_usePlanPage);
    top->addSpacing(12);
    top->addWidget(deviceLabel);
    top->addWidget(m_deviceBox);
    top->addWidget(m_start);
    top->addWidget(m_cancel);
    auto* second = new QHBoxLayout;
    second->addWidget(m_message, 1);
    second->addWidget(storedLabel);
    second->addWidget(m_storedFits);

    auto* result = new QWidget(this);
    auto* resultLayout = new QGridLayout(result);
    resultLayout->setContentsMargins(0, 0, 0, 0);
    resultLayout->addWidget(m_table, 0, 0, 1, 3);
    resultLayout->addWidget(argsLabel, 1, 0);
    resultLayout->addWidget(m_arguments, 1, 1);
    resultLayout->addWidget(m_copy, 1, 2);
    resultLayout->addWidget(m_stored, 2, 0, 1, 3);
    resultLayout->setRowStretch(0, 1);
    resultLayout->setColumnStretch(1, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    // The axes and the Pareto chart side by side, the table under them at the full width.
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(lengthsScroll);
    charts->addWidget(m_pareto);
    charts->setStretchFactor(0, 2);
    charts->setStretchFactor(1, 1);
    charts->setSizes({ 2000, 1000 });
    keepSplitterState(charts, QStringLiteral("fit/charts"));
    split->addWidget(charts);
    split->addWidget(result);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({ 3000, 2000 });
    keepSplitterState(split, QStringLiteral("fit/split"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_space);
    layout->addLayout(second);
    layout->addWidget(split, 1);
    refreshStoredFits();
    connect(m_session, &Analysis::ProjectSession::projectOpened, this, &FitPage::refreshStoredFits);
}

FitPage::~FitPage()
{
    if (m_thread) {
        m_cancelFlag->store(true); // the point being measured stops; nothing more starts
        m_thread->wait();
        delete m_thread;
    }
}

void FitPage::setMessage(const QString& text)
{
    m_message->setText(text);
}

void FitPage::setDevicesModel(DevicesModel* model)
{
    m_devices = model;
    m_deviceBox->setModel(model);
    m_deviceBox->setModelColumn(DevicesModel::Name);
    m_deviceBox->setCurrentIndex(0); // this machine
}

bool FitPage::selectDevice(const QString& name)
{
    const int row = m_devices->rowOf(name);
    if (row >= 0)
        m_deviceBox->setCurrentIndex(row);
    return row >= 0;
}

Remote::Device FitPage::chosenDevice() const
{
    const int row = m_deviceBox->currentIndex();
    return row >= 0 && row < m_devices->rowCount() ? m_devices->device(row) : DevicesModel::localDevice();
}

void FitPage::offerPlan(const QString& path)
{
    m_offeredPlan = path;
    m_usePlanPage->setEnabled(!path.isEmpty() && !isRunning());
    m_usePlanPage->setToolTip(QDir::toNativeSeparators(path));
}

void FitPage::choosePlan()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a plan with a fit section"), QString(), tr("Plans (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        loadPlan(path);
}

bool FitPage::loadPlan(const QString& path)
{
    if (isRunning()) {
        setMessage(tr("A fit is running: cancel it first."));
        return false;
    }
    const Analysis::PlanParseResult parsed = Analysis::parsePlanFile(path);
    if (!parsed.plan) {
        QStringList lines;
        for (const auto& d : parsed.diagnostics)
            if (d.severity == Analysis::Diagnostic::Severity::Error)
                lines << d.toString();
        setMessage(tr("The plan cannot be used: %1").arg(lines.join(QStringLiteral("; "))));
        return false;
    }
    if (!parsed.plan->fit) {
        setMessage(tr("%1 has no fit section: see the plan format's \"fit\" section for what a fit needs.")
                       .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    m_plan = parsed.plan;
    m_planLabel->setText(QStringLiteral("%1 (%2)").arg(m_plan->name, QFileInfo(path).fileName()));
    m_planLabel->setToolTip(QDir::toNativeSeparators(path));
    showSpace();
    m_table->setRowCount(0);
    m_pareto->setPoints({});
    m_arguments->clear();
    m_copy->setEnabled(false);
    m_stored->clear();
    m_certificatePath.clear();
    m_start->setEnabled(true);
    setMessage(tr("Ready: Start measures on the chosen device and stores every point in the open project."));
    return true;
}

void FitPage::showSpace()
{
    const Analysis::PlanFit& fit = *m_plan->fit;
    const QList<Analysis::FitSetting> settings = Analysis::fitSettings(fit);
    QStringList vary;
    for (const auto& v : fit.vary)
        vary << QStringLiteral("%1 ∈ {%2}")
                    .arg(v.param.toHtmlEscaped(), v.values.join(QStringLiteral(", ")).toHtmlEscaped());
    const QString varied = vary.isEmpty()
        ? tr("the plan's own setting")
        : tr("%n setting(s): %1", nullptr, int(settings.size())).arg(vary.join(QStringLiteral(" × ")));
    m_space->show();
    m_space->setText(tr("<b>Space</b>: %1 · <b>lengths</b> %2 to %3 tokens, made from %4 · <b>within</b>: %5 · "
                        "<b>precision</b> %6% · <b>budget</b> %7 points or %8")
                         .arg(varied, Analysis::formatTokens(fit.lengths.from), Analysis::formatTokens(fit.lengths.to),
                             fit.lengths.text.toHtmlEscaped(), FitPageText::withinText(fit).toHtmlEscaped(),
                             Analysis::formatNumber(fit.precisionPercent))
                         .arg(fit.budgetPoints)
                         .arg(tr("%1 min").arg(Analysis::formatNumber(fit.budgetMinutes))));
    m_lengths->setRange(fit.lengths.from, fit.lengths.to);
    QList<FitLane> lanes;
    for (const auto& s : settings) {
        FitLane lane;
        lane.title = Analysis::fitSettingText(s);
        lane.status = tr("not measured yet");
        lanes << lane;
    }
    m_lengths->setLanes(lanes);
}

void FitPage::setBusy(bool busy)
{
    m_start->setEnabled(!busy && m_plan.has_value());
    m_cancel->setEnabled(busy);
    m_choosePlan->setEnabled(!busy);
    m_usePlanPage->setEnabled(!busy && !m_offeredPlan.isEmpty());
    m_deviceBox->setEnabled(!busy);
    m_storedFits->setEnabled(!busy);
}

bool FitPage::start()
{
    if (isRunning()) {
        setMessage(tr("A fit is running: cancel it first."));
        return false;
    }
    if (!m_plan) {
        setMessage(tr("Choose a plan with a fit section first."));
        return false;
    }
    if (!m_session->isOpen()) {
        setMessage(tr("Open or create a project first: every point of the fit is stored in it."));
        return false;
    }
    if (!QDir().mkpath(m_runsRoot)) {
        setMessage(tr("Cannot create the runs folder %1.").arg(QDir::toNativeSeparators(m_runsRoot)));
        return false;
    }
    showSpace(); // the lanes start empty
    m_table->setRowCount(0);
    m_pareto->setPoints({});
    m_arguments->clear();
    m_copy->setEnabled(false);
    m_stored->clear();
    m_certificatePath.clear();
    const Remote::Device device = chosenDevice();
    setBusy(true);
    if (device.isLocal()) {
        launch({});
        return true;
    }
    // The keychain and the dialogs answer later; the fit starts then.
    const Analysis::JobTracker::Ticket ticket = m_userAnswers.next();
    m_waitingForUser = true;
    setMessage(tr("Signing in to %1…").arg(device.name));
    askCredentials(device, this, [this, ticket](std::optional<Remote::Credentials> credentials) {
        if (!m_userAnswers.isCurrent(ticket))
            return;
        m_waitingForUser = false;
        if (!credentials) {
            setBusy(false);
            setMessage(tr("No password or passphrase was given; nothing was measured."));
            return;
        }
        launch(*credentials);
    });
    return true;
}

void FitPage::launch(const Remote::Credentials& credentials)
{
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    const QString project = m_session->projectPath();
    const Remote::Device device = chosenDevice();
    const Analysis::Plan plan = *m_plan;
    const QString runsRoot = m_runsRoot;
    const Remote::SshOptions ssh = m_sshOptions;
    const std::shared_ptr<std::atomic<bool>> flag = m_cancelFlag;
    setMessage(tr("Measuring on %1…").arg(device.name));
    m_thread = QThread::create([this, project, device, plan, runsRoot, ssh, flag, credentials] {
        Remote::FitDrive drive;
        Analysis::Store store; // this thread's own connection
        const Analysis::Diagnostics opened = store.open(project, Analysis::Store::OpenMode::ReadWrite);
        if (Analysis::hasErrors(opened)) {
            QStringList lines;
            for (const auto& d : opened)
                lines << d.toString();
            drive.error = lines.join(QStringLiteral("; "));
        } else {
            Remote::FitDriveOptions options;
            options.device = device.name;
            options.runsRoot = runsRoot;
            options.keepInterrupted = false; // a cancelled point leaves nothing half-written
            options.cancel = flag.get();
            Remote::FitDriveCallbacks callbacks;
            callbacks.measuring = [this](int setting, int64_t tokens, int) {
                QMetaObject::invokeMethod(
                    this, [this, setting, tokens] { onMeasuring(setting, tokens); }, Qt::QueuedConnection);
            };
            callbacks.measured = [this](int setting, const Analysis::FitPoint& point, int) {
                QMetaObject::invokeMethod(
                    this, [this, setting, point] { onMeasured(setting, point); }, Qt::QueuedConnection);
            };
            const auto runPlan = [&](const Analysis::Plan& pointPlan) {
                std::unique_ptr<Remote::Runner> runner;
                QString unknownKey;
                if (device.isLocal()) {
                    runner = std::make_unique<Remote::PlanRunner>();
                } else {
                    auto remote = std::make_unique<Remote::RemotePlanRunner>();
                    Remote::RemoteRunSettings settings;
                    settings.device = device;
                    settings.credentials = credentials;
                    settings.ssh = ssh;
                    remote->setSettings(settings);
                    QObject::connect(remote.get(), &Remote::RemotePlanRunner::hostKeyUnknown,
                        [&unknownKey](const QString& fingerprint) { unknownKey = fingerprint; });
                    runner = std::move(remote);
                }
                Remote::FitPlanRun ran = Remote::followRunner(*runner, pointPlan, runsRoot, flag.get());
                if (!unknownKey.isEmpty())
                    ran.errors.prepend(tr("The host key of %1 (%2) is not known yet: run a plan on it once from the "
                                          "Live run page to compare and accept it.")
                                           .arg(device.target(), unknownKey));
                if (ran.runFolder.isEmpty() && !runner->runDir().isEmpty())
                    QDir(runner->runDir()).removeRecursively(); // nothing streamed into it
                return ran;
            };
            drive = Remote::driveFit(plan, store, options, runPlan, callbacks);
        }
        QMetaObject::invokeMethod(
            this, [this, drive] { onDone(drive); }, Qt::QueuedConnection);
    });
    m_thread->start();
}

void FitPage::cancel()
{
    if (m_waitingForUser) {
        m_userAnswers.dropAll();
        m_waitingForUser = false;
        setBusy(false);
        setMessage(tr("The fit was cancelled before it started; nothing was measured."));
        return;
    }
    if (!m_thread)
        return;
    m_cancelFlag->store(true);
    m_cancel->setEnabled(false);
    setMessage(tr("Cancelling: the point being measured is stopped and thrown away…"));
}

void FitPage::onMeasuring(int setting, int64_t tokens)
{
    if (setting < 0 || setting >= m_lengths->lanes().size())
        return;
    FitLane lane = m_lengths->lanes().at(setting);
    lane.measuring = tokens;
    lane.status = tr("measuring %1 tokens…").arg(tokens);
    m_lengths->setLane(setting, lane);
    setMessage(tr("Measuring %1 at %2 tokens…").arg(lane.title).arg(tokens));
    emit pointStarted(setting, tokens);
}

void FitPage::onMeasured(int setting, const Analysis::FitPoint& point)
{
    if (setting < 0 || setting >= m_lengths->lanes().size())
        return;
    FitLane lane = m_lengths->lanes().at(setting);
    lane.measuring.reset();
    lane.points.append(point);
    lane.status = tr("%n point(s) measured", nullptr, int(lane.points.size()));
    m_lengths->setLane(setting, lane);
    emit pointMeasured(setting, point);
}

void FitPage::onDone(const Remote::FitDrive& drive)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    setBusy(false);
    m_session->refreshRuns();
    refreshStoredFits();
    QList<FitLane> lanes = m_lengths->lanes();
    for (FitLane& lane : lanes)
        lane.measuring.reset();
    m_lengths->setLanes(lanes);
    if (!drive.ok()) {
        int kept = 0;
        for (const auto& s : drive.result.settings)
            for (const auto& p : s.points)
                kept += p.runId.isEmpty() ? 0 : 1;
        QString text;
        if (drive.cancelled)
            text = tr("The fit was cancelled. The point being measured was thrown away; the %n point(s) measured "
                      "before are whole runs in the project (fit %1), and no certificate was written.",
                nullptr, kept)
                       .arg(drive.fitId);
        else if (!drive.started)
            text = tr("The fit could not start: %1").arg(drive.error);
        else
            text = tr("The fit stopped: %1. The %n point(s) measured before are whole runs in the project (fit %2); "
                      "no certificate was written.",
                nullptr, kept)
                       .arg(drive.error, drive.fitId);
        setMessage(text);
        emit fitStopped(text);
        return;
    }
    showResult(drive.result, drive.settings);
    m_arguments->setText(FitPageText::commandLine(drive.engineArguments));
    m_copy->setEnabled(!m_arguments->text().isEmpty());
    m_certificatePath = drive.certificatePath();
    m_stored->setText(tr("Fit %1: %n point(s) stored as runs in %2. Certificate: %3. The fit's folder (the plan of "
                         "every point): %4.",
        nullptr, drive.result.points)
                          .arg(drive.fitId, QDir::toNativeSeparators(m_session->projectPath()),
                              QDir::toNativeSeparators(m_certificatePath), QDir::toNativeSeparators(drive.fitDir)));
    const Analysis::PlanFit& fit = *m_plan->fit;
    switch (drive.result.answer) {
    case Analysis::FitResult::Answer::Found:
        setMessage(tr("Found: %n point(s) measured in %1.", nullptr, drive.result.points)
                       .arg(Analysis::formatDuration(drive.result.seconds * 1000)));
        break;
    case Analysis::FitResult::Answer::NothingFits:
        setMessage(tr("Nothing fits: no setting holds the limits at %1 tokens.").arg(fit.lengths.from));
        break;
    case Analysis::FitResult::Answer::BudgetSpent:
        setMessage(tr("The budget was spent after %n point(s): the brackets are the best so far, wider than the %1% "
                      "asked for.",
            nullptr, drive.result.points)
                       .arg(Analysis::formatNumber(fit.precisionPercent)));
        break;
    }
    emit fitFinished(drive.fitId);
}

void FitPage::showResult(const Analysis::FitResult& result, const QList<Analysis::FitSetting>& settings)
{
    QList<FitLane> lanes = m_lengths->lanes();
    QList<FitParetoPoint> pareto;
    m_table->setRowCount(int(result.settings.size()));
    for (int i = 0; i < result.settings.size(); ++i) {
        const auto& s = result.settings.at(i);
        const QString title = Analysis::fitSettingText(i < settings.size() ? settings.at(i) : s.setting);
        const bool recommended = i == result.recommended;
        if (i < lanes.size()) {
            lanes[i].status = Analysis::fitStatusText(s.status) + (recommended ? tr(" · recommended") : QString());
            lanes[i].points = s.points;
        }
        QString bracket = QStringLiteral("-");
        if (s.holds && s.breaks && s.breaks->tokens > s.holds->tokens)
            bracket = tr("%1 – %2 (%3%)")
                          .arg(s.holds->tokens)
                          .arg(s.breaks->tokens)
                          .arg(Analysis::formatNumber(std::round(1000.0 * s.width().value_or(0)) / 10));
        else if (s.holds)
            bracket = tr("%1 – (held at the longest)").arg(s.holds->tokens);
        const QStringList cells { title, s.holds ? tokensText(s.holds->tokens) : tr("none"), bracket,
            s.binding == Analysis::FitLimit::None ? QStringLiteral("-") : Analysis::fitLimitText(s.binding),
            s.holds ? rateText(s.holds->tokensPerS) : QStringLiteral("-"),
            s.holds ? Analysis::formatKbValue(s.holds->peakKb) : QStringLiteral("-"),
            Analysis::fitStatusText(s.status) + (recommended ? tr(" · recommended") : QString())
                + (s.reason.isEmpty() ? QString() : QStringLiteral(": ") + s.reason) };
        for (int c = 0; c < cells.size(); ++c) {
            auto* it = item(cells.at(c), c == ColLongest || c == ColRate || c == ColPeak);
            if (recommended) {
                QFont f = it->font();
                f.setBold(true);
                it->setFont(f);
            }
            if (c == ColStatus && !s.reason.isEmpty())
                it->setToolTip(s.reason);
            m_table->setItem(i, c, it);
        }
        if (s.holds && s.holds->tokensPerS)
            pareto << FitParetoPoint { title, s.holds->tokens, *s.holds->tokensPerS, recommended };
    }
    m_lengths->setLanes(lanes);
    m_pareto->setPoints(pareto);
    m_pareto->setEmptyText(tr("No setting held a length with a measured speed: nothing to chart."));
}

} // namespace Ui
