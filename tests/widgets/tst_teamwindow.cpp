// The workbench over a team store (issue 24, item 1): File > Open team store... reads every run of a
// real PostgreSQL server into a read-only snapshot, the Runs page lists them under their team ids,
// the title names the store, a change is refused, Refresh reads runs pushed since; and a role
// whose password ~/.pgpass does not hold is asked for it.

#include "../app/pgserver.h"

#include "analysis/project/runsmodel.h"
#include "widgets/credentialsprompt.h"
#include "widgets/mainwindow.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using Ui::MainWindow;

namespace {
constexpr int kWaitMs = 60000;

int headroom(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QString data(const char* rel)
{
    return QStringLiteral(HEADROOM_TEST_DATA) + u'/' + QLatin1String(rel);
}
} // namespace

class TestTeamWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    PgServer m_server;
    QString m_writer;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        qputenv("XDG_CACHE_HOME", m_settings.filePath(QStringLiteral("cache")).toLocal8Bit());
        const QString why = m_server.start();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        for (const char* statement : { "CREATE ROLE writer LOGIN PASSWORD 'writerpw'",
                 "CREATE ROLE stranger LOGIN PASSWORD 'strangerpw'", "CREATE DATABASE team OWNER writer" })
            QCOMPARE(m_server.sql(QStringLiteral("postgres"), QString::fromLatin1(statement)), QString());
        m_writer = m_server.url(QStringLiteral("writer"), QStringLiteral("team"));
        const QString project = m_dir.filePath(QStringLiteral("P.headroom"));
        QCOMPARE(headroom({ QStringLiteral("import"), data("probe/calibrate-run"), data("logs/timing-list-ms.txt"),
                     QStringLiteral("--into"), project }),
            0);
        QCOMPARE(headroom({ QStringLiteral("push"), project, m_writer }), 0);
    }

    void snapshotOpensReadOnlyAndRefreshes()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.openTeamStoreUrl(m_writer);
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->runsModel()->rowCount(), 2, kWaitMs);
        QCOMPARE(w.teamStoreUrl(), m_writer);
        QVERIFY2(w.windowTitle().contains(m_writer), qPrintable(w.windowTitle()));
        QStringList ids;
        for (int row = 0; row < 2; ++row)
            ids << w.session()->runsModel()->row(row)->id;
        ids.sort();
        QCOMPARE(ids, (QStringList { QStringLiteral("1"), QStringLiteral("2") }));
        // For a person to look at (not asserted): HEADROOM_TEAM_SHOTS=DIR [HEADROOM_TEAM_QM=zh_CN.qm].
        if (const QString shots = qEnvironmentVariable("HEADROOM_TEAM_SHOTS"); !shots.isEmpty()) {
            QTranslator zh;
            if (zh.load(qEnvironmentVariable("HEADROOM_TEAM_QM")))
                QCoreApplication::installTranslator(&zh);
            for (const QSize size : { QSize(1280, 800), QSize(1920, 1080) }) {
                w.resize(size);
                QTest::qWait(300);
                w.grab().save(QStringLiteral("%1/team-%2x%3.png").arg(shots).arg(size.width()).arg(size.height()));
            }
            QCoreApplication::removeTranslator(&zh);
        }
        // Read-only: a rename is refused by the store, the snapshot keeps the name.
        const QString name = w.session()->runsModel()->row(0)->name;
        const Analysis::Diagnostics renamed
            = w.session()->renameRun(w.session()->runsModel()->row(0)->id, QStringLiteral("renamed"));
        QVERIFY(Analysis::hasErrors(renamed));
        QCOMPARE(w.session()->runsModel()->row(0)->name, name);

        // A run pushed meanwhile shows after Refresh; the earlier snapshot is removed.
        const QString first = w.session()->projectPath();
        const QString more = m_dir.filePath(QStringLiteral("more.headroom"));
        QCOMPARE(headroom({ QStringLiteral("import"), data("probe/context-run"), QStringLiteral("--into"), more }), 0);
        QCOMPARE(headroom({ QStringLiteral("push"), more, m_writer }), 0);
        w.openTeamStoreUrl(m_writer);
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->runsModel()->rowCount(), 3, kWaitMs);
        QVERIFY(w.session()->projectPath() != first);
        QVERIFY(!QFile::exists(first));
    }

    // A role with no line in the pgpass file: the server wants a password, the window asks for it;
    // a wrong one is named as such, nothing is opened.
    void passwordIsAskedFor()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        const QString stranger = m_server.url(QStringLiteral("stranger"), QStringLiteral("team"));
        QCOMPARE(m_server.sql(
                     QStringLiteral("team"), QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO stranger")),
            QString());
        int asked = 0;
        QString said;
        QString typed = QStringLiteral("wrong");
        QTimer answer;
        connect(&answer, &QTimer::timeout, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* dialog = qobject_cast<Ui::SecretDialog*>(modal)) {
                ++asked;
                dialog->field()->setText(typed);
                dialog->accept();
            } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                said = box->text();
                box->done(QMessageBox::Close);
            }
        });
        answer.start(50);
        w.openTeamStoreUrl(stranger);
        QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), kWaitMs);
        QCOMPARE(asked, 1);
        QVERIFY2(said.contains(QStringLiteral("password")), qPrintable(said));
        QVERIFY(w.teamStoreUrl().isEmpty());
        typed = QStringLiteral("strangerpw");
        w.openTeamStoreUrl(stranger);
        QTRY_VERIFY_WITH_TIMEOUT(!w.teamStoreUrl().isEmpty(), kWaitMs);
        QCOMPARE(asked, 2);
        QCOMPARE(w.session()->runsModel()->rowCount(), 3);
    }
};

QTEST_MAIN(TestTeamWindow)
#include "tst_teamwindow.moc"
