#include "analysis/project/importgroup.h"

#include "analysis/core/inputfile.h"
#include "analysis/core/tr.h"
#include "analysis/store/store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace Analysis {
namespace {

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

// The input ids a log names itself, in order of first appearance.
QStringList namedInputsOf(const Run& run)
{
    QStringList out;
    auto add = [&out](const QString& id) {
        if (!id.isEmpty() && !out.contains(id))
            out << id;
    };
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
        add(it.key());
    for (const Repetition& rep : run.repetitions)
        add(rep.inputId);
    for (const InputSpec& spec : run.inputs)
        add(spec.id);
    return out;
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
    for (auto it = r.run->memory.cbegin(); it != r.run->memory.cend(); ++it)
        p.memory = p.memory || !it.value().isEmpty();
    p.timing = !r.run->repetitions.isEmpty();
    p.namedInputs = namedInputsOf(*r.run);
    if (p.namedInputs.size() > 1) {
        p.inputId.clear(); // the log says which input each figure belongs to
    } else if (p.inputId.isEmpty() && p.namedInputs.size() == 1 && !p.namedInputs.first().contains(u' ')) {
        // One input named like an id (a timing CSV's "len512"); a command line (hyperfine, GNU time)
        // has spaces and names no input anyone chose, so the user picks one.
        p.inputId = p.namedInputs.first();
    }
    for (const InputSpec& spec : std::as_const(r.run->inputs))
        if (p.length < 0 && r.run->inputs.size() == 1 && spec.tokens > 0)
            p.length = spec.tokens;
    return p;
}

namespace {

// The field is what is missing, so a caller can say how to give it (the CLI names its option).
Diagnostic noInput(const QString& path, const QString& message)
{
    Diagnostic d = fileError(path, message);
    d.field = QLatin1String(kMissingInputField);
    return d;
}

// A member given an input: every figure of a log that names at most one input goes on it (the
// command line a hyperfine or GNU time log names is not an input the user chose). A log that names
// several cannot be put on one. False, with the error naming the file, then.
bool assignInput(const GroupMember& m, Run& part, Diagnostics& diagnostics)
{
    if (m.inputId.isEmpty())
        return true;
    const QStringList named = namedInputsOf(part);
    if (named.size() > 1 || part.memory.size() > 1) {
        const int n = int(std::max(named.size(), part.memory.size()));
        diagnostics << fileError(m.path,
            Tr::tr("%1 names %n input(s) (%2), so it cannot be assigned to the one input %3: combine it without "
                   "an input, or export one input per file.",
                nullptr, n)
                .arg(displayName(m.path), named.join(QLatin1String(", ")), m.inputId));
        return false;
    }
    QMap<QString, MemorySeries> memory;
    for (auto it = part.memory.begin(); it != part.memory.end(); ++it)
        memory[m.inputId] = std::move(it.value());
    part.memory = std::move(memory);
    for (Repetition& rep : part.repetitions)
        rep.inputId = m.inputId;
    for (InputSpec& spec : part.inputs)
        spec.id = m.inputId;
    return true;
}

// The members' pieces gathered into one run: series and repetitions by input, the rest (environment,
// parameters, sources) from whichever member has it first.
class Combiner {
public:
    explicit Combiner(Diagnostics& diagnostics)
        : m_diagnostics(diagnostics)
    {
    }

    void add(const GroupMember& m, Run& part)
    {
        if (!assignInput(m, part, m_diagnostics))
            return;
        addMemory(m, part);
        addRepetitions(m, part);
        for (const InputSpec& spec : std::as_const(part.inputs))
            see(spec.id);
        addContext(part);
    }

    // One input per id in order of first appearance, with the length the user gave.
    Run finish(const ImportGroup& group)
    {
        for (const QString& id : std::as_const(m_order)) {
            InputSpec spec;
            spec.id = id;
            const qint64 length = group.lengths.value(id, -1);
            if (length > 0 && group.unit == LengthUnit::Chars)
                spec.chars = length;
            else if (length > 0)
                spec.tokens = length;
            else
                m_diagnostics << Diagnostic { Diagnostic::Severity::Warning, group.runName, 0, {},
                    Tr::tr("Input %1 has no length: it has no place on the trends.").arg(id) };
            m_run.inputs << spec;
        }
        return std::move(m_run);
    }
    bool empty() const { return m_order.isEmpty(); }

private:
    void see(const QString& id)
    {
        if (!id.isEmpty() && !m_order.contains(id))
            m_order << id;
    }

    void addMemory(const GroupMember& m, Run& part)
    {
        const QString name = displayName(m.path);
        for (auto it = part.memory.begin(); it != part.memory.end(); ++it) {
            const QString& id = it.key();
            if (id.isEmpty()) {
                m_diagnostics << noInput(m.path,
                    Tr::tr("%1 holds memory samples of no named input: say which input it measured.").arg(name));
                continue;
            }
            if (m_memoryFrom.contains(id)) {
                m_diagnostics << fileError(m.path,
                    Tr::tr("Input %1 already has its memory samples from %2; one memory log per input.")
                        .arg(id, m_memoryFrom.value(id)));
                continue;
            }
            m_memoryFrom.insert(id, name);
            m_run.memory[id] = std::move(it.value());
            see(id);
        }
    }

    void addRepetitions(const GroupMember& m, const Run& part)
    {
        for (const Repetition& rep : part.repetitions) {
            if (rep.inputId.isEmpty()) {
                m_diagnostics << noInput(m.path,
                    Tr::tr("%1 holds timings of no named input: say which input it measured.").arg(displayName(m.path)));
                return;
            }
            see(rep.inputId);
            m_run.repetitions << rep;
        }
    }

    void addContext(Run& part)
    {
        Run& run = m_run;
        if (run.timingKind == TimingKind::Unknown)
            run.timingKind = part.timingKind;
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

    Diagnostics& m_diagnostics;
    Run m_run;
    QStringList m_order; // input ids in order of first appearance
    QMap<QString, QString> m_memoryFrom; // input id -> file that gave its series
};

} // namespace

GroupResult combineGroup(const ImportGroup& group)
{
    GroupResult out;
    Combiner combiner(out.diagnostics);
    for (const GroupMember& m : group.members) {
        ImportResult r = importBytes(m.data, m.path, group.log);
        out.formats << r.format;
        out.diagnostics += r.diagnostics;
        if (!r.ok()) {
            if (!hasErrors(r.diagnostics))
                out.diagnostics << fileError(
                    m.path, Tr::tr("%1 could not be read as a log.").arg(displayName(m.path)));
            continue;
        }
        combiner.add(m, *r.run);
    }
    if (hasErrors(out.diagnostics))
        return out;
    if (combiner.empty()) {
        out.diagnostics << fileError(group.runName, Tr::tr("The files hold no memory samples and no timings."));
        return out;
    }
    Run run = combiner.finish(group);
    run.name = group.runName;
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
    r.run->labels.insert(group.labels);
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
