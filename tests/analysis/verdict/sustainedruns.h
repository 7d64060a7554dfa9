#pragma once

// Sustained runs built from repetitions, as tst_sustained builds them: interleaved rounds of each
// input, each repetition's start time after the one before, a plan parameter (threads) for the
// setting. Used by tst_sustainedsettings and tst_cli_compare_sustained.

#include "analysis/core/run.h"

#include <functional>

namespace SustainedRuns {

// -1..1, the same sequence every time.
struct Noise {
    uint64_t state = 12345;
    double next()
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double((state >> 11) & ((1ULL << 20) - 1)) / double(1ULL << 19) - 1.0;
    }
};

// A spread that every window of 8 consecutive rounds holds whole: a window's median is the centre,
// so two runs built on it differ by exactly the shift between them.
inline double cycle(int round)
{
    static const double offsets[8] = { -10, 5, -5, 10, -2.5, 7.5, 2.5, -7.5 };
    return offsets[round % 8];
}

// `rounds` rounds of the inputs (none: not sustained); wall(input, round) gives each time.
inline Analysis::Run settingRun(const QString& id, const QString& threads, const QStringList& inputs, int rounds,
    const std::function<double(int, int)>& wall, double sustainedS = 60)
{
    using namespace Analysis;
    Run run;
    run.id = id;
    run.name = QStringLiteral("llama-sustained");
    run.device = QStringLiteral("board");
    run.timingKind = TimingKind::ColdStart;
    run.params.insert(QStringLiteral("threads"), threads);
    run.params.insert(QStringLiteral("max_new_tokens"), QStringLiteral("64"));
    run.params.insert(QStringLiteral("command"), QStringLiteral("./llama-cli -t ") + threads);
    if (sustainedS > 0)
        run.params.insert(QStringLiteral("sustained_s"), QString::number(sustainedS));
    for (const QString& in : inputs)
        run.inputs << InputSpec { in, in + QStringLiteral(".txt") };
    double t = 0;
    for (int r = 0; r < rounds; ++r)
        for (int i = 0; i < inputs.size(); ++i) {
            Repetition rep;
            rep.inputId = inputs.at(i);
            rep.index = r;
            rep.startMs = t;
            rep.wallMs = wall(i, r);
            rep.outcome = Outcome::Ok;
            rep.exitCode = 0;
            rep.maxRssKb = 100000;
            t += rep.wallMs + 10;
            run.repetitions << rep;
        }
    return run;
}

} // namespace SustainedRuns
