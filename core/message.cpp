#include "core/message.h"

#include <array>
#include <cstdio>
#include <utility>

namespace gpuplan::core {
namespace {

using Pattern = std::pair<MessageId, std::string_view>;

// In the order of the enum (checked below), so a new id without its English does not compile.
constexpr std::array kEnglish{
    Pattern{MessageId::None, ""},
    Pattern{MessageId::Plain, "%1"},
    Pattern{MessageId::ScenarioNeedsModel, "choose a model preset or give a size (for example 70B)"},
    Pattern{MessageId::ScenarioNeedsGpu, "choose a GPU"},
    Pattern{MessageId::ScenarioCountRange, "the GPU count must be auto or 1 to 65,536"},
    Pattern{MessageId::ScenarioNegativeDeadline, "the deadline cannot be negative"},
    Pattern{MessageId::ScenarioNegativeBudget, "the budget cannot be negative"},
    Pattern{MessageId::ScenarioNeedsTokens, "give the number of tokens to train on (for example 1B)"},
    Pattern{MessageId::ScenarioTrainingPrecision, "training precision '%1' (bf16, fp16, fp8 or fp4)"},
    Pattern{MessageId::ScenarioNoTensorCores, "%1 has no %2 tensor cores (it has %3)"},
    Pattern{MessageId::ScenarioDeadlineUnreachable, "no count up to 65,536 cards finishes by the deadline"},
    Pattern{MessageId::ScenarioFitsNoCount, "%1 fits on no count of %2"},
    Pattern{MessageId::ScenarioDoesNotFit, "%1 does not fit on %2 x %3"},
    Pattern{MessageId::ScenarioDoesNotFitBecause, "%1 does not fit on %2 x %3: %4"},
    Pattern{MessageId::ScenarioServingPrecision,
            "serving precision '%1' (fp16, bf16, fp8, int8, int4 or fp4)"},
    Pattern{MessageId::ScenarioRequestTokens, "requests need positive input and output token counts"},
    Pattern{MessageId::ScenarioNegativeLoad, "the load (output tokens per second) cannot be negative"},
    Pattern{MessageId::ScenarioCannotServe, "cannot serve %1 on %2"},
    Pattern{MessageId::CustomModelName, "Custom model"},
    Pattern{MessageId::WarningDerivedShape, "the model's shape is derived from its size (Llama proportions)"},
    Pattern{MessageId::WarningPastDeadline, "takes %1 h, past the deadline of %2 h"},
    Pattern{MessageId::WarningUncalibratedGpu,
            "%1 has no published run: its efficiency is the mean of the fitted cards"},
    Pattern{MessageId::WarningLoadNotCarried, "carries %1 output tokens/s, below the %2 asked for"},
    Pattern{MessageId::WarningWeightOnly,
            "%1 has no %2 tensor cores: weights are stored in it, matmuls run in 16 bits"},
    Pattern{MessageId::PlanParallel, "tp=%1 pp=%2 dp=%3 mb=%4 zero=%5 recompute=%6"},
    Pattern{MessageId::PlanParallelInterleaved, "tp=%1 pp=%2 vpp=%3 dp=%4 mb=%5 zero=%6 recompute=%7"},
    Pattern{MessageId::PlanNaive, "naive layer split over %1 GPUs (one busy at a time), mb=%2 recompute=%3"},
    Pattern{MessageId::PlanServingOneReplica, "tp=%1 batch=%2 x %3 replica"},
    Pattern{MessageId::PlanServingReplicas, "tp=%1 batch=%2 x %3 replicas"},
    Pattern{MessageId::PlanServingExpertReplica, "tp=%1 ep=%2 batch=%3 x %4 replica"},
    Pattern{MessageId::PlanServingExpertReplicas, "tp=%1 ep=%2 batch=%3 x %4 replicas"},
    Pattern{MessageId::PlanServingTrafficAggregated,
            "aggregated, %1 x tp=%2 ep=%3; p90 TTFT %4 ms, TPOT %5 ms"},
    Pattern{MessageId::PlanServingTrafficDisaggregated,
            "prefill %1 x tp=%2 ep=%3 + decode %4 x tp=%5 ep=%6; p90 TTFT %7 ms, TPOT %8 ms"},
    Pattern{MessageId::ScenarioTrafficRange,
            "requests per second, 90th percentiles and latency limits cannot be negative, a 90th percentile "
            "is at least its mean, and the prefix hit share is 0 to 1"},
    Pattern{MessageId::ScenarioTrafficUsers,
            "give requests per second or users with a think time, not both; users and think time cannot be "
            "negative, and a think time needs users"},
    Pattern{MessageId::PlanWiderParallel, "%1 cp=%2 ep=%3 offload=%4"},
    Pattern{MessageId::RecomputeNone, "none"},
    Pattern{MessageId::RecomputeSelective, "selective"},
    Pattern{MessageId::RecomputeFull, "full"},
    Pattern{MessageId::RecomputeLayers, "%1 of %2 layers"},
    Pattern{MessageId::OffloadNone, "none"},
    Pattern{MessageId::OffloadOptimizer, "optimizer"},
    Pattern{MessageId::OffloadOptimizerParams, "optimizer+parameters"},
    Pattern{MessageId::IssueOutOfMemory, "needs %1 per GPU (weights %2, gradients %3, optimizer %4, "
                                         "activations %5, overhead %6) but %7 has %8"},
    Pattern{MessageId::IssueGpuCountMismatch, "tp x pp x dp = %1 does not match the %2 GPUs of the cluster"},
    Pattern{
        MessageId::IssueTensorParallelBeyondNode,
        "tensor parallel degree %1 exceeds the %2 GPUs one fast link joins (a node, or an NVLink domain)"},
    Pattern{MessageId::IssueTensorParallelHeads,
            "tensor parallel degree %1 does not divide the %2 attention heads"},
    Pattern{MessageId::IssuePipelineBeyondLayers, "pipeline degree %1 exceeds the model's %2 layers"},
    Pattern{MessageId::IssueInterleavingInvalid,
            "%1 virtual stages need a pipeline, each stage's layers divisible "
            "by %1 and the micro-batches in groups of pp = %2"},
    Pattern{MessageId::IssueBatchTooSmall,
            "the global batch of %1 sequences is smaller than dp x micro-batch = %2"},
    Pattern{MessageId::IssuePrecisionUnsupported, "%1 does not support %2"},
    Pattern{MessageId::IssueContextParallel, "context parallel degree %1 does not divide the sequence of %2 "
                                             "tokens (or the plan is a naive split)"},
    Pattern{
        MessageId::IssueExpertParallel,
        "expert parallel degree %1 needs a mixture-of-experts model with a known expert count it divides, "
        "and must divide tp x dp x cp = %2"},
    Pattern{MessageId::IssueRecomputeLayers,
            "%1 recomputed layers need full recomputation and at most the %2 layers of a stage"},
    Pattern{MessageId::IssueOffload,
            "offloading needs ZeRO stage 1 or more (parameters: stage 3) when weights are replicated"},
    Pattern{MessageId::IssueHostMemory, "offloading needs %1 of host memory per node but a node has %2"},
    Pattern{MessageId::IssueUnknown, "unknown problem"},
    Pattern{MessageId::EstimateIncomplete, "incomplete scenario: model, GPU and calibration are required"},
    Pattern{MessageId::EstimateGpuCount, "the GPU count must be positive"},
    Pattern{MessageId::TrainingGpusPerNode, "GPUs per node must be positive"},
    Pattern{MessageId::TrainingTokensNegative, "the token count must be zero or positive"},
    Pattern{MessageId::TrainingPrecisionUnsupported,
            "%1 has no %2 tensor cores (it has %3): choose another precision or GPU"},
    Pattern{MessageId::TrainingLoraRank, "the LoRA rank must be positive"},
    Pattern{MessageId::TrainingLoraTargets, "LoRA needs at least one target module"},
    Pattern{MessageId::TrainingSequenceLength, "the sequence length must be positive"},
    Pattern{MessageId::TrainingBatchBelowSequence,
            "the global batch (%1 tokens) is smaller than one sequence of %2 tokens"},
    Pattern{MessageId::TrainingBatchTooLarge,
            "the global batch of %1 sequences is beyond any real run (at most 100 million)"},
    Pattern{MessageId::InferenceNoKvRoom, "the weights (%1 GB per GPU) leave no room for a KV cache"},
    Pattern{MessageId::InferenceLatencyMissed,
            "even one request misses the latency limits (TTFT %1 s, TPOT %2 s)"},
    Pattern{MessageId::InferenceTokens, "input and output token counts must be positive"},
    Pattern{MessageId::InferenceNoFp16, "%1 has no fp16 support"},
    Pattern{MessageId::InferenceNoFp4,
            "%1 has no fp4 tensor cores (it has %2): for 4-bit weights on it choose int4 (weight-only)"},
    Pattern{MessageId::InferenceKvPrecision,
            "%1 cannot keep the KV cache in %2: it has no %2 tensor cores (it has %3)"},
    Pattern{MessageId::InferenceTpNotDivisor, "tensor parallel degree %1 does not divide the %2 GPUs"},
    Pattern{
        MessageId::InferenceTpBeyondNode,
        "tensor parallel degree %1 exceeds the %2 GPUs one fast link joins (a node, or an NVLink domain)"},
    Pattern{MessageId::InferenceBatchTooLarge, "a batch of %1 needs %2 GB per GPU at tp=%3; at most %4 fit"},
    Pattern{MessageId::InferenceBatchMissesLatency,
            "a batch of %1 misses the latency limits (TTFT %2 s, TPOT %3 s)"},
    Pattern{MessageId::InferenceAtTp, "%1 at tp=%2"},
    Pattern{MessageId::InferenceAtTpEp, "%1 at tp=%2 ep=%3"},
    Pattern{MessageId::InferenceEpNeedsExperts,
            "expert parallel degree %1 needs a mixture of experts with a known expert layout; %2 has none"},
    Pattern{MessageId::InferenceEpNotDivisor, "expert parallel degree %1 does not divide the %2 experts"},
    Pattern{MessageId::InferenceReplicaNotDivisor,
            "a replica of tp=%1 x ep=%2 GPUs does not divide the %3 GPUs"},
    Pattern{MessageId::InferenceCannotServe, "%1 cannot be served on %2 x %3: %4"},
    Pattern{MessageId::UnknownGpu, "unknown GPU '%1' (known: %2)"},
    Pattern{MessageId::UnknownModel, "unknown model preset '%1' (known: %2)"},
    Pattern{MessageId::ShapeParamsNotPositive, "the parameter count must be positive"},
    Pattern{MessageId::ShapeActiveExceedsTotal, "active parameters exceed total parameters"},
    Pattern{MessageId::ModelConfigUnknownType,
            "config.json: model_type '%1' is not one GpuPlan reads (it reads: %2)"},
    Pattern{MessageId::ModelConfigMissingKeys, "config.json of a %1 model lacks %2"},
    Pattern{MessageId::ModelConfigBadValue, "config.json: %1 is '%2', not a whole number a model can have"},
    Pattern{MessageId::ModelConfigNotJson, "%1 is not a JSON object: %2"},
    Pattern{MessageId::ModelConfigUnreadable, "cannot read %1: %2"},
    Pattern{MessageId::PriceGone, "price %1 is no longer stored: choose another"},
    Pattern{MessageId::PriceOtherGpu, "price %1 is for %2, not %3"},
    Pattern{MessageId::PriceIsPurchase, "price %1 is a purchase price, not a rent"},
    Pattern{MessageId::PriceNeedsRegion, "choose a region for the price"},
    Pattern{MessageId::PriceUnknownRegion, "unknown region '%1'"},
    Pattern{MessageId::PriceNoRent, "no stored rent price for %1 in %2: add one in Prices"},
    Pattern{MessageId::PriceNoRentExceptSpot,
            "no stored rent price for %1 in %2 except spot (choose it explicitly)"},
    Pattern{MessageId::CostNoEstimate, "no estimate"},
    Pattern{MessageId::CostNoPurchasePrice,
            "no server purchase price for %1 in this region: add one in Prices (kind purchase, per server)"},
    Pattern{MessageId::CostNoBoardPower,
            "%1's board power is not published: owning it is not costed (enter its power in the catalog)"},
    Pattern{MessageId::CostNoElectricity,
            "the region has no electricity price: set one to see the cost of owning"},
    Pattern{MessageId::CostElectricityCurrency, "electricity in %1, purchase in %2: %3"},
    Pattern{MessageId::CostRentCurrency, "rent in %1, purchase in %2: %3"},
    Pattern{MessageId::OwnershipMixedCurrencies,
            "ownership inputs mix %1 and %2: convert them to one currency first"},
    Pattern{MessageId::OwnershipGpuCounts, "GPU counts must be positive"},
    Pattern{MessageId::OwnershipUtilization, "utilization must be between 0 and 1"},
    Pattern{MessageId::OwnershipPue, "PUE cannot be below 1"},
    Pattern{MessageId::OwnershipHorizon, "the horizon must be positive"},
    Pattern{MessageId::OwnershipResidual, "the residual value must be a fraction between 0 and 1"},
    Pattern{MessageId::OwnershipElectricityNegative, "the electricity price cannot be negative"},
    Pattern{MessageId::BreakEvenCurrencies,
            "rent in %1 and purchase in %2: convert them to one currency first"},
    Pattern{MessageId::NoExchangeRate, "no exchange rate for %1 (give one, e.g. --rate %1=...)"},
    Pattern{MessageId::MoneyAddCurrencies, "cannot add %1 to %2 without an exchange rate"},
    Pattern{MessageId::MoneySubtractCurrencies, "cannot subtract %1 from %2 without an exchange rate"},
    Pattern{MessageId::InputRentPrice, "rent price"},
    Pattern{MessageId::InputGenerationRentPrice, "generation pool's rent price"},
    Pattern{MessageId::InputEfficiency, "efficiency"},
    Pattern{MessageId::InputServingThroughput, "throughput per card"},
    Pattern{MessageId::InputExchangeRate, "exchange rate"},
    Pattern{MessageId::CompareNoCatalog, "no catalog"},
    Pattern{MessageId::CompareCount, "compare 2 to 6 GPUs (got %1)"},
    Pattern{MessageId::CompareBaselineMissing, "the baseline %1 is not among the compared GPUs"},
    Pattern{
        MessageId::NoteBatchModelSize,
        "no global batch given: %1 tokens (%2 sequences of %3), as published runs of this model size used "
        "(GPT-3, Llama 2)"},
    Pattern{MessageId::NoteBatchClusterSize,
            "no global batch given: %1 tokens (%2 sequences of %3), one sequence per %4-GPU node so every "
            "pipeline gets work (Llama 3 405B used 16M tokens on 16,384 GPUs); the model-size rule alone "
            "gives %5 tokens"},
    Pattern{MessageId::NoteBatchFineTune,
            "no global batch given: %1 sequences of %2 tokens, a common fine-tuning batch"},
    Pattern{
        MessageId::WarningBatchStarvesPipeline,
        "the batch of %1 sequences gives each pipeline %2 micro-batches for %3 stages: the bubble takes %4% "
        "of the step; at least %5 sequences would keep the pipelines full"},
    Pattern{MessageId::WarningBatchBelowCluster,
            "the batch of %1 sequences is smaller than the %2 nodes of the cluster: data parallelism cannot "
            "give every GPU work; published runs at this scale use at least one sequence per node"},
    Pattern{MessageId::NoteUncalibratedEfficiency,
            "%1 at %2 has no published run to calibrate on: matmul efficiency %3 is the calibrated default, "
            "so treat the time as indicative"},
    Pattern{MessageId::NoteUnverifiedGpu,
            "some %1 figures are secondary or assumed (see 'gpuplan gpus --format json')"},
    Pattern{MessageId::NoteQloraFactor, "QLoRA's NF4 slowdown factor is an assumption, not calibrated"},
    Pattern{MessageId::NoteMoe, "mixture of experts: compute uses active parameters, memory all parameters; "
                                "experts are split over GPUs "
                                "(ep) only for models with a published expert layout (the presets)"},
    Pattern{MessageId::NoteFp8Path, "FP8: the GEMMs run at the FP8 peak; attention, norms, the casts to FP8 "
                                    "and communication stay 16-bit "
                                    "work, so the gain over BF16 grows with model size"},
    Pattern{MessageId::NoteFp4Path, "FP4: the GEMMs of every layer but the first and the last (kept in BF16) "
                                    "run at the FP4 peak with the "
                                    "die's FP8 efficiency, since no FP4 run is fitted yet; attention, norms, "
                                    "the optimizer, the casts to FP4 "
                                    "and communication stay 16-bit work"},
    Pattern{MessageId::NoteRoundedToTrays,
            "%1 comes in trays of %2 GPUs: %3 GPUs rounded up to %4 (whole trays)"},
    Pattern{
        MessageId::NoteOffload,
        "ZeRO-Offload (%1) keeps %2 per node in host memory (of %3): PCIe transfers and the host's Adam step "
        "take %4 s of each %5 s step (the host Adam rate, 10B parameters in 2.57 s, is not verified)"},
    Pattern{MessageId::NoteAttentionFlash2Hopper,
            "attention: FlashAttention-2 kernels (PyTorch, Hugging Face) reach about %1% of the %2's peak "
            "(FlashAttention-3 paper), the matrix multiplications %3%; Megatron or NeMo with Transformer "
            "Engine run fused kernels as fast as the matrix multiplications (--attention fused)"},
    Pattern{
        MessageId::NoteFrameworkPyTorchHopper,
        "framework: generic PyTorch (FSDP, DeepSpeed, Hugging Face) runs the matrix multiplications at %1% "
        "of the rate stacks tuned for Hopper reach on the %2 (NeMo or Megatron-Core with Transformer "
        "Engine; fitted on published runs of the same code on A100 and H100) (--framework tuned)"},
    Pattern{
        MessageId::NoteAmdServingSoftware,
        "AMD cards are served at %1 of the rates fitted on NVIDIA's cards, as vLLM and SGLang on the MI300X "
        "measured in 2024-2025 (within about 20% of such publications left out of the fit); newer ROCm "
        "software may do better"},
    Pattern{
        MessageId::NoteRlCalibrated,
        "calibrated on NeMo RL's published GRPO steps (Megatron-Core and vLLM on H100 and GB200): generation "
        "at %1% of the serving estimate's speed, log-probabilities and updates at %2% of the training "
        "estimate's; other frameworks are not measured"},
    Pattern{MessageId::NoteRlLengthSpread,
            "generated lengths given as a mean only: their p90 taken as %1 tokens, the spread fitted on "
            "published steps"},
    Pattern{MessageId::NoteRlRefit, "refit: %1 s and the policy's weights at %2 GB/s, as NeMo RL's published "
                                    "refits (or the link's speed where slower)"},
    Pattern{
        MessageId::NoteRlColocated,
        "colocated: the update's optimizer states (%1 GB a GPU) go to host memory and back every step at %2 "
        "GB/s, as NeMo RL's copies were measured; the engines' sleep and wake and the weights' moves are not "
        "counted apart"},
    Pattern{MessageId::NoteRlPpoCritic, "PPO's critic taken as the policy's size"},
    Pattern{MessageId::PlanRlColocated, "colocated on %1; update %2"},
    Pattern{MessageId::PlanRlSplit, "%1 generate + %2 train; update %3"},
    Pattern{MessageId::ScenarioRlPrecision, "an RL run trains in BF16 or FP8, not %1"},
    Pattern{MessageId::ScenarioRlSplitPool,
            "split pools need a generation pool smaller than the %1 GPUs: give its size in the RL run"},
    Pattern{MessageId::ScenarioRlGenerationCardNeedsSplit,
            "a generation pool on %1 needs split pools: choose them in the RL run, with the pool's size"},
    Pattern{MessageId::PlanRlSplitCards, "%1 x %2 generate + %3 x %4 train; update %5"},
    Pattern{MessageId::RlNoGenerationLayout, "no layout of the policy fits %1 x %2"},
    Pattern{MessageId::RlUpdateFitsNoPlan,
            "the policy's update fits no plan on %1 x %2 (it needs %3 GB a GPU at best)"},
    Pattern{MessageId::RlNeedsPolicy, "the run needs a policy model and a training cluster"},
    Pattern{MessageId::RlPromptsPerStep, "prompts per step must be at least 1"},
    Pattern{MessageId::RlRolloutsPerPrompt, "rollouts per prompt must be at least 1"},
    Pattern{MessageId::RlTokensPositive, "the prompt and generated (answer) tokens must be positive"},
    Pattern{MessageId::RlP90BelowMean, "the generated tokens' p90 is below their mean"},
    Pattern{MessageId::RlNegativeFigures,
            "the generation cap, reward seconds and staleness cannot be negative"},
    Pattern{MessageId::RlNoSteps, "the run needs at least one step"},
    Pattern{MessageId::RlUpdatesPerStep, "updates per step must be from 1 to the rollouts of a step (%1)"},
    Pattern{MessageId::RlDpoNoGeneration,
            "DPO generates nothing: it has no generation pool and nothing to run ahead"},
    Pattern{MessageId::RlAsyncNeedsSplit,
            "asynchronous generation needs split pools: colocated, generation and training take turns"},
    Pattern{MessageId::RlSplitNeedsGenerationPool, "split pools need a generation pool of at least one GPU"},
    Pattern{MessageId::RlTrainingPoolEmpty, "the training pool needs at least one GPU"},
    Pattern{MessageId::RlTwoCardsNeedTwoGpus,
            "a generation pool on %1 beside the training pool needs more GPUs than %2: one pool of each"},
    Pattern{MessageId::RlDpoNoRewardModel,
            "DPO learns from preference pairs: it has no reward model to score rollouts"},
    Pattern{MessageId::RlRewardModelFitsNoPlan, "the reward model %1 fits no plan on %2 x %3"},
    Pattern{MessageId::NoteRlRewardModel,
            "reward model %1: one forward pass over every rollout a step on the training pool, in the "
            "log-probabilities' phase"},
};

constexpr bool inEnumOrder() {
    for (std::size_t i = 0; i < kEnglish.size(); ++i)
        if (static_cast<std::size_t>(kEnglish[i].first) != i)
            return false;
    return kEnglish.back().first == MessageId::NoteRlRewardModel; // the enum's last id
}
static_assert(inEnumOrder(), "kEnglish lists every MessageId once, in the order of the enum");

std::string argEnglish(const MessageArg& a) {
    return a.kind == MessageArg::Kind::Nested && a.nested ? englishText(*a.nested) : a.english;
}

} // namespace

Message message(MessageId id, std::vector<MessageArg> args) {
    return Message{id, std::move(args)};
}

MessageArg text(std::string s) {
    MessageArg a;
    a.english = std::move(s);
    return a;
}

MessageArg name(std::string english, std::string chinese) {
    MessageArg a = text(std::move(english));
    a.chinese = std::move(chinese);
    return a;
}

MessageArg integer(long long n) {
    return number(static_cast<double>(n), 0, std::to_string(n));
}

MessageArg fixed(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return number(value, decimals, buf);
}

MessageArg number(double value, int decimals, std::string english) {
    MessageArg a;
    a.kind = MessageArg::Kind::Number;
    a.value = value;
    a.decimals = decimals;
    a.english = std::move(english);
    return a;
}

MessageArg gigabytes(double bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GB", bytes / 1e9);
    MessageArg a;
    a.kind = MessageArg::Kind::Gigabytes;
    a.value = bytes;
    a.english = buf;
    return a;
}

MessageArg nested(Message m) {
    MessageArg a;
    a.kind = MessageArg::Kind::Nested;
    a.nested = std::make_shared<const Message>(std::move(m));
    return a;
}

std::string_view englishPattern(MessageId id) {
    const auto i = static_cast<std::size_t>(id);
    return i < kEnglish.size() ? kEnglish[i].second : std::string_view();
}

std::string fillPattern(std::string_view pattern, const std::function<std::string(std::size_t)>& arg) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9') {
            out += arg(static_cast<std::size_t>(next - '1'));
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string englishText(const Message& m) {
    return fillPattern(englishPattern(m.id), [&](std::size_t n) {
        return n < m.args.size() ? argEnglish(m.args[n]) : std::string();
    });
}

const std::vector<MessageId>& allMessageIds() {
    static const std::vector<MessageId> ids = [] {
        std::vector<MessageId> v;
        for (const Pattern& p : kEnglish)
            if (p.first != MessageId::None && p.first != MessageId::Plain)
                v.push_back(p.first);
        return v;
    }();
    return ids;
}

} // namespace gpuplan::core
