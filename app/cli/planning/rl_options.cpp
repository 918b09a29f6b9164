#include "cli/planning/rl_options.h"

#include "cli/scenario_options.h"

#include "core/inference/inference_estimator.h"

namespace gpuplan::cli {

core::Status rlJobFromArgs(const Arguments& args, const char* option, core::RlJob& job) {
    const QString algorithm = args.valueOr(QLatin1String(option), QStringLiteral("grpo"));
    if (algorithm == QLatin1String("grpo"))
        job.algorithm = core::RlAlgorithm::Grpo;
    else if (algorithm == QLatin1String("ppo"))
        job.algorithm = core::RlAlgorithm::Ppo;
    else if (algorithm == QLatin1String("dpo"))
        job.algorithm = core::RlAlgorithm::Dpo;
    else
        return core::fail(std::string("unknown --") + option + " '" + algorithm.toStdString() +
                          "' (grpo, ppo or dpo)");
    for (const auto& [name, target] :
         {std::pair{"prompts", &job.promptsPerStep}, std::pair{"steps", &job.steps}}) {
        if (!args.has(QLatin1String(name)))
            return core::fail(std::string("no --") + name + ": give the " +
                              (std::string(name) == "steps" ? "steps of the run" : "prompts per step"));
        auto v = positiveInt(args, QLatin1String(name));
        if (!v)
            return v.failure();
        *target = v.value();
    }
    for (const auto& [name, target] : {std::pair{"prompt-tokens", &job.promptTokens},
                                       std::pair{"generated-tokens", &job.generated.mean}}) {
        if (!args.has(QLatin1String(name)))
            return core::fail(std::string("no --") + name + ": give the mean tokens per rollout");
        auto v = positiveQuantity(args, QLatin1String(name));
        if (!v)
            return v.failure();
        *target = v.value();
    }
    auto p90 = optionalQuantity(args, QStringLiteral("generated-p90"), 0);
    auto cap = optionalQuantity(args, QStringLiteral("max-generated"), 0);
    auto reward = optionalDuration(args, QStringLiteral("reward-seconds"));
    if (!p90 || !cap || !reward)
        return !p90 ? p90.failure() : !cap ? cap.failure() : reward.failure();
    job.generated.p90 = p90.value();
    job.maxGeneratedTokens = cap.value();
    job.rewardSeconds = reward.value();
    for (const auto& [name, target] :
         {std::pair{"rollouts", &job.rolloutsPerPrompt}, std::pair{"updates", &job.updatesPerStep}}) {
        if (!args.has(QLatin1String(name)))
            continue;
        auto v = positiveInt(args, QLatin1String(name));
        if (!v)
            return v.failure();
        *target = v.value();
    }
    if (args.has(QStringLiteral("staleness"))) {
        bool ok = false;
        job.staleness = args.valueOr(QStringLiteral("staleness"), QString()).toInt(&ok);
        if (!ok || job.staleness < 0)
            return core::fail("--staleness must be a whole number of steps, 0 or more");
    }
    job.reference = !args.flag(QStringLiteral("no-reference"));
    const QString gen = args.valueOr(QStringLiteral("generation-precision"), QStringLiteral("bf16"));
    const auto g = core::parseServingPrecision(gen.toStdString());
    if (!g)
        return core::fail("unknown --generation-precision '" + gen.toStdString() + "' (bf16, fp8, ...)");
    job.generationPrecision = *g;
    const QString train = args.valueOr(QStringLiteral("precision"), QStringLiteral("bf16"));
    const auto t = core::parsePrecision(train.toStdString());
    if (!t || (*t != core::Precision::BF16 && *t != core::Precision::FP8))
        return core::fail("the update's --precision is bf16 or fp8, not '" + train.toStdString() + "'");
    job.trainingPrecision = *t;
    return core::ok();
}

core::Result<RlPoolOptions> rlPoolsFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            const QString& fallback, const char* countMeaning) {
    RlPoolOptions out;
    const QString placement = args.valueOr(QStringLiteral("placement"), fallback);
    if (placement == QLatin1String("colocated"))
        out.placement = core::RlPlacementChoice::Colocated;
    else if (placement == QLatin1String("search"))
        out.placement = core::RlPlacementChoice::Best;
    else if (placement == QLatin1String("split"))
        out.placement = core::RlPlacementChoice::Split;
    else
        return core::fail("unknown --placement '" + placement.toStdString() +
                          "' (colocated, split or search)");
    if (out.placement == core::RlPlacementChoice::Split) {
        if (!args.has(QStringLiteral("generation-gpus")))
            return core::fail(
                std::string("split pools need --generation-gpus: the generation pool's GPUs (") +
                countMeaning + ")");
        auto generation = positiveInt(args, QStringLiteral("generation-gpus"));
        if (!generation)
            return generation.failure();
        out.generationGpus = generation.value();
    } else if (args.has(QStringLiteral("generation-gpus"))) {
        return core::fail("--generation-gpus needs --placement split (search tries every size)");
    }
    if (args.has(QStringLiteral("generation-gpu"))) {
        if (out.placement == core::RlPlacementChoice::Colocated)
            return core::fail("--generation-gpu needs --placement split or search: colocated, one card type "
                              "generates and trains");
        const std::string id = args.valueOr(QStringLiteral("generation-gpu"), QString()).toStdString();
        out.generationGpu = catalog.gpu(id);
        if (!out.generationGpu)
            return core::fail("unknown --generation-gpu '" + id + "' (see 'gpuplan gpus')");
    }
    if (const auto reward = args.value(QStringLiteral("reward-model"))) {
        out.rewardModel = catalog.model(reward->toStdString());
        if (!out.rewardModel)
            return core::fail("--reward-model: " + catalog.unknownModelMessage(reward->toStdString()));
    }
    return out;
}

} // namespace gpuplan::cli
