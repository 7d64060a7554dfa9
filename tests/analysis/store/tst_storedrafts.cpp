// The conclusion as typed (issue 23): kept beside the saved one, replaced by it on save, gone with
// its run; anything but a JSON object is refused. Apart from tst_store.cpp, which is at its size limit.

#include "storetestdata.h"

#include "analysis/store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace StoreTestData;

class TestStoreDrafts : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void conclusionDrafts()
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_dir.filePath(QStringLiteral("drafts.headroom")), Store::OpenMode::ReadWrite)));
        const SaveResult run = store.saveRun(minimalRun(), { rawFile(QStringLiteral("d.log"), "drafts") });
        QVERIFY(run.ok());
        QVERIFY(!store.conclusion(run.runId, ConclusionKind::Draft));
        QVERIFY(store.setConclusionDraft(run.runId, R"({"known":"a"})"));
        QVERIFY(store.setConclusionDraft(run.runId, R"({"known":"ab"})")); // replaced, not added
        QCOMPARE(store.conclusion(run.runId, ConclusionKind::Draft)->json, QByteArray(R"({"known":"ab"})"));
        QVERIFY(!store.conclusion(run.runId)); // a draft is not a conclusion
        Diagnostics d;
        QVERIFY(!store.setConclusionDraft(run.runId, "[1]", &d));
        QVERIFY(hasErrors(d));
        QCOMPARE(store.conclusion(run.runId, ConclusionKind::Draft)->json, QByteArray(R"({"known":"ab"})"));
        QVERIFY(store.setConclusion(run.runId, R"({"known":"ab"})"));
        QVERIFY(!store.conclusion(run.runId, ConclusionKind::Draft)); // saved: the draft is done
        QVERIFY(store.setConclusionDraft(run.runId, R"({"known":"abc"})"));
        QVERIFY(store.discardConclusionDraft(run.runId));
        QVERIFY(!store.conclusion(run.runId, ConclusionKind::Draft));
        QVERIFY(store.conclusion(run.runId)); // discarding a draft leaves the saved conclusion
        QVERIFY(store.setConclusionDraft(run.runId, R"({"known":"abcd"})"));
        QVERIFY(store.deleteRun(run.runId));
        QCOMPARE(RawDb(m_dir.filePath(QStringLiteral("drafts.headroom"))).scalar("SELECT count(*) FROM conclusion_drafts"),
            QStringLiteral("0"));
        QVERIFY(!store.setConclusionDraft(QStringLiteral("999"), "{}"));
    }
};

QTEST_MAIN(TestStoreDrafts)
#include "tst_storedrafts.moc"
