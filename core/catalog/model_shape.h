#pragma once
// What a model's shape implies, layer kind by layer kind: its parameter count, the cache one sequence
// keeps (K and V, MLA's latent, a sliding window's bounded cache, a linear layer's fixed state), the cache
// a decode step reads, and the attention work per token. The estimators read these instead of
// "hidden x layers", so MLA, sliding-window, sparse and linear-attention models get their own cache and
// work; for a plain multi-head or grouped-query model they reduce to the textbook 2 x layers x kv_dim
// cache and 4 x layers x hidden FLOPs per attended token.

#include "core/catalog/model_spec.h"

namespace gpuplan::core {

/// Parameters a shape implies (norm weights and biases left out: under 0.1% of any preset).
struct ParamCount {
    double total = 0;
    double active = 0;    // per token: dense layers, attention, shared and k routed experts, embeddings
    double embedding = 0; // input embedding plus, unless tied, the output projection
};
ParamCount countParams(const ModelSpec& m);

/// Attention parameters of one softmax-attention layer (projections; MLA's low-rank ones and the
/// sparse-attention indexer included).
double attentionLayerParams(const ModelSpec& m);

/// How attention is computed. Expanded: the keys and values of every head are formed (training and
/// prefill). Absorbed: MLA decodes against the cached latent with the up-projections folded into the
/// query and output (arXiv 2405.04434 section 2.1.2), so each head attends over kvLoraRank + rope wide keys.
enum class AttentionForm { Expanded, Absorbed };

/// Forward FLOPs of the score and value matmuls of one query token that attends over `context`
/// earlier tokens, summed over the layers (a sliding layer attends over at most its window, a sparse
/// one over its top-k plus the indexer's scoring of every token, a linear layer updates its state).
double attentionFlopsPerToken(const ModelSpec& m, double context, AttentionForm form);

/// The same averaged over the positions of a causal sequence of `tokens` tokens (prefill): position t
/// attends over t tokens, a sliding layer over min(t, window).
double causalAttentionFlopsPerToken(const ModelSpec& m, double tokens, AttentionForm form);

/// Bytes of cache one sequence of `tokens` tokens holds on one of `tp` tensor-parallel GPUs, at
/// `bytesPerElement` per cached element: grouped-query K and V split over the ranks by KV head
/// (replicated when there are fewer heads than ranks); MLA's latent and rope key replicated on every rank;
/// sliding layers hold at most their window; linear layers their fixed state split over the ranks; the
/// sparse-attention indexer's keys are FP8 (one byte).
double kvCacheBytes(const ModelSpec& m, double tokens, int tp, double bytesPerElement);

/// Bytes of cache one decode step of one sequence reads at `context` tokens: what it holds, except that
/// sparse attention reads the latent of only its top-k tokens (and the indexer keys of all of them).
double kvCacheBytesRead(const ModelSpec& m, double context, int tp, double bytesPerElement);

/// Checks the architecture fields beyond the basic shape (MLA ranks, windows, layer counts), naming the
/// first one that does not fit; "" when they do.
std::string architectureProblem(const ModelSpec& m);

} // namespace gpuplan::core
