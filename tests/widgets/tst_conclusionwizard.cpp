#include "analysis/store/store.h"
#include "sampleproject.h"
#include "widgets/conclusionwizard.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QTimer>

#include <memory>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTest>

using Ui::ConclusionWizard;

class TestConclusionWizard : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    Analysis::ProjectSession* m_session = nullptr;
    Analysis::LoadedRun m_loaded;

    // Clicks the button of that text (without its mnemonic) in the next message box that opens.
    static void answerNextBox(const QString& text)
    {
        auto* timer = new QTimer;
        auto tries = std::make_shared<int>(0);
        QObject::connect(timer, &QTimer::timeout, [timer, tries, text] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box)
                for (auto* b : box->buttons())
                    if (b->text().remove(u'&') == text) {
                        b->click();
                        timer->deleteLater();
                        return;
                    }
            if (++*tries > 500)
                timer->deleteLater();
        });
        timer->start(10);
    }

    static void uncheckAll(QListWidget* list)
    {
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(Qt::Unchecked);
    }

private slots:
    void initTestCase()
    {
        m_session = new Analysis::ProjectSession(this);
        QVERIFY(importSample(m_session, m_dir, { QStringLiteral("probe/calibrate-run") }));
        QSignalSpy loaded(m_session, &Analysis::ProjectSession::runLoaded);
        QSignalSpy failed(m_session, &Analysis::ProjectSession::runLoadFailed);
        const QString runId = runIdAt(m_session, 0);
        QVERIFY(!runId.isEmpty());
        m_session->loadRun(runId);
        QTRY_VERIFY_WITH_TIMEOUT(loaded.size() + failed.size() > 0, 60000);
        if (!failed.isEmpty())
            QFAIL(qPrintable(failed.first().at(0).value<Analysis::Diagnostics>().value(0).message));
        m_loaded = loaded.first().at(0).value<Analysis::LoadedRun>();
    }

    void drivenToTheEndAndSaved()
    {
        ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
        w.show();
        QVERIFY(!w.settingEdit()->text().isEmpty()); // pre-filled from the run's environment
        QCOMPARE(w.currentId(), int(ConclusionWizard::EnvironmentPage));
        for (int page : { ConclusionWizard::ObservedPage, ConclusionWizard::KnownPage, ConclusionWizard::UnknownPage,
                 ConclusionWizard::SentencePage }) {
            QVERIFY(w.button(QWizard::NextButton)->isEnabled());
            w.next();
            QCOMPARE(w.currentId(), page);
        }
        const QString en = w.sentence(Analysis::SentenceLanguage::English);
        QVERIFY2(
            en.contains(QLatin1String("not covered")) || en.contains(QLatin1String("does not cover")), qPrintable(en));
        QVERIFY(w.button(QWizard::FinishButton)->isEnabled());
        QSignalSpy saved(&w, &ConclusionWizard::conclusionSaved);
        w.button(QWizard::FinishButton)->click();
        QCOMPARE(saved.size(), 1);
        QCOMPARE(w.result(), int(QDialog::Accepted));

        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(m_session->projectPath(), Analysis::Store::OpenMode::ReadOnly)));
        const auto c = store.conclusion(m_loaded.run->id);
        QVERIFY(c);
        const QJsonObject o = QJsonDocument::fromJson(c->json).object();
        QCOMPARE(o.value(QStringLiteral("sentence_en")).toString(), en);
        QVERIFY(!o.value(QStringLiteral("unknown")).toArray().isEmpty());
        QVERIFY(!o.value(QStringLiteral("sentence_zh_CN")).toString().isEmpty());
    }

    void refusesAnEmptyUnknown()
    {
        ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
        w.show();
        w.next();
        w.next();
        w.next();
        QCOMPARE(w.currentId(), int(ConclusionWizard::UnknownPage));
        uncheckAll(w.unknownList());
        w.customUnknownEdit()->clear();
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QVERIFY(!w.warningFor(QStringLiteral("unknown")).isEmpty()); // said next to the field
        w.next();
        QCOMPARE(w.currentId(), int(ConclusionWizard::UnknownPage)); // stays
        QSignalSpy saved(&w, &ConclusionWizard::conclusionSaved);
        w.accept(); // even forced, nothing is saved
        QCOMPARE(saved.size(), 0);
        // A custom unknown is enough to go on.
        w.customUnknownEdit()->setPlainText(QStringLiteral("other boards of the same model"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    }

    // Presenting a per-process counter as the device's peak breaks a seed rule: warned in the row.
    void warnsInPlaceOnProcessPeakAsDevicePeak()
    {
        ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
        w.show();
        w.next();
        QTableWidget* t = w.observedTable();
        int row = -1;
        for (int i = 0; i < t->rowCount() && row < 0; ++i) {
            auto* combo = qobject_cast<QComboBox*>(t->cellWidget(i, 3));
            if (combo && combo->count() == 2 && combo->itemData(1).toInt() == int(Analysis::MemoryScope::Device))
                row = i;
        }
        QVERIFY2(row >= 0, "no memory observation in the fixture's conclusion");
        const QString field = QStringLiteral("observed[%1]").arg(row);
        QVERIFY(w.warningFor(field).isEmpty());
        qobject_cast<QComboBox*>(t->cellWidget(row, 3))->setCurrentIndex(1);
        QVERIFY(!w.warningFor(field).isEmpty());
        QCOMPARE(t->item(row, 4)->text(), w.warningFor(field));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        qobject_cast<QComboBox*>(t->cellWidget(row, 3))->setCurrentIndex(0);
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    }

    // Nothing typed is lost (issue 23): the form is kept in the project as it is typed, reopens on
    // the page it was left on, and Escape asks before anything goes.
    void draftKeptAsTypedAndReopenedAsLeft()
    {
        const QString runId = m_loaded.run->id;
        m_session->discardConclusionDraft(runId);
        const QString typed = QStringLiteral("Peak grows with the input length.\nA second statement");
        {
            ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
            w.show();
            w.next();
            w.next();
            QCOMPARE(w.currentId(), int(ConclusionWizard::KnownPage));
            w.knownEdit()->setPlainText(typed);
            w.customUnknownEdit()->setPlainText(QStringLiteral("the board's other tenants"));
            // Written a moment after the typing stops, without closing anything.
            QTRY_VERIFY_WITH_TIMEOUT(m_session->hasConclusionDraft(runId), 10000);
            // Escape asks; "Go on writing" keeps the form open.
            answerNextBox(tr("Go on writing"));
            QTest::keyClick(&w, Qt::Key_Escape);
            QVERIFY(w.isVisible());
            answerNextBox(tr("Keep the draft"));
            QTest::keyClick(&w, Qt::Key_Escape);
            QVERIFY(!w.isVisible());
            QCOMPARE(w.result(), int(QDialog::Rejected));
        }
        {
            Analysis::Store store; // another connection reads what was kept
            QVERIFY(!Analysis::hasErrors(store.open(m_session->projectPath(), Analysis::Store::OpenMode::ReadOnly)));
            QVERIFY(store.conclusion(runId, Analysis::ConclusionKind::Draft).has_value());
        }
        {
            ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
            w.show();
            QCOMPARE(w.currentId(), int(ConclusionWizard::KnownPage)); // where it was left
            QCOMPARE(w.knownEdit()->toPlainText(), typed);
            QCOMPARE(w.customUnknownEdit()->toPlainText(), QStringLiteral("the board's other tenants"));
            w.back(); // the pages before it are there as usual
            QCOMPARE(w.currentId(), int(ConclusionWizard::ObservedPage));
            // Closing without a change asks nothing and keeps the draft.
            w.reject();
            QVERIFY(!w.isVisible());
            QVERIFY(m_session->hasConclusionDraft(runId));
        }
        {
            ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
            w.show();
            w.knownEdit()->setPlainText(QStringLiteral("changed again"));
            answerNextBox(tr("Discard the draft"));
            w.reject();
            QVERIFY(!w.isVisible());
            QVERIFY(!m_session->hasConclusionDraft(runId));
        }
        {
            ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
            w.show();
            QVERIFY(w.knownEdit()->toPlainText() != typed); // the draft is gone
            // Saving keeps the conclusion and drops the draft.
            w.knownEdit()->setPlainText(QStringLiteral("Saved statement"));
            QVERIFY(w.saveDraft());
            QVERIFY(m_session->hasConclusionDraft(runId));
            while (w.currentId() != ConclusionWizard::SentencePage)
                w.next();
            w.button(QWizard::FinishButton)->click();
            QCOMPARE(w.result(), int(QDialog::Accepted));
            QVERIFY(!m_session->hasConclusionDraft(runId));
        }
        // A saved conclusion reopens for editing as it was saved.
        ConclusionWizard w(*m_loaded.run, m_loaded.table, m_loaded.verdict, m_session);
        QCOMPARE(w.knownEdit()->toPlainText(), QStringLiteral("Saved statement"));
    }

    void draftJsonRoundTripsAndRefusesHostileInput()
    {
        Analysis::ConclusionDraft d;
        d.setting = QStringLiteral("RK3588 / Debian 12");
        d.observedChoices = { 0, 1 };
        d.known = QStringLiteral("a\nb");
        d.unknownKinds = { Analysis::UnknownKind::OtherProcesses, Analysis::UnknownKind::VmRssCounter };
        d.otherUnknowns = QStringLiteral("x");
        d.page = 3;
        QString error;
        const auto back = Analysis::draftFromJson(Analysis::draftToJson(d), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(*back == d);
        for (const char* bad : { "", "[]", "{\"draft_version\":2}", "{\"draft_version\":1,\"observed\":[7],\"unknown\":[],\"page\":0}",
                 "{\"draft_version\":1,\"observed\":[],\"unknown\":[\"nonsense\"],\"page\":0}",
                 "{\"draft_version\":1,\"setting\":5,\"observed\":[],\"unknown\":[],\"page\":0}" }) {
            error.clear();
            QVERIFY2(!Analysis::draftFromJson(QByteArray(bad), &error), bad);
            QVERIFY2(!error.isEmpty(), bad);
        }
    }
};


QTEST_MAIN(TestConclusionWizard)
#include "tst_conclusionwizard.moc"
