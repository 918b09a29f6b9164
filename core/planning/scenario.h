#pragma once
// A scenario of the workbench's scenario table: one workload (pre-training, fine-tuning or
// serving) of one model on one GPU type, with a count or "auto", a region's price and optional
// deadline and budget. estimateScenario() answers the questions that do not depend on prices
// (time, memory, plan, count); costScenario() (core/planning/scenario_cost.h) adds rent and ownership, so
// a price edit re-costs a scenario without re-planning it.

#include "core/catalog/catalog.h"
#include "core/inference/inference_types.h"
#include "core/message.h"
#include "core/rl/rl_types.h"
#include "core/training/training_types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

enum class ScenarioKind { Pretrain, FullFinetune, Lora, Qlora, Inference, Grpo, Ppo, Dpo };
/// "pretrain", "full", "lora", "qlora", "inference", "grpo", "ppo", "dpo"
std::string_view scenarioKindName(ScenarioKind k);
/// RL post-training (GRPO, PPO, DPO): a run of steps described by Scenario::rl (core/rl).
bool isRlKind(ScenarioKind k);
std::optional<ScenarioKind> parseScenarioKind(std::string_view s);
/// The training method of a training kind (Pretrain for inference, which has none).
Method trainingMethod(ScenarioKind k);

/// Serving sized for traffic (issue 32): requests arriving per second, or users who each send a request,
/// wait for the whole answer and think before the next (a closed loop: the rate follows from the latency),
/// with the lengths' 90th percentiles, the prefix cache's hit share and p90 service levels, carried by the
/// fewest cards of the scenario's type, aggregated or with disaggregated prefill and decode (core/serving).
/// Neither a rate nor users: the scenario is sized by `load` (output tokens per second) as before.
struct ServingTraffic {
    double requestsPerSecond = 0; // open arrivals (Poisson)
    double inputP90 = 0;          // 0 = the mean (Scenario::inputTokens): fixed lengths
    double outputP90 = 0;         // 0 = the mean (Scenario::outputTokens)
    double prefixHitShare = 0;
    double maxTtftSeconds = 0; // at the 90th percentile; 0 = no limit
    double maxTpotSeconds = 0; // at the 90th percentile; 0 = no limit
    double users = 0;          // a closed loop, instead of a rate
    double thinkSeconds = 0;   // each user's pause between an answer and the next request

    /// Sized for traffic at all: by a rate or by users.
    bool set() const { return requestsPerSecond > 0 || users > 0; }
    bool operator==(const ServingTraffic&) const = default;
};

/// Where an RL scenario's phases run: the fastest placement on its GPUs (the search), all of them shared
/// by generation and training, or split into a generation pool of `RlRun::generationGpus` and the rest.
enum class RlPlacementChoice { Best, Colocated, Split };
std::string_view rlPlacementChoiceName(RlPlacementChoice c); // "best", "colocated", "split"
std::optional<RlPlacementChoice> parseRlPlacementChoice(std::string_view s);

/// An RL post-training scenario's run (issue 34; core/rl, docs/estimation.md 13): the defaults are the
/// issue's GRPO example, 512 prompts x 8 rollouts of at most 16,384 tokens for 500 steps.
struct RlRun {
    int promptsPerStep = 512; // DPO: preference pairs
    int rolloutsPerPrompt = 8;
    double promptTokens = 512;
    double generatedTokens = 4096; // the mean per rollout (DPO: per answer)
    double generatedP90 = 0;       // 0: the spread fitted on published steps
    double maxGeneratedTokens = 16384;
    int steps = 500;
    int updatesPerStep = 1;
    bool reference = true;
    double rewardSeconds = 0; // per step, beyond the GPUs
    // A reward model (a catalog model) that scores every rollout on the training pool; empty = a rule-based
    // reward (or an outside one, in rewardSeconds).
    std::string rewardModelId;
    RlPlacementChoice placement = RlPlacementChoice::Best;
    int generationGpus = 0; // split: the generation pool
    // Split: the generation pool's card (a catalog GPU) when it is not the scenario's own, which then holds
    // the training pool; empty = both pools on the scenario's card.
    std::string generationGpuId;
    int staleness = 0; // split: steps generation runs ahead

    bool operator==(const RlRun&) const = default;
};

struct Scenario {
    std::string name;
    ScenarioKind kind = ScenarioKind::Lora;
    std::string modelId;            // a preset; empty = a Llama-shaped model of `params`
    double params = 0;              // parameters when there is no preset
    double tokens = 0;              // training: tokens to train on
    double load = 0;                // serving: output tokens per second to carry (0 = one replica)
    int inputTokens = 1024;         // serving: prompt tokens per request
    int outputTokens = 256;         // serving: generated tokens per request
    ServingTraffic traffic;         // serving: sized for requests per second when its rate is set
    RlRun rl;                       // RL post-training (isRlKind)
    std::string gpuId;              // a catalog GPU
    int gpus = 0;                   // 0 = auto: the fewest that fit, meet the deadline or carry the load
    std::string precision = "bf16"; // training: bf16, fp16, fp8, fp4; serving also int8, int4
    std::string regionId;           // where the price comes from
    std::int64_t priceId = 0;       // a stored rent price; 0 = the region's cheapest non-spot price
    double deadlineHours = 0;       // training: finish within (0 = none)
    double budget = 0;              // in the rent price's currency: the job, or a month of serving
    // Training: the attention kernel the team's framework runs (on Hopper FlashAttention-2 is slower than
    // the fused kernels of FlashAttention-3 and Transformer Engine; docs/estimation.md, "Attention kernels").
    AttentionKernel attention = AttentionKernel::Flash2;
    // Training: the software the team runs (generic PyTorch, or a stack tuned for Hopper).
    Framework framework = Framework::PyTorch;

    bool operator==(const Scenario&) const = default;
};

/// Which input a problem is about: the scenario table marks that cell.
enum class ScenarioField {
    None,
    Name,
    Kind,
    Model,
    Tokens,
    Gpu,
    Count,
    Precision,
    Region,
    Price,
    Deadline,
    Budget
};

/// The card of an RL run's generation pool when it is not the scenario's (RlRun::generationGpuId): that pool
/// is costed at this card's prices, the rest of the run's GPUs at the scenario's card's.
struct PoolCard {
    std::string gpuId;
    std::string gpuName;
    int gpus = 0;
    double gpuWatts = 0;
    int systemGpus = 8;
    double hostWattsPerGpu = -1; // negative where the catalog does not say
    double memoryCapacity = 0;   // bytes on one card

    bool operator==(const PoolCard&) const = default;
};

/// A placement the search tried for an RL row that names none (RlPlacementChoice::Best).
struct RlPlacementTried {
    RlPlacement placement = RlPlacement::Colocated;
    int generationGpus = 0;
    int trainingGpus = 0;
    RlPhases phases;
    double stepSeconds = 0;
    double wallSeconds = 0;
};

struct ScenarioEstimate {
    bool ok = false;
    ScenarioField problemField = ScenarioField::None;
    Message problem;      // why there is no estimate: one line naming the input
    bool training = true; // false: serving (an RL run is training: a job of hours)
    int gpus = 0;
    bool countChosen = false;   // the count was "auto"
    double wallSeconds = 0;     // training: the whole job; serving: one request (TTFT + decode)
    double gpuHours = 0;        // training: the job; serving: one month of the cards
    double mfu = 0;             // training
    double tokensPerSecond = 0; // training: tokens trained per second; serving: output tokens per second
    double memoryPerGpu = 0;    // bytes on the most loaded card
    double memoryCapacity = 0;  // bytes on one card
    Message plan;               // "tp=8 pp=1 dp=1 mb=1 ..." or "tp=2 batch=64 x 4 replicas"
    std::string modelName;
    std::string gpuName;
    double gpuWatts = 0;
    int gpusPerNode = 8;
    /// The system the card is sold and fed in (GpuSpec::systemGpus): 72 for an NVL72 rack, else the node;
    /// and what the rest of it draws per GPU (negative where the catalog does not say).
    int systemGpus = 8;
    double hostWattsPerGpu = -1;
    TrainingEstimate train;       // training figures (breakdowns)
    InferenceEstimate serve;      // serving figures (breakdowns)
    std::optional<RlEstimate> rl; // RL post-training: the phases, the pools and their plans
    /// Split RL pools whose generation runs on another card: that pool (gpus above counts it too; gpuName,
    /// gpuWatts and the memory capacity are then the training pool's card's).
    std::optional<PoolCard> generationCard;
    /// The placements searched (an RL row that names none): each that runs, fastest first (the estimate's).
    std::vector<RlPlacementTried> rlPlacements;
    std::vector<Message> warnings; // constraints missed (deadline, load), estimate caveats
    std::vector<Message> notes;    // what the estimate assumed for the user (the batch it chose)
};

/// Plans the scenario: checks every input (the first problem names its field), chooses the count
/// when it is auto, and the fastest plan (training) or setup (serving).
ScenarioEstimate estimateScenario(const Scenario& scenario, const Catalog& catalog);

} // namespace gpuplan::core
