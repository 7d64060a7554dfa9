#include "widgets/teamstoreopen.h"

#include "analysis/store/teamstore.h"
#include "remote/secretstore.h"
#include "widgets/credentialsprompt.h"
#include "widgets/diagnosticstext.h"
#include "widgets/tr.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QtConcurrent>

namespace Ui {

namespace {

const char kRecentKey[] = "teamStores/recent";

struct Attempt {
    Analysis::Diagnostics diagnostics;
    bool passwordNeeded = false;
    TeamSnapshot snapshot;
};

// The snapshots of one store share a prefix: the database's name and a digest of the shown URL.
QString snapshotPrefix(const QString& shownUrl)
{
    QString db = shownUrl.section(u'?', 0, 0).section(u'/', 3);
    db.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")));
    const QByteArray digest = QCryptographicHash::hash(shownUrl.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return (db.isEmpty() ? QStringLiteral("team") : db) + u'-' + QString::fromLatin1(digest) + u'-';
}

QString snapshotFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/team-snapshots");
}

// In a worker thread: a TeamStore is used by one thread only.
Attempt attempt(const QString& url, const QByteArray& password)
{
    Attempt a;
    Analysis::TeamStore team;
    a.snapshot.shownUrl = Analysis::TeamStore::shownUrl(url);
    a.diagnostics = team.open(url, password);
    if (Analysis::hasErrors(a.diagnostics)) {
        a.passwordNeeded = team.passwordNeeded();
        return a;
    }
    if (!QDir().mkpath(snapshotFolder())) {
        a.diagnostics.append(
            Analysis::fileError(snapshotFolder(), Tr::tr("Cannot make the folder for team store snapshots.")));
        return a;
    }
    a.snapshot.path = QDir(snapshotFolder())
                          .filePath(snapshotPrefix(a.snapshot.shownUrl)
                              + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))
                              + QStringLiteral(".headroom"));
    // The store's newest snapshot in the cache, when there is one, is refreshed into the new file
    // (only the runs pushed since it was taken are fetched); the one the window shows stays as it is.
    const QString prefix = snapshotPrefix(a.snapshot.shownUrl);
    const QFileInfoList earlier
        = QDir(snapshotFolder()).entryInfoList({ prefix + QStringLiteral("*.headroom") }, QDir::Files, QDir::Name);
    // One written by an older Headroom, which did not record its origin, is replaced by a whole one.
    if (earlier.isEmpty() || !Analysis::TeamStore::isSnapshot(earlier.last().absoluteFilePath())) {
        a.diagnostics += team.snapshot(a.snapshot.path, &a.snapshot.runs);
        a.snapshot.added = a.snapshot.runs;
        return a;
    }
    Analysis::TeamRefresh refreshed;
    a.diagnostics += team.refresh(earlier.last().absoluteFilePath(), a.snapshot.path, &refreshed);
    a.snapshot.runs = refreshed.runs;
    a.snapshot.added = refreshed.added;
    a.snapshot.refreshed = !refreshed.startedOver;
    a.snapshot.startedOverBecause = refreshed.reason;
    return a;
}

void remember(const QString& url)
{
    QSettings settings;
    QStringList recent = settings.value(QLatin1String(kRecentKey)).toStringList();
    const QString shown = Analysis::TeamStore::shownUrl(url); // never a password in the settings
    recent.removeAll(shown);
    recent.prepend(shown);
    settings.setValue(QLatin1String(kRecentKey), recent.mid(0, 10));
}

void run(QWidget* parent, const QString& url, const QByteArray& password, bool asked, bool keep,
    const std::function<void(const TeamSnapshot&)>& done)
{
    auto* progress = new QProgressDialog(
        Tr::tr("Reading the team store %1…").arg(Analysis::TeamStore::shownUrl(url)), QString(), 0, 0, parent);
    progress->setWindowTitle(Tr::tr("Open team store"));
    progress->setMinimumDuration(300);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    auto* watcher = new QFutureWatcher<Attempt>(progress);
    QPointer<QWidget> guard(parent);
    QObject::connect(watcher, &QFutureWatcher<Attempt>::finished, progress, [=] {
        const Attempt a = watcher->result();
        progress->close();
        if (!guard)
            return;
        if (a.passwordNeeded && !asked) {
            auto* dialog
                = new SecretDialog(Tr::tr("Password for the team store %1:").arg(a.snapshot.shownUrl), true, guard);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            QObject::connect(dialog, &QDialog::accepted, guard,
                [=] { run(guard, url, dialog->secret(), true, dialog->remember(), done); });
            dialog->open();
            return;
        }
        if (Analysis::hasErrors(a.diagnostics)) {
            QMessageBox::warning(guard, Tr::tr("Cannot open the team store"), diagnosticsText(a.diagnostics));
            return;
        }
        remember(url);
        if (keep && !password.isEmpty()) {
            auto* secrets = new Remote::SecretStore(guard);
            QObject::connect(secrets, &Remote::SecretStore::secretWritten, secrets, &QObject::deleteLater);
            secrets->write(
                QStringLiteral("team ") + a.snapshot.shownUrl, Remote::SecretStore::Kind::Password, password);
        }
        done(a.snapshot);
    });
    watcher->setFuture(QtConcurrent::run(attempt, url, password));
}

} // namespace

void snapshotTeamStore(QWidget* parent, const QString& url, const std::function<void(const TeamSnapshot&)>& done)
{
    // The keychain first (it may ask the user to unlock it), then the server.
    auto* secrets = new Remote::SecretStore(parent);
    const QString key = QStringLiteral("team ") + Analysis::TeamStore::shownUrl(url);
    QPointer<QWidget> guard(parent);
    QObject::connect(secrets, &Remote::SecretStore::secretRead, secrets,
        [=](const QString& name, Remote::SecretStore::Kind, const QByteArray& secret, const QString&) {
            if (name != key)
                return;
            secrets->deleteLater();
            if (guard)
                run(guard, url, secret, false, false, done);
        });
    secrets->read(key, Remote::SecretStore::Kind::Password);
}

void openTeamStore(QWidget* parent, const std::function<void(const TeamSnapshot&)>& done)
{
    const QStringList recent = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    bool ok = false;
    const QString url = QInputDialog::getItem(parent, Tr::tr("Open team store"),
        Tr::tr("Team store URL (postgresql://user@host/database; the password comes from ~/.pgpass or the "
               "keychain, or is asked for):"),
        recent.isEmpty() ? QStringList { QStringLiteral("postgresql://") } : recent, 0, true, &ok)
                            .trimmed();
    if (!ok || url.isEmpty())
        return;
    if (!Analysis::TeamStore::isUrl(url)) {
        QMessageBox::warning(parent, Tr::tr("Open team store"),
            Tr::tr("\"%1\" is not a team store URL: it starts with postgresql:// or postgres://.").arg(url));
        return;
    }
    snapshotTeamStore(parent, url, done);
}

void removeOlderSnapshots(const QString& keep)
{
    const QFileInfo kept(keep);
    const QString prefix = kept.fileName().section(u'-', 0, -4) + u'-';
    for (const QFileInfo& f : QDir(kept.absolutePath()).entryInfoList({ prefix + u'*' }, QDir::Files))
        if (f.fileName() != kept.fileName() && !f.fileName().startsWith(kept.fileName()))
            QFile::remove(f.absoluteFilePath());
}

} // namespace Ui
