#include "analysis/project/fitrecheck.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"

#include <QMap>

namespace Analysis {

QString fitRecheckStatusName(FitRecheck::Status s)
{
    switch (s) {
    case FitRecheck::Status::Reproduced:
        return QStringLiteral("reproduced");
    case FitRecheck::Status::NotReproduced:
        return QStringLiteral("not reproduced");
    case FitRecheck::Status::Inconclusive:
        break;
    }
    return QStringLiteral("inconclusive");
}

std::optional<FitBracketRuns> fitBracketRuns(const Store& store, const QString& fitId, QString* error)
{
    struct Setting {
        QString holdsId, breaksId;
        int64_t holds = -1, breaks = -1;
        QString within;
    };
    QMap<QString, Setting> settings;
    QStringList order;
    Diagnostics diagnostics;
    for (const RunRow& row : store.listRuns(&diagnostics)) {
        const std::optional<Run> run = store.loadRun(row.id);
        if (!run || run->params.value(QStringLiteral("fit.id")) != fitId)
            continue;
        const QString key = run->params.value(QStringLiteral("fit.setting"));
        bool ok = false;
        const int64_t tokens = run->params.value(QStringLiteral("fit.tokens")).toLongLong(&ok);
        if (!ok)
            continue;
        if (!settings.contains(key))
            order.append(key);
        Setting& s = settings[key];
        s.within = run->params.value(QStringLiteral("fit.within"));
        const QString point = run->params.value(QStringLiteral("fit.point"));
        if (point == u"holds" && tokens > s.holds) {
            s.holds = tokens;
            s.holdsId = row.id;
        } else if (point == u"breaks" && (s.breaks < 0 || tokens < s.breaks)) {
            s.breaks = tokens;
            s.breaksId = row.id;
        }
    }
    if (settings.isEmpty()) {
        *error = Tr::tr("The project holds no run of fit %1.").arg(fitId);
        return std::nullopt;
    }
    std::optional<QString> best; // "" is a setting too: the plan's own, when nothing varied
    for (const QString& key : order) {
        const Setting& s = settings[key];
        if (s.holds > 0 && (s.breaks < 0 || s.breaks > s.holds) && (!best || s.holds > settings[*best].holds))
            best = key;
    }
    if (!best) {
        *error = Tr::tr("No setting of fit %1 held any length: there is no bracket to re-check.").arg(fitId);
        return std::nullopt;
    }
    const Setting& s = settings[*best];
    FitBracketRuns b;
    b.fitId = fitId;
    b.setting = *best;
    b.holdsRunId = s.holdsId;
    b.holdsTokens = s.holds;
    if (s.breaks > s.holds) {
        b.breaksRunId = s.breaksId;
        b.breaksTokens = s.breaks;
    }
    if (!parseFitWithin(s.within, &b.within)) {
        *error = Tr::tr("The runs of fit %1 do not say which limits they were judged against (fit.within).").arg(fitId);
        return std::nullopt;
    }
    return b;
}

FitRecheck judgeFitRecheck(const FitBracketRuns& bracket, const FitPoint& holds, const std::optional<FitPoint>& breaks)
{
    FitRecheck r;
    r.holds = holds;
    if (breaks)
        r.breaks = *breaks;
    const auto describe = [](const FitPoint& p) {
        QStringList figures;
        if (p.peakKb)
            figures.append(Tr::tr("peak %1").arg(formatKb(*p.peakKb)));
        if (p.p90Ms)
            figures.append(Tr::tr("p90 %1").arg(formatMs(*p.p90Ms)));
        if (p.ttftMs)
            figures.append(Tr::tr("TTFT %1").arg(formatMs(*p.ttftMs)));
        QString text = fitPointResultName(p.result) + QStringLiteral(" (") + figures.join(QStringLiteral(", ")) + u')';
        if (!p.reason.isEmpty())
            text += QStringLiteral(": ") + p.reason;
        return text;
    };
    const bool failed
        = holds.result == FitPoint::Result::Failed || (breaks && breaks->result == FitPoint::Result::Failed);
    const bool flipped
        = holds.result == FitPoint::Result::Breaks || (breaks && breaks->result == FitPoint::Result::Holds);
    r.status = flipped ? FitRecheck::Status::NotReproduced
                       : (failed ? FitRecheck::Status::Inconclusive : FitRecheck::Status::Reproduced);
    QStringList lines;
    lines.append(Tr::tr("%1 tokens (held): %2").arg(bracket.holdsTokens).arg(describe(holds)));
    if (breaks)
        lines.append(Tr::tr("%1 tokens (broke): %2").arg(bracket.breaksTokens).arg(describe(*breaks)));
    switch (r.status) {
    case FitRecheck::Status::Reproduced:
        lines.append(Tr::tr("Reproduced: the held length holds and the broken one breaks again."));
        break;
    case FitRecheck::Status::NotReproduced:
        lines.append(Tr::tr("Not reproduced: a bracket point changed sides."));
        break;
    case FitRecheck::Status::Inconclusive:
        lines.append(Tr::tr("Inconclusive: a point failed for another reason than a limit."));
        break;
    }
    r.text = lines.join(u'\n');
    return r;
}

} // namespace Analysis
