// The scenario table's tooltips (what a cell's figure means, why a row has no estimate, which price it uses)
// and its missing-price links: a cell that lacks a price names the card whose price is missing, and a click
// adds one for it.
#include "qt_text.h"
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_table_model.h"
#include "scenarios/serving_load_dialog.h"

#include "display_format.h"
#include "message_text.h"

namespace gpuplan::ui {

QString ScenarioTableModel::missingPrice(const ScenarioRow& r, int column) const {
    // Only where adding a price is the fix: the plan works and the region is a stored one.
    if (!r.estimate.ok || !r.prices.region)
        return {};
    const bool ownGeneration = r.estimate.generationCard.has_value();
    if (column == Rent && ((!r.prices.rent && r.scenario.priceId == 0) ||
                           (r.prices.rent && ownGeneration && !r.prices.generationRent)))
        return QStringLiteral("rent");
    if (column == Buy && (!r.prices.purchase || (ownGeneration && !r.prices.generationPurchase)))
        return QStringLiteral("purchase");
    return {};
}

std::pair<std::string, std::string> ScenarioTableModel::unpricedCard(const ScenarioRow& r, bool purchase) {
    const auto& g = r.estimate.generationCard;
    const bool own = purchase ? r.prices.purchase.has_value() : r.prices.rent.has_value();
    const bool generation =
        purchase ? r.prices.generationPurchase.has_value() : r.prices.generationRent.has_value();
    if (g && own && !generation)
        return {g->gpuId, g->gpuName};
    return {r.scenario.gpuId, r.estimate.gpuName};
}

QString ScenarioTableModel::toolTip(const ScenarioRow& r, int c) const {
    const core::ScenarioEstimate& e = r.estimate;
    const QString problem = e.ok ? QString() : messageText(e.problem);
    switch (c) {
    case Price:
        if (!r.prices.rent)
            return messageText(r.prices.rentProblem);
        return priceText(*r.prices.rent) + QLatin1Char('\n') +
               (r.scenario.priceId == 0
                    ? tr("The region's cheapest on-demand, reserved or monthly price for "
                         "this GPU (spot prices only when chosen)")
                    : tr("Stored price %1, chosen for this scenario").arg(r.scenario.priceId));
    case Framework:
        return r.scenario.kind == core::ScenarioKind::Inference
                   ? tr("Serving estimates do not depend on the training framework")
                   : tr("The software your team trains with. On Hopper GPUs (H100, H200, H800) generic "
                        "PyTorch "
                        "runs the matrix multiplications slower than the stacks tuned for Hopper, NVIDIA's "
                        "NeMo "
                        "and Megatron-Core with Transformer Engine (the factor is fitted on published runs "
                        "and "
                        "shown in the details). On A100 and other GPUs the two give the same estimate.");
    case Attention:
        return r.scenario.kind == core::ScenarioKind::Inference
                   ? tr("Serving estimates do not depend on the attention kernel")
                   : tr("The kernel your framework runs. FlashAttention-2 (PyTorch, Hugging Face) reaches "
                        "about a "
                        "third of an H100's peak; fused kernels (FlashAttention-3, cuDNN through Transformer "
                        "Engine, as NeMo and Megatron-Core use) run as fast as the matrix multiplications. "
                        "On "
                        "A100 and other GPUs the two give the same estimate.");
    case Work:
        if (r.scenario.kind == core::ScenarioKind::Inference && (e.ok || problem.isEmpty()))
            return ServingLoadDialog::describe(r.scenario);
        if (core::isRlKind(r.scenario.kind) && (e.ok || problem.isEmpty()))
            return RlRunDialog::describe(
                r.scenario, e.generationCard ? QString::fromStdString(e.generationCard->gpuName) : QString());
        break;
    case Count:
        if (e.ok && r.scenario.gpus > 0 && e.gpus != r.scenario.gpus)
            for (const core::Message& n : e.notes)
                if (n.id == core::MessageId::NoteRoundedToTrays)
                    return messageText(n);
        return e.ok || problem.isEmpty()
                   ? tr("A number, or auto: the fewest GPUs that fit the model, meet the "
                        "deadline or carry the load; for a card sold by the rack (an NVL72), also racks: "
                        "\"2 racks\"")
                   : problem;
    case Time:
        if (e.ok && e.training)
            return tr("%1 to %2 with the efficiency 15% lower or higher")
                       .arg(durationText(r.cost.hoursRange.high * 3600),
                            durationText(r.cost.hoursRange.low * 3600)) +
                   (e.warnings.empty() ? QString() : QStringLiteral("\n") + messageText(e.warnings.front()));
        break;
    case Rent:
        if (e.ok && r.cost.rentKnown) {
            QString t = tr("%1 to %2 (price range and efficiency)")
                            .arg(moneyText(r.cost.rentRange.low, u(r.cost.currency)),
                                 moneyText(r.cost.rentRange.high, u(r.cost.currency)));
            if (r.cost.overBudget)
                t += QStringLiteral("\n") +
                     tr("Over the budget of %1").arg(moneyText(r.scenario.budget, u(r.cost.currency)));
            return t;
        }
        if (e.ok)
            return messageText(r.cost.rentProblem);
        break;
    case Buy:
        if (e.ok)
            return r.cost.buyKnown
                       ? tr("Owning %n server(s) for three years at %1% utilization: hardware, energy and "
                            "residual value",
                            nullptr, r.cost.ownership.servers)
                             .arg(numberText(100 * r.cost.utilization))
                       : messageText(r.cost.buyProblem);
        break;
    default:
        break;
    }
    if (!e.ok)
        return problem;
    if (c == Plan || c == Throughput)
        return e.warnings.empty() ? QString() : messageText(e.warnings.front());
    return {};
}

} // namespace gpuplan::ui
