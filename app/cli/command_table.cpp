// The table of commands: every option each one accepts, with the line its --help shows. Groups
// that several commands share are built once here, so a shared option reads the same everywhere.
#include "cli/cli.h"
#include "cli/command_spec.h"

namespace gpuplan::cli {
namespace {

OptionList clusterOptions() {
    return {
        option("gpu", "ID", "the GPU type (see 'gpuplan gpus')"), option("gpus", "N", "how many GPUs"),
        option("racks", "N", "how many racks, for a card sold by the rack (GB200/GB300 NVL72: 72 GPUs each)"),
        option("gpus-per-node", "N", "GPUs in one server (default: the GPU's usual server)"),
        option("network", "ID", "the network between servers (see 'gpuplan networks'; default: the GPU's)")};
}

OptionList modelOptions() {
    return {
        option("model", "PRESET", "a model preset (see 'gpuplan models')"),
        option("model-config", "FILE",
               "a Hugging Face config.json (or a model folder holding one), used without storing it; "
               "--params and --active-params then give the published counts"),
        option("params", "COUNT", "a custom model's parameters (7B, 65.2e9); shape derived unless given"),
        option("active-params", "COUNT",
               "parameters used per token, for a mixture of experts (default: all)"),
        option("layers", "L", "custom shape: transformer layers"),
        option("hidden", "H", "custom shape: hidden size"),
        option("heads", "A", "custom shape: attention heads"),
        option("kv-heads", "K", "custom shape: key/value heads (grouped-query attention; default --heads)"),
        option("ffn", "F", "custom shape: MLP intermediate size (default 8/3 x hidden, rounded to 256)"),
        option("vocab", "V", "custom model: vocabulary size (default 32000)"),
        option("seq", "S", "sequence length (default: the preset's, or 4096)")};
}

// The software a training runs on: what `estimate`, `plan`, `sweep` and `recommend` all take.
OptionList softwareOptions() {
    return {option("attention", "K",
                   "attention kernel: flash2 (FlashAttention-2: PyTorch, Hugging Face; the default), fused "
                   "(FlashAttention-3 or cuDNN through Transformer Engine: Megatron, NeMo) or none"),
            flagOption("no-flash-attention", "estimate without FlashAttention (as --attention none)"),
            option("framework", "F",
                   "the training software: pytorch (FSDP, DeepSpeed, Hugging Face; the default) or tuned "
                   "(NeMo or Megatron-Core with Transformer Engine, or an in-house stack with Hopper "
                   "kernels)")};
}

OptionList trainingOptions() {
    return OptionList{
               option("tokens", "T", "training tokens (2T, 300B)"),
               option(
                   "global-batch-tokens", "B",
                   "tokens per optimizer step (default: what published runs of this model and cluster size "
                   "used, see the notes; fine-tuning: 128 sequences)"),
               option("precision", "P", "bf16, fp16, fp8, fp4 or tf32 (default bf16)"),
               option(
                   "host-memory-gb", "GB",
                   "host (CPU) memory of one server, which limits ZeRO-Offload (default 2000, a DGX A100 or "
                   "H100 node)")} +
           softwareOptions() +
           OptionList{
               flagOption("naive", "the naive layer split over all GPUs, one after another"),
               option("tp", "N", "pin the plan: tensor-parallel size"),
               option("pp", "N", "pin the plan: pipeline stages"),
               option("vpp", "N", "pin the plan: virtual pipeline stages per GPU"),
               option("micro-batch", "N", "pin the plan: sequences per micro-batch"),
               option("zero", "0-3", "pin the plan: ZeRO stage"),
               option("recompute", "R", "pin the plan: activation recomputation none, selective or full"),
               option("recompute-layers", "K", "pin the plan: recompute fully only K layers of each stage"),
               option("cp", "N", "pin the plan: context-parallel size (each sequence split over N GPUs)"),
               option("ep", "N", "pin the plan: expert-parallel size (MoE presets)"),
               option("offload", "O", "pin the plan: ZeRO-Offload none, optimizer or optimizer+parameters")};
}

OptionList loraOptions() {
    return {option("rank", "R", "LoRA rank (default 16; with --method lora or qlora)"),
            option("lora-targets", "LIST",
                   "LoRA matrices: q,k,v,o,gate,up,down, all or attention (default q,v)")};
}

OptionList methodOption(const char* description) {
    return {option("method", "M", description)};
}

// A training scenario as estimate, plan and cost read it (scenario_options.cpp).
OptionList scenarioOptions() {
    return clusterOptions() + modelOptions() + trainingOptions();
}

OptionList rentPriceOptions() {
    return {option("price", "AMOUNT", "rent price (per GPU-hour unless --price-unit says otherwise)"),
            option("price-unit", "UNIT", "gpu-hour, machine-hour, gpu-month or machine-month"),
            option("currency", "CODE", "currency of the price (default USD)")};
}

// An RL post-training run's job and placement (`estimate rl`, `plan --method grpo|ppo|dpo`).
OptionList rlJobOptions() {
    return {
        option("prompts", "N", "RL: prompts per step (DPO: preference pairs per step)"),
        option("rollouts", "N", "RL: rollouts per prompt (GRPO's group; default 1)"),
        option("prompt-tokens", "N", "RL: mean prompt tokens"),
        option("generated-tokens", "N", "RL: mean generated tokens per rollout (DPO: per answer)"),
        option("generated-p90", "N",
               "RL: the generated tokens' 90th percentile (default: the spread fitted on published GRPO "
               "steps, rl_length_tail x the mean)"),
        option("max-generated", "N", "RL: the generation cap (max_tokens): the tail stops here"),
        option("steps", "N", "RL: steps of the run"),
        option("updates", "N", "RL: optimizer updates per step (the rollouts in N batches; default 1)"),
        flagOption("no-reference", "RL: no reference model (no KL term): one forward pass less"),
        option("reward-seconds", "TIME", "RL: reward or environment time per step beyond the GPUs"),
        option("reward-model", "PRESET",
               "RL: a reward model that scores every rollout on the training pool (default: a rule-based "
               "reward)"),
        option("placement", "P", "RL: colocated, split (with --generation-gpus) or search (rank them all)"),
        option("generation-gpus", "N", "RL, split: GPUs of the generation pool (--gpus train)"),
        option("generation-gpu", "ID",
               "RL, split or search: the generation pool's GPU type (default --gpu; search then tries splits "
               "only)"),
        option("staleness", "K", "RL, split: generation runs K steps ahead of training (default 0)"),
        option("generation-precision", "P", "RL: the generation engines' weights: bf16 (default) or fp8")};
}

// An RL run ranked across cards (`recommend --workload rl`): the job, colocated, in each card's fastest
// placement or in split pools of a given size, optionally generating on a card of its own, in one precision.
OptionList rlRecommendOptions() {
    OptionList out{option("algorithm", "A", "RL: grpo (the default), ppo or dpo")};
    for (OptionSpec o : rlJobOptions()) {
        if (o.name == QLatin1String("placement"))
            o.description = QStringLiteral("RL: colocated, split (with --generation-gpus) or search (the "
                                           "default): each card's fastest placement");
        else if (o.name == QLatin1String("generation-gpus"))
            o.description =
                QStringLiteral("RL, split: GPUs of the generation pool (--count counts both pools)");
        else if (o.name == QLatin1String("generation-gpu"))
            o.description = QStringLiteral("RL, split or search: every ranked card trains while this one "
                                           "generates, each pool at its own card's rent");
        else if (o.name == QLatin1String("staleness"))
            o.description =
                QStringLiteral("RL: generation runs K steps ahead of training (search: split placements)");
        else if (o.name == QLatin1String("generation-precision"))
            o.description =
                QStringLiteral("RL: the engines' weights, the same as --precision (one precision a run)");
        out.push_back(o);
    }
    out.push_back(option("precision", "P",
                         "RL: bf16 (default) or fp8, for the update and the engines alike (BF16 on a card "
                         "without FP8)"));
    return out;
}

OptionList ratesOption() {
    return {option("rate", "LIST", "exchange rates for this run, USD per unit: CNY=0.14,EUR=1.08")};
}

// Prices per GPU for sweep and recommend: given, or the cheapest stored (price_options.cpp).
OptionList perGpuPriceOptions() {
    return OptionList{
               option("rent", "LIST", "prices per GPU-hour: h100-sxm=2.99,a100-80gb-sxm=1.89"),
               option("currency", "CODE", "currency of the prices and results (default USD)"),
               option("price-region", "R",
                      "the cheapest stored price of each GPU in region R (see 'gpuplan regions')"),
               option("price-provider", "P", "only stored prices from provider P (with --price-region)"),
               option("price-kind", "K",
                      "stored rent kind: on-demand (default), spot, reserved-1y, reserved-3y, monthly")} +
           ratesOption();
}

OptionList servingLimits() {
    return {option("max-ttft", "TIME", "time-to-first-token limit (500ms, 2s)"),
            option("max-tpot", "TIME", "time-per-output-token limit (50ms)")};
}

OptionList costOptions() {
    return OptionList{
               option("hours", "H",
                      "a plain rental of H hours instead of an estimated job (with --gpu, --gpus)"),
               option("price-id", "N", "a stored rent price instead of --price (see 'gpuplan prices')"),
               option("display-currency", "CODE", "show amounts in this currency (default: the price's)"),
               option("price-range", "LOW:HIGH",
                      "range of the rent price (default: the stored price's range, else none)"),
               option("efficiency-range", "LOW:HIGH", "range of the estimated speed (default 0.85:1.15)"),
               option("rate-range", "LOW:HIGH", "range of the exchange rate to --display-currency"),
               option("server-price", "AMOUNT",
                      "price of one server (one rack for a card sold by the rack, as GB300 NVL72): adds the "
                      "cost of owning and the break-even"),
               option("region", "R", "with --server-price: the stored region's electricity price and PUE"),
               option("electricity", "PRICE",
                      "with --server-price: electricity per kWh in the price currency"),
               option("pue", "P",
                      "with --server-price: power usage effectiveness 1-3 (default: region's, or 1.5)"),
               option("host-kw", "KW",
                      "with --server-price: a server's (or rack's) power besides its GPUs (default: the "
                      "catalog's system power, else 1.3)"),
               option("utilization", "U",
                      "with --server-price: share of the time owned GPUs work (default 0.7)"),
               option("residual", "R",
                      "with --server-price: resale value as a share of the price (default 0)"),
               option("years", "Y", "with --server-price: years of ownership (default 3)"),
               option("facility-per-kw", "AMOUNT",
                      "with --server-price: one-off power and cooling work per kW"),
               option("maintenance-per-year", "AMOUNT",
                      "with --server-price: maintenance per server and year")} +
           ratesOption();
}

// `export workbook FILE.xlsx`: the Excel workbook of the scenarios, a comparison, the prices and the
// assumptions (issue 35).
CommandSpec workbookCommand() {
    CommandSpec spec = command(
        {QStringLiteral("export"), QStringLiteral("workbook")},
        "write the scenarios, a comparison of cards, every stored price and the assumptions as an Excel "
        "workbook whose costs are live formulas",
        {},
        {option("scenarios", "FILE",
                "a scenario file saved by the workbench (default: the store's scenarios)"),
         option("name", "NAME", "the scenario to compare across cards (default: the first)"),
         option("gpus", "LIST", "the cards to compare (default: the scenario's, A100, H100 and H200)"),
         option("region", "R", "the region whose prices the comparison uses (default: the scenario's)"),
         option("lang", "L", "en (default) or zh_CN")},
        runWorkbookCommand);
    spec.argumentText = QStringLiteral("FILE.xlsx");
    spec.minPositional = spec.maxPositional = 1;
    return spec;
}

} // namespace

std::vector<CommandSpec> planningCommands() {
    return {
        command({QStringLiteral("estimate"), QStringLiteral("train")},
                "time, memory and energy to pre-train a model on a cluster, with the best plan", kTableOrJson,
                scenarioOptions(), runEstimateCommand),
        command({QStringLiteral("estimate"), QStringLiteral("finetune")},
                "the same for fine-tuning (full, LoRA or QLoRA)", kTableOrJson,
                scenarioOptions() + methodOption("fine-tuning method: full, lora or qlora") + loraOptions(),
                runEstimateCommand),
        command(
            {QStringLiteral("estimate"), QStringLiteral("infer")},
            "serving latency, throughput, memory and cost per million output tokens", kTableOrJson,
            clusterOptions() + modelOptions() +
                OptionList{
                    option("input-tokens", "N", "prompt tokens per request"),
                    option("output-tokens", "N", "generated tokens per request"),
                    option("batch", "N", "requests per replica served together (default: the fastest batch)"),
                    flagOption("max-throughput",
                               "the throughput-maximising batch (the default; not with --batch)"),
                    option("tp", "N", "tensor-parallel size of one replica (default: the best)"),
                    option("ep", "N",
                           "expert-parallel ranks of one replica, for a mixture of experts "
                           "(default: the best)"),
                    option("precision", "P",
                           "fp16, bf16, fp8, int8, int4 or fp4 (default bf16); fp4 on cards with "
                           "FP4 tensor cores"),
                    option("kv-precision", "P",
                           "the KV cache's own precision: fp16, bf16, fp8 or fp4 (default: fp8 for "
                           "fp8 and fp4 weights on a card with FP8, else 16-bit)")} +
                servingLimits() + rentPriceOptions(),
            runInferCommand),
        command({QStringLiteral("estimate"), QStringLiteral("rl")},
                "an RL post-training run (GRPO, PPO, DPO): each step's phases, wall time, GPU-hours and "
                "placement",
                kTableOrJson,
                clusterOptions() + modelOptions() + softwareOptions() +
                    OptionList{option("algorithm", "A", "grpo (the default), ppo or dpo")} + rlJobOptions() +
                    OptionList{option("precision", "P", "the update's precision: bf16 (default) or fp8")} +
                    perGpuPriceOptions(),
                runRlCommand),
        command(
            {QStringLiteral("plan")},
            "rank parallel plans, or find the GPU count that fits or meets a deadline", kTableOrJson,
            scenarioOptions() +
                methodOption(
                    "pretrain (default), full, lora or qlora; or grpo, ppo or dpo: an RL post-training "
                    "run's placements ranked (as 'estimate rl --placement search')") +
                loraOptions() +
                OptionList{option("top", "K", "how many plans to list (default 5, at most 1000)"),
                           flagOption("exhaustive", "evaluate every plan rather than the pruned search"),
                           flagOption("min-gpus", "the smallest GPU count that fits (instead of --gpus)"),
                           option("deadline", "TIME", "the GPU count that finishes within TIME (30d, 12h)")} +
                rlJobOptions() + perGpuPriceOptions(),
            runPlanCommand),
        command(
            {QStringLiteral("plan"), QStringLiteral("serve")},
            "the deployment that serves a load at its service levels with the fewest GPUs or the lowest cost",
            kTableOrJson,
            modelOptions() +
                OptionList{
                    option("gpus", "LIST",
                           "the GPU types to consider (default: every GPU with a price given)"),
                    option("rps", "N", "requests per second arriving (Poisson)"),
                    option("users", "N", "instead of --rps: users who each send a request and wait"),
                    option("think", "TIME", "with --users: each user's pause between requests (default 0)"),
                    option("input-tokens", "N", "mean prompt tokens per request"),
                    option("input-p90", "N", "90th percentile of the prompt tokens (default: the mean)"),
                    option("output-tokens", "N", "mean generated tokens per request"),
                    option("output-p90", "N", "90th percentile of the generated tokens (default: the mean)"),
                    option("prefix-hit", "SHARE",
                           "share of prompt tokens found in the prefix cache (0.4 or 40%)"),
                    option("max-ttft", "TIME", "time-to-first-token limit at the percentile (2s)"),
                    option("max-tpot", "TIME", "time-per-output-token limit at the percentile (33ms)"),
                    option("min-tokens-per-user", "RATE",
                           "instead of --max-tpot: tokens per second per user"),
                    option("max-e2e", "TIME", "whole-request limit at the percentile"),
                    option("percentile", "P", "the percentile the limits apply to (default 90)"),
                    option("mode", "M", "aggregated, disaggregated or both (default both)"),
                    flagOption("same-gpu-type", "disaggregated: prefill and decode on the same GPU type"),
                    option("precision", "LIST",
                           "weight precisions to try: bf16, fp8, fp4, int4... (default bf16)"),
                    option("kv-precision", "P", "the KV cache's own precision: fp16, bf16, fp8 or fp4"),
                    option("acceptance-length", "A",
                           "speculative decoding: tokens kept per decode step (default 1: none)"),
                    option("draft-tokens", "K",
                           "speculative decoding: tokens drafted per step (default A - 1)"),
                    option("lengths", "FILE",
                           "the prompt and answer lengths from a trace: a CSV with input_tokens and "
                           "output_tokens "
                           "(or prompt_tokens and completion_tokens) per request, in place of --input-tokens "
                           "and "
                           "--output-tokens"),
                    option("chunk-tokens", "N|off",
                           "aggregated: prefill chunk per decode step (default 8192); off: a prompt is "
                           "prefilled in one step that every decoding request waits for"),
                    option("max-gpus", "N", "largest deployment to consider (default 16384)"),
                    option("top", "K", "how many deployments to list (default 5)"),
                    option("regions", "LIST",
                           "the cheapest deployment in each region, from its stored prices: "
                           "us-east,cn-beijing,hk"),
                    flagOption("frontier",
                               "instead of the search: throughput per GPU against tokens per "
                               "second per user, as CSV (or JSON), for each GPU type's best layouts"),
                    option("api-price", "IN,CACHED,OUT",
                           "an API's prices per million input, cached input and output tokens, to compare "
                           "with and find the load where self-hosting costs less"),
                    option("pue", "P",
                           "the facility's power usage effectiveness, 1-3, for each deployment's power and "
                           "output tokens per MWh (default: the --price-region's, else 1.5)"),
                    option("api", "TEXT",
                           "compare with the stored API prices whose model or provider contains TEXT (see "
                           "'gpuplan api-prices'); without it or --api-price, with the stored prices of APIs "
                           "serving the same model")} +
                perGpuPriceOptions(),
            runServePlanCommand),
        command({QStringLiteral("cost")},
                "rent and ownership cost of a job, with ranges, unit costs and sensitivity", kTableOrJson,
                scenarioOptions() + methodOption("pretrain (default), full, lora or qlora") + loraOptions() +
                    rentPriceOptions() + costOptions(),
                runCostCommand),
        command(
            {QStringLiteral("sweep")}, "training time and cost versus model size for a list of GPUs",
            {QStringLiteral("csv"), QStringLiteral("json")},
            OptionList{
                option("gpus", "LIST", "the GPUs to compare: a100-80gb-sxm,h100-sxm,..."),
                option("min-params", "COUNT", "smallest model (default 1B)"),
                option("max-params", "COUNT", "largest model (default 1T)"),
                option("points", "N", "model sizes, spaced evenly on a log scale (default 40, 2-1000)"),
                option("tokens", "T", "training tokens (2T, 300B)"),
                option("method", "M", "pretrain (default), full, lora or qlora"),
                option("precision", "P", "bf16, fp16, fp8, fp4 or tf32 (default bf16)"),
                option("count", "N", "GPUs at every point"),
                option("deadline", "TIME", "instead of --count: the smallest count finishing within TIME")} +
                modelOptions() + softwareOptions() + perGpuPriceOptions(),
            runSweepCommand),
        command(
            {QStringLiteral("recommend")}, "rank GPU types for a workload under constraints, with reasons",
            kTableOrJson,
            OptionList{option("workload", "W", "pretrain, finetune, serve or rl (an RL post-training run)")} +
                modelOptions() +
                OptionList{option("tokens", "T", "training tokens (pretrain, finetune)"),
                           option("method", "M", "fine-tuning method: full (default), lora or qlora"),
                           option("deadline", "TIME", "training or an RL run must finish within TIME (30d)"),
                           option("input-tokens", "N", "serve: prompt tokens per request"),
                           option("output-tokens", "N", "serve: generated tokens per request"),
                           option("load", "RATE", "serve: output tokens per second to sustain")} +
                rlRecommendOptions() + softwareOptions() + servingLimits() +
                OptionList{
                    flagOption("no-fp8", "never use FP8, even where the card has it"),
                    flagOption("fp4", "also use FP4 where the card has it (FP4 is not calibrated)"),
                    option("count", "N", "evaluate every card at N GPUs (default: the count needed)"),
                    option("budget", "AMOUNT", "most the job (training) or a month (serving) may cost"),
                    option("rack-kw", "KW", "power available per rack: one server must fit"),
                    option("allow", "LIST", "only these GPUs"),
                    option("baseline", "ID", "the GPU whose unit cost counts as 1.0")} +
                perGpuPriceOptions(),
            runRecommendCommand),
        command(
            {QStringLiteral("report")}, "the workbench's PDF comparison report for a saved scenario", {},
            {option("scenario", "FILE", "a scenario file saved by the workbench (JSON)"),
             option("out", "FILE", "the PDF to write"), option("lang", "L", "en (default) or zh_CN"),
             option("gpus", "LIST", "the cards to compare (default: the scenario's, A100, H100 and H200)"),
             option("name", "NAME", "the scenario in the file (default: the first)"),
             option("region", "R", "the region whose prices to use (default: the scenario's)"),
             option("prepared-by", "NAME", "the author named on the report"),
             option("date", "YYYY-MM-DD", "the report's date (default today)")},
            runReportCommand),
        workbookCommand(),
        command({QStringLiteral("calibrate")},
                "the estimator against every published run, and the fit of its parameters", kTableOrJson,
                {flagOption("fit", "fit the efficiency parameters to the published runs"),
                 option("write", "DIR", "with --fit: write efficiency.csv and global_params.csv to DIR"),
                 flagOption(
                     "cross-validate",
                     "refit without each source group in turn and report the error on the group left out")},
                runCalibrateCommand),
        command({QStringLiteral("gpus")}, "the GPU catalog", kTableJsonOrCsv, {}, runCatalogCommand),
        command({QStringLiteral("models")}, "the model presets", kTableJsonOrCsv, {}, runCatalogCommand),
        command({QStringLiteral("networks")}, "the networks between servers", kTableJsonOrCsv, {},
                runCatalogCommand),
    };
}

} // namespace gpuplan::cli
