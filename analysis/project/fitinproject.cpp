#include "analysis/project/fitinproject.h"

#include "analysis/core/tr.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"

#include <QMap>

namespace Analysis {

FitSetting parseFitSettingKey(const QString& key)
{
    FitSetting setting;
    for (const QString& part : key.split(u';', Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(u'=');
        if (eq > 0)
            setting.append({ part.left(eq), part.mid(eq + 1) });
    }
    return setting;
}

QList<StoredFitEntry> storedFits(const Store& store)
{
    QList<StoredFitEntry> fits;
    QMap<QString, int> index;
    Diagnostics diagnostics;
    for (const RunRow& row : store.listRuns(&diagnostics)) {
        // The parameters only: loading each run whole held its series (a long run's columns) twice
        // beside the Run page's copy while the window opened (docs/performance.md, issue 27).
        const std::optional<QMap<QString, QString>> params = store.loadRunParams(row.id);
        if (!params)
            continue;
        const QString id = params->value(QStringLiteral("fit.id"));
        if (id.isEmpty())
            continue;
        if (!index.contains(id)) {
            index.insert(id, int(fits.size()));
            StoredFitEntry e;
            e.fitId = id;
            e.planName = row.name.section(QStringLiteral(" · "), 0, 0);
            e.startedAt = row.startedAt;
            fits.append(e);
        }
        ++fits[index.value(id)].points;
    }
    return fits;
}

std::optional<StoredFit> loadStoredFit(const Store& store, const QString& fitId, QString* error)
{
    StoredFit fit;
    fit.fitId = fitId;
    QMap<QString, int> settingIndex;
    bool withinRead = false;
    Diagnostics diagnostics;
    for (const RunRow& row : store.listRuns(&diagnostics)) {
        const std::optional<QMap<QString, QString>> params = store.loadRunParams(row.id);
        if (!params || params->value(QStringLiteral("fit.id")) != fitId)
            continue;
        const std::optional<Run> run = store.loadRun(row.id);
        if (!run)
            continue;
        bool ok = false;
        const int64_t tokens = run->params.value(QStringLiteral("fit.tokens")).toLongLong(&ok);
        PlanFit within;
        if (!ok || tokens <= 0 || !parseFitWithin(run->params.value(QStringLiteral("fit.within")), &within))
            continue; // not a point this fit wrote whole
        if (!withinRead) {
            fit.within = within;
            withinRead = true;
        }
        const QString key = run->params.value(QStringLiteral("fit.setting"));
        if (!settingIndex.contains(key)) {
            settingIndex.insert(key, int(fit.result.settings.size()));
            FitSettingResult s;
            s.setting = parseFitSettingKey(key);
            fit.result.settings.append(s);
        }
        FitPoint point = fitPointFromRun(*run, resolveFitLimits(within, *run));
        point.tokens = tokens;
        point.runId = row.id;
        fit.result.settings[settingIndex.value(key)].points.append(point);
        ++fit.result.points;
    }
    if (fit.result.settings.isEmpty()) {
        *error = Tr::tr("The project holds no run of fit %1.").arg(fitId);
        return std::nullopt;
    }
    for (FitSettingResult& s : fit.result.settings) {
        for (const FitPoint& p : s.points) {
            if (p.result == FitPoint::Result::Holds && (!s.holds || p.tokens > s.holds->tokens))
                s.holds = p;
            if (p.result == FitPoint::Result::Failed && s.reason.isEmpty())
                s.reason = p.reason;
        }
        for (const FitPoint& p : s.points)
            if (p.result == FitPoint::Result::Breaks && (!s.holds || p.tokens > s.holds->tokens)
                && (!s.breaks || p.tokens < s.breaks->tokens)) {
                s.breaks = p;
                s.binding = p.broke;
            }
        if (!s.reason.isEmpty())
            s.status = FitSettingResult::Status::Failed;
        else if (!s.holds) {
            s.status = FitSettingResult::Status::FailsAtShortest;
            for (const FitPoint& p : s.points)
                if (p.result == FitPoint::Result::Breaks && (!s.breaks || p.tokens < s.breaks->tokens)) {
                    s.breaks = p;
                    s.binding = p.broke;
                    s.reason = p.reason;
                }
        } else if (!s.breaks)
            s.status = FitSettingResult::Status::BeyondRange;
        else
            s.status = FitSettingResult::Status::Found;
    }
    fit.result.recommended = recommendedSetting(fit.result.settings);
    fit.result.answer = fit.result.recommended >= 0 ? FitResult::Answer::Found : FitResult::Answer::NothingFits;
    return fit;
}

} // namespace Analysis
