#pragma once

// Shared by the store tests: SQLite access independent of the store, and runs that use every
// field of Analysis::Run.

#include "analysis/store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QStringList>

#include <sqlite3.h>

#include <limits>

namespace StoreTestData {

using namespace Analysis;

// Test-side SQLite access, independent of the store: crafting foreign files and reading
// what is really on disk.
struct RawDb {
    sqlite3* db = nullptr;
    explicit RawDb(const QString& path) { sqlite3_open(QFile::encodeName(path).constData(), &db); }
    ~RawDb() { sqlite3_close(db); }
    bool exec(const char* sql) { return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; }
    QStringList rows(const QByteArray& sql)
    {
        QStringList out;
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &s, nullptr) != SQLITE_OK)
            return { QStringLiteral("error: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))) };
        while (sqlite3_step(s) == SQLITE_ROW) {
            QStringList cols;
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                const auto* p = static_cast<const char*>(sqlite3_column_blob(s, c));
                const QByteArray v(p ? p : "", sqlite3_column_bytes(s, c));
                cols.append(QString::fromLatin1(QCryptographicHash::hash(v, QCryptographicHash::Sha1).toHex()));
            }
            out.append(cols.join(QLatin1Char('|')));
        }
        sqlite3_finalize(s);
        return out;
    }
    // Every row of every table, as hashes: "exactly as before" is this being equal.
    QStringList dump()
    {
        QStringList out;
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, "SELECT name FROM sqlite_schema WHERE type='table' ORDER BY name", -1, &s, nullptr);
        QStringList tables;
        while (sqlite3_step(s) == SQLITE_ROW)
            tables.append(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0))));
        sqlite3_finalize(s);
        for (const QString& t : std::as_const(tables)) {
            out.append(t);
            out.append(rows(QByteArray("SELECT * FROM \"") + t.toUtf8() + "\" ORDER BY 1, 2"));
        }
        return out;
    }
    QString scalar(const char* sql)
    {
        sqlite3_stmt* s = nullptr;
        QString v;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
            v = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
        sqlite3_finalize(s);
        return v;
    }
};

inline QString sha256(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

inline RawFile rawFile(const QString& name, const QByteArray& data)
{
    RawFile r;
    r.name = name;
    r.format = QStringLiteral("memlog");
    r.tool = QStringLiteral("bash loop");
    r.data = data;
    return r;
}

inline Run fullRun()
{
    Run run;
    run.name = QStringLiteral("apus q4 on board-1");
    run.device = QStringLiteral("board-1");
    run.startedAt = QDateTime(QDate(2024, 3, 5), QTime(10, 11, 12, 345), Qt::UTC);
    run.params = { { QStringLiteral("model"), QStringLiteral("models/apus-q4_k_m.gguf") },
        { QStringLiteral("quantization"), QStringLiteral("Q4_K_M") },
        { QStringLiteral("backend"), QStringLiteral("llama.cpp-cpu") },
        { QStringLiteral("temperature"), QStringLiteral("0") },
        { QStringLiteral("prompt"), QStringLiteral("把下面这句话翻译成中文: 'quoted' $(date)\n") } };
    run.inputs = { InputSpec { QStringLiteral("short"), QStringLiteral("inputs/short.txt"), 41, 59, 17 },
        InputSpec { QStringLiteral("long"), QStringLiteral("inputs/long.txt"), -1, 4096, -1 } };
    Repetition a;
    a.inputId = QStringLiteral("short");
    a.index = 0;
    a.warmup = true;
    a.wallMs = 1234.5;
    a.loadMs = 800.25;
    a.ttftMs = 900.125;
    a.tokensOut = 64;
    a.exitCode = 0;
    a.outcome = Outcome::Ok;
    a.maxRssKb = 987654;
    a.inferencePeakKb = 876543;
    a.inferencePeakExactness = Exactness::Exact;
    Repetition b; // every optional absent
    b.inputId = QStringLiteral("long");
    b.index = 3;
    b.wallMs = 0.1;
    b.signal = 9;
    b.outcome = Outcome::OomKilled;
    b.inferencePeakExactness = Exactness::Sampled;
    run.repetitions = { a, b };
    run.timingKind = TimingKind::ColdStart;
    MemorySeries m;
    m.timeIsEpoch = true;
    m.pid = 4242;
    for (int i = 0; i < 1000; ++i)
        m.append(1709633472.0 + i * 0.5, 100000 + i, i % 7 == 0 ? MemorySeries::kMissing : 200000 + i,
            i < 10 ? MemorySeries::kMissing : 300000 + i);
    m.rssAnonKb.assign(m.size(), MemorySeries::kMissing);
    m.rssAnonKb[5] = 77;
    run.memory.insert(QStringLiteral("short"), m);
    MemorySeries bare; // only the required columns
    bare.append(0.0, 1, 2);
    bare.append(0.5, 3, MemorySeries::kMissing);
    run.memory.insert(QString(), bare);
    run.memory.insert(QStringLiteral("empty"), MemorySeries {});
    run.environment.values = { { QStringLiteral("kernel"), QStringLiteral("6.1.0-18-arm64") },
        { QStringLiteral("cpu"), QStringLiteral("Cortex-A76 x4 + A55 x4") } };
    run.environment.memTotalKb = 16308224;
    run.environment.cgroupLimitBytes = 8589934592LL;
    run.sources = { SourceFile { QStringLiteral("/home/a/mem.log"), QStringLiteral("memlog"),
        QByteArray("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"), 1234 } };
    run.reportedSummaries = { ReportedSummary { QStringLiteral("timing.txt"), 20,
        { { QStringLiteral("min"), 812.5 }, { QStringLiteral("median"), 901.0 },
            { QStringLiteral("max"), std::numeric_limits<double>::infinity() } } } };
    run.provenance = QStringLiteral("probe 0.1.0 on board-1");
    return run;
}

inline Run minimalRun()
{
    Run run;
    run.name = QStringLiteral("nothing known");
    Repetition r;
    r.wallMs = std::numeric_limits<double>::quiet_NaN();
    run.repetitions = { r };
    return run;
}

} // namespace StoreTestData
