#pragma once
// The `gpuplan` command line. run() is the whole program minus the process: tests call it
// in-process, main() calls it with the real streams.

#include <QStringList>
#include <QTextStream>

#include <string>

namespace gpuplan::cli {

class Arguments;

/// Exit status: 0 success, 2 bad input (one line on `err` naming the problem), 1 internal error.
int run(const QStringList& args, QTextStream& out, QTextStream& err);

// The commands (command_table*.cpp names them), each given its parsed options.
int runCatalogCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runEstimateCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runPlanCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runServePlanCommand(const Arguments& args, QTextStream& out, QTextStream& err); // plan serve
int runInferCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runRlCommand(const Arguments& args, QTextStream& out, QTextStream& err);
/// `plan --method grpo|ppo|dpo`: the RL run's placements ranked (commands_rl.cpp).
int runRlPlanCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runCostCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runReportCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runSweepCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runRecommendCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runStoreListing(const Arguments& args, QTextStream& out, QTextStream& err);
int runStoreEdit(const Arguments& args, QTextStream& out, QTextStream& err);
int runApiPriceCommand(const Arguments& args, QTextStream& out,
                       QTextStream& err);                                    // api-prices, api-price ...
int runPlaceEdit(const Arguments& args, QTextStream& out, QTextStream& err); // region set, rate set
int runGpuEdit(const Arguments& args, QTextStream& out, QTextStream& err);   // gpu set, gpu delete
int runModelEdit(const Arguments& args, QTextStream& out, QTextStream& err); // model set, model delete
int runWorkbookCommand(const Arguments& args, QTextStream& out, QTextStream& err); // export workbook
int runModelImport(const Arguments& args, QTextStream& out, QTextStream& err);     // model import
int runStoreCopy(const Arguments& args, QTextStream& out, QTextStream& err);
int runTeamCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runScenarioCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runCalibrateCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runSampleCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int runHelpCommand(const Arguments& args, QTextStream& out, QTextStream& err);

/// Writes "gpuplan: error: MESSAGE" and returns 2.
int badInput(QTextStream& err, const QString& message);
int badInput(QTextStream& err, const std::string& message);

} // namespace gpuplan::cli
