#include "widgets/verifydialog.h"

#include "analysis/project/projectsession.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Ui {

namespace {
QString statusText(Analysis::RunVerification::Status s)
{
    switch (s) {
    case Analysis::RunVerification::Status::Reproduced:
        return VerifyDialog::tr("reproduced");
    case Analysis::RunVerification::Status::Differs:
        return VerifyDialog::tr("differs");
    case Analysis::RunVerification::Status::NotRecomputable:
        break;
    }
    return VerifyDialog::tr("cannot be recomputed");
}
} // namespace

VerifyDialog::VerifyDialog(Analysis::ProjectSession* session, const QStringList& runIds, QWidget* parent)
    : QDialog(parent)
    , m_pending(runIds)
    , m_total(int(runIds.size()))
{
    setWindowTitle(tr("Verify runs"));
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderLabels({ tr("Run"), tr("Result"), tr("Figures compared") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_summary = new QLabel(tr("Recomputing %n run(s) from their raw files…", nullptr, m_total), this);
    m_summary->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(760, 440);
    connect(session, &Analysis::ProjectSession::runVerified, this, &VerifyDialog::showVerification);
    for (const QString& id : runIds)
        session->verifyRun(id);
}

void VerifyDialog::start(Analysis::ProjectSession* session, const QStringList& runIds, QWidget* parent)
{
    auto* dialog = new VerifyDialog(session, runIds, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void VerifyDialog::showVerification(const Analysis::RunVerification& v)
{
    if (!m_pending.removeOne(v.runId))
        return; // another dialog's run
    auto* item = new QTreeWidgetItem(m_tree,
        { tr("%1 (run %2)").arg(v.runName, v.runId), statusText(v.status), QString::number(v.figuresCompared) });
    for (const auto& d : v.differences)
        new QTreeWidgetItem(
            item, { tr("input %1, %2: stored %3, recomputed %4").arg(d.inputId, d.figure, d.stored, d.recomputed) });
    for (const QString& n : v.notes)
        new QTreeWidgetItem(item, { n });
    for (const auto& d : v.diagnostics)
        new QTreeWidgetItem(item, { d.toString() });
    item->setExpanded(v.status != Analysis::RunVerification::Status::Reproduced);
    m_reproduced += v.status == Analysis::RunVerification::Status::Reproduced;
    if (!m_pending.isEmpty())
        return;
    m_summary->setText(tr("%1 of %n run(s) reproduced from their raw files.", nullptr, m_total).arg(m_reproduced));
    emit allVerified(m_reproduced, m_total);
}

} // namespace Ui
