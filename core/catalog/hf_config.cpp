#include "core/catalog/hf_config.h"

#include "core/message.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <limits>

namespace gpuplan::core {

namespace {

// The default training sequence length of a model read from a config (its context can be far longer;
// a scenario sets its own).
constexpr int kDefaultSequence = 4096;

// Reads keys under a prefix ("" or "text_config."), collecting every missing key and the first value
// that is not a size, so one refusal names them all.
class ConfigReader {
public:
    /// `defaults`: values Transformers' config class gives keys a release's file leaves out (none: every
    /// key read must be in the file).
    ConfigReader(const ConfigValues& values, std::string prefix, const ConfigValues* defaults = nullptr)
        : m_values(values), m_prefix(std::move(prefix)), m_defaults(defaults) {}

    const ConfigValue* find(const std::string& key) const {
        auto it = m_values.find(m_prefix + key);
        if (it != m_values.end() && it->second.kind != ConfigValue::Kind::Null)
            return &it->second;
        if (it == m_values.end() && m_defaults)
            if (auto d = m_defaults->find(key); d != m_defaults->end())
                return &d->second;
        return nullptr;
    }
    bool has(const std::string& key) const { return find(key) != nullptr; }

    /// A whole number > 0 that must be there.
    int required(const std::string& key) {
        const ConfigValue* v = find(key);
        if (!v) {
            m_missing.push_back(m_prefix + key);
            return 0;
        }
        return whole(key, *v, true);
    }
    /// A whole number >= 0, or `fallback` when absent or null.
    int optional(const std::string& key, int fallback) {
        const ConfigValue* v = find(key);
        return v ? whole(key, *v, false) : fallback;
    }
    bool flag(const std::string& key, bool fallback) const {
        const ConfigValue* v = find(key);
        return v && v->kind == ConfigValue::Kind::Bool ? v->flag : fallback;
    }
    /// A list's items as text ("full_attention") or numbers.
    std::vector<ConfigValue> list(const std::string& key) const {
        const ConfigValue* v = find(key);
        return v && v->kind == ConfigValue::Kind::List ? v->items : std::vector<ConfigValue>{};
    }

    const std::vector<std::string>& missing() const { return m_missing; }
    const std::string& badKey() const { return m_badKey; }
    const std::string& badText() const { return m_badText; }

private:
    int whole(const std::string& key, const ConfigValue& v, bool positive) {
        const bool ok = v.kind == ConfigValue::Kind::Number && v.number == std::floor(v.number) &&
                        v.number >= (positive ? 1 : 0) && v.number <= std::numeric_limits<int>::max();
        if (ok)
            return static_cast<int>(v.number);
        if (m_badKey.empty()) {
            m_badKey = m_prefix + key;
            m_badText = v.kind == ConfigValue::Kind::Number ? std::to_string(v.number)
                        : v.kind == ConfigValue::Kind::Text ? v.text
                        : v.kind == ConfigValue::Kind::Bool ? (v.flag ? "true" : "false")
                                                            : "a list";
        }
        return 0;
    }

    const ConfigValues& m_values;
    std::string m_prefix;
    const ConfigValues* m_defaults;
    std::vector<std::string> m_missing;
    std::string m_badKey;
    std::string m_badText;
};

// The attention shape every type shares: heads, KV heads (all heads when absent, as Transformers
// defaults them), head_dim when given, vocabulary, context.
void readAttention(ConfigReader& r, ModelSpec& m) {
    m.hidden = r.required("hidden_size");
    m.layers = r.required("num_hidden_layers");
    m.heads = r.required("num_attention_heads");
    m.kvHeads = r.optional("num_key_value_heads", m.heads);
    m.headDimension = r.optional("head_dim", 0);
    m.vocab = r.required("vocab_size");
    m.maxContext = r.optional("max_position_embeddings", 0);
}

// Layer kinds from a `layer_types` list ("full_attention", "sliding_attention", "chunked_attention",
// "linear_attention"); false when the config has none.
bool readLayerTypes(const ConfigReader& r, ModelSpec& m) {
    const auto types = r.list("layer_types");
    if (types.empty())
        return false;
    m.slidingLayers = static_cast<int>(std::count_if(types.begin(), types.end(), [](const ConfigValue& v) {
        return v.text == "sliding_attention" || v.text == "chunked_attention";
    }));
    m.linearLayers = static_cast<int>(std::count_if(
        types.begin(), types.end(), [](const ConfigValue& v) { return v.text == "linear_attention"; }));
    return true;
}

// MoE layers of DeepSeek's layout (DeepSeek-V3, Kimi K2, GLM-4.5): dense for the first k, then a MoE
// every moe_layer_freq layers (Transformers' DeepseekV3/Glm4Moe decoder layers).
int deepseekMoeLayers(int layers, int firstDense, int frequency) {
    int count = 0;
    for (int i = firstDense; i < layers; ++i)
        count += frequency <= 1 || i % frequency == 0;
    return count;
}

void readDeepseekExperts(ConfigReader& r, ModelSpec& m) {
    m.ffn = r.required("intermediate_size");
    m.experts = r.required("n_routed_experts");
    m.topK = r.required("num_experts_per_tok");
    m.expertFfn = r.required("moe_intermediate_size");
    m.sharedExpertFfn = r.optional("n_shared_experts", 0) * m.expertFfn;
    m.moeLayers =
        deepseekMoeLayers(m.layers, r.optional("first_k_dense_replace", 0), r.optional("moe_layer_freq", 1));
    // Group-limited routing: with n_group groups (one per node in DeepSeek-V3's deployment) a token's
    // experts lie in at most topk_group of them; one group is no limit.
    const int groups = r.optional("n_group", 1);
    m.routeNodes = groups > 1 ? r.optional("topk_group", 0) : 0;
}

void readMla(ConfigReader& r, ModelSpec& m) {
    m.qLoraRank = r.optional("q_lora_rank", 0);
    m.kvLoraRank = r.required("kv_lora_rank");
    m.ropeHeadDim = r.required("qk_rope_head_dim");
    m.nopeHeadDim = r.required("qk_nope_head_dim");
    m.vHeadDim = r.required("v_head_dim");
}

// DeepSeek-V3's layout: its experts and latent attention.
void readDeepseek(ConfigReader& r, ModelSpec& m) {
    readDeepseekExperts(r, m);
    readMla(r, m);
}

// Qwen's MoE layout: every decoder_sparse_step-th layer, except mlp_only_layers, is a MoE.
void readQwenExperts(ConfigReader& r, ModelSpec& m) {
    m.ffn = r.required("intermediate_size");
    m.experts = r.required("num_experts");
    m.topK = r.required("num_experts_per_tok");
    m.expertFfn = r.required("moe_intermediate_size");
    m.sharedExpertFfn = r.optional("shared_expert_intermediate_size", 0);
    const int step = std::max(1, r.optional("decoder_sparse_step", 1));
    std::vector<int> denseOnly;
    for (const ConfigValue& v : r.list("mlp_only_layers"))
        denseOnly.push_back(static_cast<int>(v.number));
    m.moeLayers = 0;
    for (int i = 0; i < m.layers; ++i)
        m.moeLayers +=
            std::find(denseOnly.begin(), denseOnly.end(), i) == denseOnly.end() && (i + 1) % step == 0;
}

// A Qwen 2/3 dense model, with its sliding window on the layers from max_window_layers up when enabled.
void readQwenDense(ConfigReader& r, ModelSpec& m) {
    m.ffn = r.required("intermediate_size");
    if (!r.flag("use_sliding_window", false))
        return;
    m.slidingWindow = r.required("sliding_window");
    m.slidingLayers = std::max(0, m.layers - r.optional("max_window_layers", m.layers));
}

// Qwen3-Next: Gated DeltaNet layers, full attention every full_attention_interval-th layer. A DeltaNet
// layer keeps per value head a key_dim x value_dim state, and a causal convolution of kernel - 1 earlier
// inputs over q, k and v; its projections are qkvz and ba from the hidden state, the convolution and
// the output (Transformers' Qwen3NextGatedDeltaNet).
void readQwenNextLinear(ConfigReader& r, ModelSpec& m) {
    if (!readLayerTypes(r, m)) {
        const int interval = std::max(1, r.optional("full_attention_interval", 4));
        m.linearLayers = m.layers - m.layers / interval;
    }
    const double keyHeads = r.required("linear_num_key_heads");
    const double valueHeads = r.required("linear_num_value_heads");
    const double keyDim = keyHeads * r.required("linear_key_head_dim");
    const double valueHeadDim = r.required("linear_value_head_dim");
    const double valueDim = valueHeads * valueHeadDim;
    const double kernel = r.required("linear_conv_kernel_dim");
    const double convChannels = 2.0 * keyDim + valueDim;
    m.linearStateElements = valueHeads * (keyDim / keyHeads) * valueHeadDim + convChannels * (kernel - 1.0);
    const double h = m.hidden;
    m.linearLayerParams = h * (2.0 * keyDim + 2.0 * valueDim) + h * 2.0 * valueHeads + convChannels * kernel +
                          valueDim * h + 2.0 * valueHeads + valueHeadDim;
}

// Gemma 3: local layers sliding_window_pattern - 1 of every sliding_window_pattern layers, or the
// layer_types list of newer configs.
void readGemma(ConfigReader& r, ModelSpec& m) {
    m.ffn = r.required("intermediate_size");
    m.slidingWindow = r.required("sliding_window");
    if (!readLayerTypes(r, m)) {
        const int pattern = std::max(1, r.optional("sliding_window_pattern", 6));
        m.slidingLayers = m.layers - m.layers / pattern;
    }
}

// Llama 4: routed experts and one shared expert of intermediate_size in the MoE layers (every
// interleave_moe_layer_step-th, or those listed in moe_layers), dense layers of intermediate_size_mlp;
// chunked attention of attention_chunk_size on the layers that use RoPE (no_rope_layers[i] = 1), every
// fourth layer global when the list is absent.
void readLlama4(ConfigReader& r, ModelSpec& m) {
    m.experts = r.required("num_local_experts");
    m.topK = r.required("num_experts_per_tok");
    m.expertFfn = r.required("intermediate_size");
    m.sharedExpertFfn = m.expertFfn;
    m.ffn = r.required("intermediate_size_mlp");
    const auto listed = r.list("moe_layers");
    const int step = std::max(1, r.optional("interleave_moe_layer_step", 1));
    m.moeLayers = !listed.empty() ? static_cast<int>(listed.size()) : m.layers / step;
    m.slidingWindow = r.optional("attention_chunk_size", 0);
    if (m.slidingWindow > 0 && !readLayerTypes(r, m)) {
        const auto rope = r.list("no_rope_layers");
        m.slidingLayers =
            !rope.empty() ? static_cast<int>(std::count_if(
                                rope.begin(), rope.end(), [](const ConfigValue& v) { return v.number != 0; }))
                          : m.layers - m.layers / 4;
    }
}

// gpt-oss and MiniMax-M2: every layer a MoE of num_local_experts experts of intermediate_size.
void readEveryLayerExperts(ConfigReader& r, ModelSpec& m) {
    m.experts = r.required("num_local_experts");
    m.topK = r.required("num_experts_per_tok");
    m.expertFfn = r.required("intermediate_size");
    m.ffn = m.expertFfn;
    m.moeLayers = m.layers;
}

struct TypeReader {
    const char* type;
    bool nestedText; // the language model's keys are under text_config
    bool tiedByDefault;
    std::function<void(ConfigReader&, ModelSpec&)> read;
    const ConfigValues* defaults = nullptr; // what the config class fills in for absent keys
};

ConfigValue number(double v) {
    ConfigValue out;
    out.kind = ConfigValue::Kind::Number;
    out.number = v;
    return out;
}

// Gemma3TextConfig's defaults for the keys Gemma 3's releases leave out (google/gemma-3-27b-it's
// text_config has no vocab_size nor max_position_embeddings): Transformers'
// src/transformers/models/gemma3/configuration_gemma3.py (huggingface/transformers at 008f5c8c),
// vocab_size=262_208, max_position_embeddings=131_072 (sliding_window_pattern=6 and
// tie_word_embeddings=True are the readers' own fallbacks below).
const ConfigValues kGemma3Defaults = {{"vocab_size", number(262208)},
                                      {"max_position_embeddings", number(131072)}};

const std::vector<TypeReader>& typeReaders() {
    static const std::vector<TypeReader> readers = {
        {"llama", false, false,
         [](ConfigReader& r, ModelSpec& m) { m.ffn = r.required("intermediate_size"); }},
        {"mistral", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             m.ffn = r.required("intermediate_size");
             m.slidingWindow = r.optional("sliding_window", 0);
             m.slidingLayers = m.slidingWindow > 0 ? m.layers : 0;
         }},
        {"qwen2", false, false, readQwenDense},
        {"qwen3", false, false, readQwenDense},
        {"qwen3_moe", false, false, readQwenExperts},
        {"qwen3_next", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             readQwenExperts(r, m);
             readQwenNextLinear(r, m);
         }},
        {"mixtral", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             m.ffn = r.required("intermediate_size");
             m.experts = r.required("num_local_experts");
             m.topK = r.required("num_experts_per_tok");
             m.moeLayers = m.layers;
         }},
        {"deepseek_v3", false, false, readDeepseek},
        {"kimi_k2", false, false, readDeepseek}, // Kimi K2 has DeepSeek-V3's layout
        {"deepseek_v32", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             readDeepseek(r, m);
             m.indexHeads = r.required("index_n_heads");
             m.indexHeadDim = r.required("index_head_dim");
             m.indexTopK = r.required("index_topk");
         }},
        {"glm4_moe", false, false, readDeepseekExperts},
        {"gpt_oss", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             readEveryLayerExperts(r, m);
             m.slidingWindow = r.required("sliding_window"); // sliding and full attention alternate
             if (!readLayerTypes(r, m))
                 m.slidingLayers = m.layers / 2;
         }},
        {"minimax_m2", false, false,
         [](ConfigReader& r, ModelSpec& m) {
             readEveryLayerExperts(r, m);
             m.sharedExpertFfn = r.optional("shared_intermediate_size", 0);
         }},
        {"llama4", true, false, readLlama4},
        {"gemma3", true, true, readGemma, &kGemma3Defaults},
        {"gemma3_text", false, true, readGemma, &kGemma3Defaults},
    };
    return readers;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

} // namespace

const std::vector<std::string>& readableModelTypes() {
    static const std::vector<std::string> types = [] {
        std::vector<std::string> out;
        for (const TypeReader& t : typeReaders())
            out.emplace_back(t.type);
        return out;
    }();
    return types;
}

std::string modelIdFromName(const std::string& name) {
    const std::string base =
        name.substr(name.find_last_of('/') == std::string::npos ? 0 : name.find_last_of('/') + 1);
    std::string id;
    for (char c : base) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) && u < 128)
            id += static_cast<char>(std::tolower(u));
        else if (c == '.' || c == '-' || c == '_' || c == ' ')
            id += id.empty() || id.back() == '-' ? "" : (c == '.' ? "." : "-");
    }
    while (!id.empty() && (id.back() == '-' || id.back() == '.'))
        id.pop_back();
    return id;
}

Result<ModelConfigImport> readHfConfig(const ConfigValues& config, const ModelConfigOptions& options) {
    const auto typeIt = config.find("model_type");
    const std::string type =
        typeIt != config.end() && typeIt->second.kind == ConfigValue::Kind::Text ? typeIt->second.text : "";
    if (type.empty())
        return fail(message(MessageId::ModelConfigMissingKeys, {text("Transformers"), text("model_type")}));
    const auto reader = std::find_if(typeReaders().begin(), typeReaders().end(),
                                     [&](const TypeReader& t) { return type == t.type; });
    if (reader == typeReaders().end())
        return fail(
            message(MessageId::ModelConfigUnknownType, {text(type), text(joined(readableModelTypes()))}));

    ConfigReader r(config, reader->nestedText ? "text_config." : "", reader->defaults);
    ModelSpec m;
    readAttention(r, m);
    reader->read(r, m);
    if (!r.missing().empty())
        return fail(message(MessageId::ModelConfigMissingKeys, {text(type), text(joined(r.missing()))}));
    if (!r.badKey().empty())
        return fail(message(MessageId::ModelConfigBadValue, {text(r.badKey()), text(r.badText())}));
    // A multimodal config may say it at the top rather than in its text_config.
    const ConfigReader top(config, "");
    m.tiedEmbeddings = r.flag("tie_word_embeddings", top.flag("tie_word_embeddings", reader->tiedByDefault));
    m.gatedMlp = true; // every type read here has a gated (SwiGLU or GeGLU) MLP
    m.seqLen = m.maxContext > 0 ? std::min(m.maxContext, kDefaultSequence) : kDefaultSequence;

    const auto nameIt = config.find("_name_or_path");
    const std::string pathName =
        nameIt != config.end() && nameIt->second.kind == ConfigValue::Kind::Text ? nameIt->second.text : "";
    m.name = !options.name.empty() ? options.name : !pathName.empty() ? pathName : type;
    m.id = !options.id.empty() ? options.id : modelIdFromName(m.name);
    if (m.id.empty()) // a name of no Latin letters or digits ("模型"): the architecture's name
        m.id = modelIdFromName(type);
    m.source = options.source;

    ModelConfigImport out;
    out.modelType = type;
    out.counted = countParams(m);
    if (const int mtp = r.optional("num_nextn_predict_layers", 0); mtp > 0) {
        // One MoE layer (the model's layers, as its own count of them) plus the projection.
        ModelSpec layer = m;
        layer.layers = layer.moeLayers = 1;
        layer.slidingLayers = layer.linearLayers = 0;
        layer.vocab = 0;
        out.mtpParams = mtp * (countParams(layer).total + 2.0 * m.hidden * m.hidden);
    }
    m.params = options.publishedParams > 0 ? options.publishedParams : out.counted.total;
    // A dense model's published total is its count per token too.
    const bool dense = out.counted.active >= out.counted.total;
    m.activeParams = options.publishedActiveParams > 0 ? options.publishedActiveParams
                     : dense                           ? m.params
                                                       : out.counted.active;
    auto valid = validateModel(std::move(m));
    if (!valid)
        return fail(valid.error());
    out.model = std::move(valid).value();
    return out;
}

} // namespace gpuplan::core
