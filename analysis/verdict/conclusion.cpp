#include "analysis/verdict/conclusion.h"

#include "analysis/core/energy.h"
#include "analysis/core/gpumemory.h"

#include "analysis/core/format.h"

#include "analysis/core/tr.h"
#include "analysis/plan/plan.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
bool zh(SentenceLanguage l)
{
    return l == SentenceLanguage::Chinese;
}
QString notRecorded(SentenceLanguage l)
{
    return zh(l) ? QStringLiteral("未记录") : QStringLiteral("not recorded");
}


QString formatLength(double v)
{
    return QString::number(v, 'f', 0);
}

QString firstValue(const QMap<QString, QString>& m, std::initializer_list<const char*> keys)
{
    for (const char* k : keys) {
        const QString v = m.value(QLatin1String(k)).trimmed();
        if (!v.isEmpty())
            return v;
    }
    return QString();
}

QString fixedInputText(const Conclusion& c, SentenceLanguage l)
{
    if (!c.fixedInputOverride.trimmed().isEmpty())
        return c.fixedInputOverride.trimmed();
    if (c.inputs.isEmpty())
        return zh(l) ? QStringLiteral("未记录的输入") : QStringLiteral("an unrecorded input");
    // A run whose one input has no name ("On ..., with input  and ..." before).
    if (c.inputs.size() == 1 && c.inputs.first().id.isEmpty()
        && (c.inputs.first().length < 0 || c.inputs.first().unit == LengthUnit::Unknown))
        return zh(l) ? QStringLiteral("一条未命名的输入") : QStringLiteral("one unnamed input");
    QStringList parts;
    for (const auto& in : c.inputs) {
        const QString id = !in.id.isEmpty() ? in.id : zh(l) ? QStringLiteral("（未命名）") : QStringLiteral("(unnamed)");
        if (in.length < 0 || in.unit == LengthUnit::Unknown) {
            parts << id;
            continue;
        }
        const QString unit = in.unit == LengthUnit::Tokens ? QStringLiteral("tokens")
            : zh(l)                                        ? QStringLiteral("字符")
                                                           : QStringLiteral("characters");
        parts << (zh(l) ? QStringLiteral("%1（%2 %3）") : QStringLiteral("%1 (%2 %3)"))
                     .arg(id, formatLength(in.length), unit);
    }
    if (c.inputs.size() == 1)
        return (zh(l) ? QStringLiteral("输入 %1") : QStringLiteral("input %1")).arg(parts.first());
    return (zh(l) ? QStringLiteral("%1 条输入 %2") : QStringLiteral("%1 inputs %2"))
        .arg(QString::number(c.inputs.size()), parts.join(zh(l) ? QStringLiteral("、") : QStringLiteral(", ")));
}

QString repetitionsText(const Conclusion& c, SentenceLanguage l)
{
    if (c.repetitionsMax <= 0)
        return zh(l) ? QStringLiteral("若干（未记录）") : QStringLiteral("an unrecorded number of");
    if (c.repetitionsMin == c.repetitionsMax)
        return QString::number(c.repetitionsMax);
    return QStringLiteral("%1–%2").arg(c.repetitionsMin).arg(c.repetitionsMax);
}

QString figureText(const Conclusion& c, SentenceLanguage l)
{
    if (c.first == FirstLimit::Memory) {
        if (!c.peakKb)
            return zh(l) ? QStringLiteral("峰值内存（数值未记录）")
                         : QStringLiteral("peak memory (value not recorded)");
        const bool exact = c.peakExactness == Exactness::Exact;
        if (zh(l))
            return QStringLiteral("峰值内存 %1（%2）")
                .arg(formatKb(*c.peakKb), exact ? QStringLiteral("精确值") : QStringLiteral("采样值"));
        return QStringLiteral("peak memory %1 (%2)")
            .arg(formatKb(*c.peakKb), exact ? QStringLiteral("exact") : QStringLiteral("sampled"));
    }
    const bool cold = c.timingKind == TimingKind::ColdStart;
    if (!c.latencyMs)
        return zh(l) ? QStringLiteral("单次耗时（数值未记录）")
                     : QStringLiteral("single-inference time (value not recorded)");
    if (c.latencyN <= 1) {
        // One run is one value, never a p90.
        if (zh(l))
            return QStringLiteral("%1 %2（仅一次）")
                .arg(cold ? QStringLiteral("冷启动单次耗时") : QStringLiteral("单次耗时"), formatDuration(*c.latencyMs));
        return QStringLiteral("%1 %2 (one run only)")
            .arg(cold ? QStringLiteral("cold-start time") : QStringLiteral("single-inference time"),
                formatDuration(*c.latencyMs));
    }
    if (zh(l))
        return QStringLiteral("%1 p90 %2（n=%3）")
            .arg(cold ? QStringLiteral("冷启动单次耗时") : QStringLiteral("单次耗时"), formatDuration(*c.latencyMs))
            .arg(c.latencyN);
    return QStringLiteral("%1 p90 %2 (n = %3)")
        .arg(cold ? QStringLiteral("cold-start time") : QStringLiteral("single-inference time"), formatDuration(*c.latencyMs))
        .arg(c.latencyN);
}

QString limitText(const Conclusion& c, SentenceLanguage l)
{
    if (c.first == FirstLimit::Memory) {
        if (!c.ceilingKb)
            return zh(l) ? QStringLiteral("设备内存上限（未记录）")
                         : QStringLiteral("the device memory ceiling (not recorded)");
        return (zh(l) ? QStringLiteral("设备内存上限 %1") : QStringLiteral("the device memory ceiling of %1"))
            .arg(formatKb(*c.ceilingKb));
    }
    if (!c.budgetMs)
        return zh(l) ? QStringLiteral("延迟预算（未记录）") : QStringLiteral("the latency budget (not recorded)");
    return (zh(l) ? QStringLiteral("延迟预算 %1") : QStringLiteral("the latency budget of %1"))
        .arg(formatDuration(*c.budgetMs));
}

QString unknownsText(const Conclusion& c, SentenceLanguage l)
{
    QStringList parts;
    for (const auto& u : c.unknown) {
        const QString t = unknownItemText(u, l).trimmed();
        if (!t.isEmpty())
            parts << t;
    }
    if (parts.isEmpty())
        return notRecorded(l);
    return parts.join(zh(l) ? QStringLiteral("、") : QStringLiteral(", "));
}

} // namespace

const QStringList& wholeDevicePhrases()
{
    static const QStringList phrases {
        // English
        QStringLiteral("whole device"), QStringLiteral("whole-device"), QStringLiteral("entire device"),
        QStringLiteral("device peak"), QStringLiteral("device's peak"), QStringLiteral("device memory"),
        QStringLiteral("device's memory"), QStringLiteral("memory of the device"), QStringLiteral("device-wide"),
        QStringLiteral("whole system"), QStringLiteral("entire system"), QStringLiteral("system peak"),
        QStringLiteral("system memory"), QStringLiteral("system's memory"), QStringLiteral("system-wide"),
        QStringLiteral("whole board"), QStringLiteral("board's memory"), QStringLiteral("board memory"),
        QStringLiteral("whole machine"), QStringLiteral("machine's memory"), QStringLiteral("total memory use"),
        // Chinese
        QStringLiteral("整机"), QStringLiteral("全机"), QStringLiteral("整个设备"), QStringLiteral("设备峰值"),
        QStringLiteral("设备的峰值"), QStringLiteral("设备内存"), QStringLiteral("设备的内存"),
        QStringLiteral("系统峰值"), QStringLiteral("系统内存"), QStringLiteral("系统的内存"), QStringLiteral("整个系统"),
        QStringLiteral("全系统"), QStringLiteral("整板"), QStringLiteral("板子的内存"), QStringLiteral("板卡内存"),
    };
    return phrases;
}

namespace {
// Statements that deny the claim ("VmHWM is not the device's peak") are fine; only assertions count.
bool negated(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("不|非|没有|并未|\\bnot\\b|\\bnever\\b|n't\\b|\\bno\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re.match(s).hasMatch();
}

// The whole device's (or system's, board's) memory in a phrase: what no process counter measures.
QRegularExpression wholeDeviceScope()
{
    QStringList alternatives;
    for (const QString& p : wholeDevicePhrases())
        alternatives << QRegularExpression::escape(p);
    return QRegularExpression(alternatives.join(u'|'),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

bool claimsProcessPeakIsDevice(const QString& text)
{
    static const QRegularExpression counter(
        QStringLiteral("VmHWM|VmRSS|ru_maxrss|maxrss"), QRegularExpression::CaseInsensitiveOption);
    // A peak, a use or an amount of memory, said of the whole device...
    static const QRegularExpression amount(
        QStringLiteral("peak|use|usage|used|uses|using|consum|occup|footprint|reach|takes|took|holds|needs|峰值|占用|"
                       "使用|用了|消耗|最高|达到|需要"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    // ...and not the device's ceiling or limit, which the measurement is compared with.
    static const QRegularExpression ceiling(
        QStringLiteral("(device|system|board)('s)? memory (ceiling|limit)|(设备|系统)(的)?内存(上限|限制)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression device = wholeDeviceScope();
    QString s = text;
    s.remove(ceiling);
    if (negated(s) || !device.match(s).hasMatch())
        return false;
    return counter.match(s).hasMatch() || amount.match(s).hasMatch();
}

bool claimsColdStartIsStable(const QString& s)
{
    static const QRegularExpression cold(
        QStringLiteral("冷启动|cold[- ]start"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression stable(
        QStringLiteral("稳定|stable|steady"), QRegularExpression::CaseInsensitiveOption);
    return cold.match(s).hasMatch() && stable.match(s).hasMatch() && !negated(s);
}

Violation violation(Violation::Rule r, Violation::Severity sev, const QString& field, const QString& message)
{
    Violation v;
    v.rule = r;
    v.severity = sev;
    v.field = field;
    v.message = message;
    return v;
}
} // namespace

QString unknownItemText(const UnknownItem& item, SentenceLanguage l)
{
    // The first four are the measurement method's own words (docs/measurement-method.md): 其他进程占用、采样漏峰、温控降频、不同输入长度.
    switch (item.kind) {
    case UnknownKind::OtherProcesses:
        return zh(l) ? QStringLiteral("其他进程占用") : QStringLiteral("memory used by other processes");
    case UnknownKind::PeaksBetweenSamples:
        return zh(l) ? QStringLiteral("采样漏峰") : QStringLiteral("peaks missed between samples");
    case UnknownKind::ThermalThrottling:
        return zh(l) ? QStringLiteral("温控降频") : QStringLiteral("thermal throttling");
    case UnknownKind::UntestedLengths:
        return zh(l) ? QStringLiteral("不同输入长度") : QStringLiteral("other input lengths");
    case UnknownKind::VmRssCounter:
        return zh(l) ? QStringLiteral("6.2 之前内核多线程下的 VmRSS 计数误差")
                     : QStringLiteral("VmRSS counter error with many threads on kernels before 6.2");
    case UnknownKind::Custom:
        break;
    }
    return item.text;
}

QString unknownItemDisplay(const UnknownItem& item)
{
    switch (item.kind) {
    case UnknownKind::OtherProcesses:
        return Tr::tr("Memory used by other processes: the figures are this process's only.");
    case UnknownKind::PeaksBetweenSamples:
        return Tr::tr("Peaks missed between samples: a sampled peak can miss a short spike.");
    case UnknownKind::ThermalThrottling:
        return Tr::tr("Thermal throttling: a hotter device runs slower.");
    case UnknownKind::UntestedLengths:
        return Tr::tr("Input lengths that were not tested.");
    case UnknownKind::VmRssCounter:
        return Tr::tr("VmRSS inaccuracy on kernels before 6.2 with many threads (per-thread counters are "
                      "folded in only every 64 page events).");
    case UnknownKind::Custom:
        break;
    }
    return item.text;
}

QList<UnknownItem> suggestedUnknowns(const Run& run, const FigureTable& table, const Verdict& verdict)
{
    QList<UnknownItem> out;
    out << UnknownItem { UnknownKind::OtherProcesses, {} };
    if (std::any_of(table.inputs.begin(), table.inputs.end(),
            [](const InputFigures& f) { return f.peakExactness == Exactness::Sampled; }))
        out << UnknownItem { UnknownKind::PeaksBetweenSamples, {} };
    if (!table.thermal.hasData() || verdict.thermalDrift || !verdict.thermalNote.isEmpty())
        out << UnknownItem { UnknownKind::ThermalThrottling, {} };
    out << UnknownItem { UnknownKind::UntestedLengths, {} };
    const bool oldOrUnknownKernel = kernelOlderThan(run.environment, 6, 2).value_or(true);
    const auto threads = threadCount(run);
    if (oldOrUnknownKernel && (!threads || *threads > 1))
        out << UnknownItem { UnknownKind::VmRssCounter, {} };
    return out;
}

namespace {

// What the sentence's brackets name: the device, its system, the backend and the quantization.
struct SettingParts {
    QString device, os, kernel, backend, quant;
};

SettingParts settingParts(const Run& run)
{
    const auto& env = run.environment.values;
    SettingParts s;
    s.device = firstValue(env, { "device_model", "device", "board" });
    if (s.device.isEmpty())
        s.device = run.device;
    s.os = firstValue(env, { "os", "os_release", "os_pretty_name", "pretty_name" });
    s.kernel = firstValue(env, { "kernel", "kernel_release" });
    s.backend = run.params.value(QStringLiteral("backend"), firstValue(env, { "backend" })).trimmed();
    s.quant = run.params.value(QStringLiteral("quantization")).trimmed();
    return s;
}

// The environment (the measurement method: 设备型号、系统与内核、总内存与可用内存、推理后端、
// 模型文件与量化格式、线程数、供电和温控状态), each row only when known.
QList<QPair<QString, QString>> environmentRows(const Run& run, const FigureTable& table, const SettingParts& setting)
{
    const auto& env = run.environment.values;
    const auto& params = run.params;
    QList<QPair<QString, QString>> rows;
    const auto addEnv = [&rows](const QString& label, const QString& value) {
        if (!value.isEmpty())
            rows << qMakePair(label, value);
    };
    addEnv(Tr::tr("Device"), setting.device);
    addEnv(Tr::tr("Operating system"), setting.os);
    addEnv(Tr::tr("Kernel"), setting.kernel);
    addEnv(Tr::tr("CPU"), firstValue(env, { "cpu_model", "cpu" }));
    if (run.environment.memTotalKb)
        addEnv(Tr::tr("Total memory"), formatKb(*run.environment.memTotalKb));
    if (run.environment.memAvailableKb)
        addEnv(Tr::tr("Available memory"), formatKb(*run.environment.memAvailableKb));
    if (run.environment.cgroupLimitBytes)
        addEnv(Tr::tr("cgroup memory limit"), formatKb(*run.environment.cgroupLimitBytes / 1024));
    addEnv(Tr::tr("Backend"), setting.backend);
    addEnv(Tr::tr("Model file"), params.value(QStringLiteral("model")).trimmed());
    addEnv(Tr::tr("Quantization"), setting.quant);
    addEnv(Tr::tr("Threads"), params.value(QStringLiteral("threads")).trimmed());
    addEnv(Tr::tr("Power supply"), firstValue(env, { "power_supply", "power" }));
    addEnv(Tr::tr("Energy measured from"), energySourceText(run.environment));
    addEnv(Tr::tr("GPU memory read from"), gpuSourceText(run.environment));
    if (table.thermal.tempBeforeC && table.thermal.tempAfterC)
        addEnv(Tr::tr("Temperature before / after"),
            QStringLiteral("%1 / %2 °C")
                .arg(QString::number(*table.thermal.tempBeforeC, 'f', 1),
                    QString::number(*table.thermal.tempAfterC, 'f', 1)));
    if (table.thermal.throttledReported)
        addEnv(Tr::tr("Throttling"), Tr::tr("reported by the kernel"));
    return rows;
}

// The fixed parameters are the measurement method's list (and the user's own under extra.*), as
// the plan wrote them; a run also keeps the plan text, limits and probe options in params, which
// are not generation parameters and would drown the sentence. "null" means "not applicable".
QString fixedParamsText(const QMap<QString, QString>& params)
{
    QStringList kv;
    const QStringList& known = Plan::knownParams();
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        const bool generation = known.contains(it.key()) || it.key().startsWith(QLatin1String("extra."));
        if (generation && it.value() != u"null" && !it.value().trimmed().isEmpty())
            kv << it.key() + QLatin1Char('=') + it.value();
    }
    // A log imported without a plan has no such keys: show what it has rather than nothing.
    if (kv.isEmpty() && !params.contains(QStringLiteral("plan")))
        for (auto it = params.cbegin(); it != params.cend(); ++it)
            kv << it.key() + QLatin1Char('=') + it.value();
    return kv.join(QStringLiteral(", "));
}

// Observed: per input, the figures from the logs with their files.
QList<Observation> observations(const FigureTable& table)
{
    QList<Observation> observed;
    for (const auto& f : table.inputs) {
        if (f.peakKb) {
            Observation o;
            o.label = f.peakExactness == Exactness::Exact
                ? Tr::tr("Peak memory of the process, input %1 (exact)").arg(f.inputId)
                : Tr::tr("Peak memory of the process, input %1 (sampled)").arg(f.inputId);
            o.value = static_cast<double>(*f.peakKb);
            o.unit = QStringLiteral("KiB");
            o.source = f.peakSource;
            o.statistic = Statistic::Max;
            o.counter = f.peakOrigin;
            observed << o;
        }
        if (f.n == 0)
            continue;
        const bool cold = f.timingKind == TimingKind::ColdStart;
        auto latency = [&observed, &f](Statistic s, double v, const QString& label) {
            Observation o;
            o.label = label;
            o.value = v;
            o.unit = QStringLiteral("ms");
            o.source = f.timingSource;
            o.statistic = s;
            o.n = f.n;
            o.timingKind = f.timingKind;
            observed << o;
        };
        if (f.n == 1) {
            latency(Statistic::Value, f.medianMs,
                cold ? Tr::tr("Cold-start time of the single run, input %1").arg(f.inputId)
                     : Tr::tr("Time of the single run, input %1").arg(f.inputId));
            continue;
        }
        latency(Statistic::Median, f.medianMs,
            cold ? Tr::tr("Median cold-start time, input %1 (n = %2)").arg(f.inputId).arg(f.n)
                 : Tr::tr("Median latency, input %1 (n = %2)").arg(f.inputId).arg(f.n));
        latency(Statistic::P90, f.p90Ms,
            cold ? Tr::tr("p90 cold-start time, input %1").arg(f.inputId)
                 : Tr::tr("p90 latency, input %1").arg(f.inputId));
        latency(Statistic::Max, f.maxMs,
            cold ? Tr::tr("Maximum cold-start time, input %1").arg(f.inputId)
                 : Tr::tr("Maximum latency, input %1").arg(f.inputId));
        if (f.count(Outcome::OomKilled) > 0) {
            Observation o;
            o.label = Tr::tr("Repetitions killed by the OOM killer, input %1").arg(f.inputId);
            o.value = f.count(Outcome::OomKilled);
            o.unit = QStringLiteral("count");
            o.source = f.timingSource;
            observed << o;
        }
    }
    return observed;
}

QStringList knownLines(
    const Run& run, const FigureTable& table, const Verdict& verdict, const ConclusionUserInput& user)
{
    QStringList known;
    known << Tr::tr("Verdict: %1. %2").arg(firstLimitText(verdict.first), verdict.reason);
    for (Advice a : verdict.advice)
        known << adviceText(verdict, a);
    if (!verdict.thermalNote.isEmpty() && verdict.thermalDrift)
        known << verdict.thermalNote;
    known << Tr::tr("Memory ceiling: %1.")
                 .arg(table.memoryCeilingKb ? formatKb(*table.memoryCeilingKb) + QStringLiteral(" (")
                             + table.ceilingOrigin + QLatin1Char(')')
                                            : table.ceilingOrigin);
    switch (run.timingKind) {
    case TimingKind::ColdStart:
        known << Tr::tr("Every repetition was a fresh process: the times include loading (cold start), not the "
                        "steady per-request latency.");
        break;
    case TimingKind::InProcess:
        known << Tr::tr("Repetitions were requests to one running process (in-process); loading is not included.");
        break;
    case TimingKind::Unknown:
        break;
    }
    known << Tr::tr("Peak memory figures are per-process counters; they are not the device's total memory use.");
    known << user.extraKnown;
    return known;
}

} // namespace

Conclusion buildConclusion(
    const Run& run, const FigureTable& table, const Verdict& verdict, const ConclusionUserInput& user)
{
    Conclusion c;
    const SettingParts parts = settingParts(run);
    c.environment = environmentRows(run, table, parts);
    QStringList setting;
    for (const QString& part :
        { parts.device, parts.os.isEmpty() ? parts.kernel : parts.os, parts.backend, parts.quant })
        if (!part.trimmed().isEmpty())
            setting << part.trimmed();
    c.setting = user.setting.trimmed().isEmpty() ? setting.join(QStringLiteral(" / ")) : user.setting.trimmed();
    c.fixedInputOverride = user.fixedInput;
    for (const auto& f : table.inputs)
        c.inputs << SentenceInput { f.inputId, f.length, f.lengthUnit };
    const QString fixedParams = fixedParamsText(run.params);
    c.fixedParams = user.fixedParams.trimmed().isEmpty() ? fixedParams : user.fixedParams.trimmed();
    for (const auto& f : table.inputs) {
        int total = 0;
        for (int v : f.outcomes)
            total += v;
        c.repetitionsMin = c.repetitionsMin == 0 ? total : std::min(c.repetitionsMin, total);
        c.repetitionsMax = std::max(c.repetitionsMax, total);
    }
    c.first = verdict.first;
    c.ceilingKb = table.memoryCeilingKb;
    c.budgetMs = table.latencyBudgetMs;
    c.timingKind = run.timingKind;
    for (const auto& f : table.inputs) {
        if (f.peakKb && (!c.peakKb || *f.peakKb > *c.peakKb)) {
            c.peakKb = f.peakKb;
            c.peakExactness = f.peakExactness;
        }
        if (f.n > 0 && (!c.latencyMs || f.p90Ms > *c.latencyMs)) {
            c.latencyMs = f.n == 1 ? f.medianMs : f.p90Ms;
            c.latencyN = f.n;
            c.timingKind = f.timingKind;
        }
    }

    c.observed = observations(table);
    c.known = knownLines(run, table, verdict, user);
    c.suggestedUnknowns = suggestedUnknowns(run, table, verdict);
    c.unknown = c.suggestedUnknowns;
    for (const auto& u : user.extraUnknowns)
        if (!c.unknown.contains(u))
            c.unknown << u;
    return c;
}

QString conclusionSentence(const Conclusion& c, SentenceLanguage l)
{
    // A slot the data does not fill says which part is missing, so the sentence still reads: "On an
    // unrecorded device and backend, with ... and unrecorded parameters repeated an unrecorded
    // number of times", never "On not recorded, with not recorded ...".
    const QString setting = !c.setting.trimmed().isEmpty() ? c.setting.trimmed()
        : zh(l)                                            ? QStringLiteral("未记录的设备与后端")
                                                           : QStringLiteral("an unrecorded device and backend");
    const QString params = !c.fixedParams.trimmed().isEmpty() ? c.fixedParams.trimmed()
        : zh(l)                                               ? QStringLiteral("未记录的参数")
                                                              : QStringLiteral("unrecorded parameters");
    const QString input = fixedInputText(c, l);
    const QString n = repetitionsText(c, l);
    const QString unknowns = unknownsText(c, l);
    if (c.first == FirstLimit::Undetermined) {
        if (zh(l))
            return QStringLiteral("在 %1 下，用 %2 和 %3 重复 %4 次，未观察到峰值内存或单次耗时先接近设备限制，"
                                  "因此尚不能确定优先处理内存还是延迟。该判断未覆盖 %5。")
                .arg(setting, input, params, n, unknowns);
        return QStringLiteral("On %1, with %2 and %3 repeated %4 times, neither peak memory nor single-inference time "
                              "was observed to approach a device limit first, so it is not yet determined whether "
                              "memory or latency comes first. This judgement does not cover %5.")
            .arg(setting, input, params, n, unknowns);
    }
    const bool memory = c.first == FirstLimit::Memory;
    if (zh(l))
        return QStringLiteral(
            "在 %1 下，用 %2 和 %3 重复 %4 次，观察到 %5 先接近 %6，因此优先处理 %7。该判断未覆盖 %8。")
            .arg(setting, input, params, n, figureText(c, l), limitText(c, l),
                memory ? QStringLiteral("内存") : QStringLiteral("延迟"), unknowns);
    return QStringLiteral("On %1, with %2 and %3 repeated %4 times, %5 was observed to approach %6 first, so %7 is "
                          "to be addressed first. This judgement does not cover %8.")
        .arg(setting, input, params, n, figureText(c, l), limitText(c, l),
            memory ? QStringLiteral("memory") : QStringLiteral("latency"), unknowns);
}

QList<Violation> validate(const Conclusion& c)
{
    using R = Violation::Rule;
    using S = Violation::Severity;
    QList<Violation> out;
    const bool anyUnknown = std::any_of(c.unknown.begin(), c.unknown.end(),
        [](const UnknownItem& u) { return !unknownItemText(u, SentenceLanguage::English).trimmed().isEmpty(); });
    if (!anyUnknown)
        out << violation(R::UnknownEmpty, S::Error, QStringLiteral("unknown"),
            Tr::tr("The unknown part is empty. Every measurement leaves something out: name at least what it "
                   "does not cover (other processes, peaks between samples, thermal throttling, untested lengths)."));
    const struct {
        const char* field;
        bool missing;
    } brackets[] = {
        { "setting", c.setting.trimmed().isEmpty() },
        { "fixedInput", c.fixedInputOverride.trimmed().isEmpty() && c.inputs.isEmpty() },
        { "fixedParams", c.fixedParams.trimmed().isEmpty() },
        { "repetitions", c.repetitionsMax <= 0 },
    };
    for (const auto& b : brackets)
        if (b.missing)
            out << violation(R::BracketMissing, S::Error, QString::fromLatin1(b.field),
                Tr::tr("The sentence's [%1] is not recorded in the data; fill it in.")
                    .arg(QString::fromLatin1(b.field)));

    static const QRegularExpression processCounter(
        QStringLiteral("VmHWM|VmRSS|ru_maxrss|RSS"), QRegularExpression::CaseInsensitiveOption);
    for (int i = 0; i < c.observed.size(); ++i) {
        const Observation& o = c.observed[i];
        const QString field = QStringLiteral("observed[%1]").arg(i);
        if (o.scope == MemoryScope::Device && processCounter.match(o.counter).hasMatch())
            out << violation(R::ProcessPeakAsDevicePeak, S::Error, field,
                Tr::tr("%1 is a counter of one process; it is not the whole device's peak memory.").arg(o.counter));
        if (o.timingKind == TimingKind::ColdStart && o.presentedAsStable)
            out << violation(R::ColdStartAsStable, S::Error, field,
                Tr::tr("A cold-start time includes loading; it is not the stable per-request latency."));
        if (o.n <= 1
            && (o.statistic == Statistic::Median || o.statistic == Statistic::P90
                || o.statistic == Statistic::Distribution))
            out << violation(R::SingleRunAsDistribution, S::Error, field,
                Tr::tr("A single run is one value, not a distribution: it has no median or percentile."));
        if (claimsProcessPeakIsDevice(o.label))
            out << violation(R::ProcessPeakAsDevicePeak, S::Error, field,
                Tr::tr("VmHWM is a counter of one process; it is not the whole device's peak memory."));
    }
    for (int i = 0; i < c.known.size(); ++i) {
        const QString field = QStringLiteral("known[%1]").arg(i);
        if (claimsProcessPeakIsDevice(c.known[i]))
            out << violation(R::ProcessPeakAsDevicePeak, S::Error, field,
                Tr::tr("VmHWM is a counter of one process; it is not the whole device's peak memory."));
        if (claimsColdStartIsStable(c.known[i]))
            out << violation(R::ColdStartAsStable, S::Error, field,
                Tr::tr("A cold-start time includes loading; it is not the stable per-request latency."));
    }
    for (const auto& s : c.suggestedUnknowns)
        if (!c.unknown.contains(s))
            out << violation(R::SuggestedUnknownMissing, S::Warning, QStringLiteral("unknown"),
                Tr::tr("The data suggests listing as unknown: %1").arg(unknownItemDisplay(s)));
    return out;
}

} // namespace Analysis
