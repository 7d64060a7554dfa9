// What the verdict's values are called: the stable machine names (JSON, CSV, the CLI) and the
// translated words for people, so a rule in verdict.cpp never spells one out itself.
#include "analysis/verdict/verdict.h"

#include "analysis/core/tr.h"

namespace Analysis {

QString lengthUnitName(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Tokens:
        return QStringLiteral("tokens");
    case LengthUnit::Chars:
        return QStringLiteral("chars");
    case LengthUnit::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString firstLimitName(FirstLimit f)
{
    switch (f) {
    case FirstLimit::Memory:
        return QStringLiteral("memory");
    case FirstLimit::Latency:
        return QStringLiteral("latency");
    case FirstLimit::Undetermined:
        break;
    }
    return QStringLiteral("undetermined");
}

QString verdictRuleName(VerdictRule r)
{
    static const char* const names[] = { "no_data", "oom_killed", "peak_at_ceiling", "latency_over_budget",
        "crosses_first", "long_tail", "memory_rises", "latency_rises", "both_rise_nearer", "nothing_approaches",
        "guard_stopped", "missing_figures", "gpu_peak_at_ceiling" };
    return QString::fromLatin1(names[static_cast<int>(r)]);
}

QString adviceText(Advice a)
{
    switch (a) {
    case Advice::Threads:
        return Tr::tr("Check the thread count and CPU affinity: more threads than free cores, or threads moved "
                      "between big and little cores, give occasional slow requests.");
    case Advice::Quantization:
        return Tr::tr("Check the quantization: a format the backend has no fast kernels for, or a mixed format, "
                      "makes some requests much slower.");
    case Advice::InputLength:
        return Tr::tr("Check the input length: a longer prompt than usual, or one near the context length, takes "
                      "disproportionately longer.");
    case Advice::Contention:
        return Tr::tr("Check what else runs on the device: other processes preempted the workload.");
    case Advice::PagedWeights:
        return Tr::tr("Check whether the model stays in memory: its pages were read from storage again during "
                      "inference.");
    case Advice::Storage:
        return Tr::tr("Check the storage: the CPUs waited for I/O during the repetitions.");
    case Advice::Throttling:
        return Tr::tr("Check the cooling: the CPU slowed down as the device heated up.");
    case Advice::ThrashRisk:
        return Tr::tr("Check the memory composition: the anonymous memory and the file-backed pages do not fit "
                      "under the ceiling together.");
    }
    return QString();
}

QString lengthUnitText(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Tokens:
        return Tr::tr("tokens");
    case LengthUnit::Chars:
        return Tr::tr("characters");
    case LengthUnit::Unknown:
        break;
    }
    return Tr::tr("unknown unit");
}

QString firstLimitText(FirstLimit f)
{
    switch (f) {
    case FirstLimit::Memory:
        return Tr::tr("memory reaches its ceiling first");
    case FirstLimit::Latency:
        return Tr::tr("latency reaches its budget first");
    case FirstLimit::Undetermined:
        break;
    }
    return Tr::tr("undetermined");
}

} // namespace Analysis
