// The scenario table's cells and headers: what each shows and how it sorts (its tooltips and missing-price
// links are scenario_cell_tips.cpp; how text typed into an input cell becomes a scenario is
// scenario_cell_edits.cpp).
#include "qt_text.h"
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_table_model.h"
#include "scenarios/serving_load_dialog.h"

#include "display_format.h"
#include "message_text.h"
#include "prices/price_table_model.h"

#include "core/training/training_messages.h"

namespace gpuplan::ui {
namespace {

QString u(const core::Message& m) {
    return messageText(m);
}

const core::ScenarioKind kKinds[] = {core::ScenarioKind::Pretrain,  core::ScenarioKind::FullFinetune,
                                     core::ScenarioKind::Lora,      core::ScenarioKind::Qlora,
                                     core::ScenarioKind::Inference, core::ScenarioKind::Grpo,
                                     core::ScenarioKind::Ppo,       core::ScenarioKind::Dpo};

QString dash() {
    return QStringLiteral("—");
}

} // namespace

bool ScenarioTableModel::isChoiceColumn(int column) {
    return column == Kind || column == Model || column == Gpu || column == Precision || column == Region ||
           column == Price || column == Framework || column == Attention;
}

QString ScenarioTableModel::frameworkText(core::Framework framework) {
    return framework == core::Framework::Tuned ? tr("Tuned for Hopper (NeMo, Megatron-Core)")
                                               : tr("PyTorch (FSDP, DeepSpeed, Hugging Face)");
}

QString ScenarioTableModel::attentionText(core::AttentionKernel kernel) {
    switch (kernel) {
    case core::AttentionKernel::Flash2:
        return tr("FlashAttention-2");
    case core::AttentionKernel::Fused:
        return tr("Fused (FlashAttention-3, cuDNN)");
    case core::AttentionKernel::Unfused:
        return tr("Unfused (no FlashAttention)");
    }
    return {};
}

std::vector<std::pair<QString, QString>> ScenarioTableModel::choices(int row, int column) const {
    std::vector<std::pair<QString, QString>> out;
    const core::Scenario* s =
        row >= 0 && row < rowCount() ? &m_rows[static_cast<std::size_t>(row)].scenario : nullptr;
    switch (column) {
    case Kind:
        for (core::ScenarioKind k : kKinds)
            out.emplace_back(kindText(k), u(std::string(core::scenarioKindName(k))));
        break;
    case Model:
        // Current models first; the presets of earlier generations after them, marked (they stay so that
        // stored scenarios and files open).
        for (bool earlier : {false, true})
            for (const core::ModelSpec& m : m_catalog->models())
                if (m.earlierGeneration == earlier)
                    out.emplace_back(earlier ? tr("%1 (earlier generation)").arg(u(m.name)) : u(m.name),
                                     u(m.id));
        break;
    case Gpu:
        for (const core::GpuSpec& g : m_catalog->gpus())
            out.emplace_back(u(g.name), u(g.id));
        break;
    case Precision: {
        const bool serving = s && s->kind == core::ScenarioKind::Inference;
        const bool rl = s && core::isRlKind(s->kind);
        // FP4 trains and serves (on the cards that have it); INT8 and INT4 only serve; an RL run trains and
        // generates in BF16 or FP8.
        for (const char* p : {"bf16", "fp16", "fp8", "fp4", "int8", "int4"}) {
            const QLatin1String name(p);
            if (rl ? (name == QLatin1String("bf16") || name == QLatin1String("fp8"))
                   : serving || (name != QLatin1String("int8") && name != QLatin1String("int4")))
                out.emplace_back(QString::fromLatin1(p).toUpper(), QString::fromLatin1(p));
        }
        break;
    }
    case Region:
        for (const core::Region& r : m_regions)
            out.emplace_back(regionName(r.id), u(r.id));
        break;
    case Framework:
        for (core::Framework f : {core::Framework::PyTorch, core::Framework::Tuned})
            out.emplace_back(frameworkText(f), u(std::string(core::frameworkName(f))));
        break;
    case Attention:
        for (core::AttentionKernel k :
             {core::AttentionKernel::Flash2, core::AttentionKernel::Fused, core::AttentionKernel::Unfused})
            out.emplace_back(attentionText(k), u(std::string(core::attentionKernelName(k))));
        break;
    case Price:
        out.emplace_back(tr("cheapest in the region (auto)"), QStringLiteral("auto"));
        if (s)
            for (const core::PriceRecord& p : m_prices)
                if (p.gpuId == s->gpuId && p.regionId == s->regionId && p.kind != core::PriceKind::Purchase)
                    out.emplace_back(priceText(p) + QStringLiteral(" (") + PriceTableModel::kindText(p.kind) +
                                         QLatin1Char(')'),
                                     QString::number(p.id));
        break;
    default:
        break;
    }
    return out;
}

QVariant ScenarioTableModel::display(const ScenarioRow& r, int c) const {
    const core::Scenario& s = r.scenario;
    const core::ScenarioEstimate& e = r.estimate;
    const QString cur = u(r.cost.currency);
    switch (c) {
    case Name:
        return u(s.name);
    case Kind:
        return kindText(s.kind);
    case Model:
        if (!s.modelId.empty()) {
            const core::ModelSpec* m = m_catalog->model(s.modelId);
            return m ? u(m->name) : u(s.modelId);
        }
        return s.params > 0 ? tr("%1 (shape derived)").arg(countText(s.params)) : QString();
    case Work:
        // Serving sized for traffic shows its rate or users (the tooltip has the rest; the serving load
        // dialog edits it).
        if (s.kind == core::ScenarioKind::Inference && s.traffic.set())
            return trafficLoadText(s.traffic);
        if (core::isRlKind(s.kind)) // the RL run dialog edits it, the tooltip has the rest
            return RlRunDialog::summary(s);
        return s.kind == core::ScenarioKind::Inference ? tr("%1 tokens/s").arg(numberText(s.load))
                                                       : tr("%1 tokens").arg(countText(s.tokens));
    case Gpu: {
        const core::GpuSpec* g = m_catalog->gpu(s.gpuId);
        const QString card = g ? u(g->name) : u(s.gpuId);
        // Split RL pools on two card types: the row's card trains, the other generates.
        return e.generationCard ? tr("%1 (generation: %2)").arg(card, u(e.generationCard->gpuName)) : card;
    }
    case Count:
        // A count that splits a rack's tray is estimated at whole trays (the notes say so): both are shown.
        if (s.gpus > 0)
            return e.ok && e.gpus != s.gpus ? tr("%1 → %2").arg(numberText(s.gpus), numberText(e.gpus))
                                            : numberText(s.gpus);
        return e.ok ? tr("auto: %1").arg(numberText(e.gpus)) : tr("auto");
    case Precision:
        return u(s.precision).toUpper();
    case Region:
        return regionName(s.regionId);
    case Price:
        if (r.prices.rent) // the provider and the rule are in the tooltip; italics mark "auto"
            return tr("%1 / %2").arg(
                moneyText(r.prices.rent->amount.toDouble(), u(r.prices.rent->amount.currency())),
                PriceTableModel::unitText(r.prices.rent->unit));
        return s.priceId == 0 ? tr("auto: none") : tr("price %1 (gone)").arg(s.priceId);
    case Deadline:
        return s.deadlineHours > 0 ? durationText(s.deadlineHours * 3600) : QString();
    case Budget:
        return s.budget > 0 ? moneyText(s.budget, cur) : QString();
    case Framework:
        return s.kind == core::ScenarioKind::Inference ? dash() : frameworkText(s.framework);
    case Attention:
        return s.kind == core::ScenarioKind::Inference ? dash() : attentionText(s.attention);
    default:
        break;
    }
    if (!e.ok)
        return dash();
    switch (c) {
    case Time:
        return e.training ? durationText(e.wallSeconds) : tr("%1 a request").arg(durationText(e.wallSeconds));
    case GpuHours:
        return e.training ? numberText(e.gpuHours) : tr("%1 a month").arg(numberText(e.gpuHours));
    case Rent:
        if (missingPrice(r, c) == QLatin1String("rent"))
            return tr("no %1 rent: add...").arg(u(unpricedCard(r, false).second));
        if (!r.cost.rentKnown)
            return dash();
        return e.training ? shownMoney(r.cost.rent.toDouble(), r.cost.currency)
                          : tr("%1 a month").arg(shownMoney(r.cost.rent.toDouble(), r.cost.currency));
    case Buy:
        if (missingPrice(r, c) == QLatin1String("purchase"))
            return tr("no %1 server price: add...").arg(u(unpricedCard(r, true).second));
        return r.cost.buyKnown
                   ? shownMoney(r.cost.ownership.total.toDouble(), r.cost.ownership.total.currency())
                   : dash();
    case Throughput: // an RL run mixes generation and updates: its tokens (prompts and answers) trained a
                     // second
        return e.training && !e.rl ? tr("MFU %1%").arg(numberText(e.mfu * 100, 1))
                                   : tr("%1 tokens/s").arg(numberText(e.tokensPerSecond));
    case Memory:
        return tr("%1 of %2").arg(gigabytesText(e.memoryPerGpu), gigabytesText(e.memoryCapacity));
    case Plan:
        return u(e.plan);
    default:
        return {};
    }
}

QVariant ScenarioTableModel::sortValue(const ScenarioRow& r, int c) const {
    const core::ScenarioEstimate& e = r.estimate;
    switch (c) {
    case Work: // serving by its output tokens per second, a traffic row's included (rate x answer length)
        if (core::isRlKind(r.scenario.kind)) // RL by its sequences over the run
            return static_cast<double>(r.scenario.rl.promptsPerStep) * r.scenario.rl.rolloutsPerPrompt *
                   r.scenario.rl.steps;
        if (r.scenario.kind != core::ScenarioKind::Inference)
            return r.scenario.tokens;
        if (r.scenario.traffic.users > 0) // what its users send depends on the latency: the estimate's
            return e.ok ? e.tokensPerSecond : 0.0;
        return r.scenario.traffic.requestsPerSecond > 0
                   ? r.scenario.traffic.requestsPerSecond * r.scenario.outputTokens
                   : r.scenario.load;
    case Count:
        return e.ok ? e.gpus : r.scenario.gpus;
    case Deadline:
        return r.scenario.deadlineHours;
    case Budget:
        return r.scenario.budget;
    case Time:
        return e.ok ? e.wallSeconds : -1.0;
    case GpuHours:
        return e.ok ? e.gpuHours : -1.0;
    case Rent: // in one currency where a rate exists, so rows priced in USD and CNY sort together
        return r.cost.rentKnown ? inDisplayCurrency(r.cost.rent.toDouble(), r.cost.currency) : -1.0;
    case Buy:
        return r.cost.buyKnown
                   ? inDisplayCurrency(r.cost.ownership.total.toDouble(), r.cost.ownership.total.currency())
                   : -1.0;
    case Throughput:
        return e.ok ? (e.training && !e.rl ? e.mfu : e.tokensPerSecond) : -1.0;
    case Memory:
        return e.ok ? e.memoryPerGpu : -1.0;
    default:
        return display(r, c);
    }
}

double ScenarioTableModel::inDisplayCurrency(double amount, const std::string& currency) const {
    if (m_displayCurrency.empty() || currency == m_displayCurrency)
        return amount;
    const auto factor = m_rates.factor(currency, m_displayCurrency);
    return factor ? amount * factor.value() : amount;
}

QString ScenarioTableModel::shownMoney(double amount, const std::string& currency) const {
    // Converted amounts read "~": the exact figure, in the price's own currency, is in the details.
    if (!m_displayCurrency.empty() && currency != m_displayCurrency)
        if (const auto factor = m_rates.factor(currency, m_displayCurrency))
            return QStringLiteral("~") + moneyText(amount * factor.value(), u(m_displayCurrency));
    return moneyText(amount, u(currency));
}

QVariant ScenarioTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && isResult(section))
        return tr("Computed from the inputs and the stored prices");
    if (role == Qt::ToolTipRole && section == Shared)
        return tr("On a team store: tick to share your scenario with the team (they see it read-only and "
                  "can copy it); others' shared scenarios name their owner");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Scenario");
    case Kind:
        return tr("Workload");
    case Model:
        return tr("Model");
    case Work:
        return tr("Tokens / load");
    case Gpu:
        return tr("GPU");
    case Count:
        return tr("GPUs");
    case Precision:
        return tr("Precision");
    case Region:
        return tr("Region");
    case Price:
        return tr("Rent price");
    case Deadline:
        return tr("Deadline");
    case Budget:
        return tr("Budget");
    case Framework:
        return tr("Framework");
    case Attention:
        return tr("Attention kernel");
    case Time:
        return tr("Time");
    case GpuHours:
        return tr("GPU-hours");
    case Rent:
        return tr("Rent cost");
    case Buy:
        return tr("Buy: 3-year TCO");
    case Throughput:
        return tr("MFU / tokens/s");
    case Memory:
        return tr("Memory per GPU");
    case Plan:
        return tr("Plan");
    case Shared:
        return tr("Shared with the team");
    default:
        return {};
    }
}

} // namespace gpuplan::ui
