#include "widgets/liverunpage.h"

#include "analysis/figuresmodel.h"
#include "analysis/projectimport.h"
#include "analysis/projectsession.h"
#include "analysis/store.h"
#include "analysis/utilisation.h"
#include "remote/planrunner.h"
#include "widgets/memorychart.h"
#include "widgets/utilisationchart.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace Ui {

namespace {
enum RepColumn { RepInput, RepIndex, RepOutcome, RepWall, RepPeak, RepColumns };

QString outcomeDisplay(Analysis::Outcome o)
{
    using O = Analysis::Outcome;
    switch (o) {
    case O::Ok:
        return LiveRunPage::tr("ok");
    case O::NonZeroExit:
        return LiveRunPage::tr("non-zero exit");
    case O::Crashed:
        return LiveRunPage::tr("crashed");
    case O::OomKilled:
        return LiveRunPage::tr("killed: out of memory");
    case O::TimedOut:
        return LiveRunPage::tr("timed out");
    case O::Rejected:
        return LiveRunPage::tr("output rejected");
    case O::StoppedByGuard:
        return LiveRunPage::tr("stopped by the memory guard");
    case O::Interrupted:
        return LiveRunPage::tr("interrupted");
    case O::Unknown:
        break;
    }
    return LiveRunPage::tr("unknown");
}
} // namespace

LiveRunPage::LiveRunPage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(new Remote::PlanRunner(this))
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
    m_reps = new QTableWidget(0, RepColumns, this);
    m_reps->setHorizontalHeaderLabels({ tr("Input"), tr("Repetition"), tr("Outcome"), tr("Time"), tr("Peak") });
    m_reps->horizontalHeader()->setStretchLastSection(true);
    m_reps->verticalHeader()->hide();
    m_reps->setEditTriggers(QAbstractItemView::NoEditTriggers);

    connect(m_runner, &Remote::PlanRunner::stageChanged, m_stage, &QLabel::setText);
    connect(m_runner, &Remote::PlanRunner::progressChanged, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_runner, &Remote::PlanRunner::eventReceived, this, &LiveRunPage::onEvent);
    connect(m_runner, &Remote::PlanRunner::finished, this,
        [this](const Analysis::Run& run, const Analysis::Diagnostics&) { onFinished(m_runner->runDir(), run); });
    connect(m_runner, &Remote::PlanRunner::failed, this, [this](const QString& message) {
        m_cancel->setEnabled(false);
        redraw();
        setMessage(tr("The run failed: %1").arg(message));
        emit runFailed(message);
    });

    auto* top = new QHBoxLayout;
    top->addWidget(m_stage, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_memory);
    split->addWidget(m_utilisation);
    split->addWidget(m_reps);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_where);
    layout->addWidget(split, 1);
}

LiveRunPage::~LiveRunPage() = default; // PlanRunner's destructor stops a probe still running

bool LiveRunPage::isRunning() const
{
    return m_runner->isRunning();
}

void LiveRunPage::setMessage(const QString& text)
{
    m_stage->setText(text);
}

bool LiveRunPage::start(const Analysis::Plan& plan)
{
    if (m_runner->isRunning()) {
        setMessage(tr("A run is still going: cancel it first."));
        return false;
    }
    if (!m_session->isOpen()) {
        setMessage(tr("Open or create a project first: the run is saved into it."));
        return false;
    }
    m_plan = plan;
    m_reader = Analysis::EventStreamReader();
    m_shown.clear();
    m_memory->setTracks({});
    m_reps->setRowCount(0);
    m_redraws = 0;
    const QString root = QSettings()
                             .value(QStringLiteral("runs/root"),
                                 QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                                     .filePath(QStringLiteral("runs")))
                             .toString();
    QString error;
    if (!QDir().mkpath(root) || !m_runner->start(plan, root, &error)) {
        setMessage(tr("Cannot start the run: %1").arg(error.isEmpty() ? root : error));
        return false;
    }
    m_cancel->setEnabled(true);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_where->setText(tr("Run folder: %1").arg(QDir::toNativeSeparators(m_runner->runDir())));
    return true;
}

void LiveRunPage::cancel()
{
    if (!m_runner->isRunning())
        return;
    setMessage(tr("Cancelling…"));
    m_runner->cancel();
}

void LiveRunPage::onEvent(const QByteArray& line)
{
    m_reader.feed(line);
    m_reader.feed("\n");
    // Coalesce: a probe sampling every 10 ms would otherwise redraw the chart 100 times a second.
    if (!m_redrawTimer.isActive())
        m_redrawTimer.start();
}

void LiveRunPage::redraw()
{
    ++m_redraws;
    const Analysis::Run& run = m_reader.run();
    // The chart points into series it must not see change under it: show a copy (a live run's
    // series are small; the 10-million-sample case is an opened run, not a live one).
    m_memory->setTracks({});
    m_shown = run.memory;
    QList<MemoryChart::Track> tracks;
    for (auto it = m_shown.cbegin(); it != m_shown.cend(); ++it)
        if (!it->isEmpty()) // inputs run one after another: one time axis from the run's start
            tracks.append(
                { it.key().isEmpty() ? tr("memory") : it.key(), &it.value(), it->timeIsEpoch ? it->t.front() : 0,
                    Analysis::repetitionBreaks(run, it.key(), it.value()) });
    m_memory->setTracks(tracks);
    m_utilisation->setUtilisation(Analysis::utilisationOf(run));
    m_utilisation->setXRange(m_memory->xMin(), m_memory->xMax());

    const QLocale l;
    for (int i = m_reps->rowCount(); i < run.repetitions.size(); ++i) {
        const Analysis::Repetition& r = run.repetitions.at(i);
        m_reps->insertRow(i);
        m_reps->setItem(i, RepInput, new QTableWidgetItem(r.inputId));
        m_reps->setItem(i, RepIndex,
            new QTableWidgetItem(r.warmup ? tr("%1 (warm-up)").arg(r.index + 1) : QString::number(r.index + 1)));
        m_reps->setItem(i, RepOutcome, new QTableWidgetItem(outcomeDisplay(r.outcome)));
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
    m_redrawTimer.stop();
    redraw();
    setMessage(tr("Saving the run into the project…"));
    const QString project = m_session->projectPath();
    Analysis::PlanText plan { m_plan.name, QString::fromUtf8(m_plan.sourceText) };
    QtConcurrent::run([project, runDir, run, plan] {
        Analysis::Store store; // this thread's own connection
        Analysis::FileImportOutcome out;
        out.diagnostics = store.open(project, Analysis::Store::OpenMode::ReadWrite);
        if (!Analysis::hasErrors(out.diagnostics))
            out = Analysis::importRunFolder(store, runDir, run, plan);
        return out;
    }).then(this, [this](const Analysis::FileImportOutcome& out) {
        if (out.runIds.isEmpty()) {
            QStringList lines;
            for (const auto& d : out.diagnostics)
                lines << d.toString();
            setMessage(tr("The run ended but could not be saved: %1").arg(lines.join(QStringLiteral("; "))));
            emit runFailed(m_stage->text());
            return;
        }
        setMessage(tr("The run ended and is saved in the project."));
        m_session->refreshRuns();
        emit runSaved(out.runIds.constFirst());
    });
}

} // namespace Ui
