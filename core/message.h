#pragma once
// A sentence for people, kept as a stable id and typed arguments instead of finished English, so the
// same message can be read in more than one language: englishText() is the wording the command line
// and JSON print (unchanged since the messages were plain strings); the workbench renders the id
// through tr() with the arguments formatted in the user's locale (ui/message_text.cpp).
// Every id listed here needs an English pattern (message.cpp checks that at compile time) and a
// rendering in the workbench (tests/ui/test_core_messages.cpp checks each one in Chinese).

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

enum class MessageId {
    None,  // no message: renders as ""
    Plain, // "%1": text from a part of core that has no ids (catalog files, CSV parsing), shown as it is
    // The inputs of a workbench scenario (core/planning/scenario.cpp).
    ScenarioNeedsModel,
    ScenarioNeedsGpu,
    ScenarioCountRange,
    ScenarioNegativeDeadline,
    ScenarioNegativeBudget,
    ScenarioNeedsTokens,
    ScenarioTrainingPrecision,
    ScenarioNoTensorCores,
    ScenarioDeadlineUnreachable,
    ScenarioFitsNoCount,
    ScenarioDoesNotFit,
    ScenarioDoesNotFitBecause,
    ScenarioServingPrecision,
    ScenarioRequestTokens,
    ScenarioNegativeLoad,
    ScenarioCannotServe,
    CustomModelName,
    // Warnings of a scenario that has an estimate.
    WarningDerivedShape,
    WarningPastDeadline,
    WarningUncalibratedGpu,
    WarningLoadNotCarried,
    WarningWeightOnly,
    // Plans (core/training/training_messages.cpp, core/planning/scenario.cpp).
    PlanParallel,
    PlanParallelInterleaved,
    PlanNaive,
    PlanServingOneReplica,
    PlanServingReplicas,
    PlanServingExpertReplica,
    PlanServingExpertReplicas,
    PlanServingTrafficAggregated,
    PlanServingTrafficDisaggregated,
    ScenarioTrafficRange,
    ScenarioTrafficUsers,
    PlanWiderParallel, // a training plan with its cp, ep and offload after it
    RecomputeNone,     // the recompute= of a plan
    RecomputeSelective,
    RecomputeFull,
    RecomputeLayers, // partial recomputation: k of a stage's layers
    OffloadNone,     // the offload= of a plan
    OffloadOptimizer,
    OffloadOptimizerParams,
    // Why a training plan cannot run (explainIssue).
    IssueOutOfMemory,
    IssueGpuCountMismatch,
    IssueTensorParallelBeyondNode,
    IssueTensorParallelHeads,
    IssuePipelineBeyondLayers,
    IssueInterleavingInvalid,
    IssueBatchTooSmall,
    IssuePrecisionUnsupported,
    IssueContextParallel,
    IssueExpertParallel,
    IssueRecomputeLayers,
    IssueOffload,
    IssueHostMemory,
    IssueUnknown,
    // Estimator inputs refused (core/training/training_estimator.cpp,
    // core/inference/inference_estimator.cpp).
    EstimateIncomplete,
    EstimateGpuCount,
    TrainingGpusPerNode,
    TrainingTokensNegative,
    TrainingPrecisionUnsupported,
    TrainingLoraRank,
    TrainingLoraTargets,
    TrainingSequenceLength,
    TrainingBatchBelowSequence,
    TrainingBatchTooLarge,
    InferenceNoKvRoom,
    InferenceLatencyMissed,
    InferenceTokens,
    InferenceNoFp16,
    InferenceNoFp4,
    InferenceKvPrecision,
    InferenceTpNotDivisor,
    InferenceTpBeyondNode,
    InferenceBatchTooLarge,
    InferenceBatchMissesLatency,
    InferenceAtTp,
    InferenceAtTpEp,
    InferenceEpNeedsExperts,
    InferenceEpNotDivisor,
    InferenceReplicaNotDivisor,
    InferenceCannotServe,
    // The catalog and model shapes (core/catalog/catalog.cpp, core/catalog/model_spec.cpp).
    UnknownGpu,
    UnknownModel,
    ShapeParamsNotPositive,
    ShapeActiveExceedsTotal,
    // A Hugging Face config.json read into a model (core/catalog/hf_config.cpp,
    // ui/models/model_config_file.cpp).
    ModelConfigUnknownType,
    ModelConfigMissingKeys,
    ModelConfigBadValue,
    ModelConfigNotJson,
    ModelConfigUnreadable,
    // Prices, rates and costs (core/planning/scenario_cost.cpp, core/prices/cost.cpp, core/prices/money.cpp).
    PriceGone,
    PriceOtherGpu,
    PriceIsPurchase,
    PriceNeedsRegion,
    PriceUnknownRegion,
    PriceNoRent,
    PriceNoRentExceptSpot,
    CostNoEstimate,
    CostNoPurchasePrice,
    CostNoBoardPower,
    CostNoElectricity,
    CostElectricityCurrency,
    CostRentCurrency,
    OwnershipMixedCurrencies,
    OwnershipGpuCounts,
    OwnershipUtilization,
    OwnershipPue,
    OwnershipHorizon,
    OwnershipResidual,
    OwnershipElectricityNegative,
    BreakEvenCurrencies,
    NoExchangeRate,
    MoneyAddCurrencies,
    MoneySubtractCurrencies,
    // The inputs of a range or sensitivity (core/planning/ranges.h).
    InputRentPrice,
    InputGenerationRentPrice,
    InputEfficiency,
    InputServingThroughput,
    InputExchangeRate,
    // The GPU comparison (core/planning/comparison.cpp).
    CompareNoCatalog,
    CompareCount,
    CompareBaselineMissing,
    // What a training estimate assumed, and what it warns about (core/training/training_notes.cpp).
    NoteBatchModelSize,
    NoteBatchClusterSize,
    NoteBatchFineTune,
    WarningBatchStarvesPipeline,
    WarningBatchBelowCluster,
    NoteUncalibratedEfficiency,
    NoteUnverifiedGpu,
    NoteQloraFactor,
    NoteMoe,
    NoteFp8Path,
    NoteFp4Path,
    NoteRoundedToTrays,
    NoteOffload,
    NoteAttentionFlash2Hopper,
    NoteFrameworkPyTorchHopper,
    NoteAmdServingSoftware,
    // RL post-training (core/rl, core/planning/scenario_rl.cpp).
    NoteRlCalibrated,
    NoteRlLengthSpread,
    NoteRlRefit,
    NoteRlColocated,
    NoteRlPpoCritic,
    PlanRlColocated,
    PlanRlSplit,
    ScenarioRlPrecision,
    ScenarioRlSplitPool,
    ScenarioRlGenerationCardNeedsSplit,
    PlanRlSplitCards,
    RlNoGenerationLayout, // the GPUs are too few for the policy (core/rl): a larger count may hold it
    RlUpdateFitsNoPlan,
    // An RL run's own figures refused (core/rl checkJob): the Work column's RL run names them.
    RlNeedsPolicy,
    RlPromptsPerStep,
    RlRolloutsPerPrompt,
    RlTokensPositive,
    RlP90BelowMean,
    RlNegativeFigures,
    RlNoSteps,
    RlUpdatesPerStep,
    RlDpoNoGeneration,
    RlAsyncNeedsSplit,
    RlSplitNeedsGenerationPool,
    RlTrainingPoolEmpty,
    RlTwoCardsNeedTwoGpus,
    RlDpoNoRewardModel,
    RlRewardModelFitsNoPlan,
    NoteRlRewardModel,
};

struct Message;

/// One argument of a message. `english` is how the English text shows it (numbers formatted as the
/// command line always did); the workbench formats `value` in the user's locale instead.
struct MessageArg {
    enum class Kind {
        Text,      // a name or an id, the same in every language (but `chinese` where a name has one)
        Number,    // `value` with `decimals` decimals
        Gigabytes, // `value` bytes
        Nested,    // another message (a reason inside a sentence)
    };
    Kind kind = Kind::Text;
    std::string english;
    std::string chinese; // Text: the name in Chinese, if it has one
    double value = 0;
    int decimals = 0;
    std::shared_ptr<const Message> nested;
};

struct Message {
    MessageId id = MessageId::None;
    std::vector<MessageArg> args; // %1, %2, ... of the pattern, in order

    bool empty() const { return id == MessageId::None; }
};

Message message(MessageId id, std::vector<MessageArg> args = {});

MessageArg text(std::string s);
/// A name with its Chinese form (a region's): the workbench shows the one of the user's language.
MessageArg name(std::string english, std::string chinese);
MessageArg integer(long long n);
/// `value` with `decimals` decimals ("%.1f").
MessageArg fixed(double value, int decimals);
/// A number whose English form is given (the odd formats of older messages, e.g. std::to_string's
/// six decimals); the workbench shows `value` with `decimals` decimals.
MessageArg number(double value, int decimals, std::string english);
/// Decimal gigabytes with one decimal, "78.4 GB".
MessageArg gigabytes(double bytes);
MessageArg nested(Message m);

/// The English pattern of an id, with %1, %2, ... where the arguments go.
std::string_view englishPattern(MessageId id);
/// `pattern` with %1..%9 replaced by arg(0)..arg(8) in one pass, so an argument's own "%2" stays as it is
/// (UTF-8; the workbench fills its translated patterns with it too).
std::string fillPattern(std::string_view pattern, const std::function<std::string(std::size_t)>& arg);
/// The message in English, as the command line and JSON print it.
std::string englishText(const Message& m);
/// Every id with words to translate (None and Plain excluded), so a view can prove it renders each one.
const std::vector<MessageId>& allMessageIds();

} // namespace gpuplan::core
