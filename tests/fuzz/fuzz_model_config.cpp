// A Hugging Face config.json as `gpuplan model import` and File > Import model config... read it.
// Properties: a config the reader accepts gives a model that its catalog CSV row writes and reads back
// unchanged (so an imported model can be stored and exported), whose parameter count, cache and
// attention work are finite numbers at any context, as the estimators will use them.
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/catalog/model_csv.h"
#include "core/catalog/model_shape.h"
#include "models/model_config_file.h"

#include <cmath>

namespace gpuplan::fuzz {

int fuzzModelConfig(const std::uint8_t* data, std::size_t size) {
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto read = ui::readModelConfigText(text, QStringLiteral("fuzz.json"), {});
    if (!read)
        return 0;
    const core::ModelSpec& m = read->model;
    const std::string row = core::writeModelCsv({m});
    const auto again = core::parseModelCsv(row);
    if (!again)
        broken("an imported model's CSV row reads back", again.error() + "\n" + row);
    if (!(again->front() == m))
        broken("an imported model's CSV row reads back unchanged", row);
    const core::ParamCount count = core::countParams(m);
    if (!std::isfinite(count.total) || !std::isfinite(count.active) || count.active > count.total)
        broken("an imported model's parameter count is finite and active <= total", row);
    for (double context : {1.0, 4096.0, 1e6}) {
        const double cache = core::kvCacheBytes(m, context, 8, 2.0);
        const double flops = core::attentionFlopsPerToken(m, context, core::AttentionForm::Absorbed);
        if (!std::isfinite(cache) || cache < 0 || !std::isfinite(flops) || flops < 0)
            broken("an imported model's cache and attention work are finite", row);
    }
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzModelConfig)
