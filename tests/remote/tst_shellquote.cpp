#include "remote/localtransport.h"
#include "remote/shellquote.h"

#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

// Every argument that reaches a device shell is quoted; these rows are what a hostile or merely
// unlucky file name looks like. Checked through a real /bin/sh (the local device).
class TestShellQuote : public QObject {
    Q_OBJECT
private slots:
    void quoting_data();
    void quoting();
    void roundTripThroughShell_data();
    void roundTripThroughShell();
    void allBytesInOneArgument();
    void everyByteInAFileName();
};

void TestShellQuote::quoting_data()
{
    QTest::addColumn<QByteArray>("argument");
    QTest::addColumn<QByteArray>("quoted");
    QTest::addRow("plain") << QByteArray("abc") << QByteArray("'abc'");
    QTest::addRow("empty") << QByteArray() << QByteArray("''");
    QTest::addRow("apostrophe") << QByteArray("it's") << QByteArray("'it'\\''s'");
    QTest::addRow("only-apostrophes") << QByteArray("''") << QByteArray("''\\'''\\'''");
}

void TestShellQuote::quoting()
{
    QFETCH(QByteArray, argument);
    QFETCH(QByteArray, quoted);
    QCOMPARE(Remote::shellQuote(argument), quoted);
}

void TestShellQuote::roundTripThroughShell_data()
{
    QTest::addColumn<QByteArray>("argument");
    QTest::addRow("apostrophe") << QByteArray("it's a test");
    QTest::addRow("command-substitution") << QByteArray("$(date)");
    QTest::addRow("backticks") << QByteArray("`id`");
    QTest::addRow("newline") << QByteArray("line one\nline two");
    QTest::addRow("spaces") << QByteArray("  two  spaces  ");
    QTest::addRow("variables-and-globs") << QByteArray("$HOME * ? [a] ~ ${PATH}");
    QTest::addRow("semicolon-pipe") << QByteArray("; rm -rf x | cat && echo");
    QTest::addRow("double-quotes") << QByteArray("\"quoted\" \\backslash\\");
    QTest::addRow("leading-dash") << QByteArray("-n");
    QTest::addRow("not-utf8") << QByteArray("\xff\xfe\x80 bytes");
}

void TestShellQuote::roundTripThroughShell()
{
    QFETCH(QByteArray, argument);
    Remote::LocalTransport local;
    // printf %s prints its argument unchanged; a shell that evaluated any of it would differ.
    const Remote::ExecResult r = local.exec({ "printf", "%s", argument });
    QVERIFY2(r.ok(), qPrintable(r.error + QString::fromLocal8Bit(r.err)));
    QCOMPARE(r.out, argument);
}

void TestShellQuote::allBytesInOneArgument()
{
    // NUL cannot be in a command-line argument at all; every other byte value can.
    QByteArray all;
    for (int b = 1; b < 256; ++b)
        all += char(b);
    Remote::LocalTransport local;
    const Remote::ExecResult r = local.exec({ "printf", "%s", all });
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.out, all);
}

void TestShellQuote::everyByteInAFileName()
{
    // A file per byte value (all but NUL and '/'), made and listed through the shell, each name
    // also holding the characters that break naive quoting.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray folder = dir.path().toLocal8Bit();
    Remote::LocalTransport local;
    for (int b = 1; b < 256; ++b) {
        if (b == '/')
            continue;
        const QByteArray name = "f" + QByteArray(1, char(b)) + "'$(x)`";
        const QByteArray path = folder + '/' + name;
        const Remote::ExecResult made = local.exec({ "touch", path });
        QVERIFY2(made.ok(), qPrintable(QStringLiteral("byte %1: %2").arg(b).arg(QString::fromLocal8Bit(made.err))));
        QVERIFY2(::access(path.constData(), F_OK) == 0, qPrintable(QStringLiteral("byte %1 not created").arg(b)));
        const Remote::ExecResult listed = local.exec({ "ls", "-d", "--", path });
        QVERIFY(listed.ok());
        QCOMPARE(listed.out, path + '\n');
    }
    // QDir cannot remove names that are not valid in the local encoding; the shell can.
    QVERIFY(local.exec({ "rm", "-rf", "--", folder }).ok());
}

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
