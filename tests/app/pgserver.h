#pragma once

// A real PostgreSQL server for a test: initdb in a temporary folder as an unprivileged user (the
// server refuses to run as root: as root, the `postgres` user that Debian's package makes runs it
// through runuser), listening on 127.0.0.1 and a free port, its socket in the same folder; stopped
// and removed when this goes. One per test executable: initdb takes a few seconds.
//
// Roles made: hr_admin (superuser), with passwords in a pgpass file that PGPASSFILE names, so every
// client (this process and the headroom processes it starts) authenticates the way a user would.

#include <libpq-fe.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>

class PgServer {
public:
    // Empty when the server is running; otherwise why not (the test skips with it).
    QString start()
    {
        const QString bin = findBin();
        if (bin.isEmpty())
            return QStringLiteral("the PostgreSQL server binaries (initdb, pg_ctl) are not installed; install "
                                  "postgresql-15 (tools/install-deps.sh)");
        m_bin = bin;
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        if (geteuid() == 0) {
            const passwd* pw = getpwnam("postgres");
            if (!pw)
                return QStringLiteral("running as root and there is no unprivileged 'postgres' user to run the server");
            m_runAs = QStringLiteral("postgres");
            if (chown(m_dir.path().toLocal8Bit().constData(), pw->pw_uid, pw->pw_gid) != 0)
                return QStringLiteral("cannot hand the temporary folder to the postgres user");
        }
        m_port = freePort();
        const QString pwfile = m_dir.filePath(QStringLiteral("pw"));
        writeFile(pwfile, "adminpw\n");
        if (geteuid() == 0 && chown(pwfile.toLocal8Bit().constData(), getpwnam("postgres")->pw_uid, 0) != 0)
            return QStringLiteral("cannot hand the password file to the postgres user");
        const QString data = m_dir.filePath(QStringLiteral("data"));
        QString out;
        if (!run(QStringLiteral("initdb"),
                { QStringLiteral("-D"), data, QStringLiteral("-U"), QStringLiteral("hr_admin"), QStringLiteral("-A"),
                    QStringLiteral("scram-sha-256"), QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"),
                    QStringLiteral("UTF8"), QStringLiteral("--locale=C"), QStringLiteral("--no-sync"),
                    QStringLiteral("--no-instructions") },
                &out))
            return QStringLiteral("initdb failed: ") + out;
        QString options = QStringLiteral("-c listen_addresses=127.0.0.1 -p %1 -k %2 -c fsync=off "
                                         "-c full_page_writes=off -c synchronous_commit=off -c max_connections=40")
                              .arg(m_port)
                              .arg(m_dir.path());
        // TLS with a certificate for 127.0.0.1 signed by a CA of the test's own, when openssl is there.
        if (makeCertificates())
            options
                += QStringLiteral(" -c ssl=on -c ssl_cert_file=%1 -c ssl_key_file=%2")
                       .arg(m_dir.filePath(QStringLiteral("server.crt")), m_dir.filePath(QStringLiteral("server.key")));
        if (!run(QStringLiteral("pg_ctl"),
                { QStringLiteral("-D"), data, QStringLiteral("-l"), m_dir.filePath(QStringLiteral("log")),
                    QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"), options,
                    QStringLiteral("start") },
                &out))
            return QStringLiteral("pg_ctl start failed: ") + out;
        m_started = true;
        // The clients' passwords, found the way libpq finds them (PGPASSFILE, like ~/.pgpass).
        m_pgpass = std::make_unique<QTemporaryDir>();
        const QString pgpass = m_pgpass->filePath(QStringLiteral("pgpass"));
        QByteArray lines;
        for (const char* user : { "hr_admin:adminpw", "writer:writerpw", "reader:readerpw", "pusher:pusherpw" })
            lines += "127.0.0.1:" + QByteArray::number(m_port) + ":*:" + user + '\n';
        writeFile(pgpass, lines);
        QFile::setPermissions(pgpass, QFile::ReadOwner | QFile::WriteOwner);
        qputenv("PGPASSFILE", pgpass.toLocal8Bit());
        for (const char* name : { "PGPASSWORD", "PGSERVICE", "PGHOST", "PGPORT", "PGUSER", "PGDATABASE", "PGSSLMODE" })
            qunsetenv(name);
        return {};
    }

    ~PgServer()
    {
        if (m_started) {
            QString out;
            run(QStringLiteral("pg_ctl"),
                { QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")), QStringLiteral("-m"),
                    QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop") },
                &out);
        }
    }

    int port() const { return m_port; }
    // The CA that signed the server's certificate, and another one; empty without TLS.
    QString caFile() const { return m_tls ? m_certs.filePath(QStringLiteral("ca.crt")) : QString(); }
    QString otherCaFile() const { return m_tls ? m_certs.filePath(QStringLiteral("other.crt")) : QString(); }
    QString url(const QString& user, const QString& db) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(user).arg(m_port).arg(db);
    }

    // Runs SQL as hr_admin in db; empty on success, else the server's message.
    QString sql(const QString& db, const QString& statements, QByteArray* firstValue = nullptr) const
    {
        PGconn* c = PQconnectdb(url(QStringLiteral("hr_admin"), db).toUtf8().constData());
        QString error;
        if (PQstatus(c) != CONNECTION_OK)
            error = QString::fromUtf8(PQerrorMessage(c));
        else {
            PGresult* r = PQexec(c, statements.toUtf8().constData());
            const ExecStatusType s = PQresultStatus(r);
            if (s != PGRES_COMMAND_OK && s != PGRES_TUPLES_OK)
                error = QString::fromUtf8(PQresultErrorMessage(r));
            else if (firstValue && PQntuples(r) > 0)
                *firstValue = PQgetvalue(r, 0, 0);
            PQclear(r);
        }
        PQfinish(c);
        return error;
    }

private:
    static QString findBin()
    {
        QDir lib(QStringLiteral("/usr/lib/postgresql"));
        QStringList versions = lib.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
        for (const QString& v : versions) {
            const QString bin = lib.filePath(v + QStringLiteral("/bin"));
            if (QFile::exists(bin + QStringLiteral("/initdb")) && QFile::exists(bin + QStringLiteral("/pg_ctl")))
                return bin;
        }
        const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        return initdb.isEmpty() ? QString() : QFileInfo(initdb).canonicalPath();
    }

    static int freePort()
    {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        int port = 0;
        if (bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0
            && getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
            port = ntohs(a.sin_port);
        close(fd);
        return port;
    }

    bool makeCertificates()
    {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty() || !m_certs.isValid())
            return false;
        const QString c = m_certs.path();
        const QString d = m_dir.path();
        writeFile(c + QStringLiteral("/san.ext"), "subjectAltName=IP:127.0.0.1\n");
        const QStringList ec { QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes") };
        const QList<QStringList> steps {
            QStringList { QStringLiteral("req"), QStringLiteral("-x509") } + ec
                + QStringList { QStringLiteral("-keyout"), c + QStringLiteral("/ca.key"), QStringLiteral("-out"),
                    c + QStringLiteral("/ca.crt"), QStringLiteral("-days"), QStringLiteral("2"),
                    QStringLiteral("-subj"), QStringLiteral("/CN=headroom test CA") },
            QStringList { QStringLiteral("req"), QStringLiteral("-x509") } + ec
                + QStringList { QStringLiteral("-keyout"), c + QStringLiteral("/other.key"), QStringLiteral("-out"),
                    c + QStringLiteral("/other.crt"), QStringLiteral("-days"), QStringLiteral("2"),
                    QStringLiteral("-subj"), QStringLiteral("/CN=another CA") },
            QStringList { QStringLiteral("req") } + ec
                + QStringList { QStringLiteral("-keyout"), d + QStringLiteral("/server.key"), QStringLiteral("-out"),
                    c + QStringLiteral("/server.csr"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1") },
            QStringList { QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                c + QStringLiteral("/server.csr"), QStringLiteral("-CA"), c + QStringLiteral("/ca.crt"),
                QStringLiteral("-CAkey"), c + QStringLiteral("/ca.key"), QStringLiteral("-CAcreateserial"),
                QStringLiteral("-out"), d + QStringLiteral("/server.crt"), QStringLiteral("-days"), QStringLiteral("2"),
                QStringLiteral("-extfile"), c + QStringLiteral("/san.ext") },
        };
        for (const QStringList& args : steps) {
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(openssl, args);
            if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
                return false;
        }
        // The server reads its key only when it is its own and private.
        const QByteArray key = (d + QStringLiteral("/server.key")).toLocal8Bit();
        if (geteuid() == 0) {
            const passwd* pw = getpwnam("postgres");
            if (!pw || chown(key.constData(), pw->pw_uid, pw->pw_gid) != 0
                || chown((d + QStringLiteral("/server.crt")).toLocal8Bit().constData(), pw->pw_uid, pw->pw_gid) != 0)
                return false;
        }
        m_tls = QFile::setPermissions(d + QStringLiteral("/server.key"), QFile::ReadOwner | QFile::WriteOwner);
        return m_tls;
    }

    static void writeFile(const QString& path, const QByteArray& data)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(data);
    }

    bool run(const QString& tool, const QStringList& args, QString* out) const
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(m_dir.path());
        const QString program = m_bin + u'/' + tool;
        if (m_runAs.isEmpty())
            p.start(program, args);
        else
            p.start(QStringLiteral("runuser"),
                QStringList { QStringLiteral("-u"), m_runAs, QStringLiteral("--"), program } + args);
        const bool finished = p.waitForFinished(120000);
        if (!finished)
            p.kill();
        *out = QString::fromLocal8Bit(p.readAll());
        return finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_certs; // the CAs and the request: the client's side
    bool m_tls = false;
    std::unique_ptr<QTemporaryDir> m_pgpass;
    QString m_bin;
    QString m_runAs;
    int m_port = 0;
    bool m_started = false;
};
