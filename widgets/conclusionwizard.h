#pragma once

#include "analysis/verdict/conclusion.h"

#include <QWizard>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTableWidget;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

// The reviewable conclusion of the measurement method, one part per page: environment → observed → known →
// unknown → the sentence. Pre-filled from the run's verdict (Analysis::buildConclusion); each
// rule of Analysis::validate() is shown next to the field it is about, and the wizard cannot
// finish while the unknown part is empty or a choice breaks one of the measurement method's rules.
class ConclusionWizard final : public QWizard {
    Q_OBJECT
public:
    enum PageId { EnvironmentPage, ObservedPage, KnownPage, UnknownPage, SentencePage };

    // session may be null (nothing is saved on finish: a preview).
    ConclusionWizard(const Analysis::Run& run, const Analysis::FigureTable& table, const Analysis::Verdict& verdict,
        Analysis::ProjectSession* session, QWidget* parent = nullptr);

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
};

} // namespace Ui
