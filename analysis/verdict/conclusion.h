#pragma once

// The reviewable conclusion of the measurement method: environment, observed, known, unknown, ending in the
// the measurement method's sentence
//   在 [设备/系统/后端/量化] 下，用 [固定输入] 和 [固定参数] 重复 [N] 次，观察到 [峰值内存或单次耗时]
//   先接近 [设备限制]，因此优先处理 [内存或延迟]。该判断未覆盖 [...]。
// and its English twin. The sentence is a format contract that a reviewer compares word for word,
// in both languages, whatever language the UI runs in; so it is built by fixed templates here and
// not by tr() (a translator's rewording, or an untranslated string under an English UI, would
// break the contract). Everything the user reads around it (labels, messages) goes through tr().

#include "analysis/verdict/verdict.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace Analysis {

enum class SentenceLanguage { Chinese, English };

// Things a measurement of one process cannot see (the measurement method: 其他进程占用、采样漏峰、温控降频、
// 不同输入长度), plus the VmRSS counter slack of kernels before 6.2 (SPLIT_RSS_COUNTING: each
// thread batches up to 64 page-count updates, so many threads make VmRSS/VmHWM lag).
enum class UnknownKind {
    OtherProcesses,
    PeaksBetweenSamples,
    ThermalThrottling,
    UntestedLengths,
    VmRssCounter,
    Custom
};

struct UnknownItem {
    UnknownKind kind = UnknownKind::Custom;
    QString text; // Custom only: the user's words, used as written in both languages
    bool operator==(const UnknownItem& o) const { return kind == o.kind && text == o.text; }
};

QString unknownItemText(const UnknownItem& item, SentenceLanguage lang); // fixed wording for the sentence
QString unknownItemDisplay(const UnknownItem& item); // translated, for the form

enum class Statistic { Value, Min, Median, P90, Max, Distribution };
enum class MemoryScope { Process, Device };

// One figure of the "observed" part: only numbers from the logs, each with its file.
struct Observation {
    QString label; // translated
    double value = 0;
    QString unit;
    QString source;
    Statistic statistic = Statistic::Value;
    int n = 1; // how many repetitions the figure summarizes
    QString counter; // memory: "VmHWM", "VmRSS", "ru_maxrss", "memory.peak"...; empty for latency
    MemoryScope scope = MemoryScope::Process; // what the figure is presented as covering
    TimingKind timingKind = TimingKind::Unknown; // latency only
    bool presentedAsStable = false; // latency presented as the steady per-request time
};

struct SentenceInput {
    QString id;
    double length = -1;
    LengthUnit unit = LengthUnit::Unknown;
};

// What the user may type into the form; an empty field keeps the value taken from the data.
struct ConclusionUserInput {
    QString setting, fixedInput, fixedParams;
    QList<UnknownItem> extraUnknowns;
    QStringList extraKnown;
};

struct Conclusion {
    QList<QPair<QString, QString>> environment; // translated label, value
    QList<Observation> observed;
    QStringList known; // translated statements
    QList<UnknownItem> unknown;
    QList<UnknownItem> suggestedUnknowns; // what the data says should be listed

    // The sentence's brackets, as data, so each language can render them.
    QString setting; // device / OS / backend / quantization, joined with " / "
    QString fixedInputOverride; // the user's words for [固定输入], else built from `inputs`
    QList<SentenceInput> inputs;
    QString fixedParams; // "key=value, key=value" in key order
    int repetitionsMin = 0, repetitionsMax = 0; // repetitions per input, warm-up included
    FirstLimit first = FirstLimit::Undetermined;
    std::optional<int64_t> peakKb;
    Exactness peakExactness = Exactness::Unknown;
    std::optional<int64_t> ceilingKb;
    std::optional<double> latencyMs; // p90 of the stable repetitions, or the single value when n = 1
    int latencyN = 0;
    TimingKind timingKind = TimingKind::Unknown;
    std::optional<double> budgetMs;
};

// Unknowns the data calls for: other processes (always: a process counter sees one process),
// peaks between samples (when a peak is sampled), thermal throttling (when no temperature was
// recorded or drift was seen), untested lengths (always), the VmRSS counter (kernel before 6.2 or
// unknown, with more than one thread or an unknown thread count).
QList<UnknownItem> suggestedUnknowns(const Run& run, const FigureTable& table, const Verdict& verdict);

Conclusion buildConclusion(
    const Run& run, const FigureTable& table, const Verdict& verdict, const ConclusionUserInput& user = {});

// The measurement method's sentence. Never has an empty bracket: what is missing reads "未记录" / "not
// recorded", and validate() reports it.
QString conclusionSentence(const Conclusion& c, SentenceLanguage lang);

struct Violation {
    enum class Rule {
        UnknownEmpty,
        BracketMissing,
        ProcessPeakAsDevicePeak,
        ColdStartAsStable,
        SingleRunAsDistribution,
        SuggestedUnknownMissing,
    };
    enum class Severity { Warning, Error };
    Rule rule = Rule::UnknownEmpty;
    Severity severity = Severity::Error;
    QString field; // "unknown", "setting", "observed[2]", "known[0]"...
    QString message; // translated
};

// The measurement method's guard rails, for the form to show in place: unknown is never empty; VmHWM (or any
// per-process counter) is never the device's peak; a cold start is never the stable latency; a
// single run is never a distribution; every bracket is filled. Free-text statements are checked
// for the first two claims unless they negate them.
QList<Violation> validate(const Conclusion& c);
// The maintained list of phrases that put a figure on the whole device, system or board (English
// and Chinese): a known item or label asserting a memory peak or use with one of them is refused,
// since every counter Headroom reads is one process tree's.
const QStringList& wholeDevicePhrases();

} // namespace Analysis
