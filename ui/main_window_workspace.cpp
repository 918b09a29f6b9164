// MainWindow's first start: the buyer's region and currency remembered (the Prices tab shows them), a sample
// workspace in that region with a hint that can be dismissed; and new scenarios that follow the current one.
#include "main_window.h"
#include "prices/prices_page.h"

#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "prices/price_table_model.h"
#include "scenarios/sample_workspace.h"
#include "scenarios/scenario_commands.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include "display_format.h"

#include <QComboBox>
#include <QSettings>
#include <QSignalBlocker>
#include <QTableView>
#include <QUndoStack>

namespace gpuplan::ui {
namespace {

const QString kFirstStartDone = QStringLiteral("workspace/firstStartDone");

} // namespace

bool MainWindow::firstStartPending() {
    return !QSettings().value(kFirstStartDone).toBool();
}

void MainWindow::startFirstTime() {
    QSettings().setValue(kFirstStartDone, true);
    const WorkspaceDefaults defaults = rememberedDefaults();
    rememberRegion(defaults.regionId);
    rememberCurrency(defaults.currency);
    m_pricesPage->showRememberedChoices();
    const bool empty = m_scenarioModel->rowCount() == 0; // a store with scenarios keeps them, unhinted
    if (empty) {
        // Not an undoable step: the sample is where the workspace starts, like a file just opened.
        m_scenarioModel->setScenarios(sampleWorkspace(m_catalog, defaults.regionId,
                                                      m_pricesPage->model()->records(),
                                                      m_pricesPage->model()->regions()));
        m_undo->setClean();
        // The comparison starts on the sample's own cards, the first as the baseline.
        std::vector<std::string> cards;
        for (const core::Scenario& s : m_scenarioModel->scenarios())
            if (s.kind == core::ScenarioKind::Lora)
                cards.push_back(s.gpuId);
        if (cards.size() >= 2)
            m_comparePage->choice()->setChosen(cards, cards.front());
        if (m_scenarioModel->rowCount() > 0)
            m_scenarioPage->selectRow(0);
    }
    if (empty && m_scenarioModel->rowCount() > 0 && !hintDismissed()) {
        QString region = QString::fromStdString(defaults.regionId);
        for (const core::Region& r : m_pricesPage->model()->regions())
            if (r.id == defaults.regionId)
                region = regionName(r);
        m_scenarioPage->showHint(
            tr("A sample workspace for %1: the cases of the seed articles, costed with the bundled prices. "
               "Edit a model, GPU or count in the table first (double-click a cell), then put your own "
               "quotes on the Prices tab; every figure follows.")
                .arg(region));
    }
}

void MainWindow::addNewScenario() {
    // A new scenario follows the current one's region, card and price choice (a price is a card's,
    // so the card comes with it); with none, the remembered region.
    core::Scenario s = m_scenarioModel->newScenario();
    const int current = m_scenarioPage->currentRow();
    if (current >= 0 && current < m_scenarioModel->rowCount()) {
        const core::Scenario& from = m_scenarioModel->row(current).scenario;
        s.regionId = from.regionId;
        s.gpuId = from.gpuId;
        s.priceId = from.priceId;
    } else {
        // The remembered region when the store has it; else the model's (the first that prices the card).
        const std::string remembered = rememberedDefaults().regionId;
        for (const core::Region& r : m_pricesPage->model()->regions())
            if (r.id == remembered)
                s.regionId = remembered;
    }
    addScenario(s);
}

} // namespace gpuplan::ui
