#pragma once

#include "analysis/plan/plan.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace Ui {

// Every field of fixed.yaml (analysis/plan/plan.h) as a form, and back. Argument lists are one
// argument per line, so an argument with spaces survives; the per-input token command is the
// exception (one cell, split on spaces: a command with spaced arguments is written in the file).
// The inputs table shows each input's bytes and characters, measured from the file.
class PlanForm final : public QWidget {
    Q_OBJECT
public:
    explicit PlanForm(QWidget* parent = nullptr);

    void setPlan(const Analysis::Plan& plan);
    Analysis::Plan plan() const; // sourcePath and baseDir as last set
    void measureInputs(); // refreshes the length columns

    QTableWidget* inputsTable() const { return m_inputs; }
    QLineEdit* nameEdit() const { return m_name; }

signals:
    void edited();

private:
    QWidget* makeGeneral();
    QWidget* makeParams();
    QWidget* makeInputs();
    QWidget* makeLimits();

    QString m_sourcePath, m_baseDir;
    QLabel* m_version = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_mode = nullptr;
    QLineEdit* m_workload = nullptr;
    QPlainTextEdit* m_command = nullptr;
    QLineEdit* m_url = nullptr;
    QComboBox* m_api = nullptr;
    QLineEdit* m_pid = nullptr;
    QLineEdit* m_metrics = nullptr;
    // The corpus and the decision are shown, not edited here (the plan file is where a corpus is
    // named); kept as they were so that a plan written back still has them.
    std::optional<Analysis::PlanCorpus> m_corpus;
    std::optional<Analysis::PlanDecision> m_decision;
    QLabel* m_corpusText = nullptr;
    QTableWidget* m_params = nullptr;
    QPlainTextEdit* m_extra = nullptr;
    QTableWidget* m_inputs = nullptr;
    QLineEdit* m_tokenCommand = nullptr;
    QSpinBox* m_repetitions = nullptr;
    QSpinBox* m_warmup = nullptr;
    QSpinBox* m_iterations = nullptr;
    QSpinBox* m_interval = nullptr;
    QDoubleSpinBox* m_timeout = nullptr;
    QComboBox* m_memoryMode = nullptr;
    QLineEdit* m_memoryBytes = nullptr;
    QLineEdit* m_reserve = nullptr;
    QDoubleSpinBox* m_latency = nullptr;
    QDoubleSpinBox* m_ttft = nullptr;
    QLineEdit* m_cgroupMemory = nullptr;
    QComboBox* m_loadKind = nullptr;
    QLineEdit* m_loadRegex = nullptr;
    QSpinBox* m_loadAfter = nullptr;
    QLineEdit* m_tokenRegex = nullptr;
    QTableWidget* m_acceptance = nullptr;
    QLineEdit* m_critical = nullptr;
    QLineEdit* m_concurrency = nullptr;
    QCheckBox* m_interleave = nullptr;
    QCheckBox* m_robustness = nullptr;
};

} // namespace Ui
