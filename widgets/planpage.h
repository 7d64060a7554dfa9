#pragma once

#include "analysis/plan/plan.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;

class QPushButton;

namespace Ui {

class PlanForm;

// The plan (fixed.yaml) as a form: load a file, edit every field, save. Saving writes what
// toYaml() makes of the form and parses it back first, so a saved plan always loads; every
// problem is listed with its file and line.
class PlanPage final : public QWidget {
    Q_OBJECT
public:
    explicit PlanPage(QWidget* parent = nullptr);

    bool load(const QString& path); // false when the file has errors (they are listed)
    // Where Run sends the plan: the device chosen on the Live run page (its button names it; it said
    // "Run on this machine" after a board had been picked there).
    void setRunTarget(const QString& deviceName, bool local);
    QString runButtonText() const; // for tests
    bool save(const QString& path);
    // The form differs from what was last loaded or saved (a new page: from the empty form).
    bool hasUnsavedChanges() const;
    // Asks to save, discard or cancel when there are unsaved changes; false: the user cancelled
    // (or the save failed), so whatever was about to close must not.
    bool maybeSave();
    // The form as a checked plan, or nothing (with the errors listed).
    std::optional<Analysis::Plan> checkedPlan();
    PlanForm* form() const { return m_form; }
    QListWidget* problems() const { return m_problems; }

signals:
    void runRequested(const Analysis::Plan& plan);
    void planLoaded(const QString& path);

private:
    QPushButton* m_run = nullptr;
    void showDiagnostics(const Analysis::Diagnostics& d);
    void chooseLoad();
    void chooseSave();

    PlanForm* m_form = nullptr;
    QListWidget* m_problems = nullptr;
    QLabel* m_path = nullptr;
    QString m_currentPath;
    QByteArray m_savedYaml; // toYaml of the form as last loaded or saved
};

} // namespace Ui
