#pragma once

#include "analysis/verdict/conclusion.h"
#include "analysis/verdict/conclusiondraft.h"

#include <QWizard>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTableWidget;
class QTimer;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

// The reviewable conclusion of the measurement method, one part per page: environment → observed → known →
// unknown → the sentence. Pre-filled from the run's verdict (Analysis::buildConclusion); each
// rule of Analysis::validate() is shown next to the field it is about, and the wizard cannot
// finish while the unknown part is empty or a choice breaks one of the measurement method's rules.
// Nothing typed is lost (issue 23): the form is kept in the project as a draft while it is typed
// (Analysis::ConclusionDraft) and reopens as it was left, on the page it was left on; a saved
// conclusion reopens for editing; Escape, Cancel and closing the window ask whether to keep the draft.
class ConclusionWizard final : public QWizard {
    Q_OBJECT
public:
    enum PageId { EnvironmentPage, ObservedPage, KnownPage, UnknownPage, SentencePage };

    // session may be null (nothing is saved on finish: a preview).
    ConclusionWizard(const Analysis::Run& run, const Analysis::FigureTable& table, const Analysis::Verdict& verdict,
        Analysis::ProjectSession* session, QWidget* parent = nullptr);

    // The fields and the page as they are now, and back (a draft reopened).
    Analysis::ConclusionDraft draft() const;
    void applyDraft(const Analysis::ConclusionDraft& draft);
    // Writes the draft into the project now (otherwise it is written a moment after each change).
    bool saveDraft();

    // The conclusion as the fields say now.
    Analysis::Conclusion conclusion() const;
    QList<Analysis::Violation> violations() const { return Analysis::validate(conclusion()); }
    // Violations that stop the wizard: an empty unknown, or a claim the method forbids.
    QList<Analysis::Violation> blockingViolations() const;

    // Test and keyboard access to the fields.
    QLineEdit* settingEdit() const { return m_setting; }
    QListWidget* unknownList() const { return m_unknowns; }
    QPlainTextEdit* customUnknownEdit() const { return m_customUnknowns; }
    QPlainTextEdit* knownEdit() const { return m_known; }
    QTableWidget* observedTable() const { return m_observed; }
    QString sentence(Analysis::SentenceLanguage language) const;
    QString warningFor(const QString& field) const; // the text shown in place, empty when none

    void accept() override;
    void reject() override; // asks to keep or discard the draft when anything was typed
    bool validateCurrentPage() override; // Next refuses what the disabled button refuses

signals:
    void conclusionSaved(const QString& runId, const QByteArray& json);
    void fieldsChanged();

private:
    QWizardPage* makeEnvironmentPage();
    QWizardPage* makeObservedPage();
    QWizardPage* makeKnownPage();
    QWizardPage* makeUnknownPage();
    QWizardPage* makeSentencePage();
    bool fieldAllowsNext(const QString& fieldPrefix) const;
    void refresh(); // re-validate and show every warning in place
    void showEvent(QShowEvent* event) override;

    Analysis::Conclusion m_base;
    Analysis::ProjectSession* m_session = nullptr;
    QString m_runId;
    QLineEdit* m_setting = nullptr;
    QLabel* m_settingWarning = nullptr;
    QTableWidget* m_observed = nullptr;
    QPlainTextEdit* m_known = nullptr;
    QLabel* m_knownWarning = nullptr;
    QListWidget* m_unknowns = nullptr;
    QPlainTextEdit* m_customUnknowns = nullptr;
    QLabel* m_unknownWarning = nullptr;
    QLineEdit* m_fixedInput = nullptr;
    QLineEdit* m_fixedParams = nullptr;
    QLabel* m_sentenceWarning = nullptr;
    QLabel* m_sentenceZh = nullptr;
    QLabel* m_sentenceEn = nullptr;
    QMap<QString, QString> m_warnings; // field -> text shown
    QTimer* m_draftTimer = nullptr;
    Analysis::ConclusionDraft m_opened; // the form when it opened: closing asks only after a change
    std::optional<Analysis::ConclusionDraft> m_written; // last draft written into the project
    int m_resumePage = EnvironmentPage; // the page to reopen on, reached once the wizard shows
};

} // namespace Ui
