#pragma once
// The categorical charts, drawn with Qt Charts: rent against buy over the ownership horizon for each
// compared card (stacked: rent; hardware, facility, energy, maintenance less the residual value),
// with the break-even month in the card's label; and the tornado of the selected scenario's rent.

#include "core/planning/comparison.h"
#include "core/planning/ranges.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QChartView;

namespace gpuplan::ui {

struct CardBars {
    QString card;
    std::optional<core::RentBuyBars> bars; // none: no rent price (the reason is in `missing`)
    QString missing;                       // why there is no rent or no buy bar
};

void showRentBuy(QChartView* view, const std::vector<CardBars>& cards, const QString& currency,
                 const QString& title);

/// Bars from the typical rent to the rent with each input at its low and its high end.
void showTornado(QChartView* view, const std::vector<core::Sensitivity>& inputs, double typical,
                 const QString& currency, const QString& title);

} // namespace gpuplan::ui
