#include "cli.h"

#include "store_access.h"

namespace gpuplan::cli {

namespace {

const char* const kUsage = R"(usage: gpuplan COMMAND [options]

Commands:
  estimate train     time, memory and energy to pre-train a model on a cluster
  estimate finetune  the same for fine-tuning: --method full|lora|qlora [--rank R] [--lora-targets q,v]
  plan               rank parallel plans (tp, pp, dp, micro-batch, ZeRO, recomputation) [--top K] [--exhaustive]
                     or find a GPU count: --min-gpus (smallest that fits), --deadline 30d (fastest enough)
  cost / sweep / recommend take stored prices too: --price-id N (cost), --price-region R [--price-provider P]
                     [--price-kind monthly] (sweep, recommend), converted with --rate CNY=0.14 where needed
  gpus               the GPU catalog            models   the model presets      networks   inter-node networks
  calibrate          published runs against the estimator [--fit] [--write DIR]
  report             PDF comparison report: --scenario FILE.json --out FILE.pdf [--lang en|zh_CN]
                     [--gpus a100-80gb-sxm,h100-sxm,...] [--name SCENARIO] [--region R] [--prepared-by NAME]
                     [--date YYYY-MM-DD]

Price store (gpuplan [--db PATH] COMMAND; default: the user's data directory):
  regions | providers | prices [--gpu ID --region ID --provider ID --kind K] [--format table|json|csv]
  price set [--id N] --gpu ID --provider ID --region ID --kind K --unit U --amount A --currency C
            [--low A --high A] [--date YYYY-MM-DD] --source TEXT [--note TEXT]
  price delete --id N | price history [--id N] | price revert --change N
  region set --id R [--name-en --name-zh --currency] [--electricity PER-KWH --source TEXT] [--pue P]
  rates | rate set --currency CNY --usd-per-unit 0.14 [--date YYYY-MM-DD] --source TEXT
  import csv|skypilot|gpus FILE [--dry-run] [--valid-only]   export prices|gpus FILE   backup [FILE]

Scenario options:
  --gpu ID --gpus N [--gpus-per-node N] [--network ID]
  --model PRESET | --params P [--active-params P] [--layers L --hidden H --heads A --kv-heads K --ffn F] [--vocab V]
  --tokens T [--seq S] [--global-batch-tokens B] [--precision bf16|fp16|fp8|tf32] [--no-flash-attention]
  [--tp N --pp N --vpp N --micro-batch N --zero 0-3 --recompute none|selective|full | --naive]
  --format table|json

Numbers take plain (7000000000), scientific (65.2e9) or suffixed (65.2B, 1.4T, 300M) forms.
Without a command, gpuplan opens the workbench window; 'gpuplan sample' prints a sample estimate.
)";

} // namespace

int badInput(QTextStream& err, const QString& message) {
    err << "gpuplan: error: " << message << "\n";
    err.flush();
    return 2;
}

int badInput(QTextStream& err, const std::string& message) {
    return badInput(err, QString::fromStdString(message));
}

int run(const QStringList& args, QTextStream& out, QTextStream& err) {
    try {
        QStringList all = args;
        // Global option: --db PATH (the price store to use) before the command.
        if (!all.isEmpty() && all.first() == QLatin1String("--db")) {
            if (all.size() < 2)
                return badInput(err, QStringLiteral("--db needs a path"));
            setStorePath(all[1]);
            all = all.mid(2);
        }
        if (all.isEmpty())
            return runSample(out, err);
        const QString command = all.first();
        const QStringList rest = all.mid(1);
        if (command == QLatin1String("sample"))
            return runSample(out, err);
        if (command == QLatin1String("help") || command == QLatin1String("--help") ||
            command == QLatin1String("-h")) {
            out << kUsage;
            return 0;
        }
        if (command == QLatin1String("gpus") || command == QLatin1String("models") ||
            command == QLatin1String("networks"))
            return runCatalogCommand(command, rest, out, err);
        if (command == QLatin1String("estimate")) {
            if (rest.isEmpty() || rest.first().startsWith(QLatin1String("--")))
                return badInput(err, QStringLiteral("'estimate' needs what to estimate: train or finetune"));
            return runEstimateCommand(rest.first(), rest.mid(1), out, err);
        }
        if (command == QLatin1String("plan"))
            return runPlanCommand(rest, out, err);
        if (command == QLatin1String("regions") || command == QLatin1String("providers") ||
            command == QLatin1String("prices") || command == QLatin1String("rates"))
            return runStoreListing(command, rest, out, err);
        if (command == QLatin1String("price") || command == QLatin1String("import") ||
            command == QLatin1String("export") || command == QLatin1String("backup") ||
            command == QLatin1String("region") || command == QLatin1String("rate"))
            return runStoreEdit(command, rest, out, err);
        if (command == QLatin1String("sweep"))
            return runSweepCommand(rest, out, err);
        if (command == QLatin1String("report"))
            return runReportCommand(rest, out, err);
        if (command == QLatin1String("recommend"))
            return runRecommendCommand(rest, out, err);
        if (command == QLatin1String("cost"))
            return runCostCommand(rest, out, err);
        if (command == QLatin1String("calibrate"))
            return runCalibrateCommand(rest, out, err);
        return badInput(err, QStringLiteral("unknown command '%1' (try 'gpuplan help')").arg(command));
    } catch (const std::exception& e) {
        err << "gpuplan: internal error: " << e.what() << "\n";
        return 1;
    }
}

} // namespace gpuplan::cli
