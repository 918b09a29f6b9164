#pragma once
// One serving workload's deployments under load: each pool's replica figures (the serving estimator at
// the load's lengths), the decode batch the load keeps running, the prefill queue, and the percentiles
// (docs/estimation.md, section 7.4).

#include "core/catalog/catalog.h"
#include "core/catalog/model_spec.h"
#include "core/inference/inference_estimator.h"
#include "core/serving/serving_types.h"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace gpuplan::core {

/// One replica of a layout on one GPU type, at the load's lengths: what a prefill costs and how long a
/// decode step takes at each batch.
class ReplicaModel {
public:
    /// A prefill at one prompt length: the prompt tokens computed after the prefix cache, a prefill
    /// worker's service (the model read once, as a batch-1 prefill does), and the matmul and
    /// communication work alone (for a replica that mixes prefill into decode steps whose weights are
    /// read anyway).
    struct Prefill {
        double tokens = 0;
        double service = 0;
        double work = 0;
    };

    ReplicaModel(const Catalog& catalog, const ModelSpec& model, const ServingLoad& load, const GpuSpec& gpu,
                 int tp, int ep, ServingPrecision weights, std::optional<ServingPrecision> kv,
                 const SpeculativeDecoding& speculative);

    bool fits() const { return m_maxBatch >= 1; }
    int maxBatch() const { return m_maxBatch; } // requests decoding at once that the memory holds
    const GpuSpec& gpu() const { return *m_gpu; }
    int tp() const { return m_tp; }
    int ep() const { return m_ep; }
    int gpus() const { return m_tp * m_ep; }

    /// Prefills at evenly spaced quantiles of the prompt lengths (their mean is the mean prefill), and
    /// at the SLO's percentile.
    const std::vector<Prefill>& prefills() const { return m_prefills; }
    const Prefill& prefillAtPercentile() const { return m_atPercentile; }
    double prefillMean() const { return m_serviceMean; }
    double prefillSecondMoment() const { return m_serviceSecond; }
    double prefillWorkMean() const { return m_workMean; }

    /// One decode step at `batch` requests, with speculation's drafting and verification, by part: the
    /// memory reads (weights and caches) overlap the compute; the fixed part (communication, drafting,
    /// launch overhead) adds to both. Each step emits tokensPerStep() tokens per request.
    struct Step {
        double memory = 0;
        double compute = 0;
        double fixed = 0;
        double seconds() const { return std::max(memory, compute) + fixed; }
    };
    const Step& step(int batch) const;
    /// The serving estimator's figures for this replica at `batch` requests and the load's mean lengths
    /// (its memory per GPU among them).
    InferenceEstimate estimate(int batch) const;
    double stepSeconds(int batch) const { return step(batch).seconds(); }
    double tokensPerStep() const { return m_tokensPerStep; }
    /// Bytes of one request's whole KV cache at the mean prompt length (moved prefill -> decode).
    double kvBytesPerRequest() const { return m_kvBytes; }

private:
    InferenceScenario scenario(double inputTokens, double outputTokens) const;
    Prefill prefillAt(double quantile) const;

    const ModelSpec* m_model;
    const ServingLoad* m_load;
    const GpuSpec* m_gpu;
    const GpuEfficiency* m_efficiency;
    const GlobalParams* m_params;
    Cluster m_cluster;
    int m_tp, m_ep;
    ServingPrecision m_weights;
    std::optional<ServingPrecision> m_kv;
    int m_drafted = 0;
    double m_tokensPerStep = 1;
    int m_maxBatch = 0;
    std::vector<Prefill> m_prefills;
    Prefill m_atPercentile;
    double m_serviceMean = 0, m_serviceSecond = 0, m_workMean = 0, m_kvBytes = 0;
    mutable std::unordered_map<int, Step> m_steps;
};

/// A workload's deployments, evaluated under its load. Replica models are built once per GPU type,
/// layout and precision and reused, so a search can evaluate thousands of deployments.
class ServingModel {
public:
    ServingModel(const Catalog& catalog, const ModelSpec& model, ServingLoad load);

    const ServingLoad& load() const { return m_load; }
    /// Another open arrival rate for the same traffic; the replica figures stay valid.
    void setRequestsPerSecond(double rate) {
        m_load.requestsPerSecond = rate;
        m_load.users = 0;
    }
    const ModelSpec& model() const { return *m_model; }
    const Catalog& catalog() const { return *m_catalog; }

    const ReplicaModel& replica(const GpuSpec& gpu, int tp, int ep, ServingPrecision weights,
                                std::optional<ServingPrecision> kv,
                                const SpeculativeDecoding& speculative) const;

    /// What the deployment achieves at the load's arrival rate (or, for a closed loop of users, at the
    /// rate the users' think time and the deployment's own latency settle on).
    ServingOutcome evaluate(const ServingDeployment& d) const;
    /// The same at a given open arrival rate.
    ServingOutcome evaluateAt(const ServingDeployment& d, double requestsPerSecond) const;

private:
    const Catalog* m_catalog;
    const ModelSpec* m_model;
    ServingLoad m_load;
    using Key = std::tuple<std::string, int, int, int, int, double, int>;
    mutable std::map<Key, std::unique_ptr<ReplicaModel>> m_replicas;
};

} // namespace gpuplan::core
