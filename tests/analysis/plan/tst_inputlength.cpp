#include "analysis/plan/inputlength.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace Analysis;

class TestInputLength : public QObject {
    Q_OBJECT

private slots:
    void scan_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("codePoints");
        QTest::addColumn<qint64>("invalid");
        QTest::addColumn<qint64>("firstInvalid");
        QTest::addColumn<int>("firstInvalidLine");
        QTest::addRow("empty") << QByteArray() << qint64(0) << qint64(0) << qint64(-1) << 0;
        QTest::addRow("ascii") << QByteArray("fox\n") << qint64(4) << qint64(0) << qint64(-1) << 0;
        QTest::addRow("cjk-three-bytes") << QByteArray("狐狸") << qint64(2) << qint64(0) << qint64(-1) << 0;
        QTest::addRow("four-byte-emoji") << QByteArray("\xf0\x9f\xa6\x8a") << qint64(1) << qint64(0) << qint64(-1) << 0;
        QTest::addRow("truncated-at-end") << QByteArray("ab\xe7\x8b") << qint64(2) << qint64(2) << qint64(2) << 1;
        QTest::addRow("truncated-mid-line2") << QByteArray("a\nb\xe7\x8b"
                                                           "c")
                                             << qint64(4) << qint64(2) << qint64(3) << 2;
        QTest::addRow("lone-continuation") << QByteArray("\x80x") << qint64(1) << qint64(1) << qint64(0) << 1;
        QTest::addRow("overlong-slash") << QByteArray("\xc0\xaf") << qint64(0) << qint64(2) << qint64(0) << 1;
        QTest::addRow("surrogate") << QByteArray("\xed\xa0\x80") << qint64(0) << qint64(3) << qint64(0) << 1;
        QTest::addRow("above-10ffff") << QByteArray("\xf4\x90\x80\x80") << qint64(0) << qint64(4) << qint64(0) << 1;
        QTest::addRow("ff-byte") << QByteArray("\xff") << qint64(0) << qint64(1) << qint64(0) << 1;
        QTest::addRow("nul-is-a-character") << QByteArray("a\0b", 3) << qint64(3) << qint64(0) << qint64(-1) << 0;
    }
    void scan()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, codePoints);
        QFETCH(qint64, invalid);
        QFETCH(qint64, firstInvalid);
        QFETCH(int, firstInvalidLine);
        const Utf8Scan s = scanUtf8(bytes);
        QCOMPARE(s.bytes, int64_t(bytes.size()));
        QCOMPARE(qint64(s.codePoints), codePoints);
        QCOMPARE(qint64(s.invalidBytes), invalid);
        QCOMPARE(qint64(s.firstInvalidOffset), firstInvalid);
        QCOMPARE(s.firstInvalidLine, firstInvalidLine);
    }

    void allByteValuesNeverCrash()
    {
        // Every single byte, and every pair, as a whole text: counts stay consistent.
        for (int a = 0; a < 256; ++a) {
            for (int b = 0; b < 256; ++b) {
                const char pair[2] = { char(a), char(b) };
                const Utf8Scan s = scanUtf8(QByteArray(pair, 2));
                QVERIFY(s.codePoints + s.invalidBytes <= 2);
                QVERIFY(s.codePoints >= 0 && s.invalidBytes >= 0);
                // Either both bytes are accounted for as characters or invalid, or one 2-byte char.
                QVERIFY(s.invalidBytes + s.codePoints == 2 || (s.codePoints == 1 && s.invalidBytes == 0));
            }
        }
    }

    // The counts agree with `wc -m` / `wc -c` in a UTF-8 locale, which is what the measurement method tells
    // people to run by hand.
    void matchesWc_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* name : { "short.txt", "medium.txt", "long.txt", "invalid-utf8.txt", "name with spaces.txt" })
            QTest::addRow("%s", name) << QString::fromLatin1(name);
    }
    void matchesWc()
    {
        QFETCH(QString, file);
        const QString wc = QStandardPaths::findExecutable(QStringLiteral("wc"));
        if (wc.isEmpty())
            QSKIP("wc is not installed");
        const QString path = QStringLiteral(HEADROOM_TEST_DATA "/plans/inputs/") + file;
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(wc, { QStringLiteral("-m"), QStringLiteral("-c"), path });
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList fields = QString::fromUtf8(p.readAllStandardOutput()).simplified().split(u' ');
        QVERIFY(fields.size() >= 2);
        const InputLength length = measureInputFile(path);
        QVERIFY2(length.error.isEmpty(), qPrintable(length.error));
        QCOMPARE(QString::number(length.chars), fields.at(0));
        QCOMPARE(QString::number(length.bytes), fields.at(1));
        QCOMPARE(length.tokens, int64_t(-1)); // never guessed
        QCOMPARE(length.invalidBytes > 0, file.startsWith(u"invalid"));
    }

    void missingFile()
    {
        const InputLength length = measureInputFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/inputs/nope.txt"));
        QVERIFY(!length.error.isEmpty());
        QCOMPARE(length.bytes, int64_t(-1));
        QCOMPARE(length.chars, int64_t(-1));
    }

    void tokenCount_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<qint64>("tokens");
        QTest::addRow("bare") << QByteArray("123\n") << qint64(123);
        QTest::addRow("labelled") << QByteArray("loading tokenizer\ntokens: 57\n") << qint64(57);
        QTest::addRow("equals") << QByteArray("n_tokens=9") << qint64(9);
        QTest::addRow("trailing-blank-lines") << QByteArray("12\n\n  \n") << qint64(12);
        QTest::addRow("zero") << QByteArray("0") << qint64(0);
        QTest::addRow("empty") << QByteArray() << qint64(-1);
        QTest::addRow("words-only") << QByteArray("done\n") << qint64(-1);
        QTest::addRow("number-in-prose") << QByteArray("counted 12 tokens in 3 s\n") << qint64(-1);
        QTest::addRow("negative") << QByteArray("-5") << qint64(-1);
        QTest::addRow("float") << QByteArray("12.5") << qint64(-1);
        QTest::addRow("invalid-utf8") << QByteArray("\xff\xfe") << qint64(-1);
        QTest::addRow("too-long") << QByteArray("12345678901234567890") << qint64(-1);
    }
    void tokenCount()
    {
        QFETCH(QByteArray, output);
        QFETCH(qint64, tokens);
        QString error;
        QCOMPARE(qint64(parseTokenCount(output, &error)), tokens);
        QCOMPARE(error.isEmpty(), tokens >= 0);
    }
};

QTEST_GUILESS_MAIN(TestInputLength)
#include "tst_inputlength.moc"
