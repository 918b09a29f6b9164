// Command-line conventions: every command's --help (and -h) lists every option its table declares
// with a description and exits 0, the table's options are exactly what the parser accepts, and
// --version prints the version of the top CMakeLists.txt.
#include "cli_runner.h"

#include "cli/arguments.h"
#include "cli/command_spec.h"
#include "cli/scenario_options.h"

#include <QRegularExpression>

using namespace clitest;
using gpuplan::cli::Arguments;
using gpuplan::cli::CommandSpec;
using gpuplan::cli::commandTable;
using gpuplan::cli::OptionSpec;

namespace {

// The version as project(GpuPlan VERSION x.y.z ...) says, read from the source.
QString projectVersion() {
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/CMakeLists.txt"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read CMakeLists.txt");
    const auto m = QRegularExpression(QStringLiteral(R"(project\(GpuPlan\s+VERSION\s+([0-9.]+))"))
                       .match(QString::fromUtf8(f.readAll()));
    if (!m.hasMatch())
        qFatal("no project(GpuPlan VERSION ...) in CMakeLists.txt");
    return m.captured(1);
}

QString syntax(const OptionSpec& o) {
    return o.valueName.isEmpty() ? QStringLiteral("--") + o.name
                                 : QStringLiteral("--%1 %2").arg(o.name, o.valueName);
}

} // namespace

class TestCliHelp : public QObject {
    Q_OBJECT
private slots:
    void everyCommandListsEveryOption_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("helpFlag");
        for (std::size_t i = 0; i < commandTable().size(); ++i)
            for (const char* flag : {"--help", "-h"})
                QTest::newRow(qPrintable(commandTable()[i].path() + QLatin1Char(' ') + QLatin1String(flag)))
                    << static_cast<int>(i) << QString::fromLatin1(flag);
    }
    void everyCommandListsEveryOption() {
        QFETCH(int, index);
        QFETCH(QString, helpFlag);
        const CommandSpec& spec = commandTable()[static_cast<std::size_t>(index)];
        const Run r = clitest::gpuplan(spec.words + QStringList{helpFlag});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.startsWith("usage: gpuplan " + spec.path()), qPrintable(r.out));
        QVERIFY(r.out.contains(spec.summary));
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        for (const OptionSpec& o : spec.options) {
            QVERIFY2(!o.description.isEmpty(), qPrintable(o.name));
            // One line per option: its syntax, then its description.
            const auto line = std::find_if(lines.begin(), lines.end(), [&](const QString& l) {
                return l.trimmed().startsWith(syntax(o) + QStringLiteral("  "));
            });
            QVERIFY2(line != lines.end(), qPrintable(syntax(o) + " missing from\n" + r.out));
            QVERIFY2(line->trimmed().endsWith(o.description), qPrintable(*line));
        }
        if (!spec.formats.isEmpty()) {
            QVERIFY(r.out.contains("--format FORMAT"));
            for (const QString& format : spec.formats)
                QVERIFY2(r.out.contains(format), qPrintable(format));
        }
    }

    void priceSetHelpNamesItsOptions() {
        const Run r = clitest::gpuplan(split("price set --help"));
        QCOMPARE(r.status, 0);
        for (const char* text :
             {"usage: gpuplan price set [options]", "--amount A", "the price (a new price needs it)",
              "--currency CODE", "--source TEXT", "--indicative yes|no", "--change-note TEXT", "-h, --help"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        QVERIFY(!r.out.contains("--change N")); // revert's option, not set's
        QCOMPARE(clitest::gpuplan(split("help price set")).out, r.out);
        QCOMPARE(clitest::gpuplan(split("--help price set")).out, r.out);
        // --help wins over the other options, as it does everywhere.
        QCOMPARE(clitest::gpuplan(split("price set --gpu h100-sxm --help")).out, r.out);
    }

    void commandsAndFamiliesAreListed() {
        const Run help = clitest::gpuplan({"help"});
        QCOMPARE(help.status, 0);
        for (const CommandSpec& spec : commandTable())
            QVERIFY2(help.out.contains("  " + spec.path()), qPrintable(spec.path()));
        QVERIFY(help.out.contains("--version"));
        QCOMPARE(clitest::gpuplan({"--help"}).out, help.out);
        QCOMPARE(clitest::gpuplan({"-h"}).out, help.out);
        const Run price = clitest::gpuplan(split("price --help"));
        QCOMPARE(price.status, 0);
        for (const char* what : {"price set", "price delete", "price history", "price revert"})
            QVERIFY2(price.out.contains(QLatin1String(what)), what);
        QCOMPARE(clitest::gpuplan(split("estimate -h")).status, 0);
        QVERIFY(clitest::gpuplan(split("estimate -h")).out.contains("estimate infer"));
        expectOneLineError(QStringLiteral("help estimat"), QStringLiteral("no command 'estimat'"));
    }

    void versionComesFromTheProject() {
        const QString expected = "gpuplan " + projectVersion() + "\n";
        for (const char* flag : {"--version", "-v"}) {
            const Run r = clitest::gpuplan({QString::fromLatin1(flag)});
            QCOMPARE(r.status, 0);
            QCOMPARE(r.out, expected);
        }
        expectOneLineError(QStringLiteral("--version gpus"), QStringLiteral("unexpected argument 'gpus'"));
    }

    void storeOptionTakesEitherForm() {
        QTemporaryDir dir;
        const QString path = dir.filePath("equals.sqlite");
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_BINARY), {"--db=" + path, "regions"});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QFile::exists(path));
    }

    // The table is what the parser accepts: every declared option, as "--name value" and "--name=value".
    void tableOptionsAreAccepted() {
        for (const CommandSpec& spec : commandTable()) {
            const QStringList positional = spec.minPositional > 0 ? QStringList{"FILE"} : QStringList{};
            for (const OptionSpec& o : spec.options) {
                const QStringList forms = o.valueName.isEmpty()
                                              ? QStringList{"--" + o.name}
                                              : QStringList{"--" + o.name + "=v", "--" + o.name + " v"};
                for (const QString& form : forms) {
                    Arguments args;
                    const QString problem = args.parse(spec, form.split(' ') + positional);
                    QVERIFY2(problem.isEmpty(), qPrintable(spec.path() + ": " + form + ": " + problem));
                    QVERIFY(args.has(o.name));
                    if (!o.valueName.isEmpty())
                        QCOMPARE(*args.value(o.name), QStringLiteral("v"));
                }
            }
            Arguments typo;
            QVERIFY(typo.parse(spec, QStringList{"--no-such-option"} + positional)
                        .startsWith("unknown option --no-such-option for '" + spec.path() + "'"));
        }
    }

    // A number read from an option the user did not give is refused by name, never read from nothing.
    void anAbsentNumberIsRefusedNotRead() {
        const CommandSpec* spec = nullptr;
        for (const CommandSpec& c : commandTable())
            if (c.path() == QLatin1String("estimate rl"))
                spec = &c;
        QVERIFY(spec);
        Arguments args;
        QVERIFY(args.parse(*spec, {"--gpus", "8"}).isEmpty());
        const auto count = gpuplan::cli::positiveInt(args, QStringLiteral("generation-gpus"));
        QVERIFY(!count);
        QCOMPARE(QString::fromStdString(count.error()), QStringLiteral("no --generation-gpus given"));
        const auto tokens = gpuplan::cli::positiveQuantity(args, QStringLiteral("prompt-tokens"));
        QVERIFY(!tokens);
        QCOMPARE(QString::fromStdString(tokens.error()), QStringLiteral("no --prompt-tokens given"));
        QCOMPARE(gpuplan::cli::positiveInt(args, QStringLiteral("gpus")).value(), 8);
    }

    void typosAndMisuseAreRefused_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("price set typo") << "price set --id 1 --ammount 5"
                                        << "unknown option --ammount for 'price set'";
        QTest::newRow("revert's option on delete") << "price delete --id 1 --change 3"
                                                   << "unknown option --change for 'price delete'";
        QTest::newRow("calibrate typo") << "calibrate --fitt"
                                        << "unknown option --fitt for 'calibrate'";
        QTest::newRow("csv import has no date") << "import csv prices.csv --date 2026-01-01"
                                                << "unknown option --date for 'import csv'";
        QTest::newRow("import without a file") << "import csv"
                                               << "'import csv' needs FILE";
        QTest::newRow("one file only") << "export prices a.csv b.csv"
                                       << "unexpected argument 'b.csv'";
        QTest::newRow("no subcommand") << "price"
                                       << "'price' needs what to do: set, delete, history or revert";
        QTest::newRow("unknown subcommand") << "price frob"
                                            << "unknown 'price frob' (set, delete, history or revert)";
        QTest::newRow("no format here") << "report --format table"
                                        << "unknown option --format for 'report'";
        QTest::newRow("rates have no csv") << "rates --format csv"
                                           << "unknown --format 'csv' (table, json)";
        QTest::newRow("value for a flag") << "calibrate --fit=yes"
                                          << "option --fit takes no value";
    }
    void typosAndMisuseAreRefused() {
        QFETCH(QString, args);
        QFETCH(QString, fragment);
        expectOneLineError(args, fragment);
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "test_cli_help.moc"
