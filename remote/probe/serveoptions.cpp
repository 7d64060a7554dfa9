#include "serveoptions.h"

#include "modes.h"
#include "runoptions.h"
#include "util.h"

namespace Probe {

bool parseServeOptions(int argc, char** argv, ServeOptions& o)
{
    std::string url;
    std::string api = "llama";
    for (int i = 0; i < argc; ++i)
        o.argv.emplace_back(argv[i]);
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--stream") {
            o.stream = true;
            continue;
        }
        if (i + 1 >= argc)
            return usageError("serve", "%s needs a value (or unknown option)", a.c_str()) == 0;
        const std::string v = argv[++i];
        int64_t n = 0;
        double d = 0;
        std::string bgError;
        if (parseBackgroundOption(a, v, o.background, bgError)) {
            if (!bgError.empty())
                return usageError("serve", "%s", bgError.c_str()) == 0;
        } else if (a == "--url")
            url = v;
        else if (a == "--api")
            api = v;
        else if (a == "--model")
            o.model = v;
        else if (a == "--prompt")
            o.prompt = v;
        else if (a == "--input") {
            const auto eq = v.find('=');
            // The id names output files (out/ID-N.stdout): the same characters as run's.
            if (eq == std::string::npos || !validId(v.substr(0, eq)) || eq + 1 == v.size())
                return usageError("serve", "--input wants ID=FILE with ID of [A-Za-z0-9._-], got '%s'", v.c_str()) == 0;
            o.inputs.emplace_back(v.substr(0, eq), v.substr(eq + 1));
        } else if (a == "--param" || a == "--param-str") {
            const auto eq = v.find('=');
            if (eq == std::string::npos || eq == 0)
                return usageError("serve", "%s wants KEY=VALUE, got '%s'", a.c_str(), v.c_str()) == 0;
            o.params.emplace_back(v.substr(0, eq), jsonParamValue(v.substr(eq + 1), a == "--param-str"));
        } else if (a == "--max-tokens" && parseInt64(v, n) && n >= 1 && n <= 1000000)
            o.maxTokens = int(n);
        else if (a == "--concurrency") {
            o.levels.clear();
            for (const auto& part : split(v, ',')) {
                if (!parseInt64(trim(part), n) || n < 1 || n > 256 || o.levels.size() >= 32)
                    return usageError("serve", "--concurrency wants levels 1..256 such as 1,2,4,8, got '%s'", v.c_str())
                        == 0;
                o.levels.push_back(int(n));
            }
        } else if (a == "--requests" && parseInt64(v, n) && n >= 1 && n <= 100000)
            o.requests = int(n);
        else if (a == "--warmup" && parseInt64(v, n) && n >= 0 && n <= 1000)
            o.warmup = int(n);
        else if (a == "--timeout-s" && parseDouble(v, d) && d > 0)
            o.timeoutS = d;
        else if (a == "--idle-timeout-s" && parseDouble(v, d) && d > 0)
            o.idleTimeoutS = d;
        else if (a == "--ttft-budget-ms" && parseDouble(v, d) && d > 0)
            o.ttftBudgetMs = d;
        else if (a == "--e2e-budget-ms" && parseDouble(v, d) && d > 0)
            o.e2eBudgetMs = d;
        else if (a == "--budget-quantile" && parseDouble(v, d) && d > 0 && d <= 1)
            o.budgetQuantile = d;
        else if (a == "--engine-pid" && parseInt64(v, n) && n > 0)
            o.enginePid = n;
        else if (a == "--interval-ms" && parseInt64(v, n) && n >= 1 && n <= 3600000)
            o.intervalMs = int(n);
        else if (a == "--full-sample-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.fullSampleMs = n;
        else if (a == "--context-interval-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.contextIntervalMs = n;
        else if (a == "--gpu-interval-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.gpuIntervalMs = n;
        else if (a == "--out")
            o.outDir = v;
        else if (a == "--metrics-path" && !v.empty() && v[0] == '/' && v.find_first_of(" \r\n") == std::string::npos)
            o.metricsPath = v;
        else if (a == "--critical")
            o.critical.push_back(v);
        else
            return usageError("serve", "bad option or value: %s %s", a.c_str(), v.c_str()) == 0;
    }
    if (url.empty() || o.outDir.empty())
        return usageError("serve", "--url URL and --out DIR are required") == 0;
    if (!parseApi(api, o.endpoint.api))
        return usageError("serve", "--api wants llama, openai, openai-chat or ollama, got '%s'", api.c_str()) == 0;
    std::string error;
    if (!parseUrl(url, o.endpoint, error))
        return usageError("serve", "%s", error.c_str()) == 0;
    if (o.inputs.empty() && o.prompt.empty())
        return usageError("serve", "give --prompt TEXT or --input ID=FILE") == 0;
    for (const auto& in : o.inputs)
        if (!fileExists(in.second))
            return usageError("serve", "input '%s': file not found: %s", in.first.c_str(), in.second.c_str()) == 0;
    return true;
}

} // namespace Probe
