// gpuplan: the composition root. With a command it is the command line; without one it opens the
// workbench window on the store (--db PATH, or the default file in the user's data directory).
#include "cli/cli.h"
#include "cli/store_access.h"
#include "main_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>
#include <QTextStream>

#include <memory>

namespace {

bool opensWindow(const QStringList& args) {
    return args.isEmpty() || (args.size() == 2 && args.first() == QLatin1String("--db"));
}

int runWindow(int argc, char** argv, const QStringList& args) {
    QApplication app(argc, argv);
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
    gpuplan::ui::MainWindow window(catalog.value(), *store.value(), store.value()->path());
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication::setApplicationName(QStringLiteral("gpuplan"));
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (opensWindow(args))
        return runWindow(argc, argv, args);
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int status = gpuplan::cli::run(args, out, err);
    out.flush();
    err.flush();
    return status;
}
