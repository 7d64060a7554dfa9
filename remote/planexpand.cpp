// A plan becomes probe invocations: `headroom-probe run` for a process-mode plan (a fresh process
// per repetition), `headroom-probe serve` for a serve-mode plan (streamed requests to an engine
// that is already running). Always an argument list, never a shell string: file names with
// spaces, quotes or $(...) reach the probe as they are.

#include "analysis/plan/servefields.h"
#include "remote/planrunner.h"
#include "remote/tr.h"


namespace Remote {
namespace {

QString reserveArgument(const Analysis::PlanLimits& limits)
{
    if (limits.reserveIsPercent)
        return QString::number(limits.reservePercent, 'g', 17) + u'%';
    return QString::number(limits.reserveBytes / 1024);
}

// The probe's name for each API (its --api), which differs from the plan's for OpenAI completions.
QString probeApiName(Analysis::ServeApi api)
{
    switch (api) {
    case Analysis::ServeApi::Llama:
        return QStringLiteral("llama");
    case Analysis::ServeApi::OpenAiCompletions:
        return QStringLiteral("openai");
    case Analysis::ServeApi::OpenAiChat:
        return QStringLiteral("openai-chat");
    case Analysis::ServeApi::Ollama:
        break;
    }
    return QStringLiteral("ollama");
}

// The plan's parameters as request fields (analysis/plan/servefields.h: the names each API gives
// them, Ollama's inside "options"): --param for a number or a boolean, --param-str for a string, so
// that a quoted "42" reaches the engine as the text it was written as.
QStringList requestFields(const Analysis::Plan& plan)
{
    QStringList a;
    for (const Analysis::ServeRequestField& f : Analysis::serveRequestFields(plan))
        a << (f.value.isString() ? QStringLiteral("--param-str") : QStringLiteral("--param"))
          << (f.inOptions ? QStringLiteral("options.") : QString()) + f.name + u'=' + f.text;
    return a;
}

PlanExpansion expandServe(const Analysis::Plan& plan, const QString& probePath, const QString& runDir)
{
    PlanExpansion result;
    if (!plan.endpoint || plan.concurrency.isEmpty() || (plan.inputs.isEmpty() && !plan.corpus)) {
        result.error = Tr::tr("A serve-mode plan needs an endpoint, inputs and concurrency levels.");
        return result;
    }
    const int inputs = int(plan.inputs.size());
    ProbeInvocation inv;
    inv.program = probePath;
    inv.workingDirectory = plan.baseDir;
    // The probe sends its inputs in turn; so that each input gets the plan's repetitions at every
    // level (and its warm-up once), a level has inputs x repetitions requests.
    inv.repetitionsTotal = inputs * (plan.warmup + plan.repetitions * int(plan.concurrency.size()));
    QStringList levels;
    for (int level : plan.concurrency)
        levels << QString::number(level);
    QStringList& a = inv.arguments;
    a << QStringLiteral("serve") << QStringLiteral("--url") << plan.endpoint->url << QStringLiteral("--api")
      << probeApiName(plan.endpoint->api);
    if (const auto model = plan.params.value(QStringLiteral("model")))
        a << QStringLiteral("--model") << *model;
    for (const auto& input : plan.inputs)
        a << QStringLiteral("--input") << input.id + u'=' + plan.inputPath(input);
    if (const auto n = plan.params.value(QStringLiteral("max_new_tokens")))
        a << QStringLiteral("--max-tokens") << *n;
    a << requestFields(plan);
    a << QStringLiteral("--concurrency") << levels.join(u',') << QStringLiteral("--requests")
      << QString::number(inputs * plan.repetitions) << QStringLiteral("--warmup")
      << QString::number(inputs * plan.warmup) << QStringLiteral("--timeout-s")
      << QString::number(plan.timeoutS, 'g', 17) << QStringLiteral("--interval-ms")
      << QString::number(plan.sampleIntervalMs);
    // The plan's latency budget is per repetition, here per request, end to end: the sustainable
    // level is the highest whose 90th percentile holds it with no request failed.
    if (plan.limits.latencyS > 0)
        a << QStringLiteral("--e2e-budget-ms") << QString::number(plan.limits.latencyS * 1000.0, 'g', 17);
    if (plan.limits.ttftS > 0)
        a << QStringLiteral("--ttft-budget-ms") << QString::number(plan.limits.ttftS * 1000.0, 'g', 17);
    if (plan.endpoint->pid)
        a << QStringLiteral("--engine-pid") << QString::number(*plan.endpoint->pid);
    if (!plan.endpoint->metricsPath.isEmpty())
        a << QStringLiteral("--metrics-path") << plan.endpoint->metricsPath;
    for (const QString& p : plan.criticalProcesses)
        a << QStringLiteral("--critical") << p;
    a << QStringLiteral("--stream") << QStringLiteral("--out") << runDir;
    result.invocations.append(inv);
    return result;
}

} // namespace

PlanExpansion expandPlan(const Analysis::Plan& plan, const QString& probePath, const QString& runDir)
{
    PlanExpansion result;
    if (probePath.isEmpty()) {
        result.error = Tr::tr("No headroom-probe binary was found for this machine.");
        return result;
    }
    // A fit plan has no inputs of its own: `headroom fit` runs one plan per length it measures.
    if (plan.fit) {
        result.error = Tr::tr("This plan has a fit section: run it with headroom fit.");
        return result;
    }
    if (plan.mode == Analysis::PlanMode::Serve)
        return expandServe(plan, probePath, runDir);
    QStringList command = plan.expandedCommand();
    // The built-in workload runs from the same binary that measures it.
    if (command.constFirst() == u"headroom-probe")
        command[0] = probePath;

    ProbeInvocation inv;
    inv.program = probePath;
    inv.workingDirectory = plan.baseDir;
    inv.repetitionsTotal = int(plan.inputs.size()) * (plan.warmup + plan.repetitions);
    QStringList& a = inv.arguments;
    a << QStringLiteral("run") << QStringLiteral("--repeat") << QString::number(plan.repetitions)
      << QStringLiteral("--warmup") << QString::number(plan.warmup) << QStringLiteral("--interval-ms")
      << QString::number(plan.sampleIntervalMs) << QStringLiteral("--timeout-s")
      << QString::number(plan.timeoutS, 'g', 17) << QStringLiteral("--guard-reserve-kb")
      << reserveArgument(plan.limits);
    if (plan.limits.cgroupMemoryBytes > 0)
        a << QStringLiteral("--cgroup-limit") << QString::number(plan.limits.cgroupMemoryBytes);
    if (plan.interleave)
        a << QStringLiteral("--interleave");
    if (plan.cooldown)
        a << QStringLiteral("--cooldown-until-c") << QString::number(plan.cooldown->untilC, 'g', 17)
          << QStringLiteral("--cooldown-zone") << plan.cooldown->zone << QStringLiteral("--cooldown-max-wait-s")
          << QString::number(plan.cooldown->maxWaitS, 'g', 17);
    if (plan.pauseS > 0)
        a << QStringLiteral("--pause-s") << QString::number(plan.pauseS, 'g', 17);
    if (plan.sustained)
        a << QStringLiteral("--sustained-s") << QString::number(plan.sustained->minutes * 60, 'g', 17);
    if (plan.mode == Analysis::PlanMode::Loop)
        a << QStringLiteral("--loop");
    // The probe pins the workload itself, so the affinity holds whether or not the command also
    // passes {cpu_affinity} to the engine.
    if (const auto cpus = plan.params.value(QStringLiteral("cpu_affinity")))
        a << QStringLiteral("--cpu-affinity") << *cpus;
    for (const auto& input : plan.inputs)
        a << QStringLiteral("--input") << input.id + u'=' + plan.inputPath(input);
    switch (plan.loadComplete.kind) {
    case Analysis::LoadComplete::Kind::None:
        break;
    case Analysis::LoadComplete::Kind::Regex:
        a << QStringLiteral("--load-regex") << plan.loadComplete.regex;
        break;
    case Analysis::LoadComplete::Kind::FirstOutput:
        a << QStringLiteral("--load-first-output");
        break;
    case Analysis::LoadComplete::Kind::AfterMs:
        a << QStringLiteral("--load-after-ms") << QString::number(plan.loadComplete.afterMs);
        break;
    }
    if (!plan.outputTokenRegex.isEmpty())
        a << QStringLiteral("--token-regex") << plan.outputTokenRegex;
    else if (!plan.workload.isEmpty())
        a << QStringLiteral("--token-regex") << QStringLiteral("^token "); // calibrate prints one line per token
    if (!plan.engine.isEmpty())
        a << QStringLiteral("--engine") << plan.engine;
    for (const QString& p : plan.criticalProcesses)
        a << QStringLiteral("--critical") << p;
    a << QStringLiteral("--stream") << QStringLiteral("--out") << runDir << QStringLiteral("--");
    a << command;
    result.invocations.append(inv);
    return result;
}

} // namespace Remote
