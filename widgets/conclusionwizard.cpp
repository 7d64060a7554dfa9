#include "widgets/conclusionwizard.h"

#include "analysis/verdict/conclusionjson.h"
#include "analysis/project/projectsession.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShowEvent>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace Ui {

namespace {
using Analysis::Violation;

// A page whose Next/Finish follows a predicate over the whole wizard.
class CheckedPage final : public QWizardPage {
public:
    explicit CheckedPage(std::function<bool()> complete)
        : m_complete(std::move(complete))
    {
    }
    bool isComplete() const override { return m_complete(); }

private:
    std::function<bool()> m_complete;
};

QLabel* warningLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    // The palette's own colour for links stands out in light and dark themes alike; a fixed
    // red would be unreadable on some dark palettes.
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::Link));
    l->setPalette(p);
    l->hide();
    return l;
}

void showWarning(QLabel* label, const QStringList& lines)
{
    label->setText(lines.join(u'\n'));
    label->setVisible(!lines.isEmpty());
}

QStringList linesOf(const QPlainTextEdit* edit)
{
    QStringList out;
    const auto lines = edit->toPlainText().split(u'\n');
    for (const QString& l : lines)
        if (!l.trimmed().isEmpty())
            out << l.trimmed();
    return out;
}

constexpr int kKindRole = Qt::UserRole + 1;
enum ObservedColumn { ObsFigure, ObsValue, ObsSource, ObsPresented, ObsCheck, ObsColumns };
} // namespace

ConclusionWizard::ConclusionWizard(const Analysis::Run& run, const Analysis::FigureTable& table,
    const Analysis::Verdict& verdict, Analysis::ProjectSession* session, QWidget* parent)
    : QWizard(parent)
    , m_base(Analysis::buildConclusion(run, table, verdict))
    , m_session(session)
    , m_runId(run.id)
{
    setWindowTitle(tr("Conclusion for %1").arg(run.name.isEmpty() ? run.id : run.name));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(EnvironmentPage, makeEnvironmentPage());
    setPage(ObservedPage, makeObservedPage());
    setPage(KnownPage, makeKnownPage());
    setPage(UnknownPage, makeUnknownPage());
    setPage(SentencePage, makeSentencePage());
    connect(this, &ConclusionWizard::fieldsChanged, this, &ConclusionWizard::refresh);
    resize(820, 560);
    if (m_session) {
        Analysis::Diagnostics d;
        if (const auto draft = m_session->conclusionDraft(m_runId, &d))
            applyDraft(*draft);
        if (!d.isEmpty()) // a draft that cannot be read: said where the form starts
            page(EnvironmentPage)->setSubTitle(page(EnvironmentPage)->subTitle() + u'\n' + d.constFirst().message);
    }
    refresh();
    m_opened = draft();
    m_opened.page = m_resumePage;
    // Written a moment after the typing stops, and at every page: one small row, on this thread.
    m_draftTimer = new QTimer(this);
    m_draftTimer->setSingleShot(true);
    m_draftTimer->setInterval(400);
    connect(m_draftTimer, &QTimer::timeout, this, &ConclusionWizard::saveDraft);
    connect(this, &ConclusionWizard::fieldsChanged, m_draftTimer, qOverload<>(&QTimer::start));
    connect(this, &QWizard::currentIdChanged, m_draftTimer, qOverload<>(&QTimer::start));
}

void ConclusionWizard::showEvent(QShowEvent* event)
{
    QWizard::showEvent(event);
    // Back on the page it was left on, through the pages before it (so Back works as usual).
    while (!event->spontaneous() && currentId() != m_resumePage && currentId() < m_resumePage
        && currentPage()->isComplete()) {
        const int before = currentId();
        next();
        if (currentId() == before)
            break;
    }
    m_resumePage = EnvironmentPage;
}

Analysis::ConclusionDraft ConclusionWizard::draft() const
{
    Analysis::ConclusionDraft d;
    d.setting = m_setting->text();
    for (int i = 0; i < m_observed->rowCount(); ++i)
        if (auto* combo = qobject_cast<QComboBox*>(m_observed->cellWidget(i, ObsPresented)))
            d.observedChoices << combo->currentData().toInt();
    d.known = m_known->toPlainText();
    for (int i = 0; i < m_unknowns->count(); ++i)
        if (m_unknowns->item(i)->checkState() == Qt::Checked)
            d.unknownKinds << Analysis::UnknownKind(m_unknowns->item(i)->data(kKindRole).toInt());
    d.otherUnknowns = m_customUnknowns->toPlainText();
    d.fixedInput = m_fixedInput->text();
    d.fixedParams = m_fixedParams->text();
    d.page = std::max(0, currentId());
    return d;
}

void ConclusionWizard::applyDraft(const Analysis::ConclusionDraft& d)
{
    const QSignalBlocker block(this); // one refresh at the end, not one per field
    m_setting->setText(d.setting);
    for (int i = 0; i < m_observed->rowCount() && i < d.observedChoices.size(); ++i)
        if (auto* combo = qobject_cast<QComboBox*>(m_observed->cellWidget(i, ObsPresented)))
            if (const int at = combo->findData(d.observedChoices.at(i)); at >= 0)
                combo->setCurrentIndex(at);
    m_known->setPlainText(d.known);
    for (int i = 0; i < m_unknowns->count(); ++i) {
        auto* item = m_unknowns->item(i);
        const bool ticked = d.unknownKinds.contains(Analysis::UnknownKind(item->data(kKindRole).toInt()));
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    }
    m_customUnknowns->setPlainText(d.otherUnknowns);
    m_fixedInput->setText(d.fixedInput);
    m_fixedParams->setText(d.fixedParams);
    m_resumePage = pageIds().contains(d.page) ? d.page : int(EnvironmentPage); // reached when it shows
}

bool ConclusionWizard::saveDraft()
{
    m_draftTimer->stop();
    const Analysis::ConclusionDraft now = draft();
    if (!m_session || (m_written && *m_written == now) || (!m_written && now == m_opened))
        return true;
    const auto d = m_session->saveConclusionDraft(m_runId, now);
    if (Analysis::hasErrors(d)) {
        QStringList lines;
        for (const auto& x : d)
            lines << x.toString();
        QMessageBox::warning(this, tr("Cannot keep the draft"), lines.join(u'\n'));
        return false;
    }
    m_written = now;
    return true;
}

void ConclusionWizard::reject()
{
    const Analysis::ConclusionDraft now = draft();
    Analysis::ConclusionDraft opened = m_opened;
    opened.page = now.page; // paging through is not a change
    if (!m_session || now == opened) {
        saveDraft(); // the page it was left on
        QWizard::reject();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Keep the draft?"),
        tr("The conclusion for this run has not been saved. Keep what you typed as a draft? It reopens as you left "
           "it."),
        QMessageBox::NoButton, this);
    auto* keep = box.addButton(tr("&Keep the draft"), QMessageBox::AcceptRole);
    auto* discard = box.addButton(tr("&Discard the draft"), QMessageBox::DestructiveRole);
    box.addButton(tr("Go &on writing"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep) {
        if (saveDraft())
            QWizard::reject();
    } else if (box.clickedButton() == discard) {
        m_draftTimer->stop();
        const auto d = m_session->discardConclusionDraft(m_runId);
        if (Analysis::hasErrors(d)) {
            QMessageBox::warning(this, tr("Cannot discard the draft"), d.constFirst().toString());
            return;
        }
        QWizard::reject();
    }
}

QWizardPage* ConclusionWizard::makeEnvironmentPage()
{
    auto* page = new CheckedPage([] { return true; });
    page->setTitle(tr("Environment"));
    page->setSubTitle(tr("Where the measurement ran. The setting fills the sentence's first bracket."));
    m_setting = new QLineEdit(m_base.setting, page);
    m_setting->setPlaceholderText(tr("device / system / backend / quantization"));
    connect(m_setting, &QLineEdit::textChanged, this, &ConclusionWizard::fieldsChanged);
    m_settingWarning = warningLabel(page);
    auto* env = new QTableWidget(int(m_base.environment.size()), 2, page);
    env->setHorizontalHeaderLabels({ tr("Recorded"), tr("Value") });
    env->horizontalHeader()->setStretchLastSection(true);
    env->verticalHeader()->hide();
    env->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int i = 0; i < m_base.environment.size(); ++i) {
        env->setItem(i, 0, new QTableWidgetItem(m_base.environment.at(i).first));
        env->setItem(i, 1, new QTableWidgetItem(m_base.environment.at(i).second));
    }
    auto* form = new QFormLayout;
    form->addRow(tr("&Setting:"), m_setting);
    form->addRow(QString(), m_settingWarning);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(env, 1);
    return page;
}

QWizardPage* ConclusionWizard::makeObservedPage()
{
    auto* page = new CheckedPage([this] { return fieldAllowsNext(QStringLiteral("observed[")); });
    page->setTitle(tr("Observed"));
    page->setSubTitle(tr("Only numbers from the logs, each with the file it came from. Say what each one covers."));
    m_observed = new QTableWidget(int(m_base.observed.size()), ObsColumns, page);
    m_observed->setHorizontalHeaderLabels({ tr("Figure"), tr("Value"), tr("From"), tr("Presented as"), tr("Check") });
    m_observed->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_observed->horizontalHeader()->setStretchLastSection(true);
    m_observed->verticalHeader()->hide();
    m_observed->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const QLocale l;
    for (int i = 0; i < m_base.observed.size(); ++i) {
        const auto& o = m_base.observed.at(i);
        m_observed->setItem(i, ObsFigure, new QTableWidgetItem(o.label));
        m_observed->setItem(
            i, ObsValue, new QTableWidgetItem(tr("%1 %2 (n = %3)").arg(l.toString(o.value, 'f', 1), o.unit).arg(o.n)));
        m_observed->setItem(i, ObsSource, new QTableWidgetItem(o.source));
        m_observed->setItem(i, ObsCheck, new QTableWidgetItem);
        auto* combo = new QComboBox(m_observed);
        if (!o.counter.isEmpty()) {
            combo->addItem(tr("the memory of this process (%1)").arg(o.counter), int(Analysis::MemoryScope::Process));
            combo->addItem(tr("the whole device's memory"), int(Analysis::MemoryScope::Device));
            combo->setCurrentIndex(o.scope == Analysis::MemoryScope::Device ? 1 : 0);
        } else {
            combo->addItem(tr("the time as measured"), 0);
            combo->addItem(tr("the stable per-request time"), 1);
            combo->setCurrentIndex(o.presentedAsStable ? 1 : 0);
        }
        connect(combo, &QComboBox::currentIndexChanged, this, &ConclusionWizard::fieldsChanged);
        m_observed->setCellWidget(i, ObsPresented, combo);
    }
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_observed);
    return page;
}

QWizardPage* ConclusionWizard::makeKnownPage()
{
    auto* page = new CheckedPage([this] { return fieldAllowsNext(QStringLiteral("known[")); });
    page->setTitle(tr("Known"));
    page->setSubTitle(tr("What the data shows, one statement per line."));
    m_known = new QPlainTextEdit(m_base.known.join(u'\n'), page);
    connect(m_known, &QPlainTextEdit::textChanged, this, &ConclusionWizard::fieldsChanged);
    m_knownWarning = warningLabel(page);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_known, 1);
    layout->addWidget(m_knownWarning);
    return page;
}

QWizardPage* ConclusionWizard::makeUnknownPage()
{
    auto* page = new CheckedPage([this] { return fieldAllowsNext(QStringLiteral("unknown")); });
    page->setTitle(tr("Unknown"));
    page->setSubTitle(tr("What this measurement does not cover. It is never empty."));
    m_unknowns = new QListWidget(page);
    using K = Analysis::UnknownKind;
    for (K k :
        { K::OtherProcesses, K::PeaksBetweenSamples, K::ThermalThrottling, K::UntestedLengths, K::VmRssCounter }) {
        const Analysis::UnknownItem item { k, {} };
        auto* w = new QListWidgetItem(Analysis::unknownItemDisplay(item), m_unknowns);
        w->setData(kKindRole, int(k));
        w->setFlags(w->flags() | Qt::ItemIsUserCheckable);
        const bool suggested = m_base.suggestedUnknowns.contains(item) || m_base.unknown.contains(item);
        w->setCheckState(suggested ? Qt::Checked : Qt::Unchecked);
        if (m_base.suggestedUnknowns.contains(item))
            w->setToolTip(tr("The data suggests listing this."));
    }
    connect(m_unknowns, &QListWidget::itemChanged, this, &ConclusionWizard::fieldsChanged);
    m_customUnknowns = new QPlainTextEdit(page);
    m_customUnknowns->setPlaceholderText(tr("Anything else not covered, one per line"));
    m_customUnknowns->setMaximumHeight(90);
    connect(m_customUnknowns, &QPlainTextEdit::textChanged, this, &ConclusionWizard::fieldsChanged);
    m_unknownWarning = warningLabel(page);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_unknowns, 1);
    auto* other = new QLabel(tr("&Other:"), page);
    other->setBuddy(m_customUnknowns); // the mnemonic, not a literal "&" (it showed "&Other:")
    layout->addWidget(other);
    layout->addWidget(m_customUnknowns);
    layout->addWidget(m_unknownWarning);
    return page;
}

QWizardPage* ConclusionWizard::makeSentencePage()
{
    auto* page = new CheckedPage([this] { return blockingViolations().isEmpty(); });
    page->setTitle(tr("The sentence"));
    page->setSubTitle(tr("The measurement guide's sentence, in both languages, exactly as it will be kept."));
    page->setFinalPage(true);
    m_fixedInput = new QLineEdit(page);
    m_fixedInput->setPlaceholderText(tr("from the data"));
    m_fixedParams = new QLineEdit(m_base.fixedParams, page);
    connect(m_fixedInput, &QLineEdit::textChanged, this, &ConclusionWizard::fieldsChanged);
    connect(m_fixedParams, &QLineEdit::textChanged, this, &ConclusionWizard::fieldsChanged);
    m_sentenceWarning = warningLabel(page);
    m_sentenceZh = new QLabel(page);
    m_sentenceEn = new QLabel(page);
    for (auto* l : { m_sentenceZh, m_sentenceEn }) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setFrameShape(QFrame::StyledPanel);
        l->setMargin(6);
    }
    auto* form = new QFormLayout;
    form->addRow(tr("Fixed &input:"), m_fixedInput);
    form->addRow(tr("Fixed &parameters:"), m_fixedParams);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Chinese:"), page));
    layout->addWidget(m_sentenceZh);
    layout->addWidget(new QLabel(tr("English:"), page));
    layout->addWidget(m_sentenceEn);
    layout->addWidget(m_sentenceWarning);
    layout->addStretch(1);
    return page;
}

Analysis::Conclusion ConclusionWizard::conclusion() const
{
    Analysis::Conclusion c = m_base;
    c.setting = m_setting->text().trimmed();
    for (int i = 0; i < c.observed.size(); ++i) {
        auto* combo = qobject_cast<QComboBox*>(m_observed->cellWidget(i, ObsPresented));
        if (!combo)
            continue;
        if (!c.observed[i].counter.isEmpty())
            c.observed[i].scope = Analysis::MemoryScope(combo->currentData().toInt());
        else
            c.observed[i].presentedAsStable = combo->currentData().toInt() == 1;
    }
    c.known = linesOf(m_known);
    c.unknown.clear();
    for (int i = 0; i < m_unknowns->count(); ++i) {
        const auto* w = m_unknowns->item(i);
        if (w->checkState() == Qt::Checked)
            c.unknown << Analysis::UnknownItem { Analysis::UnknownKind(w->data(kKindRole).toInt()), {} };
    }
    for (const QString& text : linesOf(m_customUnknowns))
        c.unknown << Analysis::UnknownItem { Analysis::UnknownKind::Custom, text };
    c.fixedInputOverride = m_fixedInput->text().trimmed();
    c.fixedParams = m_fixedParams->text().trimmed();
    return c;
}

QList<Analysis::Violation> ConclusionWizard::blockingViolations() const
{
    QList<Violation> out;
    for (const auto& v : violations())
        if (v.severity == Violation::Severity::Error && v.rule != Violation::Rule::BracketMissing)
            out << v;
    return out;
}

bool ConclusionWizard::fieldAllowsNext(const QString& fieldPrefix) const
{
    const auto blocking = blockingViolations();
    return std::none_of(
        blocking.begin(), blocking.end(), [&](const Violation& v) { return v.field.startsWith(fieldPrefix); });
}

QString ConclusionWizard::sentence(Analysis::SentenceLanguage language) const
{
    return Analysis::conclusionSentence(conclusion(), language);
}

QString ConclusionWizard::warningFor(const QString& field) const
{
    return m_warnings.value(field);
}

void ConclusionWizard::refresh()
{
    const Analysis::Conclusion c = conclusion();
    m_warnings.clear();
    for (const auto& v : Analysis::validate(c)) {
        QString& w = m_warnings[v.field];
        w += (w.isEmpty() ? QString() : QStringLiteral("\n")) + v.message;
    }
    showWarning(m_settingWarning, m_warnings.value(QStringLiteral("setting")).split(u'\n', Qt::SkipEmptyParts));
    for (int i = 0; i < m_observed->rowCount(); ++i) {
        const QString w = m_warnings.value(QStringLiteral("observed[%1]").arg(i));
        auto* item = m_observed->item(i, ObsCheck);
        item->setText(w.isEmpty() ? tr("ok") : w);
        item->setToolTip(w);
        item->setForeground(w.isEmpty() ? palette().color(QPalette::Text) : palette().color(QPalette::Link));
    }
    QStringList known;
    for (int i = 0; i < c.known.size(); ++i) {
        const QString w = m_warnings.value(QStringLiteral("known[%1]").arg(i));
        if (!w.isEmpty())
            known << tr("Line %1: %2").arg(i + 1).arg(w);
    }
    showWarning(m_knownWarning, known);
    showWarning(m_unknownWarning, m_warnings.value(QStringLiteral("unknown")).split(u'\n', Qt::SkipEmptyParts));
    QStringList sentence;
    for (const char* f : { "fixedInput", "fixedParams", "repetitions" })
        sentence += m_warnings.value(QString::fromLatin1(f)).split(u'\n', Qt::SkipEmptyParts);
    for (const auto& v : blockingViolations())
        sentence << tr("Go back and fix: %1").arg(v.message);
    showWarning(m_sentenceWarning, sentence);
    m_sentenceZh->setText(Analysis::conclusionSentence(c, Analysis::SentenceLanguage::Chinese));
    m_sentenceEn->setText(Analysis::conclusionSentence(c, Analysis::SentenceLanguage::English));
    for (int id : pageIds())
        emit page(id)->completeChanged();
}

bool ConclusionWizard::validateCurrentPage()
{
    return currentPage()->isComplete() && QWizard::validateCurrentPage();
}

void ConclusionWizard::accept()
{
    if (!blockingViolations().isEmpty())
        return; // Finish is disabled too; this guards a forced accept()
    const QByteArray json = Analysis::conclusionToJson(conclusion());
    m_draftTimer->stop();
    if (m_session) {
        const auto d = m_session->saveConclusion(m_runId, json);
        if (Analysis::hasErrors(d)) {
            QStringList lines;
            for (const auto& x : d)
                lines << x.toString();
            QMessageBox::warning(this, tr("Cannot save the conclusion"), lines.join(u'\n'));
            return;
        }
    }
    emit conclusionSaved(m_runId, json);
    QWizard::accept();
}

} // namespace Ui
