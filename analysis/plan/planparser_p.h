#pragma once

// Internal to the plan parser (planparser.cpp, plansections.cpp): the checked accessors that
// turn yaml-cpp nodes into values or diagnostics. Not part of the public API: no yaml-cpp type
// leaves analysis/.

#include "analysis/core/tr.h"
#include "analysis/plan/plan.h"

#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <regex.h>

namespace Analysis {
namespace PlanDetail {

// A value with the line it sits on (a null value has no mark of its own: its key's line is used).
struct Item {
    YAML::Node node;
    int line = 0;
    QString field;
};

using Fields = QMap<QString, Item>;

inline const QRegularExpression& identifierPattern()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re;
}

class Parser {
public:
    Parser(const QString& file, const QString& baseDir)
        : m_file(file)
        , m_baseDir(baseDir)
    {
    }

    Diagnostics diagnostics;

    void error(int line, const QString& field, const QString& message)
    {
        diagnostics.append({ Diagnostic::Severity::Error, m_file, line, field, message });
    }
    void warning(int line, const QString& field, const QString& message)
    {
        diagnostics.append({ Diagnostic::Severity::Warning, m_file, line, field, message });
    }

    static int lineOf(const YAML::Node& node, int fallback)
    {
        const YAML::Mark mark = node.Mark();
        return mark.line >= 0 && !node.IsNull() ? mark.line + 1 : fallback;
    }

    // The keys of a map, each checked against the allowed ones and for duplicates (yaml-cpp
    // keeps both entries of a duplicated key and would silently use the first).
    std::optional<Fields> mapOf(const Item& item, const QStringList& allowed)
    {
        if (!item.node.IsMap()) {
            error(item.line, item.field, Tr::tr("Expected a map of keys and values."));
            return std::nullopt;
        }
        Fields fields;
        for (auto it = item.node.begin(); it != item.node.end(); ++it) {
            const int keyLine = lineOf(it->first, item.line);
            if (!it->first.IsScalar()) {
                error(keyLine, item.field, Tr::tr("A key must be a plain name."));
                continue;
            }
            const QString key = QString::fromStdString(it->first.Scalar());
            const QString field = item.field.isEmpty() ? key : item.field + u'.' + key;
            if (!allowed.contains(key)) {
                error(keyLine, field, Tr::tr("Unknown key \"%1\". Allowed here: %2.").arg(key, allowed.join(u", ")));
                continue;
            }
            if (fields.contains(key)) {
                error(keyLine, field,
                    Tr::tr("Duplicate key \"%1\" (first on line %2).").arg(key).arg(fields.value(key).line));
                continue;
            }
            fields.insert(key, { it->second, lineOf(it->second, keyLine), field });
        }
        return fields;
    }

    bool require(const Fields& fields, const Item& parent, const QStringList& keys)
    {
        bool ok = true;
        for (const QString& key : keys) {
            if (!fields.contains(key)) {
                const QString field = parent.field.isEmpty() ? key : parent.field + u'.' + key;
                error(parent.line, field, Tr::tr("The required key \"%1\" is missing.").arg(key));
                ok = false;
            }
        }
        return ok;
    }

    std::optional<QString> scalar(const Item& item)
    {
        if (!item.node.IsScalar()) {
            error(item.line, item.field, Tr::tr("Expected a single value (text or number)."));
            return std::nullopt;
        }
        return QString::fromStdString(item.node.Scalar());
    }

    std::optional<QString> text(const Item& item)
    {
        auto s = scalar(item);
        if (s && s->trimmed().isEmpty()) {
            error(item.line, item.field, Tr::tr("Expected a non-empty text."));
            return std::nullopt;
        }
        return s;
    }

    // Numbers must be plain YAML scalars: "20" in quotes is text, and a wrong type is an error.
    std::optional<int64_t> integer(const Item& item, int64_t min, int64_t max)
    {
        const auto s = scalar(item);
        if (!s)
            return std::nullopt;
        bool ok = false;
        const qlonglong v = s->toLongLong(&ok);
        if (!ok || item.node.Tag() != "?") {
            const QString tooLarge = item.node.Tag() == "?" ? wholeNumberTooLarge(*s) : QString();
            error(item.line, item.field,
                tooLarge.isEmpty() ? Tr::tr("Expected a whole number, got \"%1\".").arg(s->left(40)) : tooLarge);
            return std::nullopt;
        }
        if (v < min || v > max) {
            error(item.line, item.field, Tr::tr("%1 is out of range (%2 to %3).").arg(v).arg(min).arg(max));
            return std::nullopt;
        }
        return v;
    }

    // true or false as plain YAML (not quoted, not yes/no: those are YAML 1.1 and read differently
    // by other tools).
    std::optional<bool> boolean(const Item& item)
    {
        const auto s = scalar(item);
        if (!s)
            return std::nullopt;
        if (item.node.Tag() == "?" && (*s == u"true" || *s == u"false"))
            return *s == u"true";
        error(item.line, item.field, Tr::tr("Expected true or false, got \"%1\".").arg(s->left(40)));
        return std::nullopt;
    }

    std::optional<double> number(const Item& item, double min, double max, bool minExclusive)
    {
        const auto s = scalar(item);
        if (!s)
            return std::nullopt;
        bool ok = false;
        const double v = s->toDouble(&ok);
        if (!ok || !std::isfinite(v) || item.node.Tag() != "?") {
            error(item.line, item.field, Tr::tr("Expected a number, got \"%1\".").arg(s->left(40)));
            return std::nullopt;
        }
        if (v < min || v > max || (minExclusive && v == min)) {
            error(item.line, item.field,
                minExclusive ? Tr::tr("%1 is out of range (above %2, at most %3).").arg(*s).arg(min).arg(max)
                             : Tr::tr("%1 is out of range (%2 to %3).").arg(*s).arg(min).arg(max));
            return std::nullopt;
        }
        return v;
    }

    std::optional<QStringList> argv(const Item& item)
    {
        if (!item.node.IsSequence() || item.node.size() == 0) {
            error(item.line, item.field,
                Tr::tr("Expected a non-empty list of arguments, e.g. [./engine, -f, \"{input}\"]; "
                       "a command is never a shell string."));
            return std::nullopt;
        }
        QStringList list;
        int index = 0;
        for (const auto& element : item.node) {
            const Item arg { element, lineOf(element, item.line), item.field + u'[' + QString::number(index++) + u']' };
            const auto s = scalar(arg);
            if (!s)
                return std::nullopt;
            list.append(*s);
        }
        if (list.constFirst().isEmpty()) {
            error(item.line, item.field, Tr::tr("The program (the first argument) is empty."));
            return std::nullopt;
        }
        return list;
    }

    bool checkRegex(const Item& item, const QString& pattern)
    {
        const QRegularExpression re(pattern);
        if (re.isValid())
            return true;
        error(item.line, item.field,
            Tr::tr("Invalid regular expression at offset %1: %2.").arg(re.patternErrorOffset()).arg(re.errorString()));
        return false;
    }

    // Regexes the probe applies on the device are POSIX extended ones (regcomp), not PCRE:
    // "\\d" is not ERE. Checked with the same regcomp here, so a plan fails before it travels.
    bool checkEre(const Item& item, const QString& pattern)
    {
        regex_t re;
        const QByteArray utf8 = pattern.toUtf8();
        const int rc = regcomp(&re, utf8.constData(), REG_EXTENDED | REG_NOSUB);
        if (rc == 0) {
            regfree(&re);
            return true;
        }
        char message[256] = {};
        regerror(rc, &re, message, sizeof message);
        error(item.line, item.field,
            Tr::tr("Invalid POSIX extended regular expression (the probe matches it on the device): %1.")
                .arg(QString::fromLocal8Bit(message)));
        return false;
    }

    void parseTop(const YAML::Node& root, Plan* plan);
    bool parseVersion(const YAML::Node& root, Plan* plan);
    void parseMode(const Fields& top, const Item& rootItem, Plan* plan);
    void parseCriticalProcesses(const Item& item, Plan* plan);
    void parseConcurrency(const Item& item, Plan* plan);
    void parseEndpoint(const Item& item, Plan* plan);
    void parseParams(const Item& item, Plan* plan);
    void parseLabels(const Item& item, Plan* plan);
    void parseInputs(const Item& item, Plan* plan);
    void parseLimits(const Item& item, Plan* plan);
    void parseCooldown(const Item& item, Plan* plan);
    void parseSustained(const Item& item, Plan* plan);
    void parseAcceptance(const Item& item, Plan* plan);
    void parseCorpus(const Item& item, Plan* plan); // plancorpus.cpp
    void parseDecision(const Item& item, Plan* plan);
    void parseLoadComplete(const Item& item, Plan* plan);
    void parseFit(const Item& item, const Fields& top, Plan* plan); // planfit.cpp
    QList<PlanFitVary> parseFitVary(const Item& item, const Plan& plan, bool present);
    void checkFitSettings(const Plan& plan);
    void checkPlaceholders(const Fields& top, const Plan& plan);
    // Serve mode: every extra has a place in the API's request, or the plan is refused naming it.
    void checkServeExtras(const Fields& top, const Plan& plan);

private:
    QString m_file;
    QString m_baseDir;
    QSet<QString> m_corpusIds; // the corpus's documents: acceptance rules may name them too
};

// Shared with plan.cpp: the {name} placeholders of an argument list, in order of first use;
// the calibrate shorthand's command; a YAML scalar as the JSON value it denotes.
QStringList placeholdersIn(const QStringList& args);
QStringList calibrateCommand();
QJsonValue yamlScalarToJson(const QString& text, bool plain);
// Whether text, written plain, reads as a number or a boolean: then writing it in quotes changes
// what it is (params.extra's quotedExtras).
bool plainScalarIsTyped(const QString& text);

} // namespace PlanDetail
} // namespace Analysis
