#include "fuzztargets.h"

#include "analysis/import/formats.h"
#include "analysis/import/importer.h"
#include "analysis/import/importers/textinput.h"
#include "analysis/import/runfolder.h"
#include "analysis/plan/corpus.h"
#include "analysis/plan/plan.h"
#include "analysis/store/store.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <initializer_list>

namespace Fuzz {

namespace {

// A broken promise is a finding: say which and abort, so libFuzzer saves the input.
void check(bool condition, const char* what)
{
    if (condition)
        return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

// What every importer promises about a Run it returns (run.h): optional columns are empty or
// as long as t, values are finite, repetitions have finite non-negative durations.
void checkRun(const Analysis::Run& run)
{
    for (const Analysis::MemorySeries& s : run.memory) {
        const size_t n = s.t.size();
        for (const auto* column : { &s.rssKb, &s.hwmKb, &s.vmSizeKb, &s.rssAnonKb, &s.rssFileKb, &s.rssShmemKb })
            check(column->empty() || column->size() == n, "a memory column is neither empty nor as long as t");
        for (double t : s.t)
            check(std::isfinite(t), "a non-finite time stamp");
    }
    for (const Analysis::Repetition& r : run.repetitions)
        check(!(r.wallMs < 0) && !std::isnan(r.wallMs) && !std::isinf(r.wallMs), "a negative or non-finite wall_ms");
}

void checkResult(const Analysis::ImportResult& r)
{
    if (r.run)
        checkRun(*r.run);
    check(!r.run || !Analysis::hasErrors(r.diagnostics), "a run returned alongside an error (half-imported)");
}

using Reader = bool (*)(Analysis::Importers::Input&, Analysis::Run&);

// One importer without detection: whatever the bytes, it must end with a result or errors.
int readWith(Reader read, const uint8_t* data, size_t size)
{
    Analysis::ImportOptions options;
    options.hashSource = false;
    options.maxLineBytes = 4096; // small, so the over-long-line path is reached by short inputs
    Analysis::Importers::Input in(
        reinterpret_cast<const char*>(data), static_cast<qsizetype>(size), QStringLiteral("fuzz.log"), options);
    Analysis::Run run;
    const bool ok = read(in, run);
    if (ok && !in.hasErrors() && !in.failed())
        checkRun(run);
    return 0;
}

QString scratchDir()
{
    static QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/headroom-fuzz-XXXXXX"));
    check(dir.isValid(), "cannot make a temporary folder");
    return dir.path();
}

} // namespace

int importBytes(const uint8_t* data, size_t size)
{
    Analysis::ImportOptions options;
    options.maxLineBytes = 4096;
    checkResult(Analysis::importBytes(bytes(data, size), QStringLiteral("fuzz.log"), options));
    return 0;
}

namespace {
// The import path with the format forced: the importer sees the bytes whatever detection says.
void importAs(const uint8_t* data, size_t size, const Analysis::ImportFormat& format)
{
    static const QList<Analysis::ColumnMapping> mapping = [] {
        QString error;
        const auto m = Analysis::parseColumnMap(
            QStringLiteral("time=t:s,rss=rss:KiB,latency=latency:ms,length=len:tokens"), &error);
        check(m.has_value(), "the fuzz target's column map does not parse");
        return *m;
    }();
    Analysis::ImportOptions options;
    options.maxLineBytes = 4096;
    options.hashSource = false;
    options.format = QLatin1String(format.id);
    switch (format.needs) {
    case Analysis::FormatNeeds::Nothing:
        break;
    case Analysis::FormatNeeds::ColumnMap:
        options.columns = mapping;
        break;
    case Analysis::FormatNeeds::TimeFormat:
        options.timeFormat = QStringLiteral("%e %M %x");
        break;
    }
    checkResult(Analysis::importBytes(bytes(data, size), QStringLiteral("fuzz.log"), options));
}
} // namespace

int importFamily(const QString& family, const uint8_t* data, size_t size)
{
    for (const Analysis::ImportFormat& f : Analysis::importFormats()) {
        if (family != QLatin1String(f.family))
            continue;
        if (f.detection == Analysis::Detection::MethodOrder)
            readWith(f.read, data, size); // the measurement method's parsers alone, without detection
        else
            importAs(data, size, f);
    }
    return 0;
}

int plan(const uint8_t* data, size_t size)
{
    // Input files resolve against the fixtures' folder, so seeds that name inputs/short.txt parse.
    const QString baseDir = QStringLiteral(HEADROOM_TEST_DATA "/plans");
    const Analysis::PlanParseResult r = Analysis::parsePlan(bytes(data, size), QStringLiteral("fuzz.yaml"), baseDir);
    check(!r.plan || !Analysis::hasErrors(r.diagnostics), "a plan returned alongside an error");
    if (!r.plan)
        return 0;
    // plan.h promises parsePlan(toYaml(p)) == p: a plan that survives a save must come back the same.
    const QByteArray yaml = Analysis::toYaml(*r.plan);
    const Analysis::PlanParseResult again = Analysis::parsePlan(yaml, QStringLiteral("written.yaml"), baseDir);
    if (!again.plan || !(*again.plan == *r.plan)) {
        std::fprintf(stderr, "written plan:\n%s\n", yaml.constData());
        for (const Analysis::Diagnostic& d : again.diagnostics)
            std::fprintf(stderr, "  line %d: %s\n", d.line, qPrintable(d.message));
    }
    check(again.plan.has_value(), "toYaml wrote a plan that does not parse");
    check(*again.plan == *r.plan, "toYaml wrote a plan that parses differently");
    return 0;
}

// A corpus's JSONL (analysis/plan/corpus.h), as the documents and as the expected fields of two
// fixed documents: whatever the bytes, no crash, and documents only when there is no error.
int corpus(const uint8_t* data, size_t size)
{
    static QTemporaryDir dir;
    static const bool fixed = [] {
        QFile f(dir.filePath(QStringLiteral("two.jsonl")));
        return f.open(QIODevice::WriteOnly)
            && f.write("{\"id\": \"a\", \"text\": \"x\"}\n{\"id\": \"b\", \"text\": \"y\"}\n") > 0;
    }();
    check(dir.isValid() && fixed, "no folder for the corpus target");
    QFile f(dir.filePath(QStringLiteral("fuzz.jsonl")));
    check(f.open(QIODevice::WriteOnly | QIODevice::Truncate)
            && f.write(reinterpret_cast<const char*>(data), qint64(size)) == qint64(size),
        "cannot write the fuzzed corpus");
    f.close();
    for (const Analysis::PlanCorpus& c : { Analysis::PlanCorpus { QStringLiteral("fuzz.jsonl"), {}, {} },
             Analysis::PlanCorpus { QStringLiteral("two.jsonl"), QStringLiteral("fuzz.jsonl"), {} } }) {
        const Analysis::CorpusReadResult r = Analysis::readCorpus(c, dir.path());
        check(r.documents.isEmpty() || !Analysis::hasErrors(r.diagnostics), "documents returned alongside an error");
        check(r.documents.size() <= Analysis::kMaxCorpusDocuments, "more documents than a run takes");
        for (const Analysis::Diagnostic& d : r.diagnostics)
            check(!d.file.isEmpty() && !d.message.isEmpty(), "a corpus diagnostic without its file or words");
    }
    return 0;
}

int events(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    // The first byte picks the chunk size: the stream arrives over SSH in arbitrary pieces, and
    // every split of the same bytes must give the same result.
    const size_t chunk = 1 + data[0] % 64;
    ++data;
    --size;
    Analysis::EventStreamReader whole;
    whole.feed(QByteArrayView(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    whole.finish();
    Analysis::EventStreamReader pieces;
    for (size_t at = 0; at < size; at += chunk)
        pieces.feed(QByteArrayView(
            reinterpret_cast<const char*>(data) + at, static_cast<qsizetype>(std::min(chunk, size - at))));
    pieces.finish();
    check(whole.hasError() == pieces.hasError(), "the result depends on how the stream was split");
    check(whole.lineCount() == pieces.lineCount(), "the line count depends on how the stream was split");
    check(whole.run().repetitions.size() == pieces.run().repetitions.size(), "repetitions depend on the split");
    check(whole.complete() == pieces.complete(), "completeness depends on the split");
    if (!whole.hasError())
        checkRun(whole.run());
    return 0;
}

int store(const uint8_t* data, size_t size)
{
    // A .headroom file from someone else: written to disk as it came, opened read-only, read in
    // full, then imported into a fresh project (the path `headroom import X.headroom` takes).
    const QString dir = scratchDir();
    const QString path = dir + QStringLiteral("/untrusted.headroom");
    for (const char* suffix : { "", "-wal", "-shm", "-journal" })
        QFile::remove(path + QLatin1String(suffix));
    {
        QFile f(path);
        check(f.open(QIODevice::WriteOnly), "cannot write the input file");
        f.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    bool anyRun = false;
    {
        Analysis::Store s;
        if (Analysis::hasErrors(s.open(path, Analysis::Store::OpenMode::ReadOnly)))
            return 0;
        Analysis::Diagnostics d;
        const QList<Analysis::RunRow> rows = s.listRuns(&d);
        for (const Analysis::RunRow& row : rows) {
            anyRun = true;
            if (const auto run = s.loadRun(row.id, &d))
                checkRun(*run);
            for (const Analysis::RawFile& raw : s.rawFiles(row.id, &d))
                s.rawFileData(raw.id, &d);
            s.plan(row.id);
            s.conclusion(row.id);
        }
        s.devices();
        s.integrityCheck();
    }
    if (!anyRun)
        return 0;
    const QString project = dir + QStringLiteral("/project.headroom");
    for (const char* suffix : { "", "-wal", "-shm", "-journal" })
        QFile::remove(project + QLatin1String(suffix));
    Analysis::Store target;
    check(!Analysis::hasErrors(target.open(project, Analysis::Store::OpenMode::ReadWrite)), "cannot make a project");
    target.importProject(path);
    check(target.integrityCheck().isEmpty(), "the project fails its integrity check after an import");
    // Nothing but the two files (and SQLite's own companions) may appear in the folder.
    const QStringList entries = QDir(dir).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& e : entries)
        check(e.startsWith(QLatin1String("untrusted.headroom")) || e.startsWith(QLatin1String("project.headroom")),
            "an import wrote a file it should not have");
    return 0;
}

const std::vector<Target>& targets()
{
    static const std::vector<Target> all = [] {
        std::vector<Target> t;
        t.push_back({ QStringLiteral("importer"), importBytes });
        for (const QString& family : Analysis::formatFamilies())
            t.push_back(
                { family, [family](const uint8_t* data, size_t size) { return importFamily(family, data, size); } });
        t.push_back({ QStringLiteral("plan"), plan });
        t.push_back({ QStringLiteral("corpus"), corpus });
        t.push_back({ QStringLiteral("events"), events });
        t.push_back({ QStringLiteral("store"), store });
        t.push_back({ QStringLiteral("probe-json"), probeJson });
        t.push_back({ QStringLiteral("probe-gpu-peak"), probeGpuPeak });
        t.push_back({ QStringLiteral("probe-gpu-peaks-file"), probeGpuPeaksFile });
        t.push_back({ QStringLiteral("probe-stream"), probeStream });
        return t;
    }();
    return all;
}

const Target* findTarget(const QString& name)
{
    for (const Target& t : targets())
        if (t.name == name)
            return &t;
    return nullptr;
}

} // namespace Fuzz
