#include "analysis/verdict/conclusiondraft.h"

#include "analysis/core/tr.h"
#include "analysis/verdict/conclusionjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Analysis {

bool ConclusionDraft::operator==(const ConclusionDraft& o) const
{
    return setting == o.setting && observedChoices == o.observedChoices && known == o.known
        && unknownKinds == o.unknownKinds && otherUnknowns == o.otherUnknowns && fixedInput == o.fixedInput
        && fixedParams == o.fixedParams && page == o.page;
}

std::optional<UnknownKind> unknownKindFromName(const QString& name)
{
    using K = UnknownKind;
    for (K k : { K::OtherProcesses, K::PeaksBetweenSamples, K::ThermalThrottling, K::UntestedLengths, K::VmRssCounter,
             K::Custom })
        if (unknownKindName(k) == name)
            return k;
    return std::nullopt;
}

QByteArray draftToJson(const ConclusionDraft& d)
{
    QJsonObject o;
    o[u"draft_version"] = kConclusionDraftVersion;
    o[u"setting"] = d.setting;
    QJsonArray observed;
    for (int c : d.observedChoices)
        observed.append(c);
    o[u"observed"] = observed;
    o[u"known"] = d.known;
    QJsonArray unknown;
    for (UnknownKind k : d.unknownKinds)
        unknown.append(unknownKindName(k));
    o[u"unknown"] = unknown;
    o[u"other_unknowns"] = d.otherUnknowns;
    o[u"fixed_input"] = d.fixedInput;
    o[u"fixed_params"] = d.fixedParams;
    o[u"page"] = d.page;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {
std::optional<QJsonObject> objectOf(const QByteArray& json, QString* error)
{
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &e);
    if (!doc.isObject()) {
        *error = e.error == QJsonParseError::NoError ? Tr::tr("not a JSON object") : e.errorString();
        return std::nullopt;
    }
    return doc.object();
}

bool textField(const QJsonObject& o, const char* key, QString* out, QString* error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isString()) {
        *error = Tr::tr("\"%1\" is not text").arg(QLatin1String(key));
        return false;
    }
    *out = v.toString();
    return true;
}
} // namespace

std::optional<ConclusionDraft> draftFromJson(const QByteArray& json, QString* error)
{
    const auto o = objectOf(json, error);
    if (!o)
        return std::nullopt;
    if (o->value(u"draft_version").toInt() != kConclusionDraftVersion) {
        *error = Tr::tr("draft version %1 is not %2").arg(o->value(u"draft_version").toInt()).arg(kConclusionDraftVersion);
        return std::nullopt;
    }
    ConclusionDraft d;
    for (const auto& [key, field] : { std::pair { "setting", &d.setting }, std::pair { "known", &d.known },
             std::pair { "other_unknowns", &d.otherUnknowns }, std::pair { "fixed_input", &d.fixedInput },
             std::pair { "fixed_params", &d.fixedParams } })
        if (!textField(*o, key, field, error))
            return std::nullopt;
    if (!o->value(u"observed").isArray() || !o->value(u"unknown").isArray() || !o->value(u"page").isDouble()) {
        *error = Tr::tr("\"observed\", \"unknown\" or \"page\" is missing or of the wrong type");
        return std::nullopt;
    }
    for (const QJsonValue& v : o->value(u"observed").toArray()) {
        if (!v.isDouble() || (v.toInt() != 0 && v.toInt() != 1)) {
            *error = Tr::tr("an observed choice is not 0 or 1");
            return std::nullopt;
        }
        d.observedChoices << v.toInt();
    }
    for (const QJsonValue& v : o->value(u"unknown").toArray()) {
        const auto k = unknownKindFromName(v.toString());
        if (!k || *k == UnknownKind::Custom) {
            *error = Tr::tr("unknown \"%1\" is not one Headroom lists").arg(v.toString());
            return std::nullopt;
        }
        d.unknownKinds << *k;
    }
    d.page = o->value(u"page").toInt();
    return d;
}

std::optional<ConclusionDraft> draftFromConclusionJson(const QByteArray& json, QString* error)
{
    const auto o = objectOf(json, error);
    if (!o)
        return std::nullopt;
    ConclusionDraft d;
    d.setting = o->value(u"setting").toString();
    d.fixedInput = o->value(u"fixed_input").toString();
    d.fixedParams = o->value(u"fixed_params").toString();
    for (const QJsonValue& v : o->value(u"observed").toArray()) {
        const QJsonObject ob = v.toObject();
        d.observedChoices << (ob.contains(u"counter") ? (ob.value(u"scope").toString() == u"device" ? 1 : 0)
                                                       : (ob.value(u"presented_as_stable").toBool() ? 1 : 0));
    }
    QStringList known;
    for (const QJsonValue& v : o->value(u"known").toArray())
        known << v.toString();
    d.known = known.join(u'\n');
    QStringList other;
    for (const QJsonValue& v : o->value(u"unknown").toArray()) {
        const QJsonObject u = v.toObject();
        const auto k = unknownKindFromName(u.value(u"kind").toString());
        if (!k) {
            *error = Tr::tr("unknown of kind \"%1\" is not one Headroom lists").arg(u.value(u"kind").toString());
            return std::nullopt;
        }
        if (*k == UnknownKind::Custom)
            other << u.value(u"text").toString();
        else
            d.unknownKinds << *k;
    }
    d.otherUnknowns = other.join(u'\n');
    return d;
}

} // namespace Analysis
