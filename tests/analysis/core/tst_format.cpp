// The one set of number forms (analysis/core/format.h): no exponent, no "-0", the unit by magnitude.
#include "analysis/core/format.h"

#include <QTest>

using namespace Analysis;

class TstFormat : public QObject {
    Q_OBJECT
private slots:
    void sizes_data()
    {
        QTest::addColumn<qint64>("kb");
        QTest::addColumn<QString>("text");
        QTest::addRow("zero") << qint64(0) << QStringLiteral("0 KiB");
        QTest::addRow("kib") << qint64(512) << QStringLiteral("512 KiB");
        QTest::addRow("mib") << qint64(18637) << QStringLiteral("18.2 MiB");
        QTest::addRow("just under a gib") << qint64(1048575) << QStringLiteral("1024.0 MiB");
        QTest::addRow("ceiling") << qint64(20981104) << QStringLiteral("20.01 GiB");
        QTest::addRow("reserve") << qint64(3702610) << QStringLiteral("3.53 GiB");
    }
    void sizes()
    {
        QFETCH(qint64, kb);
        QFETCH(QString, text);
        QCOMPARE(formatKb(kb), text);
        QCOMPARE(formatKbValue(kb), text);
    }
    void unknownSizeIsADash() { QCOMPARE(formatKbValue(std::nullopt), QStringLiteral("-")); }

    void durations()
    {
        QCOMPARE(formatMs(0.421), QStringLiteral("0.42 ms"));
        QCOMPARE(formatMs(575.0), QStringLiteral("575.0 ms"));
        QCOMPARE(formatMs(-0.001), QStringLiteral("0.00 ms")); // never "-0.00"
        QCOMPARE(formatMs(qInf()), QStringLiteral("-"));
        QCOMPARE(formatDuration(203.8), QStringLiteral("204 ms"));
        QCOMPARE(formatDuration(12.46), QStringLiteral("12.5 ms"));
        QCOMPARE(formatDuration(1680.2), QStringLiteral("1.68 s"));
        QCOMPARE(formatDuration(-0.01), QStringLiteral("0.0 ms"));
    }

    void tokenLengths()
    {
        QCOMPARE(formatTokens(64), QStringLiteral("64"));
        QCOMPARE(formatTokens(999), QStringLiteral("999"));
        QCOMPARE(formatTokens(1000), QStringLiteral("1 k"));
        QCOMPARE(formatTokens(1024), QStringLiteral("1.02 k"));
        QCOMPARE(formatTokens(3517), QStringLiteral("3.52 k"));
        QCOMPARE(formatTokens(32768), QStringLiteral("32.8 k"));
        QCOMPARE(formatTokens(131072), QStringLiteral("131 k"));
        QCOMPARE(formatTokens(999999), QStringLiteral("1 M"));
        QCOMPARE(formatTokens(1200000), QStringLiteral("1.2 M"));
    }

    void numbersHaveNoExponent()
    {
        QCOMPARE(formatNumber(1234182), QStringLiteral("1234182"));
        QCOMPARE(formatNumber(3.70261e+06), QStringLiteral("3702610"));
        QCOMPARE(formatNumber(228.95), QStringLiteral("228.95"));
        QCOMPARE(formatNumber(1e-7), QStringLiteral("0"));
        QCOMPARE(formatNumber(-1e-7), QStringLiteral("0"));
        QCOMPARE(formatNumber(0.5), QStringLiteral("0.5"));
        QCOMPARE(formatNumber(qQNaN()), QStringLiteral("-"));
        for (double v : { 1e20, 1.5e14, 123456789.125 })
            QVERIFY2(!formatNumber(v).contains(u'e'), qPrintable(formatNumber(v)));
    }
};

QTEST_GUILESS_MAIN(TstFormat)
#include "tst_format.moc"
