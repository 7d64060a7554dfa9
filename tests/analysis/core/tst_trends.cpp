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
    void quadraticFit();
    void quadraticCrossing_data();
    void quadraticCrossing();
    void modelChosenByLeaveOneOut_data();
    void modelChosenByLeaveOneOut();
    void heldOutLongestIsPredicted();
    void threeLengthsUseThePessimisticFit();
    void crossingInterval();
};

namespace {
// Deterministic "noise" of about +-1% that no fit can follow: alternating signs, varying sizes.
double wobble(size_t i)
{
    static const double w[] = { 0.011, -0.008, 0.006, -0.012, 0.009, -0.005, 0.010, -0.007 };
    return w[i % 8];
}
std::vector<double> sampled(const std::vector<double>& x, double (*f)(double))
{
    std::vector<double> y;
    for (size_t i = 0; i < x.size(); ++i)
        y.push_back(f(x[i]) * (1 + wobble(i)));
    return y;
}
// Prefill-like: a linear cost per token plus an attention term growing with the square of the length.
double prefillMs(double n)
{
    return 40 + 0.5 * n + 0.0004 * n * n;
}
double linearMs(double n)
{
    return 200 + 1.5 * n;
}
} // namespace

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

void TestTrends::quadraticFit()
{
    // y = 5 + 0.5x + 0.001x² exactly, at lengths of thousands (the scaling keeps it well conditioned).
    std::vector<double> x { 128, 512, 1024, 2048, 4096 }, y;
    for (double v : x)
        y.push_back(5 + 0.5 * v + 0.001 * v * v);
    const QuadraticFit f = fitQuadratic(x, y);
    QVERIFY(f.valid);
    QVERIFY2(std::abs(f.c0 - 5) < 1e-6, qPrintable(QString::number(f.c0, 'g', 17)));
    QVERIFY2(std::abs(f.c1 - 0.5) < 1e-9, qPrintable(QString::number(f.c1, 'g', 17)));
    QVERIFY2(std::abs(f.c2 - 0.001) < 1e-12, qPrintable(QString::number(f.c2, 'g', 17)));
    QVERIFY(std::abs(f.r2 - 1) < 1e-12);
    // Two distinct lengths cannot carry a curve.
    QVERIFY(!fitQuadratic({ 1, 1, 2 }, { 1, 2, 3 }).valid);
}

void TestTrends::quadraticCrossing_data()
{
    QTest::addColumn<double>("c0");
    QTest::addColumn<double>("c1");
    QTest::addColumn<double>("c2");
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("at"); // -1: never
    // x² = 100 at x = 10.
    QTest::addRow("upward") << 0.0 << 0.0 << 1.0 << 100.0 << 10.0;
    // 1000 - 0.1x + 0.001x² reaches 2000 where x² - 100x - 1e6 = 0: x = 50 + sqrt(2500 + 1e6).
    QTest::addRow("dips-then-rises") << 1000.0 << -0.1 << 0.001 << 2000.0 << 50 + std::sqrt(1002500.0);
    // Concave, topping out at 100 + 25 = 125 at x = 5: a limit of 120 is reached on the way up,
    // x² - 10x + 20 = 0, x = 5 - sqrt(5); a limit of 200 never.
    QTest::addRow("concave-reaches") << 100.0 << 10.0 << -1.0 << 120.0 << 5 - std::sqrt(5.0);
    QTest::addRow("concave-never") << 100.0 << 10.0 << -1.0 << 200.0 << -1.0;
    QTest::addRow("already-over") << 300.0 << 1.0 << 1.0 << 200.0 << 0.0;
    // A curvature lost in rounding is a line: 10 + 2x reaches 30 at 10.
    QTest::addRow("flat-curvature") << 10.0 << 2.0 << 0.0 << 30.0 << 10.0;
}

void TestTrends::quadraticCrossing()
{
    QFETCH(double, c0);
    QFETCH(double, c1);
    QFETCH(double, c2);
    QFETCH(double, limit);
    QFETCH(double, at);
    QuadraticFit f;
    f.valid = true;
    f.c0 = c0;
    f.c1 = c1;
    f.c2 = c2;
    const auto crossing = crossingLength(f, limit);
    QCOMPARE(crossing.has_value(), at >= 0);
    if (crossing)
        QVERIFY2(std::abs(*crossing - at) < 1e-6, qPrintable(QString::number(*crossing, 'g', 17)));
}

void TestTrends::modelChosenByLeaveOneOut_data()
{
    QTest::addColumn<std::vector<double>>("x");
    QTest::addColumn<bool>("bends");
    QTest::addColumn<QString>("model");
    const std::vector<double> four { 256, 1024, 2048, 4096 }, six { 128, 256, 512, 1024, 2048, 4096 };
    QTest::addRow("prefill-4") << four << true << QStringLiteral("quadratic");
    QTest::addRow("prefill-6") << six << true << QStringLiteral("quadratic");
    QTest::addRow("linear-4") << four << false << QStringLiteral("linear");
    QTest::addRow("linear-6") << six << false << QStringLiteral("linear");
}

void TestTrends::modelChosenByLeaveOneOut()
{
    QFETCH(std::vector<double>, x);
    QFETCH(bool, bends);
    QFETCH(QString, model);
    const std::vector<double> y = sampled(x, bends ? prefillMs : linearMs);
    const Trend t = computeTrend(x, y, 1e9);
    QVERIFY(t.looLine && t.looQuadratic);
    QCOMPARE(trendModelName(t.model), model);
    QVERIFY2(t.modelReason.contains(QLatin1String("left out one at a time")), qPrintable(t.modelReason));
    // The chosen fit predicts the left-out points better than the other one.
    if (t.model == TrendModel::Quadratic)
        QVERIFY(*t.looQuadratic < *t.looLine);
    else
        QVERIFY(*t.looLine <= *t.looQuadratic);
}

void TestTrends::heldOutLongestIsPredicted()
{
    // Five lengths of a prefill-like cost; the longest is held out and predicted from the other four.
    const std::vector<double> x { 256, 512, 1024, 2048, 4096 };
    const std::vector<double> y = sampled(x, prefillMs);
    const Trend t = computeTrend({ x.begin(), x.end() - 1 }, { y.begin(), y.end() - 1 }, 1e9);
    QCOMPARE(t.model, TrendModel::Quadratic);
    const double actual = y.back();
    const double curveError = std::abs(t.at(x.back()) - actual) / actual;
    const double lineError = std::abs(t.fit.at(x.back()) - actual) / actual;
    QVERIFY2(curveError < 0.05, qPrintable(QString::number(curveError)));
    // The line under-predicts the long input badly: the defect this fit exists for.
    QVERIFY2(lineError > 0.25, qPrintable(QString::number(lineError)));
    QVERIFY(t.fit.at(x.back()) < actual);
}

void TestTrends::threeLengthsUseThePessimisticFit()
{
    // Three lengths of a bending cost: the curve reaches a 2 s budget sooner than the line, and says why.
    const std::vector<double> x { 512, 1024, 2048 };
    const std::vector<double> y = { prefillMs(512), prefillMs(1024), prefillMs(2048) };
    const Trend t = computeTrend(x, y, 3000.0);
    QVERIFY(!t.looLine && !t.looQuadratic);
    QCOMPARE(t.model, TrendModel::Quadratic);
    QVERIFY(t.crossesAt);
    const auto line = crossingLength(t.fit, 3000.0);
    QVERIFY(line && *t.crossesAt < *line);
    QVERIFY2(t.modelReason.contains(QLatin1String("pessimistic")), qPrintable(t.modelReason));
    // prefillMs reaches 3000 ms where 0.0004n² + 0.5n - 2960 = 0.
    const double exact = (-0.5 + std::sqrt(0.25 + 4 * 0.0004 * 2960)) / (2 * 0.0004);
    QVERIFY2(std::abs(*t.crossesAt - exact) < 1e-6, qPrintable(QString::number(*t.crossesAt)));
    QCOMPARE(t.crossingReach(), *t.crossesAt / 2048);

    // A falling series is not turned round by a curve through three points.
    const Trend falling = computeTrend(x, { 1800, 1400, 1300 }, 2000.0);
    QCOMPARE(falling.model, TrendModel::Line);
    QVERIFY(!falling.crossesAt);
}

void TestTrends::crossingInterval()
{
    // Four lengths, five repetitions each, spread +-3% around a linear cost; the trend point is the median.
    const std::vector<double> x { 256, 512, 1024, 2048 };
    TrendSamples samples;
    samples.statistic = [](std::vector<double>& v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::vector<double> y;
    for (double n : x) {
        std::vector<double> reps;
        for (double f : { 0.97, 0.99, 1.0, 1.01, 1.03 })
            reps.push_back(linearMs(n) * f);
        y.push_back(linearMs(n));
        samples.perPoint.push_back(reps);
    }
    const Trend t = computeTrend(x, y, 6000.0, samples);
    QCOMPARE(t.model, TrendModel::Line);
    QVERIFY(t.crossesAt);
    QCOMPARE(t.resamples, kCrossingResamples);
    QVERIFY(t.crossLow && t.crossHigh);
    QVERIFY2(*t.crossLow < *t.crossesAt && *t.crossesAt < *t.crossHigh,
        qPrintable(QStringLiteral("%1 %2 %3").arg(*t.crossLow).arg(*t.crossesAt).arg(*t.crossHigh)));
    // A +-3% spread of the medians moves a crossing at (6000-200)/1.5 = 3867 by at most about 3% each way.
    QVERIFY(*t.crossLow > 3867 * 0.9 && *t.crossHigh < 3867 * 1.1);
    // Same inputs, same interval: the resampling is seeded.
    const Trend again = computeTrend(x, y, 6000.0, samples);
    QCOMPARE(*again.crossLow, *t.crossLow);
    QCOMPARE(*again.crossHigh, *t.crossHigh);
    // One value per length: no spread to resample, no interval.
    const Trend single = computeTrend(x, y, 6000.0);
    QCOMPARE(single.resamples, 0);
    QVERIFY(!single.crossLow && !single.crossHigh);
}

QTEST_GUILESS_MAIN(TestTrends)
#include "tst_trends.moc"
