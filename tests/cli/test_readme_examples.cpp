// The README's "## Examples" block runs as written: every command in it, in order, on one fresh
// store, each exiting 0. A line the test cannot run verbatim (a pipe, a redirection, a command that
// is not ./build/app/gpuplan) fails it, and so does a file under examples/ that the repository lacks.
#include "cli_runner.h"

#include <QDir>

using namespace clitest;

namespace {

const QString kProgram = QStringLiteral("./build/app/gpuplan");

struct ExampleCommand {
    int line = 0;      // in README.md
    QStringList words; // the program first
};

// Splits one line of the block as sh would for the subset the README may use: words, "..." and '...'
// quoting, "&&" between commands and "# comments". Anything else sh would treat specially is refused
// with a message, so the README cannot hold a line that works in a shell but is not tested here.
QString splitLine(const QString& text, int line, QList<ExampleCommand>& commands) {
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    const auto endWord = [&] {
        if (inWord)
            words << word;
        word.clear();
        inWord = false;
    };
    const auto endCommand = [&] {
        endWord();
        if (!words.isEmpty())
            commands.append({line, words});
        words.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            endWord();
        } else if (c == QLatin1Char('#') && !inWord) {
            break; // a comment to the end of the line
        } else if (text.mid(i, 2) == QLatin1String("&&")) {
            if (inWord || words.isEmpty())
                return QStringLiteral("'&&' without a command before it");
            endCommand();
            ++i;
        } else if (QStringLiteral("|;<>&$`\\(){}*?").contains(c)) {
            return QStringLiteral("'%1' is shell syntax the test does not run").arg(c);
        } else {
            word += c;
            inWord = true;
        }
    }
    if (!quote.isNull())
        return QStringLiteral("an unclosed quote");
    endCommand();
    return {};
}

// The ```sh block under "## Examples", one entry per command.
QList<ExampleCommand> readmeExamples(QString& problem) {
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/README.md"));
    if (!f.open(QIODevice::ReadOnly)) {
        problem = QStringLiteral("cannot read README.md");
        return {};
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    const qsizetype heading = lines.indexOf(QStringLiteral("## Examples"));
    qsizetype open = heading;
    while (open >= 0 && open < lines.size() && lines[open] != QLatin1String("```sh"))
        ++open;
    if (heading < 0 || open >= lines.size()) {
        problem = QStringLiteral("README.md has no ```sh block under '## Examples'");
        return {};
    }
    QList<ExampleCommand> commands;
    for (qsizetype i = open + 1; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String("```")))
            return commands;
        const QString error = splitLine(lines[i], static_cast<int>(i + 1), commands);
        if (!error.isEmpty()) {
            problem = QStringLiteral("README.md line %1: %2: %3").arg(i + 1).arg(error, lines[i]);
            return {};
        }
    }
    problem = QStringLiteral("the Examples block of README.md is not closed");
    return {};
}

} // namespace

class TestReadmeExamples : public QObject {
    Q_OBJECT
private slots:
    void linesSplitAsShDoes_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("commands"); // words joined by '/', commands by ' | '
        QTest::newRow("words") << "a b  c"
                               << "a/b/c";
        QTest::newRow("quotes") << R"(a --source "vendor quote" 'x y')"
                                << "a/--source/vendor quote/x y";
        QTest::newRow("and") << "a b && c"
                             << "a/b | c";
        QTest::newRow("comment") << "a b   # c && d"
                                 << "a/b";
        QTest::newRow("hash inside a word") << "a b#c"
                                            << "a/b#c";
        QTest::newRow("empty") << "   # only a comment"
                               << "";
    }
    void linesSplitAsShDoes() {
        QFETCH(QString, line);
        QFETCH(QString, commands);
        QList<ExampleCommand> split;
        QCOMPARE(splitLine(line, 1, split), QString());
        QStringList joined;
        for (const ExampleCommand& c : split)
            joined << c.words.join(QLatin1Char('/'));
        QCOMPARE(joined.join(QLatin1String(" | ")), commands);
    }

    void shellSyntaxIsRefused_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("pipe") << "a gpus | models";
        QTest::newRow("redirection") << "a export > x";
        QTest::newRow("variable") << "a --change $N";
        QTest::newRow("sequence") << "a; b";
        QTest::newRow("background") << "a &";
        QTest::newRow("unclosed quote") << "a \"b";
        QTest::newRow("dangling and") << "&& a";
    }
    void shellSyntaxIsRefused() {
        QFETCH(QString, line);
        QList<ExampleCommand> split;
        QVERIFY(!splitLine(line, 1, split).isEmpty());
    }

    void everyExampleRuns() {
        QString problem;
        const QList<ExampleCommand> commands = readmeExamples(problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(commands.size() >= 20, "the Examples block lost its commands");

        // The commands run as if from the repository root: a scratch folder holding a link to every
        // entry of the root, so relative inputs (examples/..., tests/fixtures/...) resolve while the
        // files the examples write (exports, reports) land in the scratch folder, not the source tree.
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QDir root(QStringLiteral(GPUPLAN_SOURCE_DIR));
        const QString run = scratch.filePath(QStringLiteral("repository"));
        QVERIFY(QDir().mkpath(run));
        for (const QString& entry : root.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
            QVERIFY(QFile::link(root.filePath(entry), QDir(run).filePath(entry)));
        // A fresh store: the default one lives under XDG_DATA_HOME.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), scratch.filePath(QStringLiteral("data")));

        for (const ExampleCommand& c : commands) {
            const QString shown = QStringLiteral("README.md line %1: %2").arg(c.line).arg(c.words.join(' '));
            QVERIFY2(c.words.first() == kProgram, qPrintable(shown + ": not a " + kProgram + " command"));
            for (const QString& word : c.words)
                if (word.startsWith(QLatin1String("examples/")))
                    QVERIFY2(root.exists(word),
                             qPrintable(shown + ": " + word + " does not exist in the repository"));
            QProcess p;
            p.setProcessEnvironment(env);
            p.setWorkingDirectory(run);
            p.start(QStringLiteral(GPUPLAN_BINARY), c.words.mid(1));
            QVERIFY2(p.waitForFinished(300000), qPrintable(shown + ": did not finish in 5 minutes"));
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                     qPrintable(shown + QStringLiteral(": exit status %1\n").arg(p.exitCode()) + err));
            QVERIFY2(!p.readAllStandardOutput().isEmpty(), qPrintable(shown + ": printed nothing"));
        }
    }
};

QTEST_GUILESS_MAIN(TestReadmeExamples)
#include "test_readme_examples.moc"
