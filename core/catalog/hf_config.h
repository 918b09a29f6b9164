#pragma once
// A Hugging Face config.json read into a ModelSpec: the architectures buyers meet (Llama, Mistral, Qwen 2
// and 3 dense and MoE, Qwen3-Next's linear-attention hybrid, Mixtral, DeepSeek-V3/R1/V3.2 and Kimi K2,
// GLM-4.5, gpt-oss, Llama 4, Gemma 3, MiniMax-M2), each by its model_type, with the keys Transformers'
// configuration class of that type reads. Core stays free of a JSON library: the caller parses the file
// (ui/models/model_config_file.cpp, with QJsonDocument) and hands over its values flattened, nested
// objects' keys joined with '.' ("text_config.hidden_size").

#include "core/catalog/model_shape.h"
#include "core/catalog/model_spec.h"
#include "core/result.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplan::core {

/// One value of a config.json: null, true/false, a number, a string, or a list of scalars.
struct ConfigValue {
    enum class Kind { Null, Bool, Number, Text, List };
    Kind kind = Kind::Null;
    double number = 0;
    bool flag = false;
    std::string text;
    std::vector<ConfigValue> items;
};
using ConfigValues = std::map<std::string, ConfigValue>;

/// What a user may add to a config: the catalog id and name, and the published parameter counts (the
/// file has none) that the model keeps instead of its shape's count.
struct ModelConfigOptions {
    std::string id;   // empty: from _name_or_path, else the model_type
    std::string name; // empty: from _name_or_path, else the id
    double publishedParams = 0;
    double publishedActiveParams = 0;
    std::string source; // where the file came from, kept as the model's source
};

struct ModelConfigImport {
    ModelSpec model;
    std::string modelType;
    ParamCount counted; // the shape's own count, shown beside the published one when there is one
    // Parameters of the multi-token-prediction layers a DeepSeek-style release ships for speculative
    // decoding (num_nextn_predict_layers): one decoder layer and a 2h x h projection each, sharing the
    // embeddings. Not part of the model's count (DeepSeek-V3's 671B leaves its 14B out, the Hub's 685B has
    // it).
    double mtpParams = 0;
};

/// The model_types read, in the order their names are listed in a refusal.
const std::vector<std::string>& readableModelTypes();

/// The model a config describes. An unknown model_type, a missing key or a value that is no size is
/// refused with a message naming it (every missing key at once); nothing is guessed.
Result<ModelConfigImport> readHfConfig(const ConfigValues& config, const ModelConfigOptions& options);

/// An id of [a-z0-9.-] made from a name ("Qwen/Qwen3-235B-A22B" -> "qwen3-235b-a22b").
std::string modelIdFromName(const std::string& name);

} // namespace gpuplan::core
