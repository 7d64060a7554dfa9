#include "widgets/importdialog.h"

#include "analysis/core/jobtracker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Ui {

namespace {
QTableWidgetItem* readOnlyItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

// The input cell's editor: an editable combo offering the inputs the other files were given, so a
// timing log goes on a memory log's input with one pick, or on a new one typed.
class InputDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const override
    {
        auto* combo = new QComboBox(parent);
        combo->setEditable(true);
        QStringList ids;
        const QAbstractItemModel* model = index.model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex other = model->index(row, index.column());
            const QString id = other.data().toString().trimmed();
            if ((model->flags(other) & Qt::ItemIsEditable) && !id.isEmpty() && !ids.contains(id))
                ids << id;
        }
        combo->addItems(ids);
        return combo;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        static_cast<QComboBox*>(editor)->setCurrentText(index.data().toString());
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        model->setData(index, static_cast<QComboBox*>(editor)->currentText().trimmed());
    }
};
} // namespace

bool ImportDialog::wanted(const QStringList& paths)
{
    if (paths.size() < 2)
        return false;
    for (const QString& p : paths) {
        const QFileInfo fi(p);
        if (!fi.isFile() || p.endsWith(QLatin1String(".headroom")))
            return false;
    }
    return true;
}

void ImportDialog::ask(const QStringList& paths, QWidget* parent, Start start)
{
    auto* dialog = new ImportDialog(paths, parent);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, dialog, [dialog, start = std::move(start)] {
        start(dialog->paths(), dialog->combine() ? std::optional(dialog->group()) : std::nullopt);
    });
    dialog->open();
}

ImportDialog::ImportDialog(const QStringList& paths, QWidget* parent)
    : QDialog(parent)
    , m_paths(paths)
{
    setWindowTitle(tr("Import logs"));
    m_combine = new QCheckBox(tr("Combine these files into one run (one input per length)"), this);
    m_combine->setToolTip(
        tr("For the measurement guide's way of measuring by hand: a mem.log per input length and a timing "
           "log. Give each memory log and each timing log of one input (hyperfine, GNU time) its input, and "
           "each input its length; the trends need at least three lengths."));
    m_runName = new QLineEdit(QFileInfo(paths.value(0)).absoluteDir().dirName(), this);
    m_unit = new QComboBox(this);
    m_unit->addItem(tr("tokens"), int(Analysis::LengthUnit::Tokens));
    m_unit->addItem(tr("characters"), int(Analysis::LengthUnit::Chars));
    m_table = new QTableWidget(int(paths.size()), 4, this);
    m_table->setHorizontalHeaderLabels({ tr("File"), tr("Format"), tr("Input"), tr("Length") });
    m_table->horizontalHeader()->setSectionResizeMode(FormatColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setItemDelegateForColumn(InputColumn, new InputDelegate(m_table));
    for (int row = 0; row < paths.size(); ++row) {
        auto* file = readOnlyItem(QFileInfo(paths.at(row)).fileName());
        file->setToolTip(paths.at(row));
        m_table->setItem(row, FileColumn, file);
        m_table->setItem(row, FormatColumn, readOnlyItem(tr("reading…")));
        m_table->setItem(row, InputColumn, new QTableWidgetItem());
        m_table->setItem(row, LengthColumn, new QTableWidgetItem());
    }
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Run name:"), m_runName);
    form->addRow(tr("Lengths in:"), m_unit);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_combine);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_combine, &QCheckBox::toggled, this, &ImportDialog::updateState);
    connect(m_table, &QTableWidget::itemChanged, this, &ImportDialog::updateState);
    connect(m_runName, &QLineEdit::textChanged, this, &ImportDialog::updateState);
    updateState();
    resize(760, 420);

    // Reading the files is parsing: never on the GUI thread.
    Analysis::runInBackground(
        this,
        [paths] {
            QList<Analysis::MemberPreview> out;
            for (const QString& p : paths)
                out << Analysis::previewMember(p, {});
            return out;
        },
        [this](const QList<Analysis::MemberPreview>& previews) { showPreviews(previews); });
}

ImportDialog::~ImportDialog() = default;

void ImportDialog::showPreviews(const QList<Analysis::MemberPreview>& previews)
{
    int guessed = 0;
    const QSignalBlocker block(m_table);
    for (int row = 0; row < previews.size() && row < m_table->rowCount(); ++row) {
        const Analysis::MemberPreview& p = previews.at(row);
        QString format = p.formatText.isEmpty() ? tr("not recognised") : p.formatText;
        if (Analysis::hasErrors(p.diagnostics))
            format = tr("%1 — %2").arg(format, p.diagnostics.first().toString());
        m_table->item(row, FormatColumn)->setText(format);
        m_table->item(row, FormatColumn)->setToolTip(format);
        if (p.namedInputs.size() > 1) {
            // The log names its inputs itself (a timing CSV's input column): nothing to give. A log
            // naming at most one (hyperfine, GNU time: a command line) is given its input like a mem.log.
            auto* item = readOnlyItem(tr("as named in the file: %1").arg(p.namedInputs.join(QLatin1String(", "))));
            m_table->setItem(row, InputColumn, item);
            m_table->setItem(row, LengthColumn, readOnlyItem(QString()));
            ++guessed;
            continue;
        }
        m_table->item(row, InputColumn)->setText(p.inputId);
        if (p.length > 0)
            m_table->item(row, LengthColumn)->setText(QString::number(p.length));
        if (!p.inputId.isEmpty())
            ++guessed;
    }
    m_table->resizeColumnToContents(FileColumn);
    m_ready = true;
    // Files whose names tell their inputs were most likely made to go together.
    m_combine->setChecked(guessed >= 2);
    updateState();
    emit previewFinished();
}

bool ImportDialog::combine() const
{
    return m_combine->isChecked();
}

void ImportDialog::setCombine(bool on)
{
    m_combine->setChecked(on);
}

Analysis::ImportGroup ImportDialog::group() const
{
    Analysis::ImportGroup g;
    g.runName = m_runName->text().trimmed();
    g.unit = Analysis::LengthUnit(m_unit->currentData().toInt());
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const bool named = !(m_table->item(row, InputColumn)->flags() & Qt::ItemIsEditable);
        const QString input = named ? QString() : m_table->item(row, InputColumn)->text().trimmed();
        g.members << Analysis::GroupMember { m_paths.at(row), input, {} };
        bool ok = false;
        const qint64 length = m_table->item(row, LengthColumn)->text().trimmed().toLongLong(&ok);
        if (!input.isEmpty() && ok && length > 0 && !g.lengths.contains(input))
            g.lengths.insert(input, length);
    }
    return g;
}

QString ImportDialog::problem() const
{
    if (!m_ready)
        return tr("Reading the files…");
    if (!m_combine->isChecked())
        return {};
    if (m_runName->text().trimmed().isEmpty())
        return tr("Give the run a name.");
    QMap<QString, QString> lengthOf; // input -> the length first given to it
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* input = m_table->item(row, InputColumn);
        if (!(input->flags() & Qt::ItemIsEditable))
            continue; // the log names its inputs
        const QString id = input->text().trimmed();
        if (id.isEmpty())
            return tr("Say which input %1 measured.").arg(m_table->item(row, FileColumn)->text());
        const QString length = m_table->item(row, LengthColumn)->text().trimmed();
        if (length.isEmpty())
            continue;
        if (lengthOf.contains(id) && lengthOf.value(id) != length)
            return tr("Input %1 is given two lengths, %2 and %3.").arg(id, lengthOf.value(id), length);
        lengthOf.insert(id, length);
    }
    return {};
}

void ImportDialog::updateState()
{
    const bool on = m_combine->isChecked();
    m_runName->setEnabled(on);
    m_unit->setEnabled(on);
    m_table->setColumnHidden(InputColumn, !on);
    m_table->setColumnHidden(LengthColumn, !on);
    const QString why = problem();
    m_problem->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_ready && (!on || why.isEmpty()));
}

} // namespace Ui
