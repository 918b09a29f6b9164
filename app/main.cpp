// gpuplan: the composition root. With a command it is the command line; without one it opens the
// workbench window on the store (--db PATH, or the default file in the user's data directory).
#include "cli/cli.h"
#include "cli/store_access.h"
#include "gpuplan_version.h"
#include "main_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>
#include <QTranslator>

#include <memory>

namespace {

bool opensWindow(const QStringList& args) {
    return args.isEmpty() || (args.size() == 2 && args.first() == QLatin1String("--db"));
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

int runWindow(int argc, char** argv, const QStringList& args) {
    QApplication app(argc, argv);
    installTranslations(app);
    if (args.size() == 2)
        gpuplan::cli::setStorePath(args[1]);
    auto store = gpuplan::cli::openStore();
    if (!store) {
        QMessageBox::critical(
            nullptr, QObject::tr("GpuPlan"),
            QObject::tr("Cannot open the store:\n%1").arg(QString::fromStdString(store.error())));
        return 2;
    }
    auto texts = store.value()->catalogTexts();
    auto catalog = texts ? gpuplan::core::Catalog::fromTexts(texts.value())
                         : gpuplan::core::Result<gpuplan::core::Catalog>(gpuplan::core::fail(texts.error()));
    if (!catalog) {
        QMessageBox::critical(nullptr, QObject::tr("GpuPlan"),
                              QObject::tr("The catalog in the store is not usable:\n%1")
                                  .arg(QString::fromStdString(catalog.error())));
        return 2;
    }
    gpuplan::ui::MainWindow window(catalog.value(), *store.value(), store.value()->path(),
                                   store.value().get(), store.value().get());
    window.show();
    if (gpuplan::ui::MainWindow::firstStartPending())
        window.startFirstTime();
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
    if (opensWindow(args))
        return runWindow(argc, argv, args);
    // The report draws its charts with widgets: it needs a QApplication, offscreen when there is no display.
    const bool report = !args.isEmpty() && (args.first() == QLatin1String("report") ||
                                            (args.size() > 2 && args[2] == QLatin1String("report")));
    if (report && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (report) // Qt's own notes about the offscreen platform are not the command's output
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                QTextStream(stderr) << message << "\n";
        });
    std::unique_ptr<QCoreApplication> app(report ? new QApplication(argc, argv)
                                                 : new QCoreApplication(argc, argv));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int status = gpuplan::cli::run(args, out, err);
    out.flush();
    err.flush();
    return status;
}
