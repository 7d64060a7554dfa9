// The per-input figures table (inputtable.h).

#include "analysis/report/inputtable.h"

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"
#include "analysis/report/report.h"
#include "analysis/store/storeschema.h" // exactnessName

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace Analysis {

namespace {

QJsonValue known(std::optional<int64_t> v)
{
    return v ? QJsonValue(qint64(*v)) : QJsonValue();
}
QJsonValue known(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}
QJsonValue knownCount(int64_t v)
{
    return v < 0 ? QJsonValue() : QJsonValue(qint64(v));
}
QJsonValue text(const QString& s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

QString kbText(std::optional<int64_t> kb)
{
    return kb ? formatKb(*kb) : QString();
}

std::optional<double> kbSort(std::optional<int64_t> kb)
{
    return kb ? std::optional<double>(double(*kb)) : std::nullopt;
}

const InputSpec* specOf(const Run& run, const QString& inputId)
{
    for (const InputSpec& s : run.inputs)
        if (s.id == inputId)
            return &s;
    return nullptr;
}

InputCell lengthsCell(const InputFigures& f, const InputSpec* spec)
{
    const auto n = [](int64_t v) { return v < 0 ? QStringLiteral("?") : QString::number(v); };
    const int64_t chars = spec ? spec->chars : -1, bytes = spec ? spec->bytes : -1, tokens = spec ? spec->tokens : -1;
    InputCell c;
    c.text = QStringLiteral("%1 / %2 / %3").arg(n(chars), n(bytes), n(tokens));
    if (f.length >= 0)
        c.sortValue = double(f.length);
    c.fields = { { QStringLiteral("chars"), knownCount(chars) }, { QStringLiteral("bytes"), knownCount(bytes) },
        { QStringLiteral("tokens"), knownCount(tokens) }, { QStringLiteral("length"), knownCount(f.length) },
        { QStringLiteral("length_unit"), lengthUnitName(f.lengthUnit) } };
    return c;
}

InputCell peakCell(const InputFigures& f)
{
    InputCell c;
    if (f.peakKb)
        c.text = Tr::tr("%1 (%2)", "a peak and how exact it is").arg(formatKb(*f.peakKb), peakExactnessText(f));
    c.sortValue = kbSort(f.peakKb);
    c.fields = { { QStringLiteral("peak_kb"), known(f.peakKb) },
        { QStringLiteral("peak_exactness"), exactnessName(f.peakExactness) },
        { QStringLiteral("peak_origin"), f.peakOrigin }, { QStringLiteral("peak_source"), f.peakSource },
        { QStringLiteral("peak_doubt"), f.peakInDoubt() ? QJsonValue(f.peakDoubt) : QJsonValue() },
        { QStringLiteral("warmup_peak_kb"), known(f.warmupPeakKb) } };
    return c;
}

InputCell modelFileCell(const InputFigures& f)
{
    InputCell c;
    if (const MappedFile* m = f.largeDataFile())
        c.text = Tr::tr("%1 (%2 resident)").arg(m->path.section(u'/', -1), formatKb(m->rssKb));
    else if (f.mappedScans)
        c.text = Tr::tr("none mapped");
    QJsonArray mapped;
    for (const MappedFile& m : f.mappedFiles)
        mapped.append(QJsonObject { { QStringLiteral("path"), m.path }, { QStringLiteral("rss_kb"), qint64(m.rssKb) },
            { QStringLiteral("size_kb"), qint64(m.sizeKb) },
            { QStringLiteral("kind"), m.code ? QStringLiteral("code") : QStringLiteral("data") } });
    c.fields = { { QStringLiteral("mapped_files"), f.mappedScans ? QJsonValue(mapped) : QJsonValue(), true } };
    return c;
}

// Median, p90, max: null with no stable repetition.
InputCell latencyCell(const InputFigures& f, double ms, const char* key)
{
    const bool timed = f.n > 0;
    InputCell c;
    if (timed) {
        c.text = formatMs(ms);
        c.sortValue = ms;
    }
    c.fields = { { QLatin1String(key), timed ? QJsonValue(ms) : QJsonValue() } };
    return c;
}

InputCell ttftCell(const InputFigures& f)
{
    InputCell c;
    if (f.ttftMedianMs) {
        c.text = Tr::tr("%1 (%2)", "a TTFT and where it came from")
                     .arg(formatMs(*f.ttftMedianMs), ttftSourceShortText(f.ttftSource));
        c.sortValue = *f.ttftMedianMs;
    } else if (!f.ttftSource.isEmpty()) {
        c.text = ttftSourceText(f.ttftSource); // "unknown": said, not left blank
    }
    c.fields = { { QStringLiteral("ttft_median_ms"), known(f.ttftMedianMs) },
        { QStringLiteral("ttft_source"), text(f.ttftSource) } };
    return c;
}

// "load / prefill / decode", each the median of the stable repetitions that have it; "-" for a stage
// the source does not give, and nothing at all when no stage is known.
InputCell stagesCell(const InputFigures& f)
{
    InputCell c;
    const StageFigures& s = f.stages;
    if (s.any()) {
        const auto part = [](const std::optional<double>& ms) { return ms ? formatMs(*ms) : QStringLiteral("-"); };
        c.text = QStringLiteral("%1 / %2 / %3").arg(part(s.loadMs), part(s.prefillMs), part(s.decodeMs));
        c.sortValue = s.loadMs.value_or(0) + s.prefillMs.value_or(0) + s.decodeMs.value_or(0);
    }
    c.fields = { { QStringLiteral("load_stage_ms"), known(s.loadMs) }, { QStringLiteral("prefill_ms"), known(s.prefillMs) },
        { QStringLiteral("decode_ms"), known(s.decodeMs) }, { QStringLiteral("stages_source"), text(s.source) } };
    return c;
}

InputCell outcomesCell(const InputFigures& f)
{
    QStringList parts;
    QJsonObject counts;
    for (auto it = f.outcomes.cbegin(); it != f.outcomes.cend(); ++it) {
        parts << Tr::tr("%1 × %2", "count and outcome, e.g. 19 × ok").arg(it.value()).arg(outcomeText(it.key()));
        counts[outcomeName(it.key())] = it.value();
    }
    return { parts.join(QStringLiteral(", ")), std::nullopt, { { QStringLiteral("outcomes"), counts, true } } };
}

InputCell tailRatioCell(const InputFigures& f)
{
    const bool timed = f.n > 0 && f.medianMs > 0;
    return { timed ? QString::number(f.tailRatio(), 'f', 2) : QString(),
        timed ? std::optional<double>(f.tailRatio()) : std::nullopt,
        { { QStringLiteral("tail_ratio"), f.n > 0 ? QJsonValue(f.tailRatio()) : QJsonValue() } } };
}

InputCell tokensPerSecondCell(const double* rate)
{
    return { rate ? QString::number(*rate, 'f', 1) : QString(), rate ? std::optional<double>(*rate) : std::nullopt,
        { { QStringLiteral("tokens_per_s"), rate ? QJsonValue(*rate) : QJsonValue() } } };
}

// Energy (issue 25): the median repetition's energy and the energy per output token; the fields
// carry the mean and peak power and the energy per accepted output too.
InputCell energyCell(const EnergyFigures* e)
{
    const bool has = e && e->known();
    QString text;
    if (has) {
        text = formatJoules(*e->medianJ);
        if (e->jPerToken)
            text = Tr::tr("%1 (%2/token)").arg(text, formatJoules(*e->jPerToken));
    }
    auto value = [has](const std::optional<double>& v) { return has && v ? QJsonValue(*v) : QJsonValue(); };
    return { text, has ? e->medianJ : std::nullopt,
        { { QStringLiteral("energy_j"), has ? value(e->medianJ) : QJsonValue() },
            { QStringLiteral("power_mean_w"), has ? value(e->meanW) : QJsonValue() },
            { QStringLiteral("power_peak_w"), has ? value(e->peakW) : QJsonValue() },
            { QStringLiteral("energy_j_per_token"), has ? value(e->jPerToken) : QJsonValue() },
            { QStringLiteral("energy_j_per_accepted"), has ? value(e->jPerAccepted) : QJsonValue() } } };
}

InputCell kbCell(std::optional<int64_t> kb, const char* key)
{
    return { kbText(kb), kbSort(kb), { { QLatin1String(key), known(kb) } } };
}

// The columns in InputColumnId's order. A new figure is one entry here (and its id): its header,
// its width on a page (0: not on a page), and the cell it makes from an input's figures.
QList<InputColumn> columns()
{
    using S = const InputCellSource&;
    // The page's widths are for an A4 page in portrait at 7.5 pt (widgets/pdfreport.cpp).
    return {
        { InputColumnId::Input, Tr::tr("Input"), 8, false,
            [](S s) -> InputCell {
                // Sorted by length, not by name: "len512" comes before "len2048", "short" before "long".
                return { s.f.inputId.isEmpty() ? Tr::tr("(unnamed)") : s.f.inputId,
                    s.f.length >= 0 ? std::optional<double>(double(s.f.length)) : std::nullopt,
                    { { QStringLiteral("input"), s.f.inputId } } };
            } },
        { InputColumnId::Lengths, Tr::tr("Chars / bytes / tokens"), 11, true,
            [](S s) { return lengthsCell(s.f, s.spec); } },
        { InputColumnId::AfterLoad, Tr::tr("After load"), 9, true,
            [](S s) { return kbCell(s.f.afterLoadKb, "after_load_kb"); } },
        { InputColumnId::Peak, Tr::tr("Peak"), 10, true, [](S s) { return peakCell(s.f); } },
        { InputColumnId::AnonPeak, Tr::tr("Own (RssAnon)"), 0, true,
            [](S s) { return kbCell(s.f.anonPeakKb, "rss_anon_peak_kb"); } },
        { InputColumnId::FilePeak, Tr::tr("File-backed (RssFile)"), 0, true,
            [](S s) { return kbCell(s.f.filePeakKb, "rss_file_peak_kb"); } },
        { InputColumnId::ModelFile, Tr::tr("Model file"), 0, false, [](S s) { return modelFileCell(s.f); } },
        { InputColumnId::Median, Tr::tr("Median"), 9, true,
            [](S s) { return latencyCell(s.f, s.f.medianMs, "median_ms"); } },
        { InputColumnId::P90, Tr::tr("p90"), 9, true, [](S s) { return latencyCell(s.f, s.f.p90Ms, "p90_ms"); } },
        { InputColumnId::Max, Tr::tr("Max"), 9, true, [](S s) { return latencyCell(s.f, s.f.maxMs, "max_ms"); } },
        { InputColumnId::TailRatio, Tr::tr("p90/median"), 0, true, [](S s) { return tailRatioCell(s.f); } },
        { InputColumnId::Ttft, Tr::tr("TTFT (median)"), 12, true, [](S s) { return ttftCell(s.f); } },
        { InputColumnId::Stages, Tr::tr("Load / prefill / decode"), 14, true, [](S s) { return stagesCell(s.f); } },
        { InputColumnId::TokensPerS, Tr::tr("Tokens/s"), 7, true,
            [](S s) { return tokensPerSecondCell(s.tokensPerSecond); } },
        { InputColumnId::Energy, Tr::tr("Energy (per token)"), 0, true, [](S s) { return energyCell(s.energy); } },
        { InputColumnId::StableN, Tr::tr("Stable n"), 6, true,
            [](S s) -> InputCell {
                return { QString::number(s.f.n), double(s.f.n),
                    { { QStringLiteral("stable_n"), s.f.n },
                        { QStringLiteral("concurrency"),
                            s.f.concurrency ? QJsonValue(*s.f.concurrency) : QJsonValue() },
                        { QStringLiteral("timing_kind"), timingKindName(s.f.timingKind) },
                        { QStringLiteral("timing_source"), s.f.timingSource } } };
            } },
        { InputColumnId::Outcomes, Tr::tr("Repetitions"), 11, false, [](S s) { return outcomesCell(s.f); } },
    };
}

} // namespace

QList<int> InputTable::pageColumns() const
{
    QList<int> shown;
    for (int i = 0; i < columns.size(); ++i)
        if (columns.at(i).pageWidth > 0)
            shown << i;
    return shown;
}

QStringList InputTable::csvKeys() const
{
    // The keys do not depend on the figures: those of an empty input's cells.
    const InputFigures none;
    QStringList keys;
    for (const InputColumn& c : columns)
        for (const InputField& field : c.cell({ none, nullptr, nullptr }).fields)
            if (!field.nested)
                keys << field.key;
    return keys;
}

QList<InputField> InputTable::fields(int row) const
{
    QList<InputField> all;
    for (const InputCell& c : rows.at(row))
        all += c.fields;
    return all;
}

QMap<QString, double> tokensPerSecondByInput(const Run& run, const FigureTable& figures)
{
    QMap<QString, double> byInput;
    for (const InputFigures& f : figures.inputs) {
        // The decode rate, where TPOT is the time per output token after the first. The probe gives
        // it per repetition (from the engine's own figures where it has them); for a source that did
        // not, TPOT = (end - TTFT) / (tokens - 1).
        std::vector<double> rates;
        for (const Repetition& rep : run.repetitionsFor(f.inputId)) {
            // Serve mode: at the level of the input's other figures, never pooled over the sweep.
            if (rep.warmup || rep.outcome != Outcome::Ok || (f.concurrency && rep.concurrency != f.concurrency))
                continue;
            if (rep.tokensPerS && *rep.tokensPerS > 0) {
                rates.push_back(*rep.tokensPerS);
                continue;
            }
            if (!rep.tokensOut || !rep.ttftMs || *rep.tokensOut <= 1 || rep.ttftSource == u"llama.cpp")
                continue;
            const double tpotMs = (rep.wallMs - *rep.ttftMs) / double(*rep.tokensOut - 1);
            if (tpotMs > 0)
                rates.push_back(1000.0 / tpotMs);
        }
        if (!rates.empty()) {
            std::sort(rates.begin(), rates.end());
            byInput.insert(f.inputId, quantileSorted(rates, 0.5));
        }
    }
    return byInput;
}

InputTable inputTable(const Run& run, const FigureTable& figures, const QMap<QString, double>& tokensPerSecond)
{
    InputTable t;
    t.columns = columns();
    for (int i = 0; i < t.columns.size(); ++i)
        Q_ASSERT(int(t.columns.at(i).id) == i); // InputColumnId is the column's index
    Q_ASSERT(t.columns.size() == int(InputColumnId::Count));
    // Serve mode: the figures of one concurrency level, said in the headers of the columns it
    // concerns (the sweep's other levels are in the streaming table).
    std::optional<int> level;
    for (const InputFigures& f : figures.inputs)
        if (f.concurrency)
            level = std::min(level.value_or(*f.concurrency), *f.concurrency);
    if (level)
        for (InputColumn& c : t.columns)
            if (c.id == InputColumnId::Peak || c.id == InputColumnId::Median || c.id == InputColumnId::P90
                || c.id == InputColumnId::Max || c.id == InputColumnId::TailRatio || c.id == InputColumnId::Ttft
                || c.id == InputColumnId::TokensPerS || c.id == InputColumnId::StableN)
                c.header = Tr::tr("%1 at concurrency %2", "a column's figure, at one level of a serve sweep")
                               .arg(c.header)
                               .arg(*level);
    for (const InputFigures& f : figures.inputs) {
        const auto rate = tokensPerSecond.constFind(f.inputId);
        const EnergyFigures energy = energyFigures(run, f.inputId);
        const InputCellSource source { f, specOf(run, f.inputId), rate == tokensPerSecond.cend() ? nullptr : &*rate,
            energy.known() ? &energy : nullptr };
        QList<InputCell> row;
        for (const InputColumn& c : t.columns)
            row << c.cell(source);
        t.inputIds << f.inputId;
        t.rows << row;
    }
    return t;
}

InputTable inputTable(const Report& report)
{
    return inputTable(report.run, report.figures, report.tokensPerSecond);
}

} // namespace Analysis
