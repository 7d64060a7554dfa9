#include "analysis/verdict/conclusionjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Analysis {

QString unknownKindName(UnknownKind k)
{
    switch (k) {
    case UnknownKind::OtherProcesses:
        return QStringLiteral("other_processes");
    case UnknownKind::PeaksBetweenSamples:
        return QStringLiteral("peaks_between_samples");
    case UnknownKind::ThermalThrottling:
        return QStringLiteral("thermal_throttling");
    case UnknownKind::UntestedLengths:
        return QStringLiteral("untested_lengths");
    case UnknownKind::VmRssCounter:
        return QStringLiteral("vmrss_counter");
    case UnknownKind::Custom:
        break;
    }
    return QStringLiteral("custom");
}

namespace {
QString statisticName(Statistic s)
{
    static const char* const names[] = { "value", "min", "median", "p90", "max", "distribution" };
    return QString::fromLatin1(names[int(s)]);
}
} // namespace

QString sentenceOfConclusionJson(const QByteArray& json, SentenceLanguage lang)
{
    return QJsonDocument::fromJson(json)
        .object()
        .value(lang == SentenceLanguage::Chinese ? u"sentence_zh_CN" : u"sentence_en")
        .toString();
}

QByteArray conclusionToJson(const Conclusion& c)
{
    QJsonObject o;
    o[u"version"] = kConclusionJsonVersion;
    QJsonArray env;
    for (const auto& [label, value] : c.environment)
        env.append(QJsonObject { { QStringLiteral("label"), label }, { QStringLiteral("value"), value } });
    o[u"environment"] = env;
    QJsonArray observed;
    for (const Observation& x : c.observed) {
        QJsonObject ob { { QStringLiteral("label"), x.label }, { QStringLiteral("value"), x.value },
            { QStringLiteral("unit"), x.unit }, { QStringLiteral("source"), x.source },
            { QStringLiteral("statistic"), statisticName(x.statistic) }, { QStringLiteral("n"), x.n },
            { QStringLiteral("scope"),
                x.scope == MemoryScope::Device ? QStringLiteral("device") : QStringLiteral("process") } };
        if (!x.counter.isEmpty())
            ob[u"counter"] = x.counter;
        if (x.timingKind != TimingKind::Unknown)
            ob[u"timing_kind"] = timingKindName(x.timingKind);
        ob[u"presented_as_stable"] = x.presentedAsStable;
        observed.append(ob);
    }
    o[u"observed"] = observed;
    o[u"known"] = QJsonArray::fromStringList(c.known);
    QJsonArray unknown;
    for (const UnknownItem& u : c.unknown) {
        QJsonObject uo { { QStringLiteral("kind"), unknownKindName(u.kind) } };
        if (u.kind == UnknownKind::Custom)
            uo[u"text"] = u.text;
        unknown.append(uo);
    }
    o[u"unknown"] = unknown;
    o[u"setting"] = c.setting;
    if (!c.fixedInputOverride.isEmpty())
        o[u"fixed_input"] = c.fixedInputOverride;
    o[u"fixed_params"] = c.fixedParams;
    o[u"first_limit"] = firstLimitName(c.first);
    o[u"sentence_zh_CN"] = conclusionSentence(c, SentenceLanguage::Chinese);
    o[u"sentence_en"] = conclusionSentence(c, SentenceLanguage::English);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace Analysis
