#include "fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QTest>

// Replays, in every normal build, each input the fuzzers ever broke on
// (tests/data/fuzz-regressions/<target>/) and the committed seeds (tests/fuzz/corpus/<target>/)
// through the same entry points the fuzzers call. An entry point aborts on a broken invariant, so a
// regression fails this test even without clang or sanitizers.
class TestFuzzRegressions : public QObject {
    Q_OBJECT

    static QString regressions() { return QStringLiteral(HEADROOM_TEST_DATA "/fuzz-regressions"); }
    static QString corpus() { return QStringLiteral(HEADROOM_FUZZ_CORPUS); }

private slots:
    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("file");
        const std::vector<Fuzz::Target>& targets = Fuzz::targets();
        for (size_t i = 0; i < targets.size(); ++i) {
            const QString name = targets[i].name;
            for (const QString& root : { regressions(), corpus() }) {
                const QDir dir(root + u'/' + name);
                for (const QString& f : dir.entryList(QDir::Files, QDir::Name))
                    QTest::addRow("%s/%s/%s", qPrintable(QDir(root).dirName()), qPrintable(name), qPrintable(f))
                        << int(i) << dir.filePath(f);
            }
        }
    }

    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, file);
        const std::vector<Fuzz::Target>& targets = Fuzz::targets();
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray data = f.readAll();
        QCOMPARE(
            targets[size_t(target)].entry(reinterpret_cast<const uint8_t*>(data.constData()), size_t(data.size())), 0);
    }

    // Every target has at least one input here, so each entry point runs in every build (a new
    // importer family in the registry needs its seeds); and no folder names a target that does
    // not exist (a misspelt regression would never be replayed).
    void everyTargetHasInputs()
    {
        QStringList names;
        for (const Fuzz::Target& t : Fuzz::targets()) {
            names << t.name;
            const QDir seeds(corpus() + u'/' + names.last());
            QVERIFY2(!seeds.entryList(QDir::Files).isEmpty(), qPrintable(names.last()));
        }
        for (const QString& root : { regressions(), corpus() })
            for (const QString& folder : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                QVERIFY2(names.contains(folder), qPrintable(root + u'/' + folder));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
