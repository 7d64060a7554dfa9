#include "analysis/core/trends.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Analysis;

class TestTrends : public QObject {
    Q_OBJECT
private slots:
    void linearFit_data();
    void linearFit();
    void logLogOrder_data();
    void logLogOrder();
    void crossing_data();
    void crossing();
    void extrapolationNeedsThreeLengths_data();
    void extrapolationNeedsThreeLengths();
    void deterministicOrder();
};

void TestTrends::linearFit_data()
{
    QTest::addColumn<std::vector<double>>("x");
    QTest::addColumn<std::vector<double>>("y");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("slope");
    QTest::addColumn<double>("intercept");
    QTest::addColumn<double>("r2");

    // x = 1,2,3; y = 2,4,5. mean x = 2, mean y = 11/3. Sxx = 1+0+1 = 2.
    // Sxy = (-1)(2-11/3) + 0 + (1)(5-11/3) = 5/3 + 4/3 = 3 -> slope = 3/2, intercept = 11/3 - 3 = 2/3.
    // Syy = 25/9 + 1/9 + 16/9 = 14/3; SSres = Syy - slope*Sxy = 14/3 - 9/2 = 1/6; R² = 1 - (1/6)/(14/3) = 27/28.
    QTest::addRow("three-points") << std::vector<double> { 1, 2, 3 } << std::vector<double> { 2, 4, 5 } << true << 1.5
                                  << 2.0 / 3.0 << 27.0 / 28.0;
    // y = 1000 + 2x exactly: slope 2, intercept 1000, R² 1.
    QTest::addRow("exact-line") << std::vector<double> { 100, 200, 400 } << std::vector<double> { 1200, 1400, 1800 }
                                << true << 2.0 << 1000.0 << 1.0;
    // Constant y: the flat line reproduces it exactly, R² 1 by convention (SStot = 0).
    QTest::addRow("constant-y") << std::vector<double> { 1, 2, 3 } << std::vector<double> { 7, 7, 7 } << true << 0.0
                                << 7.0 << 1.0;
    // x = 0,1,2,3, y = 1,3,2,4: mean x 1.5, mean y 2.5, Sxx = 5, Sxy = (-1.5)(-1.5)+(-0.5)(0.5)+(0.5)(-0.5)+(1.5)(1.5)
    // = 2.25-0.25-0.25+2.25 = 4 -> slope 0.8, intercept 2.5-1.2 = 1.3; Syy = 2.25+0.25+0.25+2.25 = 5,
    // SSres = 5 - 0.8*4 = 1.8, R² = 1 - 1.8/5 = 0.64.
    QTest::addRow("four-points-noisy") << std::vector<double> { 0, 1, 2, 3 } << std::vector<double> { 1, 3, 2, 4 }
                                       << true << 0.8 << 1.3 << 0.64;
    QTest::addRow("one-point") << std::vector<double> { 5 } << std::vector<double> { 5 } << false << 0.0 << 0.0 << 0.0;
    QTest::addRow("constant-x") << std::vector<double> { 2, 2, 2 } << std::vector<double> { 1, 2, 3 } << false << 0.0
                                << 0.0 << 0.0;
    // The NaN pair is skipped: what is left is y = 2x through (1,2),(2,4).
    QTest::addRow("nan-skipped") << std::vector<double> { 1, 2, 3 }
                                 << std::vector<double> { 2, 4, std::numeric_limits<double>::quiet_NaN() } << true
                                 << 2.0 << 0.0 << 1.0;
}

void TestTrends::linearFit()
{
    QFETCH(std::vector<double>, x);
    QFETCH(std::vector<double>, y);
    QFETCH(bool, valid);
    const LinearFit fit = fitLinear(x, y);
    QCOMPARE(fit.valid, valid);
    if (!valid)
        return;
    QFETCH(double, slope);
    QFETCH(double, intercept);
    QFETCH(double, r2);
    QVERIFY2(std::abs(fit.slope - slope) < 1e-9, qPrintable(QString::number(fit.slope, 'g', 17)));
    QVERIFY2(std::abs(fit.intercept - intercept) < 1e-9, qPrintable(QString::number(fit.intercept, 'g', 17)));
    QVERIFY2(std::abs(fit.r2 - r2) < 1e-9, qPrintable(QString::number(fit.r2, 'g', 17)));
}

void TestTrends::logLogOrder_data()
{
    QTest::addColumn<std::vector<double>>("y");
    QTest::addColumn<double>("exponent");
    QTest::addColumn<QString>("order");
    // x = 1, 2, 4 throughout; y = c * x^k gives log-log slope k exactly.
    QTest::addRow("quadratic") << std::vector<double> { 3, 12, 48 } << 2.0 << QStringLiteral("superlinear");
    QTest::addRow("linear") << std::vector<double> { 5, 10, 20 } << 1.0 << QStringLiteral("linear");
    QTest::addRow("square-root") << std::vector<double> { 1, std::sqrt(2.0), 2 } << 0.5 << QStringLiteral("sublinear");
    QTest::addRow("flat") << std::vector<double> { 9, 9, 9 } << 0.0 << QStringLiteral("flat");
}

void TestTrends::logLogOrder()
{
    QFETCH(std::vector<double>, y);
    QFETCH(double, exponent);
    QFETCH(QString, order);
    const Trend t = computeTrend({ 1, 2, 4 }, y, std::nullopt);
    QVERIFY(t.logLog.valid);
    QVERIFY2(std::abs(t.logLog.slope - exponent) < 1e-9, qPrintable(QString::number(t.logLog.slope)));
    QCOMPARE(growthOrderName(t.order), order);
}

void TestTrends::crossing_data()
{
    QTest::addColumn<std::vector<double>>("y");
    QTest::addColumn<double>("limit");
    QTest::addColumn<bool>("crosses");
    QTest::addColumn<double>("at");
    QTest::addColumn<bool>("withinReach");
    // x = 100, 200, 400 throughout (longest 400, reach 2 x 400 = 800).
    // y = 1000 + 2x: reaches 2000 at x = (2000-1000)/2 = 500 <= 800.
    QTest::addRow("within-reach") << std::vector<double> { 1200, 1400, 1800 } << 2000.0 << true << 500.0 << true;
    // Same line, limit 10000: x = 9000/2 = 4500 > 800, reported but not within reach.
    QTest::addRow("beyond-reach") << std::vector<double> { 1200, 1400, 1800 } << 10000.0 << true << 4500.0 << false;
    // Falling line never reaches a limit above it.
    QTest::addRow("falling") << std::vector<double> { 1800, 1400, 1200 } << 2000.0 << false << 0.0 << false;
    // Flat line above the limit: over it from length 0.
    QTest::addRow("already-over") << std::vector<double> { 3000, 3000, 3000 } << 2000.0 << true << 0.0 << true;
}

void TestTrends::crossing()
{
    QFETCH(std::vector<double>, y);
    QFETCH(double, limit);
    QFETCH(bool, crosses);
    const Trend t = computeTrend({ 100, 200, 400 }, y, limit);
    QVERIFY(t.extrapolated);
    QCOMPARE(t.crossesAt.has_value(), crosses);
    if (crosses) {
        QFETCH(double, at);
        QVERIFY2(std::abs(*t.crossesAt - at) < 1e-6, qPrintable(QString::number(*t.crossesAt)));
    }
    QTEST(t.crossingWithinReach(), "withinReach");
}

void TestTrends::extrapolationNeedsThreeLengths_data()
{
    QTest::addColumn<std::vector<double>>("x");
    QTest::addColumn<bool>("extrapolated");
    QTest::addRow("two-lengths") << std::vector<double> { 100, 200 } << false;
    QTest::addRow("three-reps-two-lengths") << std::vector<double> { 100, 100, 200 } << false;
    QTest::addRow("three-lengths") << std::vector<double> { 100, 200, 300 } << true;
}

void TestTrends::extrapolationNeedsThreeLengths()
{
    QFETCH(std::vector<double>, x);
    QFETCH(bool, extrapolated);
    std::vector<double> y;
    for (double v : x)
        y.push_back(10 * v); // steep line that would cross 1000 at x = 100
    const Trend t = computeTrend(x, y, 1000.0);
    QCOMPARE(t.extrapolated, extrapolated);
    QCOMPARE(t.crossesAt.has_value(), extrapolated);
    QCOMPARE(t.noExtrapolationReason.isEmpty(), extrapolated);
    if (!extrapolated)
        QVERIFY2(t.noExtrapolationReason.contains(QLatin1String("3")), qPrintable(t.noExtrapolationReason));
    // The line itself is still fitted and shown.
    QVERIFY(t.fit.valid);

    const Trend noLimit = computeTrend(x, y, std::nullopt);
    QVERIFY(!noLimit.extrapolated);
    QVERIFY(!noLimit.noExtrapolationReason.isEmpty());
}

void TestTrends::deterministicOrder()
{
    // Given in any order, the trend is sorted by length and the same every time.
    const Trend a = computeTrend({ 400, 100, 200 }, { 1800, 1200, 1400 }, 2000.0);
    const Trend b = computeTrend({ 100, 200, 400 }, { 1200, 1400, 1800 }, 2000.0);
    QCOMPARE(a.x, b.x);
    QCOMPARE(a.y, b.y);
    QCOMPARE(a.fit.slope, b.fit.slope);
    QCOMPARE(*a.crossesAt, *b.crossesAt);
}

QTEST_GUILESS_MAIN(TestTrends)
#include "tst_trends.moc"
