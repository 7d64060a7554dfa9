#pragma once

#include "analysis/project/importgroup.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace Ui {

// Shown when several log files are dropped or chosen: each file's detected format, and the choice
// to import them as one run per file or to combine them into ONE run, with the input each file
// measured and each input's length (prefilled from file names like "mem-len512.log"; a timing log
// of one input, hyperfine's or GNU time's, is given its input the same way). The files
// are read for the preview off the GUI thread (analysis::previewMember); the dialog parses nothing.
class ImportDialog final : public QDialog {
    Q_OBJECT
public:
    enum Column { FileColumn, FormatColumn, InputColumn, LengthColumn };

    explicit ImportDialog(const QStringList& paths, QWidget* parent = nullptr);
    ~ImportDialog() override;

    // Whether these paths want the dialog: two or more plain files, none of them a project.
    static bool wanted(const QStringList& paths);

    // Opens the dialog (window-modal, not blocking); on Import, start is called with the paths and,
    // when the user combined them, the group.
    using Start = std::function<void(const QStringList&, const std::optional<Analysis::ImportGroup>&)>;
    static void ask(const QStringList& paths, QWidget* parent, Start start);

    QStringList paths() const { return m_paths; }
    bool previewReady() const { return m_ready; }
    bool combine() const;
    void setCombine(bool on);
    Analysis::ImportGroup group() const; // what the user set up, for ProjectSession::importGroup
    QTableWidget* table() const { return m_table; }
    QLineEdit* runName() const { return m_runName; }
    QComboBox* unit() const { return m_unit; }

signals:
    void previewFinished();

private:
    void showPreviews(const QList<Analysis::MemberPreview>& previews);
    void updateState();
    QString problem() const; // why the files cannot be imported as set up; empty when they can

    QStringList m_paths;
    bool m_ready = false;
    QCheckBox* m_combine = nullptr;
    QLineEdit* m_runName = nullptr;
    QComboBox* m_unit = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace Ui
