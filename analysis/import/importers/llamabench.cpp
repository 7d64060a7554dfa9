#include "analysis/import/importers/llamabench.h"

#include "analysis/import/importers/toolcommon.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>
#include <map>

namespace Analysis::Importers {

namespace {

// One test as any format gives it: the named fields as text, and the samples where the format
// has them.
struct Record {
    int line = 0;
    std::map<std::string, std::string> fields;
    std::vector<double> samplesNs, samplesTs;
    bool hasSamples = false;
};

bool hasAll(std::string_view head, std::initializer_list<const char*> words)
{
    for (const char* w : words)
        if (head.find(w) == std::string_view::npos)
            return false;
    return true;
}

std::optional<int64_t> intField(const Record& r, const char* key)
{
    const auto it = r.fields.find(key);
    return it == r.fields.end() ? std::nullopt : parseInt(trimmed(it->second));
}

std::optional<double> numberField(const Record& r, const char* key)
{
    const auto it = r.fields.find(key);
    return it == r.fields.end() ? std::nullopt : parseDouble(trimmed(it->second));
}

QString testName(int64_t prompt, int64_t gen, int64_t depth)
{
    QString name = gen == 0 ? QStringLiteral("pp%1").arg(prompt)
        : prompt == 0       ? QStringLiteral("tg%1").arg(gen)
                            : QStringLiteral("pp%1+tg%2").arg(prompt).arg(gen);
    if (depth > 0)
        name += QStringLiteral(" @ d%1").arg(depth);
    return name;
}

// Settings kept as the tool gave them; numbers among them get their unit, flags read true/false.
constexpr const char* kTextFields[] = { "build_commit", "cpu_info", "gpu_info", "backends", "backend", "model_filename",
    "model_type", "type_k", "type_v", "split_mode", "test_time", "devices", "cpu_mask" };
constexpr const char* kFlagFields[] = { "flash_attn", "use_mmap", "no_kv_offload", "embeddings", "cuda", "vulkan",
    "metal", "sycl", "gpu_blas", "blas" };

bool addRecords(Input& in, Run& run, const std::vector<Record>& records, const QString& format)
{
    QSet<QString> used;
    bool anySamples = false;
    for (const Record& r : records) {
        const auto prompt = intField(r, "n_prompt");
        const auto gen = intField(r, "n_gen");
        const auto avgNs = numberField(r, "avg_ns");
        const auto avgTs = numberField(r, "avg_ts");
        if (!prompt || !gen || *prompt < 0 || *gen < 0 || (!avgNs && !avgTs)) {
            in.error(r.line,
                Tr::tr("a llama-bench test needs n_prompt, n_gen and avg_ns or avg_ts as numbers; this one has %1")
                    .arg(QStringLiteral("n_prompt=%1 n_gen=%2")
                             .arg(prompt ? QString::number(*prompt) : QStringLiteral("?"),
                                 gen ? QString::number(*gen) : QStringLiteral("?"))));
            continue;
        }
        const int64_t depth = intField(r, "n_depth").value_or(0);
        QString label = testName(*prompt, *gen, depth);
        if (used.contains(label)) {
            const auto threads = intField(r, "n_threads");
            const auto ngl = intField(r, "n_gpu_layers");
            label += QStringLiteral(" (threads %1, ngl %2)")
                         .arg(threads ? QString::number(*threads) : QStringLiteral("?"),
                             ngl ? QString::number(*ngl) : QStringLiteral("?"));
        }
        for (int i = 2; used.contains(label); ++i)
            label = QStringLiteral("%1 #%2").arg(testName(*prompt, *gen, depth)).arg(i);
        used.insert(label);
        const QString key = QStringLiteral("llama-bench.%1.").arg(label);

        ReportedSummary s = newSummary(in, label);
        if (avgNs)
            s.figures.insert(QStringLiteral("mean"), *avgNs / 1e6);
        if (const auto sd = numberField(r, "stddev_ns"))
            s.figures.insert(QStringLiteral("stddev"), *sd / 1e6);
        s.n = r.hasSamples ? static_cast<int64_t>(r.samplesNs.size()) : -1;
        if (!s.figures.isEmpty())
            run.reportedSummaries.append(s);
        if (avgTs)
            putFigure(run, key + QStringLiteral("avg_ts"), *avgTs, QStringLiteral("tokens/s"));
        if (const auto v = numberField(r, "stddev_ts"))
            putFigure(run, key + QStringLiteral("stddev_ts"), *v, QStringLiteral("tokens/s"));
        putFigure(run, key + QStringLiteral("n_prompt"), static_cast<double>(*prompt), QStringLiteral("tokens"));
        putFigure(run, key + QStringLiteral("n_gen"), static_cast<double>(*gen), QStringLiteral("tokens"));
        if (intField(r, "n_depth"))
            putFigure(run, key + QStringLiteral("n_depth"), static_cast<double>(depth), QStringLiteral("tokens"));
        if (const auto v = intField(r, "n_threads"))
            putFigure(run, key + QStringLiteral("n_threads"), static_cast<double>(*v), QStringLiteral("threads"));
        // The Markdown table prints the size rounded ("468.64 MiB"): kept as printed, not turned into a
        // byte count it does not give (issue 21, item 7).
        if (const auto it = r.fields.find("model_size_printed"); it != r.fields.end())
            putText(run, key + QStringLiteral("model_size"), qs(it->second));
        else if (const auto v = numberField(r, "model_size"))
            putFigure(run, key + QStringLiteral("model_size"), *v, QStringLiteral("B"));
        if (const auto v = numberField(r, "model_n_params"))
            putFigure(run, key + QStringLiteral("model_n_params"), *v, QStringLiteral("parameters"));
        for (const char* f : kTextFields) {
            const auto it = r.fields.find(f);
            if (it != r.fields.end() && !it->second.empty())
                putText(run, key + QLatin1String(f), qs(it->second));
        }
        for (const char* f : kFlagFields) {
            const auto it = r.fields.find(f);
            if (it != r.fields.end() && !it->second.empty())
                putText(run, key + QLatin1String(f),
                    it->second == "0" || it->second == "false" ? QStringLiteral("false") : QStringLiteral("true"));
        }
        // The number as the file gives it, worded like llama-bench's own "build: b5dd5ed4 (5604)"
        // line: "build 5604", never a "b5604" label the file does not hold (a figure's number always
        // carries its word, tst_cli_import mixedFolder).
        if (const auto v = intField(r, "build_number"))
            putText(run, key + QStringLiteral("build_number"), QStringLiteral("build %1").arg(*v));
        for (const auto& [f, unit] : { std::pair { "n_gpu_layers", "layers" }, std::pair { "n_batch", "tokens" },
                 std::pair { "n_ubatch", "tokens" } })
            if (const auto v = intField(r, f))
                putFigure(run, key + QLatin1String(f), static_cast<double>(*v), QLatin1String(unit));
        if (!r.hasSamples)
            continue;
        anySamples = true;
        if (!r.samplesTs.empty() && r.samplesTs.size() != r.samplesNs.size())
            in.error(r.line,
                Tr::tr("%1 samples_ts for %2 samples_ns: the file is inconsistent")
                    .arg(r.samplesTs.size())
                    .arg(r.samplesNs.size()));
        for (size_t i = 0; i < r.samplesNs.size(); ++i) {
            if (!in.possibleDuration(r.line, r.samplesNs[i] / 1e6, QStringLiteral("samples_ns")))
                continue;
            Repetition rep;
            rep.inputId = label;
            rep.index = static_cast<int>(i);
            rep.wallMs = r.samplesNs[i] / 1e6;
            rep.outcome = Outcome::Ok;
            if (i < r.samplesTs.size())
                rep.tokensPerS = r.samplesTs[i];
            if (*gen > 0)
                rep.tokensOut = *gen;
            run.repetitions.append(rep);
        }
    }
    if (in.hasErrors())
        return false;
    if (records.empty()) {
        in.error(0, Tr::tr("no llama-bench test in the file"));
        return false;
    }
    run.timingKind = TimingKind::InProcess;
    // The Markdown table has no avg_ns and prints the size rounded: its note says what it does have, so
    // the two notes never contradict each other (issue 21, item 7).
    if (format == u"-o md")
        in.note(Tr::tr("llama-bench -o md: per test, avg_ts/stddev_ts in tokens/s, n_prompt/n_gen/n_depth in tokens "
                       "and the model size as printed, as figures named llama-bench.<test>.<field>"));
    else
        in.note(Tr::tr("llama-bench %1: per test, avg_ns/stddev_ns (ns → ms) as a reported summary; avg_ts/stddev_ts "
                       "in tokens/s, n_prompt/n_gen/n_depth in tokens, model_size in bytes, as figures named "
                       "llama-bench.<test>.<field>")
                    .arg(format));
    in.note(anySamples ? Tr::tr("samples_ns (ns → ms) are the repetitions, in process; llama-bench's own warm-up run "
                                "is not among them")
                       : Tr::tr("this format has no per-repetition samples (only json and jsonl do): no repetitions, "
                                "averages only"));
    return true;
}

bool recordFromJson(Input& in, const QJsonObject& o, int line, Record& r)
{
    r.line = line;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QJsonValue v = it.value();
        const std::string key = it.key().toStdString();
        if (v.isArray())
            continue;
        if (v.isBool())
            r.fields[key] = v.toBool() ? "1" : "0";
        else if (v.isDouble())
            r.fields[key] = numberText(v.toDouble()).toStdString();
        else if (v.isString())
            r.fields[key] = v.toString().toStdString();
    }
    for (const auto& [name, out] :
        { std::pair { "samples_ns", &r.samplesNs }, std::pair { "samples_ts", &r.samplesTs } }) {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            continue;
        if (!v.isArray()) {
            in.error(line, Tr::tr("'%1' should be a list of numbers").arg(QLatin1String(name)), QLatin1String(name));
            return false;
        }
        for (const auto& x : v.toArray()) {
            if (!x.isDouble() || x.toDouble() < 0) {
                in.error(line, Tr::tr("'%1' holds a value that is not a non-negative number").arg(QLatin1String(name)),
                    QLatin1String(name));
                return false;
            }
            out->push_back(x.toDouble());
        }
        r.hasSamples = r.hasSamples || out == &r.samplesNs;
    }
    return true;
}

} // namespace

bool looksLikeLlamaBenchJson(std::string_view head)
{
    return startsWith(firstLine(head), "[") && hasAll(head, { "\"build_commit\"", "\"n_prompt\"", "\"n_gen\"" });
}

bool looksLikeLlamaBenchJsonl(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "{") && hasAll(first, { "\"build_commit\"", "\"n_prompt\"", "\"n_gen\"" });
}

bool looksLikeLlamaBenchCsv(std::string_view head)
{
    // By its columns, in any order: llama-bench's own order changed between versions.
    const std::string_view first = firstLine(head);
    std::vector<std::string> cells;
    if (!splitCsvCells(first, ',', cells))
        return false;
    int found = 0;
    for (const auto& c : cells)
        found += c == "build_commit" || c == "n_prompt" || c == "n_gen" ? 1 : 0;
    return found == 3;
}

bool looksLikeLlamaBenchMarkdown(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "| model") && hasAll(first, { " test |", " t/s |" });
}

bool looksLikeLlamaBenchSql(std::string_view head)
{
    return (head.find("CREATE TABLE IF NOT EXISTS llama_bench") != std::string_view::npos
               || head.find("CREATE TABLE IF NOT EXISTS test") != std::string_view::npos
               || startsWith(firstLine(head), "INSERT INTO "))
        && hasAll(head, { "build_commit", "n_prompt" });
}

bool readLlamaBenchJson(Input& in, Run& run)
{
    const std::string_view all = in.all();
    const auto root = parseJson(in, all, 1);
    if (!root)
        return false;
    std::vector<Record> records;
    int line = 1;
    for (const auto& v : root->toArray()) {
        line = lineOfKey(all, "build_commit", line + 1);
        Record r;
        if (!v.isObject()) {
            in.error(line, Tr::tr("expected one object per llama-bench test"));
            continue;
        }
        if (recordFromJson(in, v.toObject(), line, r))
            records.push_back(std::move(r));
    }
    return !in.hasErrors() && addRecords(in, run, records, QStringLiteral("-o json"));
}

bool readLlamaBenchJsonl(Input& in, Run& run)
{
    Line line;
    std::vector<Record> records;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        const auto v = parseJson(in, line.text, line.number);
        if (!v)
            continue;
        Record r;
        if (!v->isObject())
            in.error(line.number, Tr::tr("expected one JSON object per line"));
        else if (recordFromJson(in, v->toObject(), line.number, r))
            records.push_back(std::move(r));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    return addRecords(in, run, records, QStringLiteral("-o jsonl"));
}

bool readLlamaBenchCsv(Input& in, Run& run)
{
    Line line;
    std::vector<std::string> header, cells;
    std::vector<Record> records;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        if (header.empty()) {
            splitCsvCells(line.text, ',', header);
            continue;
        }
        if (!splitCsvCells(line.text, ',', cells) || cells.size() != header.size()) {
            const QString message = line.terminated ? Tr::tr("expected %1 cells as in the header, found %2")
                                                    : Tr::tr("the last row is cut off mid-write (%2 of %1 cells)");
            in.error(line.number, message.arg(header.size()).arg(cells.size()));
            continue;
        }
        Record r;
        r.line = line.number;
        for (size_t i = 0; i < header.size(); ++i)
            r.fields[header[i]] = cells[i];
        records.push_back(std::move(r));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    return addRecords(in, run, records, QStringLiteral("-o csv"));
}

bool readLlamaBenchSql(Input& in, Run& run)
{
    Line line;
    std::vector<Record> records;
    bool inCreate = false;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        if (startsWith(t, "CREATE TABLE")) {
            inCreate = true;
            continue;
        }
        if (inCreate) {
            inCreate = t != ");";
            continue;
        }
        // INSERT INTO llama_bench (a, b, ...) VALUES ('x', 'y', ...);
        const size_t open = t.find('('), close = t.find(')'), values = t.find("VALUES (");
        if (!startsWith(t, "INSERT INTO ") || open == std::string_view::npos || close == std::string_view::npos
            || values == std::string_view::npos || values < close) {
            in.error(line.number, Tr::tr("expected llama-bench's INSERT INTO … VALUES (…); found %1").arg(quoted(t)));
            continue;
        }
        std::vector<std::string> names;
        splitCsvCells(t.substr(open + 1, close - open - 1), ',', names);
        const std::string_view rest = t.substr(values + 8);
        std::vector<std::string> cells;
        std::string cell;
        bool quotedCell = false, closed = false;
        for (size_t i = 0; i < rest.size() && !closed; ++i) {
            const char c = rest[i];
            if (quotedCell) {
                if (c == '\'' && i + 1 < rest.size() && rest[i + 1] == '\'') {
                    cell += '\'';
                    ++i;
                } else if (c == '\'') {
                    quotedCell = false;
                } else {
                    cell += c;
                }
            } else if (c == '\'') {
                quotedCell = true;
            } else if (c == ',' || c == ')') {
                cells.emplace_back(trimmed(cell));
                cell.clear();
                closed = c == ')';
            } else {
                cell += c;
            }
        }
        if (!closed || cells.size() != names.size()) {
            const QString message = !closed ? Tr::tr("the INSERT statement is cut off (no closing parenthesis)")
                                            : Tr::tr("%1 values for %2 columns").arg(cells.size()).arg(names.size());
            in.error(line.number, message);
            continue;
        }
        Record r;
        r.line = line.number;
        for (size_t i = 0; i < names.size(); ++i)
            r.fields[names[i]] = cells[i];
        records.push_back(std::move(r));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    return addRecords(in, run, records, QStringLiteral("-o sql"));
}

bool readLlamaBenchMarkdown(Input& in, Run& run)
{
    Line line;
    std::vector<std::string> header, cells;
    std::vector<Record> records;
    QString build;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        if (startsWith(t, "build: ")) { // the footer: "build: 3f1ae2e3 (3281)"
            build = toQString(t.substr(7));
            continue;
        }
        if (!splitMarkdownRow(t, cells)) {
            in.error(line.number, Tr::tr("expected a Markdown table row, found %1").arg(quoted(t)));
            continue;
        }
        if (header.empty()) {
            header = cells;
            continue;
        }
        if (isMarkdownRule(cells))
            continue;
        if (cells.size() != header.size()) {
            in.error(line.number,
                Tr::tr("expected %1 cells as in the header, found %2").arg(header.size()).arg(cells.size()));
            continue;
        }
        Record r;
        r.line = line.number;
        for (size_t i = 0; i < header.size(); ++i) {
            const std::string& h = header[i];
            const std::string& c = cells[i];
            if (h == "model") {
                r.fields["model_type"] = c;
            } else if (h == "size") { // "3.56 GiB", "942.43 MiB": printed with two decimals
                const size_t sp = c.rfind(' ');
                const auto v = sp == std::string::npos ? std::nullopt : parseDouble(std::string_view(c).substr(0, sp));
                const auto unit
                    = sp == std::string::npos ? std::nullopt : bytesPerMemoryUnit(std::string_view(c).substr(sp + 1));
                if (!v || !unit) {
                    in.error(line.number,
                        Tr::tr("the model size %1 has no known unit (expected MiB or GiB)").arg(quoted(c)),
                        QStringLiteral("size"));
                    continue;
                }
                r.fields["model_size"] = numberText(std::round(*v * *unit)).toStdString();
                r.fields["model_size_printed"] = c;
            } else if (h == "params") { // "6.74 B", "135.00 M"
                const size_t sp = c.rfind(' ');
                const auto v = sp == std::string::npos ? std::nullopt : parseDouble(std::string_view(c).substr(0, sp));
                const std::string unit = sp == std::string::npos ? std::string() : c.substr(sp + 1);
                const double scale = unit == "B" ? 1e9 : unit == "M" ? 1e6 : unit == "K" ? 1e3 : 0;
                if (!v || scale == 0) {
                    in.error(line.number,
                        Tr::tr("the parameter count %1 has no known unit (expected M or B)").arg(quoted(c)),
                        QStringLiteral("params"));
                    continue;
                }
                r.fields["model_n_params"] = numberText(std::round(*v * scale)).toStdString();
            } else if (h == "test") { // "pp512", "tg128", "pp512+tg128", "pp512 @ d4096"; older: "pp 512"
                int64_t prompt = 0, gen = 0, depth = 0;
                std::string s;
                for (char ch : c)
                    if (ch != ' ')
                        s += ch;
                const size_t at = s.find("@d");
                if (at != std::string::npos) {
                    depth = parseInt(std::string_view(s).substr(at + 2)).value_or(-1);
                    s = s.substr(0, at);
                }
                const size_t plus = s.find('+');
                const std::string a = s.substr(0, plus);
                const std::string b = plus == std::string::npos ? std::string() : s.substr(plus + 1);
                bool ok = depth >= 0;
                for (const std::string* part : { &a, &b }) {
                    if (part->empty())
                        continue;
                    if (part->size() <= 2) { // "p" alone: substr(2) threw (found by the llama-bench fuzzer)
                        ok = false;
                        continue;
                    }
                    const auto n = parseInt(std::string_view(*part).substr(2));
                    if (startsWith(*part, "pp") && n)
                        prompt = *n;
                    else if (startsWith(*part, "tg") && n)
                        gen = *n;
                    else
                        ok = false;
                }
                if (!ok) {
                    in.error(line.number,
                        Tr::tr("unknown llama-bench test %1 (expected ppN, tgN or ppN+tgM)").arg(quoted(c)),
                        QStringLiteral("test"));
                    continue;
                }
                r.fields["n_prompt"] = std::to_string(prompt);
                r.fields["n_gen"] = std::to_string(gen);
                if (depth > 0)
                    r.fields["n_depth"] = std::to_string(depth);
            } else if (h == "t/s") { // "123.45 ± 1.23"
                const size_t pm = c.find("\xc2\xb1");
                const auto avg = parseDouble(trimmed(std::string_view(c).substr(0, pm)));
                const auto sd
                    = pm == std::string::npos ? std::nullopt : parseDouble(trimmed(std::string_view(c).substr(pm + 2)));
                if (!avg) {
                    in.error(line.number, Tr::tr("expected tokens/s as 'avg ± stddev', found %1").arg(quoted(c)),
                        QStringLiteral("t/s"));
                    continue;
                }
                r.fields["avg_ts"] = numberText(*avg).toStdString();
                if (sd)
                    r.fields["stddev_ts"] = numberText(*sd).toStdString();
            } else if (h == "threads") {
                r.fields["n_threads"] = c;
            } else if (h == "ngl") {
                r.fields["n_gpu_layers"] = c;
            } else if (h == "fa") {
                r.fields["flash_attn"] = c;
            } else {
                r.fields[h] = c;
            }
        }
        records.push_back(std::move(r));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (!build.isEmpty()) { // "b5dd5ed4 (5604)": the commit and the build number
        const QString commit = build.section(u' ', 0, 0);
        const QString number = build.section(u'(', 1, 1).section(u')', 0, 0);
        for (auto& r : records) {
            r.fields["build_commit"] = commit.toStdString();
            if (!number.isEmpty())
                r.fields["build_number"] = number.toStdString();
        }
    }
    const bool ok = addRecords(in, run, records, QStringLiteral("-o md"));
    if (ok)
        in.note(Tr::tr("llama-bench Markdown: t/s, size and params are rounded as printed (two decimals); no avg_ns, "
                       "so no times in ms"));
    return ok;
}

} // namespace Analysis::Importers
