// The fixed.yaml parser. Strict on purpose: every key is known, every value has its type, every
// required key is there, and every problem is reported (not just the first) with the file, the
// 1-based line from yaml-cpp's Mark and the dotted key.

#include "analysis/core/inputfile.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/planparser_p.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace Analysis {
namespace PlanDetail {

const QStringList& topKeys()
{
    static const QStringList keys = { QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("mode"),
        QStringLiteral("command"), QStringLiteral("workload"), QStringLiteral("endpoint"), QStringLiteral("params"),
        QStringLiteral("inputs"), QStringLiteral("token_count_command"), QStringLiteral("repetitions"),
        QStringLiteral("warmup"), QStringLiteral("iterations"), QStringLiteral("sample_interval_ms"),
        QStringLiteral("timeout_s"), QStringLiteral("limits"), QStringLiteral("load_complete"),
        QStringLiteral("output_token_regex"), QStringLiteral("engine"), QStringLiteral("acceptance"),
        QStringLiteral("critical_processes"), QStringLiteral("concurrency"), QStringLiteral("interleave"),
        QStringLiteral("robustness"), QStringLiteral("corpus"), QStringLiteral("decision"), QStringLiteral("fit"),
        QStringLiteral("cooldown"), QStringLiteral("pause_s"), QStringLiteral("sustained"), QStringLiteral("labels") };
    return keys;
}

// The version first: a newer plan may use keys this reader does not know, so nothing else is
// reported for it. False when the plan must not be read further.
bool Parser::parseVersion(const YAML::Node& root, Plan* plan)
{
    if (!root.IsMap())
        return true;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar() || it->first.Scalar() != "version")
            continue;
        const Item v { it->second, lineOf(it->second, lineOf(it->first, 1)), QStringLiteral("version") };
        const auto version = integer(v, 1, 1000000);
        if (!version)
            return false;
        if (*version > Plan::kFormatVersion) {
            error(v.line, v.field,
                Tr::tr("This plan is written in plan format %1; this version of Headroom reads format %2. "
                       "Use a newer Headroom.")
                    .arg(*version)
                    .arg(Plan::kFormatVersion));
            return false;
        }
        plan->version = int(*version);
        return true;
    }
    return true;
}

// The mode, and the keys that belong to the other mode.
void Parser::parseMode(const Fields& top, const Item& rootItem, Plan* plan)
{
    const auto field = [&](const char* key) -> const Item* {
        const auto it = top.constFind(QLatin1String(key));
        return it == top.cend() ? nullptr : &it.value();
    };
    bool modeKnown = false;
    if (const Item* i = field("mode")) {
        if (const auto s = scalar(*i)) {
            if (*s == u"process" || *s == u"loop" || *s == u"serve") {
                plan->mode = *s == u"process" ? PlanMode::Process : *s == u"loop" ? PlanMode::Loop : PlanMode::Serve;
                modeKnown = true;
            } else {
                error(i->line, i->field,
                    Tr::tr("The mode must be \"process\", \"loop\" or \"serve\", not \"%1\".").arg(*s));
            }
        }
    }
    if (modeKnown && plan->mode == PlanMode::Loop) {
        // The workload repeats the input itself: only a command can (the built-in workload cannot).
        require(top, rootItem, { QStringLiteral("command"), QStringLiteral("iterations") });
        if (const Item* i = field("workload"))
            error(i->line, i->field, Tr::tr("A loop-mode plan runs its own command, not the built-in workload."));
    }
    if (const Item* i = field("iterations"); i && modeKnown && plan->mode != PlanMode::Loop)
        error(i->line, i->field, Tr::tr("\"iterations\" belongs to loop mode, where one process repeats the input."));
    if (modeKnown && startsProcess(plan->mode)) {
        const Item* command = field("command");
        const Item* workload = field("workload");
        if (!command == !workload && plan->mode == PlanMode::Process)
            error(command ? command->line : (workload ? workload->line : 1), QStringLiteral("command"),
                Tr::tr("A process-mode plan needs exactly one of \"command\" and \"workload\"."));
        for (const char* key : { "endpoint", "concurrency" })
            if (const Item* i = field(key))
                error(i->line, i->field, Tr::tr("\"%1\" belongs to serve mode.").arg(i->field));
    } else if (modeKnown) {
        for (const char* key : { "command", "workload", "load_complete", "output_token_regex", "engine", "interleave",
                 "cooldown", "pause_s", "sustained" })
            if (const Item* i = field(key))
                error(i->line, i->field,
                    Tr::tr("\"%1\" belongs to process mode: in serve mode the engine is already running.")
                        .arg(i->field));
        require(top, rootItem, { QStringLiteral("endpoint"), QStringLiteral("concurrency") });
    }
}

void Parser::parseCriticalProcesses(const Item& item, Plan* plan)
{
    if (!item.node.IsSequence()) {
        error(item.line, item.field, Tr::tr("Expected a list of process names or PIDs."));
    } else {
        int index = 0;
        for (const auto& element : item.node) {
            const Item e { element, lineOf(element, item.line), item.field + u'[' + QString::number(index++) + u']' };
            if (const auto s = text(e)) {
                bool isNumber = false;
                const qlonglong pid = s->toLongLong(&isNumber);
                if (isNumber && pid <= 0)
                    error(e.line, e.field, Tr::tr("A PID must be positive."));
                plan->criticalProcesses.append(*s);
            }
        }
    }
}

void Parser::parseConcurrency(const Item& item, Plan* plan)
{
    if (!item.node.IsSequence() || item.node.size() == 0) {
        error(item.line, item.field, Tr::tr("Expected a non-empty list of concurrency levels, e.g. [1, 2, 4, 8]."));
    } else {
        int index = 0;
        for (const auto& element : item.node) {
            const Item e { element, lineOf(element, item.line), item.field + u'[' + QString::number(index++) + u']' };
            if (const auto level = integer(e, 1, 1024)) {
                if (plan->concurrency.contains(int(*level)))
                    error(e.line, e.field, Tr::tr("The level %1 is listed twice.").arg(*level));
                plan->concurrency.append(int(*level));
            }
        }
    }
}

void Parser::parseTop(const YAML::Node& root, Plan* plan)
{
    const Item rootItem { root, 1, QString() };
    if (!parseVersion(root, plan))
        return;
    const auto top = mapOf(rootItem, topKeys());
    if (!top)
        return;
    if (!top->contains(QStringLiteral("version")))
        error(1, QStringLiteral("version"), Tr::tr("The required key \"version\" is missing."));

    require(*top, rootItem,
        { QStringLiteral("name"), QStringLiteral("mode"), QStringLiteral("params"), QStringLiteral("repetitions"),
            QStringLiteral("warmup"), QStringLiteral("sample_interval_ms"), QStringLiteral("timeout_s"),
            QStringLiteral("limits") });
    const auto field = [&](const char* key) -> const Item* {
        const auto it = top->constFind(QLatin1String(key));
        return it == top->cend() ? nullptr : &it.value();
    };

    if (const Item* i = field("name")) {
        if (const auto s = text(*i)) {
            if (s->contains(u'\n'))
                error(i->line, i->field, Tr::tr("The name must be a single line."));
            plan->name = *s;
        }
    }
    parseMode(*top, rootItem, plan);
    if (const Item* i = field("command")) {
        if (const auto list = argv(*i))
            plan->command = *list;
    }
    if (const Item* i = field("workload")) {
        if (const auto s = scalar(*i)) {
            if (*s == u"calibrate")
                plan->workload = *s;
            else
                error(i->line, i->field,
                    Tr::tr("The only built-in workload is \"calibrate\", not \"%1\".").arg(s->left(40)));
        }
    }
    if (const Item* i = field("endpoint"))
        parseEndpoint(*i, plan);
    if (const Item* i = field("params"))
        parseParams(*i, plan);
    if (const Item* i = field("labels"))
        parseLabels(*i, plan);
    if (const Item* i = field("token_count_command")) {
        if (const auto list = argv(*i)) {
            plan->tokenCountCommand = *list;
            if (!list->join(QChar()).contains(u"{input}"))
                error(i->line, i->field, Tr::tr("The token-count command must name the input as \"{input}\"."));
        }
    }
    if (const Item* i = field("inputs"))
        parseInputs(*i, plan);
    // The documents of a corpus are inputs too; at least one of the two gives the run its inputs.
    if (const Item* i = field("corpus"))
        parseCorpus(*i, plan);
    else if (!field("inputs") && !field("fit"))
        error(1, QStringLiteral("inputs"), Tr::tr("The required key \"inputs\" is missing (or give a \"corpus\")."));
    if (const Item* i = field("decision"))
        parseDecision(*i, plan);
    if (const Item* i = field("repetitions"))
        plan->repetitions = int(integer(*i, 1, 100000).value_or(0));
    if (const Item* i = field("warmup"))
        plan->warmup = int(integer(*i, 0, 1000).value_or(0));
    // Two at least: the first pass is the in-process series' warm-up.
    if (const Item* i = field("iterations"); i && plan->mode == PlanMode::Loop)
        plan->iterations = int(integer(*i, 2, 100000).value_or(0));
    if (const Item* i = field("sample_interval_ms"))
        plan->sampleIntervalMs = int(integer(*i, 1, 60000).value_or(0));
    if (const Item* i = field("timeout_s"))
        plan->timeoutS = number(*i, 0, 7 * 24 * 3600, true).value_or(0);
    if (const Item* i = field("limits"))
        parseLimits(*i, plan);
    if (const Item* i = field("load_complete"))
        parseLoadComplete(*i, plan);
    if (const Item* i = field("output_token_regex")) {
        if (const auto s = text(*i); s && checkEre(*i, *s))
            plan->outputTokenRegex = *s;
    }
    if (const Item* i = field("engine")) {
        if (const auto s = scalar(*i)) {
            if (*s == u"llama.cpp" || *s == u"onnxruntime" || *s == u"markers" || *s == u"none")
                plan->engine = *s;
            else
                error(i->line, i->field,
                    Tr::tr("The engine must be \"llama.cpp\", \"onnxruntime\", \"markers\" or \"none\", not \"%1\".")
                        .arg(s->left(40)));
        }
    }
    if (const Item* i = field("acceptance"))
        parseAcceptance(*i, plan);
    if (const Item* i = field("critical_processes"))
        parseCriticalProcesses(*i, plan);
    if (const Item* i = field("concurrency"))
        parseConcurrency(*i, plan);
    if (const Item* i = field("interleave"))
        plan->interleave = boolean(*i).value_or(false);
    if (const Item* i = field("cooldown"))
        parseCooldown(*i, plan);
    if (const Item* i = field("pause_s"))
        plan->pauseS = number(*i, 0, 24 * 3600, false).value_or(0);
    if (const Item* i = field("sustained"))
        parseSustained(*i, plan);
    if (const Item* i = field("robustness")) {
        plan->robustness = boolean(*i).value_or(false);
        // The generated inputs' ids must stay free, so that a result can always be told apart.
        for (const auto& input : plan->inputs)
            if (plan->robustness && input.id.startsWith(u"robust."))
                error(i->line, i->field,
                    Tr::tr("The input id \"%1\" starts with \"robust.\", which the robustness set uses.")
                        .arg(input.id));
    }
    // Last: the fit checks its settings by parsing the plans they run.
    if (const Item* i = field("fit"))
        parseFit(*i, *top, plan);
    if (!hasErrors(diagnostics)) {
        checkPlaceholders(*top, *plan);
        checkServeExtras(*top, *plan);
    }
    if (!hasErrors(diagnostics))
        checkFitSettings(*plan);
}

// cooldown: {until_c: 50, zone: auto, max_wait_s: 300} (issue 25, item 2).
void Parser::parseCooldown(const Item& item, Plan* plan)
{
    const auto f = mapOf(item, { QStringLiteral("until_c"), QStringLiteral("zone"), QStringLiteral("max_wait_s") });
    if (!f || !require(*f, item, { QStringLiteral("until_c") }))
        return;
    PlanCooldown c;
    if (const auto t = number((*f)[QStringLiteral("until_c")], -40, 150, false))
        c.untilC = *t;
    if (const auto it = f->constFind(QStringLiteral("zone")); it != f->cend()) {
        if (const auto z = scalar(*it)) {
            // "auto", thermal_zoneN or a zone's type ("cpu-thermal", "x86_pkg_temp"): a plain name.
            static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
            if (name.match(*z).hasMatch())
                c.zone = *z;
            else
                error(it->line, it->field,
                    Tr::tr("The zone must be \"auto\", a thermal_zoneN or a zone's type, not \"%1\".")
                        .arg(z->left(40)));
        }
    }
    if (const auto it = f->constFind(QStringLiteral("max_wait_s")); it != f->cend())
        c.maxWaitS = number(*it, 0, 24 * 3600, true).value_or(300);
    plan->cooldown = c;
}

// sustained: {minutes: 30} (issue 25, item 2): more than nothing, at most a day.
void Parser::parseSustained(const Item& item, Plan* plan)
{
    const auto f = mapOf(item, { QStringLiteral("minutes") });
    if (!f || !require(*f, item, { QStringLiteral("minutes") }))
        return;
    if (const auto m = number((*f)[QStringLiteral("minutes")], 0, PlanSustained::kMaxMinutes, true))
        plan->sustained = PlanSustained { *m };
}

void Parser::parseEndpoint(const Item& item, Plan* plan)
{
    const auto f = mapOf(
        item, { QStringLiteral("url"), QStringLiteral("api"), QStringLiteral("pid"), QStringLiteral("metrics") });
    if (!f || !require(*f, item, { QStringLiteral("url"), QStringLiteral("api") }))
        return;
    PlanEndpoint endpoint;
    const Item& urlItem = (*f)[QStringLiteral("url")];
    if (const auto s = text(urlItem)) {
        // The probe speaks plain HTTP to an engine on the device's own loopback; nothing else.
        const QUrl url(*s, QUrl::StrictMode);
        const QString host = url.host();
        if (!url.isValid() || url.scheme() != u"http" || url.port() <= 0
            || !(host == u"127.0.0.1" || host == u"localhost" || host == u"::1"))
            error(urlItem.line, urlItem.field,
                Tr::tr("The endpoint must be http://127.0.0.1:PORT (an engine on the device's loopback), "
                       "not \"%1\".")
                    .arg(s->left(80)));
        endpoint.url = *s;
    }
    const Item& apiItem = (*f)[QStringLiteral("api")];
    if (const auto s = scalar(apiItem)) {
        static const QMap<QString, ServeApi> apis = { { QStringLiteral("llama"), ServeApi::Llama },
            { QStringLiteral("openai-completions"), ServeApi::OpenAiCompletions },
            { QStringLiteral("openai-chat"), ServeApi::OpenAiChat }, { QStringLiteral("ollama"), ServeApi::Ollama } };
        if (apis.contains(*s))
            endpoint.api = apis.value(*s);
        else
            error(apiItem.line, apiItem.field,
                Tr::tr("Unknown api \"%1\"; one of: %2.").arg(s->left(40), apis.keys().join(u", ")));
    }
    if (f->contains(QStringLiteral("pid")))
        endpoint.pid = integer((*f)[QStringLiteral("pid")], 1, 0x7fffffff);
    // The engine's Prometheus metrics on the same host and port: what it processed at once.
    if (f->contains(QStringLiteral("metrics"))) {
        const Item& m = (*f)[QStringLiteral("metrics")];
        if (const auto s = text(m)) {
            static const QRegularExpression path(QStringLiteral("^/[\\x21-\\x7e]{0,255}$"));
            if (path.match(*s).hasMatch())
                endpoint.metricsPath = *s;
            else
                error(m.line, m.field,
                    Tr::tr("The metrics path is a path on the engine's host and port, such as /metrics, not \"%1\".")
                        .arg(s->left(40)));
        }
    }
    plan->endpoint = endpoint;
}

} // namespace PlanDetail

using namespace PlanDetail;

PlanParseResult parsePlan(const QByteArray& fileText, const QString& fileName, const QString& baseDir)
{
    PlanParseResult result;
    Parser parser(fileName, baseDir);
    const auto fail = [&](int line, const QString& message) {
        parser.error(line, QString(), message);
        result.diagnostics = parser.diagnostics;
        return result;
    };
    if (fileText.size() > kMaxPlanBytes)
        return fail(0,
            Tr::tr("The plan is %1 bytes; a plan is at most %2 bytes.").arg(fileText.size()).arg(kMaxPlanBytes));
    // An editor's byte-order mark is skipped (the plan is kept as written); UTF-16 is named.
    const TextEncoding encoding
        = textEncoding(std::string_view(fileText.constData(), static_cast<size_t>(fileText.size())));
    if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE)
        return fail(0, utf16Refusal(encoding));
    const QByteArray text = encoding == TextEncoding::Utf8Bom ? fileText.mid(kUtf8BomBytes) : fileText;
    const Utf8Scan scan = scanUtf8(text);
    if (!scan.isValid())
        return fail(scan.firstInvalidLine,
            Tr::tr("The plan is not valid UTF-8 (first bad byte at offset %1).").arg(scan.firstInvalidOffset));
    // YAML forbids tabs in indentation; yaml-cpp's own message for them ("illegal map value")
    // does not say so.
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray& l = lines.at(i);
        int j = 0;
        while (j < l.size() && (l.at(j) == ' ' || l.at(j) == '\t'))
            ++j;
        if (l.left(j).contains('\t') && j < l.size() && l.at(j) != '#')
            parser.error(i + 1, QString(), Tr::tr("A tab is used for indentation; YAML allows only spaces."));
    }
    if (hasErrors(parser.diagnostics)) {
        result.diagnostics = parser.diagnostics;
        return result;
    }
    // yaml-cpp 0.7's LoadAll loops for ever on a document that starts with a flow entry (",a: 1",
    // found by the plan fuzzer: tests/fuzz), so the plan is read with Load, which stops after the
    // first document, and a second document is found here from the markers: a "---" after content,
    // or content after a "...".
    bool content = false, ended = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray t = lines.at(i).trimmed();
        if (t.isEmpty() || t.startsWith('#'))
            continue;
        const bool start = lines.at(i).startsWith("---"), end = lines.at(i).startsWith("...");
        if ((start && content) || (ended && !end))
            return fail(i + 1, Tr::tr("The file holds more than one YAML document."));
        ended = ended || end;
        content = content || (!start && !end);
    }
    YAML::Node document;
    try {
        document = YAML::Load(text.toStdString());
    } catch (const YAML::Exception& e) {
        return fail(e.mark.line >= 0 ? e.mark.line + 1 : 0,
            Tr::tr("YAML syntax error: %1.").arg(QString::fromStdString(e.msg)));
    }
    if (!document || document.IsNull()) {
        if (content)
            return fail(1, Tr::tr("YAML syntax error: the text does not start a mapping of keys."));
        return fail(0, Tr::tr("The plan is empty."));
    }
    const std::vector<YAML::Node> documents { document };
    Plan plan;
    plan.sourcePath = fileName;
    plan.baseDir = baseDir;
    plan.sourceText = fileText;
    try {
        parser.parseTop(documents.front(), &plan);
    } catch (const YAML::Exception& e) { // defensive: node access is checked before use
        parser.error(e.mark.line >= 0 ? e.mark.line + 1 : 0, QString(),
            Tr::tr("YAML error: %1.").arg(QString::fromStdString(e.msg)));
    }
    result.diagnostics = parser.diagnostics;
    if (!hasErrors(result.diagnostics))
        result.plan = std::move(plan);
    return result;
}

PlanParseResult parsePlanFile(const QString& path)
{
    QFile file;
    QString why;
    if (!openInputFile(file, path, kMaxInputFileBytes, &why)) {
        PlanParseResult result;
        result.diagnostics.append(
            { Diagnostic::Severity::Error, path, 0, QString(), Tr::tr("Cannot open the plan: %1.").arg(why) });
        return result;
    }
    // One byte past the limit is enough to know it is too large.
    const QByteArray text = file.read(kMaxPlanBytes + 1);
    return parsePlan(text, path, QFileInfo(path).absolutePath());
}

} // namespace Analysis
