#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace Ui {

// Language, memory reserve, known_hosts file and default sampling interval, kept in QSettings.
// The keys are read where they are used: "language" (app/language.cpp), "defaults/reservePercent"
// and "defaults/sampleIntervalMs" (new plans), "ssh/knownHosts" (new devices).
class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    void apply(); // writes QSettings; emits languageChanged when the language changed
    QComboBox* languageBox() const { return m_language; }

    static double reservePercent(); // the default reserve of new plans, in percent

signals:
    void languageChanged(const QString& language); // "en" or "zh_CN"

private:
    QComboBox* m_language = nullptr;
    QDoubleSpinBox* m_reserve = nullptr;
    QLineEdit* m_knownHosts = nullptr;
    QSpinBox* m_interval = nullptr;
};

} // namespace Ui
