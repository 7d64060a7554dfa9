#include "widgets/settingsdialog.h"

#include "analysis/verdict/verdict.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Ui {

namespace {
const QString kLanguage = QStringLiteral("language");
const QString kReserve = QStringLiteral("defaults/reservePercent");
const QString kKnownHosts = QStringLiteral("ssh/knownHosts");
const QString kInterval = QStringLiteral("defaults/sampleIntervalMs");
} // namespace

double SettingsDialog::reservePercent()
{
    return QSettings().value(kReserve, Analysis::kDefaultReserveFraction * 100.0).toDouble();
}

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    QSettings s;
    m_language = new QComboBox(this);
    // Each language is named in itself, so a user lost in the other one can still find theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    const QString lang
        = s.value(kLanguage,
               QLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en"))
              .toString();
    m_language->setCurrentIndex(std::max(0, m_language->findData(lang)));
    m_reserve = new QDoubleSpinBox(this);
    m_reserve->setRange(0, 90);
    m_reserve->setSuffix(QStringLiteral(" %"));
    m_reserve->setValue(reservePercent());
    m_reserve->setToolTip(tr("Memory kept for the system's own services when the ceiling is automatic."));
    m_knownHosts = new QLineEdit(s.value(kKnownHosts).toString(), this);
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("known_hosts file"), m_knownHosts->text());
        if (!f.isEmpty())
            m_knownHosts->setText(f);
    });
    m_interval = new QSpinBox(this);
    m_interval->setRange(1, 60000);
    m_interval->setSuffix(tr(" ms"));
    m_interval->setValue(s.value(kInterval, 100).toInt());

    auto* hosts = new QHBoxLayout;
    hosts->addWidget(m_knownHosts, 1);
    hosts->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Memory &reserve:"), m_reserve);
    form->addRow(tr("&Known hosts file:"), hosts);
    form->addRow(tr("Default &sampling interval:"), m_interval);
    auto* buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::apply()
{
    QSettings s;
    const QString before = s.value(kLanguage).toString();
    const QString lang = m_language->currentData().toString();
    s.setValue(kLanguage, lang);
    s.setValue(kReserve, m_reserve->value());
    s.setValue(kKnownHosts, m_knownHosts->text().trimmed());
    s.setValue(kInterval, m_interval->value());
    if (lang != before)
        emit languageChanged(lang);
}

} // namespace Ui
