#include "analysis/plan/robustness.h"

#include "analysis/core/savefile.h"
#include "analysis/core/inputfile.h"
#include "analysis/core/splitmix64.h"
#include "analysis/core/tr.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace Analysis {
namespace {

// The probe reads an input of at most 64 MiB; the over-context input stays below.
constexpr qsizetype kMaxGenerated = (qsizetype(64) << 20) - 1;

// Offsets where a character starts (and the end), so insertions never split one: breaking
// characters is the truncated input's job, not the others'.
QList<qsizetype> boundaries(const QByteArray& s)
{
    QList<qsizetype> out;
    for (qsizetype i = 0; i < s.size(); ++i)
        if ((uchar(s.at(i)) & 0xC0) != 0x80)
            out.append(i);
    out.append(s.size());
    return out;
}

// Inserts each piece at a character boundary chosen by the fixed-seed generator.
QByteArray insertAtBoundaries(const QByteArray& source, const QList<QByteArray>& pieces, uint64_t seed)
{
    SplitMix64 rng(seed);
    const QList<qsizetype> at = boundaries(source);
    QList<QPair<qsizetype, QByteArray>> inserts;
    for (const QByteArray& p : pieces)
        inserts.append({ at.at(qsizetype(rng.below(size_t(at.size())))), p });
    std::stable_sort(inserts.begin(), inserts.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QByteArray out = source;
    for (const auto& [pos, piece] : inserts)
        out.insert(pos, piece);
    return out;
}

QByteArray utf8(std::initializer_list<char32_t> codePoints)
{
    QString s;
    for (char32_t c : codePoints)
        s += QString::fromUcs4(&c, 1);
    return s.toUtf8();
}

} // namespace

QList<RobustnessInput> robustnessSet(const QByteArray& source, std::optional<int64_t> contextTokens)
{
    const QByteArray text = source.isEmpty() ? QByteArrayLiteral("hello") : source;
    QList<RobustnessInput> set;

    // Half the text, then characters cut after their first bytes (a CJK character, an emoji) and a
    // stray continuation byte: the engine's UTF-8 decoder meets an incomplete sequence mid-text and
    // at the very end.
    QByteArray truncated = text.left(qMax<qsizetype>(1, text.size() / 2));
    truncated += QByteArrayLiteral("\xE7\x8B") + " \x80 " + QByteArrayLiteral("\xF0\x9F\x98");
    set.append({ QStringLiteral("robust.truncated_utf8"), truncated });

    // Valid UTF-8 that tokenizers and renderers trip over: a byte-order mark, zero-width and
    // bidirectional controls, a combining accent, a ZWJ emoji sequence, a supplementary-plane CJK
    // character, private use, the replacement character, a noncharacter and the last code point.
    const QList<QByteArray> unusual = { utf8({ 0xFEFF }), utf8({ 0x200B }), utf8({ 0x202E, 0x61, 0x62, 0x202C }),
        utf8({ 0x2066 }), utf8({ 0x65, 0x0301 }), utf8({ 0x1F469, 0x200D, 0x1F4BB }), utf8({ 0x20000 }),
        utf8({ 0xE000 }), utf8({ 0xFFFD }), utf8({ 0xFFFF }), utf8({ 0x10FFFF }) };
    set.append(
        { QStringLiteral("robust.unusual_codepoints"), utf8({ 0xFEFF }) + insertAtBoundaries(text, unusual, 1) });

    // Every C0 control (NUL included), DEL, a terminal escape sequence and C1 controls.
    QList<QByteArray> controls;
    for (char c = 0; c < 0x20; ++c)
        controls.append(QByteArray(1, c));
    controls << QByteArrayLiteral("\x7f") << QByteArrayLiteral("\x1b[2J\x1b[31m") << utf8({ 0x85 }) << utf8({ 0x9B });
    set.append({ QStringLiteral("robust.control_chars"), insertAtBoundaries(text, controls, 1) });

    // Longer than the context: the text repeated to 8 bytes per context token.
    const qsizetype target = contextTokens && *contextTokens > 0
        ? qsizetype(qMin<int64_t>(*contextTokens * 8 + 1, kMaxGenerated))
        : (qsizetype(1) << 20);
    QByteArray longer;
    longer.reserve(target + text.size() + 1);
    while (longer.size() < target)
        longer += text + '\n';
    set.append({ QStringLiteral("robust.over_context"), longer.left(qMin(longer.size(), kMaxGenerated)) });
    return set;
}

bool isRobustnessInput(const QString& inputId)
{
    return inputId.startsWith(u"robust.");
}

std::optional<Plan> withRobustnessInputs(const Plan& plan, const QString& dir, QString* error)
{
    if (!plan.robustness || plan.inputs.isEmpty())
        return plan;
    QFile first;
    QString why;
    const QString firstPath = plan.inputPath(plan.inputs.constFirst());
    if (!openInputFile(first, firstPath, kMaxInputFileBytes, &why)) {
        *error = Tr::tr("Cannot read %1 to make the robustness set: %2").arg(firstPath, why);
        return std::nullopt;
    }
    const QByteArray source = first.read(qint64(16) << 20);
    std::optional<int64_t> context;
    if (const auto c = plan.params.value(QStringLiteral("context_length")))
        context = c->toLongLong();
    if (!QDir().mkpath(dir)) {
        *error = Tr::tr("Cannot create the folder %1.").arg(dir);
        return std::nullopt;
    }
    Plan out = plan;
    for (const RobustnessInput& r : robustnessSet(source, context)) {
        const QString path = QDir(dir).absoluteFilePath(r.id + QStringLiteral(".txt"));
        if (!saveFile(path, r.bytes, error))
            return std::nullopt;
        out.inputs.append({ r.id, path, std::nullopt, {} });
    }
    return out;
}

RobustnessOutcome robustnessOutcome(const Repetition& rep)
{
    switch (rep.outcome) {
    case Outcome::Ok:
    case Outcome::Rejected:
        return RobustnessOutcome::Ok;
    case Outcome::Crashed:
    case Outcome::OomKilled:
        return RobustnessOutcome::Crash;
    case Outcome::TimedOut:
        return RobustnessOutcome::Hang;
    case Outcome::NonZeroExit:
        // A serve request that failed: the probe's messages (serveclient.cpp) say whether the engine
        // answered with an error or went away. A refused connection or an answer cut off is the
        // engine's end, as far as a client can tell.
        if (rep.concurrency
            && (rep.error.startsWith(u"cannot connect") || rep.error.startsWith(u"sending the request failed")
                || rep.error.startsWith(u"the server closed")
                || rep.error.startsWith(u"the stream ended without its final event")))
            return RobustnessOutcome::Crash;
        return RobustnessOutcome::ErrorReply;
    default:
        break;
    }
    return RobustnessOutcome::NotRun;
}

QString robustnessOutcomeName(RobustnessOutcome o)
{
    switch (o) {
    case RobustnessOutcome::Ok:
        return QStringLiteral("ok");
    case RobustnessOutcome::ErrorReply:
        return QStringLiteral("error_reply");
    case RobustnessOutcome::Crash:
        return QStringLiteral("crash");
    case RobustnessOutcome::Hang:
        return QStringLiteral("hang");
    case RobustnessOutcome::NotRun:
        break;
    }
    return QStringLiteral("not_run");
}

QString robustnessOutcomeText(RobustnessOutcome o)
{
    switch (o) {
    case RobustnessOutcome::Ok:
        return Tr::tr("ok");
    case RobustnessOutcome::ErrorReply:
        return Tr::tr("error reply");
    case RobustnessOutcome::Crash:
        return Tr::tr("crash");
    case RobustnessOutcome::Hang:
        return Tr::tr("hang");
    case RobustnessOutcome::NotRun:
        break;
    }
    return Tr::tr("not run");
}

QList<RobustnessRow> robustnessRows(const Run& run)
{
    QList<RobustnessRow> rows;
    for (const InputSpec& spec : run.inputs) {
        if (!isRobustnessInput(spec.id))
            continue;
        RobustnessRow row;
        row.inputId = spec.id;
        int worstRank = -1;
        for (const Repetition& rep : run.repetitionsFor(spec.id)) {
            const RobustnessOutcome o = robustnessOutcome(rep);
            int rank = 0;
            switch (o) {
            case RobustnessOutcome::Ok:
                ++row.ok;
                rank = 1;
                break;
            case RobustnessOutcome::ErrorReply:
                ++row.errorReply;
                rank = 2;
                break;
            case RobustnessOutcome::Hang:
                ++row.hang;
                rank = 3;
                break;
            case RobustnessOutcome::Crash:
                ++row.crash;
                rank = 4;
                break;
            case RobustnessOutcome::NotRun:
                ++row.notRun;
                break;
            }
            if (rank > worstRank) {
                worstRank = rank;
                row.worst = o;
            }
        }
        rows.append(row);
    }
    return rows;
}

} // namespace Analysis
