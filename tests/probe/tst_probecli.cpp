// headroom-probe's command line and run folder format: version, help, outcomes, {input}
// substitution without a shell, mem.log in the measurement method's format, DONE checked against sha256sum.

#include "probetest.h"
#include "remote/probe/protocol.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;

class TestProbeCli : public QObject {
    Q_OBJECT

private slots:
    void version()
    {
        const Result r = run(probe(), { QStringLiteral("--version") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(),
            QByteArray("headroom-probe ") + HeadroomProtocol::kProbeVersion + " protocol "
                + QByteArray::number(HeadroomProtocol::kFormatVersion));
    }

    void helpDocumentsEveryOption_data()
    {
        QTest::addColumn<QString>("option");
        for (const char* o : { "--repeat", "--warmup", "--interval-ms", "--timeout-s", "--interleave", "--input",
                 "--load-regex", "--load-first-output", "--load-after-ms", "--token-regex", "--guard-reserve-kb",
                 "--critical", "--cgroup", "--cgroup-limit", "--stream", "--out", "--pid", "--duration-s",
                 "--prompt-file", "--prompt-tokens", "--max-new-tokens", "--dim", "--layers", "--heads", "--vocab",
                 "--seed", "--threads", "--context-interval-ms", "--gpu-interval-ms", "--background-cpu",
                 "--background-mem", "--background-cmd", "--url", "--api", "--model", "--prompt", "--max-tokens",
                 "--param", "--param-str", "--concurrency", "--requests", "--idle-timeout-s", "--ttft-budget-ms",
                 "--e2e-budget-ms", "--budget-quantile", "--engine-pid", "--engine E" })
            QTest::addRow("%s", o) << QString::fromLatin1(o);
    }

    void helpDocumentsEveryOption()
    {
        QFETCH(QString, option);
        const Result r = run(probe(), { QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(option.toUtf8()));
    }

    void badArgumentsExit2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("unknown-mode") << QStringList { QStringLiteral("fly") };
        QTest::addRow("run-without-out") << QStringList { QStringLiteral("run"), QStringLiteral("--"),
            QStringLiteral("true") };
        QTest::addRow("run-without-command")
            << QStringList { QStringLiteral("run"), QStringLiteral("--out"), QStringLiteral("/tmp/x") };
        QTest::addRow("bad-engine") << QStringList { QStringLiteral("run"), QStringLiteral("--engine"),
            QStringLiteral("no-such-engine"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"),
            QStringLiteral("true") };
        QTest::addRow("bad-repeat") << QStringList { QStringLiteral("run"), QStringLiteral("--repeat"),
            QStringLiteral("0"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"),
            QStringLiteral("true") };
        QTest::addRow("input-id-with-slash")
            << QStringList { QStringLiteral("run"), QStringLiteral("--input"), QStringLiteral("a/b=/etc/hostname"),
                   QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"), QStringLiteral("true") };
        QTest::addRow("cgroup-limit-tiny") << QStringList { QStringLiteral("run"), QStringLiteral("--cgroup-limit"),
            QStringLiteral("4096"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"),
            QStringLiteral("true") };
        QTest::addRow("cgroup-and-cgroup-limit") << QStringList { QStringLiteral("run"), QStringLiteral("--cgroup"),
            QStringLiteral("/sys/fs/cgroup"), QStringLiteral("--cgroup-limit"), QStringLiteral("67108864"),
            QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"), QStringLiteral("true") };
        QTest::addRow("calibrate-heads") << QStringList { QStringLiteral("calibrate"), QStringLiteral("--dim"),
            QStringLiteral("10"), QStringLiteral("--heads"), QStringLiteral("3") };
        QTest::addRow("serve-without-url") << QStringList { QStringLiteral("serve"), QStringLiteral("--out"),
            QStringLiteral("/tmp/x"), QStringLiteral("--prompt"), QStringLiteral("x") };
        QTest::addRow("serve-https") << QStringList { QStringLiteral("serve"), QStringLiteral("--url"),
            QStringLiteral("https://127.0.0.1:8080"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
            QStringLiteral("--prompt"), QStringLiteral("x") };
        QTest::addRow("serve-host-name") << QStringList { QStringLiteral("serve"), QStringLiteral("--url"),
            QStringLiteral("http://example.org:80"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
            QStringLiteral("--prompt"), QStringLiteral("x") };
        QTest::addRow("serve-bad-level") << QStringList { QStringLiteral("serve"), QStringLiteral("--url"),
            QStringLiteral("http://127.0.0.1:8080"), QStringLiteral("--concurrency"), QStringLiteral("1,0"),
            QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--prompt"), QStringLiteral("x") };
        QTest::addRow("background-cpu-no-such-core")
            << QStringList { QStringLiteral("run"), QStringLiteral("--background-cpu"), QStringLiteral("99999"),
                   QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--"), QStringLiteral("true") };
        QTest::addRow("attach-no-pid") << QStringList { QStringLiteral("attach"), QStringLiteral("--out"),
            QStringLiteral("/tmp/x") };
    }

    void badArgumentsExit2()
    {
        QFETCH(QStringList, args);
        // "/tmp/x" in the rows stands for a fresh folder: a run wrongly accepted must neither pass by
        // finding the folder of an earlier one (the probe refuses a folder that holds a run) nor
        // leave one behind.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        args.replaceInStrings(QStringLiteral("/tmp/x"), out);
        const Result r = run(probe(), args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("headroom-probe"));
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/events.jsonl")));
    }

    void envIsJson()
    {
        const Result r = run(probe(), { QStringLiteral("env") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char* key :
            { "kernel", "os", "cpu_model", "cpu_count", "mem_total_kb", "mem_available_kb", "swap_total_kb", "cgroup",
                "thermal_zones", "power_supply", "loadavg", "clear_refs_writable", "device_model" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value(u"mem_total_kb").toDouble() > 0);
    }

    void outcomes_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        const QString sh = QStringLiteral("/bin/sh");
        QTest::addRow("ok") << QStringList { QStringLiteral("true") } << QStringLiteral("ok") << 0 << -1;
        QTest::addRow("nonzero-exit") << QStringList { sh, QStringLiteral("-c"), QStringLiteral("exit 3") }
                                      << QStringLiteral("nonzero_exit") << 3 << -1;
        QTest::addRow("crashed") << QStringList { sh, QStringLiteral("-c"), QStringLiteral("kill -SEGV $$") }
                                 << QStringLiteral("crashed") << -1 << 11;
        QTest::addRow("timed-out") << QStringList { QStringLiteral("sleep"), QStringLiteral("30") }
                                   << QStringLiteral("timed_out") << -1 << 15;
        QTest::addRow("not-found") << QStringList { QStringLiteral("/nonexistent/engine") }
                                   << QStringLiteral("nonzero_exit") << 127 << -1;
    }

    void outcomes()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, outcome);
        QFETCH(int, exitCode);
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            QStringList { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"),
                // Only the row that must time out gets a short timeout: on a loaded machine even
                // `true` can take longer than 0.3 s to start, which is no timeout of its own.
                QStringLiteral("--timeout-s"), outcome == u"timed_out" ? QStringLiteral("0.3") : QStringLiteral("20"),
                QStringLiteral("--out"), out,
                QStringLiteral("--") }
                + command);
        QCOMPARE(r.exitCode, 0); // every repetition ran, whatever its outcome
        const auto ends = events(out, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 2); // failed repetitions are recorded, never dropped
        for (const auto& e : ends) {
            QCOMPARE(e.value(u"outcome").toString(), outcome);
            QCOMPARE(e.value(u"exit").isNull() ? -1 : int(num(e, "exit")), exitCode);
            QCOMPARE(e.value(u"signal").isNull() ? -1 : int(num(e, "signal")), signal);
        }
    }

    void inputSubstitutionHasNoShell_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("apostrophe") << QStringLiteral("it's.txt");
        QTest::addRow("command-substitution") << QStringLiteral("$(date).txt");
        QTest::addRow("newline") << QStringLiteral("a\nb.txt");
        QTest::addRow("spaces-and-glob") << QStringLiteral("a b *.txt");
        QTest::addRow("chinese") << QStringLiteral("输入.txt");
    }

    void inputSubstitutionHasNoShell()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString file = dir.filePath(name);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("payload\n");
        f.close();
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--input"), u"x=" + file, QStringLiteral("--out"), out,
                QStringLiteral("--"), QStringLiteral("cat"), QStringLiteral("--"), QStringLiteral("{input}") });
        QCOMPARE(r.exitCode, 0);
        QFile got(out + u"/out/x-0.stdout");
        QVERIFY(got.open(QIODevice::ReadOnly));
        QCOMPARE(got.readAll(), QByteArray("payload\n"));
        const auto start = events(out, QStringLiteral("rep_start"));
        QCOMPARE(start.size(), 1);
        QCOMPARE(start.first().value(u"argv").toArray().last().toString(), file);
    }

    void runFolderFormat()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        // Inputs of sizes around SHA-256's 64-byte block and its 56-byte padding edge; cat copies each
        // into out/ID-0.stdout, whose digest DONE lists.
        QStringList args { QStringLiteral("run"), QStringLiteral("--interval-ms"), QStringLiteral("5") };
        const QList<int> sizes { 0, 1, 3, 55, 56, 63, 64, 65, 1000003 };
        QMap<QString, QByteArray> contents;
        for (int n : sizes) {
            QByteArray data(n, '\0');
            for (int i = 0; i < n; ++i)
                data[i] = char((i * 7 + n) & 0xFF);
            if (n == 3)
                data = "abc";
            const QString id = u"s" + QString::number(n);
            QFile f(dir.filePath(id));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(data);
            f.close();
            contents.insert(id, data);
            args << QStringLiteral("--input") << id + u'=' + f.fileName();
        }
        args << QStringLiteral("--out") << out << QStringLiteral("--") << QStringLiteral("/bin/sh")
             << QStringLiteral("-c") << QStringLiteral("cat \"$1\"; sleep 0.05") << QStringLiteral("sh")
             << QStringLiteral("{input}");
        const Result r = run(probe(), args);
        QCOMPARE(r.exitCode, 0);

        QFile ev(out + u"/events.jsonl");
        QVERIFY(ev.open(QIODevice::ReadOnly));
        const QJsonObject first = QJsonDocument::fromJson(ev.readLine()).object();
        QCOMPARE(first.value(u"type").toString(), QStringLiteral("run_start"));
        QCOMPARE(num(first, "v"), qint64(HeadroomProtocol::kFormatVersion));
        QCOMPARE(first.value(u"probe").toString(), QLatin1String(HeadroomProtocol::kProbeVersion));
        QVERIFY(!events(out, QStringLiteral("sample")).isEmpty());
        QCOMPARE(events(out, QStringLiteral("run_end")).size(), 1);

        // mem.log: exactly the measurement method's loop, `date +%s` then grep -E 'VmRSS|VmHWM' /proc/PID/status.
        QFile mem(out + u"/mem.log");
        QVERIFY(mem.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = mem.readAll().split('\n');
        QVERIFY(lines.size() > 3);
        static const QRegularExpression stamp(QStringLiteral("^[0-9]{10,}$"));
        static const QRegularExpression hwm(QStringLiteral("^VmHWM:\t[ 0-9]{8,} kB$"));
        static const QRegularExpression rss(QStringLiteral("^VmRSS:\t[ 0-9]{8,} kB$"));
        for (qsizetype i = 0; i + 2 < lines.size(); i += 3) {
            QVERIFY2(stamp.match(QString::fromLatin1(lines[i])).hasMatch(), lines[i].constData());
            QVERIFY2(hwm.match(QString::fromLatin1(lines[i + 1])).hasMatch(), lines[i + 1].constData());
            QVERIFY2(rss.match(QString::fromLatin1(lines[i + 2])).hasMatch(), lines[i + 2].constData());
        }

        QFile timings(out + u"/timings.csv");
        QVERIFY(timings.open(QIODevice::ReadOnly));
        QCOMPARE(timings.readAll().count('\n'), sizes.size() + 1);

        // DONE: our own SHA-256, checked against Qt's and against sha256sum -c.
        QFile done(out + u"/DONE");
        QVERIFY(done.open(QIODevice::ReadOnly));
        QMap<QString, QByteArray> listed;
        for (const QByteArray& line : done.readAll().split('\n'))
            if (!line.isEmpty())
                listed.insert(QString::fromUtf8(line.mid(66)), line.left(64));
        for (auto it = contents.begin(); it != contents.end(); ++it)
            QCOMPARE(listed.value(u"out/" + it.key() + u"-0.stdout"),
                QCryptographicHash::hash(it.value(), QCryptographicHash::Sha256).toHex());
        QCOMPARE(listed.value(QStringLiteral("out/s3-0.stdout")),
            QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QVERIFY(listed.contains(QStringLiteral("events.jsonl")) && listed.contains(QStringLiteral("mem.log"))
            && listed.contains(QStringLiteral("env.json")) && listed.contains(QStringLiteral("timings.csv")));
        QProcess check;
        check.setWorkingDirectory(out);
        check.start(
            QStringLiteral("sha256sum"), { QStringLiteral("-c"), QStringLiteral("--quiet"), QStringLiteral("DONE") });
        QVERIFY(check.waitForFinished());
        QCOMPARE(check.exitCode(), 0);
    }

    void refusesAFolderThatHoldsARun()
    {
        QTemporaryDir dir;
        const QStringList args { QStringLiteral("run"), QStringLiteral("--out"), dir.path(), QStringLiteral("--"),
            QStringLiteral("true") };
        QCOMPARE(run(probe(), args).exitCode, 0);
        const Result second = run(probe(), args);
        QCOMPARE(second.exitCode, 2);
        QVERIFY(second.err.contains("already holds a run"));
    }

    void calibrateStreamsTokens()
    {
        const Result r = run(probe(),
            { QStringLiteral("calibrate"), QStringLiteral("--prompt-tokens"), QStringLiteral("16"),
                QStringLiteral("--max-new-tokens"), QStringLiteral("5"), QStringLiteral("--dim"), QStringLiteral("64"),
                QStringLiteral("--vocab"), QStringLiteral("300") });
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines.first().startsWith("loaded "));
        QVERIFY(lines.last().startsWith("token 4 "));
        // Deterministic weights: the same seed gives the same tokens.
        const Result again = run(probe(),
            { QStringLiteral("calibrate"), QStringLiteral("--prompt-tokens"), QStringLiteral("16"),
                QStringLiteral("--max-new-tokens"), QStringLiteral("5"), QStringLiteral("--dim"), QStringLiteral("64"),
                QStringLiteral("--vocab"), QStringLiteral("300"), QStringLiteral("--threads"), QStringLiteral("2") });
        QCOMPARE(again.out.split('\n').mid(1), r.out.split('\n').mid(1));
    }
};

QTEST_GUILESS_MAIN(TestProbeCli)
#include "tst_probecli.moc"
