// gpuplan: the composition root. Until the workbench window exists (a later issue), every
// invocation is the command line; with no command it prints a sample estimate.
#include "cli/cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpuplan"));
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int status = gpuplan::cli::run(QCoreApplication::arguments().mid(1), out, err);
    out.flush();
    err.flush();
    return status;
}
