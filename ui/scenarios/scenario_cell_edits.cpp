// The scenario table's input cells as text: what an editor opens with, and how text typed into it
// becomes a scenario (or is refused with the reason).
#include "qt_text.h"
#include "scenarios/scenario_table_model.h"

#include "display_format.h"

#include "core/inference/inference_estimator.h"
#include "core/number_parse.h"
#include "core/training/training_messages.h"

#include <QLocale>

namespace gpuplan::ui {
QString ScenarioTableModel::editText(const core::Scenario& s, int column) const {
    switch (column) {
    case Name:
        return u(s.name);
    case Kind:
        return u(std::string(core::scenarioKindName(s.kind)));
    case Model:
        return s.modelId.empty() ? countText(s.params) : u(s.modelId);
    case Work:
        return s.kind == core::ScenarioKind::Inference ? QString::number(s.load) : countText(s.tokens);
    case Gpu:
        return u(s.gpuId);
    case Count:
        return s.gpus == 0 ? QStringLiteral("auto") : QString::number(s.gpus);
    case Precision:
        return u(s.precision);
    case Region:
        return u(s.regionId);
    case Price:
        return s.priceId == 0 ? QStringLiteral("auto") : QString::number(s.priceId);
    case Deadline:
        return s.deadlineHours > 0 ? QString::number(s.deadlineHours) : QString();
    case Budget:
        return s.budget > 0 ? QString::number(s.budget, 'f', 2) : QString();
    case Framework:
        return u(std::string(core::frameworkName(s.framework)));
    case Attention:
        return u(std::string(core::attentionKernelName(s.attention)));
    default:
        return {};
    }
}

core::Result<core::Scenario> ScenarioTableModel::edited(const core::Scenario& before, int column,
                                                        const QString& typed) const {
    core::Scenario s = before;
    const QString text = typed.trimmed();
    const std::string t = text.toStdString();
    auto fromChoices = [&](const QString& what) -> core::Result<std::string> {
        for (const auto& [shown, value] : choices(-1, column))
            if (text == value || text.compare(shown, Qt::CaseInsensitive) == 0)
                return value.toStdString();
        return core::fail(tr("unknown %1 '%2'").arg(what, text).toStdString());
    };
    switch (column) {
    case Name:
        if (text.isEmpty())
            return core::fail(tr("a scenario needs a name").toStdString());
        if (text != u(before.name) && uniqueName(text) != text)
            return core::fail(tr("another scenario is called '%1'").arg(text).toStdString());
        s.name = t;
        break;
    case Kind: {
        auto k = fromChoices(tr("workload"));
        if (!k)
            return core::fail(k.error());
        s.kind = *core::parseScenarioKind(k.value());
        const bool serving = s.kind == core::ScenarioKind::Inference;
        const bool trains =
            s.precision == "bf16" || s.precision == "fp16" || s.precision == "fp8" || s.precision == "fp4";
        if (serving && trains)
            break;
        if (!serving && !trains)
            s.precision = "bf16"; // int8/int4 serve, they do not train
        break;
    }
    case Model: {
        auto preset = fromChoices(tr("model"));
        if (preset) {
            s.modelId = preset.value();
            s.params = 0;
            break;
        }
        auto size = core::parseQuantity(t); // a size: "70B", "7e9"
        if (!size || !(size.value() >= 1e6))
            return core::fail(
                tr("'%1' is neither a model preset nor a size such as 70B").arg(text).toStdString());
        s.modelId.clear();
        s.params = size.value();
        break;
    }
    case Work: {
        auto v = core::parseQuantity(t);
        if (!v || v.value() < 0)
            return core::fail((s.kind == core::ScenarioKind::Inference
                                   ? tr("the load is output tokens per second, for example 2000")
                                   : tr("tokens to train on, for example 1B or 500M"))
                                  .toStdString());
        (s.kind == core::ScenarioKind::Inference ? s.load : s.tokens) = v.value();
        break;
    }
    case Gpu: {
        auto g = fromChoices(tr("GPU"));
        if (!g)
            return core::fail(g.error());
        s.gpuId = g.value();
        s.priceId = 0; // a price belongs to one GPU
        break;
    }
    case Count: {
        if (text.isEmpty() || text.compare(QStringLiteral("auto"), Qt::CaseInsensitive) == 0 ||
            text == tr("auto")) {
            s.gpus = 0;
            break;
        }
        // A card sold by the rack (an NVL72) may be counted in racks: "2 racks" is 144 GPUs.
        QString count = text;
        bool inRacks = false;
        // Either language's word is understood whatever the UI's language, and Chinese counts racks with a
        // classifier ("2 个机柜").
        for (const QString& unit : {tr("racks"), tr("rack"), QStringLiteral("racks"), QStringLiteral("rack"),
                                    QStringLiteral("机柜")})
            if (!inRacks && count.endsWith(unit, Qt::CaseInsensitive)) {
                count = count.left(count.size() - unit.size()).trimmed();
                inRacks = true;
            }
        for (const QString& classifier : {QStringLiteral("个"), QStringLiteral("台")})
            if (inRacks && count.endsWith(classifier))
                count = count.left(count.size() - classifier.size()).trimmed();
        auto n = core::parseCount(count.toStdString());
        const core::GpuSpec* gpu = m_catalog ? m_catalog->gpu(s.gpuId) : nullptr;
        const int perUnit = inRacks && gpu ? gpu->systemGpus() : 1;
        if (inRacks && (!gpu || !gpu->soldByRack()))
            return core::fail(tr("%1 is not sold by the rack: give a number of GPUs")
                                  .arg(gpu ? u(gpu->name) : u(s.gpuId))
                                  .toStdString());
        if (!n || n.value() < 1 || n.value() * perUnit > 65536)
            return core::fail(tr("the GPU count is a whole number from 1 to 65,536, or auto").toStdString());
        s.gpus = static_cast<int>(n.value()) * perUnit;
        break;
    }
    case Precision: {
        const std::string p = text.toLower().toStdString();
        if (!core::parseServingPrecision(p))
            return core::fail(
                tr("unknown precision '%1' (BF16, FP16, FP8, FP4, INT8, INT4)").arg(text).toStdString());
        s.precision = p;
        break;
    }
    case Region: {
        auto r = fromChoices(tr("region"));
        if (!r)
            return core::fail(r.error());
        s.regionId = r.value();
        s.priceId = 0;
        break;
    }
    case Price: {
        if (text.isEmpty() || text == QLatin1String("auto") || text == tr("cheapest in the region (auto)")) {
            s.priceId = 0;
            break;
        }
        bool ok = false;
        const qlonglong id = text.toLongLong(&ok);
        if (!ok || id <= 0)
            return core::fail(tr("choose a stored price from the list, or auto").toStdString());
        s.priceId = id;
        break;
    }
    case Deadline: {
        if (text.isEmpty()) {
            s.deadlineHours = 0;
            break;
        }
        bool plain = false;
        const double hours = QLocale().toDouble(text, &plain);
        auto seconds = core::parseDurationSeconds(t);
        if (!plain && !seconds)
            return core::fail(tr("a deadline is hours (72) or a duration (3d, 12h)").toStdString());
        const double h = plain ? hours : seconds.value() / 3600;
        if (!(h > 0))
            return core::fail(tr("the deadline must be after now").toStdString());
        s.deadlineHours = h;
        break;
    }
    case Budget: {
        if (text.isEmpty()) {
            s.budget = 0;
            break;
        }
        auto v = core::parseQuantity(t);
        if (!v || !(v.value() > 0))
            return core::fail(tr("a budget is a positive amount in the rent price's currency").toStdString());
        s.budget = v.value();
        break;
    }
    case Framework: {
        auto framework = fromChoices(tr("framework"));
        if (!framework)
            return core::fail(framework.error());
        s.framework = *core::parseFramework(framework.value());
        break;
    }
    case Attention: {
        auto kernel = fromChoices(tr("attention kernel"));
        if (!kernel)
            return core::fail(kernel.error());
        s.attention = *core::parseAttentionKernel(kernel.value());
        break;
    }
    default:
        return core::fail(tr("results cannot be edited").toStdString());
    }
    return s;
}

} // namespace gpuplan::ui
