#pragma once
// A transformer language model as the estimator sees it. When only a parameter count is known,
// deriveShape() fills layers, hidden size and heads from the Llama family's proportions and
// marks the shape as derived so results can say so.

#include "core/result.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace gpuplan::core {

// Expert-parallel load imbalance: the busiest GPU's expert work over the mean. Capacity-factor routing
// pads every expert to 1.25x its mean load, the upper end of the 1.0-1.25 range Switch Transformer
// recommends (Fedus et al. 2022, arXiv 2101.03961, section 2.2 and Table 1).
inline constexpr double kExpertCapacityFactor = 1.25;

struct ModelSpec {
    std::string id;          // "llama2-70b"
    std::string name;        // "Llama 2 70B"
    double params = 0;       // total parameters N (as published; countParams() gives the shape's own count)
    double activeParams = 0; // parameters used per token (MoE); equals params for dense models
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // grouped-query attention; equals heads for multi-head attention
    int headDimension =
        0;       // head_dim where it is not hidden / heads (Qwen3, Gemma 3, gpt-oss); 0 = hidden / heads
    int ffn = 0; // intermediate size of a dense layer's MLP (of every layer's, for a MoE without expertFfn)
    int vocab = 0;
    int seqLen = 0;       // default training sequence length
    bool gatedMlp = true; // SwiGLU: three matrices per MLP instead of two
    int experts = 0;      // routed experts per MoE layer; 0 = dense, or an MoE of unknown layout
    int topK = 0;         // routed experts each token goes to
    int moeLayers = 0;    // layers whose MLP is a mixture of experts
    int routeNodes =
        0;             // node-limited routing: a token's experts lie on at most this many nodes; 0 = no limit
    int expertFfn = 0; // intermediate size of one routed expert (moe_intermediate_size); 0 = ffn
    int sharedExpertFfn = 0; // intermediate size of the shared experts of a MoE layer, all together; 0 = none
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2; arXiv 2405.04434 section 2.1): queries and keys
    // and values go through low-rank projections; the cache holds the kvLoraRank-wide latent and one
    // ropeHeadDim-wide rotary key per token and layer, shared by all heads. kvLoraRank 0 = no MLA.
    int qLoraRank = 0; // 0 = queries projected at full rank
    int kvLoraRank = 0;
    int ropeHeadDim = 0; // qk_rope_head_dim
    int nopeHeadDim = 0; // qk_nope_head_dim
    int vHeadDim = 0;
    // DeepSeek Sparse Attention (DeepSeek-V3.2): a lightning indexer of indexHeads heads of indexHeadDim
    // caches one indexHeadDim-wide FP8 key per token and layer and picks the indexTopK tokens each query
    // attends to (DeepSeek-V3.2-Exp report, github.com/deepseek-ai/DeepSeek-V3.2-Exp, section 2.1). 0 =
    // dense.
    int indexHeads = 0;
    int indexHeadDim = 0;
    int indexTopK = 0;
    // Layers whose attention sees only the last slidingWindow tokens (sliding-window or chunked
    // attention: Gemma 3, gpt-oss, Llama 4): their KV cache and attention work are bounded by the window.
    int slidingWindow = 0;
    int slidingLayers = 0;
    // Layers with linear attention or a state-space mixer instead of softmax attention (Qwen3-Next's
    // Gated DeltaNet): a fixed state of linearStateElements per sequence and layer, no KV cache.
    int linearLayers = 0;
    double linearStateElements = 0;
    double linearLayerParams = 0;   // parameters of one such layer's mixer (its projections and convolution)
    bool tiedEmbeddings = false;    // the output projection is the input embedding (counted once)
    int maxContext = 0;             // the longest context the model was trained for; 0 = unknown
    bool earlierGeneration = false; // a preset kept for stored scenarios, listed apart in the chooser
    // The stored row's version (as GpuSpec::version): moved on by every change, so an edit made against an
    // older one is refused. 0 for a model not read from a store (presets, imported files).
    std::int64_t version = 0;
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
    /// Copies of a token an expert all-to-all sends out of its GPU when the expert group of `group`
    /// GPUs spans `nodes` nodes (experts spread evenly). Inside a node: each of its k experts on another
    /// GPU, (group-1)/group of k. Across nodes: the token crosses the network once to every other node
    /// holding one of its experts and reaches them there over NVLink, as DeepEP's and DeepSeek's kernels
    /// forward (arXiv 2412.19437 section 3.2.2); node-limited routing caps those nodes at route_nodes.
    double expertCopiesPerToken(int group, int nodes) const;
    int headDim() const { return headDimension > 0 ? headDimension : heads > 0 ? hidden / heads : 0; }
    /// The width of the keys (and of the values) attention forms for a token: a latent-attention model
    /// expands its latent to every head's key (nope + rope wide) and value, counted here as their mean.
    int kvDim() const {
        return isMla() ? heads * (nopeHeadDim + ropeHeadDim + vHeadDim) / 2 : kvHeads * headDim();
    }
    bool isMla() const { return kvLoraRank > 0; }
    int expertWidth() const { return expertFfn > 0 ? expertFfn : ffn; }
    /// Layers of softmax attention over the whole context (neither sliding nor linear).
    int fullAttentionLayers() const { return std::max(0, layers - slidingLayers - linearLayers); }
    /// The MLP width one token goes through, averaged over the layers: a dense layer's ffn, a MoE
    /// layer's k routed experts and its shared experts.
    double meanActiveFfn() const;
    bool operator==(const ModelSpec&) const = default;
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
