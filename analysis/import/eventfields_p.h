#pragma once
// The field helpers of the event stream's reader (eventstream.cpp, inprocessevents.cpp): the kinds
// a field is checked against, and numbers that are absent (nullopt) rather than zero.

#include <QJsonObject>
#include <QJsonValue>

#include <cmath>
#include <cstdint>
#include <optional>

namespace Analysis::EventFields {

enum Kind { String, Number, Bool, Object };

inline int64_t toInt(const QJsonValue& v)
{
    return v.isDouble() ? int64_t(std::llround(v.toDouble())) : 0;
}

inline std::optional<double> optReal(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

inline std::optional<int64_t> optInt(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<int64_t>(toInt(v)) : std::nullopt;
}

} // namespace Analysis::EventFields
