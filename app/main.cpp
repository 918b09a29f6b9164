// gpuplan: the composition root. With a command it is the command line; without one it opens the
// workbench window on the store (--db PATH, or the default file in the user's data directory), on a
// scenario file when one is named (cli/window_arguments.h).
#include "app_icon.h"
#include "cli/cli.h"
#include "cli/store_access.h"
#include "cli/window_arguments.h"
#include "cli/window_stores.h"
#include "gpuplan_version.h"
#include "main_window.h"
#include "pg/pg_url.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "team/password_keeper.h"
#include "team/workbench.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <memory>
#include <optional>

namespace {

// Qt's notes about the platform (offscreen has no size hints, no runtime directory) are not the program's
// output: only its critical messages are shown.
void showOnlyCriticalQtMessages() {
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            QTextStream(stderr) << message << "\n";
    });
}

// The language from the View menu's choice (QSettings "language"), else the system locale.
void installTranslations(QApplication& app) {
    QString language = QSettings().value(QStringLiteral("language")).toString();
    if (language.isEmpty())
        language = QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                            : QStringLiteral("en");
    if (language != QLatin1String("zh_CN"))
        return;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China)); // numbers and dates formatted for China
    auto* own = new QTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm")))
        QApplication::installTranslator(own);
    auto* qt = new QTranslator(&app); // Qt's own dialogs and buttons, where Debian ships them
    if (qt->load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
}

int runWindow(int argc, char** argv, const gpuplan::cli::WindowArguments& args) {
    QTextStream err(stderr);
    if (!args.problem.isEmpty()) {
        err << "gpuplan: error: " << args.problem << "\n";
        return 2;
    }
    // Checking an installation needs no screen: without one the window is drawn offscreen.
    if (args.showAndQuit && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (args.showAndQuit)
        showOnlyCriticalQtMessages();
    QApplication app(argc, argv);
    QApplication::setWindowIcon(gpuplan::ui::applicationIcon()); // dialogs and message boxes too
    installTranslations(app);
    if (!args.storePath.isEmpty())
        gpuplan::cli::setStorePath(args.storePath);
    auto sqlStore = gpuplan::cli::openStore();
    auto store = sqlStore ? gpuplan::cli::windowStore(std::move(sqlStore).value())
                          : gpuplan::core::Result<std::unique_ptr<gpuplan::ui::OpenStore>>(
                                gpuplan::core::fail(sqlStore.error()));
    if (!store) {
        if (args.showAndQuit) // no one would see a message box
            err << "gpuplan: error: cannot open the store: " << QString::fromStdString(store.error()) << "\n";
        else
            QMessageBox::critical(
                nullptr, QObject::tr("GpuPlan"),
                QObject::tr("Cannot open the store:\n%1").arg(QString::fromStdString(store.error())));
        return 2;
    }
    // The workbench owns the window and its store; File > Connect to team store... and File > Use local
    // store switch both through the opener (app/cli/window_stores.h).
    gpuplan::cli::WindowStoreOpener opener;
    const auto keyring = gpuplan::ui::systemKeyring();
    gpuplan::ui::Workbench workbench(opener, *keyring);
    const QString location = store.value()->access().name;
    std::optional<gpuplan::ui::TeamLogin> login;
    if (gpuplan::db::looksLikePgUrl(gpuplan::cli::storePath())) // the password from PGPASSWORD or ~/.pgpass
        login = gpuplan::ui::TeamLogin{gpuplan::cli::storePath(), QString()};
    gpuplan::ui::MainWindow& window = *workbench.start(std::move(store).value(), login, false);
    // Shown first, so that a scenario file that cannot be read is explained in a message box; with
    // --show-and-quit no one would close that box, so the reason goes to stderr instead.
    if (!args.showAndQuit)
        window.show();
    if (gpuplan::ui::MainWindow::firstStartPending())
        window.startFirstTime();
    // A file the desktop handed over replaces the table (undoable); one that cannot be read leaves the table
    // as it was.
    const bool opened = args.scenarioFile.isEmpty() || window.scenarioPage()->openFile(args.scenarioFile);
    if (args.showAndQuit) {
        // For checking an installation: the window is built, shown and fed its first events, then closed.
        window.show();
        int status = 0;
        QTimer::singleShot(0, &window, [&] {
            QTextStream out(stdout);
            if (!opened) { // the reader's own words (the window's message adds "Not changed:")
                const auto read = gpuplan::ui::readScenariosFile(args.scenarioFile);
                err << "gpuplan: error: "
                    << (read ? window.lastMessage() : QString::fromStdString(read.error())) << "\n";
                status = 2;
            } else {
                out << "gpuplan " << gpuplan::kVersion << ": the workbench window showed "
                    << window.scenarioPage()->model()->rowCount() << " scenario(s)"
                    << (args.scenarioFile.isEmpty() ? QString()
                                                    : QStringLiteral(" from ") + args.scenarioFile)
                    << " on the store " << location << "\n";
            }
            window.close();
            QApplication::quit();
        });
        QApplication::exec();
        return status;
    }
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication::setApplicationName(QStringLiteral("gpuplan"));
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(gpuplan::kVersion));
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (!args.isEmpty() && args.first().startsWith(QLatin1String("--db="))) { // the same as --db PATH
        const QString path = args.takeFirst().mid(5);
        args = QStringList{QStringLiteral("--db"), path} + args;
    }
    if (const auto window = gpuplan::cli::parseWindowArguments(args); window.opensWindow)
        return runWindow(argc, argv, window);
    // The report draws its charts with widgets: it needs a QApplication, offscreen when there is no display.
    const bool report = !args.isEmpty() && (args.first() == QLatin1String("report") ||
                                            (args.size() > 2 && args[2] == QLatin1String("report")));
    if (report && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (report)
        showOnlyCriticalQtMessages();
    std::unique_ptr<QCoreApplication> app(report ? new QApplication(argc, argv)
                                                 : new QCoreApplication(argc, argv));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int status = gpuplan::cli::run(args, out, err);
    out.flush();
    err.flush();
    return status;
}
