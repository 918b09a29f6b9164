#pragma once
// What a buyer sees before typing anything: the region and currency their locale suggests
// (remembered once chosen), and a sample workspace of the seed articles' own cases in that region,
// so every view shows numbers on first start.

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"
#include "core/planning/scenario_cost.h"

#include <QLocale>
#include <QString>

#include <vector>

namespace gpuplan::ui {

struct WorkspaceDefaults {
    std::string regionId; // a region of the bundled store ("cn-beijing", "us-east")
    QString currency;     // ISO 4217, the price table's display currency
};

/// Chinese locales: Beijing and CNY; every other locale: US East and USD (the two markets the seed
/// data covers best).
WorkspaceDefaults localeDefaults(const QLocale& locale);
/// The region and currency last chosen (QSettings), else localeDefaults(QLocale()).
WorkspaceDefaults rememberedDefaults();
void rememberRegion(const std::string& regionId);
void rememberCurrency(const QString& currency);
/// Whether the user dismissed the first-start hint (it does not come back).
bool hintDismissed();
void rememberHintDismissed();

/// The seeds' cases in `regionId`: LoRA fine-tuning of a 72B model on 8 A100, H100 and H200 cards
/// (the first seed's Qwen-72B case), pre-training a 13B model on 64 H100s on 20 tokens per parameter
/// (Chinchilla), and serving a 70B model at 2,000 output tokens per second. Where the store has no
/// H200 rent that applies in the region (mainland China: none could be sourced), the H20, the Hopper
/// card sold there, takes its place. Cards missing from the catalog are left out.
std::vector<core::Scenario> sampleWorkspace(const core::Catalog& catalog, const std::string& regionId,
                                            const std::vector<core::PriceRecord>& prices,
                                            const std::vector<core::Region>& regions);

} // namespace gpuplan::ui
