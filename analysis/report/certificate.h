#pragma once

// The answer of `headroom fit` (docs/json-format.md, "The fit certificate"): the recommended setting,
// the bracket around its boundary (the longest length measured that held, the shortest that broke),
// which limit binds, the figures at both points and the runs that hold them, with the device and a
// digest of its environment, so that someone else can check it (`headroom verify --rerun`). Also the
// fit table every setting gets, as text for the terminal.

#include "analysis/core/run.h"
#include "analysis/plan/plan.h"
#include "analysis/verdict/fitsearch.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace Analysis {

constexpr int kFitCertificateVersion = 1;

// SHA-256 (hex) of the environment's stable facts, one "key=value" line each in key order: the
// device model, host name, kernel, machine, OS, CPU model and count, memory and swap totals, the
// cgroup limit and the probe's version. What changes from run to run (free memory, load,
// temperatures) is left out, so two runs on the same device give the same digest.
QByteArray environmentDigest(const Environment& env);
QStringList environmentDigestKeys();

struct FitCertificateInput {
    const Plan* plan = nullptr; // the fit plan, as written
    QString device; // the --device name
    QString fitId; // the fit's id in the project (every point's run has it as fit.id)
    const FitResult* result = nullptr;
    Environment environment; // of the recommended setting's holding run (or any run of the fit)
    QStringList engineArguments; // the recommended setting's command, {input} left for the input file
};

QJsonObject fitCertificate(const FitCertificateInput& in);

// The fit table, for the terminal: one line per setting (longest input held, the bracket, the
// binding limit, tokens/s and the peak there) and the recommended setting. Translated.
QStringList fitTableLines(const FitResult& result);

} // namespace Analysis
