#include "widgets/startpage.h"

#include "widgets/recentprojects.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace Ui {
namespace {
constexpr int kContentWidth = 1040; // the three cards side by side; wider screens get margins, not stretched text

QStringList localPaths(const QMimeData* mime)
{
    QStringList paths;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    return paths;
}

QLabel* wrapped(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return l;
}

// A card: a big button, what it does, and room for more under it.
QFrame* card(QPushButton* button, QLabel* text, QWidget* parent)
{
    auto* frame = new QFrame(parent);
    frame->setFrameShape(QFrame::StyledPanel);
    auto* v = new QVBoxLayout(frame);
    button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
    QFont f = button->font();
    f.setBold(true);
    button->setFont(f);
    v->addWidget(button);
    v->addWidget(text);
    v->addStretch(1); // the three cards as tall as the tallest text, the rest of the page below them
    return frame;
}
} // namespace

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
{
    setAcceptDrops(true);
    auto* title = new QLabel(tr("Headroom"), this);
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 2);
    tf.setBold(true);
    title->setFont(tf);
    auto* question = wrapped(tr("Which limit does an inference workload reach first on this device — memory or "
                                "latency — and by how much headroom?"),
        this);

    m_measure = new QPushButton(tr("Measure this machine"), this);
    m_measureText = wrapped(QString(), this);
    connect(m_measure, &QPushButton::clicked, this, &StartPage::measureRequested);
    QFrame* measure = card(m_measure, m_measureText, this);

    m_import = new QPushButton(tr("Import logs…"), this);
    connect(m_import, &QPushButton::clicked, this, &StartPage::importRequested);
    QFrame* import = card(m_import,
        wrapped(tr("mem.log loops, timing lists, /usr/bin/time -v, hyperfine and llama-bench outputs, probe run "
                   "folders.\n\nOr drop the files anywhere on this page."),
            this),
        this);
    import->setObjectName(QStringLiteral("dropZone"));
    m_dropZone = import;
    setDropHighlight(false);

    m_open = new QPushButton(tr("Open a project…"), this);
    connect(m_open, &QPushButton::clicked, this, &StartPage::openRequested);
    auto* create = new QPushButton(tr("New project…"), this);
    connect(create, &QPushButton::clicked, this, &StartPage::newRequested);
    QFrame* open
        = card(m_open, wrapped(tr("A .headroom file: your measurements, or a colleague's to verify."), this), this);
    open->layout()->addWidget(create);

    auto* cards = new QHBoxLayout;
    cards->addWidget(measure, 1);
    cards->addWidget(import, 1);
    cards->addWidget(open, 1);

    auto* recentTitle = new QLabel(tr("Recent projects"), this);
    QFont rf = recentTitle->font();
    rf.setBold(true);
    recentTitle->setFont(rf);
    m_recent = new QListWidget(this);
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (item->flags() & Qt::ItemIsEnabled)
            emit recentChosen(item->data(Qt::UserRole).toString());
    });
    m_noRecent = wrapped(tr("No recent projects yet: the projects you open or create are listed here."), this);

    auto* column = new QWidget(this);
    column->setMaximumWidth(kContentWidth);
    auto* v = new QVBoxLayout(column);
    v->addStretch(1); // in the upper third of a tall window, not stuck under the menu bar
    v->addWidget(title);
    v->addWidget(question);
    v->addSpacing(16);
    v->addLayout(cards);
    v->addSpacing(16);
    v->addWidget(recentTitle);
    v->addWidget(m_noRecent);
    v->addWidget(m_recent);
    v->addStretch(2);
    auto* outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addWidget(column, 100);
    outer->addStretch(1);

    setQuickstartPlan(QString());
    refreshRecentProjects();
}

void StartPage::setQuickstartPlan(const QString& path)
{
    m_measure->setEnabled(!path.isEmpty());
    const QString what = tr("The built-in workload (a small transformer, no model file needed) at three input "
                            "lengths on this computer: memory and latency of each, and which limit comes first.");
    m_measureText->setText(path.isEmpty()
            ? what + u"\n\n" + tr("Not available: the quickstart plan (examples/calibrate.yaml) is not installed.")
            : what + u"\n\n" + tr("The plan opens on the Plan page; Run starts it."));
    m_measure->setToolTip(path.isEmpty() ? tr("The quickstart plan examples/calibrate.yaml is not installed.")
                                         : QDir::toNativeSeparators(path));
}

void StartPage::refreshRecentProjects()
{
    m_recent->clear();
    for (const QString& p : recentProjects()) {
        const bool there = QFileInfo::exists(p);
        auto* item = new QListWidgetItem(there
                ? tr("%1 — %2").arg(QFileInfo(p).fileName(), QDir::toNativeSeparators(QFileInfo(p).absolutePath()))
                : tr("%1 (no longer there)").arg(QDir::toNativeSeparators(p)),
            m_recent);
        item->setData(Qt::UserRole, p);
        item->setToolTip(there ? QDir::toNativeSeparators(p) : tr("This file was moved or deleted."));
        if (!there)
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    // As tall as its rows (at most eight are remembered): no empty box under two projects.
    const int rows = std::max(m_recent->count(), 1);
    m_recent->setFixedHeight(m_recent->sizeHintForRow(0) * rows + 2 * m_recent->frameWidth() + 4);
    m_recent->setVisible(m_recent->count() > 0);
    m_noRecent->setVisible(m_recent->count() == 0);
}

void StartPage::setDropHighlight(bool on)
{
    m_dropZone->setStyleSheet(QStringLiteral("QFrame#dropZone { border: 2px dashed palette(%1); border-radius: 6px; }")
                                  .arg(on ? QStringLiteral("highlight") : QStringLiteral("mid")));
}

void StartPage::dragEnterEvent(QDragEnterEvent* event)
{
    if (localPaths(event->mimeData()).isEmpty())
        return;
    setDropHighlight(true);
    event->acceptProposedAction();
}

void StartPage::dragLeaveEvent(QDragLeaveEvent* event)
{
    setDropHighlight(false);
    QWidget::dragLeaveEvent(event);
}

void StartPage::dropEvent(QDropEvent* event)
{
    setDropHighlight(false);
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    emit filesDropped(paths);
}

} // namespace Ui
