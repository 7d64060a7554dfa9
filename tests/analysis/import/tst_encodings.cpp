// Encodings (issue 19, item 8): a UTF-8 byte-order mark is skipped by every importer format, by
// plans and by the input length count (which says it was there); UTF-16 is named as UTF-16. The
// BOM variants are made here from every recorded log in tests/data/logs, so a new format's
// fixture is covered without editing this test, and the test fails if a format has no fixture.

#include "analysis/import/importer.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QStringConverter>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {

const QByteArray kBom("\xEF\xBB\xBF");

QString dump(const Diagnostics& d)
{
    QStringList lines;
    for (const auto& x : d)
        lines.append(x.toString());
    return lines.join(u'\n');
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every recorded log (sub-folders too, not the scripts that made them).
QStringList fixtures()
{
    QStringList out;
    QDirIterator it(QStringLiteral(HEADROOM_LOGS_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.contains(QLatin1String("/scripts/")) && !path.endsWith(QLatin1String("README.md")))
            out << path;
    }
    out.sort();
    return out;
}

// The option sets a user gives: none (detection), GNU time's -f format, a generic CSV mapping.
QList<std::pair<QString, ImportOptions>> optionSets()
{
    ImportOptions plain;
    plain.hashSource = false;
    ImportOptions timeFormat = plain;
    timeFormat.timeFormat = QStringLiteral("%e %M %x");
    ImportOptions mapped = plain;
    QString error;
    mapped.columns = parseColumnMap(QStringLiteral("latency=wall_ms:ms"), &error).value();
    return { { QStringLiteral("detect"), plain }, { QStringLiteral("time-format"), timeFormat },
        { QStringLiteral("map"), mapped } };
}

// What a reader of the run sees: repetitions, memory series, environment figures.
QString fingerprint(const Run& run)
{
    QStringList parts;
    for (const auto& r : run.repetitions)
        parts << QStringLiteral("rep %1/%2 %3 ms").arg(r.inputId).arg(r.index).arg(r.wallMs, 0, 'g', 17);
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
        parts << QStringLiteral("mem %1: %2 samples, last rss %3")
                     .arg(it.key())
                     .arg(it->t.size())
                     .arg(it->rssKb.empty() ? -1 : qint64(it->rssKb.back()));
    for (auto it = run.environment.values.cbegin(); it != run.environment.values.cend(); ++it)
        parts << it.key() + u'=' + it.value();
    parts << QStringLiteral("summaries %1").arg(run.reportedSummaries.size());
    return parts.join(u'\n');
}

QByteArray utf16(const QByteArray& utf8, QStringConverter::Encoding encoding, bool bom)
{
    QStringEncoder encoder(encoding, bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
    return encoder.encode(QString::fromUtf8(utf8));
}

} // namespace

class TstEncodings : public QObject {
    Q_OBJECT

private slots:
    void bomIsSkippedByEveryFormat()
    {
        QSet<QString> covered;
        int variants = 0;
        for (const QString& path : fixtures()) {
            const QByteArray bytes = readAll(path);
            QVERIFY2(!bytes.startsWith(kBom), qPrintable(path));
            for (const auto& [name, options] : optionSets()) {
                const ImportResult plain = importBytes(bytes, path, options);
                if (!plain.ok())
                    continue; // this option set is not for this file
                const ImportResult withBom = importBytes(kBom + bytes, path, options);
                const QString what = QStringLiteral("%1 (%2)").arg(path, name);
                QVERIFY2(withBom.ok(), qPrintable(what + u'\n' + dump(withBom.diagnostics)));
                QCOMPARE(withBom.format, plain.format);
                QCOMPARE(fingerprint(*withBom.run), fingerprint(*plain.run));
                QCOMPARE(withBom.run->sources.constFirst().size, qint64(bytes.size() + kBom.size()));
                QVERIFY2(withBom.notes.join(u' ').contains(QLatin1String("byte-order mark")), qPrintable(what));
                covered.insert(plain.format);
                ++variants;
            }
        }
        // Every importer format has a fixture, so every format was read with a BOM.
        const QStringList all = formatIds();
        QStringList missing;
        for (const QString& id : all)
            if (!covered.contains(id))
                missing << id;
        QVERIFY2(missing.isEmpty(), qPrintable(u"no BOM variant read as: " + missing.join(u", ")));
        QVERIFY(variants >= all.size());
    }

    void bomFileOnDiskIsSkipped()
    {
        // importFile maps the file: the skip must work on a mapping as on bytes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom-hyperfine.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kBom + readAll(QStringLiteral(HEADROOM_LOGS_DIR "/hyperfine.json")));
        f.close();
        const ImportResult r = importFile(path, {});
        QVERIFY2(r.ok(), qPrintable(dump(r.diagnostics)));
        QCOMPARE(r.format, QStringLiteral("hyperfine-json"));
    }

    void utf16IsNamed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("kind"); // 0: LE with BOM, 1: BE with BOM, 2: LE without BOM, 3: BE without BOM
        for (const QString& path : fixtures())
            for (int kind = 0; kind < 4; ++kind)
                QTest::addRow("%s-%d", qPrintable(QDir(QStringLiteral(HEADROOM_LOGS_DIR)).relativeFilePath(path)), kind)
                    << path << kind;
    }

    void utf16IsNamed()
    {
        QFETCH(QString, file);
        QFETCH(int, kind);
        const QByteArray bytes
            = utf16(readAll(file), kind % 2 == 0 ? QStringConverter::Utf16LE : QStringConverter::Utf16BE, kind < 2);
        const ImportResult r = importBytes(bytes, QStringLiteral("utf16.log"), {});
        QVERIFY(!r.ok());
        QVERIFY(!r.run);
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics.first().file, QStringLiteral("utf16.log"));
        QVERIFY2(r.diagnostics.first().message.contains(QLatin1String("UTF-16")), qPrintable(dump(r.diagnostics)));
        QVERIFY(r.diagnostics.first().message.contains(
            kind % 2 == 0 ? QLatin1String("little-endian") : QLatin1String("big-endian")));
    }

    void planWithBomIsRead()
    {
        const QString path = QStringLiteral(HEADROOM_TEST_DATA "/plans/full.yaml");
        const QByteArray text = readAll(path);
        const QString base = QStringLiteral(HEADROOM_TEST_DATA "/plans");
        const PlanParseResult plain = parsePlan(text, path, base);
        QVERIFY2(plain.plan, qPrintable(dump(plain.diagnostics)));
        const PlanParseResult bom = parsePlan(kBom + text, path, base);
        QVERIFY2(bom.plan, qPrintable(dump(bom.diagnostics)));
        QCOMPARE(bom.plan->name, plain.plan->name);
        QCOMPARE(bom.plan->inputs.size(), plain.plan->inputs.size());
        QCOMPARE(bom.plan->repetitions, plain.plan->repetitions);
        // A plan that starts with the document marker: the marker check must see past the BOM too.
        const PlanParseResult marked = parsePlan(kBom + "---\n" + text, path, base);
        QVERIFY2(marked.plan, qPrintable(dump(marked.diagnostics)));
        // An error's line is unchanged by the mark.
        const PlanParseResult wrong = parsePlan(kBom + "version: 1\nbogus_key: 3\n", path, base);
        QVERIFY(!wrong.plan);
        bool line2 = false;
        for (const auto& d : wrong.diagnostics)
            line2 = line2 || (d.line == 2 && d.message.contains(QLatin1String("bogus_key")));
        QVERIFY2(line2, qPrintable(dump(wrong.diagnostics)));
    }

    void utf16PlanIsNamed()
    {
        const QString path = QStringLiteral(HEADROOM_TEST_DATA "/plans/full.yaml");
        for (const bool le : { true, false }) {
            const PlanParseResult r
                = parsePlan(utf16(readAll(path), le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE, true),
                    path, QStringLiteral(HEADROOM_TEST_DATA "/plans"));
            QVERIFY(!r.plan);
            QCOMPARE(r.diagnostics.first().file, path);
            QVERIFY2(r.diagnostics.first().message.contains(QLatin1String("UTF-16")), qPrintable(dump(r.diagnostics)));
        }
    }

    void inputLengthSaysBomAndLeavesItOut()
    {
        QTemporaryDir dir;
        const QString plainPath = dir.filePath(QStringLiteral("plain.txt"));
        const QString bomPath = dir.filePath(QStringLiteral("bom.txt"));
        const QByteArray text("\xE7\x8B\x90\xE7\x8B\xB8 jumps\n"); // "狐狸 jumps\n"
        for (const auto& [path, bytes] :
            { std::pair { plainPath, text }, std::pair { bomPath, QByteArray(kBom + text) } }) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const InputLength plain = measureInputFile(plainPath);
        const InputLength bom = measureInputFile(bomPath);
        QVERIFY(plain.error.isEmpty() && bom.error.isEmpty());
        QVERIFY(!plain.bom);
        QVERIFY(bom.bom);
        QCOMPARE(bom.chars, plain.chars);
        QCOMPARE(bom.bytes, plain.bytes);
        QCOMPARE(bom.chars, qint64(9));
        QCOMPARE(bom.invalidBytes, qint64(0));

        const QString wide = dir.filePath(QStringLiteral("utf16.txt"));
        QFile f(wide);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(utf16(text, QStringConverter::Utf16LE, true));
        f.close();
        const InputLength w = measureInputFile(wide);
        QVERIFY2(w.error.contains(QLatin1String("UTF-16")) && w.error.contains(wide), qPrintable(w.error));
    }

    void csvHintNamesAnOptionImportTakes()
    {
        // `import` has no --column; both import and analyze take --map.
        const ImportResult r = importBytes(QByteArrayLiteral("load_ms,wall_ms\n10,20\n"), QStringLiteral("t.csv"), {});
        QVERIFY(!r.ok());
        const QString text = dump(r.diagnostics);
        QVERIFY2(text.contains(QLatin1String("--map latency=")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("--column")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TstEncodings)
#include "tst_encodings.moc"
