// The Fit page's fits in the project (widgets/fitpage.h): the list, and one fit read back from its
// runs alone (analysis/project/fitinproject.h), in the background.

#include "widgets/fitpage.h"

#include "analysis/core/format.h"
#include "analysis/core/inputfile.h"
#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "remote/shellquote.h"
#include "widgets/fitcharts.h"
#include "widgets/fitpage_p.h"

#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>

namespace Ui {

namespace FitPageText {

QString withinText(const Analysis::PlanFit& fit)
{
    QStringList limits;
    if (fit.memoryIsCeiling)
        limits << FitPage::tr("peak memory under the ceiling");
    else if (fit.memoryBytes > 0)
        limits << FitPage::tr("peak memory at most %1").arg(Analysis::formatKb(fit.memoryBytes / 1024));
    if (fit.p90LatencyS > 0)
        limits << FitPage::tr("p90 latency at most %1").arg(Analysis::formatDuration(fit.p90LatencyS * 1000));
    if (fit.ttftS > 0)
        limits << FitPage::tr("time to first token at most %1").arg(Analysis::formatDuration(fit.ttftS * 1000));
    return limits.join(QStringLiteral(", "));
}

QString commandLine(const QStringList& argv)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./{}-]+$"));
    QStringList words;
    for (const QString& a : argv)
        words << (plain.match(a).hasMatch() ? a : QString::fromUtf8(Remote::shellQuote(a)));
    return words.join(u' ');
}

} // namespace FitPageText

void FitPage::refreshStoredFits()
{
    m_storedListed = false;
    if (!m_session->isOpen()) {
        m_storedFits->clear();
        m_storedFits->addItem(tr("(no project open)"));
        m_storedListed = true;
        return;
    }
    const QString project = m_session->projectPath();
    m_storedJobs.run(
        [project] {
            Analysis::Store store;
            if (Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadOnly)))
                return QList<Analysis::StoredFitEntry>();
            return Analysis::storedFits(store);
        },
        [this](const QList<Analysis::StoredFitEntry>& fits) {
            m_storedFits->clear();
            m_storedFits->addItem(fits.isEmpty() ? tr("(none yet)") : tr("(choose a fit)"));
            for (const auto& f : fits)
                m_storedFits->addItem(tr("%1 · %n point(s)", nullptr, f.points).arg(f.fitId), f.fitId);
            m_storedListed = true;
        });
}

void FitPage::showStoredFit(const QString& fitId)
{
    if (isRunning() || !m_session->isOpen())
        return;
    const QString project = m_session->projectPath();
    setMessage(tr("Reading fit %1 from the project…").arg(fitId));
    struct Loaded {
        std::optional<Analysis::StoredFit> fit;
        QString error;
    };
    m_storedJobs.run(
        [project, fitId] {
            Loaded l;
            Analysis::Store store;
            const auto opened = store.open(project, Analysis::Store::OpenMode::ReadOnly);
            if (Analysis::hasErrors(opened)) {
                l.error = opened.isEmpty() ? QString() : opened.constFirst().toString();
                return l;
            }
            l.fit = Analysis::loadStoredFit(store, fitId, &l.error);
            return l;
        },
        [this, fitId](const Loaded& l) {
            if (!l.fit) {
                setMessage(tr("Fit %1 cannot be shown: %2").arg(fitId, l.error));
                return;
            }
            const Analysis::FitResult& r = l.fit->result;
            int64_t lo = 0, hi = 0;
            QList<FitLane> lanes;
            QList<Analysis::FitSetting> settings;
            for (const auto& s : r.settings) {
                FitLane lane;
                lane.title = Analysis::fitSettingText(s.setting);
                lanes << lane;
                settings << s.setting;
                for (const auto& p : s.points) {
                    lo = lo == 0 ? p.tokens : std::min(lo, p.tokens);
                    hi = std::max(hi, p.tokens);
                }
            }
            m_lengths->setRange(lo, hi);
            m_lengths->setLanes(lanes);
            showResult(r, settings);
            m_space->show();
            m_space->setText(tr("<b>Fit %1</b>, read from the project's runs: %2 · <b>within</b>: %3")
                                 .arg(fitId.toHtmlEscaped(), tr("%n setting(s)", nullptr, int(r.settings.size())),
                                     FitPageText::withinText(l.fit->within).toHtmlEscaped()));
            // The certificate, where this machine's fit wrote it.
            const QString certificate = QDir(m_runsRoot).filePath(fitId + QStringLiteral("/certificate.json"));
            QString why;
            const std::optional<QByteArray> bytes = Analysis::readInputFile(certificate, 4 << 20, &why);
            const QJsonObject cert = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
            QStringList args;
            for (const auto& v : cert.value(QStringLiteral("engine_arguments")).toArray())
                args << v.toString();
            m_arguments->setText(FitPageText::commandLine(args));
            m_copy->setEnabled(!args.isEmpty());
            m_certificatePath = cert.isEmpty() ? QString() : certificate;
            m_stored->setText(
                tr("Fit %1: %n point(s) stored as runs in %2. Certificate: %3.", nullptr, r.points)
                    .arg(fitId, QDir::toNativeSeparators(m_session->projectPath()),
                        cert.isEmpty()
                            ? tr("not on this machine (looked for %1)").arg(QDir::toNativeSeparators(certificate))
                            : QDir::toNativeSeparators(certificate)));
            setMessage(r.recommended >= 0
                    ? tr("Fit %1: the recommended setting is %2.").arg(fitId, lanes.at(r.recommended).title)
                    : tr("Fit %1: no setting held any length.").arg(fitId));
        });
}

} // namespace Ui
