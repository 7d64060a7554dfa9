// headroom push and headroom pull: runs to and from a team store on PostgreSQL (issue 24).

#include "app/commands.h"

#include "analysis/core/format.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace App {

namespace {

void print(const Analysis::Diagnostics& diagnostics)
{
    for (const auto& d : diagnostics)
        err() << d.toString() << Qt::endl;
}

QString dateText(const QDateTime& dt)
{
    return dt.isValid() ? dt.toUTC().toString(Qt::ISODateWithMs) : QString();
}

int listRuns(Analysis::TeamStore& team, bool json)
{
    Analysis::Diagnostics d;
    const QList<Analysis::TeamRunRow> rows = team.listRuns(&d);
    print(d);
    if (Analysis::hasErrors(d))
        return 2;
    if (json) {
        QJsonArray runs;
        for (const auto& r : rows)
            runs.append(QJsonObject { { QStringLiteral("id"), r.run.id }, { QStringLiteral("name"), r.run.name },
                { QStringLiteral("device"), r.run.device }, { QStringLiteral("model"), r.run.model },
                { QStringLiteral("started_at"), dateText(r.run.startedAt) },
                { QStringLiteral("verdict"), r.run.verdict ? QJsonValue(*r.run.verdict) : QJsonValue() },
                { QStringLiteral("schema_version"), r.schemaVersion }, { QStringLiteral("pushed_by"), r.pushedBy },
                { QStringLiteral("role"), r.role }, { QStringLiteral("pushed_from"), r.pushedFrom },
                { QStringLiteral("pushed_at"), dateText(r.pushedAt) }, { QStringLiteral("source_file"), r.sourceFile },
                { QStringLiteral("source_run"), r.sourceRun },
                { QStringLiteral("replaces"), r.replaces.isEmpty() ? QJsonValue() : QJsonValue(r.replaces) } });
        out() << QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("format"), QStringLiteral("headroom-team-runs") },
                { QStringLiteral("format_version"), 1 }, { QStringLiteral("store"), team.url() },
                { QStringLiteral("runs"),
                    runs } }).toJson());
        out().flush();
        return 0;
    }
    for (const auto& r : rows) {
        out() << Tr::tr("run %1 \"%2\" on %3, pushed by %4 from %5 at %6 (%7, run %8)")
                     .arg(r.run.id, r.run.name, r.run.device, r.pushedBy, r.pushedFrom, dateText(r.pushedAt),
                         QFileInfo(r.sourceFile).fileName(), r.sourceRun);
        if (!r.replaces.isEmpty())
            out() << Tr::tr(", replaces run %1").arg(r.replaces);
        out() << '\n';
    }
    if (rows.isEmpty())
        out() << Tr::tr("The team store holds no run.") << '\n';
    out().flush();
    return 0;
}

} // namespace

// headroom push P.headroom[#RUN] postgresql://... [--replaces ID]
// Exit 0 when every run is in the team store (pushed now or already there), 2 on an error (nothing
// of the push is stored then).
int runPush(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr(
        "Pushes the runs of a project (or P.headroom#RUN, one run) to a team store on PostgreSQL, in one "
        "transaction, with who pushed them, from which machine and file. A run already in the team store (the "
        "same raw files) is skipped. The password comes from ~/.pgpass, PGPASSFILE, PGPASSWORD or a service file, "
        "never from the project; URL parameters such as sslmode=verify-full go to libpq unchanged.\n"
        "Exit codes: 0 pushed, 2 error."));
    p.addPositionalArgument(QStringLiteral("project"), Tr::tr("The .headroom project, or P.headroom#RUN."),
        QStringLiteral("P.headroom[#RUN]"));
    p.addPositionalArgument(QStringLiteral("store"), Tr::tr("The team store."), QStringLiteral("postgresql://..."));
    const QCommandLineOption replaces(QStringLiteral("replaces"),
        Tr::tr("The team run that the pushed run corrects (pushed runs are never changed)."), QStringLiteral("ID"));
    p.addOption(replaces);
    int code = 0;
    if (!parseArguments(p, QStringLiteral("push"), args, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional.size() != 2 || !Analysis::TeamStore::isUrl(positional.at(1))) {
        err() << Tr::tr("headroom push: give one project and a postgresql:// URL") << Qt::endl;
        return 2;
    }
    QString path = positional.at(0);
    QStringList runIds;
    const qsizetype hash = path.lastIndexOf(u'#');
    if (hash > 0 && !QFileInfo::exists(path)) {
        runIds << path.mid(hash + 1);
        path = path.left(hash);
    }
    if (!QFileInfo(path).isFile()) {
        err() << Tr::tr("headroom push: %1 does not exist").arg(path) << Qt::endl;
        return 2;
    }
    Analysis::TeamStore team;
    const Analysis::Diagnostics opened = team.open(positional.at(1));
    print(opened);
    if (Analysis::hasErrors(opened))
        return 2;
    const Analysis::TeamPushResult r = team.push(path, runIds, p.value(replaces));
    print(r.diagnostics);
    if (!r.ok())
        return 2;
    for (const QString& id : r.pushedRunIds)
        out() << Tr::tr("pushed as team run %1").arg(id) << '\n';
    out() << Tr::tr("%n run(s) pushed to %1", nullptr, int(r.pushedRunIds.size())).arg(team.url());
    if (!r.skippedRunIds.isEmpty())
        out() << Tr::tr(", %n already there", nullptr, int(r.skippedRunIds.size()));
    out() << '\n';
    out().flush();
    return 0;
}

// headroom pull postgresql://...#RUN --into P.headroom | headroom pull postgresql://... --list [--json]
// | headroom pull postgresql://... --snapshot NEW.headroom
// Exit 0 done, 2 error.
int runPull(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Copies a run of a team store into a project, as it was pushed, or lists "
                                       "the team store's runs with their provenance.\nExit codes: 0 done, 2 error."));
    p.addPositionalArgument(
        QStringLiteral("store"), Tr::tr("The team store and the run."), QStringLiteral("postgresql://...#RUN"));
    const QCommandLineOption into(
        QStringLiteral("into"), Tr::tr("The project to copy the run into (made when missing)."), QStringLiteral("P"));
    const QCommandLineOption list(QStringLiteral("list"), Tr::tr("List the team store's runs instead."));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("With --list: print JSON."));
    const QCommandLineOption snapshot(QStringLiteral("snapshot"),
        Tr::tr("Write every run of the team store into the new project F, under the runs' team ids (what the "
               "window's File > Open team store reads). When F is such a snapshot already, only the runs pushed "
               "since it was taken are added."),
        QStringLiteral("F"));
    p.addOptions({ into, list, json, snapshot });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("pull"), args, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional.size() != 1 || !Analysis::TeamStore::isUrl(positional.first())) {
        err() << Tr::tr("headroom pull: give one postgresql:// URL") << Qt::endl;
        return 2;
    }
    QString url, runId;
    Analysis::TeamStore::splitRunReference(positional.first(), &url, &runId);
    if (p.isSet(snapshot)) {
        if (p.isSet(list) || p.isSet(into) || p.isSet(json) || !runId.isEmpty()) {
            err() << Tr::tr("headroom pull: --snapshot F takes the store's URL alone") << Qt::endl;
            return 2;
        }
        Analysis::TeamStore team;
        Analysis::Diagnostics d = team.open(url);
        const QString file = p.value(snapshot);
        // An existing snapshot is refreshed: only the runs pushed since are fetched.
        const bool refresh = QFileInfo::exists(file);
        Analysis::TeamRefresh refreshed;
        int runs = 0;
        if (!Analysis::hasErrors(d)) {
            if (refresh)
                d += team.refresh(file, file, &refreshed);
            else
                d += team.snapshot(file, &runs);
        }
        print(d);
        if (Analysis::hasErrors(d))
            return 2;
        if (!refresh)
            out() << Tr::tr("%n run(s) of %1 written to %2", nullptr, runs).arg(team.url(), file) << '\n';
        else if (refreshed.startedOver)
            out() << Tr::tr("%n run(s) of %1 written to %2 anew", nullptr, refreshed.runs).arg(team.url(), file)
                  << '\n';
        else
            out() << Tr::tr("%n new run(s) of %1 added to %2", nullptr, refreshed.added).arg(team.url(), file) << ' '
                  << Tr::tr("(%n run(s) in all)", nullptr, refreshed.runs) << '\n';
        out().flush();
        return 0;
    }
    if (p.isSet(list) == p.isSet(into) || (p.isSet(into) && runId.isEmpty()) || (p.isSet(json) && !p.isSet(list))) {
        err() << Tr::tr("headroom pull: give either URL#RUN --into P.headroom or URL --list [--json]") << Qt::endl;
        return 2;
    }
    Analysis::TeamStore team;
    const Analysis::Diagnostics opened = team.open(url);
    print(opened);
    if (Analysis::hasErrors(opened))
        return 2;
    if (p.isSet(list))
        return listRuns(team, p.isSet(json));

    // A project this pull makes is removed again when nothing came into it.
    const bool made = !QFileInfo::exists(p.value(into));
    Analysis::Store store;
    Analysis::Diagnostics d = store.open(p.value(into), Analysis::Store::OpenMode::ReadWrite);
    print(d);
    if (Analysis::hasErrors(d))
        return 2;
    const Analysis::ProjectImportResult r = team.pull(runId, store);
    print(r.diagnostics);
    if (!r.ok()) {
        store.close();
        if (made)
            for (const QString& suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
                QFile::remove(p.value(into) + suffix);
        return 2;
    }
    for (const QString& id : r.importedRunIds)
        out() << Tr::tr("team run %1 is run %2 of %3").arg(runId, id, p.value(into)) << '\n';
    out().flush();
    return 0;
}

} // namespace App
