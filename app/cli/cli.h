#pragma once
// The `gpuplan` command line. run() is the whole program minus the process: tests call it
// in-process, main() calls it with the real streams.

#include <QStringList>
#include <QTextStream>

namespace gpuplan::cli {

/// Exit status: 0 success, 2 bad input (one line on `err` naming the problem), 1 internal error.
int run(const QStringList& args, QTextStream& out, QTextStream& err);

int runCatalogCommand(const QString& what, const QStringList& args, QTextStream& out, QTextStream& err);
int runEstimateCommand(const QString& what, const QStringList& args, QTextStream& out, QTextStream& err);
int runPlanCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runInferCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runCostCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runReportCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runSweepCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runRecommendCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runStoreListing(const QString& what, const QStringList& args, QTextStream& out, QTextStream& err);
int runStoreEdit(const QString& command, const QStringList& args, QTextStream& out, QTextStream& err);
int runCalibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err);
int runSample(QTextStream& out, QTextStream& err);

/// Writes "gpuplan: error: MESSAGE" and returns 2.
int badInput(QTextStream& err, const QString& message);
int badInput(QTextStream& err, const std::string& message);

} // namespace gpuplan::cli
