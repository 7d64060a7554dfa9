#include "widgets/planpage.h"

#include "analysis/core/savefile.h"
#include "widgets/planform.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace Ui {

PlanPage::PlanPage(QWidget* parent)
    : QWidget(parent)
{
    m_form = new PlanForm(this);
    m_problems = new QListWidget(this);
    m_problems->setToolTip(tr("Problems in the plan, with file and line"));
    m_path = new QLabel(tr("New plan (not saved)"), this);
    auto* load = new QPushButton(tr("&Load…"), this);
    auto* save = new QPushButton(tr("&Save as…"), this);
    auto* run = m_run = new QPushButton(tr("&Run on this machine"), this);
    run->setToolTip(tr("Runs the plan with headroom-probe and shows it live (Ctrl+R)"));
    run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(load, &QPushButton::clicked, this, &PlanPage::chooseLoad);
    connect(save, &QPushButton::clicked, this, &PlanPage::chooseSave);
    connect(run, &QPushButton::clicked, this, [this] {
        if (auto p = checkedPlan())
            emit runRequested(*p);
    });
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_path, 1);
    bar->addWidget(load);
    bar->addWidget(save);
    bar->addWidget(run);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_form);
    split->addWidget(m_problems);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    m_savedYaml = Analysis::toYaml(m_form->plan()); // the empty form is nothing to save
}

void PlanPage::setRunTarget(const QString& deviceName, bool local)
{
    m_run->setText(local ? tr("&Run on this machine") : tr("&Run on %1").arg(deviceName));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R)); // a new text drops the shortcut
}

QString PlanPage::runButtonText() const
{
    return m_run->text();
}

void PlanPage::showDiagnostics(const Analysis::Diagnostics& d)
{
    m_problems->clear();
    for (const auto& x : d) {
        auto* item = new QListWidgetItem(x.toString(), m_problems);
        item->setIcon(
            style()->standardIcon(x.severity == Analysis::Diagnostic::Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                                      : QStyle::SP_MessageBoxWarning));
    }
    if (d.isEmpty())
        new QListWidgetItem(tr("No problems found."), m_problems);
}

bool PlanPage::load(const QString& path)
{
    const Analysis::PlanParseResult r = Analysis::parsePlanFile(path);
    showDiagnostics(r.diagnostics);
    if (!r.plan)
        return false;
    m_form->setPlan(*r.plan);
    m_currentPath = path;
    m_savedYaml = Analysis::toYaml(m_form->plan());
    m_path->setText(QDir::toNativeSeparators(path));
    emit planLoaded(path);
    return true;
}

bool PlanPage::hasUnsavedChanges() const
{
    return Analysis::toYaml(m_form->plan()) != m_savedYaml;
}

bool PlanPage::maybeSave()
{
    if (!hasUnsavedChanges())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved plan"),
        m_currentPath.isEmpty() ? tr("The plan has changes that are not saved. Save them?")
                                : tr("The plan %1 has changes that are not saved. Save them?")
                                      .arg(QDir::toNativeSeparators(m_currentPath)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        return true;
    if (answer != QMessageBox::Save)
        return false;
    if (!m_currentPath.isEmpty())
        return save(m_currentPath);
    chooseSave();
    return !hasUnsavedChanges();
}

std::optional<Analysis::Plan> PlanPage::checkedPlan()
{
    const Analysis::Plan p = m_form->plan();
    const QString name = m_currentPath.isEmpty() ? QStringLiteral("fixed.yaml") : m_currentPath;
    const QString base = p.baseDir.isEmpty() ? QDir::currentPath() : p.baseDir;
    // The form is checked by the same strict parser as a file: what runs is what could be saved.
    Analysis::PlanParseResult r = Analysis::parsePlan(Analysis::toYaml(p), name, base);
    showDiagnostics(r.diagnostics);
    if (r.plan) {
        r.plan->sourcePath = m_currentPath;
        r.plan->sourceText = Analysis::toYaml(*r.plan);
    }
    return r.plan;
}

bool PlanPage::save(const QString& path)
{
    Analysis::Plan p = m_form->plan();
    if (p.baseDir.isEmpty())
        p.baseDir = QFileInfo(path).absolutePath();
    const QByteArray yaml = Analysis::toYaml(p);
    const Analysis::PlanParseResult r = Analysis::parsePlan(yaml, path, p.baseDir);
    showDiagnostics(r.diagnostics);
    if (!r.plan)
        return false;
    QString error;
    if (!Analysis::saveFile(path, yaml, &error)) {
        Analysis::Diagnostic d;
        d.file = path;
        d.message = error;
        showDiagnostics({ d });
        return false;
    }
    m_currentPath = path;
    m_savedYaml = Analysis::toYaml(m_form->plan());
    m_path->setText(QDir::toNativeSeparators(path));
    return true;
}

void PlanPage::chooseLoad()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load a plan"), {}, tr("Plans (*.yaml *.yml)"));
    if (!path.isEmpty())
        load(path);
}

void PlanPage::chooseSave()
{
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save the plan"), m_currentPath, tr("Plans (*.yaml *.yml)"));
    if (!path.isEmpty())
        save(path);
}

} // namespace Ui
