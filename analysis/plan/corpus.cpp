#include "analysis/plan/corpus.h"

#include "analysis/core/inputfile.h"
#include "analysis/core/savefile.h"
#include "analysis/core/tr.h"
#include "analysis/plan/robustness.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace Analysis {

namespace {

const QRegularExpression& idPattern()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return re;
}

class CorpusReader {
public:
    explicit CorpusReader(Diagnostics* d)
        : m_d(d)
    {
    }

    void error(const QString& file, int line, const QString& field, const QString& message)
    {
        m_d->append({ Diagnostic::Severity::Error, file, line, field, message });
    }
    void warning(const QString& file, int line, const QString& field, const QString& message)
    {
        m_d->append({ Diagnostic::Severity::Warning, file, line, field, message });
    }

    // Each line of a JSONL file that is not blank, as a JSON object; a line that is not one is an
    // error naming it. f(object, line) reads each.
    template <typename F> bool forEachLine(const QString& path, F f)
    {
        QString why;
        const auto data = readInputFile(path, kMaxCorpusFileBytes, &why);
        if (!data) {
            error(path, 0, QString(), Tr::tr("Cannot read the corpus file: %1").arg(why));
            return false;
        }
        const TextEncoding encoding
            = textEncoding(std::string_view(data->constData(), size_t(qMin<qsizetype>(data->size(), 64))));
        if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE) {
            error(path, 1, QString(), Tr::tr("The file is UTF-16; a JSONL corpus is UTF-8, one JSON object per line."));
            return false;
        }
        qsizetype from = encoding == TextEncoding::Utf8Bom ? 3 : 0;
        int line = 0;
        while (from < data->size()) {
            ++line;
            qsizetype end = data->indexOf('\n', from);
            if (end < 0)
                end = data->size();
            QByteArray text = data->mid(from, end - from);
            from = end + 1;
            if (text.endsWith('\r'))
                text.chop(1);
            if (text.trimmed().isEmpty())
                continue;
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
            if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
                error(path, line, QString(),
                    pe.error != QJsonParseError::NoError
                        ? Tr::tr("Not a JSON object: %1 at character %2.").arg(pe.errorString()).arg(pe.offset + 1)
                        : Tr::tr("Each line must be one JSON object, e.g. {\"id\": \"doc-001\", \"text\": \"...\"}."));
                continue;
            }
            f(doc.object(), line);
        }
        return true;
    }

    bool checkKeys(const QString& path, int line, const QJsonObject& o, const QStringList& allowed)
    {
        bool ok = true;
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key())) {
                error(path, line, it.key(),
                    Tr::tr("Unknown key \"%1\". Allowed here: %2.").arg(it.key().left(40), allowed.join(u", ")));
                ok = false;
            }
        return ok;
    }

    std::optional<QString> id(const QString& path, int line, const QJsonObject& o)
    {
        const QJsonValue v = o.value(QStringLiteral("id"));
        if (!v.isString()) {
            error(path, line, QStringLiteral("id"),
                v.isUndefined() ? Tr::tr("The required key \"id\" is missing.")
                                : Tr::tr("The id must be a text (write numbers in quotes: \"17\")."));
            return std::nullopt;
        }
        if (!idPattern().match(v.toString()).hasMatch()) {
            error(path, line, QStringLiteral("id"),
                Tr::tr("A document id is 1 to 64 letters, digits, '_', '.' or '-', not \"%1\".")
                    .arg(v.toString().left(40)));
            return std::nullopt;
        }
        return v.toString();
    }

    // The expected object flattened to dotted paths; an error for what a rule cannot check.
    void flatten(const QString& path, int line, const QString& prefix, const QJsonValue& v,
        QList<QPair<QString, QJsonValue>>* out)
    {
        const QString field = QStringLiteral("expected") + (prefix.isEmpty() ? QString() : u'.' + prefix);
        if (v.isObject() || v.isArray()) {
            if (v.isObject() ? v.toObject().isEmpty() : v.toArray().isEmpty()) {
                if (!prefix.isEmpty())
                    error(path, line, field,
                        Tr::tr("An empty object or list cannot be checked; give the fields or values it must hold."));
                return;
            }
            if (v.isObject()) {
                const QJsonObject o = v.toObject();
                for (auto it = o.begin(); it != o.end(); ++it) {
                    if (it.key().isEmpty() || it.key().contains(u'.')) {
                        error(path, line, field,
                            Tr::tr("The field name \"%1\" cannot be part of a dotted path (empty, or it holds a '.').")
                                .arg(it.key().left(40)));
                        continue;
                    }
                    flatten(path, line, prefix.isEmpty() ? it.key() : prefix + u'.' + it.key(), it.value(), out);
                }
            } else {
                const QJsonArray a = v.toArray();
                for (int i = 0; i < a.size(); ++i)
                    flatten(path, line, prefix + u'.' + QString::number(i), a.at(i), out);
            }
            return;
        }
        out->append({ prefix, v });
    }

    // "expected" of a line: an object whose leaves are the values the output must hold.
    bool expected(const QString& path, int line, const QJsonValue& v, CorpusDocument* doc)
    {
        if (!v.isObject()) {
            error(path, line, QStringLiteral("expected"),
                Tr::tr("\"expected\" must be an object of the fields the output must hold, e.g. {\"date\": "
                       "\"2024-03-01\"}."));
            return false;
        }
        const qsizetype errorsBefore = errors();
        flatten(path, line, QString(), v, &doc->expected);
        doc->hasExpected = true;
        if (doc->expected.isEmpty())
            warning(path, line, QStringLiteral("expected"),
                Tr::tr("Document \"%1\" expects no field: nothing decides whether its output is right, so it is left "
                       "out of the accepted / expected count.")
                    .arg(doc->id));
        return errors() == errorsBefore;
    }

    qsizetype errors() const
    {
        qsizetype n = 0;
        for (const auto& d : *m_d)
            n += d.severity == Diagnostic::Severity::Error;
        return n;
    }

private:
    Diagnostics* m_d;
};

} // namespace

CorpusReadResult readCorpus(const PlanCorpus& corpus, const QString& baseDir)
{
    CorpusReadResult result;
    CorpusReader r(&result.diagnostics);
    const QString path = QDir(baseDir).absoluteFilePath(corpus.documents);
    const QString expectedPath
        = corpus.expected.isEmpty() ? QString() : QDir(baseDir).absoluteFilePath(corpus.expected);
    QList<CorpusDocument> docs;
    QMap<QString, QString> seen; // id -> where it was first read
    const auto add = [&](CorpusDocument doc, const QString& file, int line) {
        if (seen.contains(doc.id)) {
            r.error(file, line, QStringLiteral("id"),
                Tr::tr("The document id \"%1\" is used twice (first at %2).").arg(doc.id, seen.value(doc.id)));
            return;
        }
        seen.insert(doc.id, doc.source);
        docs.append(std::move(doc));
    };

    const QFileInfo info(path);
    if (info.isDir()) {
        // Every regular file directly in the folder is a document, by name; hidden files and
        // sub-folders are not, and neither is the expected file when it sits there.
        const QFileInfoList files = QDir(path).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
        if (!QDir(path).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty())
            r.warning(path, 0, QStringLiteral("corpus.documents"),
                Tr::tr("The corpus folder has sub-folders; only the files directly in it are documents."));
        for (const QFileInfo& f : files) {
            if (!expectedPath.isEmpty() && f.absoluteFilePath() == QFileInfo(expectedPath).absoluteFilePath())
                continue;
            CorpusDocument doc;
            doc.id = f.completeBaseName();
            doc.file = f.absoluteFilePath();
            doc.source = f.absoluteFilePath();
            if (!idPattern().match(doc.id).hasMatch()) {
                r.error(doc.file, 0, QStringLiteral("id"),
                    Tr::tr("A document's id is its file name without the extension: 1 to 64 letters, digits, '_', '.' "
                           "or '-', not \"%1\". Rename the file.")
                        .arg(doc.id.left(40)));
                continue;
            }
            const QString problem = notARegularFile(doc.file);
            if (!problem.isEmpty()) {
                r.error(doc.file, 0, QString(), problem);
                continue;
            }
            add(std::move(doc), f.absoluteFilePath(), 0);
        }
    } else if (!info.exists()) {
        r.error(path, 0, QStringLiteral("corpus.documents"), Tr::tr("The corpus %1 does not exist.").arg(path));
    } else {
        r.forEachLine(path, [&](const QJsonObject& o, int line) {
            if (!r.checkKeys(path, line, o,
                    { QStringLiteral("id"), QStringLiteral("text"), QStringLiteral("expected"),
                        QStringLiteral("tokens") }))
                return;
            CorpusDocument doc;
            const auto id = r.id(path, line, o);
            if (!id)
                return;
            doc.id = *id;
            doc.source = QStringLiteral("%1:%2").arg(QFileInfo(path).fileName()).arg(line);
            const QJsonValue text = o.value(QStringLiteral("text"));
            if (!text.isString()) {
                r.error(path, line, QStringLiteral("text"),
                    text.isUndefined() ? Tr::tr("The required key \"text\" is missing.")
                                       : Tr::tr("\"text\" must be a text: the document the workload reads."));
                return;
            }
            doc.text = text.toString().toUtf8();
            if (o.contains(QStringLiteral("tokens"))) {
                const QJsonValue t = o.value(QStringLiteral("tokens"));
                const double n = t.toDouble(-1);
                if (!t.isDouble() || n < 0 || n != double(int64_t(n)) || n > double(int64_t(1) << 40)) {
                    r.error(path, line, QStringLiteral("tokens"),
                        Tr::tr("\"tokens\" must be a whole number of at least 0."));
                    return;
                }
                doc.tokens = int64_t(n);
            }
            if (o.contains(QStringLiteral("expected"))
                && !r.expected(path, line, o.value(QStringLiteral("expected")), &doc))
                return;
            add(std::move(doc), path, line);
        });
    }

    if (!expectedPath.isEmpty()) {
        if (!QFileInfo::exists(expectedPath))
            r.error(expectedPath, 0, QStringLiteral("corpus.expected"),
                Tr::tr("The expected-fields file %1 does not exist.").arg(expectedPath));
        else {
            QMap<QString, int> lines;
            r.forEachLine(expectedPath, [&](const QJsonObject& o, int line) {
                if (!r.checkKeys(expectedPath, line, o, { QStringLiteral("id"), QStringLiteral("expected") }))
                    return;
                const auto id = r.id(expectedPath, line, o);
                if (!id)
                    return;
                if (lines.contains(*id)) {
                    r.error(expectedPath, line, QStringLiteral("id"),
                        Tr::tr("The document id \"%1\" is used twice (first on line %2).")
                            .arg(*id)
                            .arg(lines.value(*id)));
                    return;
                }
                lines.insert(*id, line);
                CorpusDocument* doc = nullptr;
                for (auto& d : docs)
                    if (d.id == *id)
                        doc = &d;
                if (!doc) {
                    r.error(
                        expectedPath, line, QStringLiteral("id"), Tr::tr("No document has the id \"%1\".").arg(*id));
                    return;
                }
                if (doc->hasExpected) {
                    r.error(expectedPath, line, QStringLiteral("expected"),
                        Tr::tr("Document \"%1\" already has its expected fields at %2; give them in one place.")
                            .arg(*id, doc->source));
                    return;
                }
                if (!o.contains(QStringLiteral("expected"))) {
                    r.error(expectedPath, line, QStringLiteral("expected"),
                        Tr::tr("The required key \"expected\" is missing."));
                    return;
                }
                r.expected(expectedPath, line, o.value(QStringLiteral("expected")), doc);
            });
        }
    }

    // A retry of some documents: each named one must be there.
    if (!corpus.only.isEmpty()) {
        QList<CorpusDocument> kept;
        for (const QString& id : corpus.only) {
            bool found = false;
            for (const auto& d : docs)
                if (d.id == id) {
                    kept.append(d);
                    found = true;
                }
            if (!found && !seen.contains(id))
                r.error(
                    path, 0, QStringLiteral("corpus.only"), Tr::tr("No document has the id \"%1\".").arg(id.left(64)));
        }
        docs = kept;
    }

    if (docs.isEmpty() && r.errors() == 0)
        r.error(path, 0, QStringLiteral("corpus.documents"), Tr::tr("The corpus holds no document."));
    if (docs.size() > kMaxCorpusDocuments)
        r.error(path, 0, QStringLiteral("corpus.documents"),
            Tr::tr("The corpus holds %1 documents; one run takes at most %2. Split it into several plans (each a "
                   "JSONL file or a folder), or run a part with corpus.only.")
                .arg(docs.size())
                .arg(kMaxCorpusDocuments));
    int without = 0;
    for (const auto& d : docs)
        without += d.expected.isEmpty();
    if (without > 0 && r.errors() == 0)
        result.diagnostics.append({ Diagnostic::Severity::Warning, path, 0, QStringLiteral("corpus.expected"),
            Tr::tr("%1 of %2 documents have no expected fields: they run, but are left out of the accepted / expected "
                   "count.")
                .arg(without)
                .arg(docs.size()) });
    if (r.errors() == 0)
        result.documents = std::move(docs);
    return result;
}

std::optional<Plan> withCorpusInputs(const Plan& plan, const QString& dir, QString* error)
{
    if (!plan.corpus)
        return plan;
    const CorpusReadResult read = readCorpus(*plan.corpus, plan.baseDir);
    if (hasErrors(read.diagnostics)) {
        for (const auto& d : read.diagnostics)
            if (d.severity == Diagnostic::Severity::Error) {
                *error = Tr::tr("The corpus cannot be read: %1").arg(d.toString());
                break;
            }
        return std::nullopt;
    }
    Plan out = plan;
    bool made = false;
    for (const CorpusDocument& doc : read.documents) {
        if (out.findInput(doc.id)) {
            *error = Tr::tr("The corpus's document \"%1\" has the id of an input of the plan.").arg(doc.id);
            return std::nullopt;
        }
        QString file = doc.file;
        if (file.isEmpty()) {
            if (!made && !QDir().mkpath(dir)) {
                *error = Tr::tr("Cannot create the folder %1.").arg(dir);
                return std::nullopt;
            }
            made = true;
            file = QDir(dir).absoluteFilePath(doc.id + QStringLiteral(".txt"));
            if (!saveFile(file, doc.text, error))
                return std::nullopt;
        }
        out.inputs.append({ doc.id, file, doc.tokens, {} });
        out.corpusIds.append(doc.id);
        for (const auto& [field, value] : doc.expected) {
            AcceptanceRule rule;
            rule.input = doc.id;
            rule.kind = AcceptanceRule::Kind::JsonField;
            rule.jsonField = field;
            rule.jsonValue = value;
            out.acceptance.append(rule);
        }
    }
    return out;
}

std::optional<Plan> withGeneratedInputs(const Plan& plan, const QString& runDir, QString* error)
{
    const std::optional<Plan> withCorpus = withCorpusInputs(plan, runDir + QStringLiteral("/corpus"), error);
    if (!withCorpus)
        return std::nullopt;
    return withRobustnessInputs(*withCorpus, runDir + QStringLiteral("/robustness"), error);
}

} // namespace Analysis
