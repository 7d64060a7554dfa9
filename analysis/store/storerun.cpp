// Saving, loading, listing and deleting runs: the rows of a run. Its series and the serve-mode
// sweep are in storeseries.cpp, raw files and plans in storeraw.cpp, opening and migrating in
// store.cpp.

#include "analysis/core/tr.h"
#include "analysis/store/store.h"

#include "analysis/store/storeschema.h"

#include <QSet>

#include <functional>
#include <optional>

namespace Analysis {

namespace {
using StoreDetail::dateFrom;
using StoreDetail::dateText;
using StoreDetail::kVersionServe;
using StoreDetail::nowText;
using StoreDetail::realOrNaN;
using StoreDetail::sha256Hex;
using StoreDetail::Statement;

} // namespace

std::optional<qint64> Store::Private::planIdFor(const PlanText& planText, Diagnostics* diagnostics)
{
    if (planText.isEmpty())
        return std::nullopt;
    const QString sha = sha256Hex(planText.text.toUtf8());
    Statement ins(db, "INSERT OR IGNORE INTO plans(name, sha256, text) VALUES(?,?,?)");
    ins.bind(1, planText.name);
    ins.bind(2, sha);
    ins.bind(3, planText.text);
    Statement sel(db, "SELECT id FROM plans WHERE sha256=?");
    sel.bind(1, sha);
    if (!ins.exec() || sel.step() != SQLITE_ROW) {
        addError(diagnostics, Tr::tr("Cannot save the plan in %1: %2").arg(displayName, ins.error()));
        return std::nullopt;
    }
    return sel.int64(0);
}

qint64 Store::Private::insertRun(const Run& run, const PlanText& planText, Diagnostics* diagnostics)
{
    const auto fail = [&](const Statement& s) {
        addError(diagnostics, Tr::tr("Cannot save run \"%1\" in %2: %3").arg(run.name, displayName, s.error()));
        return qint64(0);
    };
    if (const QString error = StoreDetail::validateSeries(run); !error.isEmpty()) {
        addError(diagnostics, error, QStringLiteral("memory"));
        return 0;
    }
    const auto planId = planIdFor(planText, diagnostics);
    if (!planText.isEmpty() && !planId)
        return 0;

    Statement r(db,
        "INSERT INTO runs(name, device, plan_id, started_at, timing_kind, provenance, model, quantization, backend, "
        "env_mem_total_kb, env_mem_available_kb, env_cgroup_limit_bytes, created_at) "
        "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?)");
    r.bind(1, run.name);
    r.bind(2, run.device);
    r.bind(3, planId);
    if (run.startedAt.isValid())
        r.bind(4, dateText(run.startedAt));
    r.bind(5, timingKindName(run.timingKind));
    r.bind(6, run.provenance);
    r.bind(7, run.params.value(QStringLiteral("model")));
    r.bind(8, run.params.value(QStringLiteral("quantization")));
    r.bind(9, run.params.value(QStringLiteral("backend")));
    r.bind(10, run.environment.memTotalKb);
    r.bind(11, run.environment.memAvailableKb);
    r.bind(12, run.environment.cgroupLimitBytes);
    r.bind(13, nowText());
    if (!r.exec())
        return fail(r);
    const qint64 id = sqlite3_last_insert_rowid(db);

    const auto insertMap = [&](const char* sql, const QMap<QString, QString>& map) {
        Statement s(db, sql);
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            s.reset();
            s.bind(1, id);
            s.bind(2, it.key());
            s.bind(3, it.value());
            if (!s.exec())
                return fail(s) != 0;
        }
        return true;
    };
    if (!insertMap("INSERT INTO run_params(run_id, key, value) VALUES(?,?,?)", run.params)
        || !insertMap("INSERT INTO environment(run_id, key, value) VALUES(?,?,?)", run.environment.values))
        return 0;
    // An older file (only the test seam writes one) has no place for labels, as for every later column.
    if (version >= StoreDetail::kVersionLabels
        && !insertMap("INSERT INTO run_labels(run_id, key, value) VALUES(?,?,?)", run.labels))
        return 0;

    Statement in(db, "INSERT INTO inputs(run_id, ord, input_id, file, chars, bytes, tokens) VALUES(?,?,?,?,?,?,?)");
    for (int i = 0; i < run.inputs.size(); ++i) {
        const InputSpec& x = run.inputs.at(i);
        in.reset();
        in.bind(1, id);
        in.bind(2, i);
        in.bind(3, x.id);
        in.bind(4, x.file);
        in.bind(5, qint64(x.chars));
        in.bind(6, qint64(x.bytes));
        in.bind(7, qint64(x.tokens));
        if (!in.exec())
            return fail(in);
    }

    // The serve-mode columns (schema 3) come last so that an older file takes the same binds.
    const bool serve = version >= kVersionServe;
    const bool engines = version >= StoreDetail::kVersionEngines;
    const bool iterations = version >= StoreDetail::kVersionIterations;
    const bool rejection = version >= StoreDetail::kVersionRejection;
    Statement rep(db,
        rejection
            ? "INSERT INTO repetitions(run_id, ord, input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, "
              "exit_code, signal, outcome, max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, "
              "tpot_ms, tokens_per_s, server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, "
              "ttft_source, engine, engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs, iteration, "
              "rejection) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            : iterations
            ? "INSERT INTO repetitions(run_id, ord, input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, "
              "exit_code, signal, outcome, max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, "
              "tpot_ms, tokens_per_s, server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, "
              "ttft_source, engine, engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs, iteration) "
              "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            : engines
            ? "INSERT INTO repetitions(run_id, ord, input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, "
              "exit_code, signal, outcome, max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, "
              "tpot_ms, tokens_per_s, server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, "
              "ttft_source, engine, engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs) "
              "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            : serve
            ? "INSERT INTO repetitions(run_id, ord, input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, "
              "exit_code, signal, outcome, max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, "
              "tpot_ms, tokens_per_s, server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms) "
              "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            : "INSERT INTO repetitions(run_id, ord, input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, "
              "exit_code, signal, outcome, max_rss_kb, inference_peak_kb, inference_peak_exactness) "
              "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    // The passes of loop mode follow the process repetitions (older schemas have no place for them).
    const qsizetype rows = run.repetitions.size() + (iterations ? run.iterations.size() : 0);
    for (int i = 0; i < rows; ++i) {
        const Repetition& x
            = i < run.repetitions.size() ? run.repetitions.at(i) : run.iterations.at(i - run.repetitions.size());
        rep.reset();
        rep.bind(1, id);
        rep.bind(2, i);
        rep.bind(3, x.inputId);
        rep.bind(4, x.index);
        rep.bind(5, qint64(x.warmup));
        rep.bind(6, x.wallMs);
        rep.bind(7, x.loadMs);
        rep.bind(8, x.ttftMs);
        rep.bind(9, x.tokensOut);
        rep.bind(10, x.exitCode);
        rep.bind(11, x.signal);
        rep.bind(12, outcomeName(x.outcome));
        rep.bind(13, x.maxRssKb);
        rep.bind(14, x.inferencePeakKb);
        rep.bind(15, exactnessName(x.inferencePeakExactness));
        if (serve) {
            rep.bind(16, x.concurrency);
            rep.bind(17, x.tpotMs);
            rep.bind(18, x.tokensPerS);
            rep.bind(19, x.serverPromptMs);
            rep.bind(20, x.serverGenerationMs);
            rep.bind(21, x.error);
            rep.bind(22, x.loadHwmKb);
            rep.bind(23, x.startMs);
        }
        if (engines) {
            rep.bind(24, x.ttftSource);
            rep.bind(25, x.engine);
            rep.bind(26, x.engineLoadMs);
            rep.bind(27, x.promptEvalMs);
            rep.bind(28, x.promptTokens);
            rep.bind(29, x.evalMs);
            rep.bind(30, x.evalRuns);
        }
        if (iterations)
            rep.bind(31, x.iteration);
        if (rejection)
            rep.bind(32, x.rejection);
        if (!rep.exec())
            return fail(rep);
    }

    if (!insertSeries(id, run, diagnostics))
        return 0;

    Statement src(db, "INSERT INTO sources(run_id, ord, path, format, sha256, size) VALUES(?,?,?,?,?,?)");
    for (int i = 0; i < run.sources.size(); ++i) {
        const SourceFile& x = run.sources.at(i);
        src.reset();
        src.bind(1, id);
        src.bind(2, i);
        src.bind(3, x.path);
        src.bind(4, x.format);
        src.bind(5, QString::fromLatin1(x.sha256));
        src.bind(6, qint64(x.size));
        if (!src.exec())
            return fail(src);
    }

    Statement sum(db, "INSERT INTO reported_summaries(run_id, ord, source, n) VALUES(?,?,?,?)");
    Statement fig(db, "INSERT INTO summary_figures(run_id, summary_ord, key, value) VALUES(?,?,?,?)");
    for (int i = 0; i < run.reportedSummaries.size(); ++i) {
        const ReportedSummary& x = run.reportedSummaries.at(i);
        sum.reset();
        sum.bind(1, id);
        sum.bind(2, i);
        sum.bind(3, x.source);
        sum.bind(4, qint64(x.n));
        if (!sum.exec())
            return fail(sum);
        for (auto it = x.figures.cbegin(); it != x.figures.cend(); ++it) {
            fig.reset();
            fig.bind(1, id);
            fig.bind(2, i);
            fig.bind(3, it.key());
            fig.bind(4, it.value());
            if (!fig.exec())
                return fail(fig);
        }
    }
    return id;
}

SaveResult Store::saveRun(const Run& run, const QList<RawFile>& rawFiles, const PlanText& planText)
{
    SaveResult result;
    if (!d->requireOpen(&result.diagnostics, true))
        return result;
    QList<RawFile> raws;
    QSet<QString> seen;
    for (RawFile raw : rawFiles) {
        const bool fromFile = !raw.sourcePath.isEmpty() && raw.data.isEmpty();
        const qint64 size = fromFile ? raw.size : raw.data.size();
        if (size > kMaxRawFileBytes) {
            d->addError(&result.diagnostics,
                Tr::tr("Raw file %1 is too large to keep (%2 MiB; at most %3 MiB).")
                    .arg(raw.name)
                    .arg(size >> 20)
                    .arg(kMaxRawFileBytes >> 20));
            return result;
        }
        if (fromFile && raw.sha256.isEmpty()) {
            // Read twice otherwise (here and into the row): the caller digests it while it reads it.
            d->addError(&result.diagnostics, Tr::tr("Raw file %1 is given by path without its SHA-256.").arg(raw.name));
            return result;
        }
        // A file given by path is checked against its SHA-256 as it is written into its row.
        const QString sha = fromFile ? raw.sha256.toLower() : sha256Hex(raw.data);
        if (!raw.sha256.isEmpty() && raw.sha256.compare(sha, Qt::CaseInsensitive) != 0) {
            d->addError(&result.diagnostics,
                Tr::tr("Raw file %1 does not match its SHA-256 (%2 given, %3 computed).")
                    .arg(raw.name, raw.sha256, sha));
            return result;
        }
        raw.sha256 = sha;
        if (size == 0) { // every empty file has this SHA-256: it tells nothing apart
            raws.append(raw);
            continue;
        }
        if (seen.contains(sha)) {
            d->addWarning(&result.diagnostics, Tr::tr("Raw file %1 was given twice; it is kept once.").arg(raw.name));
            continue;
        }
        seen.insert(sha);
        if (const auto existing = d->rawBySha(sha)) {
            result.runId = existing->runId;
            result.duplicate = true;
            d->addError(&result.diagnostics,
                Tr::tr("%1 was already imported into this project (run %2, as %3; SHA-256 %4). Nothing was imported.")
                    .arg(raw.name, existing->runId, existing->name, sha));
            return result;
        }
        raws.append(raw);
    }

    if (!d->begin(&result.diagnostics))
        return result;
    const qint64 id = d->insertRun(run, planText, &result.diagnostics);
    bool ok = id != 0;
    for (int i = 0; ok && i < raws.size(); ++i)
        ok = d->insertRawFile(id, raws.at(i), &result.diagnostics);
    if (!ok) {
        d->rollback();
        return result;
    }
    if (!d->commit(&result.diagnostics))
        return result;
    result.runId = QString::number(id);
    return result;
}

std::optional<Run> Store::Private::loadRun(qint64 id, Diagnostics* diagnostics) const
{
    const auto damaged = [&](const QString& what) {
        addError(diagnostics, Tr::tr("Run %1 in %2 cannot be read: %3").arg(id).arg(displayName, what));
        return std::nullopt;
    };
    Run run;
    {
        Statement s(db,
            "SELECT name, device, started_at, timing_kind, provenance, env_mem_total_kb, env_mem_available_kb, "
            "env_cgroup_limit_bytes FROM runs WHERE id=?");
        s.bind(1, id);
        const int rc = s.step();
        if (rc != SQLITE_ROW)
            return damaged(rc == SQLITE_DONE ? Tr::tr("no such run") : s.error());
        run.id = QString::number(id);
        run.name = s.text(0);
        run.device = s.text(1);
        run.startedAt = dateFrom(s, 2);
        run.timingKind = timingKindFromName(s.text(3));
        run.provenance = s.text(4);
        run.environment.memTotalKb = s.optInt64(5);
        run.environment.memAvailableKb = s.optInt64(6);
        run.environment.cgroupLimitBytes = s.optInt64(7);
    }
    // Every loop below is bounded by the rows SQLite returns; rc tells a damaged page from the end.
    const auto rows = [&](Statement& s, const std::function<bool()>& row) {
        s.bind(1, id);
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            if (!row())
                return false;
        if (rc != SQLITE_DONE) {
            damaged(s.error());
            return false;
        }
        return true;
    };
    Statement params(db, "SELECT key, value FROM run_params WHERE run_id=?");
    Statement labels(db,
        version >= StoreDetail::kVersionLabels ? "SELECT key, value FROM run_labels WHERE run_id=?"
                                               : "SELECT key, value FROM run_params WHERE 0 AND run_id=?");
    Statement env(db, "SELECT key, value FROM environment WHERE run_id=?");
    Statement in(db, "SELECT input_id, file, chars, bytes, tokens FROM inputs WHERE run_id=? ORDER BY ord");
    Statement rep(db,
        version >= StoreDetail::kVersionRejection
            ? "SELECT input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, exit_code, signal, outcome, "
              "max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, tpot_ms, tokens_per_s, "
              "server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, ttft_source, engine, "
              "engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs, iteration, rejection FROM "
              "repetitions "
              "WHERE run_id=? ORDER BY ord"
            : version >= StoreDetail::kVersionIterations
            ? "SELECT input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, exit_code, signal, outcome, "
              "max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, tpot_ms, tokens_per_s, "
              "server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, ttft_source, engine, "
              "engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs, iteration, '' FROM repetitions "
              "WHERE run_id=? ORDER BY ord"
            : version >= StoreDetail::kVersionEngines
            ? "SELECT input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, exit_code, signal, outcome, "
              "max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, tpot_ms, tokens_per_s, "
              "server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, ttft_source, engine, "
              "engine_load_ms, prompt_eval_ms, prompt_tokens, eval_ms, eval_runs, NULL, '' FROM repetitions WHERE "
              "run_id=? "
              "ORDER BY ord"
            : version >= kVersionServe
            ? "SELECT input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, exit_code, signal, outcome, "
              "max_rss_kb, inference_peak_kb, inference_peak_exactness, concurrency, tpot_ms, tokens_per_s, "
              "server_prompt_ms, server_generation_ms, error, load_hwm_kb, start_ms, '', '', NULL, NULL, NULL, NULL, "
              "NULL, NULL, '' FROM repetitions WHERE run_id=? ORDER BY ord"
            : "SELECT input_id, idx, warmup, wall_ms, load_ms, ttft_ms, tokens_out, exit_code, signal, outcome, "
              "max_rss_kb, inference_peak_kb, inference_peak_exactness, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
              "NULL, "
              "'', '', NULL, NULL, NULL, NULL, NULL, NULL, '' FROM repetitions WHERE run_id=? ORDER BY ord");
    Statement src(db, "SELECT path, format, sha256, size FROM sources WHERE run_id=? ORDER BY ord");
    Statement sum(db, "SELECT source, n FROM reported_summaries WHERE run_id=? ORDER BY ord");
    Statement fig(db, "SELECT summary_ord, key, value FROM summary_figures WHERE run_id=?");
    const bool ok = rows(params, [&] {
        return run.params.insert(params.text(0), params.text(1)), true;
    }) && rows(labels, [&] {
        return run.labels.insert(labels.text(0), labels.text(1)), true;
    }) && rows(env, [&] {
        return run.environment.values.insert(env.text(0), env.text(1)), true;
    }) && rows(in, [&] {
        run.inputs.append(InputSpec { in.text(0), in.text(1), in.int64(2), in.int64(3), in.int64(4) });
        return true;
    }) && rows(rep, [&] {
        Repetition x;
        x.inputId = rep.text(0);
        x.index = int(rep.int64(1));
        const std::optional<bool> warmup = rep.flag(2);
        if (!warmup)
            return damaged(Tr::tr("repetition %1 of input \"%2\" has a warm-up flag of %3, not 0 or 1")
                               .arg(x.index)
                               .arg(x.inputId, rep.text(2))),
                   false;
        x.warmup = *warmup;
        x.wallMs = realOrNaN(rep, 3);
        x.loadMs = rep.optReal(4);
        x.ttftMs = rep.optReal(5);
        x.tokensOut = rep.optInt64(6);
        x.exitCode = StoreDetail::optInt(rep, 7);
        x.signal = StoreDetail::optInt(rep, 8);
        x.outcome = outcomeFromName(rep.text(9));
        x.maxRssKb = rep.optInt64(10);
        x.inferencePeakKb = rep.optInt64(11);
        x.inferencePeakExactness = exactnessFromName(rep.text(12));
        x.concurrency = StoreDetail::optInt(rep, 13);
        x.tpotMs = rep.optReal(14);
        x.tokensPerS = rep.optReal(15);
        x.serverPromptMs = rep.optReal(16);
        x.serverGenerationMs = rep.optReal(17);
        x.error = rep.text(18);
        x.loadHwmKb = rep.optInt64(19);
        x.startMs = rep.optReal(20);
        x.ttftSource = rep.text(21);
        x.engine = rep.text(22);
        x.engineLoadMs = rep.optReal(23);
        x.promptEvalMs = rep.optReal(24);
        x.promptTokens = rep.optInt64(25);
        x.evalMs = rep.optReal(26);
        x.evalRuns = rep.optInt64(27);
        x.iteration = StoreDetail::optInt(rep, 28);
        x.rejection = rep.text(29);
        if (x.iteration && *x.iteration < 1)
            return damaged(Tr::tr("a pass of input \"%1\" has the number %2").arg(x.inputId).arg(*x.iteration)), false;
        (x.iteration ? run.iterations : run.repetitions).append(x);
        return true;
    }) && rows(src, [&] {
        run.sources.append(SourceFile { src.text(0), src.text(1), src.text(2).toLatin1(), src.int64(3) });
        return true;
    }) && rows(sum, [&] {
        run.reportedSummaries.append(ReportedSummary { sum.text(0), sum.int64(1), {} });
        return true;
    }) && rows(fig, [&] {
        const qint64 ord = fig.int64(0);
        if (ord < 0 || ord >= run.reportedSummaries.size())
            return damaged(Tr::tr("a summary figure belongs to no summary")), false;
        run.reportedSummaries[ord].figures.insert(fig.text(1), realOrNaN(fig, 2));
        return true;
    }) && loadSeries(id, &run, diagnostics);
    if (!ok)
        return std::nullopt;
    return run;
}

std::optional<Run> Store::loadRun(const QString& id, Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, false))
        return std::nullopt;
    // One state of the project from the first row to the last series (storeschema.h ReadSnapshot).
    const StoreDetail::ReadSnapshot snapshot(d->db);
    const auto key = d->runKey(id, diagnostics);
    return key ? d->loadRun(*key, diagnostics) : std::nullopt;
}

std::optional<QMap<QString, QString>> Store::loadRunParams(const QString& id, Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, false))
        return std::nullopt;
    const StoreDetail::ReadSnapshot snapshot(d->db);
    const auto key = d->runKey(id, diagnostics);
    if (!key)
        return std::nullopt;
    Statement s(d->db, "SELECT key, value FROM run_params WHERE run_id=?");
    s.bind(1, *key);
    QMap<QString, QString> params;
    int rc;
    while ((rc = s.step()) == SQLITE_ROW)
        params.insert(s.text(0), s.text(1));
    if (rc != SQLITE_DONE) {
        d->addError(diagnostics, Tr::tr("Run %1 in %2 cannot be read: %3").arg(*key).arg(d->displayName, s.error()));
        return std::nullopt;
    }
    return params;
}

QList<RunRow> Store::listRuns(Diagnostics* diagnostics) const
{
    QList<RunRow> out;
    if (!d->requireOpen(diagnostics, false))
        return out;
    Statement s(d->db,
        d->version >= StoreDetail::kVersionConclusions
            ? "SELECT id, name, device, model, quantization, backend, started_at, provenance, verdict "
              "FROM runs ORDER BY id"
            : "SELECT id, name, device, model, quantization, backend, started_at, provenance, NULL "
              "FROM runs ORDER BY id");
    int rc = SQLITE_DONE;
    while (s.ok() && (rc = s.step()) == SQLITE_ROW) {
        RunRow r { QString::number(s.int64(0)), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), dateFrom(s, 6),
            s.text(7), std::nullopt, {} };
        if (!s.isNull(8))
            r.verdict = s.text(8);
        out.append(r);
    }
    if (!s.ok() || rc != SQLITE_DONE) {
        d->addError(diagnostics, Tr::tr("The runs of %1 cannot be listed: %2").arg(d->displayName, s.error()));
        return out;
    }
    if (d->version < StoreDetail::kVersionLabels)
        return out;
    // The labels of every run in one pass (runs and labels both ordered by run id).
    Statement l(d->db, "SELECT run_id, key, value FROM run_labels ORDER BY run_id, key");
    qsizetype at = 0;
    while (l.ok() && (rc = l.step()) == SQLITE_ROW) {
        const QString id = QString::number(l.int64(0));
        while (at < out.size() && out.at(at).id.toLongLong() < l.int64(0))
            ++at;
        if (at < out.size() && out.at(at).id == id)
            out[at].labels.insert(l.text(1), l.text(2));
    }
    if (!l.ok() || rc != SQLITE_DONE)
        d->addError(diagnostics, Tr::tr("The runs of %1 cannot be listed: %2").arg(d->displayName, l.error()));
    return out;
}

namespace {
// One statement on one run (its key bound last, after the value, if any), in a transaction of its
// own; a failure is said with failure(SQLite's message).
bool changeRun(Store::Private& p, const QString& id, const char* sql, const std::optional<QString>& value,
    const std::function<QString(const QString&)>& failure, Diagnostics* diagnostics)
{
    if (!p.requireOpen(diagnostics, true))
        return false;
    const auto key = p.runKey(id, diagnostics);
    if (!key || !p.begin(diagnostics))
        return false;
    Statement s(p.db, sql);
    int column = 1;
    if (value)
        s.bind(column++, *value);
    s.bind(column, *key);
    if (!s.exec()) {
        p.addError(diagnostics, failure(s.error()));
        p.rollback();
        return false;
    }
    return p.commit(diagnostics);
}
} // namespace

bool Store::deleteRun(const QString& id, Diagnostics* diagnostics)
{
    return changeRun(
        *d, id, "DELETE FROM runs WHERE id=?", std::nullopt,
        [&](const QString& e) { return Tr::tr("Cannot delete run %1 from %2: %3").arg(id, d->displayName, e); },
        diagnostics);
}

bool Store::renameRun(const QString& id, const QString& name, Diagnostics* diagnostics)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        d->addError(diagnostics, Tr::tr("A run's name cannot be empty."));
        return false;
    }
    return changeRun(
        *d, id, "UPDATE runs SET name=? WHERE id=?", trimmed,
        [&](const QString& e) { return Tr::tr("Cannot rename run %1 in %2: %3").arg(id, d->displayName, e); },
        diagnostics);
}

} // namespace Analysis
