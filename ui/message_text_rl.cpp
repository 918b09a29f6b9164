// The patterns of an RL run's messages (issue 34), in the same translation context as the rest of core's
// messages (message_text.cpp), which asks here for the ids its own switch does not name.
#include "message_text_rl.h"

#include <QCoreApplication>

namespace gpuplan::ui {

// Each call names the context as a literal, as lupdate needs to find it.
QString rlMessagePattern(core::MessageId id) {
    using core::MessageId;
    switch (id) {
    case MessageId::NoteRlCalibrated:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "calibrated on NeMo RL's published GRPO steps (Megatron-Core and vLLM on H100 and GB200): "
            "generation at %1% of the serving estimate's speed, log-probabilities and updates at %2% of "
            "the training estimate's; other frameworks are not measured");
    case MessageId::NoteRlLengthSpread:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "generated lengths given as a mean only: their p90 taken as %1 tokens, the spread fitted on "
            "published steps");
    case MessageId::NoteRlRefit:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "refit: %1 s and the policy's weights at %2 GB/s, as NeMo RL's published refits (or the "
            "link's speed where slower)");
    case MessageId::NoteRlColocated:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "colocated: the update's optimizer states (%1 GB a GPU) go to host memory and back every step "
            "at %2 GB/s, as NeMo RL's copies were measured; the engines' sleep and wake and the weights' "
            "moves are not counted apart");
    case MessageId::NoteRlPpoCritic:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "PPO's critic taken as the policy's size");
    case MessageId::PlanRlColocated:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage", "colocated on %1; update %2");
    case MessageId::PlanRlSplit:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage", "%1 generate + %2 train; update %3");
    case MessageId::ScenarioRlPrecision:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "an RL run trains in BF16 or FP8, not %1");
    case MessageId::ScenarioRlSplitPool:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "split pools need a generation pool smaller than the %1 GPUs: give its size in the RL run");
    case MessageId::ScenarioRlGenerationCardNeedsSplit:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "a generation pool on %1 needs split pools: choose them in the RL run, with the pool's size");
    case MessageId::PlanRlSplitCards:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "%1 x %2 generate + %3 x %4 train; update %5");
    case MessageId::RlNoGenerationLayout:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "no layout of the policy fits %1 x %2");
    case MessageId::RlUpdateFitsNoPlan:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "the policy's update fits no plan on %1 x %2 (it needs %3 GB a GPU at best)");
    case MessageId::RlNeedsPolicy:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "the run needs a policy model and a training cluster");
    case MessageId::RlPromptsPerStep:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage", "prompts per step must be at least 1");
    case MessageId::RlRolloutsPerPrompt:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "rollouts per prompt must be at least 1");
    case MessageId::RlTokensPositive:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "the prompt and generated (answer) tokens must be positive");
    case MessageId::RlP90BelowMean:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "the generated tokens' p90 is below their mean");
    case MessageId::RlNegativeFigures:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "the generation cap, reward seconds and staleness cannot be negative");
    case MessageId::RlNoSteps:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage", "the run needs at least one step");
    case MessageId::RlUpdatesPerStep:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "updates per step must be from 1 to the rollouts of a step (%1)");
    case MessageId::RlDpoNoGeneration:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "DPO generates nothing: it has no generation pool and nothing to run ahead");
    case MessageId::RlAsyncNeedsSplit:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "asynchronous generation needs split pools: colocated, generation and training take turns");
    case MessageId::RlSplitNeedsGenerationPool:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "split pools need a generation pool of at least one GPU");
    case MessageId::RlTrainingPoolEmpty:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "the training pool needs at least one GPU");
    case MessageId::RlTwoCardsNeedTwoGpus:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "a generation pool on %1 beside the training pool needs more GPUs than %2: one pool of each");
    case MessageId::RlDpoNoRewardModel:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "DPO learns from preference pairs: it has no reward model to score rollouts");
    case MessageId::RlRewardModelFitsNoPlan:
        return QCoreApplication::translate("gpuplan::ui::CoreMessage",
                                           "the reward model %1 fits no plan on %2 x %3");
    case MessageId::NoteRlRewardModel:
        return QCoreApplication::translate(
            "gpuplan::ui::CoreMessage",
            "reward model %1: one forward pass over every rollout a step on the training pool, in the "
            "log-probabilities' phase");
    default:
        break;
    }
    return {};
}

} // namespace gpuplan::ui
