#pragma once
// The training and fine-tuning time and memory model (docs/estimation.md, sections 2 and 3).
// create() validates the scenario once and precomputes everything that does not depend on the
// parallel plan, so estimate(plan) is a few hundred floating-point operations: the planner
// calls it for every candidate plan.

#include "core/calibration/calibration_params.h"
#include "core/catalog/cluster.h"
#include "core/catalog/model_spec.h"
#include "core/result.h"
#include "core/training/training_batch.h"
#include "core/training/training_types.h"

namespace gpuplan::core {

struct TrainingScenario {
    const ModelSpec* model = nullptr;
    Cluster cluster;
    TrainingJob job;
    const GpuEfficiency* efficiency = nullptr;
    const GlobalParams* params = nullptr;
};

/// Bytes of activations a layer keeps per token, in units of the hidden size, averaged over the layers:
/// 34 for a dense layer in 16 bits (Korthikanti et al. 2022, arXiv 2205.05198, eq. 1, without the
/// attention scores), of which 19 are the MLP's (its input 2, two 4h-wide tensors 16, a mask 1). A
/// mixture-of-experts layer keeps that MLP share for each of a token's k routed experts at their width,
/// with each expert's own copy of the token (the dispatched input, 2) and output (2, weighted when the
/// copies are combined), and for the shared experts at theirs.
double activationBytesPerHidden(const ModelSpec& m);

class TrainingEstimator {
public:
    static Result<TrainingEstimator> create(const TrainingScenario& scenario);

    /// Time, memory and throughput of one plan. Never fails: an impossible plan comes back with
    /// its PlanIssue set and fits == false.
    TrainingEstimate estimate(const Plan& plan) const;

    const TrainingScenario& scenario() const { return m_s; }
    int seqLen() const { return m_seq; }
    int sequencesPerStep() const { return m_sequences; }
    double trainableParams() const { return m_trainable; }
    double modelFlopsPerToken() const { return m_modelFlopsPerToken; }
    double matmulEfficiency() const { return m_eff; }
    /// The share of the die's efficiency the job's framework reaches (1 where the framework does not matter).
    double frameworkFactor() const { return m_frameworkFactor; }
    /// Fraction of the 16-bit peak the attention score matmuls reach with the job's kernel.
    double attentionEfficiency() const { return m_attentionEff; }
    bool efficiencyCalibrated() const { return m_effFitted; }
    /// The global batch and why (the user's, or chosen by published practice).
    const BatchChoice& batchChoice() const { return m_batch; }
    /// Layers of each pipeline stage (the last may be short).
    int layersPerStage(const Plan& plan) const;
    /// Layers of each stage the plan recomputes: recomputeLayers, all of them for 0, none without
    /// full recomputation.
    int recomputedLayers(const Plan& plan) const;
    /// The fraction of the routed experts' parameters one GPU of a stage of that many layers holds.
    double expertShare(const Plan& plan, int layersPerStage) const;
    /// The fewest layers per stage that full recomputation must cover for `plan` (Recompute::Full)
    /// to fit, found from the memory model's linearity in the count rather than by trying each;
    /// 0 when even all of them do not fit.
    int fewestRecomputedLayersThatFit(const Plan& plan) const;

private:
    explicit TrainingEstimator(const TrainingScenario& s) : m_s(s) {}
    MemoryBreakdown memory(const Plan& plan, int microBatches, int layersPerStage) const;
    /// Bytes each node's host memory holds under ZeRO-Offload.
    double hostBytesPerNode(const Plan& plan, int layersPerStage) const;
    PlanIssue structuralIssue(const Plan& plan) const;
    // Costs of the wider plan space (core/training/training_parallel_costs.cpp), in seconds per step.
    double contextExchangeSeconds(const Plan& plan, int microBatches, int layersPerStage,
                                  double attentionSeconds) const;
    double expertAllToAllSeconds(const Plan& plan, int microBatches, int layersPerStage,
                                 double computeSeconds) const;
    double offloadSeconds(const Plan& plan, int microBatches, int layersPerStage) const;
    /// Trainable parameters one GPU updates (its stage, tensor and expert share, ZeRO-1 shard).
    double trainableShardPerGpu(const Plan& plan, int layersPerStage) const;

    TrainingScenario m_s;
    int m_seq = 0;
    int m_sequences = 0;
    BatchChoice m_batch;
    bool m_lora = false;
    double m_trainable = 0;
    double m_modelFlopsPerToken = 0;
    double m_matmulFlopsPerToken = 0;       // including recomputation is added per plan
    double m_attentionFlopsPerToken = 0;    // forward + backward, 12 L h s
    double m_expertFlopsPerToken = 0;       // the routed experts' share of the matmuls (MoE)
    double m_activationBytesPerHidden = 34; // activationBytesPerHidden of the model
    double m_matmulRate = 0;                // achieved FLOP/s of the base matmuls
    double m_attentionEff = 0;
    double m_attentionRate = 0;   // achieved FLOP/s of attention score matmuls
    double m_eff = 0;             // the die's matmul efficiency times the framework's factor
    double m_frameworkFactor = 1; // generic PyTorch on Hopper: pytorch_hopper_matmul_factor
    bool m_effFitted = false;
    double m_tensorBytes = 2; // bytes per activation element
    double m_weightBytes = 2; // bytes per base weight
    double m_gradBytes = 2;   // bytes per trainable gradient
    double m_optimizerBytes = 12;
};

/// Trainable parameters of a LoRA adapter of rank r on the given modules of every layer.
double loraTrainableParams(const ModelSpec& model, int rank, unsigned targets);

} // namespace gpuplan::core
