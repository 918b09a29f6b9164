#include "message_text.h"
#include "message_text_rl.h"

#include "display_format.h"

#include <QCoreApplication>

namespace gpuplan::ui {
namespace {

// The translation context of core's messages: one class, so the translator sees them together.
class CoreMessage {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::ui::CoreMessage)

public:
    static QString pattern(core::MessageId id);
};

// Written for the workbench: the same facts as core's English, but pointing at the window's own
// places (the Prices tab, the exchange rates dialog) where core's command-line wording names options.
QString CoreMessage::pattern(core::MessageId id) {
    using core::MessageId;
    switch (id) {
    case MessageId::None:
        return {};
    case MessageId::Plain:
        return QStringLiteral("%1");
    case MessageId::ScenarioNeedsModel:
        return tr("choose a model preset or give a size (for example 70B)");
    case MessageId::ScenarioNeedsGpu:
        return tr("choose a GPU");
    case MessageId::ScenarioCountRange:
        return tr("the GPU count must be auto or 1 to 65,536");
    case MessageId::ScenarioNegativeDeadline:
        return tr("the deadline cannot be negative");
    case MessageId::ScenarioNegativeBudget:
        return tr("the budget cannot be negative");
    case MessageId::ScenarioNeedsTokens:
        return tr("give the number of tokens to train on (for example 1B)");
    case MessageId::ScenarioTrainingPrecision:
        return tr("training precision '%1' (bf16, fp16, fp8 or fp4)");
    case MessageId::ScenarioNoTensorCores:
        return tr("%1 has no %2 tensor cores (it has %3)");
    case MessageId::ScenarioDeadlineUnreachable:
        return tr("no count up to 65,536 cards finishes by the deadline");
    case MessageId::ScenarioFitsNoCount:
        return tr("%1 fits on no count of %2");
    case MessageId::ScenarioDoesNotFit:
        return tr("%1 does not fit on %2 x %3");
    case MessageId::ScenarioDoesNotFitBecause:
        return tr("%1 does not fit on %2 x %3: %4");
    case MessageId::ScenarioServingPrecision:
        return tr("serving precision '%1' (fp16, bf16, fp8, int8, int4 or fp4)");
    case MessageId::ScenarioRequestTokens:
        return tr("requests need positive input and output token counts");
    case MessageId::ScenarioNegativeLoad:
        return tr("the load (output tokens per second) cannot be negative");
    case MessageId::ScenarioCannotServe:
        return tr("cannot serve %1 on %2");
    case MessageId::CustomModelName:
        return tr("Custom model");
    case MessageId::WarningDerivedShape:
        return tr("the model's shape is derived from its size (Llama proportions)");
    case MessageId::WarningPastDeadline:
        return tr("takes %1 h, past the deadline of %2 h");
    case MessageId::WarningUncalibratedGpu:
        return tr("%1 has no published run: its efficiency is the mean of the fitted cards");
    case MessageId::WarningLoadNotCarried:
        return tr("carries %1 output tokens/s, below the %2 asked for");
    case MessageId::WarningWeightOnly:
        return tr("%1 has no %2 tensor cores: weights are stored in it, matmuls run in 16 bits");
    case MessageId::PlanParallel:
        return tr("tp=%1 pp=%2 dp=%3 mb=%4 zero=%5 recompute=%6");
    case MessageId::PlanParallelInterleaved:
        return tr("tp=%1 pp=%2 vpp=%3 dp=%4 mb=%5 zero=%6 recompute=%7");
    case MessageId::PlanNaive:
        return tr("naive layer split over %1 GPUs (one busy at a time), mb=%2 recompute=%3");
    case MessageId::PlanServingOneReplica:
        return tr("tp=%1 batch=%2 x %3 replica");
    case MessageId::PlanServingReplicas:
        return tr("tp=%1 batch=%2 x %3 replicas");
    case MessageId::PlanServingExpertReplica:
        return tr("tp=%1 ep=%2 batch=%3 x %4 replica");
    case MessageId::PlanServingExpertReplicas:
        return tr("tp=%1 ep=%2 batch=%3 x %4 replicas");
    case MessageId::PlanServingTrafficAggregated:
        return tr("aggregated, %1 x tp=%2 ep=%3; p90 TTFT %4 ms, TPOT %5 ms");
    case MessageId::PlanServingTrafficDisaggregated:
        return tr("prefill %1 x tp=%2 ep=%3 + decode %4 x tp=%5 ep=%6; p90 TTFT %7 ms, TPOT %8 ms");
    case MessageId::ScenarioTrafficRange:
        return tr("requests per second, 90th percentiles and latency limits cannot be negative, a 90th "
                  "percentile is at least its mean, and the prefix hit share is 0 to 1");
    case MessageId::ScenarioTrafficUsers:
        return tr(
            "give requests per second or users with a think time, not both; users and think time cannot "
            "be negative, and a think time needs users");
    case MessageId::PlanWiderParallel:
        return tr("%1 cp=%2 ep=%3 offload=%4");
    case MessageId::RecomputeNone:
        return tr("none", "activation recomputation");
    case MessageId::RecomputeSelective:
        return tr("selective", "activation recomputation");
    case MessageId::RecomputeFull:
        return tr("full", "activation recomputation");
    case MessageId::RecomputeLayers:
        return tr("%1 of %2 layers", "activation recomputation");
    case MessageId::OffloadNone:
        return tr("none", "ZeRO-Offload");
    case MessageId::OffloadOptimizer:
        return tr("optimizer", "ZeRO-Offload");
    case MessageId::OffloadOptimizerParams:
        return tr("optimizer+parameters", "ZeRO-Offload");
    case MessageId::IssueOutOfMemory:
        return tr(
            "needs %1 per GPU (weights %2, gradients %3, optimizer %4, activations %5, overhead %6) but "
            "%7 has %8");
    case MessageId::IssueGpuCountMismatch:
        return tr("tp x pp x dp = %1 does not match the %2 GPUs of the cluster");
    case MessageId::IssueTensorParallelBeyondNode:
        return tr("tensor parallel degree %1 exceeds the %2 GPUs one fast link joins (a node, or an NVLink "
                  "domain)");
    case MessageId::IssueTensorParallelHeads:
        return tr("tensor parallel degree %1 does not divide the %2 attention heads");
    case MessageId::IssuePipelineBeyondLayers:
        return tr("pipeline degree %1 exceeds the model's %2 layers");
    case MessageId::IssueInterleavingInvalid:
        return tr("%1 virtual stages need a pipeline, each stage's layers divisible by %1 and the "
                  "micro-batches in groups of pp = %2");
    case MessageId::IssueBatchTooSmall:
        return tr("the global batch of %1 sequences is smaller than dp x micro-batch = %2");
    case MessageId::IssuePrecisionUnsupported:
        return tr("%1 does not support %2");
    case MessageId::IssueContextParallel:
        return tr(
            "context parallel degree %1 does not divide the sequence of %2 tokens (or the plan is a naive "
            "split)");
    case MessageId::IssueExpertParallel:
        return tr("expert parallel degree %1 needs a mixture-of-experts model with a known expert count it "
                  "divides, and must divide tp x dp x cp = %2");
    case MessageId::IssueRecomputeLayers:
        return tr("%1 recomputed layers need full recomputation and at most the %2 layers of a stage");
    case MessageId::IssueOffload:
        return tr("offloading needs ZeRO stage 1 or more (parameters: stage 3) when weights are replicated");
    case MessageId::IssueHostMemory:
        return tr("offloading needs %1 of host memory per node but a node has %2");
    case MessageId::IssueUnknown:
        return tr("unknown problem");
    case MessageId::EstimateIncomplete:
        return tr("incomplete scenario: model, GPU and calibration are required");
    case MessageId::EstimateGpuCount:
        return tr("the GPU count must be positive");
    case MessageId::TrainingGpusPerNode:
        return tr("GPUs per node must be positive");
    case MessageId::TrainingTokensNegative:
        return tr("the token count must be zero or positive");
    case MessageId::TrainingPrecisionUnsupported:
        return tr("%1 has no %2 tensor cores (it has %3): choose another precision or GPU");
    case MessageId::TrainingLoraRank:
        return tr("the LoRA rank must be positive");
    case MessageId::TrainingLoraTargets:
        return tr("LoRA needs at least one target module");
    case MessageId::TrainingSequenceLength:
        return tr("the sequence length must be positive");
    case MessageId::TrainingBatchBelowSequence:
        return tr("the global batch (%1 tokens) is smaller than one sequence of %2 tokens");
    case MessageId::TrainingBatchTooLarge:
        return tr("the global batch of %1 sequences is beyond any real run (at most 100 million)");
    case MessageId::InferenceNoKvRoom:
        return tr("the weights (%1 GB per GPU) leave no room for a KV cache");
    case MessageId::InferenceLatencyMissed:
        return tr("even one request misses the latency limits (TTFT %1 s, TPOT %2 s)");
    case MessageId::InferenceTokens:
        return tr("input and output token counts must be positive");
    case MessageId::InferenceNoFp16:
        return tr("%1 has no fp16 support");
    case MessageId::InferenceNoFp4:
        return tr(
            "%1 has no fp4 tensor cores (it has %2): for 4-bit weights on it choose int4 (weight-only)");
    case MessageId::InferenceKvPrecision:
        return tr("%1 cannot keep the KV cache in %2: it has no %2 tensor cores (it has %3)");
    case MessageId::InferenceTpNotDivisor:
        return tr("tensor parallel degree %1 does not divide the %2 GPUs");
    case MessageId::InferenceTpBeyondNode:
        return tr("tensor parallel degree %1 exceeds the %2 GPUs one fast link joins (a node, or an NVLink "
                  "domain)");
    case MessageId::InferenceBatchTooLarge:
        return tr("a batch of %1 needs %2 GB per GPU at tp=%3; at most %4 fit");
    case MessageId::InferenceBatchMissesLatency:
        return tr("a batch of %1 misses the latency limits (TTFT %2 s, TPOT %3 s)");
    case MessageId::InferenceAtTp:
        return tr("%1 at tp=%2");
    case MessageId::InferenceAtTpEp:
        return tr("%1 at tp=%2 ep=%3");
    case MessageId::InferenceEpNeedsExperts:
        return tr(
            "expert parallel degree %1 needs a mixture of experts with a known expert layout; %2 has none");
    case MessageId::InferenceEpNotDivisor:
        return tr("expert parallel degree %1 does not divide the %2 experts");
    case MessageId::InferenceReplicaNotDivisor:
        return tr("a replica of tp=%1 x ep=%2 GPUs does not divide the %3 GPUs");
    case MessageId::InferenceCannotServe:
        return tr("%1 cannot be served on %2 x %3: %4");
    case MessageId::UnknownGpu:
        return tr("unknown GPU '%1' (known: %2)");
    case MessageId::UnknownModel:
        return tr("unknown model preset '%1' (known: %2)");
    case MessageId::ShapeParamsNotPositive:
        return tr("the parameter count must be positive");
    case MessageId::ShapeActiveExceedsTotal:
        return tr("active parameters exceed total parameters");
    case MessageId::ModelConfigUnknownType:
        return tr("config.json: model_type '%1' is not one GpuPlan reads (it reads: %2)");
    case MessageId::ModelConfigMissingKeys:
        return tr("config.json of a %1 model lacks %2");
    case MessageId::ModelConfigBadValue:
        return tr("config.json: %1 is '%2', not a whole number a model can have");
    case MessageId::ModelConfigNotJson:
        return tr("%1 is not a JSON object: %2");
    case MessageId::ModelConfigUnreadable:
        return tr("cannot read %1: %2");
    case MessageId::PriceGone:
        return tr("price %1 is no longer stored: choose another");
    case MessageId::PriceOtherGpu:
        return tr("price %1 is for %2, not %3");
    case MessageId::PriceIsPurchase:
        return tr("price %1 is a purchase price, not a rent");
    case MessageId::PriceNeedsRegion:
        return tr("choose a region for the price");
    case MessageId::PriceUnknownRegion:
        return tr("unknown region '%1'");
    case MessageId::PriceNoRent:
        return tr("no stored rent price for %1 in %2: add one in Prices");
    case MessageId::PriceNoRentExceptSpot:
        return tr("no stored rent price for %1 in %2 except spot (choose it explicitly)");
    case MessageId::CostNoEstimate:
        return tr("no estimate");
    case MessageId::CostNoPurchasePrice:
        return tr(
            "no server purchase price for %1 in this region: add one in Prices (kind purchase, per server)");
    case MessageId::CostNoBoardPower:
        return tr(
            "%1's board power is not published: owning it is not costed (enter its power in the catalog)");
    case MessageId::CostNoElectricity:
        return tr("the region has no electricity price: set one to see the cost of owning");
    case MessageId::CostElectricityCurrency:
        return tr("electricity in %1, purchase in %2: %3");
    case MessageId::CostRentCurrency:
        return tr("rent in %1, purchase in %2: %3");
    case MessageId::OwnershipMixedCurrencies:
        return tr("ownership inputs mix %1 and %2: convert them to one currency first");
    case MessageId::OwnershipGpuCounts:
        return tr("GPU counts must be positive");
    case MessageId::OwnershipUtilization:
        return tr("utilization must be between 0 and 1");
    case MessageId::OwnershipPue:
        return tr("PUE cannot be below 1");
    case MessageId::OwnershipHorizon:
        return tr("the horizon must be positive");
    case MessageId::OwnershipResidual:
        return tr("the residual value must be a fraction between 0 and 1");
    case MessageId::OwnershipElectricityNegative:
        return tr("the electricity price cannot be negative");
    case MessageId::BreakEvenCurrencies:
        return tr("rent in %1 and purchase in %2: convert them to one currency first");
    case MessageId::NoExchangeRate:
        return tr("no exchange rate for %1: add one under Prices, Exchange rates");
    case MessageId::MoneyAddCurrencies:
        return tr("cannot add %1 to %2 without an exchange rate");
    case MessageId::MoneySubtractCurrencies:
        return tr("cannot subtract %1 from %2 without an exchange rate");
    case MessageId::InputRentPrice:
        return tr("rent price");
    case MessageId::InputGenerationRentPrice:
        return tr("generation pool's rent price");
    case MessageId::InputEfficiency:
        return tr("efficiency");
    case MessageId::InputServingThroughput:
        return tr("throughput per card");
    case MessageId::InputExchangeRate:
        return tr("exchange rate");
    case MessageId::CompareNoCatalog:
        return tr("no catalog");
    case MessageId::CompareCount:
        return tr("compare 2 to 6 GPUs (got %1)");
    case MessageId::CompareBaselineMissing:
        return tr("the baseline %1 is not among the compared GPUs");
    case MessageId::NoteBatchModelSize:
        return tr(
            "no global batch given: %1 tokens (%2 sequences of %3), as published runs of this model size "
            "used (GPT-3, Llama 2)");
    case MessageId::NoteBatchClusterSize:
        return tr(
            "no global batch given: %1 tokens (%2 sequences of %3), one sequence per %4-GPU node so every "
            "pipeline gets work (Llama 3 405B used 16M tokens on 16,384 GPUs); the model-size rule alone "
            "gives %5 tokens");
    case MessageId::NoteBatchFineTune:
        return tr("no global batch given: %1 sequences of %2 tokens, a common fine-tuning batch");
    case MessageId::WarningBatchStarvesPipeline:
        return tr(
            "the batch of %1 sequences gives each pipeline %2 micro-batches for %3 stages: the bubble takes "
            "%4% of the step; at least %5 sequences would keep the pipelines full");
    case MessageId::WarningBatchBelowCluster:
        return tr(
            "the batch of %1 sequences is smaller than the %2 nodes of the cluster: data parallelism cannot "
            "give every GPU work; published runs at this scale use at least one sequence per node");
    case MessageId::NoteUncalibratedEfficiency:
        return tr(
            "%1 at %2 has no published run to calibrate on: matmul efficiency %3 is the calibrated default, "
            "so treat the time as indicative");
    case MessageId::NoteUnverifiedGpu:
        return tr("some %1 figures are secondary or assumed (see the GPU catalog's sources)");
    case MessageId::NoteQloraFactor:
        return tr("QLoRA's NF4 slowdown factor is an assumption, not calibrated");
    case MessageId::NoteMoe:
        return tr("mixture of experts: compute uses active parameters, memory all parameters; experts are "
                  "split over "
                  "GPUs (ep) only for models with a published expert layout (the presets)");
    case MessageId::NoteFp4Path:
        return tr(
            "FP4: the GEMMs of every layer but the first and the last (kept in BF16) run at the FP4 peak "
            "with the die's FP8 efficiency, since no FP4 run is fitted yet; attention, norms, the "
            "optimizer, the casts to FP4 and communication stay 16-bit work");
    case MessageId::NoteAmdServingSoftware:
        return tr(
            "AMD cards are served at %1 of the rates fitted on NVIDIA's cards, as vLLM and SGLang on the "
            "MI300X measured in 2024-2025 (within about 20% of such publications left out of the fit); "
            "newer ROCm software may do better");
    case MessageId::NoteRoundedToTrays:
        return tr("%1 comes in trays of %2 GPUs: %3 GPUs rounded up to %4 (whole trays)");
    case MessageId::NoteFp8Path:
        return tr(
            "FP8: the GEMMs run at the FP8 peak; attention, norms, the casts to FP8 and communication stay "
            "16-bit work, so the gain over BF16 grows with model size");
    case MessageId::NoteOffload:
        return tr(
            "ZeRO-Offload (%1) keeps %2 per node in host memory (of %3): PCIe transfers and the host's Adam "
            "step take %4 s of each %5 s step (the host Adam rate, 10B parameters in 2.57 s, is not "
            "verified)");
    case MessageId::NoteAttentionFlash2Hopper:
        return tr("attention: FlashAttention-2 kernels (PyTorch, Hugging Face) reach about %1% of the %2's "
                  "peak (FlashAttention-3 paper), the matrix multiplications %3%; Megatron or NeMo with "
                  "Transformer Engine run fused kernels as fast as the matrix multiplications");
    case MessageId::NoteFrameworkPyTorchHopper:
        return tr(
            "framework: generic PyTorch (FSDP, DeepSpeed, Hugging Face) runs the matrix multiplications "
            "at %1% of the rate stacks tuned for Hopper reach on the %2 (NeMo or Megatron-Core with "
            "Transformer Engine; fitted on published runs of the same code on A100 and H100)");
    default: // an RL run's: message_text_rl.cpp (test_core_messages checks that every id has a pattern)
        break;
    }
    return rlMessagePattern(id);
}

QString argText(const core::MessageArg& a) {
    using Kind = core::MessageArg::Kind;
    switch (a.kind) {
    case Kind::Text:
        return localName(a.english, a.chinese);
    case Kind::Number:
        return numberText(a.value, a.decimals);
    case Kind::Gigabytes:
        return gigabytesText(a.value);
    case Kind::Nested:
        return a.nested ? messageText(*a.nested) : QString();
    }
    return {};
}

} // namespace

QString messagePattern(core::MessageId id) {
    return CoreMessage::pattern(id);
}

QString messageText(const core::Message& m) {
    return QString::fromStdString(
        core::fillPattern(CoreMessage::pattern(m.id).toStdString(), [&](std::size_t n) {
            return n < m.args.size() ? argText(m.args[n]).toStdString() : std::string();
        }));
}

} // namespace gpuplan::ui
