#pragma once
// A transformer language model as the estimator sees it. When only a parameter count is known,
// deriveShape() fills layers, hidden size and heads from the Llama family's proportions and
// marks the shape as derived so results can say so.

#include "core/result.h"

#include <algorithm>
#include <string>

namespace gpuplan::core {

// Expert-parallel load imbalance: the busiest GPU's expert work over the mean. Capacity-factor routing
// pads every expert to 1.25x its mean load, the upper end of the 1.0-1.25 range Switch Transformer
// recommends (Fedus et al. 2022, arXiv 2101.03961, section 2.2 and Table 1).
inline constexpr double kExpertCapacityFactor = 1.25;

struct ModelSpec {
    std::string id;          // "llama2-70b"
    std::string name;        // "Llama 2 70B"
    double params = 0;       // total parameters N
    double activeParams = 0; // parameters used per token (MoE); equals params for dense models
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // grouped-query attention; equals heads for multi-head attention
    int ffn = 0;     // intermediate size of one (active) MLP
    int vocab = 0;
    int seqLen = 0;       // default training sequence length
    bool gatedMlp = true; // SwiGLU: three matrices per MLP instead of two
    int experts = 0;      // routed experts per MoE layer; 0 = dense, or an MoE of unknown layout
    int topK = 0;         // routed experts each token goes to
    int moeLayers = 0;    // layers whose MLP is a mixture of experts
    int routeNodes =
        0; // node-limited routing: a token's experts lie on at most this many nodes; 0 = no limit
    bool derivedShape = false;
    std::string source;

    bool isMoe() const { return activeParams < params; }
    /// Whether the expert layout is known, so experts can be split over GPUs.
    bool hasExpertLayout() const { return isMoe() && experts > topK && topK > 0 && moeLayers > 0; }
    /// Parameters of all routed experts: params - activeParams are the experts a token skips,
    /// (experts - topK) / experts of the routed total (shared experts and dense layers are active).
    double routedExpertParams() const {
        return hasExpertLayout() ? (params - activeParams) * experts / (experts - topK) : 0.0;
    }
    /// Routed-expert parameters one token uses: k of the E experts.
    double routedActiveParams() const {
        return hasExpertLayout() ? routedExpertParams() * topK / experts : 0.0;
    }
    /// Copies of a token an expert all-to-all sends. Node-limited routing (DeepSeek-V3, arXiv 2412.19437
    /// section 3.2.2) puts a token's experts on at most route_nodes nodes: across nodes it crosses the
    /// network once per node and reaches its experts there over NVLink.
    double expertCopiesPerToken(bool acrossNodes) const {
        return routeNodes > 0 && acrossNodes ? std::min(topK, routeNodes) : topK;
    }
    int headDim() const { return heads > 0 ? hidden / heads : 0; }
    bool operator==(const ModelSpec&) const = default;
    int kvDim() const { return kvHeads * headDim(); }
};

/// Checks that the numbers describe a model (positive, heads dividing hidden, ...).
Result<ModelSpec> validateModel(ModelSpec m);

/// Fills the shape of a model of which only params (and activeParams) are known:
/// hidden about 128 x layers (Llama 2 7B/13B, Llama 3 405B), rounded to a multiple of 1,024 from 2,048
/// up so the 128-wide heads divide by 8; SwiGLU FFN of 8/3 hidden rounded to 256,
/// 128-wide heads, vocabulary 32,000 unless given, sequence length 4,096 unless given.
Result<ModelSpec> deriveShape(double params, double activeParams, int vocab, int seqLen);

/// The intermediate size of a gated (SwiGLU) MLP in Llama proportions: 8/3 x hidden rounded to a
/// multiple of 256, at least 256. Used wherever a shape lacks its FFN size.
int llamaFfnSize(int hidden);

/// The model as a message names it: its name, or "Custom model" (a message, so it is translated)
/// when the shape was derived.
MessageArg modelNameArg(const ModelSpec& m);

/// Parameters implied by a shape (embeddings untied, norms ignored): used to check presets
/// and to derive shapes.
double shapeParams(int layers, int hidden, int kvDim, int ffn, int vocab, bool gated);

} // namespace gpuplan::core
