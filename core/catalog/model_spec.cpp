#include "core/catalog/model_spec.h"

#include "core/catalog/model_shape.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {

double shapeParams(int layers, int hidden, int kvDim, int ffn, int vocab, bool gated) {
    const double h = hidden;
    const double attention = 2.0 * h * h + 2.0 * h * kvDim; // q, o and k, v projections
    const double mlp = (gated ? 3.0 : 2.0) * h * ffn;
    return layers * (attention + mlp) + 2.0 * vocab * h;
}

int llamaFfnSize(int hidden) {
    // Llama's SwiGLU keeps the MLP's parameters at 2 x 4 x hidden^2 with three matrices: 8/3 x hidden.
    return std::max(256, static_cast<int>(std::lround(8.0 / 3.0 * hidden / 256.0)) * 256);
}

Result<ModelSpec> validateModel(ModelSpec m) {
    if (!(m.params > 0))
        return fail("model '" + m.id + "': the parameter count must be positive");
    if (m.activeParams <= 0)
        m.activeParams = m.params;
    if (m.activeParams > m.params)
        return fail("model '" + m.id + "': active parameters exceed total parameters");
    // A model whose every layer is a mixture of experts of a given width needs no dense FFN width.
    const bool allExperts = m.experts > 0 && m.moeLayers >= m.layers && m.expertFfn > 0;
    if (m.layers <= 0 || m.hidden <= 0 || m.heads <= 0 || m.vocab <= 0 || m.seqLen <= 0 ||
        (m.ffn <= 0 && !allExperts))
        return fail("model '" + m.id +
                    "': layers, hidden, heads, FFN, vocabulary and sequence length "
                    "must all be positive");
    if (m.kvHeads <= 0)
        m.kvHeads = m.heads;
    // Heads of a size of their own (head_dim) or latent attention's need not divide the hidden size.
    if (m.headDimension == 0 && !m.isMla() && m.hidden % m.heads != 0)
        return fail("model '" + m.id + "': hidden size " + std::to_string(m.hidden) +
                    " is not divisible by " + std::to_string(m.heads) + " heads");
    if (m.heads % m.kvHeads != 0)
        return fail("model '" + m.id + "': " + std::to_string(m.heads) + " heads are not divisible by " +
                    std::to_string(m.kvHeads) + " KV heads");
    if (const std::string problem = architectureProblem(m); !problem.empty())
        return fail("model '" + m.id + "': " + problem);
    return m;
}

Result<ModelSpec> deriveShape(double params, double activeParams, int vocab, int seqLen) {
    if (!(params > 0))
        return fail(message(MessageId::ShapeParamsNotPositive));
    if (activeParams <= 0)
        activeParams = params;
    if (activeParams > params)
        return fail(message(MessageId::ShapeActiveExceedsTotal));
    if (vocab <= 0)
        vocab = 32000;
    if (seqLen <= 0)
        seqLen = 4096;
    // The shape follows the active parameters: they set the per-token work.
    const double n = activeParams;
    int bestLayers = 1;
    int bestHidden = 128;
    double bestErr = 1e300;
    // hidden ~ 128 * layers, rounded so the head count (hidden / 128) divides by 8 from 2,048 up
    // (tensor parallelism up to 8 needs it); search the layer count whose implied size is closest.
    for (int layers = 1; layers <= 400; ++layers) {
        const int step = 128 * layers >= 2048 ? 1024 : 128;
        const int hidden = std::max(128, static_cast<int>(std::lround(128.0 * layers / step)) * step);
        const double p = shapeParams(layers, hidden, hidden, llamaFfnSize(hidden), vocab, true);
        const double err = std::fabs(std::log(p / n));
        if (err < bestErr) {
            bestErr = err;
            bestLayers = layers;
            bestHidden = hidden;
        }
    }
    ModelSpec m;
    m.id = "custom";
    m.name = "Custom model";
    m.params = params;
    m.activeParams = activeParams;
    m.layers = bestLayers;
    m.hidden = bestHidden;
    m.heads = bestHidden / 128;
    m.kvHeads = m.heads;
    m.ffn = llamaFfnSize(bestHidden);
    m.vocab = vocab;
    m.seqLen = seqLen;
    m.gatedMlp = true;
    m.derivedShape = true;
    m.source = "shape derived from the parameter count (Llama proportions)";
    return m;
}

MessageArg modelNameArg(const ModelSpec& m) {
    return m.derivedShape ? nested(message(MessageId::CustomModelName)) : text(m.name);
}

double ModelSpec::expertCopiesPerToken(int group, int nodes) const {
    if (group <= 1)
        return 0;
    if (nodes <= 1)
        return topK * (group - 1.0) / group;
    // The chance that a node holding E/n of the experts receives none of a token's k distinct experts.
    const double perNode = static_cast<double>(experts) / nodes;
    double missed = 1.0;
    for (int i = 0; i < topK; ++i)
        missed *= std::max(0.0, (experts - perNode - i) / (experts - i));
    double reached = nodes * (1.0 - missed);
    if (routeNodes > 0)
        reached = std::min(reached, static_cast<double>(routeNodes));
    return reached * (nodes - 1.0) / nodes;
}

} // namespace gpuplan::core
