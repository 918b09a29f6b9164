#pragma once
// The command line run in the test's own process (cli::run), its exit status and what it wrote.
#include "cli/cli.h"

#include <QStringList>
#include <QTextStream>

namespace gpuplan::test {

struct CliRun {
    int status = 0;
    QString out, err;
};

inline CliRun gpuplanCli(const QStringList& args) {
    CliRun r;
    QTextStream out(&r.out), err(&r.err);
    r.status = cli::run(args, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace gpuplan::test
