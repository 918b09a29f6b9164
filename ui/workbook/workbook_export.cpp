#include "workbook/workbook_export.h"

#include "compare/compare_page.h"
#include "page_context.h"
#include "qt_text.h"
#include "scenarios/scenario_table_model.h"
#include "workbook/workbook_writer.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>

namespace gpuplan::ui {
namespace {

constexpr int kSweepSizes = 13; // 1B to 1T, as `gpuplan export workbook` writes it

} // namespace

WorkbookExport::WorkbookExport(PageContext& context, const ScenarioTableModel& scenarios,
                               const ComparePage& compare, QWidget* dialogParent)
    : QObject(dialogParent), m_context(context), m_scenarios(scenarios), m_compare(compare),
      m_parent(dialogParent), m_action(new QAction(tr("Export &workbook..."), this)) {
    m_action->setObjectName(QStringLiteral("actionExportWorkbook"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_action->setToolTip(
        tr("The scenarios, the comparison, the prices and the assumptions as an Excel workbook "
           "whose costs are formulas"));
    connect(m_action, &QAction::triggered, this, &WorkbookExport::exportFromDialog);
}

bool WorkbookExport::exportTo(const QString& path) {
    if (m_scenarios.rowCount() == 0) {
        m_context.refuse(tr("there are no scenarios to export"));
        return false;
    }
    core::PriceStore& store = m_context.prices();
    auto prices = store.prices({});
    auto regions = store.regions();
    auto rates = store.exchangeRates();
    if (!prices || !regions || !rates) {
        m_context.refuse(u(!prices ? prices.error() : !regions ? regions.error() : rates.error()));
        return false;
    }
    WorkbookInputs in;
    in.catalog = &m_context.catalog();
    in.table = &m_scenarios;
    in.prices = std::move(prices).value();
    in.regions = std::move(regions).value();
    in.rateRecords = std::move(rates).value();
    in.chinese = QLocale().language() == QLocale::Chinese;
    // The Compare tab's comparison of the selected scenario, when it has one (the report's inputs).
    QString without;
    if (auto report = m_compare.reportInputs()) {
        WorkbookComparison cmp;
        cmp.scenario = report->scenario;
        cmp.gpuIds = report->gpuIds;
        // The cards as the Compare tab planned them (its kept estimates, on the same catalog).
        cmp.data = buildComparison({in.catalog, report->gpuIds, report->gpuIds.front(), report->regionId,
                                    report->scenario, report->prices, report->regions, report->rates,
                                    &m_compare.estimates()});
        for (const core::SweepRequest& r :
             sizeSweepRequests(cmp.scenario, cmp.gpuIds, *in.catalog, kSweepSizes)) {
            const auto points = core::runSweep(r);
            cmp.sweep.insert(cmp.sweep.end(), points.begin(), points.end());
        }
        in.comparison = std::move(cmp);
    } else {
        without = u(report.error());
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto written = writeWorkbook(in, path);
    QApplication::restoreOverrideCursor();
    if (!written) {
        m_context.refuse(u(written.error()));
        return false;
    }
    m_context.tell(without.isEmpty()
                       ? tr("Workbook written to %1").arg(path)
                       : tr("Workbook written to %1, without a comparison: %2").arg(path, without),
                   8000);
    return true;
}

void WorkbookExport::exportFromDialog() {
    QString path = QFileDialog::getSaveFileName(m_parent, tr("Export workbook"), tr("gpu-plan.xlsx"),
                                                tr("Excel workbook (*.xlsx)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        path += QStringLiteral(".xlsx");
    if (!exportTo(path))
        QMessageBox::warning(m_parent, tr("Export workbook"), m_context.lastMessage());
}

} // namespace gpuplan::ui
