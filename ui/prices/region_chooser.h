#pragma once
// The region choosers of the workbench (Prices tab, scenario table, price dialog, comparison): the
// regions grouped as a buyer looks for them (mainland China, Asia-Pacific, Americas, Europe,
// worldwide; cloud regions under their provider), and a filter as the user types ("tok" offers
// Tokyo and every cloud region in Tokyo; "北京" works in the English window too).

#include "core/prices/price_store.h"

#include <QString>

#include <vector>

class QComboBox;

namespace gpuplan::ui {

/// The group a region is listed under: "Mainland China", "Asia-Pacific", ..., or a cloud provider's
/// ("aws cloud regions"), translated.
QString regionGroup(const core::Region& region, const std::vector<core::Region>& regions);

/// Fills `box` with `regions` grouped under headers that cannot be chosen, keeps the chosen region
/// when it is still there, and makes the box filter as the user types. With `all`, a first item of
/// that text stands for every region (data ""). Item data: the region id.
void fillRegionChooser(QComboBox* box, const std::vector<core::Region>& regions, const QString& all = {});

} // namespace gpuplan::ui
