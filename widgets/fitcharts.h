#pragma once

// The Fit page's two drawings (widgets/fitpage.h). FitLengthsView: one length axis per setting
// (log scale, lengths in tokens), every point measured on it as it arrives (held, broke by which
// limit, failed), the length being measured now, and the bracket between the longest length that
// held and the shortest that broke, narrowing as the search goes. FitParetoChart: each setting's
// longest input held against its tokens per second there, the settings no other beats on both
// joined, the recommended one marked.

#include "analysis/verdict/fitsearch.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <optional>

namespace Ui {

struct FitLane {
    QString title; // the setting, as people read it
    QList<Analysis::FitPoint> points; // in the order measured
    std::optional<int64_t> measuring; // the length being measured now
    QString status; // translated, shown after the title ("found", "measuring…")
    // The bracket: the longest length that held below the shortest that broke.
    std::optional<int64_t> holds() const;
    std::optional<int64_t> breaks() const;
};

class FitLengthsView final : public QWidget {
    Q_OBJECT
public:
    explicit FitLengthsView(QWidget* parent = nullptr);

    void setRange(int64_t from, int64_t to); // the fit's lengths; the axis shows both
    void setLanes(const QList<FitLane>& lanes);
    void setLane(int index, const FitLane& lane);
    const QList<FitLane>& lanes() const { return m_lanes; }
    int64_t from() const { return m_from; }
    int64_t to() const { return m_to; }
    void setEmptyText(const QString& text);

    // The axis ticks for the range: 1-2-5 per decade, the ends included. Public for tests.
    static QList<int64_t> ticks(int64_t from, int64_t to);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override; // tooltips: the point under the pointer

private:
    int laneHeight() const;
    int plotLeft() const;
    int plotRight() const;
    double xOf(int64_t tokens) const;
    QString pointText(const Analysis::FitPoint& p) const;

    int64_t m_from = 1, m_to = 2;
    QList<FitLane> m_lanes;
    QString m_empty;
};

struct FitParetoPoint {
    QString label; // the setting
    int64_t tokens = 0; // the longest input held
    double tokensPerS = 0; // there
    bool recommended = false;
};

class FitParetoChart final : public QWidget {
    Q_OBJECT
public:
    explicit FitParetoChart(QWidget* parent = nullptr);

    void setPoints(const QList<FitParetoPoint>& points);
    const QList<FitParetoPoint>& points() const { return m_points; }
    // The indexes of the points no other beats on both length and speed, by length.
    QList<int> front() const;
    void setEmptyText(const QString& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<FitParetoPoint> m_points;
    QString m_empty;
};

} // namespace Ui
