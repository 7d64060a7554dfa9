// The CI recipes in examples/ci (docs/ci.md): each file is valid YAML of the shape its tool reads,
// and every headroom or headroom-probe command in it, with each of its options, exists.

#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

namespace {

QString examples()
{
    return QStringLiteral(HEADROOM_SOURCE_DIR "/examples/ci");
}

QByteArray help(const QString& program, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000))
        p.kill();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 ? p.readAll() : QByteArray();
}

// Shell words of one line, quotes removed (enough for the recipes: no nested quoting).
QStringList words(const QString& line)
{
    QStringList out;
    static const QRegularExpression word(QStringLiteral("\"([^\"]*)\"|'([^']*)'|(\\S+)"));
    for (auto it = word.globalMatch(line); it.hasNext();) {
        const auto m = it.next();
        out << (m.hasCaptured(1) ? m.captured(1) : m.hasCaptured(2) ? m.captured(2) : m.captured(3));
    }
    return out;
}

// Every command line in a YAML tree: the strings of a GitLab job's script lists and a LAVA
// definition's steps.
void collect(const YAML::Node& n, QStringList* lines)
{
    if (n.IsScalar())
        *lines << QString::fromStdString(n.as<std::string>());
    else if (n.IsSequence() || n.IsMap())
        for (const auto& child : n)
            collect(n.IsMap() ? child.second : child, lines);
}

} // namespace

class TestCiExamples : public QObject {
    Q_OBJECT

private slots:
    void gitlabJob();
    void lavaDefinition();
    void labgridEnvironment();
    void commandsExist_data();
    void commandsExist();
};

void TestCiExamples::gitlabJob()
{
    const YAML::Node ci = YAML::LoadFile(QString(examples() + QStringLiteral("/gitlab-ci.yml")).toStdString());
    const YAML::Node job = ci["measure-board"];
    QVERIFY(job.IsMap());
    QVERIFY(job["script"].IsSequence());
    QVERIFY(job["tags"].IsSequence());
    QVERIFY(job["after_script"].IsSequence());
    QCOMPARE(job["stage"].as<std::string>(), ci["stages"][0].as<std::string>());
    QVERIFY(job["artifacts"]["paths"].IsSequence());
}

void TestCiExamples::lavaDefinition()
{
    const YAML::Node d = YAML::LoadFile(QString(examples() + QStringLiteral("/lava-headroom.yaml")).toStdString());
    QCOMPARE(d["metadata"]["format"].as<std::string>(), std::string("Lava-Test Test Definition 1.0"));
    QVERIFY(!d["metadata"]["name"].as<std::string>().empty());
    QVERIFY(d["run"]["steps"].IsSequence());
    QVERIFY(d["params"].IsMap());
}

void TestCiExamples::labgridEnvironment()
{
    const YAML::Node e = YAML::LoadFile(QString(examples() + QStringLiteral("/labgrid-env.yaml")).toStdString());
    QVERIFY(e["targets"]["main"]["resources"]["RemotePlace"]["name"].IsScalar());
    QVERIFY(e["targets"]["main"]["drivers"]["SSHDriver"].IsMap());
}

void TestCiExamples::commandsExist_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : { "gitlab-ci.yml", "lava-headroom.yaml", "labgrid-env.yaml" })
        QTest::addRow("%s", f) << examples() + u'/' + QLatin1String(f);
}

void TestCiExamples::commandsExist()
{
    QFETCH(QString, file);
    QStringList lines;
    collect(YAML::LoadFile(file.toStdString()), &lines);
    // Commands quoted in the comments count too, people copy them: `in backticks`, or after a colon
    // and two spaces ("On the host afterwards:  headroom import ...").
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    static const QRegularExpression quoted(QStringLiteral("`([^`]+)`|:  (\\S.*)$"));
    for (const QByteArray& l : f.readAll().split('\n'))
        if (l.trimmed().startsWith('#'))
            for (auto it = quoted.globalMatch(QString::fromUtf8(l)); it.hasNext();) {
                const auto m = it.next();
                lines << (m.hasCaptured(1) ? m.captured(1) : m.captured(2));
            }
    const QByteArray probeHelp = help(QStringLiteral(HEADROOM_PROBE_BIN), { QStringLiteral("--help") });
    QVERIFY(!probeHelp.isEmpty());
    int checked = 0;
    for (const QString& line : std::as_const(lines)) {
        const QStringList w = words(line);
        for (int i = 0; i + 1 < w.size(); ++i) {
            const bool app = w.at(i) == u"headroom";
            const bool probe = w.at(i).endsWith(u"headroom-probe");
            if (!app && !probe)
                continue;
            const QString sub = w.at(i + 1);
            if (sub.startsWith(u'-') && sub != u"--version" && sub != u"--help")
                continue;
            QByteArray text = probeHelp;
            if (app) {
                // `headroom SUB --help` exits 0 only for a real subcommand.
                text = help(QStringLiteral(HEADROOM_APP_BIN), { sub, QStringLiteral("--help") });
                QVERIFY2(!text.isEmpty(), qPrintable(QStringLiteral("no subcommand: ") + line));
                if (sub == u"device" && i + 2 < w.size())
                    text += help(QStringLiteral(HEADROOM_APP_BIN), { sub, w.at(i + 2), QStringLiteral("--help") });
            } else
                QVERIFY2(probeHelp.contains(QByteArray("headroom-probe " + sub.toUtf8())),
                    qPrintable(QStringLiteral("no probe command: ") + line));
            // Its options, up to the end of its command (a shell operator, or `--` before the workload).
            for (int j = i + 2; j < w.size(); ++j) {
                const QString o = w.at(j);
                if (o == u"--" || o == u"&&" || o == u"||" || o == u"|" || o == u";" || o.startsWith(u'>'))
                    break;
                if (o.startsWith(QLatin1String("--")))
                    QVERIFY2(text.contains(o.section(u'=', 0, 0).toUtf8()),
                        qPrintable(QStringLiteral("no option %1 in: %2").arg(o, line)));
            }
            ++checked;
        }
    }
    QVERIFY(checked >= 1);
}

QTEST_GUILESS_MAIN(TestCiExamples)
#include "tst_ci_examples.moc"
