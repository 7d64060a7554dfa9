#include "analysis/core/peakdoubt.h"

#include <QTest>

using namespace Analysis;

Q_DECLARE_METATYPE(Analysis::MemorySeries)

class TestPeakDoubt : public QObject {
    Q_OBJECT
private slots:
    void doubt_data();
    void doubt();
};

namespace {
// `n` samples `interval` s apart from t = 0; VmHWM too when `withHwm`.
MemorySeries series(int n, double interval, bool withHwm)
{
    MemorySeries s;
    for (int i = 0; i < n; ++i)
        s.append(i * interval, 1000 + i, withHwm ? 1000 + i : MemorySeries::kMissing);
    return s;
}
} // namespace

void TestPeakDoubt::doubt_data()
{
    QTest::addColumn<MemorySeries>("s");
    QTest::addColumn<double>("repetitionS"); // <= 0: not timed
    QTest::addColumn<double>("loadS"); // < 0: not known
    QTest::addColumn<QString>("reason"); // empty: not in doubt
    QTest::addRow("one-sample") << series(1, 0.5, true) << 2.0 << -1.0 << QStringLiteral("it rests on one sample");
    QTest::addRow("all-before-load") << series(8, 0.1, true) << 5.0 << 1.0
                                     << QStringLiteral("every sample was taken before loading completed (1.00 s after "
                                                       "the start)");
    QTest::addRow("three-samples") << series(3, 0.5, true) << -1.0 << -1.0
                                   << QStringLiteral("it rests on 3 samples over 1.00 s");
    // VmRSS alone every 0.5 s against 1.7 s repetitions: 3.4 samples each.
    QTest::addRow("rss-only-sparse") << series(20, 0.5, false) << 1.7 << -1.0
                                     << QStringLiteral("a sample every 500 ms against repetitions of 1.70 s, without "
                                                       "VmHWM: fewer than 4 samples per repetition");
    QTest::addRow("rss-only-dense") << series(200, 0.05, false) << 1.7 << -1.0 << QString();
    // VmHWM covers the gaps: the same sparse loop is fine.
    QTest::addRow("hwm-sparse") << series(20, 0.5, true) << 1.7 << -1.0 << QString();
    QTest::addRow("after-load") << series(8, 0.1, true) << 5.0 << 0.3 << QString();
    QTest::addRow("empty") << MemorySeries {} << 1.0 << -1.0 << QString();
}

void TestPeakDoubt::doubt()
{
    QFETCH(MemorySeries, s);
    QFETCH(double, repetitionS);
    QFETCH(double, loadS);
    QFETCH(QString, reason);
    const PeakDoubt d = sampledPeakDoubt(s, repetitionS > 0 ? std::optional<double>(repetitionS) : std::nullopt,
        loadS >= 0 ? std::optional<double>(loadS) : std::nullopt);
    QCOMPARE(d.reason, reason);
    QCOMPARE(d.doubtful, !reason.isEmpty());
}

QTEST_GUILESS_MAIN(TestPeakDoubt)
#include "tst_peakdoubt.moc"
