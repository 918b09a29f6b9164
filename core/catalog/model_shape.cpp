#include "core/catalog/model_shape.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {

namespace {

double mlpParams(const ModelSpec& m, double width) {
    return (m.gatedMlp ? 3.0 : 2.0) * m.hidden * width;
}

bool sparseAttention(const ModelSpec& m) {
    return m.indexTopK > 0 && m.indexHeads > 0 && m.indexHeadDim > 0;
}

// Forward FLOPs per attended token of one head-complete layer: 2 per multiply-add of the score (q.k)
// and of the value (p.v) products, over every head.
double flopsPerAttendedToken(const ModelSpec& m, AttentionForm form) {
    if (m.isMla()) {
        if (form == AttentionForm::Absorbed)
            return 2.0 * m.heads * (m.kvLoraRank + m.ropeHeadDim) + 2.0 * m.heads * m.kvLoraRank;
        return 2.0 * m.heads * (m.nopeHeadDim + m.ropeHeadDim) + 2.0 * m.heads * m.vHeadDim;
    }
    return 4.0 * m.heads * static_cast<double>(m.headDim());
}

// Cached elements per token of one softmax-attention layer on one of tp ranks.
double cachedElementsPerToken(const ModelSpec& m, int tp) {
    if (m.isMla())
        return m.kvLoraRank + m.ropeHeadDim; // shared by the heads, so every rank keeps all of it
    return 2.0 * std::ceil(static_cast<double>(m.kvHeads) / std::max(1, tp)) * m.headDim();
}

// Positions a query attends over, averaged over a causal sequence of n tokens when at most `bound`
// are seen (bound <= 0: no bound): n/2 unbounded; n > bound: bound - bound^2 / 2n.
double meanAttended(double n, double bound) {
    if (bound <= 0 || n <= bound)
        return n / 2.0;
    return bound - bound * bound / (2.0 * n);
}

// A linear layer's forward work per token on its state: write the new key-value outer product into
// it and read it with the query, one multiply-add per state element each.
constexpr double kLinearFlopsPerStateElement = 4.0;
// The sparse-attention indexer keeps its keys in FP8 (DeepSeek-V3.2-Exp report, section 2.1).
constexpr double kIndexKeyBytes = 1.0;

struct CacheParts {
    double full = 0;    // bytes of the layers that keep every token
    double sliding = 0; // bytes of the sliding layers
    double index = 0;   // bytes of the sparse-attention indexer's keys
    double state = 0;   // bytes of the linear layers' state
};

CacheParts cacheParts(const ModelSpec& m, double tokens, double mainTokens, int tp, double bytesPerElement) {
    const double perToken = cachedElementsPerToken(m, tp) * bytesPerElement;
    CacheParts c;
    c.full = m.fullAttentionLayers() * perToken * mainTokens;
    if (sparseAttention(m))
        c.index = m.fullAttentionLayers() * m.indexHeadDim * kIndexKeyBytes * tokens;
    if (m.slidingLayers > 0)
        c.sliding = m.slidingLayers * perToken * std::min<double>(tokens, m.slidingWindow);
    c.state = m.linearLayers * m.linearStateElements / std::max(1, tp) * bytesPerElement;
    return c;
}

} // namespace

double ModelSpec::meanActiveFfn() const {
    if (layers <= 0)
        return ffn;
    const int moe = experts > 0 && topK > 0 ? std::min(moeLayers, layers) : 0;
    const double moeWidth = static_cast<double>(topK) * expertWidth() + sharedExpertFfn;
    return ((layers - moe) * static_cast<double>(ffn) + moe * moeWidth) / layers;
}

double attentionLayerParams(const ModelSpec& m) {
    const double h = m.hidden;
    if (!m.isMla()) {
        const double hd = m.headDim();
        return h * m.heads * hd + 2.0 * h * m.kvHeads * hd + m.heads * hd * h;
    }
    const double qk = m.nopeHeadDim + m.ropeHeadDim;
    const double q = m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank * m.heads * qk : h * m.heads * qk;
    const double kv =
        h * (m.kvLoraRank + m.ropeHeadDim) + m.kvLoraRank * m.heads * (m.nopeHeadDim + m.vHeadDim);
    const double o = m.heads * static_cast<double>(m.vHeadDim) * h;
    double index = 0;
    if (sparseAttention(m)) {
        const double queryInput = m.qLoraRank > 0 ? m.qLoraRank : h;
        index = queryInput * m.indexHeads * m.indexHeadDim + h * m.indexHeadDim + h * m.indexHeads;
    }
    return q + kv + o + index;
}

ParamCount countParams(const ModelSpec& m) {
    ParamCount c;
    c.embedding = static_cast<double>(m.vocab) * m.hidden * (m.tiedEmbeddings ? 1.0 : 2.0);
    const double mixers =
        (m.layers - m.linearLayers) * attentionLayerParams(m) + m.linearLayers * m.linearLayerParams;
    const int moe = m.experts > 0 ? std::min(m.moeLayers, m.layers) : 0;
    const double dense = (m.layers - moe) * mlpParams(m, m.ffn);
    const double router = static_cast<double>(m.hidden) * m.experts;
    const double shared = mlpParams(m, m.sharedExpertFfn);
    const double routedAll = moe * (m.experts * mlpParams(m, m.expertWidth()) + router + shared);
    const double routedActive = moe * (m.topK * mlpParams(m, m.expertWidth()) + router + shared);
    c.total = c.embedding + mixers + dense + routedAll;
    c.active = c.embedding + mixers + dense + routedActive;
    return c;
}

double attentionFlopsPerToken(const ModelSpec& m, double context, AttentionForm form) {
    const double perToken = flopsPerAttendedToken(m, form);
    double flops = 0;
    if (sparseAttention(m)) {
        flops += m.fullAttentionLayers() * perToken * std::min<double>(context, m.indexTopK);
        flops += m.fullAttentionLayers() * 2.0 * m.indexHeads * m.indexHeadDim * context;
    } else {
        flops += m.fullAttentionLayers() * perToken * context;
    }
    if (m.slidingLayers > 0)
        flops += m.slidingLayers * perToken * std::min<double>(context, m.slidingWindow);
    flops += m.linearLayers * kLinearFlopsPerStateElement * m.linearStateElements;
    return flops;
}

double causalAttentionFlopsPerToken(const ModelSpec& m, double tokens, AttentionForm form) {
    const double perToken = flopsPerAttendedToken(m, form);
    double flops = 0;
    if (sparseAttention(m)) {
        flops += m.fullAttentionLayers() * perToken * meanAttended(tokens, m.indexTopK);
        flops += m.fullAttentionLayers() * 2.0 * m.indexHeads * m.indexHeadDim * meanAttended(tokens, 0);
    } else {
        flops += m.fullAttentionLayers() * perToken * meanAttended(tokens, 0);
    }
    if (m.slidingLayers > 0)
        flops += m.slidingLayers * perToken * meanAttended(tokens, m.slidingWindow);
    flops += m.linearLayers * kLinearFlopsPerStateElement * m.linearStateElements;
    return flops;
}

double kvCacheBytes(const ModelSpec& m, double tokens, int tp, double bytesPerElement) {
    const CacheParts c = cacheParts(m, tokens, tokens, tp, bytesPerElement);
    return c.full + c.sliding + c.index + c.state;
}

double kvCacheBytesRead(const ModelSpec& m, double context, int tp, double bytesPerElement) {
    const double attended = sparseAttention(m) ? std::min<double>(context, m.indexTopK) : context;
    const CacheParts c = cacheParts(m, context, attended, tp, bytesPerElement);
    return c.full + c.sliding + c.index + c.state;
}

std::string architectureProblem(const ModelSpec& m) {
    const auto count = [](int v) { return std::to_string(v); };
    if (m.headDimension < 0 || m.expertFfn < 0 || m.sharedExpertFfn < 0 || m.qLoraRank < 0 ||
        m.kvLoraRank < 0 || m.ropeHeadDim < 0 || m.nopeHeadDim < 0 || m.vHeadDim < 0 || m.indexHeads < 0 ||
        m.indexHeadDim < 0 || m.indexTopK < 0 || m.slidingWindow < 0 || m.slidingLayers < 0 ||
        m.linearLayers < 0 || m.linearStateElements < 0 || m.linearLayerParams < 0 || m.maxContext < 0)
        return "a size or count of the architecture is negative";
    if (m.isMla() && (m.ropeHeadDim <= 0 || m.vHeadDim <= 0))
        return "multi-head latent attention needs the rope and value head sizes";
    if (m.indexTopK > 0 && (!m.isMla() || m.indexHeads <= 0 || m.indexHeadDim <= 0))
        return "sparse attention needs latent attention and the indexer's heads and head size";
    if (m.experts > 0 && m.topK > m.experts)
        return count(m.topK) + " experts per token exceed the " + count(m.experts) + " routed experts";
    if (m.moeLayers > m.layers)
        return count(m.moeLayers) + " mixture-of-experts layers exceed the " + count(m.layers) + " layers";
    if (m.slidingLayers + m.linearLayers > m.layers)
        return count(m.slidingLayers) + " sliding-window and " + count(m.linearLayers) +
               " linear-attention layers exceed the " + count(m.layers) + " layers";
    if (m.slidingLayers > 0 && m.slidingWindow <= 0)
        return "sliding-window layers need a window";
    if (m.linearLayers > 0 && (m.linearStateElements <= 0 || m.linearLayerParams <= 0))
        return "linear-attention layers need their state size and parameters";
    return {};
}

} // namespace gpuplan::core
