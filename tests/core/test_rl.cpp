// RL post-training as a workload (issue 34): a step's phases composed by the placement, the rollouts' tail,
// the generation batch, DPO's passes, the placement search, the fit on published steps and its
// cross-validation, and bad input refused by name.
#include "test_support.h"

#include "core/calibration/rl_calibration.h"
#include "core/rl/rl_estimator.h"
#include "core/rl/rl_placement.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace gpuplan;

namespace {

core::Cluster cluster(const char* gpu, int gpus) {
    const core::GpuSpec* g = test::catalog().gpu(gpu);
    const core::Network* n = test::catalog().network(g->defaultNetwork);
    return core::Cluster{g, gpus, g->defaultGpusPerNode, n ? *n : core::Network{}};
}

// The run, smaller: GRPO on Qwen3 32B, 64 prompts x 8 rollouts of 2,000 tokens (p90 4,000, at most
// 8,192) after 256-token prompts, on 16 H100.
core::RlScenario grpo(int gpus = 16) {
    core::RlScenario s;
    s.catalog = &test::catalog();
    s.policy = test::catalog().model("qwen3-32b");
    s.training = cluster("h100-sxm", gpus);
    s.job.promptsPerStep = 64;
    s.job.rolloutsPerPrompt = 8;
    s.job.promptTokens = 256;
    s.job.generated = {2000, 4000};
    s.job.maxGeneratedTokens = 8192;
    s.job.steps = 100;
    return s;
}

core::RlEstimate estimate(const core::RlScenario& s) {
    auto e = core::estimateRl(s);
    if (!e)
        qFatal("estimateRl refused: %s", e.error().c_str());
    return e.value();
}

} // namespace

class TestRl : public QObject {
    Q_OBJECT
private slots:
    void aColocatedStepIsItsPhasesAndTheRefit() {
        const core::RlEstimate e = estimate(grpo());
        const core::RlPhases& p = e.phases;
        QVERIFY(p.generation > 0 && p.logprobs > 0 && p.training > 0 && p.refit > 0 && p.swap > 0);
        QCOMPARE(e.stepSeconds, p.generation + p.reward + p.logprobs + p.training + p.refit + p.swap);
        // Colocated, the update's optimizer states go to host memory and back at the measured copy rate.
        const double rate = test::catalog().globals().rlSwapBytesPerSecond;
        QCOMPARE(rate, 1.8e9);
        QVERIFY(e.training.memory.optimizer > 1e9);
        QCOMPARE(p.swap, 2 * e.training.memory.optimizer / rate);
        QCOMPARE(e.wallSeconds, e.stepSeconds * 100 / test::catalog().globals().goodput);
        QCOMPARE(e.gpus, 16);
        QCOMPARE(e.generationGpus, 16);
        QCOMPARE(e.gpuHours, e.wallSeconds * 16 / 3600);
        // Reward seconds add to a synchronous step as they are.
        core::RlScenario slowReward = grpo();
        slowReward.job.rewardSeconds = 30;
        QVERIFY(std::abs(estimate(slowReward).stepSeconds - e.stepSeconds - 30) < 1e-6);
    }

    void rolloutsPerPromptTimesPromptsIsTheGenerationBatch() {
        const core::RlEstimate e = estimate(grpo());
        QCOMPARE(grpo().job.rollouts(), 512);
        // Every rollout is generated: the replicas' shares cover the 512, none is left over.
        QVERIFY(e.generation.replicas >= 1);
        QCOMPARE(std::ceil(512.0 / e.generation.replicas), e.generation.rolloutsPerReplica);
        // And trained: each rollout's prompt and answer.
        const double answer = e.generatedTokensPerStep / 512;
        QCOMPARE(e.trainedTokensPerStep, 512 * (256 + answer));
        QVERIFY2(answer > 1700 && answer < 2100, qPrintable(QString::number(answer))); // the capped mean
        QCOMPARE(e.forwardPasses, 2); // old policy and reference
    }

    void aLongTailLengthensASynchronousStep() {
        core::RlScenario even = grpo();
        even.job.generated = {2000, 2000};
        core::RlScenario tail = grpo();
        tail.job.generated = {2000, 6000};
        tail.job.maxGeneratedTokens = 16384;
        const core::RlEstimate a = estimate(even);
        const core::RlEstimate b = estimate(tail);
        // About the same tokens, but a few long rollouts keep decoding alone at the end.
        QVERIFY2(std::abs(b.generatedTokensPerStep / a.generatedTokensPerStep - 1) < 0.1,
                 qPrintable(QString::number(b.generatedTokensPerStep / a.generatedTokensPerStep)));
        QVERIFY2(
            b.phases.generation > 1.5 * a.phases.generation,
            qPrintable(QStringLiteral("%1 against %2").arg(b.phases.generation).arg(a.phases.generation)));
        QVERIFY(b.generation.seconds > b.generation.meanLengthSeconds);
        QCOMPARE(a.generation.seconds, a.generation.meanLengthSeconds); // no tail, nothing added
        QVERIFY(b.generation.longestTokens <= 16384);
    }

    void aPoolTwiceAsLargeHalvesItsPhase() {
        // The update: the training pool twice as large (data parallel) takes about half as long.
        core::RlScenario small = grpo();
        small.layout.placement = core::RlPlacement::Split;
        small.layout.generationGpus = 16;
        small.training = cluster("h100-sxm", 16);
        core::RlScenario large = small;
        large.training = cluster("h100-sxm", 32);
        const double ratio = estimate(large).phases.training / estimate(small).phases.training;
        QVERIFY2(ratio > 0.45 && ratio < 0.6, qPrintable(QString::number(ratio)));
        // Generation, with many more rollouts than the replicas hold at once: twice the replicas, half the
        // time.
        core::RlScenario many = small;
        many.job.promptsPerStep = 1024;
        many.job.generated = {1000, 1000};
        core::RlScenario twice = many;
        twice.layout.generationGpus = 32;
        const core::RlEstimate a = estimate(many);
        const core::RlEstimate b = estimate(twice);
        QVERIFY(a.generation.rolloutsPerReplica > 2 * a.generation.maxBatch);
        const double g = b.phases.generation / a.phases.generation;
        QVERIFY2(g > 0.45 && g < 0.55, qPrintable(QString::number(g)));
    }

    void asynchronousGenerationHidesTheShorterSide() {
        core::RlScenario s = grpo();
        s.layout.placement = core::RlPlacement::Split;
        s.layout.generationGpus = 8;
        s.training = cluster("h100-sxm", 8);
        const core::RlEstimate sync = estimate(s);
        s.job.staleness = 1;
        const core::RlEstimate async = estimate(s);
        const core::RlPhases& p = async.phases;
        QCOMPARE(async.stepSeconds, std::max(p.generation + p.reward, p.logprobs + p.training) + p.refit);
        QCOMPARE(sync.stepSeconds, p.generation + p.reward + p.logprobs + p.training + p.refit);
        // Split pools keep the optimizer states where they are: nothing to swap.
        QCOMPARE(p.swap, 0.0);
        QCOMPARE(sync.phases.swap, 0.0);
        QVERIFY(async.stepSeconds < sync.stepSeconds);
        QCOMPARE(async.gpus, 16);
    }

    void dpoIsTwoUpdatesOfThePolicyAndAReferenceForward() {
        core::RlScenario s = grpo();
        s.job.algorithm = core::RlAlgorithm::Dpo;
        s.job.promptsPerStep = 256; // preference pairs
        s.job.generated = {1000, 1000};
        const core::RlEstimate e = estimate(s);
        QCOMPARE(e.phases.generation, 0.0);
        QCOMPARE(e.phases.refit, 0.0);
        QCOMPARE(e.phases.swap, 0.0);
        QCOMPARE(e.generationGpus, 0);
        QCOMPARE(e.trainedTokensPerStep, 2 * 256 * (256 + 1000.0)); // both answers of each pair
        QCOMPARE(e.forwardPasses, 1);                               // the reference's
        // The update is the training estimator's on those tokens at the fitted RL training factor; the
        // reference's forward about a third.
        const double forwardShare = e.phases.logprobs / e.phases.training;
        QVERIFY2(forwardShare > 0.2 && forwardShare < 0.34, qPrintable(QString::number(forwardShare)));
        QVERIFY(std::abs(e.phases.training - e.training.step.total() * e.trainedTokensPerStep /
                                                 e.training.tokensPerStep /
                                                 test::catalog().globals().rlTrainingFactor) < 1e-9);
    }

    void ppoAddsTheCriticsPassAndUpdate() {
        core::RlScenario s = grpo();
        const core::RlEstimate g = estimate(s);
        s.job.algorithm = core::RlAlgorithm::Ppo;
        s.job.rolloutsPerPrompt = 1;
        s.job.promptsPerStep = 512;
        const core::RlEstimate p = estimate(s);
        QCOMPARE(p.forwardPasses, 3);
        QVERIFY(std::abs(p.phases.training / g.phases.training - 2) < 0.05);
    }

    // A reward model scores every rollout: one forward pass of it over the step's tokens on the training
    // pool. The policy's own model as the scorer costs what one of its log-probability passes costs; a
    // smaller one less; the rest of the step is unchanged.
    void aRewardModelAddsItsForwardPass() {
        const core::RlScenario s = grpo();
        const core::RlEstimate rule = estimate(s);
        QCOMPARE(rule.rewardModelSeconds, 0.0);
        core::RlScenario scored = s;
        scored.rewardModel = s.policy;
        const core::RlEstimate same = estimate(scored);
        const double onePass = rule.phases.logprobs / rule.forwardPasses;
        QVERIFY(std::abs(same.rewardModelSeconds - onePass) < 1e-9 * onePass);
        QVERIFY(std::abs(same.phases.logprobs - (rule.phases.logprobs + onePass)) < 1e-9 * onePass);
        QCOMPARE(same.phases.generation, rule.phases.generation);
        QCOMPARE(same.phases.training, rule.phases.training);
        QCOMPARE(same.stepSeconds, core::rlStepSeconds(same.phases, same.layout.placement, 0));
        QCOMPARE(same.rewardModelName, s.policy->name);
        QVERIFY(same.rewardModelMemory > 0);

        scored.rewardModel = test::catalog().model("llama3-8b");
        const core::RlEstimate small = estimate(scored);
        QVERIFY(small.rewardModelSeconds > 0 && small.rewardModelSeconds < onePass / 2);

        // DPO scores nothing; a scorer that fits no plan on the pool is refused by name.
        core::RlScenario dpo = scored;
        dpo.job.algorithm = core::RlAlgorithm::Dpo;
        QCOMPARE(core::estimateRl(dpo).errorMessage().id, core::MessageId::RlDpoNoRewardModel);
        core::RlScenario huge = s;
        huge.rewardModel = test::catalog().model("deepseek-v3");
        const auto refused = core::estimateRl(huge);
        QVERIFY(!refused);
        QCOMPARE(refused.errorMessage().id, core::MessageId::RlRewardModelFitsNoPlan);
        QVERIFY2(refused.error().find("DeepSeek-V3") != std::string::npos, refused.error().c_str());
    }

    void aRewardModelTooLargeToTrainIsPlannedFrozen() {
        // A 70B scorer for an 8B policy on 8 H100: an update's plan (gradients and optimizer states of 70B
        // parameters) fits no 640 GB, but its frozen weights (140 GB) do, and a scorer is frozen.
        core::RlScenario s = grpo(8);
        s.policy = test::catalog().model("llama3-8b");
        const core::RlEstimate rule = estimate(s);
        core::RlScenario scored = s;
        scored.rewardModel = s.policy;
        QVERIFY(!estimate(scored).rewardModelFrozen);
        scored.rewardModel = test::catalog().model("llama3-70b");
        const core::RlEstimate big = estimate(scored);
        QVERIFY(big.rewardModelFrozen);
        QVERIFY2(big.rewardModelMemory > 140e9 / 8 && big.rewardModelMemory < 80e9,
                 qPrintable(QString::number(big.rewardModelMemory / 1e9)));
        // Its forward pass over the same tokens: about its parameters' ratio to the policy's one pass.
        const double onePass = rule.phases.logprobs / rule.forwardPasses;
        const double ratio = big.rewardModelSeconds / onePass;
        QVERIFY2(ratio > 70.0 / 8 / 2 && ratio < 70.0 / 8 * 2, qPrintable(QString::number(ratio)));
        QCOMPARE(big.phases.logprobs, rule.phases.logprobs + big.rewardModelSeconds);
    }

    void thePlacementSearchRanksAndSaysWhy() {
        core::RlScenario s = grpo(32);
        auto found = core::searchRlPlacements(s);
        QVERIFY2(found, found ? "" : found.error().c_str());
        const core::RlPlacementSearch& r = found.value();
        QCOMPARE(r.evaluated, 4); // colocated, then 8, 16 and 24 GPUs generating
        QVERIFY(r.ranked.size() >= 2);
        for (std::size_t i = 1; i < r.ranked.size(); ++i) {
            QVERIFY(r.ranked[i].estimate.stepSeconds >= r.ranked[0].estimate.stepSeconds);
            QVERIFY2(r.ranked[i].loses.find("a step slower") != std::string::npos, r.ranked[i].loses.c_str());
        }
        QVERIFY(r.ranked[0].loses.empty());
        QCOMPARE(QString::fromStdString(core::rlPlacementLabel(r.ranked[0].estimate)).isEmpty(), false);
    }

    void theSearchSplitsTwoCardTypes() {
        // H20s generate, H100s train: only splits, the H20 pool in its whole nodes, each pool on its card.
        core::RlScenario s = grpo(24);
        s.layout.generationGpu = test::catalog().gpu("h20");
        auto found = core::searchRlPlacements(s);
        QVERIFY2(found, found ? "" : found.error().c_str());
        QCOMPARE(found->evaluated, 2); // 8 or 16 H20s generating
        std::vector<int> pools;
        for (const core::RlPlacementOption& o : found->ranked) {
            const core::RlEstimate& e = o.estimate;
            QVERIFY(e.layout.placement == core::RlPlacement::Split);
            QCOMPARE(e.layout.generationGpu, s.layout.generationGpu);
            QCOMPARE(e.gpus, 24);
            pools.push_back(e.generationGpus);
            // The step is the estimator's for that split.
            core::RlScenario named = s;
            named.layout.placement = core::RlPlacement::Split;
            named.layout.generationGpus = e.generationGpus;
            named.training.gpuCount = 24 - e.generationGpus;
            QCOMPARE(estimate(named).stepSeconds, e.stepSeconds);
            QVERIFY2(o.label.find("on H20") != std::string::npos, o.label.c_str());
        }
        std::sort(pools.begin(), pools.end());
        QCOMPARE(pools, (std::vector<int>{8, 16}));
        // Below two nodes, single GPUs: 1 to 3 of 4.
        core::RlScenario small = s;
        small.policy = test::catalog().model("llama3-8b");
        small.training.gpuCount = 4;
        auto few = core::searchRlPlacements(small);
        QVERIFY2(few, few ? "" : few.error().c_str());
        QCOMPARE(few->evaluated, 3);
        // No pool to split: one GPU, or DPO (nothing generated).
        small.training.gpuCount = 1;
        auto one = core::searchRlPlacements(small);
        QVERIFY(!one);
        QCOMPARE(one.errorMessage().id, core::MessageId::RlTwoCardsNeedTwoGpus);
        small.training.gpuCount = 4;
        small.job.algorithm = core::RlAlgorithm::Dpo;
        auto dpo = core::searchRlPlacements(small);
        QVERIFY(!dpo);
        QCOMPARE(dpo.errorMessage().id, core::MessageId::RlDpoNoGeneration);
        // The card the cluster already has is no second card: colocated is tried as before.
        core::RlScenario same = grpo(32);
        same.layout.generationGpu = same.training.gpu;
        QCOMPARE(core::searchRlPlacements(same)->evaluated, 4);
    }

    void thePublishedStepsAreFitted() {
        auto steps = cli::loadBundledPublishedRl();
        QVERIFY2(steps, steps ? "" : steps.error().c_str());
        QCOMPARE(steps->size(), std::size_t(50));
        // The first row as its scenario: colocated on 16 H100, 64 x 32 rollouts in 4 updates, capped at the
        // sequence length less the prompt.
        auto first = core::publishedRlScenario(test::catalog(), steps->front());
        QVERIFY(first);
        QCOMPARE(first->training.gpuCount, 16);
        QCOMPARE(first->job.rollouts(), 2048);
        QCOMPARE(first->job.updatesPerStep, 4);
        QCOMPARE(first->job.maxGeneratedTokens, 4096.0 - 128);
        const core::RlCalibrationReport report = core::compareRlCalibration(test::catalog(), steps.value());
        QCOMPARE(report.estimated, 50); // every step estimated, none refused
        // As fitted (docs/estimation.md 13.5): 11.0% when the parameters were fitted, 65% before.
        QVERIFY2(report.medianAbsError < 0.12, std::to_string(report.medianAbsError).c_str());
        // A row whose pools do not add up is refused with its line.
        auto bad = core::parsePublishedRl(
            "id,model,gpu,gpus,placement,generation_gpus,training_gpus,prompts,rollouts,prompt_tokens,"
            "generated_tokens,max_seq,updates,staleness,precision,step_seconds,group,date,source\n"
            "X,qwen3-32b,h100-sxm,64,split,32,16,64,32,100,3000,4096,4,1,bf16,200,g,2026-01-01,s\n");
        QVERIFY(!bad);
        QVERIFY2(bad.error().find("line 2: split pools must add up") != std::string::npos,
                 bad.error().c_str());
    }

    void theFitReproducesTheShippedParametersAndCrossValidates() {
        auto steps = cli::loadBundledPublishedRl();
        auto refits = cli::loadBundledPublishedRlRefits();
        QVERIFY(steps && refits);
        QCOMPARE(refits->size(), std::size_t(3));
        const core::GlobalParams& shipped = test::catalog().globals();
        core::Catalog refitted = test::catalog();
        core::fitRlCalibration(refitted, steps.value(), refits.value());
        const core::GlobalParams& fitted = refitted.globals();
        QVERIFY(std::abs(fitted.rlGenerationFactor - shipped.rlGenerationFactor) < 0.02);
        QVERIFY(std::abs(fitted.rlTrainingFactor - shipped.rlTrainingFactor) < 0.02);
        QVERIFY(std::abs(fitted.rlLengthTail - shipped.rlLengthTail) < 0.05);
        QVERIFY(std::abs(fitted.rlRefitSeconds - shipped.rlRefitSeconds) < 0.1);
        QVERIFY(std::abs(fitted.rlRefitBytesPerSecond / shipped.rlRefitBytesPerSecond - 1) < 0.02);
        // The refit law against each published refit, by hand: fixed seconds plus the BF16 weights at the
        // fitted rate (Qwen3 30B-A3B 1.5 s, Qwen3 235B 5 s, DeepSeek-V3 14 s).
        for (const core::PublishedRlRefit& r : refits.value()) {
            const double bytes = test::catalog().model(r.modelId)->params * 2;
            const double law = shipped.rlRefitSeconds + bytes / shipped.rlRefitBytesPerSecond;
            QVERIFY2(std::abs(law / r.seconds - 1) < 0.15, r.id.c_str());
        }
        // Each model predicted by the parameters fitted without it: 19.8% when fitted, against the serving
        // estimate's target of 20% (docs/estimation.md 13.5).
        const core::RlCrossValidation cv =
            core::crossValidateRl(test::catalog(), steps.value(), refits.value());
        QCOMPARE(cv.estimated, 50);
        QCOMPARE(cv.fittedWithout.size(), std::size_t(5));
        QVERIFY2(cv.medianAbsError < 0.2, std::to_string(cv.medianAbsError).c_str());
        QVERIFY(cv.medianAbsError >
                core::compareRlCalibration(test::catalog(), steps.value()).medianAbsError);
        // A refit row without its seconds is refused with its line.
        auto bad = core::parsePublishedRlRefits("id,model,gpu,placement,precision,seconds,group,date,source\n"
                                                "R,qwen3-32b,h100-sxm,split,bf16,0,g,2026-01-01,s\n");
        QVERIFY(!bad);
        QVERIFY2(bad.error().find("line 2: seconds must be positive") != std::string::npos,
                 bad.error().c_str());
    }

    void lengthsGivenAsAMeanSpreadByTheFittedTail() {
        core::RlScenario s = grpo();
        s.job.generated = {3000, 0};
        auto spread = core::estimateRl(s);
        QVERIFY(spread);
        QCOMPARE(spread->generated.p90, 3000 * test::catalog().globals().rlLengthTail);
        s.job.generated = {3000, 3000};
        auto flat = core::estimateRl(s);
        QVERIFY(flat);
        QVERIFY(spread->phases.generation > flat->phases.generation);
    }

    void badInputIsRefusedByName() {
        const auto refused = [](core::RlScenario s, const char* words) {
            auto e = core::estimateRl(s);
            QVERIFY(!e);
            QVERIFY2(e.error().find(words) != std::string::npos, e.error().c_str());
        };
        core::RlScenario s = grpo();
        s.job.promptsPerStep = 0;
        refused(s, "prompts per step");
        s = grpo();
        s.job.generated = {2000, 1000};
        refused(s, "p90 is below their mean");
        s = grpo();
        s.job.staleness = 1;
        refused(s, "needs split pools");
        s = grpo();
        s.job.updatesPerStep = 1000;
        refused(s, "updates per step");
        s = grpo();
        s.job.algorithm = core::RlAlgorithm::Dpo;
        s.layout.placement = core::RlPlacement::Split;
        s.layout.generationGpus = 8;
        refused(s, "DPO generates nothing");
        s = grpo(1);
        s.policy = test::catalog().model("llama3-405b");
        refused(s, "fits");
    }
};

QTEST_MAIN(TestRl)
#include "test_rl.moc"
