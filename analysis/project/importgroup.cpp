#include "analysis/project/importgroup.h"

#include "analysis/core/inputfile.h"
#include "analysis/store/store.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Analysis {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

QString sha256Of(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QString displayName(const QString& path)
{
    return QFileInfo(path).fileName();
}

void mergeEnvironment(Environment& into, const Environment& from)
{
    for (auto it = from.values.cbegin(); it != from.values.cend(); ++it)
        if (!into.values.contains(it.key()))
            into.values.insert(it.key(), it.value());
    if (!into.memTotalKb)
        into.memTotalKb = from.memTotalKb;
    if (!into.memAvailableKb)
        into.memAvailableKb = from.memAvailableKb;
    if (!into.cgroupLimitBytes)
        into.cgroupLimitBytes = from.cgroupLimitBytes;
}

} // namespace

InputGuess guessInputFromName(const QString& fileName)
{
    const QString base = QFileInfo(fileName).completeBaseName().toLower();
    // A number with a length-like word before or after it: len512, length-512, ctx_2048, 128tok, n512.
    static const QRegularExpression before(
        QStringLiteral("(?:^|[^a-z])(len|length|ctx|context|tok|tokens|chars|n|l|input)[-_ ]?(\\d{1,9})(?!\\d)"));
    static const QRegularExpression after(QStringLiteral("(?:^|[^a-z0-9])(\\d{1,9})[-_ ]?(tok|tokens|chars|len)\\b"));
    InputGuess g;
    QRegularExpressionMatch m = before.match(base);
    if (m.hasMatch()) {
        g.length = m.captured(2).toLongLong();
        g.id = QStringLiteral("len%1").arg(g.length);
        return g;
    }
    m = after.match(base);
    if (m.hasMatch()) {
        g.length = m.captured(1).toLongLong();
        g.id = QStringLiteral("len%1").arg(g.length);
        return g;
    }
    // The measurement method names their inputs short / medium / long: that says which input, not how long.
    static const QRegularExpression word(QStringLiteral("(?:^|[^a-z])(short|medium|long|xlong|tiny|huge)(?:$|[^a-z])"));
    m = word.match(base);
    if (m.hasMatch())
        g.id = m.captured(1);
    return g;
}

MemberPreview previewMember(const QString& path, const ImportOptions& options)
{
    MemberPreview p;
    p.path = path;
    const InputGuess guess = guessInputFromName(path);
    p.inputId = guess.id;
    p.length = guess.length;
    ImportOptions o = options;
    o.hashSource = false; // a preview stores nothing
    ImportResult r = importFile(path, o);
    p.format = r.format;
    p.formatText = r.format.isEmpty() ? QString() : formatDescription(r.format);
    p.diagnostics = r.diagnostics;
    if (!r.run)
        return p;
    for (auto it = r.run->memory.cbegin(); it != r.run->memory.cend(); ++it) {
        p.memory = p.memory || !it.value().isEmpty();
        if (!it.key().isEmpty() && !p.namedInputs.contains(it.key()))
            p.namedInputs << it.key();
    }
    p.timing = !r.run->repetitions.isEmpty();
    for (const auto& rep : std::as_const(r.run->repetitions))
        if (!rep.inputId.isEmpty() && !p.namedInputs.contains(rep.inputId))
            p.namedInputs << rep.inputId;
    if (!p.namedInputs.isEmpty())
        p.inputId.clear(); // the log says which input each figure belongs to
    for (const InputSpec& spec : std::as_const(r.run->inputs))
        if (p.length < 0 && r.run->inputs.size() == 1 && spec.tokens > 0)
            p.length = spec.tokens;
    return p;
}

GroupResult combineGroup(const ImportGroup& group)
{
    GroupResult out;
    Run run;
    run.name = group.runName;
    QStringList order; // input ids in order of first appearance
    auto see = [&order](const QString& id) {
        if (!order.contains(id))
            order << id;
    };
    QMap<QString, QString> memoryFrom; // input id -> file that gave its series
    for (const GroupMember& m : group.members) {
        const QString name = displayName(m.path);
        ImportResult r = importBytes(m.data, m.path, group.log);
        out.formats << r.format;
        out.diagnostics += r.diagnostics;
        if (!r.ok()) {
            if (!hasErrors(r.diagnostics))
                out.diagnostics << fileError(m.path, Tr::tr("%1 could not be read as a log.").arg(name));
            continue;
        }
        Run& part = *r.run;
        for (auto it = part.memory.begin(); it != part.memory.end(); ++it) {
            const QString id = it.key().isEmpty() ? m.inputId : it.key();
            if (id.isEmpty()) {
                out.diagnostics << fileError(m.path,
                    Tr::tr("%1 holds memory samples of no named input: say which input it measured.").arg(name));
                continue;
            }
            if (memoryFrom.contains(id)) {
                out.diagnostics << fileError(m.path,
                    Tr::tr("Input %1 already has its memory samples from %2; one memory log per input.")
                        .arg(id, memoryFrom.value(id)));
                continue;
            }
            memoryFrom.insert(id, name);
            run.memory.insert(id, std::move(it.value()));
            see(id);
        }
        for (Repetition rep : std::as_const(part.repetitions)) {
            if (rep.inputId.isEmpty())
                rep.inputId = m.inputId;
            if (rep.inputId.isEmpty()) {
                out.diagnostics << fileError(
                    m.path, Tr::tr("%1 holds timings of no named input: say which input it measured.").arg(name));
                break;
            }
            see(rep.inputId);
            run.repetitions << rep;
        }
        if (run.timingKind == TimingKind::Unknown)
            run.timingKind = part.timingKind;
        for (const InputSpec& spec : std::as_const(part.inputs))
            if (!spec.id.isEmpty())
                see(spec.id);
        mergeEnvironment(run.environment, part.environment);
        for (auto it = part.params.cbegin(); it != part.params.cend(); ++it)
            if (!run.params.contains(it.key()))
                run.params.insert(it.key(), it.value());
        if (part.startedAt.isValid() && (!run.startedAt.isValid() || part.startedAt < run.startedAt))
            run.startedAt = part.startedAt;
        if (run.device.isEmpty())
            run.device = part.device;
        if (run.system.isEmpty())
            run.system = std::move(part.system);
        run.sources += part.sources;
        run.reportedSummaries += part.reportedSummaries;
    }
    if (hasErrors(out.diagnostics))
        return out;
    if (order.isEmpty()) {
        out.diagnostics << fileError(group.runName, Tr::tr("The files hold no memory samples and no timings."));
        return out;
    }
    for (const QString& id : std::as_const(order)) {
        InputSpec spec;
        spec.id = id;
        const qint64 length = group.lengths.value(id, -1);
        if (length > 0 && group.unit == LengthUnit::Chars)
            spec.chars = length;
        else if (length > 0)
            spec.tokens = length;
        else
            out.diagnostics << Diagnostic { Diagnostic::Severity::Warning, group.runName, 0, {},
                Tr::tr("Input %1 has no length: it has no place on the trends.").arg(id) };
        run.inputs << spec;
    }
    QStringList names;
    for (const GroupMember& m : group.members)
        names << displayName(m.path);
    // Provenance is data, not a message: English, like the other imports' provenance.
    run.provenance = QStringLiteral("imported from %1 (combined into one run) by Headroom %2")
                         .arg(names.join(QLatin1String(", ")), QStringLiteral(HEADROOM_VERSION));
    out.run = std::move(run);
    return out;
}

QByteArray groupManifest(const ImportGroup& group)
{
    QJsonArray members;
    for (const GroupMember& m : group.members)
        members.append(QJsonObject { { QStringLiteral("name"), displayName(m.path) },
            { QStringLiteral("sha256"), sha256Of(m.data) }, { QStringLiteral("input"), m.inputId } });
    QJsonObject lengths;
    for (auto it = group.lengths.cbegin(); it != group.lengths.cend(); ++it)
        lengths.insert(it.key(), double(it.value()));
    const QJsonObject root { { QStringLiteral("format"), QLatin1String(kImportGroupFormat) },
        { QStringLiteral("version"), 1 }, { QStringLiteral("run"), group.runName },
        { QStringLiteral("unit"), lengthUnitName(group.unit) }, { QStringLiteral("warmup"), group.log.warmup },
        { QStringLiteral("timing_kind"), timingKindName(group.log.timingKind) }, { QStringLiteral("members"), members },
        { QStringLiteral("lengths"), lengths } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<ImportGroup> groupFromManifest(
    const QByteArray& manifest, const QList<RawFile>& raws, Diagnostics* diagnostics)
{
    auto fail = [diagnostics](const QString& message) {
        if (diagnostics)
            *diagnostics << fileError(QStringLiteral("import-group.json"), message);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(manifest, &pe);
    const QJsonObject root = doc.object();
    if (pe.error != QJsonParseError::NoError || root.value(QStringLiteral("format")).toString() != u"import-group"
        || root.value(QStringLiteral("version")).toInt() != 1)
        return fail(Tr::tr("Not an import-group manifest of version 1."));
    ImportGroup g;
    g.runName = root.value(QStringLiteral("run")).toString();
    g.unit = root.value(QStringLiteral("unit")).toString() == u"chars" ? LengthUnit::Chars : LengthUnit::Tokens;
    g.log.warmup = root.value(QStringLiteral("warmup")).toInt(1);
    g.log.timingKind = timingKindFromName(root.value(QStringLiteral("timing_kind")).toString());
    const QJsonObject lengths = root.value(QStringLiteral("lengths")).toObject();
    for (auto it = lengths.begin(); it != lengths.end(); ++it)
        g.lengths.insert(it.key(), qint64(it.value().toDouble(-1)));
    const QJsonArray members = root.value(QStringLiteral("members")).toArray();
    for (const QJsonValue& v : members) {
        const QJsonObject o = v.toObject();
        const QString sha = o.value(QStringLiteral("sha256")).toString();
        const RawFile* found = nullptr;
        for (const RawFile& raw : raws)
            if (raw.sha256 == sha && raw.format != QLatin1String(kImportGroupFormat))
                found = &raw;
        if (!found)
            return fail(Tr::tr("The manifest names %1 (SHA-256 %2), which the run does not keep.")
                            .arg(o.value(QStringLiteral("name")).toString(), sha));
        g.members << GroupMember { found->name, o.value(QStringLiteral("input")).toString(), found->data };
    }
    if (g.members.isEmpty())
        return fail(Tr::tr("The manifest names no file."));
    return g;
}

FileImportOutcome importGroup(Store& store, ImportGroup group)
{
    FileImportOutcome out;
    out.path = group.runName;
    out.format = QLatin1String(kImportGroupFormat);
    for (GroupMember& m : group.members) {
        QString why;
        auto data = readInputFile(m.path, Store::kMaxRawFileBytes, &why);
        if (!data) {
            out.diagnostics << fileError(m.path, why);
            return out;
        }
        m.data = std::move(*data);
    }
    GroupResult r = combineGroup(group);
    out.diagnostics = r.diagnostics;
    if (!r.ok())
        return out;
    QList<RawFile> raws;
    for (int i = 0; i < group.members.size(); ++i) {
        const GroupMember& m = group.members.at(i);
        RawFile raw;
        raw.name = displayName(m.path);
        raw.format = r.formats.value(i);
        raw.tool = formatDescription(raw.format);
        raw.data = m.data;
        raw.size = m.data.size();
        raws << raw;
    }
    RawFile manifest;
    manifest.name = QStringLiteral("import-group.json");
    manifest.format = QLatin1String(kImportGroupFormat);
    manifest.tool = QStringLiteral("Headroom %1").arg(QStringLiteral(HEADROOM_VERSION));
    manifest.data = groupManifest(group);
    manifest.size = manifest.data.size();
    raws << manifest;
    const SaveResult saved = store.saveRun(*r.run, raws);
    out.diagnostics += saved.diagnostics;
    out.duplicate = saved.duplicate;
    if (saved.ok()) {
        out.runIds << saved.runId;
        store.setVerdict(saved.runId, firstLimitName(decide(*r.run, verdictOptionsFromRun(*r.run)).first));
    }
    return out;
}

} // namespace Analysis
