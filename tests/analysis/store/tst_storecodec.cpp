// Packed series columns (storecodec.h): integer columns as delta varints (schema 4), the raw
// 8-byte columns of schema 3 still read, and damaged blobs refused with a reason, never read past.

#include "analysis/store/storecodec.h"

#include <QTest>

#include <limits>
#include <random>

using namespace Analysis::StoreDetail;

class TestStoreCodec final : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<std::vector<int64_t>>("values");
        constexpr int64_t lo = std::numeric_limits<int64_t>::min(), hi = std::numeric_limits<int64_t>::max();
        QTest::addRow("empty") << std::vector<int64_t> {};
        QTest::addRow("one") << std::vector<int64_t> { 42 };
        QTest::addRow("missing-and-extremes") << std::vector<int64_t> { -1, lo, hi, 0, lo, -1, hi, hi, 1, lo + 1 };
        std::vector<int64_t> counter, noisy;
        std::mt19937_64 rng(7);
        for (int i = 0; i < 100000; ++i) {
            counter.push_back(800000 + i / 20 + (i % 97 == 3 ? -800001 - i / 20 : 0)); // kMissing now and then
            noisy.push_back(int64_t(rng()));
        }
        QTest::addRow("counter") << counter;
        QTest::addRow("random-64-bit") << noisy;
    }
    void roundTrip()
    {
        QFETCH(std::vector<int64_t>, values);
        const QByteArray blob = packInt64(values);
        QCOMPARE(blob.at(1), kDeltaVarintType);
        QVERIFY(blob.size() <= kPackedHeaderBytes + qsizetype(values.size()) * 10);
        std::vector<int64_t> back;
        QString error;
        QVERIFY2(unpackInt64(blob, values.size(), &back, &error), qPrintable(error));
        QVERIFY(back == values);
    }

    // The reason for the encoding: a slowly growing counter takes one or two bytes a sample.
    void countersAreSmall()
    {
        std::vector<int64_t> v;
        for (int i = 0; i < 1000000; ++i)
            v.push_back(900000 + i / 20);
        QVERIFY(packInt64(v).size() < 1100000);
    }

    void schema3ColumnsStillRead()
    {
        const std::vector<int64_t> values { 1, -1, 300000, std::numeric_limits<int64_t>::min() };
        const QByteArray raw = packInt64Raw(values);
        QCOMPARE(raw.at(1), 'q');
        std::vector<int64_t> back;
        QString error;
        QVERIFY2(unpackInt64(raw, values.size(), &back, &error), qPrintable(error));
        QVERIFY(back == values);
    }

    void damagedRefused_data()
    {
        QTest::addColumn<QByteArray>("blob");
        QTest::addColumn<quint64>("expected");
        QTest::addColumn<QString>("message");
        std::vector<int64_t> v;
        for (int i = 0; i < 1000; ++i)
            v.push_back(int64_t(i) * 1000003);
        const QByteArray good = packInt64(v);
        QTest::addRow("truncated") << good.left(100) << quint64(1000) << QStringLiteral("too few for 1000 elements");
        QTest::addRow("cut-inside-an-element")
            << good.left(good.size() - 1) << quint64(1000) << QStringLiteral("too few for 1000 elements");
        QTest::addRow("left-over") << good + QByteArray(3, '\0') << quint64(1000)
                                   << QStringLiteral("3 bytes left over");
        QTest::addRow("count-disagrees") << good << quint64(999) << QStringLiteral("expected 999 elements");
        QByteArray hostile = good;
        for (int i = 2; i < 10; ++i)
            hostile[i] = char(0xff); // count 2^64-1: refused before any allocation
        QTest::addRow("hostile-count") << hostile << quint64(std::numeric_limits<quint64>::max())
                                       << QStringLiteral("too few for");
        QByteArray overlong = packInt64({ 0 }).left(kPackedHeaderBytes);
        overlong += QByteArray(9, char(0xff)) + '\x02'; // an 11th bit in the 10th byte
        QTest::addRow("overlong") << overlong << quint64(1) << QStringLiteral("does not fit in 64 bits");
        QByteArray newer = good;
        newer[0] = char(kPackedFormat + 1);
        QTest::addRow("newer-format") << newer << quint64(1000) << QStringLiteral("column format 2");
    }
    void damagedRefused()
    {
        QFETCH(QByteArray, blob);
        QFETCH(quint64, expected);
        QFETCH(QString, message);
        std::vector<int64_t> back { 1, 2, 3 };
        QString error;
        QVERIFY(!unpackInt64(blob, expected, &back, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(back.empty());
    }
};

QTEST_GUILESS_MAIN(TestStoreCodec)
#include "tst_storecodec.moc"
